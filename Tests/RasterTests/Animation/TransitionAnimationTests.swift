import Foundation
import Testing
@testable import Raster

@Observable private final class Shown {
    var on = false
}

/// A 20-point red square inserted and removed with `transition`, in a 40 × 20 window.
private struct Square: View {
    var model: Shown
    var transition: AnyTransition
    var body: some View {
        ZStack {
            Color.clear.frame(width: 40, height: 20)
            if model.on { Color.red.frame(width: 20, height: 20).transition(transition) }
        }
    }
}

/// `AnyTransition.animation(_:)`: the attached animation times the transition instead of
/// the transaction's.
@Suite struct TransitionAnimationTests {
    private let size = CGSize(width: 40, height: 20)

    /// The square's alpha over the window's white, read from its red channel's partner (green
    /// 59 when opaque, 255 when absent), 0...1.
    private func opacity(_ pixel: RGBA8) -> Double { (255 - Double(pixel.g)) / (255 - 59) }

    @Test func theAttachedAnimationTimesTheInsertionAndRemoval() {
        let model = Shown()
        let host = ViewHost(Square(model: model, transition: .opacity.animation(.linear(duration: 2))), size: size)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.on = true }
        host.advance(by: 1)
        // Half way through the attached 2-second animation, not the end of the 1-second one.
        #expect(abs(opacity(host.render()[20, 10]) - 0.5) < 0.01)
        host.advance(by: 1)
        #expect(opacity(host.render()[20, 10]) == 1)
        withAnimation(.linear(duration: 1)) { model.on = false }
        host.advance(by: 0.5)
        #expect(abs(opacity(host.render()[20, 10]) - 0.75) < 0.01)
        host.advance(by: 1.5)
        #expect(opacity(host.render()[20, 10]) == 0)
    }

    @Test func aNilAnimationShowsTheViewAtOnce() {
        let model = Shown()
        let host = ViewHost(Square(model: model, transition: .scale.animation(nil)), size: size)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.on = true }
        #expect(opacity(host.render()[20, 10]) == 1)
    }
}
