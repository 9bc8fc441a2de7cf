import Foundation
import Testing
@testable import Raster

@Observable private final class Toggle {
    var on = false
}

private struct Appearing: View {
    var model: Toggle
    var transition: AnyTransition?
    var body: some View {
        ZStack {
            Color.clear.frame(width: 40, height: 20)
            if model.on {
                if let transition {
                    Color.red.frame(width: 20, height: 20).transition(transition)
                } else {
                    Color.red.frame(width: 20, height: 20)
                }
            }
        }
    }
}

@Observable private final class TwoToggles {
    var outer = true
    var inner = true
}

/// A red square that fades out inside a group that can itself be removed at once.
private struct Nested: View {
    var model: TwoToggles
    var body: some View {
        ZStack {
            Color.clear.frame(width: 40, height: 20)
            if model.outer {
                HStack {
                    if model.inner { Color.red.frame(width: 20, height: 20) }
                }
            }
        }
    }
}

/// A red square that comes and goes with a move from a chosen edge.
@Observable private final class MovingSquare {
    var shown = false
    var edge = Edge.leading
}

private struct Moving: View {
    var model: MovingSquare
    var body: some View {
        ZStack {
            Color.clear.frame(width: 40, height: 20)
            if model.shown { Color.red.frame(width: 20, height: 20).transition(.move(edge: model.edge)) }
        }
    }
}

private let red = RGBA8(r: 255, g: 59, b: 48, a: 255)
private let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

/// Red at `opacity` over the white window, as the compositor rounds it.
private func redOverWhite(_ opacity: Double) -> RGBA8 {
    func channel(_ c: Double) -> UInt8 { UInt8((c * opacity + 255 * (1 - opacity)).rounded()) }
    return RGBA8(r: 255, g: channel(59), b: channel(48), a: 255)
}

@Suite struct TransitionTests {
    let size = CGSize(width: 40, height: 20)

    @Test func insertionWithoutAnimationAppearsAtOnce() {
        let model = Toggle()
        let host = ViewHost(Appearing(model: model), size: size)
        #expect(host.render()[20, 10] == white)
        model.on = true
        #expect(host.render()[20, 10] == red)
        #expect(!host.isAnimating)
    }

    @Test func defaultOpacityTransitionIsHalfAlphaAtHalfTime() {
        let model = Toggle()
        let host = ViewHost(Appearing(model: model), size: size)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.on = true }
        #expect(host.render()[20, 10] == white)
        host.advance(by: 0.5)
        #expect(isClose(host.render()[20, 10], redOverWhite(0.5)))
        host.advance(by: 0.5)
        #expect(host.render()[20, 10] == red)
    }

    @Test func aRemovedViewDrawsUntilItsTransitionEndsThenIsGone() {
        let model = Toggle()
        model.on = true
        let host = ViewHost(Appearing(model: model), size: size)
        #expect(host.render()[20, 10] == red)
        withAnimation(.linear(duration: 1)) { model.on = false }
        #expect(host.render()[20, 10] == red)
        host.advance(by: 0.25)
        #expect(isClose(host.render()[20, 10], redOverWhite(0.75)))
        #expect(host.isAnimating)
        host.advance(by: 0.75)
        #expect(host.render()[20, 10] == white)
        #expect(!host.isAnimating)
        #expect(host.graph.animator.ghosts.isEmpty)
    }

    @Test func aGhostIsTornDownWithTheViewItWasRemovedFrom() {
        let model = TwoToggles()
        let host = ViewHost(Nested(model: model), size: size)
        #expect(host.render()[20, 10] == red)
        withAnimation(.linear(duration: 1)) { model.inner = false }
        host.advance(by: 0.25)
        #expect(isClose(host.render()[20, 10], redOverWhite(0.75)))
        #expect(host.graph.animator.ghosts.count == 1)
        // Removing the HStack without animation tears it down, and the fading square with it.
        model.outer = false
        #expect(host.render()[20, 10] == white)
        #expect(host.graph.animator.ghosts.isEmpty)
        host.advance(by: 1)
        #expect(host.render()[20, 10] == white)
        #expect(!host.isAnimating)
    }

    /// A removed view that ignores the safe area keeps reaching the screen's edges while it
    /// fades: its ghost is placed in the safe area it was in. (It was placed in none, so its
    /// frame animated in to the safe area, leaving the status bar's strip and the home
    /// indicator's strip white half way.)
    @Test func aRemovedViewIgnoringTheSafeAreaKeepsReachingTheScreenEdges() {
        let model = Toggle()
        model.on = true
        struct Screen: View {
            let model: Toggle
            var body: some View {
                ZStack {
                    Color.clear
                    if model.on { Color.red.ignoresSafeArea().transition(.opacity) }
                }
            }
        }
        let host = ViewHost(Screen(model: model), device: .iPhone15)
        var image = host.render()
        #expect(image.pixel(atPoint: 196, 4) == red)
        #expect(image.pixel(atPoint: 60, 848) == red)
        withAnimation(.linear(duration: 1)) { model.on = false }
        host.advance(by: 0.5)
        image = host.render()
        for point in [CGPoint(x: 196, y: 4), CGPoint(x: 60, y: 848), CGPoint(x: 60, y: 400)] {
            #expect(isClose(image.pixel(atPoint: point.x, point.y), redOverWhite(0.5)))
        }
    }

    /// Views removed together fade one over another in the order they were drawn: half way
    /// through, blue at 50 % over red at 50 % over the white window. (They were removed in a
    /// dictionary's order, which changes from run to run, so either could be on top.)
    @Test func viewsRemovedTogetherKeepTheirDrawingOrder() {
        struct Pair: View {
            let model: Toggle
            var body: some View {
                ZStack {
                    Color.clear.frame(width: 40, height: 20)
                    ForEach(model.on ? [0, 1] : [], id: \.self) { index in
                        (index == 0 ? Color.red : Color.blue).frame(width: 20, height: 20)
                    }
                }
            }
        }
        let model = Toggle()
        model.on = true
        let host = ViewHost(Pair(model: model), size: size)
        #expect(host.render()[20, 10] == RGBA8(r: 0, g: 122, b: 255, a: 255))
        withAnimation(.linear(duration: 1)) { model.on = false }
        host.advance(by: 0.5)
        let underneath = redOverWhite(0.5)
        func over(_ c: UInt8, _ below: UInt8) -> UInt8 { UInt8((Double(c) * 0.5 + Double(below) * 0.5).rounded()) }
        let expected = RGBA8(r: over(0, underneath.r), g: over(122, underneath.g), b: over(255, underneath.b), a: 255)
        #expect(isClose(host.render()[20, 10], expected))
    }

    @Test func moveFromLeadingEdgeIsHalfWayAtHalfTime() {
        let model = Toggle()
        let host = ViewHost(Appearing(model: model, transition: .move(edge: .leading)), size: size)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.on = true }
        host.advance(by: 0.5)
        let image = host.render()
        // The square's home is x 10..<30; half way it is shifted left by 10.
        #expect(image[0, 10] == red)
        #expect(image[19, 10] == red)
        #expect(image[20, 10] == white)
    }

    /// A view inserted in an earlier update is no longer being inserted: an animated update
    /// that changes its transition (as a navigation page's changes when a pop uncovers it)
    /// leaves it where it is, whether its insertion was animated or not.
    @Test func anAnimatedChangeOfAnInsertedViewsTransitionDoesNotReplayTheInsertion() {
        for animatesInsertion in [false, true] {
            let model = MovingSquare()
            let host = ViewHost(Moving(model: model), size: size)
            _ = host.render()
            withAnimation(animatesInsertion ? .linear(duration: 1) : nil) { model.shown = true }
            host.advance(by: 1)
            _ = host.render()
            withAnimation(.linear(duration: 1)) { model.edge = .trailing }
            host.advance(by: 0.5)
            let image = host.render()
            // At home, x 10..<30; a replayed move from the trailing edge would be at 20..<40.
            #expect(image[9, 10] == white && image[10, 10] == red && image[29, 10] == red && image[30, 10] == white)
        }
    }

    @Test func scaleTransitionAndAsymmetricRemoval() {
        let model = Toggle()
        let host = ViewHost(Appearing(model: model, transition: .asymmetric(insertion: .scale(scale: 0.5), removal: .opacity)), size: size)
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.on = true }
        let start = host.render()
        #expect(start[20, 10] == red && start[14, 10] == white && start[15, 10] == red && start[24, 10] == red && start[25, 10] == white)
        host.advance(by: 1)
        withAnimation(.linear(duration: 1)) { model.on = false }
        host.advance(by: 0.5)
        #expect(isClose(host.render()[20, 10], redOverWhite(0.5)))
    }
}

// Seed 002, sample 002-24: the hero transition; `Hero(hero: true, ...)` plays it back, with
// the inserted small circle's matched effect inside a `.frame` and a padding: the effect
// applies wherever it is in the inserted subtree.
private struct Hero: View {
    @State private var hero: Bool
    @Namespace var namespace
    let animation: Animation
    let padding: CGFloat

    init(hero: Bool = false, animation: Animation = .default, padding: CGFloat = 0) {
        _hero = State(initialValue: hero)
        self.animation = animation
        self.padding = padding
    }

    var body: some View {
        let circle = Circle().fill(Color.green)
        ZStack {
            if hero {
                circle
                    .matchedGeometryEffect(id: "image", in: namespace)
            } else {
                circle
                    .matchedGeometryEffect(id: "image", in: namespace)
                    .frame(width: 30, height: 30)
                    .padding(padding)
            }
        }
        .onTapGesture {
            withAnimation(animation) { hero.toggle() }
        }
    }
}

/// Global presentation frames of the Circle leaves drawn now (live and ghosts).
private func circleFrames<V: View>(_ host: ViewHost<V>) -> [CGRect] {
    var frames: [CGRect] = []
    func visit(_ unit: Node, origin: CGPoint) {
        let frame = unit.graph.animator.frame(of: unit).offsetBy(dx: origin.x, dy: origin.y)
        if unit.unitTypeName == "Circle" { frames.append(frame) }
        for child in unit.subviewNodes { visit(child, origin: frame.origin) }
        for ghost in unit.graph.animator.ghosts(in: unit) {
            for ghostUnit in ghost.node.units { visit(ghostUnit, origin: frame.origin) }
        }
    }
    visit(host.graph.root!, origin: .zero)
    return frames
}

@Suite struct HeroTransitionTests {
    @Test func anInsertedMatchedViewInsideModifiersStartsAtTheSourcesFrame() throws {
        let host = ViewHost(Hero(hero: true, animation: .linear(duration: 1), padding: 1), size: CGSize(width: 200, height: 400))
        _ = host.render()
        #expect(circleFrames(host) == [CGRect(x: 0, y: 100, width: 200, height: 200)])
        host.tap(at: CGPoint(x: 100, y: 200))
        // At the change both circles are where the big one was.
        #expect(circleFrames(host) == [CGRect(x: 0, y: 100, width: 200, height: 200),
                                       CGRect(x: 0, y: 100, width: 200, height: 200)])
        host.advance(by: 0.5)
        // Half way (linear): 200 → 30 is 115 wide, centred on the same point.
        let middle = circleFrames(host)
        #expect(middle.count == 2)
        #expect(middle.allSatisfy { abs($0.width - 115) < 0.001 && abs($0.midX - 100) < 0.001 && abs($0.midY - 200) < 0.001 },
                "\(middle)")
        host.advance(by: 1)
        #expect(circleFrames(host) == [CGRect(x: 85, y: 185, width: 30, height: 30)])
    }

    @Test func circleStartsAtThirtyPointsAndEndsFullScreenCrossFading() throws {
        let size = CGSize(width: 200, height: 400)
        let host = ViewHost(Hero(), size: size)
        _ = host.render()
        #expect(circleFrames(host) == [CGRect(x: 85, y: 185, width: 30, height: 30)])
        host.tap(at: CGPoint(x: 100, y: 200))
        // Both circles draw at the change: the inserted one starts at the small frame.
        let start = circleFrames(host)
        #expect(start.count == 2)
        #expect(start.allSatisfy { $0 == CGRect(x: 85, y: 185, width: 30, height: 30) }, "\(start)")
        host.advance(by: 0.2)
        let middle = circleFrames(host)
        #expect(middle.count == 2)
        #expect(middle.allSatisfy { $0.width > 30 && $0.width < 200 })
        #expect(abs(middle[0].width - middle[1].width) < 0.001)
        // Cross-fade: the inserted circle fades in as the removed one fades out.
        let ghost = try #require(host.graph.animator.ghosts.first)
        var fading: [Node] = []
        func collect(_ node: Node) {
            if host.graph.animator.fadeOpacity(of: node) != nil { fading.append(node) }
            node.orderedChildren.forEach(collect)
        }
        collect(try #require(host.graph.root))
        #expect(fading.count == 1)
        let animator = host.graph.animator
        let fadeIn = try #require(fading.first.flatMap(animator.fadeOpacity)), fadeOut = try #require(animator.fadeOpacity(of: ghost.node))
        #expect(fadeIn > 0.1 && fadeIn < 0.99 && abs(fadeIn + fadeOut - 1) < 1e-9)
        host.advance(by: 2)
        #expect(!host.isAnimating)
        #expect(circleFrames(host) == [CGRect(x: 0, y: 100, width: 200, height: 200)])
    }
}
