// Animator.swift · Raster/Animation · the animation stage of a frame, between layout and drawing (SwiftUI's animatable attributes)
// Status: Complete for timing curves, springs, transitions and matched geometry; see
// COMPATIBILITY.md for how retargeted springs combine.
//
// Layout always works with targets: a unit's frame is where it ends up. The animator keeps,
// per graph, the host's clock and every attribute that moves over time — each unit's frame,
// its offset, opacity, colour, shape data and effect parameters (`AnimatedValue`s on the
// node), the fades of insertions and removals and the ghosts of removed views; the runs
// a transaction starts join its `.removed` completions (RemovalGroup.swift). It is driven
// at three points of a frame:
//   1. during updates, primitives move their attributes to new targets (`Node.animated`);
//   2. after layout, `recordFrames` moves every placed unit's frame to where layout put it;
//   3. the display-list builder samples it at the clock's time (`frame(of:)`, `offset(of:)`,
//      `transitionOpacity(of:)`, `ghosts(in:)`).
// Frame sequences are samples of the same state at 1/fps steps of the clock.

import Foundation

/// The animation stage of one view graph.
final class Animator {
    /// The host's clock, sampled by every animated value.
    let clock = AnimationClock()
    /// Removed views still drawing their removal transitions (Animation/Transitions.swift).
    var ghosts: [Ghost] = []
    /// Nodes whose last update read the clock's time (a running keyframe animator, an
    /// `Animatable` modifier mid-change), with that time: they update again once the clock
    /// has moved (`invalidateClockReaders`).
    private var clockReaders: [ObjectIdentifier: (node: WeakNode, time: TimeInterval)] = [:]

    /// Whether anything still moves at the clock's time: an animated value, a ghost or a
    /// view that reads the clock.
    var isAnimating: Bool { clock.isAnimating || !ghosts.isEmpty || !clockReaders.isEmpty }

    // MARK: Driving

    /// The animated attribute `key` of `node`, moved to `value` with `animation` (none: it
    /// jumps there).
    func move<V: VectorArithmetic>(_ key: String, of node: Node, to value: V, animation: Animation?) -> AnimatedValue<V> {
        if let existing = node.animation.values[key] as? AnimatedValue<V> {
            existing.set(value, animation: animation)
            return existing
        }
        let created = AnimatedValue(value, clock: clock)
        node.animation.values[key] = created
        return created
    }

    /// Moves every unit's animated frame to where layout put it, with each unit's animation
    /// from `animation`. Run after the whole layout pass, so that only final frames are
    /// recorded.
    ///
    /// A matched view inserted in an animated update starts at its group's previous source
    /// frame; its new descendants start at their final frames scaled the same way.
    func recordFrames(of placed: [Node], previousMatchedFrames: [MatchedGeometry.Key: CGRect],
                      animation: (Node) -> Animation?) {
        var scales: [ObjectIdentifier: CGSize] = [:]
        for unit in placed {
            var scale = scales.isEmpty ? nil : unit.layoutParent.flatMap { scales[ObjectIdentifier($0)] }
            let isNew = unit.animation.frame == nil
            var start: CGRect?
            if isNew, let matchedStart = matchedStartFrame(of: unit, previous: previousMatchedFrames) {
                start = matchedStart
                scale = CGSize(width: unit.frame.width > 0 ? matchedStart.width / unit.frame.width : 1,
                               height: unit.frame.height > 0 ? matchedStart.height / unit.frame.height : 1)
            } else if isNew, let scale {
                start = CGRect(x: unit.frame.minX * scale.width, y: unit.frame.minY * scale.height,
                               width: unit.frame.width * scale.width, height: unit.frame.height * scale.height)
            } else if isNew, animation(unit) != nil, let kept = startKeepingPosition(of: unit) {
                start = kept
            }
            if let scale { scales[ObjectIdentifier(unit)] = scale }
            if let start, let animation = animation(unit) {
                let value = AnimatedValue(start.animatableData, clock: clock)
                value.set(unit.frame.animatableData, animation: animation)
                unit.animation.frame = value
            } else if let existing = unit.animation.frame {
                // Most units stay where they were: their animation is not looked up.
                let target = unit.frame.animatableData
                if existing.target != target { existing.set(target, animation: animation(unit)) }
            } else {
                unit.animation.frame = AnimatedValue(unit.frame.animatableData, clock: clock)
            }
        }
    }

    /// For a matched view inserted in this animated update, wherever it sits in the inserted
    /// subtree (inside a `frame` or `padding` too): the frame its group's source had before
    /// the update, in its layout parent's space as that parent is drawn at the moment of the
    /// change.
    private func matchedStartFrame(of unit: Node, previous: [MatchedGeometry.Key: CGRect]) -> CGRect? {
        guard let matched = unit.outputs.matchedGeometry, unit.isInsideInsertion,
              let start = previous[matched.key] else { return nil }
        let parentTransform = unit.layoutParent.map(presentationTransformToGlobal) ?? .identity
        return start.applying(parentTransform.inverted())
    }

    /// For a unit inserted in an animated update while the units above it move: the frame,
    /// in its layout parent's space as that parent is drawn at the moment of the change, at
    /// which it is drawn where layout put it, so that it stays there while they move (SwiftUI
    /// pushes position changes down to the leaves, which animate their own frames; a new leaf
    /// has no old frame). Only the units below the nearest `geometryGroup()` count: a group
    /// is animated as one frame that carries what it holds. Nil when none of them moves.
    private func startKeepingPosition(of unit: Node) -> CGRect? {
        var presented = CGAffineTransform.identity, final = CGAffineTransform.identity
        var node = unit.layoutParent
        while let n = node, !n.outputs.isGeometryGroup {
            presented = presented.concatenating(presentationTransformToParent(n))
            final = final.concatenating(n.transformToParent)
            node = n.layoutParent
        }
        guard presented != final else { return nil }
        return unit.frame.applying(final).applying(presented.inverted())
    }

    /// Schedules a transaction's `withAnimation` completions on the host clock, started now
    /// with `animation` (none: they run at the next step): `.logicallyComplete` ones when
    /// it is logically complete; `.removed` ones when every animation run the transaction
    /// starts has been removed (`RemovalGroup`), so the runs this update starts join them.
    /// Call at the start of every transaction, with its completions (none: runs then join
    /// no group).
    func beginTransaction(completions: [(criteria: AnimationCompletionCriteria, action: () -> Void)],
                          animation: Animation?, on hostClock: HostClock) {
        let now = clock.time
        var removed: [() -> Void] = []
        for (criteria, action) in completions {
            guard criteria.removed else {
                // An animation that repeats for ever is never logically complete.
                if animation != nil, animation?.logicalDuration == nil { continue }
                hostClock.schedule(at: now + (animation?.logicalDuration ?? 0), action)
                continue
            }
            removed.append(action)
        }
        clock.removalGroup = removed.isEmpty ? nil : RemovalGroup(actions: removed, start: now, on: hostClock)
    }

    /// Marks `node`, while it updates, as showing the clock's current time: it updates
    /// again in the first frame at a later time. A node calls this in every update for as
    /// long as what it shows still moves.
    func updateAgainWhenTheClockMoves(_ node: Node) {
        clockReaders[ObjectIdentifier(node)] = (WeakNode(node: node), clock.time)
    }

    /// Invalidates the nodes that showed an earlier time than the clock's (they stop
    /// reading it unless their update asks again); run before a frame's updates.
    func invalidateClockReaders(with invalidate: (Node) -> Void) {
        guard !clockReaders.isEmpty else { return }
        let now = clock.time
        for (id, reader) in clockReaders where reader.time != now {
            clockReaders[id] = nil
            if let node = reader.node.node { invalidate(node) }
        }
    }

    /// `value` (an `Animatable` modifier) with its `animatableData` where its animation
    /// from earlier values has got to at the clock's time; while it moves, `node` updates
    /// again when the clock moves, so the modifier's body is built from each frame's value.
    func presentation<A: Animatable>(of value: A, on node: Node) -> A {
        guard A.AnimatableData.self != EmptyAnimatableData.self else { return value }
        let animated = node.animated("animatableData", value.animatableData)
        guard animated.isAnimating(at: clock.time) else { return value }
        updateAgainWhenTheClockMoves(node)
        var presented = value
        presented.animatableData = animated.presentationValue
        return presented
    }

    // MARK: Sampling

    /// The unit's frame as drawn now: its placed frame, or where its animation has got to.
    func frame(of unit: Node) -> CGRect {
        guard let value = unit.animation.frame else { return unit.frame }
        var rect = CGRect.zero
        rect.animatableData = value.presentationValue
        return rect
    }

    /// The unit's drawing offset from its layout position (`offset(x:y:)`) as drawn now, points.
    func offset(of unit: Node) -> CGSize {
        guard let source = unit.outputs.drawing.offsetSource else { return .zero }
        var size = CGSize.zero
        size.animatableData = source.presentationValue
        return size
    }

    /// The opacity of the default fade transition running on `node` itself, if one runs.
    func fadeOpacity(of node: Node) -> Double? {
        (node.animation.values["fade"] as? AnimatedValue<Double>)?.presentationValue
    }

    /// The combined opacity of the default fade transitions running on `unit` (on the modifier
    /// node for a unit copy) or on the list nodes between it and the unit that placed it.
    func transitionOpacity(of unit: Node) -> Double? {
        var opacity: Double?
        let first = unit.isUnitCopy ? unit.parent : unit
        var node: Node? = first
        while let n = node, n === first || n.isListNode {
            if let fade = fadeOpacity(of: n) { opacity = (opacity ?? 1) * fade }
            node = n.parent
            if node === unit.layoutParent { break }
        }
        return opacity
    }

    /// The ghosts drawn inside `unit`.
    func ghosts(in unit: Node) -> [Ghost] {
        ghosts.filter { $0.layoutParent === unit }
    }

    /// Maps `unit`'s local space to the root's as drawn now: presentation (animated)
    /// frames and offsets instead of layout frames.
    func presentationTransformToGlobal(_ unit: Node) -> CGAffineTransform {
        var transform = CGAffineTransform.identity
        var node: Node? = unit
        while let n = node {
            transform = transform.concatenating(presentationTransformToParent(n))
            node = n.layoutParent
        }
        return transform
    }

    /// Maps `unit`'s local space to its layout parent's as drawn now (`Node.transformToParent`
    /// with the presentation frame and offset).
    func presentationTransformToParent(_ unit: Node) -> CGAffineTransform {
        let frame = frame(of: unit)
        let offset = offset(of: unit)
        var effects = CGAffineTransform.identity
        for effect in unit.outputs.drawing.effects.reversed() {
            if case .transform(let t) = effect(frame.size) { effects = effects.concatenating(t) }
        }
        return effects.concatenating(CGAffineTransform(translationX: frame.minX + offset.width, y: frame.minY + offset.height))
    }
}

extension Node {
    /// The animated attributes of a node, kept by the node and driven by the animator.
    struct AnimationState {
        /// Where the unit is drawn while its layout frame animates (set after its first layout).
        var frame: AnimatedValue<CGRect.AnimatableData>?
        /// Animated attributes by key (colour, shape data, offset, opacity, effect
        /// parameters, the default fade).
        var values: [String: AnyObject] = [:]
    }

    /// The animated attribute `key`, moved to `value` with this update's animation for this
    /// node: what primitive views call while they update.
    func animated<V: VectorArithmetic>(_ key: String, _ value: V) -> AnimatedValue<V> {
        graph.animator.move(key, of: self, to: value, animation: graph.animation(for: self))
    }
}
