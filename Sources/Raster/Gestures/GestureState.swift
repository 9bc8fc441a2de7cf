// GestureState.swift · Raster/Gestures · mirrors SwiftUI GestureState (iOS 17)
// Status: Complete.

import Foundation

/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends.
///
/// Raster: stored in the view's node like `State`; only a gesture's `updating(_:body:)`
/// writes it. It goes back to its initial value when the gesture ends, fails after being
/// active or loses to another gesture, in the reset transaction (an empty one unless given).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let location: StateLocation<Value>
    let resetTransaction: (Value, inout Transaction) -> Void

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, reset: { _, _ in })
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a
    /// transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a
    /// closure that provides a transaction to reset it (given the value being reset).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        location = StateLocation(initial: wrappedValue)
        resetTransaction = reset
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { location.value }

    /// A binding to the gesture state property (the state itself, for `updating(_:body:)`).
    public var projectedValue: GestureState<Value> { self }

    /// Writes `value` in `transaction` (an `updating` body's result).
    func set(_ value: Value, in transaction: Transaction) {
        withTransaction(transaction) { location.value = value }
    }

    /// Puts the initial value back in the reset transaction.
    func reset() {
        var transaction = Transaction()
        resetTransaction(location.value, &transaction)
        set(location.initial, in: transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a closure that provides a
    /// transaction to reset it.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: InstallableProperty {
    func install(on node: Node, key: String) {
        location.install(on: node, key: key)
    }
}

extension GestureState: ComparableProperty {
    /// Gesture state lives in the node, so two view values' properties never differ.
    func isSameProperty(as other: Any) -> Bool { other is GestureState<Value> }
}
