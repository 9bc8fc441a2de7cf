// Binding.swift · Raster/State · mirrors SwiftUI Binding (iOS 17)
// Status: Complete — `animation(_:)` and `transaction(_:)` on bindings live in Modifiers/AnimationModifiers.swift.

import Foundation
import Combine

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// Raster: reading through a binding to a `State` makes the reading body depend on that
/// state, exactly as reading the state itself would.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// The storage and member path this binding reaches, when it is known; two bindings
    /// with the same identity are the same binding for view comparison.
    let identity: BindingIdentity?
    /// The bound value when the binding was made, for bindings whose readers are not told
    /// of changes (members of an `ObservableObject`): a different value makes a different
    /// binding, so the view holding it updates.
    private var snapshot: Any?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
        identity = nil
    }

    /// Creates a binding whose setter is also given the transaction of each write
    /// (SwiftUI's `init(get:set:)` with a `(Value, Transaction)` setter).
    ///
    /// Raster: `set` receives the transaction the write is made in: that of the enclosing
    /// `withAnimation` or `withTransaction`, or of a binding made from this one with
    /// `animation(_:)` or `transaction(_:)`; a plain write gets an empty `Transaction()` (no
    /// animation).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { newValue in set(newValue, Transaction.current ?? Transaction()) })
    }

    init(identity: ObjectIdentifier, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
        self.identity = BindingIdentity(storage: identity, path: [])
    }

    init(identity: ObjectIdentifier, member: AnyKeyPath, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
        self.identity = BindingIdentity(storage: identity, path: [member])
    }

    init(identity: BindingIdentity?, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
        self.identity = identity
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to an immutable value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a member of the bound value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter, setter = self.setter
        return Binding<Subject>(
            identity: identity.map { BindingIdentity(storage: $0.storage, path: $0.path + [keyPath]) },
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var value = getter()
                value[keyPath: keyPath] = newValue
                setter(value)
            })
    }
}

extension Binding {
    /// A binding to an optional, from a binding to a non-optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(identity: base.identity, get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
    }

    /// A binding to the unwrapped value, or nil when the base is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(identity: base.identity, get: {
            if let current = base.wrappedValue { last = current }
            return last
        }, set: { base.wrappedValue = $0 })
    }
}

extension Binding: DynamicProperty {}

extension Binding: ComparableProperty {
    func isSameProperty(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let a = identity, let b = other.identity, a == b else { return false }
        switch (snapshot, other.snapshot) {
        case (nil, nil): return true
        case let (x?, y?): return EnvironmentComparison.areSame(x, y)
        default: return false
        }
    }

    /// The binding with a snapshot of its current value (see `snapshot`).
    func withSnapshot() -> Binding<Value> {
        var copy = self
        copy.snapshot = getter()
        return copy
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// Which storage and member path a binding reaches: key paths, and the positions of
/// collection elements (`Binding+Collection.swift`).
struct BindingIdentity: Equatable {
    var storage: ObjectIdentifier
    var path: [AnyHashable]
}
