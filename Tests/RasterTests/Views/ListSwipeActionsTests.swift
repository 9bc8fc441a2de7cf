// ListSwipeActionsTests.swift · RasterTests/Views · swipe actions on List rows played by a host's drags and taps (ListSwipeActions.swift, ViewHost+SwipeActions.swift)
// Figures (ListSwipeMetrics): buttons at least 74 points wide, the revealed width divided
// equally with the first button outermost (UISwipeActionsConfiguration.init(actions:)); open
// past half the buttons' width; a full swipe past max(buttons + 20, 0.8 × cell width);
// UIKit's rubber band (1 − 1 / (x·0.55 / d + 1))·d past the buttons without a full swipe.

import Foundation
import Testing
@testable import Raster

/// A shopping list whose rows can be deleted and flagged by swipe actions, counting the
/// actions run.
final class SwipeLog: @unchecked Sendable {
    var items = ["Milk", "Bread", "Eggs"]
    var flagged: [String] = []
    var pinned: [String] = []
}

private struct ShoppingList: View {
    let log: SwipeLog
    var allowsFullSwipe = true
    @State private var version = 0

    var body: some View {
        List {
            ForEach(log.items, id: \.self) { item in
                Text(item)
                    .swipeActions(allowsFullSwipe: allowsFullSwipe) {
                        Button("Delete", role: .destructive) {
                            log.items.removeAll { $0 == item }
                            version += 1
                        }
                        Button("Flag") { log.flagged.append(item) }.tint(.orange)
                    }
                    .swipeActions(edge: .leading) {
                        Button("Pin") { log.pinned.append(item) }.tint(.yellow)
                    }
            }
            Text("Total \(version)")
        }
    }
}

/// A to-do list's items, observed.
@Observable private final class Chores {
    var items = ["Milk", "Bread", "Eggs"]
}

/// A fresh user's to-do screen: rows of a symbol and a title in an inset-grouped list in a
/// navigation stack, deleted by `onDelete`.
private struct ChoreList: View {
    @State private var chores = Chores()

    var body: some View {
        NavigationStack {
            List {
                ForEach(chores.items, id: \.self) { item in
                    HStack {
                        Image(systemName: "circle")
                        Text(item)
                    }
                }
                .onDelete { chores.items.remove(atOffsets: $0) }
            }
            .navigationTitle("Chores")
        }
    }
}

@MainActor @Suite struct ListSwipeActionsTests {
    /// An inset-grouped list at 393 × 400: cells from x = 16 to 377 (361 wide), rows 44 tall
    /// from y = 35 (Milk 35–79, Bread 79–123, Eggs 123–167).
    private static func host(_ log: SwipeLog, allowsFullSwipe: Bool = true) -> ViewHost<some View> {
        ViewHost(ShoppingList(log: log, allowsFullSwipe: allowsFullSwipe), size: CGSize(width: 393, height: 400))
    }

    /// Where row `item`'s text is drawn along x, window points to a thousandth: its unit's
    /// transform to the window, with the swipe's translation (a row moved off the screen has
    /// no label on screen; offsets add up with rounding errors).
    private static func x(of item: String, in host: ViewHost<some View>) -> CGFloat? {
        _ = host.layoutDescription()
        var work = host.graph.root.map { [$0] } ?? []
        while let node = work.popLast() {
            if node.unitName == "Text(\"\(item)\")" {
                return (CGPoint.zero.applying(node.transformToGlobal).x * 1000).rounded() / 1000
            }
            work += node.shownSubviewNodes
        }
        return nil
    }

    private static func rowY(_ item: String) -> CGFloat {
        ["Milk": 57, "Bread": 101, "Eggs": 145][item] ?? 0
    }

    @Test func aDragRightToLeftSlidesTheRowWithTheFingerAndRevealsTheTrailingButtons() throws {
        let log = SwipeLog()
        let host = Self.host(log)
        let rest = try host.frame(of: "Milk")
        #expect(rest.minX == 32)
        host.beginDrag(at: CGPoint(x: 300, y: Self.rowY("Milk")))
        host.moveDrag(to: CGPoint(x: 200, y: Self.rowY("Milk")))
        // The row follows the finger exactly (100 points); the 100 revealed points are shared
        // by the two buttons, Delete (the first) outermost at the right.
        #expect(Self.x(of: "Milk", in: host) == rest.minX - 100)
        let image = host.render()
        // Above the labels: systemRed for Delete (327–377), orange for Flag (277–327).
        #expect(image.pixel(atPoint: 350, 40) == rgba(255, 59, 48))
        #expect(image.pixel(atPoint: 300, 40) == rgba(255, 149, 0))
        #expect(image.pixel(atPoint: 350, 101) == rgba(255, 255, 255)) // Bread's row is not moved
        #expect(log.flagged.isEmpty && log.items.count == 3)
        host.endDrag()
    }

    @Test func releasedPastHalfTheButtonsTheRowSettlesOpenAtTheirFullWidth() throws {
        let log = SwipeLog()
        let host = Self.host(log)
        let rest = try host.frame(of: "Milk")
        // Buttons 74 wide each (their labels are narrower): open at 148, threshold 74.
        host.drag(from: CGPoint(x: 300, y: 57), to: CGPoint(x: 220, y: 57))
        host.advance(by: 1)
        #expect(Self.x(of: "Milk", in: host) == rest.minX - 148)
        let image = host.render()
        #expect(image.pixel(atPoint: 340, 40) == rgba(255, 59, 48))    // Delete 303–377
        #expect(image.pixel(atPoint: 240, 40) == rgba(255, 149, 0))    // Flag 229–303
        // Each label centred in its button.
        #expect(abs(try host.frame(of: "Delete").midX - 340) <= 0.5)
        #expect(abs(try host.frame(of: "Flag").midX - 266) <= 0.5)
    }

    @Test func releasedShortOfHalfTheButtonsTheRowClosesAndNothingRuns() throws {
        let log = SwipeLog()
        let host = Self.host(log)
        host.drag(from: CGPoint(x: 300, y: 57), to: CGPoint(x: 240, y: 57))
        host.advance(by: 1)
        #expect(Self.x(of: "Milk", in: host) == 32)
        #expect(host.render().pixel(atPoint: 350, 40) == rgba(255, 255, 255))
        #expect(log.items.count == 3 && log.flagged.isEmpty)
    }

    @Test func aTapOnARevealedButtonRunsItsActionAndClosesTheRow() throws {
        let log = SwipeLog()
        let host = Self.host(log)
        host.drag(from: CGPoint(x: 300, y: 57), to: CGPoint(x: 200, y: 57))
        host.advance(by: 1)
        #expect(host.tap(at: CGPoint(x: 266, y: 57)))
        host.advance(by: 1)
        #expect(log.flagged == ["Milk"])
        #expect(Self.x(of: "Milk", in: host) == 32)
        #expect(host.render().pixel(atPoint: 266, 57) == rgba(255, 255, 255))
    }

    @Test func aTapElsewhereOrAScrollClosesTheOpenRowWithoutRunningAnything() throws {
        let log = SwipeLog()
        let host = Self.host(log)
        host.drag(from: CGPoint(x: 300, y: 57), to: CGPoint(x: 200, y: 57))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 100, y: 145))
        host.advance(by: 1)
        #expect(Self.x(of: "Milk", in: host) == 32)
        host.drag(from: CGPoint(x: 300, y: 101), to: CGPoint(x: 200, y: 101))
        host.advance(by: 1)
        #expect(Self.x(of: "Bread", in: host) == CGFloat(32 - 148))
        host.scroll(by: CGSize(width: 0, height: 10), at: CGPoint(x: 200, y: 200))
        host.advance(by: 1)
        #expect(Self.x(of: "Bread", in: host) == 32)
        #expect(log.items.count == 3 && log.flagged.isEmpty && log.pinned.isEmpty)
    }

    @Test func onlyOneRowIsOpenAtATime() throws {
        let log = SwipeLog()
        let host = Self.host(log)
        host.drag(from: CGPoint(x: 300, y: 57), to: CGPoint(x: 200, y: 57))
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 300, y: 145), to: CGPoint(x: 200, y: 145))
        host.advance(by: 1)
        #expect(Self.x(of: "Milk", in: host) == 32)
        #expect(Self.x(of: "Eggs", in: host) == CGFloat(32 - 148))
    }

    @Test func aLeftToRightDragRevealsTheLeadingActions() throws {
        let log = SwipeLog()
        let host = Self.host(log)
        host.beginDrag(at: CGPoint(x: 100, y: 101))
        host.moveDrag(to: CGPoint(x: 160, y: 101))
        #expect(Self.x(of: "Bread", in: host) == CGFloat(32 + 60))
        #expect(host.render().pixel(atPoint: 40, 84) == rgba(255, 204, 0))   // yellow: Pin, 16–76
        host.endDrag()
        host.advance(by: 1)
        #expect(Self.x(of: "Bread", in: host) == CGFloat(32 + 74))
        #expect(host.tap(at: CGPoint(x: 53, y: 101)))
        #expect(log.pinned == ["Bread"])
    }

    /// 330 points revealed passes max(148 + 20, 0.8 × 361 = 288.8): Delete fills the whole
    /// revealed width and, lifted, runs; the user's code removes the row.
    @Test func aFullSwipeRunsTheFirstActionWhichRemovesTheRow() throws {
        let log = SwipeLog()
        let host = Self.host(log)
        host.beginDrag(at: CGPoint(x: 370, y: 101))
        host.moveDrag(to: CGPoint(x: 40, y: 101), duration: 0.2)
        let image = host.render()
        #expect(image.pixel(atPoint: 200, 101) == rgba(255, 59, 48))   // Delete over Flag's place
        host.endDrag()
        host.advance(by: 1)
        #expect(log.items == ["Milk", "Eggs"])
        #expect(throws: (any Error).self) { try host.frame(of: "Bread") }
        // Eggs moves up into Bread's cell, centred: 79 + (44 − 21) / 2 = 90.5, on a whole pixel.
        #expect(try host.frame(of: "Eggs").minY == 91)
    }

    /// A fresh user's feed: a tap on a revealed Delete whose action removes the row. As any
    /// tap's change made outside `withAnimation` (README, "Navigation"), the next frame is
    /// settled: the row gone (no ghost of it drawn open) and the card intact: Milk 35–79,
    /// Eggs 79–123, Total 123–167, the grouped background from 167.
    @Test func aTapOnRevealedDeleteSettlesWithTheRowGoneAndTheCardIntact() throws {
        let log = SwipeLog()
        let host = Self.host(log)
        host.drag(from: CGPoint(x: 300, y: 101), to: CGPoint(x: 200, y: 101))
        host.advance(by: 1)
        #expect(host.tap(at: CGPoint(x: 340, y: 101)))   // Delete, 303–377
        #expect(log.items == ["Milk", "Eggs"])
        #expect(!host.isAnimating)
        #expect(try host.frame(of: "Eggs").minY == 91)
        #expect(try host.frame(of: "Total 1").minY == 135)
        let image = host.render()
        writeScratch(image, "swipe-delete-tapped")
        #expect(image.pixel(atPoint: 340, 84) == rgba(255, 255, 255))     // no red ghost in Bread's old cell
        #expect(image.pixel(atPoint: 250, 84) == rgba(255, 255, 255))
        #expect(image.pixel(atPoint: 200, 165) == rgba(255, 255, 255))    // Total's cell, inside the card
        #expect(image.pixel(atPoint: 200, 170) == rgba(242, 242, 247))    // below the card
        #expect(image.pixel(atPoint: 200, 200) == rgba(242, 242, 247))
    }

    /// The same on a device, by the button's label, as the fresh user's test did: in the
    /// next frame nothing animates, Bread sits in Milk's cell and the card ends 22 points
    /// below the middle of its last row (Eggs', 44 tall).
    @Test func onDeletesDeleteTappedByItsLabelSettlesWithTheRowGoneAndTheCardIntact() throws {
        let host = ViewHost(ChoreList(), device: .iPhone15)
        let milk = try host.frame(of: "Milk")
        host.drag(from: CGPoint(x: 350, y: milk.midY), to: CGPoint(x: 200, y: milk.midY), duration: 0.3)
        host.advance(by: 1)
        #expect(try host.tap("Delete"))
        #expect(!host.isAnimating)
        #expect(throws: (any Error).self) { try host.frame(of: "Milk") }
        #expect(throws: (any Error).self) { try host.frame(of: "Delete") }
        #expect(try host.frame(of: "Bread").midY == milk.midY)
        let eggs = try host.frame(of: "Eggs")
        let image = host.render()
        writeScratch(image, "swipe-ondelete-tapped")
        #expect(image.pixel(atPoint: 340, milk.midY) == rgba(255, 255, 255))
        #expect(image.pixel(atPoint: 200, eggs.midY + 19) == rgba(255, 255, 255))
        #expect(image.pixel(atPoint: 200, eggs.midY + 25) == rgba(242, 242, 247))
    }

    /// Without a full swipe the row stops following the finger past its buttons: 330 points
    /// of travel reveal 148 + (1 − 1 / (182 × 0.55 / 361 + 1)) × 361 = 148 + 78.37 = 226.37
    /// points; lifted, it settles open and nothing runs.
    @Test func withoutAFullSwipeTheRowRubberBandsPastItsButtons() throws {
        let log = SwipeLog()
        let host = Self.host(log, allowsFullSwipe: false)
        host.beginDrag(at: CGPoint(x: 370, y: 101))
        host.moveDrag(to: CGPoint(x: 40, y: 101), duration: 0.2)
        let moved = try 32 - #require(Self.x(of: "Bread", in: host))
        #expect(moved == 226.369)
        host.endDrag()
        host.advance(by: 1)
        #expect(log.items.count == 3)
        #expect(Self.x(of: "Bread", in: host) == CGFloat(32 - 148))
    }

    @Test func onDeleteGivesARedDeleteTrailingActionUnlessTheRowHasItsOwn() throws {
        final class Items: @unchecked Sendable { var names = ["Milk", "Bread", "Eggs"] }
        struct Deletable: View {
            let items: Items
            @State private var deletions = 0
            var body: some View {
                List {
                    ForEach(items.names, id: \.self) { name in
                        if name == "Eggs" {
                            Text(name).swipeActions { Button("Archive") {}.tint(.blue) }
                        } else {
                            Text(name)
                        }
                    }
                    .onDelete { offsets in
                        items.names.remove(atOffsets: offsets)
                        deletions += 1
                    }
                    Text("Deleted \(deletions)")
                }
            }
        }
        let items = Items()
        let host = ViewHost(Deletable(items: items), size: CGSize(width: 393, height: 400))
        host.drag(from: CGPoint(x: 300, y: 145), to: CGPoint(x: 200, y: 145))
        host.advance(by: 1)
        #expect(try host.frame(of: "Archive").width > 0)
        #expect(throws: (any Error).self) { try host.frame(of: "Delete") }
        host.tap(at: CGPoint(x: 100, y: 300))
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 300, y: 101), to: CGPoint(x: 200, y: 101))
        host.advance(by: 1)
        #expect(host.render().pixel(atPoint: 340, 84) == rgba(255, 59, 48))
        #expect(try host.tap("Delete"))
        host.advance(by: 1)
        #expect(items.names == ["Milk", "Eggs"])
        #expect(try host.frame(of: "Deleted 1").height > 0)
    }

    @Test func swipeActionsOutsideAListWarnOnceAndDoNothing() throws {
        let warnings = capturingWarnings {
            let host = ViewHost(VStack {
                Text("Alone").swipeActions { Button("Delete", role: .destructive) {} }
                Text("Again").swipeActions { Button("Delete", role: .destructive) {} }
            }, size: CGSize(width: 200, height: 200))
            host.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 20, y: 100))
            #expect(throws: (any Error).self) { try host.frame(of: "Delete") }
        }
        #expect(warnings == ["swipeActions(edge:allowsFullSwipe:content:) is ignored outside a List, as SwiftUI ignores it: swipe "
                             + "actions are revealed only by swiping a List row; put the view in a List (or a ForEach inside one)"])
    }

    @Test func anEmptyBuilderRevealsNothingAndNonFiniteOrHugeDragsDoNotBreakTheRow() throws {
        let host = ViewHost(List {
            Text("Empty").swipeActions {}
            Text("Full").swipeActions { Button("Delete", role: .destructive) {} }
        }, size: CGSize(width: 393, height: 400))
        host.drag(from: CGPoint(x: 300, y: 57), to: CGPoint(x: 100, y: 57))
        host.advance(by: 1)
        #expect(Self.x(of: "Empty", in: host) == 32)
        host.beginDrag(at: CGPoint(x: 300, y: 101))
        let warnings = capturingWarnings { host.moveDrag(to: CGPoint(x: CGFloat.nan, y: 101)) }
        host.moveDrag(to: CGPoint(x: -1e12, y: 101))
        // Capped at the cell's width (361): the content is gone, Delete fills the cell.
        #expect(Self.x(of: "Full", in: host) == CGFloat(32 - 361))
        host.endDrag()
        #expect(warnings == ["ViewHost.moveDrag(to: CGPoint(x: nan, y: 101.0)) ignored: points must be finite window coordinates"])
        host.advance(by: 1)
        #expect(Self.x(of: "Full", in: host) == 32)
    }
}
