// EnvironmentValues.swift · Raster/State · mirrors SwiftUI EnvironmentValues, EnvironmentKey (iOS 17)
// Status: Partial — storage and the built-in values a renderer needs.

import Foundation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when nothing up the tree has set one.
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// Raster: a value type; each node sees its parent's values plus whatever modifiers above
/// it wrote. Reading a key that was never written gives the key's `defaultValue`.
public struct EnvironmentValues: CustomStringConvertible {
    /// The values written, by key type, each in a box of its key's `Value` type: reading
    /// one is a downcast of the box that needs no dynamic cast (`as?` from `Any` searched
    /// the runtime's tables on every read, a tenth of building 10,000 views), from a table
    /// hashed for reading (State/EnvironmentTable.swift).
    private var values = EnvironmentTable()
    /// Observable objects put in the environment with `environment(_:)`, by type.
    private var objects: [ObjectIdentifier: AnyObject] = [:]
    /// Changes on every write: two environments with the same revision hold the same values.
    private(set) var revision: UInt64 = 0

    public init() {}

    /// The value stored for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let box = values[ObjectIdentifier(key)] else { return K.defaultValue }
            // Only this setter writes the entry of `K`, always as a box of `K.Value`.
            return unsafeDowncast(box, to: EnvironmentValueBox<K.Value>.self).value
        }
        set {
            values.set(EnvironmentValueBox(newValue, key: key), for: ObjectIdentifier(key))
            revision = EnvironmentRevision.next()
        }
    }

    /// Whether a value was written for `key` (else reads give its default).
    func hasValue<K: EnvironmentKey>(for key: K.Type) -> Bool { values[ObjectIdentifier(key)] != nil }

    public var description: String { "EnvironmentValues(\(values.count) values set)" }

    /// The object of the type with identifier `type`, if an ancestor provided one.
    func object(of type: ObjectIdentifier) -> AnyObject? { objects[type] }

    mutating func setObject(_ object: AnyObject?, of type: ObjectIdentifier) {
        objects[type] = object
        revision = EnvironmentRevision.next()
    }

    /// Takes the values `source` wrote since `base` (an environment both descend from) whose
    /// keys `inherits` accepts, and every object it wrote since, where this environment kept
    /// `base`'s: what this one wrote itself since `base` stays.
    mutating func adopt(writesOf source: EnvironmentValues, since base: EnvironmentValues,
                        where inherits: (Any.Type) -> Bool) {
        var changed = false
        source.values.forEach { key, box in
            guard box !== base.values[key], values[key] === base.values[key],
                  inherits(unsafeDowncast(box, to: EnvironmentBox.self).key) else { return }
            values.set(box, for: key)
            changed = true
        }
        for (type, object) in source.objects where object !== base.objects[type] && objects[type] === base.objects[type] {
            objects[type] = object
            changed = true
        }
        if changed { revision = EnvironmentRevision.next() }
    }
}

/// One environment value's key type, whatever its value's type.
private class EnvironmentBox {
    let key: Any.Type
    init(key: Any.Type) { self.key = key }
}

/// One environment value, boxed with its static type.
private final class EnvironmentValueBox<Value>: EnvironmentBox {
    let value: Value
    init(_ value: Value, key: Any.Type) {
        self.value = value
        super.init(key: key)
    }
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

extension EnvironmentValues {
    /// The colour scheme of this environment (default `.light`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Pixels per point of the surface being drawn (default 1).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of one device pixel, points: 1 / `displayScale` (a scale below 1 counts as 1).
    /// Mirrors SwiftUI's `pixelLength` (iOS 13), read-only as there.
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }
}

/// Hands out environment revisions.
private enum EnvironmentRevision {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last: UInt64 = 0

    static func next() -> UInt64 {
        lock.lock(); defer { lock.unlock() }
        last += 1
        return last
    }
}
