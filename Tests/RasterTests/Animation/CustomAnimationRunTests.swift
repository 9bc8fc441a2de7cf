// A custom animation's run on an animated value: its context lasts from frame to frame,
// a new custom animation of its type is asked to merge with it, and a spring that takes
// over starts with its velocity (Animation/CustomAnimation.swift, AnimatedValue.swift);
// and when `withAnimation` completions run by their criteria, on the host's clock.

import Foundation
import Testing
@testable import Raster

@Observable private final class Target {
    var x = 0.0
}

/// A red 10 × 10 square `model.x` points from the leading edge of a 200 × 10 strip.
private struct Slider: View {
    var model: Target
    var body: some View {
        Color.red.frame(width: 10, height: 10).offset(x: model.x)
            .frame(width: 200, height: 10, alignment: .leading)
    }
}

/// The first column in row 5 whose pixel is the system red.
private func redStart(_ image: RasterImage) -> Int? {
    (0..<image.width).first { image[$0, 5] == RGBA8(r: 255, g: 59, b: 48, a: 255) }
}

/// What the custom animations below were asked, in order.
private final class CallLog: @unchecked Sendable {
    var animate: [(time: TimeInterval, count: Int)] = []
    var merges: [(time: TimeInterval, value: Double)] = []
    var velocities: [(time: TimeInterval, value: Double)] = []
}

private struct CallCount: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

/// Linear over one second. It counts its calls in `context.state` and logs those made for
/// a view's value (the offset's `AnimatablePair`; its duration is measured on a `Double`).
private struct CountingLinear: CustomAnimation {
    let log: CallLog

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[CallCount.self] += 1
        if !(value is Double) { log.animate.append((time, context.state[CallCount.self])) }
        return time < 1 ? value.scaled(by: time) : nil
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.log === rhs.log }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(log)) }
}

/// Linear over one second on a `Double`; merges with any running `MergingLinear` and
/// reports its velocity (the change per second), logging what it was asked.
private struct MergingLinear: CustomAnimation {
    let log: CallLog

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < 1 ? value.scaled(by: time) : nil
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        if let value = value as? Double { log.velocities.append((time, value)) }
        return time < 1 ? value : nil
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        if let value = value as? Double { log.merges.append((time, value)) }
        return true
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.log === rhs.log }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(log)) }
}

@Suite struct CustomAnimationRunTests {
    @Test func contextStateGrowsFrameByFrameAcrossOneRun() {
        let model = Target()
        let log = CallLog()
        let host = ViewHost(Slider(model: model), size: CGSize(width: 200, height: 10))
        _ = host.render()
        withAnimation(Animation(CountingLinear(log: log))) { model.x = 100 }
        for _ in 0..<4 {
            host.advance(by: 0.25)
            _ = host.render()
            _ = host.render()
        }
        // One call per frame time (the second render at a time asks nothing), each seeing
        // the count the previous frames left in the context.
        #expect(log.animate.map(\.count) == [1, 2, 3, 4])
        #expect(log.animate.map(\.time) == [0.25, 0.5, 0.75, 1])
        #expect(!host.isAnimating)
        #expect(redStart(host.render()) == 100)
    }

    @Test func aCustomAnimationOfTheSameTypeMergesWhenItSaysSo() {
        let clock = AnimationClock()
        let log = CallLog()
        let value = AnimatedValue(0.0, clock: clock)
        value.set(100, animation: Animation(MergingLinear(log: log)))
        clock.time = 0.5
        #expect(value.presentationValue == 50)
        value.set(150, animation: Animation(MergingLinear(log: log)))
        // Asked with the time since the first change and the whole change from its start.
        #expect(log.merges.map(\.time) == [0.5])
        #expect(log.merges.map(\.value) == [150])
        // The merged run continues: 150 × 0.75, not 100 × 0.75 + 50 × 0.25 (87.5) as two
        // runs would add up.
        clock.time = 0.75
        #expect(value.presentationValue == 112.5)
        clock.time = 1
        #expect(value.presentationValue == 150)
        #expect(!value.isAnimating(at: 1))
    }

    @Test func aSpringTakingOverStartsWithTheCustomAnimationsVelocity() {
        let clock = AnimationClock()
        let log = CallLog()
        let value = AnimatedValue(0.0, clock: clock)
        value.set(100, animation: Animation(MergingLinear(log: log)))
        clock.time = 0.5
        value.set(0, animation: .spring(response: 0.5, dampingFraction: 1))
        #expect(log.velocities.map(\.time) == [0.5])
        #expect(log.velocities.map(\.value) == [100])
        // A critically damped spring (ω = 2π / 0.5) from 50 with velocity +100 per second:
        // x(t) = e^(−ωt) · (50 (1 + ωt) + 100 t).
        let omega = 2 * Double.pi / 0.5
        for t in [0.01, 0.1, 0.3] {
            clock.time = 0.5 + t
            let expected = exp(-omega * t) * (50 * (1 + omega * t) + 100 * t)
            #expect(abs(value.presentationValue - expected) < 1e-9, "at \(t) s")
        }
        // Without the velocity it would already be moving back (below 50) after 10 ms.
        clock.time = 0.51
        #expect(value.presentationValue > 50)
    }
}

@Suite struct CompletionCriteriaTests {
    /// The host times at which completions with each criterion ran, after `change` under
    /// `animation` at time 0 and `seconds` of host time.
    private func completionTimes(_ animation: Animation, for seconds: TimeInterval,
                                 then later: ((Target) -> Void)? = nil, at laterTime: TimeInterval = 0) -> (logical: [TimeInterval], removed: [TimeInterval]) {
        let model = Target()
        let host = ViewHost(Slider(model: model), size: CGSize(width: 200, height: 10))
        _ = host.render()
        var logical: [TimeInterval] = [], removed: [TimeInterval] = []
        var transaction = Transaction(animation: animation)
        transaction.addAnimationCompletion(criteria: .logicallyComplete) { logical.append(host.time) }
        transaction.addAnimationCompletion(criteria: .removed) { removed.append(host.time) }
        withTransaction(transaction) { model.x = 100 }
        if let later {
            host.advance(by: laterTime)
            later(model)
        }
        host.advance(by: seconds - laterTime)
        return (logical, removed)
    }

    @Test func aTimingCurveCompletesAtItsDurationByBothCriteria() {
        let times = completionTimes(.easeInOut, for: 2)
        #expect(times.logical == [0.35])
        #expect(times.removed == [0.35])
    }

    @Test func aSpringIsLogicallyCompleteAfterItsResponseAndRemovedWhenSettled() {
        let times = completionTimes(.spring, for: 3)
        // `.spring`: response 0.5 s, damping fraction 0.825 (swiftui-behavior.md §5.3).
        #expect(times.logical == [0.5])
        let settled = Spring(response: 0.5, dampingFraction: 0.825).settlingDuration
        #expect(times.removed == [settled])
        // The first 1/600 s step after which it stays within 0.001 of its target: 414 steps.
        #expect(abs(settled - 414.0 / 600) < 1e-9)
        let interpolating = completionTimes(.interpolatingSpring(stiffness: 100, damping: 10), for: 3)
        #expect(interpolating.logical == interpolating.removed)
    }

    /// `.removed` waits for the runs its own transaction started (RemovalGroup.swift): a
    /// later animation of the same property runs on top of them, additively, and does not
    /// delay it.
    @Test func removedWaitsForItsOwnAnimationNotForLaterOnes() {
        let times = completionTimes(.linear(duration: 1), for: 3, then: { model in
            withAnimation(.linear(duration: 1)) { model.x = 0 }
        }, at: 0.5)
        #expect(times.logical == [1])
        #expect(times.removed == [1])
    }

    /// A later change without animation removes the running animation from the property at
    /// once, so `.removed` runs then; `.logicallyComplete` still runs at the duration.
    @Test func aChangeWithoutAnimationRemovesTheRunningAnimation() {
        let times = completionTimes(.linear(duration: 1), for: 3, then: { model in model.x = 50 }, at: 0.25)
        #expect(times.logical == [1])
        #expect(times.removed == [0.25])
    }

    /// An animation that repeats for ever is removed only when a change without animation
    /// stops it.
    @Test func aRepeatingAnimationIsRemovedWhenAChangeWithoutAnimationStopsIt() {
        let times = completionTimes(.linear(duration: 0.5).repeatForever(), for: 3, then: { model in model.x = 0 }, at: 1)
        #expect(times.logical.isEmpty)
        #expect(times.removed == [1])
    }

    @Test func anAnimationThatRepeatsForEverNeverCompletes() {
        let times = completionTimes(.linear(duration: 0.5).repeatForever(), for: 5)
        #expect(times.logical.isEmpty)
        #expect(times.removed.isEmpty)
    }

    @Test func aChangeWithoutAnimationCompletesAtOnce() {
        let times = completionTimes(.linear(duration: 1).speed(2), for: 1)
        #expect(times.logical == [0.5])
        let model = Target()
        let host = ViewHost(Slider(model: model), size: CGSize(width: 200, height: 10))
        _ = host.render()
        var ran: [TimeInterval] = []
        withAnimation(nil) { model.x = 100 } completion: { ran.append(host.time) }
        _ = host.render()
        #expect(ran == [0])
    }
}
