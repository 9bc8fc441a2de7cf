// UIGestureRecognizerRepresentableTests.swift · RasterTests/Gestures · UIGestureRecognizerRepresentable and the UIKit recognizers it attaches, played by a ViewHost's touches (UIGestureRecognizerRepresentable.swift, UIGestureRecognizer+Recognition.swift, UITapGestureRecognizer.swift, UIPanGestureRecognizer.swift, UIPinchGestureRecognizer.swift)

import Foundation
import Testing
@testable import Raster

/// What a represented recognizer's actions saw, one entry per call.
final class RecognizerLog {
    struct Call: Equatable {
        var state: UIGestureRecognizer.State
        /// `context.converter.localLocation`, `location(in: nil)`, `location(in: recognizer.view)`
        /// and the converter's location in the "card" space.
        var local: CGPoint, window: CGPoint, inView: CGPoint, card: CGPoint
    }
    var calls: [Call] = []
    var states: [UIGestureRecognizer.State] { calls.map(\.state) }
    var translations: [CGPoint?] = []
    var velocities: [CGPoint?] = []
    var makes = 0
    var updates = 0
    var coordinators = 0
}

/// A recognizer `make` makes, attached to a SwiftUI view; its action logs what it sees.
struct LoggedRecognizer<Recognizer: UIGestureRecognizer>: UIGestureRecognizerRepresentable {
    let log: RecognizerLog
    let make: () -> Recognizer

    func makeCoordinator(converter: CoordinateSpaceConverter) -> RecognizerLog {
        log.coordinators += 1
        return log
    }

    func makeUIGestureRecognizer(context: Context) -> Recognizer {
        context.coordinator.makes += 1
        return make()
    }

    func updateUIGestureRecognizer(_ recognizer: Recognizer, context: Context) {
        context.coordinator.updates += 1
    }

    func handleUIGestureRecognizerAction(_ recognizer: Recognizer, context: Context) {
        let converter = context.converter
        log.calls.append(.init(state: recognizer.state, local: converter.localLocation, window: recognizer.location(in: nil),
                               inView: recognizer.location(in: recognizer.view), card: converter.location(in: .named("card"))))
        log.translations.append(converter.localTranslation)
        log.velocities.append(converter.localVelocity)
    }
}

/// A 100-point blue square with `representable`'s recognizer, padded 20 points inside the
/// "card" space: centred in a 200-point window, the square is at (50, 50), the card at (30, 30).
private func card(_ representable: some UIGestureRecognizerRepresentable) -> some View {
    Color.blue.frame(width: 100, height: 100)
        .gesture(representable)
        .padding(20)
        .coordinateSpace(.named("card"))
}

private let window = CGSize(width: 200, height: 200)

@Suite struct UIGestureRecognizerRepresentableTests {
    @Test func aTapEndsOnceWithItsLocationInEverySpace() {
        let log = RecognizerLog()
        let tap = UITapGestureRecognizer()
        let host = ViewHost(card(LoggedRecognizer(log: log) { tap }), size: window)
        #expect(host.tap(at: CGPoint(x: 60, y: 70)))
        // Made once (coordinator first) when the view first appeared, updated then.
        #expect(log.coordinators == 1)
        #expect(log.makes == 1)
        #expect(log.updates == 1)
        #expect(log.calls == [.init(state: .ended, local: CGPoint(x: 10, y: 20), window: CGPoint(x: 60, y: 70),
                                    inView: CGPoint(x: 60, y: 70), card: CGPoint(x: 30, y: 40))])
        // A tap recognizer has no translation or velocity.
        #expect(log.translations == [nil] && log.velocities == [nil])
        // Its view is the host's window, and after the touch it is possible again, as UIKit resets it.
        #expect(tap.view === UIWindowScene.hostScene(of: host.graph).keyWindow)
        #expect(tap.state == .possible)
        // A tap outside the square reaches nothing.
        #expect(!host.tap(at: CGPoint(x: 20, y: 20)))
        #expect(log.calls.count == 1)
    }

    @Test func aDoubleTapRecognizerWaitsForTheSecondTapOfASeries() {
        let log = RecognizerLog()
        let host = ViewHost(card(LoggedRecognizer(log: log) {
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            return tap
        }), size: window)
        #expect(!host.tap(at: CGPoint(x: 60, y: 70)))
        #expect(log.calls.isEmpty)
        #expect(host.tap(at: CGPoint(x: 62, y: 70)))
        #expect(log.states == [.ended])
        #expect(log.calls.first?.local == CGPoint(x: 12, y: 20))
    }

    @Test func aPanBeginsAtTenPointsChangesAtEachMoveAndEndsAtTheLift() throws {
        let log = RecognizerLog()
        let host = ViewHost(card(LoggedRecognizer(log: log) { UIPanGestureRecognizer() }), size: window)
        // 60 points right in 0.25 s: 15 events 1/60 s apart, 4 points each.
        #expect(host.drag(from: CGPoint(x: 60, y: 70), to: CGPoint(x: 120, y: 70), duration: 0.25))
        // Began at the third event (12 ≥ 10 points), changed at the 12 after it, ended at the lift.
        #expect(log.states == [.began] + Array(repeating: .changed, count: 12) + [.ended])
        #expect(log.translations.map { $0?.x } == Array(stride(from: 12, through: 60, by: 4)).map { CGFloat($0) } + [60])
        #expect(log.translations.allSatisfy { $0?.y == 0 })
        let began = try #require(log.calls.first), ended = try #require(log.calls.last)
        #expect(began.local == CGPoint(x: 22, y: 20) && began.window == CGPoint(x: 72, y: 70) && began.card == CGPoint(x: 42, y: 40))
        #expect(ended.local == CGPoint(x: 70, y: 20) && ended.window == CGPoint(x: 120, y: 70))
        // 4 points per 1/60 s.
        let velocity = try #require(log.velocities.last ?? nil)
        #expect(abs(velocity.x - 240) < 1e-6 && velocity.y == 0)
    }

    @Test func setTranslationMakesLaterTranslationsCountFromIt() {
        let log = RecognizerLog()
        let pan = UIPanGestureRecognizer()
        let host = ViewHost(card(LoggedRecognizer(log: log) { pan }), size: window)
        host.beginDrag(at: CGPoint(x: 60, y: 70))
        host.moveDrag(to: CGPoint(x: 80, y: 70))
        #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
        pan.setTranslation(.zero, in: nil)
        host.moveDrag(to: CGPoint(x: 85, y: 60))
        #expect(pan.translation(in: nil) == CGPoint(x: 5, y: -10))
        #expect(log.translations.last == CGPoint(x: 5, y: -10))
        #expect(host.endDrag())
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test func aLongPressBeginsAfterItsDurationChangesWhenMovedAndEndsAtTheLift() {
        let log = RecognizerLog()
        let host = ViewHost(card(LoggedRecognizer(log: log) { UILongPressGestureRecognizer() }), size: window)
        // Lifted at 0.4 s: too short, no action.
        #expect(!host.longPress(at: CGPoint(x: 60, y: 70), duration: 0.4))
        #expect(log.calls.isEmpty)
        // Held 0.6 s without moving: began at 0.5 s, no change while still, ended at the lift.
        #expect(host.longPress(at: CGPoint(x: 60, y: 70), duration: 0.6))
        #expect(log.states == [.began, .ended])
        #expect(log.calls.map(\.local) == [CGPoint(x: 10, y: 20), CGPoint(x: 10, y: 20)])
        // Moved after it began: a change at each of the 6 events.
        log.calls = []
        host.beginDrag(at: CGPoint(x: 60, y: 70))
        host.moveDrag(to: CGPoint(x: 60, y: 70), duration: 0.5)
        host.moveDrag(to: CGPoint(x: 90, y: 70), duration: 0.1)
        #expect(host.endDrag())
        #expect(log.states == [.began] + Array(repeating: .changed, count: 6) + [.ended])
        #expect(log.calls.last?.local == CGPoint(x: 40, y: 20))
        // Moving 11 points before it began fails it.
        log.calls = []
        host.beginDrag(at: CGPoint(x: 60, y: 70))
        host.moveDrag(to: CGPoint(x: 71, y: 70), duration: 0.1)
        host.moveDrag(to: CGPoint(x: 71, y: 70), duration: 0.5)
        _ = host.endDrag()
        #expect(log.calls.isEmpty)
    }

    @Test func pinchAndRotationReportScaleAndAngle() throws {
        let pinchLog = RecognizerLog(), rotationLog = RecognizerLog()
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        var scales: [CGFloat] = [], angles: [CGFloat] = []
        let pinchHost = ViewHost(card(LoggedRecognizer(log: pinchLog) { pinch }), size: window)
        let rotationHost = ViewHost(card(LoggedRecognizer(log: rotationLog) { rotation }), size: window)
        #expect(pinchHost.pinch(at: CGPoint(x: 100, y: 100), scale: 2))
        scales.append(pinch.scale)
        #expect(rotationHost.rotate(at: CGPoint(x: 100, y: 100), angle: .degrees(90)))
        angles.append(rotation.rotation)
        // Two fingers 100 points apart spread to 200 in 15 events.
        #expect(pinchLog.states == [.began] + Array(repeating: .changed, count: 14) + [.ended])
        #expect(abs(scales[0] - 2) < 1e-9)
        #expect(rotationLog.states.first == .began && rotationLog.states.last == .ended)
        #expect(abs(angles[0] - .pi / 2) < 1e-9)
        // The centroid stays at the centre: (50, 50) in the square.
        #expect(pinchLog.calls.allSatisfy { $0.local == CGPoint(x: 50, y: 50) })
        // One finger fails both.
        pinchLog.calls = []
        #expect(!pinchHost.drag(from: CGPoint(x: 60, y: 70), to: CGPoint(x: 120, y: 70)))
        #expect(pinchLog.calls.isEmpty)
    }

    @Test func aSwipeIsRecognizedInItsDirectionOnly() {
        let log = RecognizerLog()
        let host = ViewHost(card(LoggedRecognizer(log: log) {
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = .left
            return swipe
        }), size: window)
        #expect(!host.drag(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 140, y: 100)))
        #expect(log.calls.isEmpty)
        #expect(host.drag(from: CGPoint(x: 140, y: 100), to: CGPoint(x: 60, y: 100)))
        // The 80 points come in 15 steps of 16/3 points: recognized at the first 50 or more
        // to the left, the 10th step, 53.3 points along.
        #expect(log.states == [.ended])
        let recognizedAt: CGFloat = 140 - 80 * 10 / 15
        #expect(abs((log.calls.first?.window.x ?? 0) - recognizedAt) < 1e-9)
    }

    @Test func anEdgePanBeginsOnlyNearItsEdge() {
        let log = RecognizerLog()
        let view = Color.blue.gesture(LoggedRecognizer(log: log) {
            let edgePan = UIScreenEdgePanGestureRecognizer()
            edgePan.edges = .left
            return edgePan
        })
        let host = ViewHost(view, size: window)
        #expect(!host.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100)))
        #expect(log.calls.isEmpty)
        #expect(host.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 105, y: 100)))
        #expect(log.states.first == .began && log.states.last == .ended)
        #expect(log.translations.last == CGPoint(x: 100, y: 0))
    }

    @Test func aDelegateThatDeclinesStopsTheRecognizerAsDoesDisablingIt() {
        final class Gatekeeper: UIGestureRecognizerDelegate {
            var shouldBegin = false, shouldReceive = true
            var asked: [String] = []
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                asked.append("shouldBegin")
                return shouldBegin
            }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                asked.append("shouldReceive \(Int(touch.location(in: nil).x)),\(Int(touch.location(in: nil).y)) \(touch.phase)")
                return shouldReceive
            }
        }
        let log = RecognizerLog(), gatekeeper = Gatekeeper()
        let tap = UITapGestureRecognizer()
        tap.delegate = gatekeeper
        let host = ViewHost(card(LoggedRecognizer(log: log) { tap }), size: window)
        #expect(!host.tap(at: CGPoint(x: 60, y: 70)))
        #expect(log.calls.isEmpty)
        #expect(gatekeeper.asked == ["shouldReceive 60,70 began", "shouldBegin"])
        // Declining the touch: shouldBegin is never asked.
        gatekeeper.shouldReceive = false
        gatekeeper.asked = []
        #expect(!host.tap(at: CGPoint(x: 60, y: 70)))
        #expect(gatekeeper.asked == ["shouldReceive 60,70 began"] && log.calls.isEmpty)
        // Agreeing: one action.
        gatekeeper.shouldReceive = true
        gatekeeper.shouldBegin = true
        #expect(host.tap(at: CGPoint(x: 60, y: 70)))
        #expect(log.states == [.ended])
        // Disabled: no delegate call, no action; enabled again, it recognizes.
        gatekeeper.asked = []
        tap.isEnabled = false
        #expect(!host.tap(at: CGPoint(x: 60, y: 70)))
        #expect(gatekeeper.asked.isEmpty && log.calls.count == 1)
        tap.isEnabled = true
        #expect(host.tap(at: CGPoint(x: 60, y: 70)))
        #expect(log.calls.count == 2)
    }

    @Test func disablingAPanMidwayCancelsIt() {
        let log = RecognizerLog()
        let pan = UIPanGestureRecognizer()
        let host = ViewHost(card(LoggedRecognizer(log: log) { pan }), size: window)
        host.beginDrag(at: CGPoint(x: 60, y: 70))
        host.moveDrag(to: CGPoint(x: 80, y: 70))
        pan.isEnabled = false
        host.moveDrag(to: CGPoint(x: 90, y: 70))
        _ = host.endDrag()
        #expect(log.states == [.began, .cancelled])
    }

    @Test func badParametersWarnAndUseUIKitsDefaults() {
        let log = RecognizerLog()
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = .nan
        press.allowableMovement = -1
        let host = ViewHost(card(LoggedRecognizer(log: log) { press }), size: window)
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            #expect(!host.longPress(at: CGPoint(x: 60, y: 70), duration: 0.4))
            // 0.5 s and 10 points: a press that drifts 5 points still begins.
            host.beginDrag(at: CGPoint(x: 60, y: 70))
            host.moveDrag(to: CGPoint(x: 65, y: 70), duration: 0.1)
            host.moveDrag(to: CGPoint(x: 65, y: 70), duration: 0.4)
            #expect(host.endDrag())
        }
        #expect(log.states == [.began, .ended])
        #expect(warnings.contains { $0.contains("minimumPressDuration is nan") && $0.contains("0.5") })
        #expect(warnings.contains { $0.contains("allowableMovement is -1.0") && $0.contains("10") })

        let tapLog = RecognizerLog()
        let tapHost = ViewHost(card(LoggedRecognizer(log: tapLog) {
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 0
            return tap
        }), size: window)
        let (_, tapWarnings) = RasterDiagnostics.capturingWarnings { #expect(tapHost.tap(at: CGPoint(x: 60, y: 70))) }
        #expect(tapLog.states == [.ended])
        #expect(tapWarnings == ["UITapGestureRecognizer.numberOfTapsRequired is 0, which no tap can meet; 1 (UIKit's "
                                + "default) is used. Give 1 or more"])
    }

    @Test func aSwiftUITapInsideWinsOverTheRepresentableAsOverAGesture() {
        let log = RecognizerLog()
        var taps = 0
        let view = Color.red.frame(width: 40, height: 40).onTapGesture { taps += 1 }
            .frame(width: 100, height: 100).background(Color.blue)
            .gesture(LoggedRecognizer(log: log) { UITapGestureRecognizer() })
        let host = ViewHost(view, size: window)
        #expect(host.tap(at: CGPoint(x: 100, y: 100)))
        #expect(taps == 1 && log.calls.isEmpty)
        #expect(host.tap(at: CGPoint(x: 60, y: 60)))
        #expect(taps == 1 && log.states == [.ended])
    }

    @Test func aPanMovesASquareAsADragGestureDoesPixelForPixel() {
        struct PanMover: UIGestureRecognizerRepresentable {
            @Binding var offset: CGSize
            func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer { UIPanGestureRecognizer() }
            func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
                let translation = context.converter.localTranslation ?? .zero
                offset = recognizer.state == .ended ? .zero : CGSize(width: translation.x, height: translation.y)
            }
        }
        struct UIKitSquare: View {
            @State private var offset = CGSize.zero
            var body: some View {
                Color.orange.frame(width: 60, height: 60).offset(offset)
                    .gesture(PanMover(offset: $offset))
                    .frame(width: 200, height: 200).background(Color.white)
            }
        }
        struct SwiftUISquare: View {
            @State private var offset = CGSize.zero
            var body: some View {
                Color.orange.frame(width: 60, height: 60).offset(offset)
                    .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
                    .frame(width: 200, height: 200).background(Color.white)
            }
        }
        let uiKit = ViewHost(UIKitSquare(), size: window), swiftUI = ViewHost(SwiftUISquare(), size: window)
        uiKit.beginDrag(at: CGPoint(x: 100, y: 100))
        uiKit.moveDrag(to: CGPoint(x: 130, y: 60), duration: 0.1)
        swiftUI.beginDrag(at: CGPoint(x: 100, y: 100))
        swiftUI.moveDrag(to: CGPoint(x: 130, y: 60), duration: 0.1)
        let moved = uiKit.render(), expected = swiftUI.render()
        #expect(moved.pixmap.data == expected.pixmap.data)
        // The square moved 30 right and 40 up: its centre is at (130, 60).
        #expect(moved.pixmap[130, 60] != moved.pixmap[100, 100])
        #expect(uiKit.endDrag() && swiftUI.endDrag())
        #expect(uiKit.render().pixmap.data == swiftUI.render().pixmap.data)
    }
}
