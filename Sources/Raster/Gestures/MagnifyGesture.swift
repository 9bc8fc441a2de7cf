// MagnifyGesture.swift · Raster/Gestures · mirrors SwiftUI MagnifyGesture, MagnificationGesture (iOS 17)
// Status: Complete for two-finger pinches (ViewHost.pinch(at:scale:duration:)).

import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
///
/// Raster: two fingers; active once their distance differs from the distance at touch-down
/// by `minimumScaleDelta` (as a fraction) or more, ended when they lift. One finger fails it.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The type representing the gesture's value.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event (host time as seconds since
        /// the reference date).
        public var time: Date
        /// The relative amount that the gesture has magnified by: 2 when the fingers are
        /// twice as far apart as at touch-down.
        public var magnification: CGFloat
        /// The current magnification velocity, per second.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space, points.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        TwoFingerRecognizer(context: context, hasStarted: MagnifyGesture.hasStarted(minimumScaleDelta)) { motion, velocity in
            Value(time: Date(timeIntervalSinceReferenceDate: motion.time), magnification: motion.scale,
                  velocity: velocity?.scale ?? 0, startAnchor: motion.startAnchor, startLocation: motion.startLocation)
        }
    }

    /// Whether a motion has scaled by `delta` or more.
    static func hasStarted(_ delta: CGFloat) -> (TwoFingerMotion) -> Bool {
        { abs($0.scale - 1) >= delta - 1e-9 }
    }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification
/// (iOS 13's spelling, superseded by `MagnifyGesture` in iOS 17).
///
/// Raster: recognizes as `MagnifyGesture`; the value is the magnification.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = CGFloat

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        TwoFingerRecognizer(context: context, hasStarted: MagnifyGesture.hasStarted(minimumScaleDelta)) { motion, _ in motion.scale }
    }
}
