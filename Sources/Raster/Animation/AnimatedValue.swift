// AnimatedValue.swift · Raster/Animation · one animatable attribute of a node, sampled in time (SwiftUI's animatable attributes)
// Status: Complete.
//
// Animations combine additively, as SwiftUI combines non-merging animations: each change
// from a to b under an animation adds a run that contributes −(b − a)·(1 − p(t)) on top of
// the latest target. At the change the sum equals the value shown just before it (so a
// retargeted animation starts from where the value is, with the old runs' velocity still
// in it) and when every run has finished it is the target.

import Foundation

/// What the graph needs to know of any animated value.
protocol AnimatedValueProtocol: AnyObject {
    /// Whether some run is still in progress at `time`.
    func isAnimating(at time: TimeInterval) -> Bool
}

/// The host's clock, shared by every animated value of a graph.
final class AnimationClock {
    /// Seconds since the host was made.
    var time: TimeInterval = 0
    /// Values with runs in progress, to answer `isAnimating`.
    private var active: [ObjectIdentifier: WeakAnimatedValue] = [:]

    func register(_ value: AnimatedValueProtocol) {
        active[ObjectIdentifier(value)] = WeakAnimatedValue(value: value)
    }

    /// Whether any value is still animating at the current time.
    var isAnimating: Bool {
        active = active.filter { $0.value.value?.isAnimating(at: time) == true }
        return !active.isEmpty
    }

    /// A registered value, held weakly: a value its node dropped stops counting.
    struct WeakAnimatedValue {
        weak var value: AnimatedValueProtocol?
    }
}

/// A value that moves towards its target along the animations that changed it.
final class AnimatedValue<V: VectorArithmetic>: AnimatedValueProtocol {
    private struct Run {
        var delta: V
        var animation: Animation
        var start: TimeInterval
        /// When the run is over; nil while it repeats for ever.
        var end: TimeInterval?
    }

    private(set) var target: V
    private var runs: [Run] = []
    unowned let clock: AnimationClock

    init(_ value: V, clock: AnimationClock) {
        target = value
        self.clock = clock
    }

    /// Moves the target to `value`; with an animation the shown value travels there from
    /// where it is, without one it jumps (and running animations stop).
    func set(_ value: V, animation: Animation?) {
        guard value != target else { return }
        if let animation {
            let now = clock.time
            runs.removeAll { $0.end.map { $0 <= now } ?? false }
            let end = animation.duration.map { now + $0 }
            runs.append(Run(delta: value - target, animation: animation, start: now, end: end))
            clock.register(self)
        } else {
            runs.removeAll()
        }
        target = value
    }

    /// The value to draw at the clock's current time.
    var presentationValue: V { value(at: clock.time) }

    /// The value to draw at `time`.
    func value(at time: TimeInterval) -> V {
        var result = target
        for run in runs {
            if let end = run.end, time >= end { continue }
            var remaining = run.delta
            remaining.scale(by: 1 - run.animation.progress(at: time - run.start))
            result -= remaining
        }
        return result
    }

    func isAnimating(at time: TimeInterval) -> Bool {
        runs.contains { $0.end.map { time < $0 } ?? true }
    }
}
