// HiddenTabBarTests.swift · RasterTests/Views · a tab bar hidden by pushed pages
// (`toolbar(.hidden, for: .tabBar)`) in animated pushes and pops of several pages
// (Views/Navigation/NavigationStack.swift, Layout/NavigationPagesLayout.swift).
// UIKit's rule: the bar stays hidden while a page that hides it is in the stack
// (`hidesBottomBarWhenPushed`: "the bottom bar remains hidden until the view controller is
// popped"), and leaves and comes back with the page under the lowest such page.
// iPhone SE: 375 × 667 points at @2x, tab bar 618...667, bottom toolbar 574...618.

import Foundation
import Observation
import Testing
@testable import Raster

/// A navigation path the tests change from outside the view.
@Observable private final class Router {
    var path: [Int] = []
}

/// A tab whose stack pushes one list page per number; the numbers in `hiding` hide the bar.
private struct App: View {
    let router: Router
    let hiding: Set<Int>
    var body: some View {
        TabView {
            NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
                Color.blue.frame(maxHeight: .infinity)
                    .toolbarBackground(Color.green, for: .tabBar)
                    .toolbarBackground(.visible, for: .tabBar)
                    .toolbar { ToolbarItem(placement: .bottomBar) { Button("Bottom") {} } }
                    .navigationDestination(for: Int.self) { number in
                        Color.red.frame(maxHeight: .infinity)
                            .toolbar(hiding.contains(number) ? .hidden : .automatic, for: .tabBar)
                    }
            }
            .tabItem { Image(systemName: "square.fill"); Text("One") }
            Text("Second").tabItem { Image(systemName: "circle.fill"); Text("Two") }
        }
    }
}

@Suite struct HiddenTabBarTests {
    static let scale = 2

    /// The first pixel (x, y) of the rows `points` (the bottom toolbar and the tab bar),
    /// `width` pixels from column 0 of `image`, that differs from `reference` from column
    /// `x0`; nil if none.
    func difference(_ image: RasterImage, _ reference: RasterImage, from x0: Int, width: Int,
                    points: Range<Int> = 574..<667) -> String? {
        for y in points.lowerBound * Self.scale..<points.upperBound * Self.scale {
            for x in 0..<width where image[x, y] != reference[x0 + x, y] {
                return "(\(x), \(y)): \(image[x, y]), expected \(reference[x0 + x, y])"
            }
        }
        return nil
    }

    /// The colours under the tab bar (10, 805) and under the home indicator (10, 845) of an
    /// iPhone 15 (bar 769...818), at rest and then half way through a linear 1-s push of a
    /// page that hides the bar, which `router` pushes.
    fileprivate func coloursUnderTheBar<V: View>(_ host: ViewHost<V>, pushing router: Router) -> [RGBA8] {
        let rest = host.render()
        withAnimation(.linear(duration: 1)) { router.path = [1] }
        host.advance(by: 0.5)
        let moving = host.render()
        return [rest, moving].flatMap { [$0.pixel(atPoint: 10, 805), $0.pixel(atPoint: 10, 845)] }
    }

    /// The root at rest, with its bottom toolbar and the tab bar.
    func rootAtRest() -> RasterImage {
        ViewHost(App(router: Router(), hiding: []), device: .iPhoneSE).render()
    }

    /// Two pages pushed at once, the first hiding the bar: the root slides a third of the
    /// width to the left with the bar, as at rest (half way through a linear 1-s push, 62.5
    /// points, 125 pixels; the first page, sliding from 250 points to its covered place at
    /// −125, is then at 62.5 points). The root lost the bar's room in the update after the
    /// push's, without animation, and jumped to its end position. Settled, the bar stays
    /// hidden under the second page, which does not hide it itself (UIKit's rule). Half way
    /// the bar is drawn over the root's shade, whole; the root shows half shaded under its
    /// transparent bottom toolbar (`NavigationPushShade`).
    @Test func pushingTwoPagesOverTheRootCarriesTheBarWithIt() throws {
        let router = Router()
        let host = ViewHost(App(router: router, hiding: [1]), device: .iPhoneSE)
        let rest = host.render()
        #expect(difference(rest, rootAtRest(), from: 0, width: 750) == nil)
        withAnimation(.linear(duration: 1)) { router.path = [1, 2] }
        host.advance(by: 0.5)
        let moving = host.render()
        #expect(difference(moving, rest, from: 125, width: 125, points: 618..<667) == nil)
        #expect(moving.pixel(atPoint: 10, 576) == pushShaded(rest.pixel(atPoint: 72.5, 576), covered: 0.5))
        host.advance(by: 0.5)
        let red = RGBA8(r: 255, g: 59, b: 48, a: 255)
        let settled = host.render()
        #expect((0..<750).allSatisfy { settled[$0, 640 * Self.scale] == red })
        #expect(throws: ViewHostError.self) { try host.frame(of: "One") }
    }

    /// A pop to the root from a page hiding the bar over a page showing it: the top page
    /// slides off alone, and the root comes back from a third of the width to the left with
    /// its bottom toolbar and the bar in place (half way, 62.5 points to the left; the top
    /// page's leading edge at 187.5 points). The bar faded in, and the bottom toolbar jumped
    /// by the bar's height, when the root became the page carrying the bar. Settled, the
    /// root is as at rest. Half way the bar is whole over the root's shade, and the root half
    /// shaded under its bottom toolbar (`NavigationPushShade`).
    @Test func poppingToTheRootBringsTheBarBackWithIt() throws {
        let router = Router()
        router.path = [1, 2]
        let host = ViewHost(App(router: router, hiding: [2]), device: .iPhoneSE)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { router.path = [] }
        host.advance(by: 0.5)
        let rest = rootAtRest()
        let moving = host.render()
        #expect(difference(moving, rest, from: 125, width: 375, points: 618..<667) == nil)
        #expect(moving.pixel(atPoint: 10, 576) == pushShaded(rest.pixel(atPoint: 72.5, 576), covered: 0.5))
        host.advance(by: 0.5)
        #expect(difference(host.render(), rest, from: 0, width: 750) == nil)
        #expect(try host.frame(of: "One") == CGRect(x: 0, y: 618, width: 187.5, height: 49))
    }

    /// A root whose own full-bleed background ignores the safe area (as `background(_:)`
    /// with a colour does) keeps it under the bar and the home indicator while the bar slides
    /// out with it, as a UIKit controller's view reaches under its tab bar: half way through
    /// a linear 1-s push on an iPhone 15 (bar 769...818, home indicator 818...852), orange
    /// under the bar's transparent scroll-edge look and under the home indicator, as at rest.
    /// The page ended at the bar's top: the window's white showed there.
    @Test func aRootsOwnBackgroundStaysUnderTheCarriedBar() {
        struct Root: View {
            let router: Router
            var body: some View {
                TabView {
                    NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
                        Text("Root")
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .background(Color.orange)
                            .navigationDestination(for: Int.self) { _ in
                                Text("Detail").toolbar(.hidden, for: .tabBar)
                            }
                    }
                    .tabItem { Label("One", systemImage: "leaf") }
                }
            }
        }
        let router = Router()
        let host = ViewHost(Root(router: router), device: .iPhone15)
        let orange = RGBA8(r: 255, g: 149, b: 0, a: 255)
        #expect(coloursUnderTheBar(host, pushing: router) == [orange, orange, orange, orange])
    }

    /// While the bar slides out with a list's root page, the page's grouped background goes
    /// on under the bar and the home indicator, where it reaches at rest (a UIKit
    /// controller's view reaches under its tab bar), so the bar keeps its transparent
    /// scroll-edge look: half way through a linear 1-s push, the grouped grey (242, 242, 247)
    /// under the carried bar and under the home indicator, not the window's white. And
    /// the page popped off keeps covering the screen's edges as it slides: its grey reaches
    /// the status bar's strip and the bottom edge.
    @Test func aCarriedBarKeepsThePageBackgroundUnderIt() {
        struct App: View {
            let router: Router
            var body: some View {
                TabView {
                    NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
                        List(0..<3, id: \.self) { Text("Row \($0)") }
                            .navigationTitle("Rows")
                            .navigationDestination(for: Int.self) { _ in
                                List { Text("Detail") }.toolbar(.hidden, for: .tabBar)
                            }
                    }
                    .tabItem { Label("One", systemImage: "leaf") }
                    Text("Second").tabItem { Label("Two", systemImage: "tray") }
                }
            }
        }
        let router = Router()
        let host = ViewHost(App(router: router), device: .iPhone15)
        let grey = RGBA8(r: 242, g: 242, b: 247, a: 255)
        #expect(coloursUnderTheBar(host, pushing: router) == [grey, grey, grey, grey])
        host.advance(by: 0.5)
        withAnimation(.linear(duration: 1)) { router.path = [] }
        host.advance(by: 0.5)
        let image = host.render()
        for point in [CGPoint(x: 385, y: 4), CGPoint(x: 385, y: 850), CGPoint(x: 10, y: 845)] {
            #expect(image.pixel(atPoint: point.x, point.y) == grey)
        }
    }
}
