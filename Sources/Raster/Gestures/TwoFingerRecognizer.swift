// TwoFingerRecognizer.swift · Raster/Gestures · the pinch and rotation tracking behind MagnifyGesture and RotateGesture (Raster's own; UIPinchGestureRecognizer's and UIRotationGestureRecognizer's role)
// Status: Complete for two fingers.

import Foundation

/// Where two fingers are relative to where they touched down.
struct TwoFingerMotion {
    /// The fingers' distance over their distance at touch-down.
    var scale: CGFloat
    /// The turn of the line from the first finger to the second since touch-down, radians,
    /// clockwise on screen positive (y points down).
    var rotation: Double
    /// The fingers' centroid at touch-down, in the attached view's space (points).
    var startLocation: CGPoint
    /// `startLocation` as a unit point of the attached view's bounds.
    var startAnchor: UnitPoint
    /// Host time, seconds.
    var time: TimeInterval
}

/// Tracks two fingers and is active once `hasStarted` says the motion is large enough; it
/// fails when the sequence does not have two fingers, and ends when they lift.
final class TwoFingerRecognizer<Value>: GestureRecognizer<Value> {
    let context: GestureContext
    let hasStarted: (TwoFingerMotion) -> Bool
    /// The value for the motion and its velocity (per second; nil before time has passed).
    let value: (TwoFingerMotion, TwoFingerMotion?) -> Value
    private var start: (distance: CGFloat, angle: Double, location: CGPoint, anchor: UnitPoint)?
    private var isActive = false
    private var previous: TwoFingerMotion?
    private var last: TwoFingerMotion?

    init(context: GestureContext, hasStarted: @escaping (TwoFingerMotion) -> Bool,
         value: @escaping (TwoFingerMotion, TwoFingerMotion?) -> Value) {
        self.context = context
        self.hasStarted = hasStarted
        self.value = value
    }

    override func recognize(_ event: TouchEvent) -> RecognizerState<Value> {
        guard event.touches.count == 2 else { return .failed }
        let a = event.touches[0], b = event.touches[1]
        let distance = hypot(b.x - a.x, b.y - a.y)
        let angle = atan2(Double(b.y - a.y), Double(b.x - a.x))
        if event.phase == .began {
            let location = context.convert(event.location, to: .local)
            let size = context.size
            start = (distance, angle, location,
                     UnitPoint(x: size.width > 0 ? location.x / size.width : 0, y: size.height > 0 ? location.y / size.height : 0))
        }
        guard let start, start.distance > 0 else { return .failed }
        var turn = angle - start.angle
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        let motion = TwoFingerMotion(scale: distance / start.distance, rotation: turn, startLocation: start.location,
                                     startAnchor: start.anchor, time: event.time)
        if let last, last.time < motion.time { previous = last }
        last = motion
        if !isActive && hasStarted(motion) { isActive = true }
        guard isActive else { return event.phase == .ended ? .failed : .possible }
        let velocity = previous.map { previous in
            let dt = motion.time - previous.time
            return TwoFingerMotion(scale: (motion.scale - previous.scale) / dt, rotation: (motion.rotation - previous.rotation) / dt,
                                   startLocation: motion.startLocation, startAnchor: motion.startAnchor, time: motion.time)
        }
        let current = value(motion, velocity)
        return event.phase == .ended ? .ended(current) : .active(current)
    }
}
