// UIGestureRecognizer+Recognition.swift · Raster/Views/UIKit · UIKit gesture recognizers playing a host's touches: states, failure requirements, simultaneity, actions (Raster's own; UIKit's gesture environment)
// Status: Partial — the recognizers of one attachment compete among themselves as UIKit's
// do; against SwiftUI gestures they compete as one gesture (GestureChain.swift).
//
// A touch reaches a group of UIKit recognizers as one Raster gesture. Each event runs in the
// engine's two steps (GestureRecognizer.swift). `receive` lets every recognizer propose its
// next state from the touch (`UIGestureRecognizer.recognize`), then settles the proposals
// as UIKit's gesture environment does: a step out of `.possible` waits while a recognizer it
// requires to fail is still possible, fails once that one recognizes, and is asked of the
// delegate (`gestureRecognizerShouldBegin`); a recognizer that begins fails the others that
// may not recognize with it. The states reached are queued; `deliver` then sets each in turn
// and runs the action, so a recognizer held back by a SwiftUI gesture sees its whole
// sequence once it is let through.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// UIKit recognizers recognizing one touch together, as one gesture of the view they are
/// attached to.
final class UIKitRecognizerGroup: GestureRecognizer<Void> {
    let recognizers: [UIGestureRecognizer]

    init(_ recognizers: [UIGestureRecognizer]) { self.recognizers = recognizers }

    override func recognize(_ event: TouchEvent) -> RecognizerState<Void> {
        var proposals: [ObjectIdentifier: UIGestureRecognizer.State] = [:]
        for recognizer in recognizers {
            if let proposal = recognizer.take(event) { proposals[ObjectIdentifier(recognizer)] = proposal }
        }
        for recognizer in recognizers {
            guard let proposal = proposals[ObjectIdentifier(recognizer)] else { continue }
            if recognizer.engineState == .possible && (proposal == .began || proposal == .ended) {
                recognizer.heldState = proposal
            } else {
                recognizer.reach(proposal)
            }
        }
        settleHeldSteps(touchEnded: event.phase == .ended)
        return summary
    }

    /// Lets held steps out of `.possible` go (or fails them) as their failure requirements
    /// and the delegates say, until nothing changes; at the lift, steps still held fail.
    private func settleHeldSteps(touchEnded: Bool) {
        var changed = true
        while changed {
            changed = false
            for recognizer in recognizers {
                guard let held = recognizer.heldState else { continue }
                let required = requirements(of: recognizer)
                if required.contains(where: { $0.hasRecognized }) {
                    recognizer.heldState = nil
                    recognizer.reach(.failed)
                } else if required.contains(where: { $0.engineState == .possible && !$0.isSittingOut }) {
                    continue
                } else {
                    recognizer.heldState = nil
                    begin(recognizer, with: held)
                }
                changed = true
            }
        }
        guard touchEnded else { return }
        for recognizer in recognizers where recognizer.heldState != nil {
            recognizer.heldState = nil
            recognizer.reach(.failed)
        }
    }

    /// The recognizers of this touch `recognizer` must wait for to fail: its
    /// `require(toFail:)` ones and those the delegates name.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        recognizers.filter { other in
            other !== recognizer && (
                recognizer.failureRequirements.contains { $0.recognizer === other }
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true)
        }
    }

    /// Takes `recognizer` out of `.possible` to `state` if its delegate agrees and no
    /// recognizer it may not recognize with has begun; the others that may not recognize
    /// with it fail.
    private func begin(_ recognizer: UIGestureRecognizer, with state: UIGestureRecognizer.State) {
        let rivals = recognizers.filter { $0 !== recognizer && !$0.isSittingOut && !mayRecognizeTogether($0, recognizer) }
        if rivals.contains(where: { $0.hasBegun }) || recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false {
            recognizer.reach(.failed)
            return
        }
        recognizer.reach(state)
        for rival in rivals where rival.engineState == .possible {
            rival.heldState = nil
            rival.reach(.failed)
        }
    }

    /// Whether either delegate lets `a` and `b` recognize at the same time.
    private func mayRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// The group as one Raster gesture: active while a recognizer has begun (or one has
    /// recognized while another may still), ended once one recognized and none may still,
    /// failed when none recognized.
    private var summary: RecognizerState<Void> {
        let states = recognizers.filter { !$0.isSittingOut }.map(\.engineState)
        if states.contains(where: { $0 == .began || $0 == .changed }) { return .active(()) }
        let undecided = recognizers.contains { !$0.isSittingOut && ($0.engineState == .possible) }
        if states.contains(.ended) { return undecided ? .active(()) : .ended(()) }
        return undecided ? .possible : .failed
    }

    /// Runs the actions of the states reached; once the group's touch is decided, every
    /// recognizer goes back to `.possible`, as UIKit resets them.
    override func deliver() {
        for recognizer in recognizers { recognizer.deliverStates() }
        if state.isFinal { recognizers.forEach { $0.finishTouch() } }
    }

    /// Another gesture won the touch: a recognizer that had reported `.began` reports
    /// `.cancelled`; the others fail without a word.
    override func cancel() {
        for recognizer in recognizers { recognizer.cancelTouch() }
        super.cancel()
    }
}

extension UIGestureRecognizer {
    /// Whether the recognizer has left `.possible` for a state that recognizes.
    var hasRecognized: Bool { [.began, .changed, .ended].contains(engineState) }

    /// Takes in one event of the touch; returns the state the recognizer proposes, if any.
    /// A touch-down starts a new touch: the last one's state is reset, and a disabled
    /// recognizer, or one whose delegate declines the touch, sits it out.
    func take(_ event: TouchEvent) -> State? {
        touch.update(with: event)
        if event.phase == .began {
            if engineState != .possible || state != .possible { finishTouch() }
            isSittingOut = !isEnabled
            if !isSittingOut, let delegate, let finger = event.touches.first {
                let began = UITouch(phase: .began, tapCount: event.tapCount, timestamp: event.time, view: view,
                                    point: finger, previousPoint: finger)
                isSittingOut = !delegate.gestureRecognizer(self, shouldReceive: began)
            }
        }
        guard !isSittingOut, engineState != .ended, engineState != .failed, engineState != .cancelled else { return nil }
        guard isEnabled else { return hasBegun ? .cancelled : .failed }
        return recognize(event)
    }

    /// Moves recognition to `newState`, queueing it for the action when it is one UIKit
    /// reports (every state but `.possible` and `.failed`).
    func reach(_ newState: State) {
        engineState = newState
        if newState != .possible && newState != .failed { undeliveredStates.append(newState) }
    }

    /// Sets each queued state in turn and runs the action.
    func deliverStates() {
        let states = undeliveredStates
        undeliveredStates = []
        for reached in states {
            state = reached
            sendActions()
        }
    }

    /// Another gesture won the touch; see `UIKitRecognizerGroup.cancel()`.
    func cancelTouch() {
        undeliveredStates = []
        heldState = nil
        if state == .began || state == .changed {
            state = .cancelled
            sendActions()
        }
        engineState = .failed
        finishTouch()
    }

    /// Back to `.possible` for the next touch; `reset()` runs.
    func finishTouch() {
        engineState = .possible
        state = .possible
        heldState = nil
        undeliveredStates = []
        reset()
    }
}
#endif
