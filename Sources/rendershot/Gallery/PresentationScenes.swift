// PresentationScenes.swift · rendershot/Gallery · a tabbed screen, an open sheet and an alert on an iPhone 15 Pro (not from a seed)
//
// A four-tab screen with a badge, its bar 49 points over the 34-point home indicator; the same
// app after a tap on the Library tab's Add button: a form in a sheet at its medium detent over
// the dimmed screen; and, after a tap on the Settings tab and on its destructive button, the
// alert with Cancel bold and Delete red; and a sheet at its large detent, the screen behind
// scaled back on black with the status bar turned light; an alert and an action sheet over a
// colourful screen, whose platters blur the dimmed colours behind them. Light and dark. Icons are SF Symbol
// placeholders.

import Raster
import RendershotKit

enum PresentationScreens {
    struct Library: View {
        @State private var selection = 1
        @State private var isAdding = false
        @State private var isDeleting = false

        var body: some View {
            TabView(selection: $selection) {
                Text("Listen Now").font(.largeTitle).bold()
                    .tabItem { Label("Listen Now", systemImage: "play.circle") }.tag(0)
                VStack(alignment: .leading, spacing: 12) {
                    HStack {
                        Text("Library").font(.largeTitle).bold()
                        Spacer()
                        Button("Add") { isAdding = true }
                    }
                    Text("Piranesi")
                    Divider()
                    Text("The Dispossessed")
                    Spacer()
                }
                .padding()
                .tabItem { Label("Library", systemImage: "books.vertical") }.tag(1)
                Text("Inbox").font(.largeTitle).bold()
                    .tabItem { Label("Inbox", systemImage: "tray") }.tag(2).badge(3)
                VStack(alignment: .leading, spacing: 20) {
                    Text("Settings").font(.largeTitle).bold()
                    Button("Delete History", role: .destructive) { isDeleting = true }
                    Spacer()
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .tabItem { Label("Settings", systemImage: "gear") }.tag(3)
            }
            .sheet(isPresented: $isAdding) {
                VStack(spacing: 16) {
                    Text("New Book").font(.headline)
                    Text("Title, author and shelf go here.").foregroundStyle(.secondary)
                }
                .presentationDetents([.medium, .large])
            }
            .alert("Delete history?", isPresented: $isDeleting) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Your reading streak will be lost.")
            }
        }
    }

    /// A screen presenting a sheet at the large detent from the start.
    struct Compose: View {
        @State private var isComposing = true

        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Notes").font(.largeTitle).bold()
                Text("Groceries")
                Divider()
                Text("Reading list")
                Spacer()
            }
            .padding()
            .sheet(isPresented: $isComposing) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("New Note").font(.headline)
                    Text("Start typing…").foregroundStyle(.secondary)
                    Spacer()
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }

    /// A colourful screen (a photo-like gradient with coloured tiles) presenting an alert, or
    /// with `asksInADialog` a confirmation dialog, from the start: the platter blurs the dimmed
    /// colours behind it.
    struct Colourful: View {
        var asksInADialog = false
        @State private var isAsking = true

        var body: some View {
            ZStack {
                LinearGradient(colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                VStack(spacing: 24) {
                    HStack(spacing: 24) {
                        RoundedRectangle(cornerRadius: 20).fill(Color.yellow)
                        RoundedRectangle(cornerRadius: 20).fill(Color.green)
                    }
                    .frame(height: 160)
                    Text("Photos").font(.system(size: 64, weight: .heavy)).foregroundStyle(.white)
                    HStack(spacing: 24) {
                        Circle().fill(Color.teal)
                        Circle().fill(Color.red)
                    }
                    .frame(height: 160)
                }
                .padding(32)
            }
            .ignoresSafeArea()
            .alert("Delete 3 Photos?", isPresented: .constant(isAsking && !asksInADialog)) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("They will be removed from all your devices.")
            }
            .confirmationDialog("Share 3 Photos", isPresented: .constant(isAsking && asksInADialog),
                                titleVisibility: .visible) {
                Button("Copy Link") {}
                Button("Save to Files") {}
                Button("Delete", role: .destructive) {}
            }
        }
    }

    static let device = Device.iPhone15Pro.showingStatusBar().clippedToScreenCorners()
    /// The Add button (top trailing of the Library tab) and the Settings tab item, with the
    /// Delete History button, in window points.
    static let addTap = ScriptedTap(CGPoint(x: 355, y: 99))
    static let settingsTabTaps = [ScriptedTap(CGPoint(x: 344, y: 790)), ScriptedTap(at: 0.5, CGPoint(x: 70, y: 147))]

    static let tabs = RendershotScene("tab-view", summary: "a four-tab screen with a badge on an iPhone 15 Pro",
                                      device: device) { Library() }
    static let tabsDark = RendershotScene("tab-view-dark", summary: "the same screen in dark mode", device: device,
                                          colorScheme: .dark) { Library() }
    static let sheet = RendershotScene("sheet-medium", summary: "a sheet at its medium detent with the grabber",
                                       device: device, taps: [addTap]) { Library() }
    static let sheetDark = RendershotScene("sheet-medium-dark", summary: "the same sheet in dark mode", device: device,
                                           colorScheme: .dark, taps: [addTap]) { Library() }
    static let alert = RendershotScene("alert-destructive", summary: "an alert with Cancel and a destructive Delete",
                                       device: device, taps: settingsTabTaps) { Library() }
    static let alertDark = RendershotScene("alert-destructive-dark", summary: "the same alert in dark mode", device: device,
                                           colorScheme: .dark, taps: settingsTabTaps) { Library() }
    static let colourfulAlert = RendershotScene("alert-over-colour", summary: "an alert whose platter blurs a colourful screen",
                                                device: device) { Colourful() }
    static let colourfulAlertDark = RendershotScene("alert-over-colour-dark", summary: "the same alert in dark mode",
                                                    device: device, colorScheme: .dark) { Colourful() }
    static let colourfulDialog = RendershotScene("dialog-over-colour", summary: "an action sheet whose platter blurs a colourful screen",
                                                 device: device) { Colourful(asksInADialog: true) }
    static let colourfulDialogDark = RendershotScene("dialog-over-colour-dark", summary: "the same action sheet in dark mode",
                                                     device: device, colorScheme: .dark) { Colourful(asksInADialog: true) }
    static let largeSheet = RendershotScene("sheet-large", summary: "a sheet at its large detent over the scaled-back screen",
                                            device: device) { Compose() }
    static let largeSheetDark = RendershotScene("sheet-large-dark", summary: "the same sheet in dark mode", device: device,
                                                colorScheme: .dark) { Compose() }
}
