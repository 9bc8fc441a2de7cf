// TapGesture.swift · Raster/Gestures · mirrors SwiftUI TapGesture, SpatialTapGesture (iOS 17)
// Status: Complete — taps of a series count when they come within 0.3 s and 20 points of
// the last on the same view (ViewHost.tap(at:)).

import Foundation

/// A gesture that recognizes one or more taps.
///
/// Raster: succeeds when the finger lifts having moved at most `TapGesture.allowableMovement`
/// points, on the `count`th tap of a quick series (and every `count`th after: a count of 1
/// succeeds on every tap). A count below 1 is used as 1 with a warning.
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = Void

    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) {
        self.count = count
    }

    /// How far a finger may move between touch-down and lift for a tap, points: the same
    /// 10 points as `DragGesture`'s default minimum distance and `LongPressGesture`'s
    /// default maximum distance, so a default drag and a tap never both succeed.
    /// [UNCERTAIN — UIKit does not document UITapGestureRecognizer's slop]
    static let allowableMovement: CGFloat = 10

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        TapRecognizer(count: TapGesture.validCount(count, of: "TapGesture")) { _ in () }
    }

    /// `count`, or 1 with a warning when it is below 1.
    static func validCount(_ count: Int, of name: String) -> Int {
        guard count < 1 else { return count }
        warnOnce("\(name)(count: \(count)) needs at least one tap; 1 is used")
        return 1
    }
}

/// A gesture that recognizes one or more taps and reports their location.
///
/// Raster: recognizes as `TapGesture`; the location is where the finger lifted, in the
/// gesture's coordinate space (points).
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of
    /// the gesture's location.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// The pre-iOS 17 spelling with a `CoordinateSpace` value.
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        let space = coordinateSpace
        return TapRecognizer(count: TapGesture.validCount(count, of: "SpatialTapGesture")) {
            Value(location: context.convert($0, to: space))
        }
    }
}

/// Succeeds on the lift of the `count`th tap of a series; see `TapGesture`.
final class TapRecognizer<Value>: GestureRecognizer<Value> {
    let count: Int
    /// The value for the lift at a window point.
    let value: (CGPoint) -> Value
    private var start: CGPoint = .zero

    init(count: Int, value: @escaping (CGPoint) -> Value) {
        self.count = count
        self.value = value
    }

    override func recognize(_ event: TouchEvent) -> RecognizerState<Value> {
        let location = event.location
        if event.phase == .began { start = location }
        if hypot(location.x - start.x, location.y - start.y) > TapGesture.allowableMovement { return .failed }
        guard event.phase == .ended else { return .possible }
        return event.tapCount % count == 0 ? .ended(value(location)) : .failed
    }
}
