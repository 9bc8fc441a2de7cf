// TabBarMoreTests.swift · RasterTests/Views · the More tab of a TabView with more than five
// tabs in compact width (Views/Containers/TabBarMore.swift).
// Behaviour: Apple, UITabBarController ("more than five items … the More view controller"),
// `moreNavigationController`; HIG Tab bars ("the final visible tab becomes a More tab").
// Numbers: iPhone 15 Pro 393 points wide, its bar 769...818 (49 pt over the 34-pt home
// indicator, ios17-metrics.md §3, §1.1), five items of 393 / 5 = 78.6 points.

import Foundation
import Testing
@testable import Raster

/// `count` tabs named "Tab 0", "Tab 1"…, tagged 0, 1…, each showing "Screen n".
private struct ManyTabs: View {
    let box: SelectionBox
    let count: Int
    @State private var selection: Int

    init(count: Int, box: SelectionBox) {
        self.count = count
        self.box = box
        _selection = State(initialValue: box.value)
    }

    var body: some View {
        let _ = (box.value = selection)
        TabView(selection: $selection) {
            ForEach(0..<count, id: \.self) { index in
                Text("Screen \(index)")
                    .tabItem { Label("Tab \(index)", systemImage: "star") }
                    .tag(index)
            }
        }
    }
}

/// The accessibility lines of the tab bar's items (the elements on the bar's top, y 769).
private func barItems(_ host: ViewHost<some View>, top: CGFloat = 769) -> [String] {
    host.accessibilityDescription().split(separator: "\n").map(String.init).filter { $0.contains(", \(formatPoints(top)), ") }
}

/// Whether a warning is not one about SF Symbols drawn with a placeholder glyph.
private func isNotAboutSymbols(_ warning: String) -> Bool {
    !warning.contains("SF Symbols") && !warning.contains("systemName")
}

@Suite struct TabBarMoreTests {
    /// Six tabs on an iPhone: the bar shows the first four and More, five items of 78.6
    /// points; More is a tab button like the others.
    @Test func sixTabsShowTheFirstFourAndMore() {
        let host = ViewHost(ManyTabs(count: 6, box: SelectionBox(0)), device: .iPhone15Pro)
        let width = 393.0 / 5
        #expect(barItems(host) == [
            #"[button, selected] "Tab 0" (0, 769, \#(formatPoints(width)), 49)"#,
            #"[button] "Tab 1" (\#(formatPoints(width)), 769, \#(formatPoints(width)), 49)"#,
            #"[button] "Tab 2" (\#(formatPoints(2 * width)), 769, \#(formatPoints(width)), 49)"#,
            #"[button] "Tab 3" (\#(formatPoints(3 * width)), 769, \#(formatPoints(width)), 49)"#,
            #"[button] "More" (\#(formatPoints(4 * width)), 769, \#(formatPoints(width)), 49)"#,
        ])
    }

    /// Five tabs fit: no More.
    @Test func fiveTabsShowNoMore() {
        let host = ViewHost(ManyTabs(count: 5, box: SelectionBox(0)), device: .iPhone15Pro)
        let items = barItems(host)
        #expect(items.count == 5 && items.last?.contains(#""Tab 4""#) == true)
    }

    /// A tap on More shows a navigation stack titled "More" listing the tabs past the fourth,
    /// More selected and the selection left as it was; a row pushes its tab (the selection
    /// its tag, a back button titled "More"); a tap on the selected More item pops back to
    /// the list.
    @Test func moreListsTheOtherTabsAndARowPushesItsTab() throws {
        let box = SelectionBox(1)
        let host = ViewHost(ManyTabs(count: 7, box: box), device: .iPhone15Pro)
        #expect(try host.tap("More"))
        var elements = host.accessibilityDescription()
        #expect(elements.contains(#"[header, staticText] "More""#), "\(elements)")
        #expect(elements.contains(#"[button, selected] "More""#))
        #expect(elements.contains(#"[button] "Tab 1""#))
        #expect(!elements.contains(#""Screen 1""#))
        #expect(box.value == 1)
        let rows = elements.split(separator: "\n").filter { $0.contains("Tab 4") || $0.contains("Tab 5") || $0.contains("Tab 6") }
        #expect(rows.count == 3, "\(elements)")

        #expect(try host.tap("Tab 5"))
        host.advance(by: 2)
        #expect(box.value == 5)
        elements = host.accessibilityDescription()
        #expect(elements.contains(#""Screen 5""#), "\(elements)")
        #expect(elements.contains(#"[button, selected] "More""#))
        // The back button, titled "More" as the list, at the top.
        #expect(elements.split(separator: "\n").contains { $0.hasPrefix(#"[button] "More" (8, "#) }, "\(elements)")

        // The selected More item again: pops to the list, the selection kept.
        #expect(host.tap(at: CGPoint(x: 393 * 0.9, y: 790)))
        host.advance(by: 2)
        elements = host.accessibilityDescription()
        #expect(!elements.contains(#""Screen 5""#) && elements.contains(#"[header, staticText] "More""#), "\(elements)")
        #expect(box.value == 5)

        // Another item: its tab, More no longer selected.
        #expect(try host.tap("Tab 2"))
        #expect(box.value == 2)
        elements = host.accessibilityDescription()
        #expect(elements.contains(#""Screen 2""#) && elements.contains(#"[button] "More""#))
    }

    /// A selection naming a tab past the fourth selects More with that tab pushed on the
    /// More list: its content shows under a back button titled "More".
    @Test func aSelectionPastTheFourthSelectsMoreWithItsTabPushed() throws {
        let box = SelectionBox(5)
        let host = ViewHost(ManyTabs(count: 6, box: box), device: .iPhone15Pro)
        let elements = host.accessibilityDescription()
        #expect(elements.contains(#""Screen 5""#), "\(elements)")
        #expect(barItems(host).last?.hasPrefix(#"[button, selected] "More""#) == true)
        // The back button (top leading) is titled "More", as the list's title.
        let back = elements.split(separator: "\n").filter { $0.contains(#""More""#) && !$0.contains(", 769, ") }
        #expect(back.count == 1 && back[0].hasPrefix("[button]"), "\(elements)")
        #expect(try host.tap("Tab 1"))
        #expect(box.value == 1)
    }

    /// Regular width (an iPad) shows every tab in the bar: six items, no More.
    @Test func regularWidthShowsEveryTab() {
        let host = ViewHost(ManyTabs(count: 6, box: SelectionBox(5)), device: .iPad10)
        let top = 1180.0 - 20 - 49
        let items = barItems(host, top: top)
        #expect(items.count == 6, "\(host.accessibilityDescription())")
        #expect(items.last?.hasPrefix(#"[button, selected] "Tab 5""#) == true)
        #expect(!host.accessibilityDescription().contains(#""More""#))
    }

    /// Fifty tabs on an iPad share the bar's 820 points, 16.4 each, the last ending at the
    /// bar's trailing edge: none is pushed off the bar.
    @Test func fiftyTabsInRegularWidthStayOnTheBar() {
        let host = ViewHost(ManyTabs(count: 50, box: SelectionBox(0)), device: .iPad10)
        host.settle()
        let items = host.graph.unitFrames().filter { $0.name == "onTapGesture" }.map(\.frame)
        #expect(items.count == 50)
        let lefts: [CGFloat] = items.map { ($0.minX * 1000).rounded() / 1000 }
        let expected: [CGFloat] = (0..<50).map { index in (CGFloat(index) * 16.4 * 1000).rounded() / 1000 }
        #expect(lefts == expected)
        #expect(items.allSatisfy { abs($0.width - 16.4) < 1e-9 })
    }

    /// A hundred tabs: five items on the bar, the More list's rows the 96 others (the list
    /// scrolls to the last), no warning.
    @Test func aHundredTabsFitFiveItemsAndListTheRest() {
        let box = SelectionBox(0)
        let warnings = capturingWarnings {
            let host = ViewHost(ManyTabs(count: 100, box: box), device: .iPhone15Pro)
            #expect(barItems(host).count == 5)
            #expect((try? host.tap("More")) == true)
            #expect(host.accessibilityDescription().contains(#""Tab 4""#))
            _ = host.render()
        }
        #expect(warnings.filter(isNotAboutSymbols).isEmpty, "\(warnings)")
    }

    /// Without tabs the bar is empty and one warning names the problem and the fix; one tab
    /// shows one item without a warning.
    @Test func noTabsWarnOnceAndOneTabShowsOneItem() {
        let warnings = capturingWarnings {
            let host = ViewHost(TabView { EmptyView() }, device: .iPhone15Pro)
            _ = host.render()
            _ = host.render()
        }
        #expect(warnings.filter(isNotAboutSymbols) == ["TabView: the content has no tabs; the tab bar is empty. Give the tab view one view per tab, each with a tabItem(_:)"])
        let one = capturingWarnings {
            let host = ViewHost(ManyTabs(count: 1, box: SelectionBox(0)), device: .iPhone15Pro)
            #expect(barItems(host) == [#"[button, selected] "Tab 0" (0, 769, 393, 49)"#])
        }
        #expect(one.filter(isNotAboutSymbols).isEmpty, "\(one)")
    }

    /// A selection matching no tag with more than five tabs shows the first tab, More not
    /// selected, and warns once.
    @Test func aSelectionMatchingNoTagShowsTheFirstTabAndWarnsOnce() {
        let warnings = capturingWarnings {
            let host = ViewHost(ManyTabs(count: 8, box: SelectionBox(42)), device: .iPhone15Pro)
            #expect(host.accessibilityDescription().contains(#""Screen 0""#))
            #expect(barItems(host).first?.hasPrefix(#"[button, selected] "Tab 0""#) == true)
            #expect(barItems(host).last?.hasPrefix(#"[button] "More""#) == true)
        }
        #expect(warnings.filter(isNotAboutSymbols) == [#"TabView: the selection "42" matches no tab's tag; the first tab is shown. Give each tab a tag(_:) of the selection's type (Int)"#])
    }
}
