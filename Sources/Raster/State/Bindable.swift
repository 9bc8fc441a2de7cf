// Bindable.swift · Raster/State · mirrors SwiftUI Bindable (iOS 17)
// Status: Complete — property wrapper and inline `Bindable(object)` forms.

import Foundation
import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
///
/// Raster: `$model.name` (or `Bindable(model).name`) is a binding that reads and writes
/// the object's property; bodies reading through it depend on that property only.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(identity: ObjectIdentifier(object), member: keyPath,
                       get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: ComparableProperty {
    func isSameProperty(as other: Any) -> Bool {
        guard let other = other as? Bindable<Value> else { return false }
        return (other.wrappedValue as AnyObject) === (wrappedValue as AnyObject)
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
