// TabTests.swift · RasterTests/Views · iOS 18's Tab, TabSection and TabRole in iPhone's tab bar
// (Views/Containers/Tab.swift): a tab view written with `Tab` draws exactly what the same tab
// view written with `tabItem`, `tag` and `badge` draws, and selects the same way, including the
// More tab past five tabs and the landscape bar (TabBarMoreTests, TabBarLandscapeTests); bad
// input warns once.

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

    /// The customization identifier is recorded.
    @Test func customizationIsRecorded() {
        let tab = Tab("Home", systemImage: "house") { Text("Home screen") }.customizationID("home")
        #expect(tab.customizationIdentifier == "home")
    }

    /// Seven tabs written with `Tab` draw what the same seven `tabItem` tabs draw: the first
    /// four and More on the bar (a badge on the second), the More list after a tap on More, a
    /// row's tab pushed on it, and the compact-height bar in landscape.
    @Test func sevenTabsDrawWhatSevenTabItemsDraw() throws {
        for device in [Device.iPhone15Pro, Device.iPhone15Pro.landscape] {
            let tabs = ViewHost(SevenTabs(box: SelectionBox(0)), device: device)
            let items = ViewHost(SevenTabs(box: SelectionBox(0), writtenWithTab: false), device: device)
            #expect(tabs.render().pixmap.data == items.render().pixmap.data, "\(device)")
        }
        let tabs = ViewHost(SevenTabs(box: SelectionBox(0)), device: .iPhone15Pro)
        let items = ViewHost(SevenTabs(box: SelectionBox(0), writtenWithTab: false), device: .iPhone15Pro)
        #expect(try tabs.tap("More"))
        #expect(try items.tap("More"))
        #expect(tabs.render().pixmap.data == items.render().pixmap.data)
        #expect(tabs.accessibilityDescription().contains(#"[header, staticText] "More""#))
        #expect(try tabs.tap("Tab 6"))
        #expect(try items.tap("Tab 6"))
        tabs.advance(by: 2)
        items.advance(by: 2)
        #expect(tabs.render().pixmap.data == items.render().pixmap.data)
        #expect(texts(in: tabs).contains("Screen 6"))
    }

    /// A selection naming the sixth tab's value selects More with that tab pushed, as for
    /// tagged tabs (TabBarMoreTests); a tap on the second item selects its value.
    @Test func aSelectionPastTheFourthOpensMoreWithThatTabPushed() throws {
        let box = SelectionBox(5)
        let tabs = ViewHost(SevenTabs(box: box), device: .iPhone15Pro)
        let items = ViewHost(SevenTabs(box: SelectionBox(5), writtenWithTab: false), device: .iPhone15Pro)
        let elements = tabs.accessibilityDescription()
        #expect(elements.contains(#""Screen 5""#), "\(elements)")
        #expect(elements.contains(#"[button, selected] "More""#), "\(elements)")
        #expect(elements.split(separator: "\n").contains { $0.hasPrefix(#"[button] "More" (8, "#) }, "\(elements)")
        #expect(tabs.render().pixmap.data == items.render().pixmap.data)
        #expect(try tabs.tap("Tab 1"))
        #expect(box.value == 1)
        #expect(texts(in: tabs).contains("Screen 1"))
    }

    /// Zero tabs (a `ForEach` over no data, or every tab hidden) draw an empty bar and warn
    /// once, naming `Tab` in the fix.
    @Test func noTabsWarnOnce() {
        let warnings = capturingWarnings {
            _ = ViewHost(EmptyTabs(names: []), device: .iPhone15Pro).render()
            _ = ViewHost(HiddenTabs(), device: .iPhone15Pro).render()
        }
        #expect(warnings.filter(isNotAboutSymbols) == [
            "TabView: the content has no tabs (each Tab is hidden, or each ForEach of tabs has no data); the tab bar is empty. "
                + "Give the tab view at least one Tab that is shown",
        ])
    }

    /// Two tabs with one value: the first is shown for it, a tap on the second selects the
    /// first's value, and one warning names the value and the fix.
    @Test func twoTabsWithOneValueWarnOnce() {
        let box = SelectionBox(0)
        let warnings = capturingWarnings {
            let host = ViewHost(RepeatedValues(box: box), device: .iPhone15Pro)
            #expect((try? host.tap("Again")) == true)
            #expect(texts(in: host).contains("First screen") && !texts(in: host).contains("Again screen"))
            #expect(box.value == 1)
        }
        #expect(warnings.filter(isNotAboutSymbols) == [
            #"TabView: two tabs have the value "1"; the first of them is shown for it and a tap on another selects the first. "#
                + "Give each tab its own value",
        ])
    }

    /// A `ForEach` of tabs whose values are not of the selection's type compiles (it is also a
    /// plain view); the first tab is shown and one warning names both types.
    @Test func valuesOfAnotherTypeWarnOnce() {
        let warnings = capturingWarnings {
            let host = ViewHost(MismatchedValues(), device: .iPhone15Pro)
            #expect(texts(in: host).contains("Screen 0"))
        }
        #expect(warnings.filter(isNotAboutSymbols) == [
            #"TabView: the selection "Inbox" matches no tab's value; the first tab is shown. The tabs' values are Int, "#
                + "the selection's String: give each Tab a value of the selection's type",
        ])
    }
}

/// Whether a warning is not one about SF Symbols drawn with a placeholder glyph.
private func isNotAboutSymbols(_ warning: String) -> Bool {
    !warning.contains("SF Symbols") && !warning.contains("systemName")
}

/// Seven tabs, values (tags) 0...6, the second with a badge: written with `Tab`, or with
/// `tabItem`, `tag` and `badge`.
private struct SevenTabs: View {
    let box: SelectionBox
    let writtenWithTab: Bool
    @State private var selection: Int

    init(box: SelectionBox, writtenWithTab: Bool = true) {
        self.box = box
        self.writtenWithTab = writtenWithTab
        _selection = State(initialValue: box.value)
    }

    var body: some View {
        let _ = (box.value = selection)
        if writtenWithTab {
            TabView(selection: $selection) {
                ForEach(0..<7) { index in
                    Tab("Tab \(index)", systemImage: "star", value: index) { Text("Screen \(index)") }
                        .badge(index == 1 ? 2 : 0)
                }
            }
        } else {
            TabView(selection: $selection) {
                ForEach(0..<7) { index in
                    Text("Screen \(index)")
                        .tabItem { Label("Tab \(index)", systemImage: "star") }
                        .tag(index)
                        .badge(index == 1 ? 2 : 0)
                }
            }
        }
    }
}

/// A `ForEach` of tabs over `names`.
private struct EmptyTabs: View {
    let names: [String]
    @State private var selection = ""
    var body: some View {
        TabView(selection: $selection) {
            ForEach(names, id: \.self) { name in
                Tab(name, systemImage: "star", value: name) { Text(name) }
            }
        }
    }
}

/// Two tabs, both hidden.
private struct HiddenTabs: View {
    var body: some View {
        TabView {
            Tab("One", systemImage: "1.circle") { Text("One") }.hidden()
            Tab("Two", systemImage: "2.circle") { Text("Two") }.hidden()
        }
    }
}

/// Two tabs with the value 1 and one with 2.
private struct RepeatedValues: View {
    let box: SelectionBox
    @State private var selection = 2
    var body: some View {
        let _ = (box.value = selection)
        TabView(selection: $selection) {
            Tab("First", systemImage: "1.circle", value: 1) { Text("First screen") }
            Tab("Again", systemImage: "2.circle", value: 1) { Text("Again screen") }
            Tab("Other", systemImage: "3.circle", value: 2) { Text("Other screen") }
        }
    }
}

/// A string selection over a `ForEach` of tabs with integer values.
private struct MismatchedValues: View {
    @State private var selection = "Inbox"
    var body: some View {
        TabView(selection: $selection) {
            ForEach(0..<3) { index in
                Tab("Tab \(index)", systemImage: "star", value: index) { Text("Screen \(index)") }
            }
        }
    }
}
