import Foundation
import Testing
@testable import Raster

@Observable private final class Trigger {
    var count = 0
    var wide = false
}

/// The first column in row 5 whose pixel is the system red.
private func redStart(_ image: RasterImage) -> Int? {
    (0..<image.width).first { image[$0, 5] == RGBA8(r: 255, g: 59, b: 48, a: 255) }
}

/// How many pixels of row 5 are the system red.
private func redWidth(_ image: RasterImage) -> Int {
    (0..<image.width).filter { image[$0, 5] == RGBA8(r: 255, g: 59, b: 48, a: 255) }.count
}

/// A red 10 × 10 square `x` points from the leading edge of a 200 × 10 strip.
private func square(at x: Double) -> some View {
    Color.red.frame(width: 10, height: 10).offset(x: x)
        .frame(width: 200, height: 10, alignment: .leading)
}

private struct Looping: View {
    var body: some View {
        KeyframeAnimator(initialValue: 0.0) { x in
            square(at: x)
        } keyframes: { _ in
            MoveKeyframe(0.0)
            LinearKeyframe(100.0, duration: 1)
        }
    }
}

private struct Triggered: View {
    var model: Trigger
    var body: some View {
        Color.clear.keyframeAnimator(initialValue: 0.0, trigger: model.count) { _, x in
            square(at: x)
        } keyframes: { start in
            LinearKeyframe(start + 100, duration: 1)
        }
    }
}

private struct Pulse: View {
    var phases: [Double]
    var animation: Animation?
    var body: some View {
        PhaseAnimator(phases) { x in
            square(at: x)
        } animation: { _ in animation }
    }
}

private struct TriggeredPulse: View {
    var model: Trigger
    var body: some View {
        Color.clear.phaseAnimator([0.0, 100.0], trigger: model.count) { _, x in
            square(at: x)
        } animation: { _ in .linear(duration: 1) }
    }
}

/// Widens its content; deprecated in SwiftUI but common in real code.
private struct Widen: AnimatableModifier {
    var width: Double
    var animatableData: Double {
        get { width }
        set { width = newValue }
    }
    func body(content: Content) -> some View {
        content.frame(width: width, height: 10)
    }
}

private struct Widened: View {
    var model: Trigger
    var body: some View {
        Color.red.modifier(Widen(width: model.wide ? 100 : 0))
            .frame(width: 200, height: 10, alignment: .leading)
    }
}

/// The whole change times time² for one second.
private struct Quadratic: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < 1 ? value.scaled(by: time * time) : nil
    }
}

/// Never returns nil.
private struct Endless: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        value.scaled(by: min(time, 1))
    }
}

private struct Mover: View {
    var model: Trigger
    var body: some View { square(at: model.wide ? 100 : 0) }
}

private let strip = CGSize(width: 200, height: 10)

@Suite struct KeyframeAnimatorTests {
    @Test func repeatingKeyframesPlayOnTheHostClockAndLoop() {
        let host = ViewHost(Looping(), size: strip)
        #expect(redStart(host.render()) == 0)
        host.advance(by: 0.25)
        #expect(redStart(host.render()) == 25)
        host.advance(by: 0.5)
        #expect(redStart(host.render()) == 75)
        // A new run from 0 began at 1 s.
        host.advance(by: 0.5)
        #expect(redStart(host.render()) == 25)
        #expect(host.isAnimating)
    }

    @Test func aTriggerPlaysTheKeyframesOnceFromTheCurrentValue() {
        let model = Trigger()
        let host = ViewHost(Triggered(model: model), size: strip)
        #expect(redStart(host.render()) == 0)
        #expect(!host.isAnimating)
        model.count += 1
        #expect(redStart(host.render()) == 0)
        host.advance(by: 0.5)
        #expect(redStart(host.render()) == 50)
        host.advance(by: 0.75)
        #expect(redStart(host.render()) == 100)
        #expect(!host.isAnimating)
        // The next run starts where the last ended: 100 → 200, clipped at 190 by the strip.
        model.count += 1
        host.advance(by: 0.5)
        #expect(redStart(host.render()) == 150)
    }
}

@Suite struct PhaseAnimatorTests {
    @Test func phasesCycleEachAfterItsAnimation() {
        let host = ViewHost(Pulse(phases: [0, 100], animation: .linear(duration: 1)), size: strip)
        // The move to the second phase starts as the view appears.
        #expect(redStart(host.render()) == 0)
        host.advance(by: 0.5)
        #expect(redStart(host.render()) == 50)
        host.advance(by: 0.5)
        #expect(redStart(host.render()) == 100)
        // Back to the first phase from 1 s.
        host.advance(by: 0.25)
        #expect(redStart(host.render()) == 75)
        host.advance(by: 0.75)
        #expect(redStart(host.render()) == 0)
        host.advance(by: 0.5)
        #expect(redStart(host.render()) == 50)
        #expect(host.isAnimating)
    }

    @Test func aTriggerPlaysEveryPhaseOnceBackToTheFirst() {
        let model = Trigger()
        let host = ViewHost(TriggeredPulse(model: model), size: strip)
        host.advance(by: 2)
        #expect(redStart(host.render()) == 0)
        #expect(!host.isAnimating)
        model.count += 1
        host.advance(by: 0.5)
        #expect(redStart(host.render()) == 50)
        host.advance(by: 1)
        #expect(redStart(host.render()) == 50)
        host.advance(by: 0.5)
        #expect(redStart(host.render()) == 0)
        host.advance(by: 1)
        #expect(redStart(host.render()) == 0)
        #expect(!host.isAnimating)
    }

    @Test func phasesWithoutAnimationChangeEveryFrame() {
        let host = ViewHost(Pulse(phases: [0, 100], animation: nil), size: strip)
        #expect(redStart(host.render()) == 100)
        host.advance(by: 1.0 / 60)
        #expect(redStart(host.render()) == 0)
        host.advance(by: 1.0 / 60)
        #expect(redStart(host.render()) == 100)
    }

    @Test func noPhasesDrawNothingWithAWarning() {
        let (image, warnings) = RasterDiagnostics.capturingWarnings {
            ViewHost(Pulse(phases: [], animation: .default), size: strip).render()
        }
        #expect(redStart(image) == nil)
        #expect(warnings == ["PhaseAnimator was given no phases, so it draws nothing; give at least one phase"])
    }
}

@Suite struct CustomAnimationTests {
    @Test func aCustomAnimationGivesTheValueAtEachTime() {
        let model = Trigger()
        let host = ViewHost(Mover(model: model), size: strip)
        _ = host.render()
        withAnimation(Animation(Quadratic())) { model.wide = true }
        host.advance(by: 0.5)
        #expect(redStart(host.render()) == 25)
        host.advance(by: 0.4)
        #expect(redStart(host.render()) == 81)
        host.advance(by: 0.1)
        #expect(redStart(host.render()) == 100)
        #expect(!host.isAnimating)
        #expect(abs((Animation(Quadratic()).duration ?? 0) - 1) < 1e-9)
        #expect(Animation(Quadratic()) == Animation(Quadratic()))
    }

    @Test func aCustomAnimationThatNeverEndsIsBoundedInFrameExport() {
        let model = Trigger()
        let host = ViewHost(Mover(model: model), size: strip)
        _ = host.render()
        let (frames, warnings) = RasterDiagnostics.capturingWarnings { () -> [RasterImage] in
            withAnimation(Animation(Endless())) { model.wide = true }
            return host.framesUntilSettled(fps: 10, maximumDuration: 1)
        }
        #expect(frames.count == 11)
        #expect(redStart(frames[5]) == 50)
        #expect(warnings.contains("the custom animation Endless was still running after 60 s; it is treated as never finishing (like repeatForever). Return nil from animate(value:time:context:) when it is done"))
    }

    @Test func animationStateKeepsValuesByKey() {
        struct Count: AnimationStateKey { static var defaultValue: Int { 3 } }
        var state = AnimationState<Double>()
        #expect(state[Count.self] == 3)
        state[Count.self] = 7
        #expect(state[Count.self] == 7)
    }
}

@Suite struct AnimatableModifierTests {
    @Test func anAnimatableModifiersBodyIsBuiltFromEachFramesValue() {
        let model = Trigger()
        let host = ViewHost(Widened(model: model), size: strip)
        #expect(redWidth(host.render()) == 0)
        withAnimation(.linear(duration: 1)) { model.wide = true }
        #expect(redWidth(host.render()) == 0)
        host.advance(by: 0.25)
        #expect(redWidth(host.render()) == 25)
        host.advance(by: 0.5)
        #expect(redWidth(host.render()) == 75)
        #expect(host.isAnimating)
        host.advance(by: 0.25)
        #expect(redWidth(host.render()) == 100)
        #expect(!host.isAnimating)
    }
}

@Suite struct TransactionCompletionTests {
    @Test func aTransactionsCompletionRunsWhenItsAnimationEnds() {
        let model = Trigger()
        let host = ViewHost(Mover(model: model), size: strip)
        _ = host.render()
        var finished = false
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.addAnimationCompletion(criteria: .removed) { finished = true }
        withTransaction(transaction) { model.wide = true }
        host.advance(by: 0.9)
        #expect(!finished)
        host.advance(by: 0.1)
        #expect(finished)
    }

    @Test func transactionValueAnimatesOnlyWhenTheValueChanges() {
        struct Moved: View {
            var model: Trigger
            var body: some View {
                square(at: model.wide ? 100 : 0)
                    .transaction(value: model.count) { $0.animation = .linear(duration: 1) }
            }
        }
        let model = Trigger()
        let host = ViewHost(Moved(model: model), size: strip)
        _ = host.render()
        model.wide = true
        #expect(redStart(host.render()) == 100)
        model.wide = false
        model.count += 1
        host.advance(by: 0.5)
        #expect(redStart(host.render()) == 50)
    }
}
