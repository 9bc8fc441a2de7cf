// NavigationScrollScenes.swift · rendershot/Gallery · a navigation bar collapsed over a scrolled list, and a presented search with its scope bar and suggestions, light and dark (not from a seed)
//
// The inbox is scrolled past its large title, so the bar shows the inline title on the bar
// material with its hairline, the rows passing under it. The search is presented with text:
// the field and Cancel, the scope bar under them, and the suggestions listed over the content.
// On an iPhone 15 Pro, the same inbox in a tab: the bar material reaches up behind the status
// bar (rows blurred there, not sharp) and the rows scroll on under the tab bar, which draws
// its material and hairline over them (iOS 17 Mail's inbox scrolled, in a tab bar app).

import Raster
import RendershotKit

enum NavigationScrollScenes {
    /// An inbox list scrolled to its fifth message when it appears.
    struct ScrolledInbox: View {
        var body: some View {
            NavigationStack {
                ScrollViewReader { proxy in
                    List(1...30, id: \.self) { number in
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Message \(number)").font(.headline)
                            Text("A line of the message, as a preview.").foregroundStyle(.secondary)
                        }
                    }
                    .onAppear { proxy.scrollTo(5, anchor: .top) }
                }
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                }
            }
        }
    }

    /// The scrolled inbox as the first tab of two.
    struct TabbedInbox: View {
        var body: some View {
            TabView {
                ScrolledInbox().tabItem { Label("Inbox", systemImage: "tray") }
                Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }

    enum Region: Hashable { case all, europe, americas }

    /// A city search presented with "Par" typed: scopes and three suggestions.
    struct CitySearch: View {
        @State private var text = "Par"
        @State private var region = Region.all

        var body: some View {
            NavigationStack {
                List(["Amsterdam", "Berlin", "Lisbon", "Oslo"], id: \.self) { Text($0) }
                    .navigationTitle("Cities")
                    .searchable(text: $text, isPresented: .constant(true), prompt: "Cities")
                    .searchScopes($region, activation: .onSearchPresentation) {
                        Text("All").tag(Region.all)
                        Text("Europe").tag(Region.europe)
                        Text("Americas").tag(Region.americas)
                    }
                    .searchSuggestions {
                        ForEach(["Paris", "Parma", "Paramaribo"], id: \.self) { Text($0).searchCompletion($0) }
                    }
            }
        }
    }

    static let window = CGSize(width: 393, height: 600)
    static let device = Device.iPhone15Pro.showingStatusBar().clippedToScreenCorners()

    static let scenes = [
        RendershotScene("navigation-scrolled", summary: "a list scrolled under its bar: inline title, bar material and hairline",
                        size: window) { ScrolledInbox() },
        RendershotScene("navigation-scrolled-dark", summary: "the scrolled list in dark mode", size: window,
                        colorScheme: .dark) { ScrolledInbox() },
        RendershotScene("navigation-scrolled-device", summary: "the scrolled list in a tab on an iPhone 15 Pro: bars over the rows at both edges",
                        device: device) { TabbedInbox() },
        RendershotScene("navigation-scrolled-device-dark", summary: "the scrolled list in a tab in dark mode", device: device,
                        colorScheme: .dark) { TabbedInbox() },
        RendershotScene("search-scopes-suggestions", summary: "a presented search: Cancel, the scope bar and the suggestions",
                        size: window) { CitySearch() },
        RendershotScene("search-scopes-suggestions-dark", summary: "the presented search in dark mode", size: window,
                        colorScheme: .dark) { CitySearch() },
    ]
}
