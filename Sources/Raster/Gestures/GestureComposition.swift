// GestureComposition.swift · Raster/Gestures · mirrors SwiftUI SimultaneousGesture, SequenceGesture, ExclusiveGesture and simultaneously(with:), sequenced(before:), exclusively(before:) (iOS 17)
// Status: Complete — a sequence's second gesture sees the touches after the first ends, in the
// same touch sequence.

import Foundation

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Sequences a gesture with another one to create a new gesture, which results in the
    /// second gesture only receiving events after the first gesture succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture
    /// succeeds, giving precedence to the first gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A gesture containing two gestures that can happen at the same time with neither of
/// them preceding the other.
///
/// Raster: both see every event; the gesture is active while either is, and ends when both
/// are over and at least one succeeded. Each callback of either runs as if it were alone.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently
    /// of each other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The value of a simultaneous gesture that indicates which of its two gestures
    /// receives events.
    public struct Value {
        /// The value of the first gesture (nil while it is not active or ended).
        public var first: First.Value?
        /// The value of the second gesture (nil while it is not active or ended).
        public var second: Second.Value?
    }

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        SimultaneousRecognizer(makeRecognizer(for: first, in: context), makeRecognizer(for: second, in: context)) {
            Value(first: $0, second: $1)
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

/// A gesture that's a sequence of two gestures.
///
/// Raster: the second gesture starts when the first ends, with a touch-down where the
/// fingers are then; the sequence fails when either fails and ends when the second ends.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The value of a sequence gesture that helps to detect whether the first gesture
    /// succeeded, so the second gesture can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended; the second one's value, once it has one.
        case second(First.Value, Second.Value?)
    }

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        SequenceRecognizer<First.Value, Second.Value, Value>(
            makeRecognizer(for: first, in: context), makeRecognizer(for: second, in: context),
            first: { .first($0) }, second: { .second($0, $1) })
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that consists of two gestures where only one of them can succeed.
///
/// Raster: while the first gesture is possible the second waits (its callbacks do not
/// run), unless the second ends first, which cancels the first; once the first is active or
/// ended, the second is cancelled; once the first fails, the second takes over.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    public enum Value {
        /// The value of the first gesture.
        case first(First.Value)
        /// The value of the second gesture.
        case second(Second.Value)
    }

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        ExclusiveRecognizer<First.Value, Second.Value, Value>(
            makeRecognizer(for: first, in: context), makeRecognizer(for: second, in: context),
            first: { .first($0) }, second: { .second($0) })
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Two child recognizers composed into one: the base of the simultaneous, sequence and
/// exclusive recognizers. Cancelling it cancels both children.
class PairRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let a: GestureRecognizer<A>
    let b: GestureRecognizer<B>

    init(_ a: GestureRecognizer<A>, _ b: GestureRecognizer<B>) {
        self.a = a
        self.b = b
    }

    override func cancel() {
        a.cancel()
        b.cancel()
        super.cancel()
    }
}

/// Both children see every event and deliver; see `SimultaneousGesture`.
final class SimultaneousRecognizer<A, B, Value>: PairRecognizer<A, B, Value> {
    let combine: (A?, B?) -> Value

    init(_ a: GestureRecognizer<A>, _ b: GestureRecognizer<B>, combine: @escaping (A?, B?) -> Value) {
        self.combine = combine
        super.init(a, b)
    }

    override func recognize(_ event: TouchEvent) -> RecognizerState<Value> {
        a.receive(event)
        b.receive(event)
        let value = combine(a.state.value, b.state.value)
        if a.state.isFailed && b.state.isFailed { return .failed }
        if a.state.isFinal && b.state.isFinal { return .ended(value) }
        return a.state.value != nil || b.state.value != nil ? .active(value) : .possible
    }

    override func deliver() {
        a.deliver()
        b.deliver()
    }
}

/// The first child until it ends, then the second; see `SequenceGesture`.
final class SequenceRecognizer<A, B, Value>: PairRecognizer<A, B, Value> {
    let first: (A) -> Value
    let second: (A, B?) -> Value
    private var secondStarted = false

    init(_ a: GestureRecognizer<A>, _ b: GestureRecognizer<B>,
         first: @escaping (A) -> Value, second: @escaping (A, B?) -> Value) {
        self.first = first
        self.second = second
        super.init(a, b)
    }

    override func recognize(_ event: TouchEvent) -> RecognizerState<Value> {
        if !secondStarted {
            a.receive(event)
            switch a.state {
            case .possible: return .possible
            case .failed: return .failed
            case .active(let value): return .active(first(value))
            case .ended:
                secondStarted = true
                var down = event
                down.phase = .began
                b.receive(down)
                if event.phase == .ended { b.receive(event) }
            }
        } else {
            b.receive(event)
        }
        guard case .ended(let firstValue) = a.state else { return .failed }
        switch b.state {
        case .possible: return .active(second(firstValue, nil))
        case .active(let value): return .active(second(firstValue, value))
        case .ended(let value): return .ended(second(firstValue, value))
        case .failed: return .failed
        }
    }

    override func deliver() {
        a.deliver()
        if secondStarted { b.deliver() }
    }
}

/// The first child wins unless it fails; see `ExclusiveGesture`.
final class ExclusiveRecognizer<A, B, Value>: PairRecognizer<A, B, Value> {
    let first: (A) -> Value
    let second: (B) -> Value

    init(_ a: GestureRecognizer<A>, _ b: GestureRecognizer<B>,
         first: @escaping (A) -> Value, second: @escaping (B) -> Value) {
        self.first = first
        self.second = second
        super.init(a, b)
    }

    override func recognize(_ event: TouchEvent) -> RecognizerState<Value> {
        a.receive(event)
        if !a.state.isFailed, a.state.value != nil {
            b.cancel()
            return a.state.map(first)
        }
        b.receive(event)
        if case .possible = a.state {
            guard case .ended = b.state else { return .possible }
            a.cancel()
        }
        return b.state.map(second)
    }

    override func deliver() {
        a.deliver()
        if a.state.isFailed { b.deliver() }
    }
}
