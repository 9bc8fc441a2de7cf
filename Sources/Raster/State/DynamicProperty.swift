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
    static func install(on node: Node, view: Any) {
        install(on: node, value: view, prefix: "")
    }

    private static func install(on node: Node, value: Any, prefix: String) {
        let mirror = Mirror(reflecting: value)
        for (offset, child) in mirror.children.enumerated() {
            let name = child.label ?? "@\(offset)"
            let key = prefix.isEmpty ? name : prefix + "." + name
            if let property = child.value as? InstallableProperty {
                property.install(on: node, key: key)
            } else if child.value is DynamicProperty {
                install(on: node, value: child.value, prefix: key)
            }
        }
    }
}
