// ViewHost+Scrolling.swift · Raster/Rendering · scrolling a hosted view's scroll views by exact amounts (Raster's own; a finger's drag on iOS)
// Status: Complete for exact scrolls — no momentum, paging or view-aligned snapping; a held
// finger pulls content past its top (rubber band), which springs back when it lifts.

import Foundation

extension ViewHost {
    /// Scrolls the scroll views under `point` (points, window coordinates) by `delta`, as a
    /// finger dragging there would once it comes to rest.
    ///
    /// Raster: `delta` is the change of the content offset, points: positive `height`
    /// shows content further down (a finger moving up), positive `width` content further
    /// right; negative amounts scroll back. Each component goes to the innermost scroll view
    /// under the point that scrolls along that axis, is enabled (`scrollDisabled`) and has
    /// content overflowing its viewport there, else to the innermost one enabled on that
    /// axis — so an inner scroll view takes the gesture from an outer one on the same axis,
    /// as in SwiftUI. Offsets are clamped to `0...(content − viewport)`. The frame is laid
    /// out again before this returns, and a `scrollPosition(id:)` binding of a scroll view
    /// that moved is set to its current row. A scroll view that dismisses the keyboard
    /// (`scrollDismissesKeyboard(_:)`) takes focus from the focused text field. A list row
    /// whose swipe actions are open closes (`swipeActions`).
    /// - Returns: whether any scroll view moved.
    @discardableResult
    public func scroll(by delta: CGSize, at point: CGPoint) -> Bool {
        closeOpenSwipeRow()
        return scroll(by: delta, at: point, pulling: nil)
    }

    /// `scroll(by:at:)`, for a finger holding the content when `pulling` is given: a
    /// vertical move past the top pulls the content down (`ScrollViewState.pull(by:)`), and
    /// the scroll view pulled is added to `pulling` so that lifting the finger releases it
    /// (`ScrollViewState.release()`: the spring back, and a refresh pulled far enough).
    @discardableResult
    func scroll(by delta: CGSize, at point: CGPoint, pulling: TouchSession?) -> Bool {
        guard delta.width.isFinite, delta.height.isFinite, point.x.isFinite, point.y.isFinite else {
            warnOnce("ViewHost.scroll(by: \(delta), at: \(point)) ignored: the amount and the point must be finite numbers of points")
            return false
        }
        settle()
        guard let root = graph.root else { return false }
        let candidates = root.scrollViews(at: point).reversed()
        var moved: [Node] = []
        for axis in [Axis.horizontal, .vertical] where delta[axis] != 0 {
            let set: Axis.Set = axis == .horizontal ? .horizontal : .vertical
            let enabled = candidates.filter { $0.outputs.scrollState.map { $0.isEnabled && $0.axes.contains(set) } ?? false }
            let overflowing = enabled.first { node in
                let limit = node.outputs.scrollState!.maximumOffset
                return (axis == .horizontal ? limit.x : limit.y) > 0
            }
            guard let node = overflowing ?? enabled.first, let state = node.outputs.scrollState else { continue }
            if axis == .vertical, let session = pulling {
                guard state.pull(by: delta.height) else { continue }
                if state.overscroll > 0, !session.pulled.contains(where: { $0 === node }) { session.pulled.append(node) }
                node.scrollOffsetDidChange()
                if !moved.contains(where: { $0 === node }) { moved.append(node) }
                continue
            }
            var offset = state.offset
            if axis == .horizontal { offset.x += delta.width } else { offset.y += delta.height }
            let clamped = state.clamped(offset)
            guard clamped != state.offset else { continue }
            state.offset = clamped
            node.scrollOffsetDidChange()
            if !moved.contains(where: { $0 === node }) { moved.append(node) }
        }
        guard !moved.isEmpty else { return false }
        scrollViewsDidMove(moved)
        return true
    }

    /// After the scroll views `moved` changed their offsets: one that dismisses the keyboard
    /// takes focus from the focused text field, the frame is laid out again, and each reports
    /// its `scrollPosition(id:)`.
    func scrollViewsDidMove(_ moved: [Node]) {
        if moved.contains(where: { $0.outputs.scrollState?.dismissesKeyboard == true }) {
            graph.resignFocus()
        }
        settle()
        for node in moved { node.reportScrollPosition() }
        settle()
    }
}
