// TabViewTests.swift · RasterTests/Views · TabView, tabItem, tag, badge and the page style
// (Views/Containers/TabView.swift, TabBar.swift, Modifiers/TabItemModifiers.swift).
// Numbers: ios17-metrics.md §3 (bar 49 pt + the bottom safe-area inset [365; DIJA]; items
// share the width equally, title 10 pt with 4 pt under it [FLT `bottom_tab_bar.dart`]);
// §1.1 insets (iPhone 15 Pro 59 / 34, iPhone SE 20 / 0 [DIM]).

import Foundation
import Observation
import Testing
@testable import Raster

/// A box the tests read a tab view's selection from (also TabBarMoreTests).
final class SelectionBox {
    var value: Int
    init(_ value: Int) { self.value = value }
}

/// A navigation path the tests change from outside the view.
@Observable private final class PathRouter {
    var path: [Int] = []
}

private struct ThreeTabs: View {
    let box: SelectionBox
    /// The home tab's `toolbarBackground` for the tab bar.
    var background = Visibility.automatic
    @State private var selection: Int

    init(box: SelectionBox, background: Visibility = .automatic) {
        self.box = box
        self.background = background
        _selection = State(initialValue: box.value)
    }

    var body: some View {
        let _ = (box.value = selection)
        TabView(selection: $selection) {
            Text("Home screen").toolbarBackground(background, for: .tabBar)
                .tabItem { Label("Home", systemImage: "house") }.tag(0)
            Text("Inbox screen").tabItem { Image(systemName: "tray"); Text("Inbox") }.tag(1).badge(3)
            Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }.tag(2)
        }
    }
}

/// Global frames of the units named `name`, in layout order.
private func frames(named name: String, in host: ViewHost<some View>) -> [CGRect] {
    host.settle()
    return host.graph.unitFrames().filter { $0.name == name }.map(\.frame)
}

/// A tab view whose first tab is a navigation stack titled "Home", like its tab item, with a
/// link to a detail page and a button that switches tabs inside `withAnimation`.
private struct StackInTab: View {
    let box: SelectionBox
    @State private var selection = 0

    var body: some View {
        let _ = (box.value = selection)
        TabView(selection: $selection) {
            NavigationStack {
                VStack {
                    NavigationLink("Open") { Text("Detail") }
                    Button("Switch") { withAnimation(.linear(duration: 1)) { selection = 1 } }
                }
                .navigationTitle("Home")
            }
            .tabItem { Label("Home", systemImage: "house") }.tag(0)
            Text("Other screen").tabItem { Label("Other", systemImage: "gear") }.tag(1)
        }
    }
}

/// Two tabs of 60 rows each: a list in a navigation stack, and a plain scroll view.
private struct ScrollingTabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                List(0..<60, id: \.self) { Text("Row \($0)") }
                    .navigationTitle("Feed")
            }
            .tabItem { Label("Feed", systemImage: "list.bullet") }
            ScrollView {
                VStack { ForEach(0..<60, id: \.self) { Text("Line \($0)").frame(height: 40) } }
            }
            .tabItem { Label("Lines", systemImage: "text.alignleft") }
        }
    }
}

@Suite struct TabViewTests {
    @Test(arguments: [(Device.iPhone15Pro, CGFloat(769), CGFloat(83)), (Device.iPhoneSE, 618, 49),
                      (Device.iPhone15ProMax, 849, 83)])
    func tabBarIs49PointsPlusTheBottomInset(device: Device, barTop: CGFloat, barHeight: CGFloat) {
        let warnings = capturingWarnings {
            let host = ViewHost(ThreeTabs(box: SelectionBox(0), background: .visible), device: device)
            // The bar's background (shown) reaches under the home indicator: 49 + 34 on Face ID phones.
            let background = frames(named: "Rectangle", in: host).first { $0.height > 1 }
            #expect(background == CGRect(x: 0, y: barTop, width: device.size.width, height: barHeight))
            // Three items share the width equally, each 49 tall on the bar's top.
            let third = device.size.width / 3
            #expect(frames(named: "onTapGesture", in: host).map(\.rounded3) == (0..<3).map {
                CGRect(x: CGFloat($0) * third, y: barTop, width: third, height: 49).rounded3
            })
            // The selected tab's view is centred in the space above the bar.
            let text = frames(named: #"Text("Home screen")"#, in: host)
            #expect(text.count == 1 && abs(text[0].midY - (device.safeAreaInsets.top + barTop) / 2) < 0.5)
        }
        #expect(warnings.allSatisfy { $0.contains("SF Symbols") || $0.contains("systemName") })
    }

    /// A shown bar draws the bar material over what the tab draws behind it: over nothing,
    /// the tint alone over the white window (0.8 × 248 + 0.2 × 255 = 249); over a blue that
    /// reaches under the bar, the blue blurred (a field of blue stays blue), saturated by 1.8
    /// ((0, 122, 255) becomes (0, 135, 255)) and tinted: 0.8 × 248 + 0.2 × (0, 135, 255).
    /// At rest, with no scroll view in the tab, the bar is transparent (iOS 15's scroll-edge
    /// appearance) and the blue shows as it is.
    @Test func theBarShowsTheTabsContentThroughItsMaterial() {
        let plain = ViewHost(ThreeTabs(box: SelectionBox(0), background: .visible), device: .iPhoneSE).render()
        #expect(plain.pixel(atPoint: 10, 640) == RGBA8(r: 249, g: 249, b: 249, a: 255))
        func blue(_ background: Visibility) -> RGBA8 {
            ViewHost(TabView {
                Color.blue.ignoresSafeArea().toolbarBackground(background, for: .tabBar)
                    .tabItem { Label("Home", systemImage: "house") }
            }, device: .iPhoneSE).render().pixel(atPoint: 10, 640)
        }
        #expect(blue(.visible) == RGBA8(r: 198, g: 225, b: 249, a: 255))
        #expect(blue(.automatic) == RGBA8(r: 0, g: 122, b: 255, a: 255))
    }

    @Test func onlyTheSelectedTabIsBuilt() {
        let dump = ViewHost(ThreeTabs(box: SelectionBox(1)), device: .iPhone15Pro).layoutDescription()
        #expect(dump.contains(#"Text("Inbox screen")"#))
        #expect(!dump.contains(#"Text("Home screen")"#))
        #expect(!dump.contains(#"Text("Settings screen")"#))
    }

    @Test func titlesAreTenPointsWithFourUnderThem() {
        let host = ViewHost(ThreeTabs(box: SelectionBox(0)), device: .iPhone15Pro)
        // The title's 12-pt line ends 4 pt above the bar's bottom (769 + 49 − 4 = 814).
        #expect(frames(named: "frame(height: 12)", in: host).map(\.maxY) == [814, 814, 814])
    }

    @Test func theBadgeSitsRightOfTheItemsCentre() {
        let host = ViewHost(ThreeTabs(box: SelectionBox(0)), device: .iPhone15Pro)
        // The Inbox item's centre is at 393 / 2; the badge's leading edge 6 right of it, 2 under
        // the bar's top, an 18-pt circle for one digit.
        let badge = frames(named: "frame(minWidth: 18, minHeight: 18)", in: host)
        #expect(badge.count == 1)
        #expect(badge.first?.minX == 196.5 + 6)
        #expect(badge.first?.minY == 771)
        #expect(badge.first?.height == 18)
        #expect(host.layoutDescription().contains(#"Text("3")"#))
    }

    @Test func tappingAnItemSetsTheSelectionToItsTag() {
        let box = SelectionBox(0)
        let host = ViewHost(ThreeTabs(box: box), device: .iPhone15Pro)
        #expect(host.tap(at: CGPoint(x: 393 * 5 / 6, y: 790)))
        #expect(box.value == 2)
        #expect(host.layoutDescription().contains(#"Text("Settings screen")"#))
        host.tap(at: CGPoint(x: 393 / 2, y: 790))
        #expect(box.value == 1)
    }

    /// Each tab item is one accessibility element, as VoiceOver reads a `UITabBarButton`:
    /// its title (not its icon's name), a button, selected when its tab is, the badge's text
    /// as its value. `tap("Title")` finds the item and switches tabs.
    @Test func eachTabItemIsOneElementLabelledByItsTitle() throws {
        let box = SelectionBox(0)
        let host = ViewHost(ThreeTabs(box: box), device: .iPhone15Pro)
        let third = formatPoints(393.0 / 3), twoThirds = formatPoints(393.0 * 2 / 3)
        let bar = host.accessibilityDescription().split(separator: "\n").filter { $0.contains("769") }
        #expect(bar == [
            #"[button, selected] "Home" (0, 769, \#(third), 49)"#,
            #"[button] "Inbox" value: "3" (\#(third), 769, \#(third), 49)"#,
            #"[button] "Settings" (\#(twoThirds), 769, \#(third), 49)"#,
        ])
        #expect(try host.tap("Settings"))
        #expect(box.value == 2)
        #expect(host.accessibilityDescription().contains(#"[button, selected] "Settings""#))
        #expect(try host.tap("Inbox"))
        #expect(box.value == 1)
        #expect(host.accessibilityDescription().contains(#"[button, selected] "Inbox" value: "3""#))
    }

    /// `toolbar(.hidden, for: .tabBar)` on a page pushed in a tab removes the bar and its room:
    /// the page reaches the home indicator's inset (852 − 34 = 818) instead of the bar's top
    /// (769), while the root page under it keeps its frame and carries the bar below it
    /// (neither hit nor read); popping back to the root, which declares nothing, brings the
    /// bar back.
    @Test func aPushedPageCanHideTheTabBar() {
        struct Detail: View {
            var body: some View {
                Color.red.frame(maxHeight: .infinity).toolbar(.hidden, for: .tabBar)
            }
        }
        struct App: View {
            @State var path: [Int]
            var body: some View {
                TabView {
                    NavigationStack(path: $path) {
                        Color.blue.frame(maxHeight: .infinity)
                            .navigationDestination(for: Int.self) { _ in Detail() }
                    }
                    .tabItem { Text("One") }
                    Text("Second").tabItem { Text("Two") }
                }
            }
        }
        // The pushed page's one tap target is its back button (the carried bar's two items,
        // under it, take no taps); the root's are the two tab items.
        let pushed = ViewHost(App(path: [1]), device: .iPhone15Pro)
        #expect(frames(named: "onTapGesture", in: pushed).map(\.minY) == [769, 769, 70.5])
        pushed.tap(at: CGPoint(x: 300, y: 790))
        #expect(!pushed.layoutDescription().contains(#"Text("Second")"#))
        // The root page under the pushed one ends at the bar's top; the pushed page and the
        // bar's empty room end at the home indicator's inset.
        #expect(frames(named: "Color", in: pushed).map(\.maxY) == [769, 818, 818])
        let root = ViewHost(App(path: []), device: .iPhone15Pro)
        #expect(frames(named: "onTapGesture", in: root).map(\.minY) == [769, 769])
        // The page ends at the bar's top; the bar's room (a clear view) below it.
        #expect(frames(named: "Color", in: root).map(\.maxY) == [769, 818])
    }

    /// With `toolbar(.hidden, for: .tabBar)` on the pushed page, the bar leaves and comes
    /// back with the root page, as UIKit's `hidesBottomBarWhenPushed` moves it: half way
    /// through a linear 1-s push the root page (and its bar) is a sixth of the width, 62.5
    /// points (125 pixels at @2x), to the left and the pushed page covers the right half; half
    /// way through the pop the same. Settled after the push there is no bar; after the pop
    /// the bar is back where it was. iPhone SE: 375 points wide, bar 618...667.
    @Test func aBarHiddenByAPushedPageSlidesWithTheRootPage() throws {
        struct App: View {
            let router: PathRouter
            var body: some View {
                TabView {
                    NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
                        Color.blue.frame(maxHeight: .infinity)
                            .toolbarBackground(Color.green, for: .tabBar)
                            .toolbarBackground(.visible, for: .tabBar)
                            .navigationDestination(for: Int.self) { _ in
                                Color.red.frame(maxHeight: .infinity).toolbar(.hidden, for: .tabBar)
                            }
                    }
                    .tabItem { Image(systemName: "square.fill"); Text("One") }
                    Text("Second").tabItem { Image(systemName: "circle.fill"); Text("Two") }
                }
            }
        }
        let router = PathRouter()
        let host = ViewHost(App(router: router), device: .iPhoneSE)
        let scale = 2, shift = 125, half = 375
        let red = RGBA8(r: 255, g: 59, b: 48, a: 255), green = RGBA8(r: 52, g: 199, b: 89, a: 255)
        /// The first pixel (x, y) of the bar's rows (618...667 points), `width` pixels from
        /// column 0 of `image`, that differs from `reference` from column `x0`; nil if none.
        func barDifference(_ image: RasterImage, _ reference: RasterImage, from x0: Int, width: Int) -> String? {
            for y in 618 * scale..<667 * scale {
                for x in 0..<width where image[x, y] != reference[x0 + x, y] {
                    return "(\(x), \(y)): \(image[x, y]), expected \(reference[x0 + x, y])"
                }
            }
            return nil
        }
        let settled = host.render()
        #expect(settled[20, 640 * scale] == green)
        #expect(try host.frame(of: "One") == CGRect(x: 0, y: 618, width: 187.5, height: 49))

        withAnimation(.linear(duration: 1)) { router.path = [1] }
        host.advance(by: 0.5)
        var image = host.render()
        // The left half: the bar (with its items) as settled, moved 125 pixels to the left.
        #expect(barDifference(image, settled, from: shift, width: half) == nil)
        // The right half: the pushed page, down to the screen's bottom.
        #expect(image[half + 10, 640 * scale] == red)
        #expect(image[half + 10, 666 * scale] == red)
        host.advance(by: 0.5)
        image = host.render()
        // Settled: no bar, the pushed page reaches the bottom; no tab item can be found.
        #expect((0..<2 * half).allSatisfy { image[$0, 640 * scale] == red && image[$0, 666 * scale] == red })
        #expect(throws: ViewHostError.self) { try host.frame(of: "One") }

        withAnimation(.linear(duration: 1)) { router.path = [] }
        host.advance(by: 0.5)
        image = host.render()
        #expect(barDifference(image, settled, from: shift, width: half) == nil)
        #expect(image[half + 10, 640 * scale] == red)
        host.advance(by: 0.5)
        image = host.render()
        #expect(barDifference(image, settled, from: 0, width: 2 * half) == nil)
        #expect(try host.frame(of: "One") == CGRect(x: 0, y: 618, width: 187.5, height: 49))
        #expect(try host.tap("Two"))
        #expect(host.accessibilityDescription().contains(#""Second""#))
    }

    @Test func withoutASelectionBindingTheTabViewKeepsItsOwn() {
        let host = ViewHost(TabView {
            Text("First").tabItem { Text("One") }
            Text("Second").tabItem { Text("Two") }
        }, device: .iPhone15Pro)
        #expect(host.layoutDescription().contains(#"Text("First")"#))
        host.tap(at: CGPoint(x: 300, y: 790))
        // The first tab is kept, hidden (so its state survives): only the second is read.
        let elements = host.accessibilityDescription()
        #expect(elements.contains(#""Second""#) && !elements.contains(#""First""#))
    }

    /// A tab keeps its `@State` when the user switches away and back, as in SwiftUI.
    @Test func aTabKeepsItsStateWhenSwitchedAwayAndBack() {
        struct Counter: View {
            @State private var count = 0
            var body: some View { Button("Count \(count)") { count += 1 } }
        }
        let host = ViewHost(TabView {
            Counter().tabItem { Text("One") }
            Text("Second").tabItem { Text("Two") }
        }, device: .iPhone15Pro)
        #expect(host.tap(unit: #"Text("Count 0")"#))
        #expect(host.tap(unit: #"Text("Count 1")"#))
        host.tap(at: CGPoint(x: 300, y: 790))
        #expect(host.accessibilityDescription().contains(#""Second""#))
        #expect(!host.accessibilityDescription().contains("Count"))
        // The hidden tab takes no taps: a tap where its button was does nothing.
        #expect(!host.tap(at: CGPoint(x: 196.5, y: 414)))
        host.tap(at: CGPoint(x: 100, y: 790))
        #expect(host.frame(ofUnit: #"Text("Count 2")"#) != nil)
        #expect(host.accessibilityDescription().contains(#"[button] "Count 2""#))
    }

    @Test func aSelectionMatchingNoTagShowsTheFirstTabAndWarns() {
        let warnings = capturingWarnings {
            let dump = ViewHost(ThreeTabs(box: SelectionBox(7)), device: .iPhone15Pro).layoutDescription()
            #expect(dump.contains(#"Text("Home screen")"#))
        }
        #expect(warnings.contains(#"TabView: the selection "7" matches no tab's tag; the first tab is shown. Give each tab a tag(_:) of the selection's type (Int)"#))
    }

    @Test func anUntaggedTabOfATabViewWithASelectionWarnsNamingIt() {
        let selection = SelectionBox(0)
        let warnings = capturingWarnings {
            let host = ViewHost(TabView(selection: Binding(get: { selection.value }, set: { selection.value = $0 })) {
                Text("Home screen").tabItem { Text("Home") }.tag(0)
                Text("Settings screen").tabItem { Text("Settings") }
                Text("Third screen").tabItem { Text("Third") }.tag("three")
            }, device: .iPhone15Pro)
            _ = host.render()
        }
        #expect(warnings.contains(#"TabView: the tab "Settings" has no tag(_:), so a tap on it cannot select it. Give it a tag(_:) of the selection's type (Int)"#))
        #expect(warnings.contains(#"TabView: the tab "Third" has a tag(_:) of type String, not Int, so a tap on it cannot select it. Give it a tag(_:) of the selection's type (Int)"#))
        #expect(!warnings.contains { $0.contains(#""Home""#) })
    }

    @Test func anEmptyTabViewDrawsAnEmptyBar() {
        let host = ViewHost(TabView { EmptyView() }, device: .iPhone15Pro)
        // The bar's room in the content's safe area, and the bar over it.
        #expect(frames(named: "frame(height: 49)", in: host) == Array(repeating: CGRect(x: 0, y: 769, width: 393, height: 49), count: 2))
        _ = host.render()
    }

    @Test func thePageStyleLaysPagesSideBySideWithTheSelectedOneInView() {
        let host = ViewHost(TabView(selection: .constant(1)) {
            Color.red.tag(0)
            Color.green.tag(1)
            Color.blue.tag(2)
        }
        .tabViewStyle(.page), size: CGSize(width: 300, height: 200))
        #expect(frames(named: "frame(width: 300, height: 200)", in: host).map(\.minX) == [-300, 0, 300])
        // Three 7-pt dots, 9 apart, centred, their 26-pt strip 8 above the bottom.
        #expect(frames(named: "frame(width: 7, height: 7)", in: host)
            .map { CGRect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) } == [
                CGRect(x: 130.5, y: 175.5, width: 7, height: 7), CGRect(x: 146.5, y: 175.5, width: 7, height: 7),
                CGRect(x: 162.5, y: 175.5, width: 7, height: 7),
            ])
    }

    @Test func pageDotsFollowTheIndexDisplayMode() {
        let one = ViewHost(TabView { Color.red }.tabViewStyle(.page), size: CGSize(width: 300, height: 200))
        #expect(frames(named: "frame(width: 7, height: 7)", in: one).isEmpty)
        let always = ViewHost(TabView { Color.red }.tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always)), size: CGSize(width: 300, height: 200))
        #expect(frames(named: "frame(width: 7, height: 7)", in: always).count == 1)
        #expect(frames(named: "Capsule", in: always) == [CGRect(x: 136.5, y: 166, width: 27, height: 26)])
    }
}

extension CGRect {
    /// The rectangle with every number rounded to 3 decimals (layout dumps' precision).
    var rounded3: CGRect {
        func r(_ v: CGFloat) -> CGFloat { (v * 1000).rounded() / 1000 }
        return CGRect(x: r(minX), y: r(minY), width: r(width), height: r(height))
    }

    // MARK: Issue 16

    /// Tapping the selected tab's item again pops the tab's navigation stack to its root, as
    /// UITabBarController does; the selection does not change. The item of a two-tab bar on
    /// an iPhone 15 Pro is 196.5 wide, the bar from 769 to 818.
    @Test func issue16_tappingTheSelectedTabsItemPopsItsStackToTheRoot() throws {
        let box = SelectionBox(0)
        let host = ViewHost(StackInTab(box: box), device: .iPhone15Pro)
        #expect(try host.tap("Open"))
        #expect(host.accessibilityDescription().contains(#""Detail""#))
        #expect(host.tap(at: CGPoint(x: 98, y: 793)))
        host.advance(by: 2)
        let elements = host.accessibilityDescription()
        #expect(!elements.contains(#""Detail""#) && elements.contains(#""Open""#), "\(elements)")
        #expect(box.value == 0)
    }

    /// Tapping the selected tab's item again at its root scrolls its content back to the top,
    /// the screen as it was (the large title expanded again): a list in a navigation stack, and a tab's own scroll
    /// view. The items of a two-tab bar on an iPhone 15 Pro are centred at 98.25 and 294.75,
    /// the bar from 769 to 818.
    @Test func issue16_tappingTheSelectedTabsItemAtTheRootScrollsToTheTop() throws {
        let host = ViewHost(ScrollingTabs(), device: .iPhone15Pro)
        let row = #"Text("Row 0")"#
        let top = try #require(host.frame(ofUnit: row))
        let screen = host.render().pixmap.data
        #expect(host.scroll(by: CGSize(width: 0, height: 600), at: CGPoint(x: 196, y: 400)))
        #expect(host.frame(ofUnit: row)?.rounded3 == top.offsetBy(dx: 0, dy: -600).rounded3)
        #expect(host.tap(at: CGPoint(x: 98, y: 793)))
        #expect(host.frame(ofUnit: row) == top)
        #expect(host.render().pixmap.data == screen)

        #expect(host.tap(at: CGPoint(x: 295, y: 793)))
        let line = #"Text("Line 0")"#
        let lineTop = try #require(host.frame(ofUnit: line))
        #expect(host.scroll(by: CGSize(width: 0, height: 300), at: CGPoint(x: 196, y: 400)))
        #expect(host.frame(ofUnit: line)?.rounded3 == lineTop.offsetBy(dx: 0, dy: -300).rounded3)
        #expect(host.tap(at: CGPoint(x: 295, y: 793)))
        #expect(host.frame(ofUnit: line) == lineTop)
    }

    /// The pop of a tap on the selected tab's item is animated, as UIKit's
    /// `popToRootViewController(animated: true)` is for a tab re-tap, with the stack's
    /// transition (`NavigationContext.transitionAnimation`, the default spring): at the tap
    /// the red page still covers the blue root; 0.1 s later it has slid 31.65 % of the 393
    /// points off (its leading edge at 124.4) over the root, shifted −89.6 points and shaded
    /// 0.6835 covered (`NavigationPushShade`); settled, the root shows alone.
    @Test func issue16_theTabItemsPopIsAnimated() {
        let router = PathRouter()
        router.path = [1]
        let host = ViewHost(TabView {
            NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
                Color.blue.navigationDestination(for: Int.self) { _ in Color.red }
            }
            .tabItem { Label("Home", systemImage: "house") }
            Text("Other screen").tabItem { Label("Other", systemImage: "gear") }
        }, device: .iPhone15Pro)
        let red = RGBA8(r: 255, g: 59, b: 48, a: 255), blue = RGBA8(r: 0, g: 122, b: 255, a: 255)
        #expect(host.render().pixel(atPoint: 60, 400) == red)
        #expect(host.tap(at: CGPoint(x: 98, y: 793)))
        #expect(router.path == [])
        var image = host.render()
        #expect(image.pixel(atPoint: 60, 400) == red)
        #expect(image.pixel(atPoint: 300, 400) == red)
        host.advance(by: 0.1)
        image = host.render()
        #expect(image.pixel(atPoint: 90, 400) == pushShaded(blue, covered: 1 - 0.3165))
        #expect(image.pixel(atPoint: 127, 400) == red)
        host.advance(by: 2)
        image = host.render()
        #expect(image.pixel(atPoint: 300, 400) == blue)
        #expect(!host.isAnimating)
    }

    /// With a page pushed, the back button ("Home", the root's title) and the tab item share
    /// their label: `tap("Home")` throws, listing both with their frames, so the test can
    /// tap one with `tap(at:)`.
    @Test func issue16_tappingALabelTwoElementsShareThrowsWithTheirFrames() throws {
        let host = ViewHost(StackInTab(box: SelectionBox(0)), device: .iPhone15Pro)
        #expect(try host.tap("Open"))
        #expect {
            try host.tap("Home")
        } throws: { error in
            let message = "\(error)"
            return message.contains(#""Home" at (0, 769, 196.5, 49)"#) && message.contains(#""Home" at (8, "#)
        }
    }

    /// iOS switches tabs at once, even when the selection changes inside `withAnimation`:
    /// nothing animates, and the other tab is shown in the same frame.
    @Test func issue16_switchingTabsInsideWithAnimationIsInstant() throws {
        let box = SelectionBox(0)
        let host = ViewHost(StackInTab(box: box), device: .iPhone15Pro)
        #expect(try host.tap("Switch"))
        #expect(box.value == 1)
        #expect(!host.isAnimating)
        let elements = host.accessibilityDescription()
        #expect(elements.contains(#""Other screen""#) && !elements.contains(#""Switch""#))
        // The Other tab's text is drawn at full strength at once: black, not faded.
        let text = try #require(host.frame(ofUnit: #"Text("Other screen")"#))
        let image = host.render()
        var darkest = 255
        for x in stride(from: text.minX, to: text.maxX, by: 1 / 3) {
            darkest = min(darkest, Int(image.pixel(atPoint: x, text.midY).r))
        }
        #expect(darkest == 0)
    }
}
