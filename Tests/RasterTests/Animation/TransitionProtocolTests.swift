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
