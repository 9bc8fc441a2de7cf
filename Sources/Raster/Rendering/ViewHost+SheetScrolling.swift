// ViewHost+SheetScrolling.swift · Raster/Rendering · a finger on a scroll view in a sheet: the sheet grows before the content scrolls, and moves down once the content is back at its top (Raster's own; UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge, SwiftUI presentationContentInteraction, iOS 16.4)
// Status: Complete — where one drag crosses from the sheet to the content (or back) the rest
// of the move goes on to the other at once [UNCERTAIN: Apple documents the order, not the
// handover within one gesture]; no momentum.
//
// Apple's documentation of `presentationContentInteraction(_:)`: "By default, when a person
// swipes up on a scroll view in a resizable presentation, the presentation grows to the next
// detent. A scroll view embedded in the presentation only scrolls after the presentation
// reaches its largest size", and `.scrolls` makes "swipe gestures scroll content first,
// resizing the sheet only after hitting the end of the scroll view".
// `UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge` (default true):
// "scrolling up in the sheet increases its detent instead of scrolling the sheet's content.
// After the sheet reaches its largest detent, scrolling begins." A drag down on content at
// its top moves the sheet down (to a smaller detent, or dismissing it), as iOS's page sheets
// do since iOS 13; content scrolled away scrolls back first.

import Foundation

/// A finger on a vertical scroll view in a sheet, and what it has moved of the sheet.
final class SheetScrollTouch {
    /// The unit carrying the sheet's drag and its `SheetResizing`.
    let sheet: Node
    /// The outermost enabled vertical scroll view in the sheet under the finger: its offset
    /// decides between the sheet and the content, and it takes the vertical scrolling.
    let scrollView: Node
    /// How far the finger has moved the sheet below its resting height, points (up is
    /// negative); the sheet's `dragOffset`.
    private(set) var sheetOffset: CGFloat = 0
    /// Whether the finger has moved the sheet: lifting it then sends the sheet to a detent.
    private(set) var hasMovedSheet = false
    /// The finger's last positions (y, window points, at host seconds), for the release velocity.
    var sampler = VelocitySampler<CGFloat>()

    init(sheet: Node, scrollView: Node) {
        self.sheet = sheet
        self.scrollView = scrollView
    }

    /// Splits `move` points of finger travel (down positive) between the sheet and content
    /// scrolled `contentOffset` points (within `0...maximumOffset`), updating both.
    ///
    /// A move up first takes back what the finger moved the sheet down; then, resizing first,
    /// grows the sheet to its largest detent and scrolls the content with the rest, or,
    /// scrolling first (`.scrolls`), scrolls the content to its end and grows the sheet with
    /// the rest. A move down scrolls the content back to its top and moves the sheet down
    /// with the rest. Returns whether the sheet moved.
    func split(_ move: CGFloat, of sheet: SheetResizing, contentOffset: inout CGFloat, maximumOffset: CGFloat) -> Bool {
        let before = sheetOffset
        var remaining = move
        /// Moves the sheet up with the finger until it is `limit` points tall.
        func raiseSheet(upTo limit: CGFloat) {
            guard remaining < 0 else { return }
            let room = max(0, limit - (sheet.restingHeight - sheetOffset))
            let step = max(remaining, -room)
            sheetOffset += step
            remaining -= step
        }
        func scrollContent() {
            let target = min(max(contentOffset - remaining, 0), max(maximumOffset, 0))
            remaining += target - contentOffset
            contentOffset = target
        }
        if remaining < 0 {
            raiseSheet(upTo: sheet.restingHeight)
            if sheet.resizesFirst {
                raiseSheet(upTo: sheet.largestHeight)
                scrollContent()
            } else {
                scrollContent()
                raiseSheet(upTo: sheet.largestHeight)
            }
        } else {
            scrollContent()
            sheetOffset += remaining
        }
        if sheetOffset != before { hasMovedSheet = true }
        return sheetOffset != before
    }
}

extension ViewHost {
    /// The sheet a finger touching down on `start` drags through a scroll view: the nearest
    /// sheet up from it, with the outermost enabled vertical scroll view between them; nil
    /// when there is none (a horizontal scroll view alone does not resize the sheet).
    func sheetScrollTouch(from start: Node) -> SheetScrollTouch? {
        var outermost: Node?
        var node: Node? = start
        while let unit = node {
            if unit.outputs.sheetResizing != nil {
                return outermost.map { SheetScrollTouch(sheet: unit, scrollView: $0) }
            }
            if let state = unit.outputs.scrollState, state.isEnabled, state.axes.contains(.vertical) { outermost = unit }
            node = unit.layoutParent
        }
        return nil
    }

    /// Scrolls by `delta` (a content offset change, points, as `scroll(by:at:)` takes it) for
    /// a finger on a scroll view in a sheet (`session`; nil for a host's `scroll(by:at:)`):
    /// horizontally as anywhere, vertically split between the sheet and the outermost
    /// vertical scroll view (`SheetScrollTouch.split`). Returns whether anything moved.
    @discardableResult
    func scrollInSheet(by delta: CGSize, at point: CGPoint, touch: SheetScrollTouch, session: TouchSession?) -> Bool {
        var moved = false
        if delta.width != 0 { moved = scroll(by: CGSize(width: delta.width, height: 0), at: point, pulling: session) }
        guard delta.height != 0 else { return moved }
        settle()
        guard !touch.sheet.isRemoved, !touch.scrollView.isRemoved, let sheet = touch.sheet.outputs.sheetResizing,
              let state = touch.scrollView.outputs.scrollState else {
            // The sheet went away under the finger: the content scrolls as anywhere.
            return scroll(by: CGSize(width: 0, height: delta.height), at: point, pulling: session) || moved
        }
        var offset = state.offset.y
        let sheetMoved = touch.split(-delta.height, of: sheet, contentOffset: &offset, maximumOffset: state.maximumOffset.y)
        if offset != state.offset.y {
            state.offset.y = offset
            touch.scrollView.scrollOffsetDidChange()
            scrollViewsDidMove([touch.scrollView])
            moved = true
        }
        if sheetMoved {
            sheet.follow(touch.sheetOffset)
            settle()
        }
        return moved || sheetMoved
    }

    /// Lifts a finger that moved a sheet through its scroll view: the sheet goes to the detent
    /// nearest the height the release velocity projects (× `DragGesture.projectionTime`, as
    /// the sheet's own drag), or is dismissed.
    func releaseSheetScroll(_ touch: SheetScrollTouch) {
        guard touch.hasMovedSheet, !touch.sheet.isRemoved, let sheet = touch.sheet.outputs.sheetResizing else { return }
        let velocity = touch.sampler.velocity { last, previous, dt in (last - previous) / CGFloat(dt) } ?? 0
        let projected = sheet.restingHeight - touch.sheetOffset - velocity * DragGesture.projectionTime
        graph.hosting { sheet.release(projected) }
        settle()
    }
}
