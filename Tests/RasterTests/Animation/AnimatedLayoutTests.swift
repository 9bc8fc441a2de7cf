import Foundation
import Testing
@testable import Raster

@Observable private final class MoveModel {
    var moved = false
    var color = Color.red
}

private struct Mover: View {
    var model: MoveModel
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
                .padding(.leading, model.moved ? 100 : 0)
            Spacer(minLength: 0)
        }
        .frame(width: 200, height: 10)
    }
}

private struct Fader: View {
    var model: MoveModel
    var body: some View {
        model.color.frame(width: 4, height: 4)
    }
}

/// A shape filled, and one stroked, with the model's colour.
private struct ShapeFader: View {
    var model: MoveModel
    var body: some View {
        HStack(spacing: 0) {
            Rectangle().fill(model.color).frame(width: 4, height: 4)
            Rectangle().stroke(model.color, lineWidth: 4).frame(width: 4, height: 4)
        }
    }
}

/// The first column in row `y` whose pixel is red.
private func firstRedColumn(_ image: RasterImage, y: Int) -> Int? {
    (0..<image.width).first { image[$0, y] == RGBA8(r: 255, g: 59, b: 48, a: 255) }
}

@Suite struct AnimatedLayoutTests {
    @Test func linearMoveOfAHundredPointsIsAtFiftyAtHalfTime() {
        let model = MoveModel()
        let host = ViewHost(Mover(model: model), size: CGSize(width: 200, height: 10))
        #expect(firstRedColumn(host.render(), y: 5) == 0)
        withAnimation(.linear(duration: 1)) { model.moved = true }
        #expect(firstRedColumn(host.render(), y: 5) == 0)
        host.advance(by: 0.5)
        #expect(host.isAnimating)
        #expect(firstRedColumn(host.render(), y: 5) == 50)
        // Layout already has the final value: the layout dump shows x = 100.
        #expect(host.layoutDescription().contains("Color (100, 0, 10, 10)"))
        host.advance(by: 0.5)
        #expect(!host.isAnimating)
        #expect(firstRedColumn(host.render(), y: 5) == 100)
    }

    @Test func aChangeWithoutAnimationJumps() {
        let model = MoveModel()
        let host = ViewHost(Mover(model: model), size: CGSize(width: 200, height: 10))
        _ = host.render()
        model.moved = true
        #expect(firstRedColumn(host.render(), y: 5) == 100)
        #expect(!host.isAnimating)
    }

    @Test func interruptingRetargetsFromTheCurrentValue() {
        let model = MoveModel()
        let host = ViewHost(Mover(model: model), size: CGSize(width: 200, height: 10))
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.moved = true }
        host.advance(by: 0.5)
        #expect(firstRedColumn(host.render(), y: 5) == 50)
        withAnimation(.linear(duration: 1)) { model.moved = false }
        // Continuous at the change: still at 50.
        #expect(firstRedColumn(host.render(), y: 5) == 50)
        host.advance(by: 0.25)
        // Old run: 100·(1−0.75)=25 left to go right; new run: −100·(1−0.25)=−75 → 100−25−75... relative to target 0:
        // shown = 0 − (100)(1 − 0.75) − (−100)(1 − 0.25) = −25 + 75 = 50.
        #expect(firstRedColumn(host.render(), y: 5) == 50)
        host.advance(by: 1)
        #expect(firstRedColumn(host.render(), y: 5) == 0)
    }

    /// A shape's fill and stroke colours animate as a colour view's do; without an animation
    /// they change at once.
    @Test func shapeColoursInterpolate() {
        let model = MoveModel()
        model.color = Color(red: 0, green: 0, blue: 1)
        let host = ViewHost(ShapeFader(model: model), size: CGSize(width: 8, height: 4))
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.color = Color(red: 1, green: 0, blue: 0) }
        host.advance(by: 0.5)
        let half = host.render()
        #expect(half[1, 1] == RGBA8(r: 128, g: 0, b: 128, a: 255))
        #expect(half[5, 0] == RGBA8(r: 128, g: 0, b: 128, a: 255))
        host.advance(by: 0.5)
        #expect(host.render()[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        model.color = Color(red: 0, green: 1, blue: 0)
        let jumped = host.render()
        #expect(jumped[1, 1] == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(jumped[5, 0] == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func colourInterpolatesInSRGB() {
        let model = MoveModel()
        model.color = Color(red: 0, green: 0, blue: 0)
        let host = ViewHost(Fader(model: model), size: CGSize(width: 4, height: 4))
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.color = Color(red: 1, green: 1, blue: 1) }
        host.advance(by: 0.5)
        let pixel = host.render()[1, 1]
        #expect(pixel == RGBA8(r: 128, g: 128, b: 128, a: 255))
    }

    @Test func withAnimationCompletionRunsWhenTheAnimationEnds() {
        let model = MoveModel()
        let host = ViewHost(Mover(model: model), size: CGSize(width: 200, height: 10))
        _ = host.render()
        var finished = false
        withAnimation(.linear(duration: 1)) { model.moved = true } completion: { finished = true }
        host.advance(by: 0.9)
        #expect(!finished)
        host.advance(by: 0.1)
        #expect(finished)
    }

    @Test func framesAreSampledEveryStep() {
        let model = MoveModel()
        let host = ViewHost(Mover(model: model), size: CGSize(width: 200, height: 10))
        _ = host.render()
        withAnimation(.linear(duration: 0.5)) { model.moved = true }
        let frames = host.framesUntilSettled(fps: 10)
        #expect(frames.count == 6)
        #expect(frames.map { firstRedColumn($0, y: 5) } == [0, 20, 40, 60, 80, 100])
    }
}

private struct AppearingMover: View {
    @State private var moved = false
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
                .padding(.leading, moved ? 100 : 0)
            Spacer(minLength: 0)
        }
        .frame(width: 200, height: 10)
        .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
    }
}

@Suite struct AnimationOnAppearTests {
    @Test func withAnimationInsideOnAppearAnimates() {
        let host = ViewHost(AppearingMover(), size: CGSize(width: 200, height: 10))
        #expect(firstRedColumnOnAppear(host.render()) == 0)
        host.advance(by: 0.5)
        #expect(firstRedColumnOnAppear(host.render()) == 50)
        host.advance(by: 0.5)
        #expect(firstRedColumnOnAppear(host.render()) == 100)
    }
}

private func firstRedColumnOnAppear(_ image: RasterImage) -> Int? {
    (0..<image.width).first { image[$0, 5] == RGBA8(r: 255, g: 59, b: 48, a: 255) }
}

@Observable private final class ScopedModel {
    var faded = false
}

/// `animation(_:body:)` animates the opacity in its body, not the content's own frame change.
private struct ScopedAnimation: View {
    var model: ScopedModel
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
                .padding(.leading, model.faded ? 100 : 0)
                .animation(.linear(duration: 1)) { content in
                    content.opacity(model.faded ? 0 : 1)
                }
            Spacer(minLength: 0)
        }
        .frame(width: 200, height: 10)
    }
}

@Suite struct ScopedAnimationTests {
    @Test func onlyTheModifiersInTheBodyAnimate() {
        let model = ScopedModel()
        let host = ViewHost(ScopedAnimation(model: model), size: CGSize(width: 200, height: 10))
        host.isOpaque = false
        _ = host.render()
        model.faded = true
        host.advance(by: 0.5)
        let image = host.render()
        // The move is not animated (the square is at 100 at once); the fade is half way.
        #expect(image[105, 5].a == 128)
        #expect(image[5, 5].a == 0)
    }
}
