// Gesture.swift · Raster/Gestures · mirrors SwiftUI Gesture, AnyGesture (iOS 17)
// Status: Complete — a custom gesture's `Value` must be its body's (as SwiftUI infers it).

import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of
/// values for each of its states.
///
/// Raster: gestures recognize the touches a `ViewHost` plays (`tap(at:)`, `drag(from:to:duration:)`,
/// `longPress(at:duration:)`, `pinch(at:scale:duration:)`, `rotate(at:angle:duration:)`) on
/// the host's clock. Locations are points in the coordinate space a gesture names (the
/// attached view's own space by default, origin at its top-leading corner, y down).
@MainActor @preconcurrency public protocol Gesture<Value> {
    /// The type representing the gesture's value (a custom gesture's is its body's).
    associatedtype Value = Body.Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body; Raster recognizes them itself.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// Gestures Raster recognizes itself rather than through `body`.
protocol PrimitiveGesture {
    /// A recognizer for one touch sequence: a `GestureRecognizer<Value>` of the gesture's `Value`.
    func makeAnyRecognizer(in context: GestureContext) -> AnyObject
}

/// A recognizer for one touch sequence of `gesture`: the primitive's own, or its body's.
func makeRecognizer<G: Gesture>(for gesture: G, in context: GestureContext) -> GestureRecognizer<G.Value> {
    if let primitive = gesture as? PrimitiveGesture {
        return primitive.makeAnyRecognizer(in: context) as! GestureRecognizer<G.Value>
    }
    if G.Body.self == Never.self {
        warnOnce("\(G.self) is a gesture with no body that Raster does not know; it never recognizes")
        return GestureRecognizer<G.Value>()
    }
    let body: GestureRecognizer<G.Body.Value> = makeRecognizer(for: gesture.body, in: context)
    if let recognizer = body as AnyObject as? GestureRecognizer<G.Value> { return recognizer }
    warnOnce("\(G.self)'s Value is not its body's (\(G.Body.Value.self)), so it never recognizes; declare `typealias Value = \(G.Body.Value.self)`")
    return GestureRecognizer<G.Value>()
}

/// A type-erased gesture.
///
/// Raster: recognizes exactly as the gesture it wraps.
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    private let make: (GestureContext) -> GestureRecognizer<Value>

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        make = { makeRecognizer(for: gesture, in: $0) }
    }

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject { make(context) }
}

/// An optional gesture: the wrapped one, or none (a `nil` gesture never recognizes).
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        map { makeRecognizer(for: $0, in: context) } ?? GestureRecognizer<Wrapped.Value>()
    }
}
