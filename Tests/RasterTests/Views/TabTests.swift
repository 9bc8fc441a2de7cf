// TabTests.swift · RasterTests/Views · iOS 18's Tab, TabSection and TabRole in iPhone's tab bar
// (Views/Containers/Tab.swift): a tab view written with `Tab` draws exactly what the same tab
// view written with `tabItem`, `tag` and `badge` draws, and selects the same way.

import Foundation
import Testing
@testable import Raster

private enum Section: Hashable { case inbox, drafts, search, archive }

/// Four tabs written as iOS 18 writes them, one in a section, one hidden.
private struct TabScreen: View {
    @State var selection: Section = .inbox
    var body: some View {
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "tray", value: .inbox) { Text("Inbox screen") }.badge(3)
            TabSection("Mail") {
                Tab("Drafts", systemImage: "doc", value: .drafts) { Text("Drafts screen") }
            }
            Tab(value: .search, role: .search) { Text("Search screen") }
            Tab("Archive", systemImage: "archivebox", value: .archive) { Text("Archive screen") }.hidden()
        }
    }
}

/// The same tab view written with iOS 17's modifiers.
private struct TabItemScreen: View {
    @State var selection: Section = .inbox
    var body: some View {
        TabView(selection: $selection) {
            Text("Inbox screen").tabItem { Label("Inbox", systemImage: "tray") }.tag(Section.inbox).badge(3)
            Text("Drafts screen").tabItem { Label("Drafts", systemImage: "doc") }.tag(Section.drafts)
            Text("Search screen").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(Section.search)
        }
    }
}

/// Tabs without values, selected by position; one left out of the tab bar by its default
/// visibility, one named for customization.
private struct PositionalTabs: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Home screen") }.customizationID("home")
            Tab("Sidebar only", systemImage: "sidebar.left") { Text("Sidebar screen") }
                .defaultVisibility(.hidden, for: .tabBar)
            Tab("Settings", systemImage: "gear") { Text("Settings screen") }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

private struct PositionalTabItems: View {
    var body: some View {
        TabView {
            Text("Home screen").tabItem { Label("Home", systemImage: "house") }
            Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

/// Tabs made by a `ForEach` and an `if`, selected by values the tabs' `value:` takes from the
/// selection's type.
private struct GeneratedTabs: View {
    let titles = ["One", "Two", "Three"]
    var showsMore: Bool
    @State var selection = "Two"
    var body: some View {
        TabView(selection: $selection) {
            ForEach(titles, id: \.self) { title in
                Tab(title, systemImage: "circle", value: title) { Text("\(title) screen") }
            }
            if showsMore {
                Tab("More", systemImage: "ellipsis", value: "More") { Text("More screen") }
            }
        }
    }
}

private struct GeneratedTabItems: View {
    let titles = ["One", "Two", "Three"]
    @State var selection = "Two"
    var body: some View {
        TabView(selection: $selection) {
            ForEach(titles, id: \.self) { title in
                Text("\(title) screen").tabItem { Label(title, systemImage: "circle") }.tag(title)
            }
        }
    }
}

@Suite struct TabTests {
    @Test func tabsDrawWhatTabItemsDraw() {
        let tabs = ViewHost(TabScreen(), device: .iPhone15Pro).render()
        let items = ViewHost(TabItemScreen(), device: .iPhone15Pro).render()
        #expect(tabs.pixmap.data == items.pixmap.data)
    }

    /// Tapping an item sets the selection to the tab's value: the search tab's default label
    /// is "Search"; the tab in a section is an ordinary item; the hidden tab has none.
    @Test func tappingATabSelectsItsValue() throws {
        let tabs = ViewHost(TabScreen(), device: .iPhone15Pro)
        let items = ViewHost(TabItemScreen(), device: .iPhone15Pro)
        for title in ["Search", "Drafts"] {
            #expect(try tabs.tap(title))
            #expect(try items.tap(title))
            #expect(tabs.render().pixmap.data == items.render().pixmap.data, "after tapping \(title)")
        }
        #expect(texts(in: tabs).contains("Drafts screen"))
        #expect(throws: (any Error).self) { try tabs.tap("Archive") }
    }

    /// Tabs without values are selected by position; a tab hidden from the tab bar by its
    /// default visibility is left out; `.sidebarAdaptable` is the tab bar on iPhone.
    @Test func positionalTabsAndDefaultVisibility() throws {
        let tabs = ViewHost(PositionalTabs(), device: .iPhoneSE)
        let items = ViewHost(PositionalTabItems(), device: .iPhoneSE)
        #expect(tabs.render().pixmap.data == items.render().pixmap.data)
        #expect(try tabs.tap("Settings"))
        #expect(try items.tap("Settings"))
        #expect(tabs.render().pixmap.data == items.render().pixmap.data)
        #expect(texts(in: tabs).contains("Settings screen"))
    }

    /// A `ForEach` of tabs and a false `if` draw what the same `ForEach` of tab items draws;
    /// the selection starts on the second tab.
    @Test func forEachAndConditionalTabs() {
        let tabs = ViewHost(GeneratedTabs(showsMore: false), device: .iPhoneSE)
        let items = ViewHost(GeneratedTabItems(), device: .iPhoneSE)
        #expect(tabs.render().pixmap.data == items.render().pixmap.data)
        #expect(texts(in: tabs).contains("Two screen"))
        #expect(texts(in: ViewHost(GeneratedTabs(showsMore: true), device: .iPhoneSE)).contains("More"))
    }

    /// The customization identifier is recorded; a tab outside a tab view shows its content.
    @Test func customizationIsRecordedAndATabAloneShowsItsContent() {
        let tab = Tab("Home", systemImage: "house") { Text("Home screen") }.customizationID("home")
        #expect(tab.customizationIdentifier == "home")
        #expect(texts(in: ViewHost(tab, size: CGSize(width: 200, height: 100))) == ["Home screen"])
    }
}
