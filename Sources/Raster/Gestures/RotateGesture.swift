// RotateGesture.swift · Raster/Gestures · mirrors SwiftUI RotateGesture, RotationGesture (iOS 17)
// Status: Complete for two-finger rotations (ViewHost.rotate(at:angle:duration:)).

import Foundation

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
///
/// Raster: two fingers; active once the line between them has turned `minimumAngleDelta`
/// or more since touch-down, ended when they lift. Angles are clockwise on screen, as
/// `rotationEffect` turns a view. One finger fails it.
public struct RotateGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The type representing the gesture's value.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event (host time as seconds since
        /// the reference date).
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space, points.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        TwoFingerRecognizer(context: context, hasStarted: RotateGesture.hasStarted(minimumAngleDelta)) { motion, velocity in
            Value(time: Date(timeIntervalSinceReferenceDate: motion.time), rotation: .radians(motion.rotation),
                  velocity: .radians(velocity?.rotation ?? 0), startAnchor: motion.startAnchor, startLocation: motion.startLocation)
        }
    }

    /// Whether a motion has turned by `delta` or more.
    static func hasStarted(_ delta: Angle) -> (TwoFingerMotion) -> Bool {
        { abs($0.rotation) >= abs(delta.radians) - 1e-9 }
    }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation (iOS
/// 13's spelling, superseded by `RotateGesture` in iOS 17).
///
/// Raster: recognizes as `RotateGesture`; the value is the rotation.
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = Angle

    /// The minimum delta required before the gesture starts.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        TwoFingerRecognizer(context: context, hasStarted: RotateGesture.hasStarted(minimumAngleDelta)) { motion, _ in
            Angle.radians(motion.rotation)
        }
    }
}
