// TabScenes.swift · rendershot/Gallery · a seven-tab app's More list on an iPhone 15 Pro, and a tabbed list on an iPhone 15 Pro in landscape (not from a seed)
//
// Seven tabs in compact width: the bar shows the first four and More, and a tap on More shows
// the list of the other three (icon, title, chevron) under the large title "More". In
// landscape the bar is 32 points over the 21-point home indicator, its background reaching
// the screen's edges, each item's icon beside its title. Light and dark. Icons are SF Symbol
// placeholders.

import Raster
import RendershotKit

enum TabScreens {
    /// A seven-tab app, each tab a large title.
    struct Sections: View {
        private static let sections = [("Listen Now", "play.circle"), ("Browse", "square.grid.2x2"), ("Radio", "dot.radiowaves.left.and.right"),
                                       ("Library", "books.vertical"), ("Search", "magnifyingglass"), ("Downloads", "arrow.down.app"),
                                       ("Settings", "gear")]

        var body: some View {
            TabView {
                ForEach(Self.sections, id: \.0) { section in
                    Text(section.0).font(.largeTitle).bold()
                        .tabItem { Label(section.0, systemImage: section.1) }
                }
            }
        }
    }

    /// Three tabs, the first a list of 30 rows in a navigation stack, the second with a badge.
    struct Library: View {
        var body: some View {
            TabView {
                NavigationStack {
                    List(1...30, id: \.self) { Text("Book \($0)") }
                        .navigationTitle("Library")
                        .navigationBarTitleDisplayMode(.inline)
                }
                .tabItem { Label("Library", systemImage: "books.vertical") }
                Text("Inbox").font(.largeTitle).bold()
                    .tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
                Text("Settings").font(.largeTitle).bold()
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }

    static let device = Device.iPhone15Pro.showingStatusBar().clippedToScreenCorners()
    static let landscape = Device.iPhone15Pro.landscape.showingStatusBar().clippedToScreenCorners()
    /// The More item, the last of five on the bar.
    static let moreTap = ScriptedTap(CGPoint(x: 354, y: 790))

    static let more = RendershotScene("tab-view-more", summary: "seven tabs: four on the bar and More, its list shown",
                                      device: device, taps: [moreTap]) { Sections() }
    static let moreDark = RendershotScene("tab-view-more-dark", summary: "the same More list in dark mode", device: device,
                                          colorScheme: .dark, taps: [moreTap]) { Sections() }
    static let landscapeBar = RendershotScene("tab-view-landscape", summary: "a tabbed list on an iPhone 15 Pro in landscape",
                                              device: landscape) { Library() }
    static let landscapeBarDark = RendershotScene("tab-view-landscape-dark", summary: "the same screen in dark mode",
                                                  device: landscape, colorScheme: .dark) { Library() }
}
