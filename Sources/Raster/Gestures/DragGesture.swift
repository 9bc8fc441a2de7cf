// DragGesture.swift · Raster/Gestures · mirrors SwiftUI DragGesture (iOS 17)
// Status: Complete — the predicted end uses UIKit's normal deceleration (see `Value`).

import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// Raster: the drag becomes active once the finger is `minimumDistance` points or more
/// from where it touched down (at once for 0), and ends when the finger lifts; lifting
/// before that fails it. A negative or non-finite `minimumDistance` is used as 0 with a
/// warning (SwiftUI documents no result for it).
public struct DragGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The minimum dragging distance before the gesture succeeds, points.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// The pre-iOS 17 spelling with a `CoordinateSpace` value.
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// The attributes of a drag gesture.
    ///
    /// Raster: locations are points in the gesture's coordinate space, converted with the
    /// views' positions at each event; `time` is the host's time as seconds since the
    /// reference date (2001-01-01), so it is the same on every run. `velocity` is the
    /// change between the last two events of the drag per second (zero until time has
    /// passed). The predicted end is where UIKit's normal deceleration rate (0.998 per
    /// millisecond, `UIScrollView.DecelerationRate.normal`) would bring content moving at
    /// `velocity` to rest: `velocity × 0.998 / (1 − 0.998) / 1000` = `velocity × 0.499 s`
    /// beyond `location` (the projection of WWDC 2018 session 803, "Designing Fluid
    /// Interfaces"). [UNCERTAIN — SwiftUI does not document its own projection]
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The total translation from the start of the drag gesture to the current event of
        /// the drag gesture: `location − startLocation`.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// The current drag velocity, points per second.
        public var velocity: CGSize
        /// A prediction, based on the current drag velocity, of where the final location
        /// will be if dragging stopped now.
        public var predictedEndLocation: CGPoint
        /// A prediction, based on the current drag velocity, of what the final translation
        /// will be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// Seconds of travel at the release velocity that UIKit's normal deceleration adds:
    /// 0.998 / (1 − 0.998) / 1000 (rate per millisecond).
    static let projectionTime: CGFloat = 0.998 / (1 - 0.998) / 1000

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        var distance = minimumDistance
        if !(distance.isFinite && distance >= 0) {
            warnOnce("DragGesture(minimumDistance: \(distance)) is not a distance; 0 is used (the drag starts at touch-down). Give 0 or more points")
            distance = 0
        }
        return DragRecognizer(minimumDistance: distance, space: coordinateSpace, context: context)
    }
}

/// Tracks one finger's drag; see `DragGesture`.
final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let space: CoordinateSpace
    let context: GestureContext
    private var start: CGPoint = .zero
    private var isActive = false
    private var sampler = VelocitySampler<CGPoint>()

    init(minimumDistance: CGFloat, space: CoordinateSpace, context: GestureContext) {
        self.minimumDistance = minimumDistance
        self.space = space
        self.context = context
    }

    override func recognize(_ event: TouchEvent) -> RecognizerState<DragGesture.Value> {
        let location = context.convert(event.location, to: space)
        if event.phase == .began { start = location }
        sampler.add(location, at: event.time)
        let distance = hypot(location.x - start.x, location.y - start.y)
        if !isActive && distance >= minimumDistance && (event.phase != .began || minimumDistance == 0) { isActive = true }
        let value = self.value(at: location, time: event.time)
        if event.phase == .ended { return isActive ? .ended(value) : .failed }
        return isActive ? .active(value) : .possible
    }

    private func value(at location: CGPoint, time: TimeInterval) -> DragGesture.Value {
        let velocity = sampler.velocity { last, previous, dt in
            CGSize(width: (last.x - previous.x) / dt, height: (last.y - previous.y) / dt)
        } ?? .zero
        let t = DragGesture.projectionTime
        return DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: time), location: location, startLocation: start,
            velocity: velocity,
            predictedEndLocation: CGPoint(x: location.x + velocity.width * t, y: location.y + velocity.height * t))
    }
}
