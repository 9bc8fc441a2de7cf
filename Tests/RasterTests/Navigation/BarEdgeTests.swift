// BarEdgeTests.swift · RasterTests/Navigation · bars at the screen's edges: a navigation bar's background behind the status bar, content under a bottom toolbar or tab bar, the bottom bars' scroll-edge appearance and the tab bar's toolbarBackground/toolbarColorScheme
// (Views/Navigation/NavigationBar.swift, NavigationStack.swift, NavigationScrollEdge.swift,
// Views/Containers/TabBar.swift).
// Sources: Apple's UIBarPosition.topAttached ("bars with this position draw their background
// extended upwards, allowing their background content to show through the status bar");
// UIToolbar and UITabBar `scrollEdgeAppearance` (iOS 15: while the edge of the scrolled
// content reaches the bar, the standard appearance with a transparent background).
// Colours: ios17-metrics.md §2 (the bar material over blue, (198, 225, 249); the hairline,
// black at 30 %); §1.1 insets (iPhone 15 Pro 59 / 34, scale 3; iPhone SE 20 / 0, scale 2).

import Foundation
import Testing
@testable import Raster

@Suite struct BarEdgeTests {
    private let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
    private let blue = RGBA8(r: 0, g: 122, b: 255, a: 255)
    /// The light bar material over a field of system blue (TabViewTests, NavigationScrollEdgeTests).
    private let barOverBlue = RGBA8(r: 198, g: 225, b: 249, a: 255)
    /// System indigo, light (88, 86, 214).
    private let indigo = RGBA8(r: 88, g: 86, b: 214, a: 255)

    // MARK: - The status-bar strip

    /// A visible bar colour fills the strip above the bar up to the screen's top, as one
    /// surface with the 44-point bar (59...103 on an iPhone 15 Pro), its hairline in the
    /// bar's last device pixel (black at 30 % over indigo: 61, 60, 149).
    @Test func aBarColourFillsTheStatusBarStrip() {
        let image = ViewHost(NavigationStack {
            Color.clear
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
        }, device: .iPhone15Pro).render()
        #expect(image[15, 0] == indigo)
        #expect(image.pixel(atPoint: 5, 30) == indigo)
        #expect(image.pixel(atPoint: 5, 80) == indigo)
        #expect(image[15, 308] == RGBA8(r: 61, g: 60, b: 149, a: 255))
        #expect(image[15, 309] == white)
    }

    /// Content scrolled under the bar is covered by the bar material in the status-bar strip
    /// too: the strip and the bar are one surface over the blue content, not the blue itself.
    @Test func theBarMaterialCoversContentInTheStatusBarStrip() {
        let host = ViewHost(NavigationStack {
            ScrollView { Color.blue.frame(height: 3000) }
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
        }, device: .iPhone15Pro)
        let atRest = host.render()
        // At rest the content starts under the bar and the bar is transparent.
        #expect(atRest.pixel(atPoint: 5, 30) == white)
        #expect(atRest.pixel(atPoint: 5, 110) == blue)
        host.scroll(by: CGSize(width: 0, height: 300), at: CGPoint(x: 200, y: 400))
        let scrolled = host.render()
        #expect(scrolled.pixel(atPoint: 5, 5) == barOverBlue)
        #expect(scrolled.pixel(atPoint: 5, 30) == barOverBlue)
        #expect(scrolled.pixel(atPoint: 5, 80) == barOverBlue)
        #expect(scrolled.pixel(atPoint: 5, 110) == blue)
    }

    // MARK: - The bottom toolbar

    private struct LongPage: View {
        var height: CGFloat
        var background = Visibility.automatic

        var body: some View {
            NavigationStack {
                ScrollView { Color.blue.frame(height: height) }
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .bottomBar) { Button("Compose") {} } }
                    .toolbarBackground(background, for: .bottomBar)
            }
        }
    }

    /// The scroll view reaches under the 44-point bottom toolbar (556...600): its content is
    /// drawn there through the bar material, with the hairline on the bar's top; scrolled to
    /// its end, the content ends at the bar's top and the bar is transparent again.
    @Test func contentScrollsUnderTheBottomToolbar() throws {
        let host = ViewHost(LongPage(height: 1000), size: CGSize(width: 393, height: 600), scale: 1)
        let frame = try #require(host.frame(ofUnit: "ScrollView"))
        #expect(frame == CGRect(x: 0, y: 0, width: 393, height: 600))
        let atRest = host.render()
        #expect(atRest.pixel(atPoint: 5, 590) == barOverBlue)
        #expect(atRest.pixel(atPoint: 5, 556).r < 198)
        #expect(atRest.pixel(atPoint: 5, 555) == blue)
        // 1000 of content and the bars' 44 + 44 points of inset in a 600-point viewport: 488 to scroll.
        host.scroll(by: CGSize(width: 0, height: 2000), at: CGPoint(x: 200, y: 300))
        let end = host.render()
        #expect(end.pixel(atPoint: 5, 555) == blue)
        #expect(end.pixel(atPoint: 5, 556) == white)
        #expect(end.pixel(atPoint: 5, 590) == white)
        let state = host.graph.root?.scrollViews(at: CGPoint(x: 200, y: 300)).last?.outputs.scrollState
        #expect(state?.offset.y == 488)
    }

    /// Content that ends above the bar leaves it transparent (its scroll-edge appearance),
    /// unless `toolbarBackground(.visible, for: .bottomBar)` shows it.
    @Test func shortContentLeavesTheBottomToolbarTransparent() {
        let image = ViewHost(LongPage(height: 100), size: CGSize(width: 393, height: 600), scale: 1).render()
        #expect(image.pixel(atPoint: 5, 556) == white)
        #expect(image.pixel(atPoint: 5, 590) == white)
        let shown = ViewHost(LongPage(height: 100, background: .visible),
                             size: CGSize(width: 393, height: 600), scale: 1).render()
        #expect(shown.pixel(atPoint: 5, 590) == RGBA8(r: 249, g: 249, b: 249, a: 255))
    }

    // MARK: - The tab bar

    private struct Tabs: View {
        var height: CGFloat

        var body: some View {
            TabView {
                NavigationStack {
                    ScrollView { Color.blue.frame(height: height) }
                        .navigationTitle("Home")
                }
                .tabItem { Label("Home", systemImage: "house") }
                Text("Settings screen")
                    .toolbarBackground(Color.indigo, for: .tabBar)
                    .toolbarBackground(.visible, for: .tabBar)
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }

    /// A tab's list reaches under the tab bar (618...667 on an iPhone SE) and shows through
    /// its material; scrolled to its end, the content ends at the bar's top and the bar is
    /// transparent. A tab that is not selected does not set the bar's appearance.
    @Test func contentScrollsUnderTheTabBar() {
        let host = ViewHost(Tabs(height: 2000), device: .iPhoneSE)
        let atRest = host.render()
        #expect(atRest.pixel(atPoint: 10, 640) == barOverBlue)
        #expect(atRest.pixel(atPoint: 10, 617.5) == blue)
        host.scroll(by: CGSize(width: 0, height: 3000), at: CGPoint(x: 200, y: 300))
        let end = host.render()
        #expect(end.pixel(atPoint: 10, 617.5) == blue)
        #expect(end.pixel(atPoint: 10, 618) == white)
        #expect(end.pixel(atPoint: 10, 640) == white)
    }

    /// Content ending above the bar (or a tab without a scroll view) leaves it transparent,
    /// without its hairline, as iOS 15 and later draw it.
    @Test func shortContentLeavesTheTabBarTransparent() {
        let image = ViewHost(Tabs(height: 100), device: .iPhoneSE).render()
        #expect(image.pixel(atPoint: 10, 618) == white)
        #expect(image.pixel(atPoint: 10, 640) == white)
    }

    /// A tab whose stack's root and pushed page each scroll content of their own height.
    private struct StackTab: View {
        var rootHeight: CGFloat
        var pushedHeight: CGFloat
        /// Whether the link follows the root's content (seen once it is scrolled to its end).
        var linkAtEnd = false

        var body: some View {
            TabView {
                NavigationStack {
                    ScrollView {
                        VStack(spacing: 0) {
                            if !linkAtEnd { link }
                            Color.blue.frame(height: rootHeight)
                            if linkAtEnd { link }
                        }
                    }
                    .navigationTitle("Home")
                }
                .tabItem { Label("Home", systemImage: "house") }
            }
        }

        private var link: some View {
            NavigationLink("Open") {
                ScrollView { Color.blue.frame(height: pushedHeight) }
                    .navigationTitle("Detail")
            }
        }
    }

    /// The tab bar (618...667 on an iPhone SE) at the pushed page and after the pop: it
    /// follows the visible page's scroll view, as UIKit follows the top view controller's.
    private func pushAndPop(_ tab: StackTab) -> (rest: RGBA8, pushed: RGBA8, popped: RGBA8) {
        let host = ViewHost(tab, device: .iPhoneSE)
        let rest = host.render().pixel(atPoint: 10, 640)
        host.tap(unit: "Text(\"Open\")")
        let pushed = host.render().pixel(atPoint: 10, 640)
        host.tap(at: CGPoint(x: 20, y: 42))
        return (rest, pushed, host.render().pixel(atPoint: 10, 640))
    }

    /// A short root (transparent bar) and a long pushed page: the bar shows its material
    /// over the pushed page's content and is transparent again after the pop.
    @Test func issue16_theTabBarFollowsThePushedPage() {
        let bar = pushAndPop(StackTab(rootHeight: 100, pushedHeight: 2000))
        #expect(bar.rest == white)
        #expect(bar.pushed == barOverBlue)
        #expect(bar.popped == white)
    }

    /// A long root (material) and a short pushed page: transparent at the pushed page, the
    /// material again over the root's content after the pop.
    @Test func issue16_theTabBarFollowsTheRootAgainAfterAPop() {
        let bar = pushAndPop(StackTab(rootHeight: 2000, pushedHeight: 100))
        #expect(bar.rest == barOverBlue)
        #expect(bar.pushed == white)
        #expect(bar.popped == barOverBlue)
    }

    /// Scrolling the pushed page to its end makes the bar transparent (the root's content is
    /// still under it); after the pop the bar follows the root's scroll view, which kept its
    /// offset: scrolled to its end before the push, it leaves the bar transparent.
    @Test func issue16_scrollingThePushedPageMovesTheTabBar() {
        let host = ViewHost(StackTab(rootHeight: 2000, pushedHeight: 2000, linkAtEnd: true), device: .iPhoneSE)
        host.scroll(by: CGSize(width: 0, height: 3000), at: CGPoint(x: 200, y: 300))
        #expect(host.render().pixel(atPoint: 10, 640) == white)
        host.tap(unit: "Text(\"Open\")")
        let pushed = host.render()
        #expect(pushed.pixel(atPoint: 10, 640) == barOverBlue)
        host.scroll(by: CGSize(width: 0, height: 3000), at: CGPoint(x: 200, y: 300))
        let end = host.render()
        #expect(end.pixel(atPoint: 10, 617.5) == blue)
        #expect(end.pixel(atPoint: 10, 640) == white)
        host.scroll(by: CGSize(width: 0, height: -100), at: CGPoint(x: 200, y: 300))
        #expect(host.render().pixel(atPoint: 10, 640) == barOverBlue)
        host.tap(at: CGPoint(x: 20, y: 42))
        #expect(host.render().pixel(atPoint: 10, 640) == white)
    }

    /// The selected tab's `toolbarBackground(_:for: .tabBar)` fills the bar and reaches under
    /// the home indicator (769...852 on an iPhone 15 Pro).
    @Test func theSelectedTabsBackgroundFillsTheTabBar() {
        var selection = 1
        let image = ViewHost(TabView(selection: Binding(get: { selection }, set: { selection = $0 })) {
            Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag(0)
            NavigationStack {
                Text("Settings screen")
                    .navigationTitle("Settings")
                    .toolbarBackground(Color.indigo, for: .tabBar)
                    .toolbarBackground(.visible, for: .tabBar)
            }
            .tabItem { Label("Settings", systemImage: "gear") }.tag(1)
        }, device: .iPhone15Pro).render()
        #expect(image.pixel(atPoint: 10, 775) == indigo)
        #expect(image.pixel(atPoint: 10, 850) == indigo)
        // The navigation bar keeps its own appearance.
        #expect(image.pixel(atPoint: 10, 70) == white)
    }

    /// `toolbarColorScheme(.dark, for: .tabBar)` draws a shown bar in the dark scheme: its
    /// material is the dark one over the same white content.
    @Test func theTabBarsColorSchemeAppliesWhileItsBackgroundShows() {
        func bar(_ scheme: ColorScheme?, in environment: ColorScheme) -> RGBA8 {
            ViewHost(TabView {
                Color.white.ignoresSafeArea()
                    .toolbarBackground(.visible, for: .tabBar)
                    .toolbarColorScheme(scheme, for: .tabBar)
                    .tabItem { Label("Home", systemImage: "house") }
            }, device: .iPhoneSE, colorScheme: environment).render().pixel(atPoint: 10, 640)
        }
        let dark = bar(.dark, in: .light)
        #expect(dark == bar(nil, in: .dark))
        #expect(dark != bar(nil, in: .light))
        #expect(bar(nil, in: .light) == RGBA8(r: 249, g: 249, b: 249, a: 255))
    }
}
