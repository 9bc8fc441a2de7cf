// ViewHost+Scrolling.swift · Raster/Rendering · scrolling a hosted view's scroll views by exact amounts (Raster's own; a finger's drag on iOS)
// Status: Complete for exact scrolls — no momentum; a scroll target behaviour brings a host's
// scroll or drag to rest (ViewHost+ScrollTargets.swift); a held finger pulls content past its
// top (rubber band), which springs back when it lifts.

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
    ///
    /// The point is touched as a finger touches it: only scroll views in the presentation
    /// the touch lands on move, so a point in a presented sheet scrolls the sheet's content,
    /// and one on the dimming beside a modal sheet moves nothing behind it. A vertical
    /// scroll on a scroll view in a sheet with detents moves the sheet first, as a drag there
    /// does (`presentationContentInteraction(_:)`), and the sheet then rests at the detent
    /// nearest its height. A scroll view with a `scrollTargetBehavior` comes to rest where the
    /// behaviour's `updateTarget(_:context:)` moves the offset scrolled to, as after a finger
    /// lifts without velocity (`context.velocity` is zero), clamped to the content: `.paging`
    /// at the nearest multiple of its size along the axis, `.viewAligned` with the nearest row
    /// of its content at its leading edge inside its safe area.
    /// - Returns: whether any scroll view (or the sheet) moved.
    @discardableResult
    public func scroll(by delta: CGSize, at point: CGPoint) -> Bool {
        closeOpenSwipeRow()
        guard Self.isFiniteScroll(delta, at: point) else { return false }
        settle()
        if delta.height != 0, let root = graph.root, let start = touchTargets(at: point, in: root).start,
           let touch = sheetScrollTouch(from: start) {
            let moved = scrollInSheet(by: delta, at: point, touch: touch, session: nil)
            releaseSheetScroll(touch)
            return moved
        }
        return scroll(by: delta, at: point, pulling: nil)
    }

    /// Whether a scroll's amount and point are finite; warns naming the call when not.
    private static func isFiniteScroll(_ delta: CGSize, at point: CGPoint) -> Bool {
        guard delta.width.isFinite, delta.height.isFinite, point.x.isFinite, point.y.isFinite else {
            warnOnce("ViewHost.scroll(by: \(delta), at: \(point)) ignored: the amount and the point must be finite numbers of points")
            return false
        }
        return true
    }

    /// `scroll(by:at:)`, for a finger holding the content when `pulling` is given: a
    /// vertical move past the top pulls the content down (`ScrollViewState.pull(by:)`), and
    /// the scroll view pulled is added to `pulling` so that lifting the finger releases it
    /// (`ScrollViewState.release()`: the spring back, and a refresh pulled far enough).
    /// Only the scroll views of the presentation level the point touches move (`touchTargets`).
    /// With `pulling`, the scroll views moved are noted on the session, to rest when the finger
    /// lifts (`restScrolledViews(of:)`); without, they rest on their scroll targets at once
    /// (`restOnScrollTargets`, without velocity).
    @discardableResult
    func scroll(by delta: CGSize, at point: CGPoint, pulling: TouchSession?) -> Bool {
        guard Self.isFiniteScroll(delta, at: point) else { return false }
        settle()
        guard let root = graph.root else { return false }
        let candidates = touchedScrollViews(at: point, in: root)
        let before = Dictionary(candidates.map { (ObjectIdentifier($0), $0.outputs.scrollState?.offset ?? .zero) }) { a, _ in a }
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
            if pulling == nil, !moved.contains(where: { $0 === node }) {
                // A whole drag in one call: the finger touches and moves the content.
                state.changePhase(to: .tracking, velocity: nil)
                state.changePhase(to: .interacting, velocity: nil)
            }
            state.offset = clamped
            node.scrollOffsetDidChange()
            if !moved.contains(where: { $0 === node }) { moved.append(node) }
        }
        if let session = pulling {
            session.noteScrolled(moved, startedAt: before)
        } else {
            restOnScrollTargets(moved, startedAt: before, velocity: .zero) {
                $0.outputs.scrollState?.changePhase(to: .decelerating, velocity: .zero)
            }
            for node in moved { node.outputs.scrollState?.changePhase(to: .idle, velocity: .zero) }
            moved = moved.filter { node in node.outputs.scrollState.map { $0.offset != before[ObjectIdentifier(node)] } ?? false }
        }
        guard !moved.isEmpty else {
            settle()
            return false
        }
        scrollViewsDidMove(moved)
        return true
    }

    /// The scroll views under `point` (window points) that a finger there can move, innermost
    /// first: those in the presentation level the touch lands on (`touchTargets`).
    func touchedScrollViews(at point: CGPoint, in root: Node) -> [Node] {
        let level = presentationLevel(of: touchTargets(at: point, in: root).start)
        return root.scrollViews(at: point).reversed().filter { presentationLevel(of: $0) === level }
    }

    /// The presentation level `node` is in (a child of the window's presentation layer: a
    /// sheet, a dialog with its dimming...); nil for the screen.
    private func presentationLevel(of node: Node?) -> Node? {
        guard let layer = graph.presentations.layer else { return nil }
        var current = node
        while let unit = current {
            if unit.parent === layer { return unit }
            current = unit.parent
        }
        return nil
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
