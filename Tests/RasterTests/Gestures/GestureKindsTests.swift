// GestureKindsTests.swift · RasterTests/Gestures · taps, long presses, pinches, rotations and the gesture combinators through ViewHost (TapGesture.swift, LongPressGesture.swift, MagnifyGesture.swift, RotateGesture.swift, GestureComposition.swift, GestureCallbacks.swift)

import Foundation
import Testing
@testable import Raster

/// A 200-point blue square with `gesture`.
private func square<G: Gesture>(_ gesture: G) -> some View {
    Color.blue.frame(width: 200, height: 200).gesture(gesture)
}

/// A long-press indicator: its body records the pressing `@GestureState`.
private struct PressIndicator: View {
    let log: GestureLog
    @GestureState private var isPressing = false

    var body: some View {
        let _ = log.entries.append("pressing \(isPressing)")
        Color.blue.frame(width: 200, height: 200)
            .gesture(LongPressGesture(minimumDuration: 0.5)
                .updating($isPressing) { value, state, _ in state = value }
                .onEnded { log.entries.append("ended \($0)") })
    }
}

@Suite struct GestureKindsTests {
    private static let window = CGSize(width: 200, height: 200)
    private static let center = CGPoint(x: 100, y: 100)

    @Test func tapCountsAndSpatialTapLocations() {
        let log = GestureLog()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 200, height: 100)
                .gesture(TapGesture(count: 2).onEnded { log.entries.append("double") })
            Color.green.frame(width: 200, height: 100)
                .gesture(SpatialTapGesture().onEnded { log.entries.append("at \($0.location.x),\($0.location.y)") })
        }
        let host = ViewHost(view, size: Self.window)
        #expect(!host.tap(at: CGPoint(x: 50, y: 50)))
        #expect(host.tap(at: CGPoint(x: 52, y: 50)))
        #expect(log.entries == ["double"])
        // In the green square's own space: (30, 40) is 140 down the window.
        host.tap(at: CGPoint(x: 30, y: 140))
        #expect(log.entries == ["double", "at 30.0,40.0"])
        // A finger that moves more than 10 points is not a tap.
        #expect(!host.drag(from: CGPoint(x: 30, y: 140), to: CGPoint(x: 30, y: 160), duration: 0.05))
        #expect(log.entries.count == 2)
    }

    /// A touch outside the window lands on nothing and says so (it was silent), once.
    @Test func aTouchOutsideTheWindowWarns() {
        let log = GestureLog()
        let host = ViewHost(PressIndicator(log: log), size: Self.window)
        let (pressed, warnings) = RasterDiagnostics.capturingWarnings {
            host.longPress(at: CGPoint(x: 5000, y: -20), duration: 0.6) || host.tap(at: CGPoint(x: 5000, y: -20))
        }
        #expect(!pressed && !log.entries.contains { $0 == "pressing true" || $0.hasPrefix("ended") }, "\(log.entries)")
        #expect(warnings == ["ViewHost: a touch at (5000, -20) is outside the window (\(formatPoints(Self.window.width)) × "
            + "\(formatPoints(Self.window.height)) points from (0, 0)), so it lands on nothing; touch a point inside the window"])
    }

    @Test func aLongPressIsPressedFromTouchDownAndSucceedsAfterItsDuration() {
        let log = GestureLog()
        let host = ViewHost(PressIndicator(log: log), size: Self.window)
        host.beginDrag(at: Self.center)
        #expect(log.entries.last == "pressing true")
        host.moveDrag(to: Self.center, duration: 0.4)
        #expect(log.entries.last == "pressing true")
        // At 0.5 s it succeeds with the finger still down; the state resets.
        host.moveDrag(to: Self.center, duration: 0.1)
        #expect(Array(log.entries.suffix(2)) == ["ended true", "pressing false"])
        #expect(host.endDrag())

        let early = GestureLog()
        let other = ViewHost(PressIndicator(log: early), size: Self.window)
        #expect(!other.longPress(at: Self.center, duration: 0.3))
        #expect(!early.entries.contains { $0.hasPrefix("ended") } && early.entries.last == "pressing false")
    }

    @Test func onLongPressGestureReportsPressingThenPerforms() {
        let log = GestureLog()
        let view = Color.blue.frame(width: 200, height: 200)
            .onLongPressGesture(minimumDuration: 0.5, maximumDistance: 10) {
                log.entries.append("perform")
            } onPressingChanged: { log.entries.append("pressing \($0)") }
        let host = ViewHost(view, size: Self.window)
        #expect(!host.longPress(at: Self.center, duration: 0.2))
        #expect(log.entries == ["pressing true", "pressing false"])
        #expect(host.longPress(at: Self.center, duration: 0.5))
        #expect(log.entries == ["pressing true", "pressing false", "pressing true", "pressing false", "perform"])
        // Moving more than the maximum distance fails the press.
        log.entries = []
        host.beginDrag(at: Self.center)
        host.moveDrag(to: CGPoint(x: 115, y: 100), duration: 0.1)
        host.moveDrag(to: CGPoint(x: 115, y: 100), duration: 0.5)
        #expect(!host.endDrag())
        #expect(log.entries == ["pressing true", "pressing false"])
    }

    @Test func pinchesAndRotations() throws {
        var magnify: [MagnifyGesture.Value] = [], rotate: [RotateGesture.Value] = []
        var scales: [CGFloat] = [], angles: [Angle] = []
        let host = ViewHost(VStack(spacing: 0) {
            Color.red.frame(width: 200, height: 100)
                .gesture(MagnifyGesture().onEnded { magnify.append($0) }.simultaneously(with: MagnificationGesture().onEnded { scales.append($0) }))
            Color.green.frame(width: 200, height: 100)
                .gesture(RotateGesture().onEnded { rotate.append($0) }.simultaneously(with: RotationGesture().onEnded { angles.append($0) }))
        }, size: Self.window)
        #expect(host.pinch(at: CGPoint(x: 50, y: 50), scale: 2, duration: 0.25))
        let pinch = try #require(magnify.first)
        #expect(pinch.magnification == 2 && scales == [2])
        #expect(pinch.startLocation == CGPoint(x: 50, y: 50) && pinch.startAnchor == UnitPoint(x: 0.25, y: 0.5))
        // 100 → 200 points apart in 15 events: 1/15 of the start distance per 1/60 s.
        #expect(abs(pinch.velocity - 4) < 1e-9)
        #expect(host.rotate(at: CGPoint(x: 100, y: 150), angle: .degrees(90), duration: 0.25))
        let turn = try #require(rotate.first)
        #expect(abs(turn.rotation.degrees - 90) < 1e-9 && abs((angles.first?.degrees ?? 0) - 90) < 1e-9)
        #expect(abs(turn.velocity.degrees - 360) < 1e-6)
        #expect(turn.startLocation == CGPoint(x: 100, y: 50))
        // One finger neither pinches nor rotates.
        #expect(!host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50)))
    }

    @Test func sequencedExclusiveAndMappedGestures() throws {
        var sequence: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        let host = ViewHost(square(LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { sequence.append($0) }), size: Self.window)
        host.beginDrag(at: Self.center)
        #expect(sequence == [.first(true)])
        host.moveDrag(to: Self.center, duration: 0.5)
        // The long press ended: the drag starts where the finger is.
        let afterPress = try #require(sequence.last)
        guard case .second(true, let drag?) = afterPress else { Issue.record("\(afterPress)"); return }
        #expect(drag.translation == .zero && drag.startLocation == Self.center)
        host.moveDrag(to: CGPoint(x: 130, y: 100), duration: 0.1)
        guard case .second(true, let moved?) = sequence.last else { Issue.record("no drag"); return }
        #expect(moved.translation == CGSize(width: 30, height: 0))
        host.endDrag()

        var which: [String] = []
        let exclusive = ViewHost(square(TapGesture(count: 2).exclusively(before: TapGesture())
            .map { value -> String in if case .first = value { "double" } else { "single" } }
            .onEnded { which.append($0) }), size: Self.window)
        exclusive.tap(at: Self.center)
        exclusive.tap(at: Self.center)
        #expect(which == ["single", "double"])
    }

    @Test func erasedAndOptionalGesturesRecognizeAsTheyWrap() {
        var taps: [String] = []
        let some: TapGesture? = TapGesture()
        let none: TapGesture? = nil
        let host = ViewHost(VStack(spacing: 0) {
            Color.red.frame(width: 200, height: 100).gesture(AnyGesture(TapGesture().map { "erased" }).onEnded { taps.append($0) })
            Color.green.frame(width: 200, height: 50).gesture(some.onEnded { taps.append("some") })
            Color.blue.frame(width: 200, height: 50).gesture(none.onEnded { taps.append("none") })
        }, size: Self.window)
        host.tap(at: CGPoint(x: 100, y: 50))
        host.tap(at: CGPoint(x: 100, y: 125))
        #expect(!host.tap(at: CGPoint(x: 100, y: 175)))
        #expect(taps == ["erased", "some"])
    }

    @Test func aCustomGestureRecognizesAsItsBody() {
        var swipes: [CGFloat] = []
        let host = ViewHost(square(HorizontalSwipe().onEnded { swipes.append($0) }), size: Self.window)
        host.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 170, y: 110), duration: 0.1)
        #expect(swipes == [150])
    }

    @Test func contentShapeKindsAndEvenOddFill() {
        var taps: [String] = []
        // Two nested squares: with eoFill the inner one is a hole.
        let ring = Path { path in
            path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
            path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        }
        let host = ViewHost(HStack(spacing: 0) {
            Color.clear.frame(width: 100, height: 100).contentShape(ring, eoFill: true).onTapGesture { taps.append("ring") }
            Color.clear.frame(width: 100, height: 100).contentShape(.dragPreview, Rectangle()).onTapGesture { taps.append("preview") }
        }, size: CGSize(width: 200, height: 100))
        host.tap(at: CGPoint(x: 10, y: 50))
        #expect(!host.tap(at: CGPoint(x: 50, y: 50)))
        // A shape for drag previews does not make the clear colour hittable.
        #expect(!host.tap(at: CGPoint(x: 150, y: 50)))
        #expect(taps == ["ring"])
    }

    @Test func gestureStateResetsInItsResetTransaction() {
        let log = GestureLog()
        let animated = ViewHost(Sliding(log: log, resetAnimation: .linear(duration: 1)), size: Self.window)
        animated.drag(from: Self.center, to: CGPoint(x: 150, y: 100), duration: 0.1)
        // The reset closure sees the value being reset; its animation moves the square back.
        #expect(log.entries == ["reset 50"])
        #expect(animated.isAnimating)
        let plain = ViewHost(Sliding(log: GestureLog(), resetAnimation: nil), size: Self.window)
        plain.drag(from: Self.center, to: CGPoint(x: 150, y: 100), duration: 0.1)
        #expect(!plain.isAnimating)
    }
}

/// A square that slides with a drag and back when it ends, in the reset transaction.
private struct Sliding: View {
    @GestureState private var width: CGFloat

    init(log: GestureLog, resetAnimation: Animation?) {
        _width = GestureState(wrappedValue: 0) { value, transaction in
            log.entries.append("reset \(Int(value))")
            transaction.animation = resetAnimation
        }
    }

    var body: some View {
        Color.blue.frame(width: 100, height: 100).offset(x: width)
            .frame(width: 200, height: 200).contentShape(Rectangle())
            .gesture(DragGesture().updating($width) { value, state, _ in state = value.translation.width })
    }
}

/// A custom gesture: a drag's horizontal translation (its Value inferred from its body).
private struct HorizontalSwipe: Gesture {
    var body: some Gesture<CGFloat> {
        DragGesture().map { $0.translation.width }
    }
}
