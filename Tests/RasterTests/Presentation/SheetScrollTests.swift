// SheetScrollTests.swift · RasterTests/Presentation · drags on scroll views in sheets with
// detents (Rendering/ViewHost+SheetScrolling.swift, Views/Presentation/SheetResizing.swift).
// Apple: `presentationContentInteraction(_:)` ("when a person swipes up on a scroll view in a
// resizable presentation, the presentation grows to the next detent. A scroll view embedded in
// the presentation only scrolls after the presentation reaches its largest size"; `.scrolls`
// scrolls "content first, resizing the sheet only after hitting the end of the scroll view");
// `UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge`.
// iPhone 15 Pro, 393 × 852: the large detent is 783 tall (top at 69), the medium 392 (top at
// 460); a drag held still before it lifts has no release velocity (as in PresentationTests).

import Foundation
import Testing
@testable import Raster

/// Whether the test's sheet is presented, mirrored from the view's state.
private final class Shown {
    var isPresented = true
}

/// A yellow screen presenting a sheet of `rows` 50-point rows in a vertical scroll view
/// (1000 points for 20 rows), resting first at `initial`.
private struct RowsSheet: View {
    let shown: Shown
    var detents: Set<PresentationDetent> = [.medium, .large]
    var initial: PresentationDetent = .medium
    var interaction: PresentationContentInteraction = .automatic
    var dismissDisabled = false
    var rows = 40
    /// Whether a row is hit anywhere in its frame, or only on its text.
    var hitsWholeRows = true
    @State private var isPresented = true
    @State private var selection: PresentationDetent?

    var body: some View {
        let _ = (shown.isPresented = isPresented)
        Color.yellow.sheet(isPresented: $isPresented) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<rows, id: \.self) { row in
                        Text("Row \(row)").frame(maxWidth: .infinity).frame(height: 50)
                            .contentShape(Rectangle()).allowsHitTesting(hitsWholeRows)
                    }
                }
            }
            .presentationDetents(detents, selection: Binding { selection ?? initial } set: { selection = $0 })
            .presentationContentInteraction(interaction)
            .interactiveDismissDisabled(dismissDisabled)
        }
    }
}

/// A screen of 40 50-point rows in a scroll view presenting a sheet of 40 such rows in a
/// scroll view, resting at its medium detent.
private struct ScrollingScreenSheet: View {
    var detents: Set<PresentationDetent> = [.medium, .large]
    @State private var isPresented = true

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<40, id: \.self) { Text("Screen \($0)").frame(maxWidth: .infinity).frame(height: 50) }
            }
        }
        .sheet(isPresented: $isPresented) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { Text("Row \($0)").frame(maxWidth: .infinity).frame(height: 50) }
                }
            }
            .presentationDetents(detents)
        }
    }
}

@MainActor @Suite struct SheetScrollTests {
    /// The top of the sheet's card (the unit clipped to its rounded top corners), rounded to
    /// 3 decimals: a finger's move arrives as the differences between its events, whose sum
    /// is the move give or take a few 1e-13 points.
    private func sheetTop(_ host: ViewHost<some View>) -> CGFloat? {
        host.settle()
        return host.graph.unitFrames().first { $0.name == "ClipModifier" }?.frame.minY.rounded3
    }

    /// How far the sheet's outermost scroll view under (196, `y`) is scrolled, points, rounded
    /// to 3 decimals as `sheetTop`.
    private func contentOffset(_ host: ViewHost<some View>, at y: CGFloat = 840) -> CGFloat? {
        host.settle()
        return host.graph.root?.scrollViews(at: CGPoint(x: 196, y: y)).first?.outputs.scrollState?.offset.y.rounded3
    }

    /// Drags one finger down the middle of the window from `start` to `end` (y, points) in
    /// 0.25 s and holds it still 0.1 s (no release velocity) before lifting it; `whileHeld`
    /// runs with the finger down. The sheet's settling animation is then run out.
    private func dragAndHold(_ host: ViewHost<some View>, from start: CGFloat, to end: CGFloat,
                             whileHeld: () -> Void = {}) {
        host.beginDrag(at: CGPoint(x: 196, y: start))
        host.moveDrag(to: CGPoint(x: 196, y: end), duration: 0.25)
        host.moveDrag(to: CGPoint(x: 196, y: end), duration: 0.1)
        whileHeld()
        host.endDrag()
        host.advance(by: 1)
    }

    /// Swiped up, the sheet grows with the finger and the content stays at its top: 150 points
    /// up from the medium detent is 542 tall (top 310), let go nearer the medium detent (150)
    /// than the large (241). 500 points up grows it the 391 points to its large detent and
    /// scrolls the content the other 109, and it stays large.
    @Test func issue16_aSwipeUpGrowsTheSheetBeforeTheContentScrolls() {
        let host = ViewHost(RowsSheet(shown: Shown()), device: .iPhone15Pro)
        #expect(sheetTop(host) == 460 && contentOffset(host) == 0)
        dragAndHold(host, from: 700, to: 550) {
            #expect(sheetTop(host) == 310)
            #expect(contentOffset(host) == 0)
        }
        #expect(sheetTop(host) == 460 && contentOffset(host) == 0)
        dragAndHold(host, from: 800, to: 300) {
            #expect(sheetTop(host) == 69)
            #expect(contentOffset(host) == 109)
        }
        #expect(sheetTop(host) == 69 && contentOffset(host) == 109)
    }

    /// `.resizes` is the default's behaviour: 200 points up from the medium detent, the sheet
    /// is 592 tall (top 260) and lifted there it goes to the large detent (191 away, the
    /// medium 200).
    @Test func issue16_resizesGrowsTheSheetFirstAsTheDefaultDoes() {
        let host = ViewHost(RowsSheet(shown: Shown(), interaction: .resizes), device: .iPhone15Pro)
        dragAndHold(host, from: 700, to: 500) {
            #expect(sheetTop(host) == 260)
            #expect(contentOffset(host) == 0)
        }
        #expect(sheetTop(host) == 69 && contentOffset(host) == 0)
    }

    /// A swipe down on content at its top moves the sheet down: 300 points from the large
    /// detent is 483 tall (top 369), let go nearer the medium detent (91) than the large (300).
    @Test func issue16_aSwipeDownOnContentAtItsTopMovesTheSheetDown() {
        let host = ViewHost(RowsSheet(shown: Shown(), initial: .large), device: .iPhone15Pro)
        #expect(sheetTop(host) == 69)
        dragAndHold(host, from: 200, to: 500) {
            #expect(sheetTop(host) == 369)
            #expect(contentOffset(host) == 0)
        }
        #expect(sheetTop(host) == 460 && contentOffset(host) == 0)
    }

    /// Content scrolled 150 points scrolls back first: of a 250-point swipe down, 150 bring
    /// it to its top and 100 move the sheet (683 tall, top 169), which goes back to the large
    /// detent (100 away; the medium 291). A 100-point swipe only scrolls.
    @Test func issue16_contentScrolledAwayScrollsBackBeforeTheSheetMoves() {
        let host = ViewHost(RowsSheet(shown: Shown(), initial: .large), device: .iPhone15Pro)
        host.scroll(by: CGSize(width: 0, height: 150), at: CGPoint(x: 196, y: 400))
        #expect(contentOffset(host) == 150)
        dragAndHold(host, from: 200, to: 300) {
            #expect(sheetTop(host) == 69)
            #expect(contentOffset(host) == 50)
        }
        dragAndHold(host, from: 200, to: 400) {
            #expect(sheetTop(host) == 219)
            #expect(contentOffset(host) == 0)
        }
        #expect(sheetTop(host) == 69 && contentOffset(host) == 0)
    }

    /// `.scrolls` scrolls the content first and grows the sheet only once the content is at
    /// its end. 20 rows are 1000 points, plus the 34-point bottom inset, in a 392-point
    /// viewport: 642 to scroll at the medium detent. 200 up scrolls 200 and leaves the sheet;
    /// 700 more scroll the other 442 and grow the sheet 258 (650 tall, top 202), the content's
    /// end staying at the sheet's bottom (offset 1034 − 650 = 384); let go, it goes large.
    @Test func issue16_scrollsScrollsTheContentToItsEndBeforeGrowingTheSheet() {
        let host = ViewHost(RowsSheet(shown: Shown(), interaction: .scrolls, rows: 20), device: .iPhone15Pro)
        dragAndHold(host, from: 700, to: 500) {
            #expect(sheetTop(host) == 460)
            #expect(contentOffset(host) == 200)
        }
        #expect(sheetTop(host) == 460 && contentOffset(host) == 200)
        dragAndHold(host, from: 800, to: 100) {
            #expect(sheetTop(host) == 202)
            #expect(contentOffset(host) == 384)
        }
        #expect(sheetTop(host) == 69)
        // Down, content not at its top scrolls back first, as with `.automatic`.
        dragAndHold(host, from: 300, to: 400) {
            #expect(sheetTop(host) == 69)
        }
    }

    /// A finger on blank content (no row hit under it, the sheet's card is) still holds the
    /// scroll view, as UIScrollView takes touches anywhere in its bounds: 150 points up grow
    /// the sheet (top 310) as on a row.
    @Test func issue16_aSwipeOnBlankContentHoldsTheScrollView() {
        let host = ViewHost(RowsSheet(shown: Shown(), interaction: .scrolls, hitsWholeRows: false), device: .iPhone15Pro)
        dragAndHold(host, from: 700, to: 550) {
            #expect(sheetTop(host) == 460)
            #expect(contentOffset(host) == 150)
        }
    }

    /// A quick flick up the content counts where it would come to rest, as on the sheet
    /// itself: 100 points in 0.1 s (1000 points per second, 499 more) sends it large.
    @Test func issue16_aFlickUpTheContentSendsTheSheetToItsLargeDetent() {
        let host = ViewHost(RowsSheet(shown: Shown()), device: .iPhone15Pro)
        host.drag(from: CGPoint(x: 196, y: 700), to: CGPoint(x: 196, y: 600), duration: 0.1)
        host.advance(by: 1)
        #expect(sheetTop(host) == 69 && contentOffset(host) == 0)
    }

    /// A sheet with one detent cannot grow: a swipe up scrolls its content. A swipe down on
    /// content at its top moves it down: 250 points leave the medium sheet 142 tall, less
    /// than half of 392, and it is dismissed.
    @Test func issue16_aSheetWithOneDetentScrollsAndASwipeDownAtTheTopDismissesIt() {
        let shown = Shown()
        let host = ViewHost(RowsSheet(shown: shown, detents: [.medium]), device: .iPhone15Pro)
        dragAndHold(host, from: 700, to: 500) {
            #expect(sheetTop(host) == 460)
            #expect(contentOffset(host) == 200)
        }
        host.scroll(by: CGSize(width: 0, height: -200), at: CGPoint(x: 196, y: 700))
        #expect(contentOffset(host) == 0)
        dragAndHold(host, from: 500, to: 750) {
            #expect(sheetTop(host) == 710)
        }
        #expect(!shown.isPresented && sheetTop(host) == nil)
    }

    /// The default sheet (large only) dismisses the same way, and one that cannot be
    /// dismissed rubber-bands below its detent instead (300 points: 136, as on the sheet
    /// itself) and springs back.
    @Test func issue16_aSwipeDownAtTheTopDismissesUnlessDisabled() {
        let shown = Shown()
        let host = ViewHost(RowsSheet(shown: shown, detents: [.large], initial: .large), device: .iPhone15Pro)
        dragAndHold(host, from: 100, to: 600) {
            #expect(sheetTop(host) == 569)
        }
        #expect(!shown.isPresented)

        let locked = Shown()
        let lockedHost = ViewHost(RowsSheet(shown: locked, detents: [.medium], dismissDisabled: true), device: .iPhone15Pro)
        dragAndHold(lockedHost, from: 480, to: 780) {
            #expect(sheetTop(lockedHost) == 596)
        }
        #expect(locked.isPresented && sheetTop(lockedHost) == 460)
    }

    /// Nested scroll views: the outermost vertical one decides. A swipe up on a horizontal
    /// scroll view in it, or on a vertical one nested in it (which hugs its content), grows
    /// the sheet as a swipe on the outer one does.
    @Test func issue16_theOutermostVerticalScrollViewDecides() {
        let host = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) {
            ScrollView {
                VStack(spacing: 0) {
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) { ForEach(0..<10, id: \.self) { Text("Card \($0)").frame(width: 150, height: 100).contentShape(Rectangle()) } }
                    }
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<30, id: \.self) { Text("Row \($0)").frame(width: 393, height: 50).contentShape(Rectangle()) } }
                    }
                }
            }
            .presentationDetents([.medium, .large])
        }, device: .iPhone15Pro)
        // The cards span 460...560; the inner rows start at 560.
        dragAndHold(host, from: 500, to: 350) {
            #expect(sheetTop(host) == 310)
        }
        #expect(sheetTop(host) == 460)
        dragAndHold(host, from: 700, to: 550) {
            #expect(sheetTop(host) == 310)
        }
        #expect(sheetTop(host) == 460 && contentOffset(host) == 0)
    }

    /// A horizontal scroll view alone in a sheet does not resize it: a swipe up on it moves
    /// nothing, and a swipe sideways scrolls it.
    @Test func issue16_aHorizontalScrollViewDoesNotResizeTheSheet() {
        let host = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<10, id: \.self) { Text("Card \($0)").frame(width: 150, height: 392).contentShape(Rectangle()) } }
            }
            .presentationDetents([.medium, .large])
        }, device: .iPhone15Pro)
        dragAndHold(host, from: 700, to: 500) {
            #expect(sheetTop(host) == 460)
        }
        host.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 100, y: 600))
        host.settle()
        #expect(sheetTop(host) == 460)
        #expect(host.graph.root?.scrollViews(at: CGPoint(x: 196, y: 600)).first?.outputs.scrollState?.offset.x.rounded3 == 200)
    }

    /// Bad input on a sheet's scroll view: points that are not finite are refused with a
    /// warning naming the call; a drag of no length is a tap. Nothing moves.
    @Test func issue16_badDragsOnASheetsScrollViewMoveNothing() {
        let shown = Shown()
        let warnings = capturingWarnings {
            let host = ViewHost(RowsSheet(shown: shown), device: .iPhone15Pro)
            host.drag(from: CGPoint(x: 196, y: 700), to: CGPoint(x: 196, y: CGFloat.nan))
            host.drag(from: CGPoint(x: CGFloat.infinity, y: 700), to: CGPoint(x: 196, y: 500))
            host.beginDrag(at: CGPoint(x: 196, y: 700))
            host.moveDrag(to: CGPoint(x: 196, y: -CGFloat.infinity))
            host.endDrag()
            host.drag(from: CGPoint(x: 196, y: 700), to: CGPoint(x: 196, y: 700))
            host.advance(by: 1)
            #expect(sheetTop(host) == 460 && contentOffset(host) == 0)
        }
        #expect(shown.isPresented)
        #expect(warnings.contains { $0.contains("drag(from:") && $0.contains("finite") })
        #expect(warnings.contains { $0.contains("moveDrag(to:") && $0.contains("finite") })
    }

    /// The screen's and the sheet's scroll offsets (y, rounded to 3 decimals): the scroll views
    /// under (196, 700), in the sheet at either detent and on the screen, scaled back or not,
    /// outermost (the screen's) first.
    private func offsets(_ host: ViewHost<some View>) -> [CGFloat] {
        host.settle()
        return host.graph.root?.scrollViews(at: CGPoint(x: 196, y: 700)).compactMap { $0.outputs.scrollState?.offset.y.rounded3 } ?? []
    }

    /// A fresh user's report: `scroll(by:at:)` at a point in a presented medium sheet scrolled
    /// the screen behind it. The sheet takes the scroll (its only detent medium: the content
    /// scrolls 100); the dimming beside it takes a scroll there, and nothing behind moves.
    /// With a large detent the sheet grows first, as under a finger: 500 points up grow it the
    /// 391 points to its large detent (top 69) and scroll the content the other 109.
    @Test func scrollByAtAPointInASheetScrollsTheSheetAndNotTheScreenBehind() {
        let host = ViewHost(ScrollingScreenSheet(detents: [.medium]), device: .iPhone15Pro)
        #expect(offsets(host) == [0, 0])
        #expect(host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 196, y: 700)))
        #expect(offsets(host) == [0, 100])
        #expect(sheetTop(host) == 460)
        writeScratch(host.render(), "sheet-scrolled")
        #expect(!host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 196, y: 200)))
        #expect(offsets(host) == [0, 100])
        let resizable = ViewHost(ScrollingScreenSheet(), device: .iPhone15Pro)
        #expect(resizable.scroll(by: CGSize(width: 0, height: 500), at: CGPoint(x: 196, y: 700)))
        resizable.advance(by: 1)
        #expect(sheetTop(resizable) == 69)
        #expect(offsets(resizable) == [0, 109])
    }
}

private extension CGFloat {
    /// The number rounded to 3 decimals (layout dumps' precision).
    var rounded3: CGFloat { (self * 1000).rounded() / 1000 }

}
