// Namespace.swift · Raster/State · mirrors SwiftUI Namespace (iOS 17)
// Status: Complete.

import Foundation

/// A dynamic property type that allows access to a namespace defined by the persistent
/// identity of the object containing the property (e.g. a view).
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identifier: equal for the same view identity across updates.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let location = ValueBox<ID?>(nil)

    public init() {}

    public var wrappedValue: Namespace.ID {
        if let id = location.value { return id }
        warnOnce("Reading a Namespace property outside View.body. This will result in identifiers that never match any other identifier.")
        return Namespace.ID(value: NamespaceCounter.next())
    }
}

extension Namespace: InstallableProperty {
    func install(on node: Node, key: String) {
        if let existing = node.storage[key] as? ValueBox<Namespace.ID> {
            location.value = existing.value
        } else {
            let id = Namespace.ID(value: NamespaceCounter.next())
            node.storage[key] = ValueBox(id)
            location.value = id
        }
    }
}

extension Namespace: ComparableProperty {
    func isSameProperty(as other: Any) -> Bool { other is Namespace }
}

/// Hands out namespace identifiers in creation order (deterministic for a given run).
enum NamespaceCounter {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0

    static func next() -> Int {
        lock.lock(); defer { lock.unlock() }
        last += 1
        return last
    }
}
