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
    /// The `.removed` completions of the transaction being applied: every run started
    /// while it is set joins it (nil: the transaction has none).
    var removalGroup: RemovalGroup?
    /// Values with runs in progress, to answer `isAnimating`.
    private var active: [ObjectIdentifier: WeakAnimatedValue] = [:]

    /// Notes that `value` has a run in progress ending at `end` (nil: never, or unknown);
    /// returns the run's place in the current transaction's removal group, if it has one.
    func register(_ value: AnimatedValueProtocol, runEnd end: TimeInterval?) -> RemovalGroup.Ticket? {
        active[ObjectIdentifier(value)] = WeakAnimatedValue(value: value)
        return removalGroup?.join(runEnd: end)
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
        /// When the run is over; nil while it repeats for ever (a custom animation's run
        /// ends when `custom` says).
        var end: TimeInterval?
        /// A custom animation's run, with its context.
        var custom: CustomAnimationRun<V>?
        /// The velocity, value units per second, a spring run took over from a custom
        /// animation it replaced.
        var inheritedVelocity: V?
        /// The run's place among the runs its transaction's `.removed` completions wait for.
        var ticket: RemovalGroup.Ticket?

        init(delta: V, animation: Animation, start: TimeInterval, inheritedVelocity: V? = nil) {
            self.delta = delta
            self.animation = animation
            self.start = start
            end = animation.duration.map { start + $0 }
            if inheritedVelocity == nil, let timeline = animation.customTimeline {
                custom = CustomAnimationRun(timeline.animation, localTime: timeline.localTime)
                end = nil
            }
            self.inheritedVelocity = inheritedVelocity
        }

        /// Whether the run still moves the value at `time` (a custom animation is asked
        /// for that time's value: nil means it has finished).
        func isRunning(at time: TimeInterval) -> Bool {
            if let custom { return custom.value(of: delta, at: time - start) != nil }
            return end.map { time < $0 } ?? true
        }

        /// How far the value still is from where this run takes it, at `time`.
        func remaining(at time: TimeInterval) -> V {
            let local = time - start
            if let custom {
                guard let done = custom.value(of: delta, at: local) else { return .zero }
                return delta - done
            }
            var remaining = delta
            remaining.scale(by: 1 - animation.progress(at: local))
            if var velocity = inheritedVelocity, let response = animation.springVelocityResponse(at: local) {
                velocity.scale(by: response)
                remaining -= velocity
            }
            return remaining
        }
    }

    /// Where the value is going. Read for every placed unit after each layout pass
    /// (`Animator.recordFrames`), in short accesses on the graph's one thread that call no
    /// other code, so the runtime's exclusivity checks are left out, as on the node's fields.
    @exclusivity(unchecked) private(set) var target: V
    private var runs: [Run] = []
    unowned let clock: AnimationClock

    init(_ value: V, clock: AnimationClock) {
        target = value
        self.clock = clock
    }

    /// Moves the target to `value`; with an animation the shown value travels there from
    /// where it is, without one it jumps (and running animations stop).
    ///
    /// A custom animation of the same type as a running one is asked whether it merges
    /// with it (`shouldMerge`); a `spring(...)`-family spring takes over running custom
    /// animations, starting from where each has got to with its `velocity`.
    func set(_ value: V, animation: Animation?) {
        guard value != target else { return }
        let now = clock.time
        if let animation {
            runs.removeAll { !$0.isRunning(at: now) }
            let change = value - target
            if !merge(change, with: animation, at: now) {
                if animation.isFluidSpring { replaceCustomRuns(with: animation, at: now) }
                var run = Run(delta: change, animation: animation, start: now)
                run.ticket = clock.register(self, runEnd: run.end ?? animation.duration.map { now + $0 })
                runs.append(run)
            }
        } else {
            for run in runs { run.ticket?.remove(at: now) }
            runs.removeAll()
        }
        target = value
    }

    /// Whether `animation`, a custom one, merged with the latest running custom run.
    private func merge(_ change: V, with animation: Animation, at now: TimeInterval) -> Bool {
        guard case .custom(let custom) = animation.base,
              let index = runs.lastIndex(where: { $0.custom != nil }),
              let run = runs[index].custom else { return false }
        let total = runs[index].delta + change
        guard run.merge(custom, towards: total, at: now - runs[index].start) else { return false }
        runs[index].delta = total
        runs[index].animation = animation
        // The running animation is replaced by the one it merged with: it is removed now,
        // and the merged run counts for the new transaction instead.
        runs[index].ticket?.remove(at: now)
        runs[index].ticket = clock.register(self, runEnd: animation.duration.map { now + $0 })
        return true
    }

    /// Replaces each running custom run by a run of `spring` from where it has got to,
    /// with its velocity (zero when the custom animation gives none).
    private func replaceCustomRuns(with spring: Animation, at now: TimeInterval) {
        for index in runs.indices {
            guard let custom = runs[index].custom else { continue }
            let local = now - runs[index].start
            let delta = runs[index].delta
            let done = custom.value(of: delta, at: local) ?? delta
            runs[index].ticket?.remove(at: now)
            runs[index] = Run(delta: delta - done, animation: spring, start: now,
                              inheritedVelocity: custom.velocity(of: delta, at: local) ?? .zero)
            runs[index].ticket = clock.register(self, runEnd: runs[index].end)
        }
    }

    /// The value to draw at the clock's current time.
    var presentationValue: V { value(at: clock.time) }

    /// The value to draw at `time`.
    func value(at time: TimeInterval) -> V {
        var result = target
        for run in runs where run.isRunning(at: time) {
            result -= run.remaining(at: time)
        }
        return result
    }

    func isAnimating(at time: TimeInterval) -> Bool {
        runs.contains { $0.isRunning(at: time) }
    }
}
