import Foundation
import Testing
@testable import Raster

/// The navigation bar following scrolled content, against iOS 17's figures (ios17-metrics.md
/// §2: the 44-point bar, the 52-point large title area with its line 8 above the bottom, the
/// inline title taking over with 10 points of the area left, Flutter's
/// `_kNavBarShowLargeTitleThreshold`; the background and hairline appearing once content is
/// under the bar, UIKit's `scrollEdgeAppearance`; §5: the 52-point search drawer).
@Suite struct NavigationScrollEdgeTests {
    private let phone = CGSize(width: 393, height: 600)

    @Test func aLargeTitleCollapsesWithTheContentThenTheBackgroundAppears() {
        var collapse = NavigationBarCollapse(largeTitle: true, searchDrawer: false)
        #expect(collapse.barHeight == 96)
        #expect(collapse.restingBarHeight == 96)
        #expect(collapse.showsLargeTitle && !collapse.showsInlineTitle && !collapse.showsBackground)
        collapse.scrolled = 26
        #expect(collapse.largeTitleHeight == 26)
        #expect(collapse.barHeight == 70)
        #expect(collapse.showsLargeTitle && !collapse.showsBackground)
        collapse.scrolled = 41
        #expect(collapse.showsLargeTitle)
        collapse.scrolled = 42
        #expect(collapse.largeTitleHeight == 10)
        #expect(collapse.showsLargeTitle && collapse.showsInlineTitle && !collapse.showsBackground)
        collapse.scrolled = 52
        #expect(collapse.barHeight == 44)
        #expect(!collapse.showsBackground)
        collapse.scrolled = 53
        #expect(collapse.showsBackground)
        collapse.scrolled = 400
        #expect(collapse.barHeight == 44)
        #expect(collapse.restingBarHeight == 96)
    }

    /// The titles cross-fade over the last 20 points of the large title's area, half each
    /// where Flutter hands over (10 points left), the inline title whole once the area is gone.
    @Test func theTitlesCrossFadeWithTheOffset() {
        var collapse = NavigationBarCollapse(largeTitle: true, searchDrawer: false)
        let expected: [(scrolled: CGFloat, large: Double, inline: Double)] = [
            (0, 1, 0), (32, 1, 0), (37, 0.75, 0.25), (42, 0.5, 0.5), (47, 0.25, 0.75), (52, 0, 1), (120, 0, 1),
        ]
        for (scrolled, large, inline) in expected {
            collapse.scrolled = scrolled
            #expect(abs(collapse.largeTitleOpacity - large) < 1e-12, "large title at \(scrolled)")
            #expect(abs(collapse.inlineTitleOpacity - inline) < 1e-12, "inline title at \(scrolled)")
        }
        collapse.scrolled = 32
        #expect(collapse.showsLargeTitle && !collapse.showsInlineTitle)
        collapse.scrolled = 52
        #expect(!collapse.showsLargeTitle && collapse.showsInlineTitle)
        // With the search drawer the fade starts once the drawer has gone.
        let drawer = NavigationBarCollapse(largeTitle: true, searchDrawer: true, scrolled: 94)
        #expect(abs(drawer.inlineTitleOpacity - 0.5) < 1e-12)
        // An inline page's title is always whole.
        #expect(NavigationBarCollapse(largeTitle: false, searchDrawer: false).inlineTitleOpacity == 1)
    }

    /// Pulled down past its top, the content stretches the large title's area and the title
    /// grows by 0.03 per 44 points pulled, up to 1.1 (Flutter's `_computeTitleScale`).
    @Test func aPulledDownLargeTitleGrows() {
        var collapse = NavigationBarCollapse(largeTitle: true, searchDrawer: false)
        let expected: [(pulled: CGFloat, scale: CGFloat)] = [(0, 1), (22, 1.015), (44, 1.03), (88, 1.06), (132, 1.09), (440 / 3, 1.1), (300, 1.1)]
        for (pulled, scale) in expected {
            collapse.scrolled = -pulled
            #expect(abs(collapse.largeTitleScale - scale) < 1e-12, "scale at a pull of \(pulled)")
            #expect(collapse.largeTitleHeight == 52 + pulled)
            #expect(collapse.barHeight == 96 + pulled)
            #expect(collapse.largeTitleOpacity == 1 && !collapse.showsInlineTitle && !collapse.showsBackground)
        }
        // Without a large title nothing grows: the content moves away from the 44-point bar.
        let inline = NavigationBarCollapse(largeTitle: false, searchDrawer: true, scrolled: -30)
        #expect(inline.largeTitleScale == 1 && inline.barHeight == 96)
    }

    /// A grown title is no wider than the bar leaves it (393 less two 16-point margins: 361):
    /// its scale stops at 361 over its width (Flutter's `_computeTitleScale` maximum), so a
    /// title truncated to the 361 points does not grow where 1.1 would take it 36 points past
    /// the trailing margin. Its ink is measured in the rendered frame.
    @Test func aGrownLargeTitleStopsAtTheTrailingMargin() throws {
        let host = ViewHost(NavigationStack {
            List(0..<40, id: \.self) { Text("Row \($0)") }
                .navigationTitle("Weekly Groceries and Errands")
        }, size: phone)
        let title = try #require(host.frame(ofUnit: "Text(\"Weekly Groceries and Er…\")"))
        #expect(title.minX == 16)
        #expect(title.width == 361)
        // 470 points of drag on the 600-point list pull it 181 points: a scale of 1.1 (1.12 uncapped).
        host.beginDrag(at: CGPoint(x: 200, y: 120))
        host.moveDrag(to: CGPoint(x: 200, y: 590))
        let pulled = try #require(host.frame(ofUnit: "Text(\"Weekly Groceries and Er…\")"))
        let image = host.render()
        let rows = Int(pulled.minY - 10)..<Int(pulled.maxY + 5)
        let inked = (0..<393).filter { x in rows.contains { y in image[x, y].r < 128 } }
        let right = try #require(inked.last)
        #expect(right < 377 && right > 360)
        host.endDrag()
        #expect(LargeTitleFit().capped(1.1) == 1.1)
        let fit = LargeTitleFit()
        fit.available = 361
        fit.width = 361
        #expect(fit.capped(1.1) == 1)
        fit.width = 340
        #expect(fit.capped(1.1) == CGFloat(361) / 340)
        #expect(fit.capped(1.03) == 1.03)
    }

    @Test func theSearchDrawerCollapsesBeforeTheLargeTitle() {
        var collapse = NavigationBarCollapse(largeTitle: true, searchDrawer: true, scrolled: 30)
        #expect(collapse.drawerHeight == 22)
        #expect(collapse.largeTitleHeight == 52)
        #expect(collapse.barHeight == 118)
        collapse.scrolled = 78
        #expect(collapse.drawerHeight == 0)
        #expect(collapse.largeTitleHeight == 26)
        collapse.scrolled = 104
        #expect(collapse.barHeight == 44 && !collapse.showsBackground)
        collapse.scrolled = 105
        #expect(collapse.showsBackground)
    }

    @Test func anInlineBarShowsItsBackgroundAsSoonAsContentIsUnderIt() {
        var collapse = NavigationBarCollapse(largeTitle: false, searchDrawer: false)
        #expect(collapse.showsInlineTitle && !collapse.showsBackground)
        collapse.scrolled = 1
        #expect(collapse.showsBackground && collapse.barHeight == 44)
        collapse.scrolled = -20
        #expect(!collapse.showsBackground && collapse.barHeight == 44)
    }

    private func blueRows() -> some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { _ in Color.blue.frame(height: 50) }
                }
            }
            .navigationTitle("Inbox")
        }
    }

    /// At rest, half-way through the large title's area and past it: the bar's frame, the
    /// large title moving up with the content, then the inline title centred in the row.
    @Test func theBarFollowsAListScrolledByAHost() throws {
        let host = ViewHost(NavigationStack {
            List(0..<40, id: \.self) { Text("Row \($0)") }
                .navigationTitle("Inbox")
        }, size: phone)
        #expect(host.frame(ofUnit: "NavigationBarLayout") == CGRect(x: 0, y: 0, width: 393, height: 96))
        let rowAtRest = try #require(host.frame(ofUnit: "Text(\"Row 0\")"))
        #expect(try #require(host.frame(ofUnit: "Text(\"Inbox\")")).maxY == 88)

        host.scroll(by: CGSize(width: 0, height: 26), at: CGPoint(x: 200, y: 300))
        #expect(host.frame(ofUnit: "NavigationBarLayout") == CGRect(x: 0, y: 0, width: 393, height: 70))
        #expect(try #require(host.frame(ofUnit: "Text(\"Inbox\")")).maxY == 62)
        #expect(try #require(host.frame(ofUnit: "Text(\"Row 0\")")).minY == rowAtRest.minY - 26)

        host.scroll(by: CGSize(width: 0, height: 74), at: CGPoint(x: 200, y: 300))
        #expect(host.frame(ofUnit: "NavigationBarLayout") == CGRect(x: 0, y: 0, width: 393, height: 44))
        let inline = try #require(host.frame(ofUnit: "Text(\"Inbox\")"))
        #expect(inline.midX == 196.5)
        #expect(inline.midY == 22)
        #expect(try #require(host.frame(ofUnit: "Text(\"Row 0\")")).minY == rowAtRest.minY - 100)

        host.scroll(by: CGSize(width: 0, height: -100), at: CGPoint(x: 200, y: 300))
        #expect(host.frame(ofUnit: "NavigationBarLayout") == CGRect(x: 0, y: 0, width: 393, height: 96))
        #expect(try #require(host.frame(ofUnit: "Text(\"Inbox\")")).maxY == 88)
    }

    /// The offset is the bar's state, not the page's: a scroll re-runs the bar's body and
    /// leaves the page's (and its content's) alone, so a long list is not rebuilt and compared
    /// for its bar.
    @Test func aScrollRerunsTheBarButNotThePage() {
        let host = ViewHost(NavigationStack {
            List(0..<40, id: \.self) { Text("Row \($0)") }
                .navigationTitle("Inbox")
        }, size: phone)
        _ = host.render()
        let pages = host.bodyRunCount(of: "NavigationPage"), bars = host.bodyRunCount(of: "ScrollFollowingNavigationBar")
        host.scroll(by: CGSize(width: 0, height: 26), at: CGPoint(x: 200, y: 300))
        _ = host.render()
        #expect(host.bodyRunCount(of: "NavigationPage") == pages)
        #expect(host.bodyRunCount(of: "ScrollFollowingNavigationBar") == bars + 1)
        #expect(host.frame(ofUnit: "NavigationBarLayout") == CGRect(x: 0, y: 0, width: 393, height: 70))
        // Under the collapsed bar (past 52 points) a further scroll changes nothing in the bar.
        host.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 200, y: 300))
        _ = host.render()
        #expect(host.bodyRunCount(of: "ScrollFollowingNavigationBar") == bars + 2)
        host.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 200, y: 300))
        _ = host.render()
        #expect(host.bodyRunCount(of: "ScrollFollowingNavigationBar") == bars + 2)
        #expect(host.bodyRunCount(of: "NavigationPage") == pages)
        #expect(host.frame(ofUnit: "NavigationBarLayout") == CGRect(x: 0, y: 0, width: 393, height: 44))
    }

    /// A finger dragging the list down at its top pulls the content with UIKit's rubber band,
    /// (1 − 1 / (x·0.55 / d + 1))·d for a drag of x on a d-point scroll view: 100 points on the
    /// 600-point list pull it 33000 / 655 points. The bar stretches by the pull and the large
    /// title follows the content down (growing, `aPulledDownLargeTitleGrows`); lifting the
    /// finger springs everything back.
    @Test func pullingTheContentDownStretchesTheBar() throws {
        let host = ViewHost(NavigationStack {
            List(0..<40, id: \.self) { Text("Row \($0)") }
                .navigationTitle("Inbox")
        }, size: phone)
        let rowAtRest = try #require(host.frame(ofUnit: "Text(\"Row 0\")"))
        let pull: CGFloat = 33000 / 655
        host.beginDrag(at: CGPoint(x: 200, y: 300))
        host.moveDrag(to: CGPoint(x: 200, y: 400))
        let bar = try #require(host.frame(ofUnit: "NavigationBarLayout"))
        #expect(abs(bar.height - (96 + pull)) < 1e-9)
        #expect(abs(try #require(host.frame(ofUnit: "Text(\"Inbox\")")).maxY - (88 + pull)) < 1e-9)
        #expect(abs(try #require(host.frame(ofUnit: "Text(\"Row 0\")")).minY - (rowAtRest.minY + pull)) < 1e-9)
        // Moving back up takes back the pull before the content scrolls.
        host.moveDrag(to: CGPoint(x: 200, y: 330))
        let pulledLess: CGFloat = 9900 / 616.5
        #expect(abs(try #require(host.frame(ofUnit: "Text(\"Row 0\")")).minY - (rowAtRest.minY + pulledLess)) < 1e-9)
        host.endDrag()
        host.advance(by: 1)
        #expect(host.frame(ofUnit: "NavigationBarLayout") == CGRect(x: 0, y: 0, width: 393, height: 96))
        #expect(host.frame(ofUnit: "Text(\"Row 0\")") == rowAtRest)
    }

    /// Content reaches under the bar: transparent at rest; scrolled under it, the blue rows
    /// show through the bar material: blurred (a field of blue stays blue), saturated by 1.8
    /// (the Filter Effects matrix turns (0, 122, 255) into (0, 135, 255)) and tinted #F8F8F8 at
    /// 80 % (0.8 × 248 + 0.2 × (0, 135, 255), rounded); the hairline (black
    /// at 30 %) darkens the bar's last pixel row.
    @Test func contentScrolledUnderTheBarShowsThroughTheMaterialWithTheHairline() {
        let host = ViewHost(blueRows(), size: phone)
        let atRest = host.render()
        #expect(atRest.pixel(atPoint: 5, 20) == atRest.pixel(atPoint: 5, 43))
        #expect(atRest.pixel(atPoint: 5, 100) == RGBA8(r: 0, g: 122, b: 255, a: 255))

        host.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 200, y: 300))
        let scrolled = host.render()
        #expect(scrolled.pixel(atPoint: 5, 20) == RGBA8(r: 198, g: 225, b: 249, a: 255))
        #expect(scrolled.pixel(atPoint: 5, 43).r < 198)
        #expect(scrolled.pixel(atPoint: 5, 50) == RGBA8(r: 0, g: 122, b: 255, a: 255))
    }

    /// The material blurs what passes under the bar: rows of red and blue 2 points tall mix
    /// into one colour; a `toolbarBackground` colour replaces the material, and `.hidden`
    /// keeps the bar transparent over the stripes.
    @Test func theMaterialBlursStripesAndAStyleOrHiddenOverridesIt() {
        func stripes(_ bar: (AnyView) -> AnyView) -> RasterImage {
            let host = ViewHost(NavigationStack {
                bar(AnyView(ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<200, id: \.self) { _ in
                            Color.red.frame(height: 2)
                            Color.blue.frame(height: 2)
                        }
                    }
                }
                .navigationTitle("Inbox")))
            }, size: phone)
            host.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 200, y: 300))
            return host.render()
        }
        let material = stripes { $0 }
        // 20 and 22 points down the bar: a red and a blue row of the content under it.
        #expect(material.pixel(atPoint: 5, 20) == material.pixel(atPoint: 5, 22))
        #expect(material.pixel(atPoint: 5, 20) != material.pixel(atPoint: 5, 60))
        let colored = stripes { AnyView($0.toolbarBackground(Color.green, for: .navigationBar)) }
        #expect(colored.pixel(atPoint: 5, 20) == RGBA8(r: 52, g: 199, b: 89, a: 255))
        let hidden = stripes { AnyView($0.toolbarBackground(.hidden, for: .navigationBar)) }
        #expect(hidden.pixel(atPoint: 5, 20) != hidden.pixel(atPoint: 5, 22))
    }

    /// Only the first vertical scroll view moves the bar: a horizontal one does not.
    @Test func aHorizontalScrollViewLeavesTheBarAtRest() {
        let host = ViewHost(NavigationStack {
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.blue.frame(width: 100) } }
            }
            .navigationTitle("Inbox")
        }, size: phone)
        host.scroll(by: CGSize(width: 300, height: 0), at: CGPoint(x: 200, y: 300))
        #expect(host.frame(ofUnit: "NavigationBarLayout") == CGRect(x: 0, y: 0, width: 393, height: 96))
    }
}
