// ViewHost+ScrollTargets.swift · Raster/Rendering · where a host's scroll or drag comes to rest under a scroll target behaviour (SwiftUI scrollTargetBehavior(_:), ScrollTargetBehavior.updateTarget(_:context:), iOS 17)
// Status: Partial — the scroll view settles on its target at once (the deceleration to it is
// not animated); `updateTarget` is not called when a scroll view changes size; a drag on a
// scroll view without a behaviour stops where the finger lifts (no momentum).
//
// The flow follows Apple's `updateTarget` documentation ("When a scroll gesture ends, it
// calculates where it would naturally scroll to using its deceleration rate"): the natural
// target is the offset where the scroll ended plus the lift velocity × `DragGesture.projectionTime`
// (0.998 / (1 − 0.998) / 1000 s: UIScrollView.DecelerationRate.normal, 0.998 per millisecond),
// clamped to the content; the behaviour's `updateTarget` moves it (the built-in behaviours too);
// a target that is not finite is dropped with a warning; the result is clamped to the content.

import Foundation

extension ViewHost {
    /// Brings the scroll views `nodes` to rest where their `scrollTargetBehavior` puts them
    /// (`Node.restingOffset`), after a scroll that started at the offsets `start` (by scroll
    /// view; a missing one started where it is) and ended with the content offset moving at
    /// `velocity` (points per second). The frame is laid out at the scrolled offsets first, so
    /// that a lazy stack has built the rows there. `willMove` is called with each scroll view
    /// about to move, before its offset changes. Returns the scroll views it moved.
    @discardableResult
    func restOnScrollTargets(_ nodes: [Node], startedAt start: [ObjectIdentifier: CGPoint], velocity: CGVector,
                             willMove: (Node) -> Void = { _ in }) -> [Node] {
        guard nodes.contains(where: { $0.outputs.scrollState?.targetBehavior != nil }) else { return [] }
        settle()
        var moved: [Node] = []
        for node in nodes where !node.isRemoved {
            guard let state = node.outputs.scrollState, let behavior = state.targetBehavior else { continue }
            let rest = graph.hosting {
                node.restingOffset(for: behavior, startedAt: start[ObjectIdentifier(node)] ?? state.offset, velocity: velocity)
            }
            guard rest != state.offset else { continue }
            willMove(node)
            state.offset = rest
            node.scrollOffsetDidChange()
            moved.append(node)
        }
        return moved
    }

    /// Lifts a finger that scrolled scroll views (`TouchSession.scrolled`): those with a
    /// scroll target behaviour, still there and not pulled past their top, come to rest for
    /// the content's velocity at the lift, decelerating (`ScrollPhase`) when they move on.
    func restScrolledViews(of session: TouchSession) {
        let resting = session.scrolled.filter { node in
            !node.isRemoved && (node.outputs.scrollState.map { $0.targetBehavior != nil && $0.overscroll == 0 } ?? false)
        }
        guard !resting.isEmpty else { return }
        let velocity = session.contentVelocity
        let moved = restOnScrollTargets(resting, startedAt: session.scrollStarts, velocity: velocity) {
            $0.outputs.scrollState?.changePhase(to: .decelerating, velocity: velocity)
        }
        if !moved.isEmpty { scrollViewsDidMove(moved) }
    }
}

extension Node {
    /// The content offset (points, as `ScrollViewState.offset`) at which this scroll view rests
    /// under `behavior` after a scroll that began at offset `start` and ended at its current
    /// offset with the offset moving at `velocity` (points per second; only its components
    /// along the scrolled axes count). The natural target, the current offset plus
    /// `velocity × DragGesture.projectionTime` clamped to the content, goes to
    /// `behavior.updateTarget` as a rect the scroll view's size; the rect it leaves is shown as
    /// its `ScrollTarget.anchor` says and the offset clamped to the content. A target left not
    /// finite is ignored with a warning naming the behaviour: the scroll rests at the natural
    /// target.
    func restingOffset(for behavior: any ScrollTargetBehavior, startedAt start: CGPoint, velocity: CGVector) -> CGPoint {
        guard let state = outputs.scrollState else { return .zero }
        let viewport = state.viewportSize
        let velocity = CGVector(dx: state.axes.contains(.horizontal) ? velocity.dx : 0,
                                dy: state.axes.contains(.vertical) ? velocity.dy : 0)
        let travel = DragGesture.projectionTime
        let natural = state.clamped(CGPoint(x: state.offset.x + velocity.dx * travel, y: state.offset.y + velocity.dy * travel))
        let insets = state.safeAreaInsets
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(origin: start, size: viewport)),
            velocity: velocity, contentSize: state.contentSize,
            containerSize: CGSize(width: max(0, viewport.width - insets.horizontal), height: max(0, viewport.height - insets.vertical)),
            axes: state.axes, environment: environment, liftOffset: state.offset, viewportSize: viewport,
            targetViewOffsets: { [weak self] in self?.scrollTargetViewOffsets() ?? [] })
        var target = ScrollTarget(rect: CGRect(origin: natural, size: viewport))
        behavior.updateTarget(&target, context: context)
        let invalid = target.nonFiniteFields
        guard invalid.isEmpty else {
            let named = (behavior as? AnyScrollTargetBehavior)?.base ?? behavior
            warnOnce("\(strippingGenerics(String(describing: type(of: named)))).updateTarget(_:context:) set "
                     + "target.\(invalid.joined(separator: ", target.")) to a value that is not finite (NaN or infinity); "
                     + "the scroll view rests at the natural target instead. Set target.rect to finite points in the "
                     + "scroll content's coordinates (its origin is the content offset to rest at)")
            return natural
        }
        var rest = natural
        for axis in context.scrolledAxes {
            rest[axis] += ScrollViewState.distance(toShow: target.rect.origin[axis], length: target.rect.size[axis],
                                                   from: natural[axis], viewportLength: viewport[axis],
                                                   anchor: target.anchor.map { axis == .horizontal ? $0.x : $0.y })
        }
        return state.clamped(rest)
    }

    /// The content offsets (points) that put the leading edge of each identified row of this
    /// scroll view's content (`identifiedRows()`: its first `ForEach` or lazy stack) at the
    /// leading edge of its container, the scroll view less its safe-area insets and content
    /// margins (so rows rest inside a `safeAreaPadding` or `contentMargins`, as Apple's
    /// `.viewAligned` examples pair them, and below a bar), along both axes. A lazy container gives every row of its data, those not built
    /// at its estimate (`LazyRowWindow.estimatedStart(ofRow:)`), so that a flick can rest on a
    /// row far from the built ones; other rows are those placed now.
    func scrollTargetViewOffsets() -> [CGPoint] {
        guard let state = outputs.scrollState else { return [] }
        let insets = state.targetInsets
        let container = CGRect(x: insets.leading, y: insets.top, width: frame.width, height: frame.height)
            .applying(transformToGlobal)
        func offset(showing edge: CGPoint) -> CGPoint {
            CGPoint(x: state.offset.x + edge.x - container.minX, y: state.offset.y + edge.y - container.minY)
        }
        let rows = identifiedRows()
        if let container = rows.first?.parent, let lazy = container.storage[LazyRows.storageKey] as? LazyRows,
           !lazy.window.built.isEmpty {
            let stack = CGRect(origin: .zero, size: container.frame.size).applying(container.transformToGlobal)
            return (0..<lazy.window.rowCount).map { row in
                var edge = stack.origin
                edge[lazy.axis] += lazy.window.estimatedStart(ofRow: row)
                return offset(showing: edge)
            }
        }
        return rows.map(\.unitsWindowFrame).filter { !$0.isNull }.map { offset(showing: $0.origin) }
    }
}
