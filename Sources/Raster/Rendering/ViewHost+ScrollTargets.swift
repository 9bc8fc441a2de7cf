// ViewHost+ScrollTargets.swift · Raster/Rendering · where a host's scroll comes to rest under a scroll target behaviour (SwiftUI scrollTargetBehavior(_:), PagingScrollTargetBehavior, ViewAlignedScrollTargetBehavior, iOS 17)
// Status: Partial — rests after `ViewHost.scroll(by:at:)` only, as after a finger lifted without
// velocity (the nearest target); a drag ends where the finger lifts. `.viewAligned` aligns the
// identified rows of the content (its first ForEach or lazy stack), with or without
// `scrollTargetLayout()`, to the viewport's leading edge; `limitBehavior` is not used.
//
// Apple: `PagingScrollTargetBehavior` "aligns scroll targets to container-based geometry" (it
// "uses the geometry of the scroll view to decide where to allow scrolls to end"; Raster: a
// page is the scroll view's length along the axis); `ViewAlignedScrollTargetBehavior` "aligns
// scroll targets to view-based geometry", the views of a `scrollTargetLayout()`.

import Foundation

extension ViewHost {
    /// Brings the scroll views a host's scroll `moved` to rest where their
    /// `scrollTargetBehavior` puts them (`Node.restingOffset(for:)`); the frame is laid out at
    /// the scrolled offsets first, so that a lazy stack has built the rows there. Returns the
    /// scroll views whose offset now differs from `before` (offsets by scroll view).
    func restOnScrollTargets(_ moved: [Node], before: [ObjectIdentifier: CGPoint]) -> [Node] {
        guard moved.contains(where: { $0.outputs.scrollState?.targetBehavior != nil }) else { return moved }
        settle()
        for node in moved {
            guard let state = node.outputs.scrollState, let behavior = state.targetBehavior else { continue }
            let rest = node.restingOffset(for: behavior)
            guard rest != state.offset else { continue }
            state.offset = rest
            node.scrollOffsetDidChange()
        }
        return moved.filter { node in node.outputs.scrollState.map { $0.offset != before[ObjectIdentifier(node)] } ?? false }
    }
}

extension Node {
    /// The offset (points, as `ScrollViewState.offset`) at which this scroll view rests under
    /// `behavior`, along each axis it scrolls: `.paging` the multiple of the viewport's length
    /// nearest the offset; `.viewAligned` the offset that puts the leading edge of the nearest
    /// identified row of its content at the viewport's leading edge; clamped to the content.
    /// Another behaviour (a custom type) keeps the offset.
    func restingOffset(for behavior: any ScrollTargetBehavior) -> CGPoint {
        guard let state = outputs.scrollState else { return .zero }
        let viewport = CGRect(origin: .zero, size: frame.size).applying(transformToGlobal)
        let rows = behavior is ViewAlignedScrollTargetBehavior ? identifiedRows().map(\.unitsWindowFrame).filter { !$0.isNull } : []
        /// The resting offset along one axis: `offset` now, `length` of the viewport, `limit` the
        /// largest offset, `edges` the rows' leading edges in window points, `origin` the viewport's.
        func rest(_ offset: CGFloat, length: CGFloat, limit: CGFloat, edges: [CGFloat], origin: CGFloat) -> CGFloat {
            let targets: [CGFloat]
            switch behavior {
            case is PagingScrollTargetBehavior:
                guard length > 0 else { return offset }
                let page = (offset / length).rounded(.down)
                targets = [page * length, (page + 1) * length]
            case is ViewAlignedScrollTargetBehavior:
                targets = edges.map { offset + $0 - origin }
            default:
                return offset
            }
            let clamped = targets.map { min(max($0, 0), limit) }
            return clamped.min { abs($0 - offset) < abs($1 - offset) } ?? offset
        }
        var offset = state.offset
        let limit = state.maximumOffset
        if state.axes.contains(.horizontal) {
            offset.x = rest(offset.x, length: viewport.width, limit: limit.x, edges: rows.map(\.minX), origin: viewport.minX)
        }
        if state.axes.contains(.vertical) {
            offset.y = rest(offset.y, length: viewport.height, limit: limit.y, edges: rows.map(\.minY), origin: viewport.minY)
        }
        return offset
    }
}
