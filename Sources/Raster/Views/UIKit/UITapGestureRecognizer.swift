// UITapGestureRecognizer.swift · Raster/Views/UIKit · mirrors UIKit UITapGestureRecognizer, UILongPressGestureRecognizer (iOS 17)
// Status: Partial — recognize the taps and presses a ViewHost plays (UIGestureRecognizer.swift
// says where). Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A discrete gesture recognizer that interprets single or multiple taps (UIKit's
/// `UITapGestureRecognizer`).
///
/// Raster: recognized (`.ended`) when the finger lifts having moved at most 10 points
/// (`TapGesture`'s slop, [UNCERTAIN: UIKit does not document its own]), on the
/// `numberOfTapsRequired`th tap of a quick series (taps within 0.3 s and 20 points of host
/// time, as `ViewHost.tap(at:)` counts them) and with `numberOfTouchesRequired` fingers. A
/// count below 1 warns and is used as 1, UIKit's default.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps needed. Default 1.
    open var numberOfTapsRequired = 1
    /// The number of fingers needed. Default 1.
    open var numberOfTouchesRequired = 1

    override var isDiscrete: Bool { true }

    override func recognize(_ event: TouchEvent) -> State? {
        let taps = validCount(numberOfTapsRequired, named: "numberOfTapsRequired")
        let fingers = validCount(numberOfTouchesRequired, named: "numberOfTouchesRequired")
        if event.touches.count != fingers || touch.distanceMoved > TapGesture.allowableMovement { return .failed }
        guard event.phase == .ended else { return nil }
        return event.tapCount % taps == 0 ? .ended : .failed
    }

    /// `count`, or 1 with a warning when it is below 1.
    private func validCount(_ count: Int, named property: String) -> Int {
        guard count < 1 else { return count }
        warnOnce("UITapGestureRecognizer.\(property) is \(count), which no tap can meet; 1 (UIKit's default) is used. "
                 + "Give 1 or more")
        return 1
    }
}

/// A continuous gesture recognizer that interprets long-press gestures (UIKit's
/// `UILongPressGestureRecognizer`).
///
/// Raster: `.began` once the fingers have been down `minimumPressDuration` seconds of host
/// time without moving more than `allowableMovement` points, `.changed` at each move after
/// that (any distance), `.ended` when they lift; lifting or moving too far sooner fails it.
/// `numberOfTapsRequired` taps must come first in the same quick series. A duration that is
/// negative or not a number, a negative movement or a required count below its minimum
/// warns and uses UIKit's default (0.5 s, 10 points, 1 finger, 0 taps).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be down, seconds. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// The number of fingers needed. Default 1.
    open var numberOfTouchesRequired = 1
    /// The number of taps before the press. Default 0.
    open var numberOfTapsRequired = 0
    /// How far the fingers may move before the press begins, points. Default 10.
    open var allowableMovement: CGFloat = 10

    override func recognize(_ event: TouchEvent) -> State? {
        if hasBegun { return continuingState(after: event) }
        let parameters = validParameters()
        if event.touches.count != parameters.fingers || event.tapCount <= parameters.taps
            || touch.distanceMoved > parameters.movement { return .failed }
        // A nanosecond of slack: host times are sums of frame steps.
        if touch.time - touch.startTime >= parameters.duration - 1e-9 { return .began }
        return event.phase == .ended ? .failed : nil
    }

    /// The parameters, each invalid one replaced by UIKit's default with a warning.
    private func validParameters() -> (duration: TimeInterval, movement: CGFloat, fingers: Int, taps: Int) {
        var duration = minimumPressDuration, movement = allowableMovement
        var fingers = numberOfTouchesRequired, taps = numberOfTapsRequired
        if !(duration >= 0) {
            warnOnce("UILongPressGestureRecognizer.minimumPressDuration is \(duration), which is not a duration; 0.5 "
                     + "(UIKit's default) is used. Give 0 or more seconds")
            duration = 0.5
        }
        if !(movement >= 0) {
            warnOnce("UILongPressGestureRecognizer.allowableMovement is \(movement), which is not a distance; 10 "
                     + "(UIKit's default) is used. Give 0 or more points")
            movement = 10
        }
        if fingers < 1 {
            warnOnce("UILongPressGestureRecognizer.numberOfTouchesRequired is \(fingers); 1 (UIKit's default) is used. Give 1 or more")
            fingers = 1
        }
        if taps < 0 {
            warnOnce("UILongPressGestureRecognizer.numberOfTapsRequired is \(taps); 0 (UIKit's default) is used. Give 0 or more")
            taps = 0
        }
        return (duration, movement, fingers, taps)
    }
}
#endif
