// DynamicProperty.swift · Raster/State · mirrors SwiftUI DynamicProperty (iOS 17)
// Status: Complete.

@_spi(Reflection) import Swift
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
///
/// A struct's properties are found once per type, from the runtime's field records (name,
/// byte offset and type of each stored property), and read in place on each body run:
/// reflecting the value with `Mirror` on every run was a thirteenth of building a list's
/// first screen. As in SwiftUI, a property counts by its declared type (one inside an
/// optional or an existential does not). Values of other kinds (enums, classes, tuples)
/// are still read through `Mirror`.
enum DynamicPropertyInstaller {
    private static let lock = NSLock()
    /// How each type's dynamic properties are found, by type.
    nonisolated(unsafe) private static var plans: [ObjectIdentifier: Plan] = [:]

    /// How the dynamic properties of a type's values are found.
    private enum Plan {
        /// The type has none.
        case none
        /// The struct's stored properties that are dynamic properties.
        case fields([Field])
        /// Read through `Mirror`: a value that is not a struct.
        case mirror
    }

    /// A stored property of a struct that is a dynamic property.
    private struct Field {
        let name: String
        /// Bytes from the start of the struct.
        let offset: Int
        let type: Any.Type
        /// Set when the property is installed itself (`@State`, `@Environment`...).
        let installable: (any InstallableProperty.Type)?
        /// How the properties inside a nested `DynamicProperty` are found, when not installable.
        let nested: Plan
    }

    /// Installs the dynamic properties of `view` (a view or modifier value) on `node`.
    static func install(on node: Node, view: Any) {
        install(on: node, value: view, plan: plan(of: type(of: view)), prefix: "")
    }

    /// The plan of `type`, found once.
    private static func plan(of type: Any.Type) -> Plan {
        let key = ObjectIdentifier(type)
        lock.lock()
        let known = plans[key]
        lock.unlock()
        if let known { return known }
        let found = makePlan(of: type)
        lock.lock()
        plans[key] = found
        lock.unlock()
        return found
    }

    private static func makePlan(of type: Any.Type) -> Plan {
        var fields: [Field] = []
        let isStruct = _forEachField(of: type) { name, offset, fieldType, _ in
            if let installable = fieldType as? any InstallableProperty.Type {
                fields.append(Field(name: String(cString: name), offset: offset, type: fieldType, installable: installable, nested: .none))
            } else if fieldType is any DynamicProperty.Type {
                fields.append(Field(name: String(cString: name), offset: offset, type: fieldType, installable: nil, nested: plan(of: fieldType)))
            }
            return true
        }
        guard isStruct else { return .mirror }
        return fields.isEmpty ? .none : .fields(fields)
    }

    private static func install(on node: Node, value: Any, plan: Plan, prefix: String) {
        switch plan {
        case .none:
            return
        case .mirror:
            installReflecting(on: node, value: value, prefix: prefix)
        case .fields(let fields):
            func installFields<Value>(of value: Value) {
                withUnsafeBytes(of: value) { bytes in
                    for field in fields {
                        let key = prefix.isEmpty ? field.name : prefix + "." + field.name
                        let address = bytes.baseAddress! + field.offset
                        if let installable = field.installable {
                            load(installable, at: address).install(on: node, key: key)
                        } else {
                            install(on: node, value: load(field.type, at: address), plan: field.nested, prefix: key)
                        }
                    }
                }
            }
            // Opened, so that the bytes are the struct's own, not those of the `Any` holding it.
            _openExistential(value, do: installFields)
        }
    }

    /// The property of type `type` stored at `address`.
    private static func load<Property: InstallableProperty>(_ type: Property.Type, at address: UnsafeRawPointer) -> Property {
        address.assumingMemoryBound(to: Property.self).pointee
    }

    /// The value of type `type` stored at `address`.
    private static func load(_ type: Any.Type, at address: UnsafeRawPointer) -> Any {
        func load<Value>(_: Value.Type) -> Any { address.assumingMemoryBound(to: Value.self).pointee }
        return _openExistential(type, do: load)
    }

    /// Installs the properties found by reflecting `value`.
    private static func installReflecting(on node: Node, value: Any, prefix: String) {
        let mirror = Mirror(reflecting: value)
        for (offset, child) in mirror.children.enumerated() {
            let name = child.label ?? "@\(offset)"
            let key = prefix.isEmpty ? name : prefix + "." + name
            if let property = child.value as? InstallableProperty {
                property.install(on: node, key: key)
            } else if child.value is DynamicProperty {
                installReflecting(on: node, value: child.value, prefix: key)
            }
        }
    }
}
