// LongPressGesture.swift · Raster/Gestures · mirrors SwiftUI LongPressGesture (iOS 17)
// Status: Complete.

import Foundation

/// A gesture that succeeds when the user performs a long press.
///
/// Raster: active with the value `true` from touch-down (the pressing state `updating`
/// and `onChanged` see); succeeds, still pressed, once the finger has been down
/// `minimumDuration` seconds of host time; fails when the finger lifts sooner or moves more
/// than `maximumDistance` points. Negative or non-finite parameters are used as 0 (duration)
/// and 10 (distance) with a warning.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = Bool

    /// The minimum duration of the long press that must elapse before the gesture succeeds,
    /// seconds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails, points.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the
    /// interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        var duration = minimumDuration, distance = maximumDistance
        if !(duration.isFinite && duration >= 0) {
            warnOnce("LongPressGesture(minimumDuration: \(duration)) is not a duration; 0 is used. Give 0 or more seconds")
            duration = 0
        }
        if !(distance >= 0) {
            warnOnce("LongPressGesture(maximumDistance: \(distance)) is not a distance; 10 is used. Give 0 or more points")
            distance = 10
        }
        return LongPressRecognizer(minimumDuration: duration, maximumDistance: distance)
    }
}

/// Times one press; see `LongPressGesture`.
final class LongPressRecognizer: GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var start: (location: CGPoint, time: TimeInterval) = (.zero, 0)

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override func recognize(_ event: TouchEvent) -> RecognizerState<Bool> {
        if event.phase == .began { start = (event.location, event.time) }
        let moved = hypot(event.location.x - start.location.x, event.location.y - start.location.y)
        if moved > maximumDistance { return .failed }
        // A nanosecond of slack: host times are sums of frame steps.
        if event.time - start.time >= minimumDuration - 1e-9 { return .ended(true) }
        return event.phase == .ended ? .failed : .active(true)
    }
}
