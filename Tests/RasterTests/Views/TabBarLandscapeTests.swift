// TabBarLandscapeTests.swift · RasterTests/Views · the tab bar in compact height, an iPhone in
// landscape (Views/Containers/TabBar.swift).
// Numbers: the compact-height bar is 32 points over the 21-point landscape home indicator
// [react-navigation `getTabBarHeight.tsx`; UNCERTAIN, ios17-metrics.md §3]; its items show a
// 17-pt icon beside a 12-pt title, 5 points apart [react-navigation `TabBarIcon.tsx`,
// `BottomTabItem.tsx`]. iPhone 15 Pro in landscape: 852×393, sides 59, bottom 21 (§1.1, DIM),
// so the bar spans 340...372 and its items 59...793.

import Foundation
import Testing
@testable import Raster

/// Three tabs, the second with a badge; the first tab's content fills its space and asks the
/// bar to show its background.
private struct ThreeTabs: View {
    var body: some View {
        TabView {
            Color.blue.frame(maxWidth: .infinity, maxHeight: .infinity)
                .toolbarBackground(.visible, for: .tabBar)
                .tabItem { Label("Home", systemImage: "house") }
            Text("Inbox screen").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
            Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

/// Global frames of the units named `name`, in layout order.
private func frames(named name: String, in host: ViewHost<some View>) -> [CGRect] {
    host.settle()
    return host.graph.unitFrames().filter { $0.name == name }.map(\.frame)
}

@Suite struct TabBarLandscapeTests {
    /// The bar is 32 points over the 21-point home indicator; its background reaches the
    /// screen's left and right edges under the 59-point side insets, while its three items
    /// share the safe area's 734 points; the tab's content ends at the bar's top.
    @Test func theBarIs32PointsAndItsBackgroundReachesTheScreensEdges() {
        let host = ViewHost(ThreeTabs(), device: Device.iPhone15Pro.landscape)
        let background = frames(named: "Rectangle", in: host).first { $0.height > 1 }
        #expect(background == CGRect(x: 0, y: 340, width: 852, height: 53))
        let third = 734.0 / 3
        #expect(frames(named: "onTapGesture", in: host).map(\.rounded3) == (0..<3).map {
            CGRect(x: 59 + CGFloat($0) * third, y: 340, width: third, height: 32).rounded3
        })
        #expect(frames(named: "Color", in: host).first == CGRect(x: 59, y: 0, width: 734, height: 340))
    }

    /// Each item shows its icon beside its title, both centred on the bar's middle line
    /// (356), the title 5 points after the icon, 12 points regular; the icon a 17-pt symbol,
    /// smaller than portrait's 24-pt one.
    @Test func itemsShowTheIconBesideTheTitle() throws {
        let landscape = ViewHost(ThreeTabs(), device: Device.iPhone15Pro.landscape)
        func symbolSize(_ points: CGFloat) throws -> CGSize {
            try #require(layoutFrames(Image(systemName: "house").font(.system(size: points)), proposal: .unspecified).first?.frame.size)
        }
        let compact = try symbolSize(17), regular = try symbolSize(24)
        #expect(compact.height < regular.height && compact.width < regular.width)
        let title = try #require(frames(named: #"Text("Home")"#, in: landscape).first)
        let icon = try #require(landscape.graph.unitFrames().map(\.frame).first { $0.size == compact && $0.maxX <= title.minX })
        #expect(abs(title.midY - 356) < 0.5 && abs(icon.midY - 356) < 0.5, "\(title) \(icon)")
        #expect(title.minX - icon.maxX == 5)
        // Icon and title centred together in the first item (59...303.667).
        #expect(abs((icon.minX + title.maxX) / 2 - (59 + 734.0 / 6)) < 0.5)
        // The title is a 12-point regular line (laid out alone at scale 1; the bar's is snapped
        // to 1/3 point at @3x, hence the half-point tolerance, well under the width a 10-point
        // title would lose: a sixth, about 5.6 points).
        let line = try #require(layoutFrames(Text("Home").font(.system(size: 12)), proposal: .unspecified).first?.frame.size)
        #expect(abs(title.width - line.width) < 0.5 && abs(title.height - line.height) < 0.5, "\(title) \(line)")
    }

    /// In landscape the items keep one accessibility element each, on the 32-point bar.
    @Test func itemsStayOneElementEach() throws {
        let host = ViewHost(ThreeTabs(), device: Device.iPhone15Pro.landscape)
        let bar = host.accessibilityDescription().split(separator: "\n").filter { $0.contains(", 340, ") }
        #expect(bar.count == 3, "\(host.accessibilityDescription())")
        #expect(bar.first?.hasPrefix(#"[button, selected] "Home""#) == true)
        #expect(try host.tap("Settings"))
        #expect(host.accessibilityDescription().contains(#""Settings screen""#))
    }

    /// A Max iPhone in landscape is regular width: six tabs all show (no More), on the
    /// compact-height bar.
    @Test func aMaxIPhoneInLandscapeShowsEveryTab() {
        let host = ViewHost(TabView {
            ForEach(0..<6, id: \.self) { index in
                Text("Screen \(index)").tabItem { Label("Tab \(index)", systemImage: "star") }
            }
        }, device: Device.iPhone15ProMax.landscape)
        let items = frames(named: "onTapGesture", in: host)
        #expect(items.count == 6)
        #expect(items.allSatisfy { $0.height == 32 })
        #expect(!host.accessibilityDescription().contains(#""More""#))
    }
}
