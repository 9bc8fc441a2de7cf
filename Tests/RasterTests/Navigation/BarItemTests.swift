import Foundation
import Testing
@testable import Raster

/// What the bar items of `BarItemTests` ran, in order.
@MainActor private final class BarTaps {
    var log: [String] = []
}

/// A page with the three icon-only bar items a fresh user wrote: a menu and a button made
/// with `systemImage:`, and a button whose label is a bare symbol given an
/// `accessibilityLabel`.
private struct IconItemsPage: View {
    let taps: BarTaps
    var body: some View {
        let taps = self.taps
        NavigationStack {
            Color.clear
                .navigationTitle("Activity")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Menu("Filter", systemImage: "line.3.horizontal.decrease.circle") {
                            Button("Popular") { taps.log.append("Popular") }
                        }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Info", systemImage: "info.circle") { taps.log.append("Info") }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { taps.log.append("Compose") } label: { Image(systemName: "square.and.pencil") }
                            .accessibilityLabel("Compose")
                    }
                }
        }
    }
}

/// An icon button and an icon menu side by side in one trailing group, as a fresh user wrote.
private struct GroupedIconsPage: View {
    let taps: BarTaps
    var body: some View {
        let taps = self.taps
        NavigationStack {
            Color.clear
                .navigationTitle("Group")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button { taps.log.append("plus") } label: { Image(systemName: "plus") }
                        Menu { Button("Add ten") { taps.log.append("Add ten") } } label: { Image(systemName: "ellipsis.circle") }
                    }
                }
        }
    }
}

/// One icon button alone at the bar's trailing edge.
private struct OneIconPage: View {
    let taps: BarTaps
    var body: some View {
        let taps = self.taps
        NavigationStack {
            Color.clear
                .navigationTitle("Activity")
                .toolbar { Button("Info", systemImage: "info.circle") { taps.log.append("Info") } }
        }
    }
}

/// A small-scale icon button and an icon menu of icon buttons, in the trailing bar.
private struct ScaledIconsPage: View {
    var body: some View {
        NavigationStack {
            Color.clear
                .navigationTitle("Scales")
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Info", systemImage: "info.circle") {}
                            .imageScale(.small)
                        Menu {
                            Button("Add", systemImage: "plus") {}
                        } label: {
                            Label("More", systemImage: "ellipsis.circle")
                        }
                    }
                }
        }
    }
}

/// A large title with a title menu, the chosen category shown in the list.
private struct LargeTitleMenuPage: View {
    var hasMenu = true
    @State private var category = "All"
    var body: some View {
        NavigationStack {
            List { Text("Category: \(category)") }
                .navigationTitle("Recipes")
                .toolbar {
                    if hasMenu {
                        ToolbarTitleMenu {
                            Button("Breakfast") { category = "Breakfast" }
                            Button("Dinner") { category = "Dinner" }
                        }
                    }
                }
        }
    }
}

@MainActor @Suite struct BarItemTests {
    /// Icon-only bar items are labelled by their titles, as iOS labels an icon-only bar
    /// button (a `Label`'s title stays its accessibility label when only the icon is drawn),
    /// so `tap(_:)` finds them by title; the symbols are all that is drawn.
    @Test func iconOnlyItemsAreTappedByTheirTitles() throws {
        let taps = BarTaps()
        let host = ViewHost(IconItemsPage(taps: taps), device: .iPhone15)
        // Only the large title is text: the items draw their symbols alone.
        #expect(host.frames(of: "Text").count == 1)
        let description = host.accessibilityDescription()
        #expect(description.contains("[button] \"Filter\""))
        #expect(description.contains("[button] \"Info\""))
        #expect(description.contains("[button] \"Compose\""))
        try host.tap("Info")
        try host.tap("Compose")
        #expect(taps.log == ["Info", "Compose"])
        try host.tap("Filter")
        try host.tap("Popular")
        #expect(taps.log == ["Info", "Compose", "Popular"])
    }

    /// A bar button's touch target is 44 × 44 points centred on its symbol (HIG "Layout":
    /// about 44 × 44 points for any tappable control), though only the symbol is drawn and
    /// laid out: a tap 21.5 points from the symbol's centre (inside) runs it, 22.5 points
    /// away (outside) does not.
    @Test func barButtonsAreHitOver44Points() throws {
        let taps = BarTaps()
        let host = ViewHost(OneIconPage(taps: taps), device: .iPhone15)
        let icon = try #require(host.frames(of: "Image").first)
        #expect(icon == BarItemTests.infoIconFrame)
        let centre = CGPoint(x: icon.midX, y: icon.midY)
        #expect(host.tap(at: CGPoint(x: centre.x - 21.5, y: centre.y)))
        #expect(host.tap(at: CGPoint(x: centre.x, y: centre.y + 21.5)))
        #expect(host.tap(at: CGPoint(x: centre.x - 21.5, y: centre.y - 21.5)))
        #expect(taps.log == ["Info", "Info", "Info"])
        #expect(!host.tap(at: CGPoint(x: centre.x - 22.5, y: centre.y)))
        #expect(!host.tap(at: CGPoint(x: centre.x, y: centre.y + 22.5)))
        #expect(taps.log.count == 3)
        // The fresh user's tap, 10 points beside the glyph.
        #expect(host.tap(at: CGPoint(x: 360, y: 95)))
        #expect(taps.log.count == 4)
        // Layout is unchanged: the symbol keeps its frame.
        #expect(host.frames(of: "Image").first == BarItemTests.infoIconFrame)
    }

    /// Where two items' 44-point targets overlap, a touch on one's glyph goes to it: the
    /// button beside a menu in a group runs (the menu's grown target took it and opened), and
    /// a touch between the glyphs, on neither frame, still goes to the front item.
    @Test func aTouchOnAGlyphGoesToItsItemWhereTargetsOverlap() throws {
        let taps = BarTaps()
        let host = ViewHost(GroupedIconsPage(taps: taps), device: .iPhone15)
        let glyphs = host.frames(of: "Image")
        let (plus, menu) = (try #require(glyphs.first), try #require(glyphs.last))
        #expect(menu.minX - plus.maxX < 22, "the targets overlap: \(plus) \(menu)")
        try host.tap("plus")
        #expect(taps.log == ["plus"])
        #expect((try? host.frame(of: "Add ten")) == nil)
        #expect(host.tap(at: CGPoint(x: (plus.maxX + menu.minX) / 2, y: menu.midY)))
        #expect((try? host.frame(of: "Add ten")) != nil)
        try host.tap("Add ten")
        #expect(taps.log == ["plus", "Add ten"])
    }

    /// Bar items' symbols take the large image scale, but an item's own `imageScale` wins,
    /// and the menu a bar item opens draws its symbols at UIKit's menu size, as beside body
    /// text anywhere else: the sizes match the same symbols laid out alone at the iPhone's
    /// @3x (drawn symbols are whole device pixels).
    @Test func barSymbolsAreLargeUnlessTheItemSaysOtherwise() throws {
        func side(_ image: some View) throws -> CGSize {
            try #require(ViewHost(image, size: CGSize(width: 60, height: 60), scale: 3).frames(of: "Image").first).size
        }
        let host = ViewHost(ScaledIconsPage(), device: .iPhone15)
        let glyphs = host.frames(of: "Image")
        #expect(glyphs.count == 2)
        #expect(glyphs.first?.size == (try side(Image(systemName: "info.circle").imageScale(.small))))
        #expect(glyphs.last?.size == (try side(Image(systemName: "ellipsis.circle").imageScale(.large))))
        try host.tap("More")
        let add = try host.frame(of: "Add")
        let menuIcon = try #require(host.frames(of: "Image").first { $0.minY >= add.minY - 10 && $0.maxY <= add.maxY + 10 })
        #expect(menuIcon.size == (try side(Image(systemName: "plus"))))
    }

    /// The `info.circle` symbol's frame in the bar of `OneIconPage` (window points), as it
    /// was before bar items were hit over 44 points: a square of the symbol's side at the
    /// large image scale SwiftUI gives toolbar content (the medium glyph's 16.907 points ×
    /// 127.2 / 99.61), its trailing edge 16 points in from the 393-point window's
    /// (`NavigationBarMetrics`), centred in the 44-point bar under the iPhone 15's 59-point
    /// status bar (y 81).
    static let infoIconFrame: CGRect = {
        let side: CGFloat = 21.590212499999996
        return CGRect(x: 377 - side, y: 81 - side / 2, width: side, height: side)
    }()

    /// With a large title, the title menu's chevron follows the large title and a tap on the
    /// title opens the menu under it (8 points, `MenuMetrics.anchorGap`), aligned to its
    /// leading edge; a tap on an item runs it and closes the menu.
    @Test func aLargeTitleOpensItsTitleMenu() throws {
        let host = ViewHost(LargeTitleMenuPage(), device: .iPhone15)
        let plain = ViewHost(LargeTitleMenuPage(hasMenu: false), device: .iPhone15)
        let title = try host.frame(of: "Recipes")
        let plainTitle = try plain.frame(of: "Recipes")
        #expect(title.minX == plainTitle.minX && title.minY == plainTitle.minY)
        try host.tap("Recipes")
        let row = try host.frame(of: "Breakfast")
        #expect(row.minX == title.minX.rounded() && row.minY == (title.maxY + 8).rounded())
        try host.tap("Dinner")
        #expect((try? host.frame(of: "Breakfast")) == nil)
        #expect((try? host.frame(of: "Category: Dinner")) != nil)
    }
}
