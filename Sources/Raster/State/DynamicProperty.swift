// DynamicProperty.swift · Raster/State · mirrors SwiftUI DynamicProperty (iOS 17)
// Status: Complete.

import Foundation

/// An interface for a stored variable that updates an external property of a view.
///
/// Raster: before a body runs, the graph finds every dynamic property among the view's
/// stored properties (also inside nested dynamic properties) and links it to the node's
/// persistent storage, then calls `update()`.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value. Called before each body run.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Dynamic properties that Raster links to a node's storage.
protocol InstallableProperty {
    /// Links the property to `node`'s storage; `key` is the property's path in the view,
    /// unique within the node.
    func install(on node: Node, key: String)
}

/// Finds and installs the dynamic properties of a view value.
enum DynamicPropertyInstaller {
    private static let lock = NSLock()
    /// Whether values of a type have any dynamic property, by type.
    nonisolated(unsafe) private static var typesWithProperties: [ObjectIdentifier: Bool] = [:]

    static func install(on node: Node, view: Any) {
        let type = ObjectIdentifier(Swift.type(of: view))
        lock.lock()
        let known = typesWithProperties[type]
        lock.unlock()
        if known == false { return }
        let found = install(on: node, value: view, prefix: "")
        if known == nil {
            lock.lock()
            typesWithProperties[type] = found
            lock.unlock()
        }
    }

    /// Installs the properties found in `value`; returns whether there were any.
    @discardableResult
    private static func install(on node: Node, value: Any, prefix: String) -> Bool {
        let mirror = Mirror(reflecting: value)
        var found = false
        for (offset, child) in mirror.children.enumerated() {
            let name = child.label ?? "@\(offset)"
            let key = prefix.isEmpty ? name : prefix + "." + name
            if let property = child.value as? InstallableProperty {
                property.install(on: node, key: key)
                found = true
            } else if child.value is DynamicProperty {
                install(on: node, value: child.value, prefix: key)
                found = true
            }
        }
        return found
    }
}
