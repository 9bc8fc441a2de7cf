// UIPinchGestureRecognizer.swift · Raster/Views/UIKit · mirrors UIKit UIPinchGestureRecognizer, UIRotationGestureRecognizer (iOS 17)
// Status: Partial — recognize the pinches and rotations a ViewHost plays
// (UIGestureRecognizer.swift says where). Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The distance and angle of a touch's first two fingers.
private func fingerSpan(_ fingers: [CGPoint]) -> (distance: CGFloat, angle: CGFloat)? {
    guard fingers.count == 2 else { return nil }
    let a = fingers[0], b = fingers[1]
    return (hypot(b.x - a.x, b.y - a.y), atan2(b.y - a.y, b.x - a.x))
}

/// A continuous gesture recognizer that interprets pinching gestures involving two touches
/// (UIKit's `UIPinchGestureRecognizer`).
///
/// Raster: `.began` at the first move of a two-finger touch that changes the fingers'
/// distance [UNCERTAIN: UIKit documents no threshold], `.changed` at each move after that,
/// `.ended` when they lift; a touch of one finger fails it (`ViewHost.pinch(at:scale:duration:)`
/// plays two).
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The fingers' distance over their distance at touch-down (or when `scale` was last
    /// set). Default 1. Setting it makes later scales count from that value.
    open var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            if let span = fingerSpan(touch.fingers), newValue.isFinite, newValue > 0 { referenceDistance = span.distance / newValue }
        }
    }
    /// How fast the scale changes, per second (zero before time has passed).
    open private(set) var velocity: CGFloat = 0
    private var storedScale: CGFloat = 1
    private var referenceDistance: CGFloat = 0
    private var touchTimeBefore: TimeInterval = 0

    override func recognize(_ event: TouchEvent) -> State? {
        guard let span = fingerSpan(event.touches) else { return .failed }
        if event.phase == .began {
            referenceDistance = span.distance
            storedScale = 1
            velocity = 0
        }
        guard referenceDistance > 0 else { return .failed }
        let previous = storedScale, dt = touch.time - touchTimeBefore
        storedScale = span.distance / referenceDistance
        if dt > 0 { velocity = (storedScale - previous) / CGFloat(dt) }
        touchTimeBefore = touch.time
        if hasBegun { return continuingState(after: event) }
        if event.phase == .ended { return .failed }
        return event.phase == .moved && storedScale != 1 ? .began : nil
    }
}

/// A continuous gesture recognizer that interprets rotation gestures involving two touches
/// (UIKit's `UIRotationGestureRecognizer`).
///
/// Raster: `.began` at the first move of a two-finger touch that turns the line between the
/// fingers [UNCERTAIN: UIKit documents no threshold], `.changed` at each move after that,
/// `.ended` when they lift; a touch of one finger fails it (`ViewHost.rotate(at:angle:duration:)`
/// plays two).
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The turn of the line from the first finger to the second since touch-down (or since
    /// `rotation` was last set), radians, clockwise on screen positive. Default 0.
    open var rotation: CGFloat {
        get { storedRotation }
        set {
            storedRotation = newValue
            if let span = fingerSpan(touch.fingers), newValue.isFinite { referenceAngle = span.angle - newValue }
        }
    }
    /// How fast the rotation changes, radians per second (zero before time has passed).
    open private(set) var velocity: CGFloat = 0
    private var storedRotation: CGFloat = 0
    private var referenceAngle: CGFloat = 0
    private var touchTimeBefore: TimeInterval = 0

    override func recognize(_ event: TouchEvent) -> State? {
        guard let span = fingerSpan(event.touches) else { return .failed }
        if event.phase == .began {
            referenceAngle = span.angle
            storedRotation = 0
            velocity = 0
        }
        let previous = storedRotation, dt = touch.time - touchTimeBefore
        // The shortest turn from the reference, then unwound next to the last value.
        var turn = span.angle - referenceAngle
        turn -= 2 * .pi * ((turn - previous) / (2 * .pi)).rounded()
        storedRotation = turn
        if dt > 0 { velocity = (storedRotation - previous) / CGFloat(dt) }
        touchTimeBefore = touch.time
        if hasBegun { return continuingState(after: event) }
        if event.phase == .ended { return .failed }
        return event.phase == .moved && storedRotation != 0 ? .began : nil
    }
}
#endif
