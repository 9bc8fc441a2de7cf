// TransitionProtocolTests.swift · RasterTests/Animation · the iOS 17 Transition protocol, its phases and the built-in transition types (Animation/Transition.swift)

import Foundation
import Testing
@testable import Raster

@Observable private final class Shown {
    var on = false
}

/// A 20×20 red square in a 40×20 white window, shown through `transition`.
private struct Appearing<T: Transition>: View {
    var model: Shown
    var transition: T
    var body: some View {
        ZStack {
            Color.clear.frame(width: 40, height: 20)
            if model.on {
                Color.red.frame(width: 20, height: 20).transition(transition)
            }
        }
    }
}

/// Records the phases its body is asked for and draws the view at half opacity away from identity.
private struct PhaseRecorder: Transition {
    final class Log: @unchecked Sendable { var phases: [TransitionPhase] = [] }
    let log: Log

    func body(content: Content, phase: TransitionPhase) -> some View {
        log.phases.append(phase)
        return content.opacity(phase.isIdentity ? 1 : 0.5)
    }
}

private let red = RGBA8(r: 255, g: 59, b: 48, a: 255)
private let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

@Suite struct TransitionProtocolTests {
    let size = CGSize(width: 40, height: 20)

    @Test func phaseValues() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
        #expect(OpacityTransition.properties.hasMotion == false)
        #expect(ScaleTransition.properties.hasMotion == true)
    }

    @Test func aCustomTransitionGoesFromWillAppearToIdentityAndOnToDidDisappear() {
        let log = PhaseRecorder.Log()
        let model = Shown()
        let host = ViewHost(Appearing(model: model, transition: PhaseRecorder(log: log)), size: size)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.on = true }
        // Half opacity at the start of the insertion: system red (255, 59, 48) at 50% over white.
        #expect(host.render()[20, 10] == RGBA8(r: 255, g: 157, b: 151, a: 255))
        #expect(log.phases.prefix(2) == [.willAppear, .identity])
        host.advance(by: 1)
        #expect(host.render()[20, 10] == red)
        withAnimation(.linear(duration: 1)) { model.on = false }
        _ = host.render()
        #expect(log.phases.suffix(2) == [.identity, .didDisappear])
        host.advance(by: 1.1)
        #expect(host.render()[20, 10] == white)
    }

    @Test func scaleByAnUnlabelledFactorCombinedWithOpacity() {
        let model = Shown()
        let host = ViewHost(Appearing(model: model, transition: .scale(0.5).combined(with: .opacity)), size: size)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.on = true }
        #expect(host.render()[20, 10] == white)   // opacity 0 at the start
        host.advance(by: 0.5)
        // Half way: scale 0.75 (15 points, x 12.5..<27.5) at half opacity.
        let half = host.render()
        #expect(half[11, 10] == white)
        #expect(half[20, 10] == RGBA8(r: 255, g: 157, b: 151, a: 255))
        host.advance(by: 0.5)
        let end = host.render()
        #expect(end[10, 10] == red && end[29, 10] == red && end[9, 10] == white)
    }

    @Test func blurReplaceStartsInvisibleAndEndsSharp() {
        let model = Shown()
        let host = ViewHost(Appearing(model: model, transition: .blurReplace), size: size)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.on = true }
        #expect(host.render()[20, 10] == white)
        host.advance(by: 0.5)
        let half = host.render()[20, 10]
        #expect(half != white && half != red)
        host.advance(by: 0.5)
        let end = host.render()
        #expect(end[10, 10] == red && end[29, 10] == red && end[9, 10] == white)
        #expect(BlurReplaceTransition.Configuration.downUp != .upUp)
    }
}

/// The moving transition types (MoveTransition, PushTransition, SlideTransition,
/// OffsetTransition) on the 20×20 red square centred in its 40×20 white window.
@Suite struct MovingTransitionTypeTests {
    let size = CGSize(width: 40, height: 20)

    /// Shows the square through `transition` with a one-second linear animation and renders
    /// it `seconds` in.
    private func inserting<T: Transition>(_ transition: T, at seconds: Double) -> RasterImage {
        let model = Shown()
        let host = ViewHost(Appearing(model: model, transition: transition), size: size)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.on = true }
        _ = host.render()
        host.advance(by: seconds)
        return host.render()
    }

    /// Shows the square, then removes it through `transition` and renders it `seconds` in.
    private func removing<T: Transition>(_ transition: T, at seconds: Double) -> RasterImage {
        let model = Shown()
        model.on = true
        let host = ViewHost(Appearing(model: model, transition: transition), size: size)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.on = false }
        _ = host.render()
        host.advance(by: seconds)
        return host.render()
    }

    @Test func moveOffsetsByTheViewsSizeTowardsTheEdge() {
        // Half way in from the leading edge: offset -10, x 0..<20.
        let half = inserting(MoveTransition.move(edge: .leading), at: 0.5)
        #expect(half[0, 10] == red && half[19, 10] == red && half[20, 10] == white)
        // Half way out towards the bottom: offset +10, y 10..<30.
        let out = removing(MoveTransition(edge: .bottom), at: 0.5)
        #expect(out[20, 9] == white && out[20, 10] == red)
        #expect(MoveTransition(edge: .top).edge == .top)
    }

    @Test func pushMovesInFromItsEdgeAndOutTowardsTheOppositeOneFading() {
        let halfRed = RGBA8(r: 255, g: 157, b: 151, a: 255)
        // In from the trailing edge: offset +10 (x 20..<40) at half opacity.
        let half = inserting(PushTransition.push(from: .trailing), at: 0.5)
        #expect(half[19, 10] == white && half[20, 10] == halfRed && half[39, 10] == halfRed)
        // Out towards the leading edge: offset -10 (x 0..<20) at half opacity.
        let out = removing(PushTransition(edge: .trailing), at: 0.5)
        #expect(out[0, 10] == halfRed && out[19, 10] == halfRed && out[20, 10] == white)
    }

    @Test func slideComesFromTheLeadingEdgeAndLeavesTowardsTheTrailingOne() {
        let half = inserting(SlideTransition.slide, at: 0.5)
        #expect(half[0, 10] == red && half[20, 10] == white)
        let out = removing(SlideTransition(), at: 0.5)
        #expect(out[19, 10] == white && out[20, 10] == red && out[39, 10] == red)
    }

    @Test func offsetMovesByAFixedAmount() {
        // Starts 20 points down and right of its place, y 20..<40, outside the window; half
        // way from (10, 10) it is 5 points down and right: x 15..<35, y 5..<25.
        #expect(inserting(OffsetTransition.offset(x: 20, y: 20), at: 0)[20, 10] == white)
        let half = inserting(OffsetTransition(CGSize(width: 10, height: 10)), at: 0.5)
        #expect(half[14, 12] == white && half[15, 12] == red && half[34, 19] == red && half[15, 2] == white)
    }
}
