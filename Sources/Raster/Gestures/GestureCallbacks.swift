// GestureCallbacks.swift · Raster/Gestures · mirrors SwiftUI Gesture.onChanged, onEnded, map, updating; _ChangedGesture, _EndedGesture, _MapGesture, GestureStateGesture (iOS 17)
// Status: Complete.

import Foundation

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    ///
    /// Raster: runs once, with the gesture's last value, when it succeeds; never when it
    /// fails or another gesture wins.
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(_body: self, action: action)
    }

    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(_body: self, transform: body)
    }

    /// Updates the provided gesture state property as the gesture's value changes.
    ///
    /// Raster: `body` runs on every event while the gesture is active (from the event that
    /// recognizes it); the state it sets is written in the transaction `body` leaves. When the
    /// gesture ends, fails after being active, or loses to another gesture, the state goes
    /// back to its initial value in the state's reset transaction.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    ///
    /// Raster: runs when the gesture becomes active and whenever its value then differs from
    /// the last one passed; not for the final value (see `onEnded`).
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(_body: self, action: action)
    }
}

/// A gesture that runs an action when its content gesture ends (`onEnded`).
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let _body: Content
    let action: (Value) -> Void

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        EndedRecognizer(makeRecognizer(for: _body, in: context), action: action)
    }
}

/// A gesture that runs an action when its content gesture's value changes (`onChanged`).
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    let _body: Content
    let action: (Value) -> Void

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        ChangedRecognizer(makeRecognizer(for: _body, in: context), action: action)
    }
}

/// A gesture whose value is its content's, mapped (`map`).
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    let _body: Content
    let transform: (Content.Value) -> Value

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        WrappingRecognizer(makeRecognizer(for: _body, in: context), transform: transform)
    }
}

/// A gesture that updates the state provided by a gesture's updating callback.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state
    /// of the gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        UpdatingRecognizer(makeRecognizer(for: base, in: context), state: state, body: body)
    }
}

/// Runs `onEnded`'s action once, when its child has ended and is delivered.
private final class EndedRecognizer<Value>: WrappingRecognizer<Value, Value> {
    let action: (Value) -> Void
    private var hasRun = false

    init(_ child: GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(child) { $0 }
    }

    override func deliver() {
        super.deliver()
        guard !hasRun, case .ended(let value) = state else { return }
        hasRun = true
        action(value)
    }
}

/// Runs `onChanged`'s action with each new value of its active child.
private final class ChangedRecognizer<Value: Equatable>: WrappingRecognizer<Value, Value> {
    let action: (Value) -> Void
    private var last: Value?

    init(_ child: GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(child) { $0 }
    }

    override func deliver() {
        super.deliver()
        guard case .active(let value) = state, value != last else { return }
        last = value
        action(value)
    }
}

/// Runs `updating`'s body while its child is active and resets the state afterwards.
private final class UpdatingRecognizer<Value, State>: WrappingRecognizer<Value, Value> {
    let gestureState: GestureState<State>
    let body: (Value, inout State, inout Transaction) -> Void
    private var hasUpdated = false

    init(_ child: GestureRecognizer<Value>, state: GestureState<State>,
         body: @escaping (Value, inout State, inout Transaction) -> Void) {
        gestureState = state
        self.body = body
        super.init(child) { $0 }
    }

    override func deliver() {
        super.deliver()
        switch state {
        case .active(let value):
            var current = gestureState.wrappedValue
            var transaction = Transaction.current ?? Transaction()
            body(value, &current, &transaction)
            hasUpdated = true
            gestureState.set(current, in: transaction)
        case .ended, .failed:
            resetIfUpdated()
        case .possible:
            break
        }
    }

    override func cancel() {
        super.cancel()
        resetIfUpdated()
    }

    private func resetIfUpdated() {
        guard hasUpdated else { return }
        hasUpdated = false
        gestureState.reset()
    }
}
