// DragGestureTests.swift · RasterTests/Gestures · DragGesture, GestureState and ViewHost's drags (DragGesture.swift, GestureState.swift, ViewHost+Gestures.swift)

import Foundation
import Testing
@testable import Raster

/// What the gestures of a test view saw, in order.
final class GestureLog {
    var entries: [String] = []
    var drags: [DragGesture.Value] = []
    var ended: [DragGesture.Value] = []
}

/// A 200-point square filling the window with a drag gesture; its body records the
/// `@GestureState` translation it reads.
private struct Draggable: View {
    let log: GestureLog
    var minimumDistance: CGFloat = 10
    @GestureState private var offset = CGSize.zero

    var body: some View {
        let _ = log.entries.append("body \(Int(offset.width)),\(Int(offset.height))")
        Color.blue.frame(width: 200, height: 200)
            .gesture(DragGesture(minimumDistance: minimumDistance)
                .updating($offset) { value, state, _ in state = value.translation }
                .onChanged { log.drags.append($0) }
                .onEnded { log.ended.append($0) })
    }
}

@Suite struct DragGestureTests {
    private static let window = CGSize(width: 200, height: 200)

    @Test func aDragReportsItsTranslationFromTheTenthPointAndEndsWithTheLastValue() throws {
        let log = GestureLog()
        let host = ViewHost(Draggable(log: log), size: Self.window)
        // 90 points right in 0.25 s: 15 events 1/60 s apart, 6 points each.
        #expect(host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 140, y: 50), duration: 0.25))
        // Active from the second event (12 ≥ 10 points); onChanged sees 12, 18, … 90.
        #expect(log.drags.map(\.translation.width) == Array(stride(from: 12, through: 90, by: 6)))
        #expect(log.drags.allSatisfy { $0.startLocation == CGPoint(x: 50, y: 50) })
        let end = try #require(log.ended.first)
        #expect(log.ended.count == 1)
        #expect(end.location == CGPoint(x: 140, y: 50))
        #expect(end.translation == CGSize(width: 90, height: 0))
        // 6 points per 1/60 s.
        #expect(abs(end.velocity.width - 360) < 1e-6 && end.velocity.height == 0)
        // UIKit's normal deceleration: 0.499 s of travel at the release velocity.
        #expect(abs(end.predictedEndLocation.x - (140 + 360 * 0.499)) < 1e-6)
        #expect(abs(end.predictedEndTranslation.width - (90 + 360 * 0.499)) < 1e-6)
        #expect(abs(end.time.timeIntervalSinceReferenceDate - 0.25) < 1e-9)
        #expect(host.time == 0.25)
    }

    @Test func gestureStateFollowsTheDragMidwayAndResetsWhenItEnds() {
        let log = GestureLog()
        let host = ViewHost(Draggable(log: log), size: Self.window)
        host.beginDrag(at: CGPoint(x: 20, y: 20))
        host.moveDrag(to: CGPoint(x: 50, y: 60), duration: 0.1)
        // Mid-drag, the body shows the translation so far.
        #expect(log.entries.last == "body 30,40")
        #expect(log.ended.isEmpty)
        host.moveDrag(to: CGPoint(x: 70, y: 60), duration: 0.05)
        #expect(log.entries.last == "body 50,40")
        #expect(host.endDrag())
        #expect(log.entries.last == "body 0,0")
        #expect(log.ended.map(\.translation) == [CGSize(width: 50, height: 40)])
    }

    @Test func aShortMoveFailsTheDragAndAZeroMinimumStartsAtTouchDown() {
        let log = GestureLog()
        let host = ViewHost(Draggable(log: log), size: Self.window)
        #expect(!host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 55, y: 58), duration: 0.1))
        #expect(log.drags.isEmpty && log.ended.isEmpty)

        let zero = GestureLog()
        let eager = ViewHost(Draggable(log: zero, minimumDistance: 0), size: Self.window)
        eager.beginDrag(at: CGPoint(x: 50, y: 50))
        #expect(zero.drags.map(\.translation) == [.zero])
        #expect(eager.endDrag())
        #expect(zero.ended.map(\.translation) == [.zero])
    }

    @Test func aZeroDurationDragIsOneStepWithNoVelocity() throws {
        let log = GestureLog()
        let host = ViewHost(Draggable(log: log), size: Self.window)
        #expect(host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 10), duration: 0))
        #expect(log.drags.map(\.translation.width) == [100])
        let end = try #require(log.ended.first)
        #expect(end.velocity == .zero && end.predictedEndLocation == end.location)
        #expect(host.time == 0)
    }

    @Test func locationsAreInTheGesturesCoordinateSpace() throws {
        let local = GestureLog(), global = GestureLog()
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 50)
            Color.blue.frame(width: 100, height: 100)
                .gesture(DragGesture().onEnded { local.ended.append($0) })
                .simultaneousGesture(DragGesture(coordinateSpace: .global).onEnded { global.ended.append($0) })
        }
        // The square sits at (50, 50) in a 200-point window.
        let host = ViewHost(view.frame(width: 200, height: 200, alignment: .top), size: Self.window)
        #expect(host.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 90, y: 60), duration: 0.1))
        let inView = try #require(local.ended.first), inWindow = try #require(global.ended.first)
        #expect(inView.startLocation == CGPoint(x: 10, y: 10) && inView.location == CGPoint(x: 40, y: 10))
        #expect(inWindow.startLocation == CGPoint(x: 60, y: 60) && inWindow.location == CGPoint(x: 90, y: 60))
    }

    @Test func badInputWarnsAndIsIgnoredOrClamped() {
        let log = GestureLog()
        let host = ViewHost(Draggable(log: log, minimumDistance: -5), size: Self.window)
        let warnings = capturingWarnings {
            #expect(!host.drag(from: CGPoint(x: CGFloat.nan, y: 0), to: CGPoint(x: 10, y: 10)))
            host.moveDrag(to: CGPoint(x: 1, y: 1))
            #expect(!host.endDrag())
            // A negative minimum distance is 0: the drag starts at touch-down.
            host.beginDrag(at: CGPoint(x: 50, y: 50))
            host.moveDrag(to: CGPoint(x: 60, y: 50), duration: -1)
            host.endDrag()
        }
        #expect(log.drags.map(\.translation.width) == [0, 10])
        #expect(host.time == 0)
        #expect(warnings.contains { $0.contains("drag(from:") && $0.contains("finite") })
        #expect(warnings.contains { $0.contains("moveDrag(to:) ignored: no finger is down") })
        #expect(warnings.contains { $0.contains("DragGesture(minimumDistance: -5.0)") })
        #expect(warnings.contains { $0.contains("moveDrag(duration: -1.0)") })
    }

    /// A touch of 1e9 seconds was 6e10 events: it ran without end and without a word.
    @Test func aTouchLastsAtMostTenMinutes() {
        let host = ViewHost(Color.clear, size: Self.window)
        let warnings = capturingWarnings { host.longPress(at: CGPoint(x: 50, y: 50), duration: 1e9) }
        #expect(warnings == ["ViewHost.longPress(duration: 1000000000.0): a touch lasts at most 600 seconds (36000 events); 600 is used"])
        #expect(host.time == 600)
    }
}
