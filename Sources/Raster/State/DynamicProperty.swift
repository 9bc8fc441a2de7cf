// DynamicProperty.swift · Raster/State · mirrors SwiftUI DynamicProperty (iOS 17)
// Status: Complete.

@_spi(Reflection) import Swift
import Foundation

/// An interface for a stored variable that updates an external property of a view.
///
/// Raster: before a body runs, the graph finds every dynamic property among the view's
/// (or modifier's) stored properties, also inside nested dynamic properties, links it to
/// the node's persistent storage, then calls the `update()` of each custom one, innermost
/// first, on the value whose body runs. In a view that is not a struct (an enum), the
/// properties are found by reflection and linked, but their `update()` is not called.
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
        /// Set when the property is installed itself (`@State`, `@Environment`...).
        let installable: (any InstallableProperty.Type)?
        /// Set for a custom `DynamicProperty`: its `update()` runs after what it holds is installed.
        let custom: (any DynamicProperty.Type)?
        /// How the properties inside a custom `DynamicProperty` are found.
        let nested: Plan
    }

    /// Installs the dynamic properties of `view` (a view or modifier value) on `node`.
    static func install(on node: Node, view: Any) {
        install(on: node, value: view, plan: plan(of: type(of: view)), prefix: "")
    }

    /// Installs the dynamic properties of `value` (a view or modifier value) on `node`, then
    /// runs the `update()` of each custom `DynamicProperty` among them, in `value`, as SwiftUI
    /// does before a body runs. The plan is `Value`'s: given an existential, the properties
    /// are found through `Mirror` and no `update()` runs.
    static func installAndUpdate<Value>(on node: Node, value: inout Value) {
        let plan = plan(of: Value.self)
        guard case .fields(let fields) = plan else {
            install(on: node, value: value, plan: plan, prefix: "")
            return
        }
        withUnsafeMutableBytes(of: &value) { installAndUpdate(on: node, fields: fields, at: $0.baseAddress!, prefix: "") }
    }

    /// `installAndUpdate` of the struct at `address` whose dynamic properties are `fields`.
    private static func installAndUpdate(on node: Node, fields: [Field], at address: UnsafeMutableRawPointer, prefix: String) {
        for field in fields {
            let key = prefix.isEmpty ? field.name : prefix + "." + field.name
            let fieldAddress = address + field.offset
            if let installable = field.installable {
                load(installable, at: fieldAddress).install(on: node, key: key)
            } else if let custom = field.custom {
                func update<Property: DynamicProperty>(_: Property.Type) {
                    let property = fieldAddress.assumingMemoryBound(to: Property.self)
                    if case .fields(let nested) = field.nested {
                        installAndUpdate(on: node, fields: nested, at: fieldAddress, prefix: key)
                    } else {
                        install(on: node, value: property.pointee, plan: field.nested, prefix: key)
                    }
                    property.pointee.update()
                }
                update(custom)
            }
        }
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
        // The field records of an enum read as none, which would lose its properties.
        guard metadataKind(type) == .struct else { return .mirror }
        var fields: [Field] = []
        let read = _forEachField(of: type) { name, offset, fieldType, _ in
            if let installable = fieldType as? any InstallableProperty.Type {
                fields.append(Field(name: String(cString: name), offset: offset, installable: installable,
                                    custom: nil, nested: .none))
            } else if let custom = fieldType as? any DynamicProperty.Type {
                fields.append(Field(name: String(cString: name), offset: offset, installable: nil,
                                    custom: custom, nested: plan(of: fieldType)))
            }
            return true
        }
        guard read else { return .mirror }
        return fields.isEmpty ? .none : .fields(fields)
    }

    private static func install(on node: Node, value: Any, plan: Plan, prefix: String) {
        switch plan {
        case .none:
            return
        case .mirror:
            installReflecting(on: node, value: value, prefix: prefix)
        case .fields(let fields):
            // A copy, whose custom properties' `update()` runs and is then dropped.
            func installFields<Value>(of value: Value) {
                var copy = value
                withUnsafeMutableBytes(of: &copy) { installAndUpdate(on: node, fields: fields, at: $0.baseAddress!, prefix: prefix) }
            }
            // Opened, so that the bytes are the struct's own, not those of the `Any` holding it.
            _openExistential(value, do: installFields)
        }
    }

    /// The property of type `type` stored at `address`.
    private static func load<Property: InstallableProperty>(_ type: Property.Type, at address: UnsafeRawPointer) -> Property {
        address.assumingMemoryBound(to: Property.self).pointee
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
