// Environment.swift · Raster/State · mirrors SwiftUI Environment (iOS 17)
// Status: Complete — key paths and Observable objects by type.

import Foundation
import Observation

/// A property wrapper that reads a value from a view's environment.
///
/// Raster: a body that reads `@Environment(\.x)` runs again only when the value at `\.x`
/// changes (compared with `==` when the value is `Equatable`, by identity for objects,
/// otherwise on every environment change).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, typeName: String, optional: Bool)
    }

    let source: Source
    let location = EnvironmentLocation()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// An Observable object of type `Value` put in the environment with `environment(_:)`.
    /// Reading it when no ancestor provided one stops the program with a message naming
    /// the type, as SwiftUI does.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(ObjectIdentifier(objectType), typeName: String(describing: objectType), optional: false)
    }

    /// An optional Observable object of type `T`; nil when no ancestor provided one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(ObjectIdentifier(objectType), typeName: String(describing: objectType), optional: true)
    }

    public var wrappedValue: Value {
        guard let node = location.node else {
            warnOnce("Accessing Environment<\(Value.self)>'s value outside of being installed on a View. This will always read the default value and will not update.")
            return readDefault()
        }
        return read(from: node)
    }

    private func readDefault() -> Value {
        switch source {
        case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
        case .object(_, let typeName, let optional):
            if optional, let none = Optional<AnyObject>.none as? Value { return none }
            fatalError("No Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be missing as an ancestor of this view.")
        }
    }

    private func read(from node: Node) -> Value {
        switch source {
        case .keyPath(let keyPath):
            let value = node.environment[keyPath: keyPath]
            node.environmentReads.append(EnvironmentRead(property: location.key) { environment in
                !EnvironmentComparison.areSame(environment[keyPath: keyPath], value)
            })
            return value
        case .object(let id, let typeName, let optional):
            let object = node.environment.object(of: id)
            node.environmentReads.append(EnvironmentRead(property: location.key) { environment in
                environment.object(of: id) !== object
            })
            if let object, let value = object as? Value { return value }
            if optional, let value = (object as AnyObject?) as? Value { return value }
            if optional, let none = Optional<AnyObject>.none as? Value { return none }
            fatalError("No Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be missing as an ancestor of \(node.typeName).")
        }
    }
}

extension Environment: InstallableProperty {
    func install(on node: Node, key: String) {
        location.node = node
        location.key = key
    }
}

extension Environment: ComparableProperty {
    func isSameProperty(as other: Any) -> Bool { other is Environment<Value> }
}

/// The node an `Environment` property reads from.
final class EnvironmentLocation {
    weak var node: Node?
    /// The property's stored name in its view.
    var key = "@self"
}

/// Whether two environment values are the same for invalidation purposes.
enum EnvironmentComparison {
    static func areSame(_ a: Any, _ b: Any) -> Bool {
        if let equatable = a as? any Equatable { return equatable.isEqual(to: b) }
        if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return false
    }
}
