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
        #expect(!collapse.showsLargeTitle && collapse.showsInlineTitle && !collapse.showsBackground)
        collapse.scrolled = 52
        #expect(collapse.barHeight == 44)
        #expect(!collapse.showsBackground)
        collapse.scrolled = 53
        #expect(collapse.showsBackground)
        collapse.scrolled = 400
        #expect(collapse.barHeight == 44)
        #expect(collapse.restingBarHeight == 96)
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

    /// Content reaches under the bar: transparent at rest; scrolled under it, the blue rows
    /// show through the material (#F8F8F8 at 80 %: 0.8 × 248 + 0.2 × (0, 122, 255), 8-bit) and the
    /// hairline (black at 30 %) darkens the bar's last pixel row.
    @Test func contentScrolledUnderTheBarShowsThroughTheMaterialWithTheHairline() {
        let host = ViewHost(blueRows(), size: phone)
        let atRest = host.render()
        #expect(atRest.pixel(atPoint: 5, 20) == atRest.pixel(atPoint: 5, 43))
        #expect(atRest.pixel(atPoint: 5, 100) == RGBA8(r: 0, g: 122, b: 255, a: 255))

        host.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 200, y: 300))
        let scrolled = host.render()
        #expect(scrolled.pixel(atPoint: 5, 20) == RGBA8(r: 198, g: 222, b: 249, a: 255))
        #expect(scrolled.pixel(atPoint: 5, 43).r < 198)
        #expect(scrolled.pixel(atPoint: 5, 50) == RGBA8(r: 0, g: 122, b: 255, a: 255))
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
