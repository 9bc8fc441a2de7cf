// SceneStorage.swift · Raster/State · mirrors SwiftUI SceneStorage (iOS 17)
// Status: Partial — values live in memory for the host's lifetime; nothing is restored.

import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// Raster: a scene is one view graph: a `ViewHost` for its lifetime, or one
/// `ImageRenderer.render()` (each render starts afresh). Its values live in memory, shared
/// by every `SceneStorage` of the scene with the same key, and end with it (there is no
/// state restoration). Bodies that read a key run again when any property writes it.
/// Read before the property is installed on a view, the value is the default, with a
/// warning.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let location: StoredValueLocation<Value>

    init(key: String, defaultValue: Value, coding: StoredValueCoding<Value>) {
        location = StoredValueLocation(key: key, defaultValue: defaultValue, coding: coding)
    }

    /// The scene's value for the key, or the default when it has none.
    public var wrappedValue: Value {
        get {
            guard let store = location.store else {
                warnNotInstalled()
                return location.defaultValue
            }
            return location.read(from: store)
        }
        nonmutating set {
            guard let store = location.store else { return warnNotInstalled() }
            location.write(newValue, to: store)
        }
    }

    /// A binding to the scene's value.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return location.binding { location.store }
    }

    private func warnNotInstalled() {
        warnOnce("Accessing SceneStorage(\"\(location.key)\")'s value outside of being installed on a View: it reads the default value and writes are dropped. Read it in a body, or in an action of a view that is shown.")
    }
}

extension SceneStorage {
    /// A property saving and restoring a Boolean; `wrappedValue` is the value when the
    /// scene has none.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, coding: .plain)
    }

    /// A property saving and restoring an integer.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, coding: .plain)
    }

    /// A property saving and restoring a double.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, coding: .double)
    }

    /// A property saving and restoring a string.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, coding: .plain)
    }

    /// A property saving and restoring a URL.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, coding: .url)
    }

    /// A property saving and restoring data.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, coding: .plain)
    }

    /// A property saving and restoring an integer, transformed to a `RawRepresentable` type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, coding: .raw(.plain))
    }

    /// A property saving and restoring a string, transformed to a `RawRepresentable` type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, coding: .raw(.plain))
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// A property saving and restoring an optional Boolean; nil when the scene has none.
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, coding: .optional(.plain))
    }

    /// A property saving and restoring an optional integer.
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, coding: .optional(.plain))
    }

    /// A property saving and restoring an optional double.
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, coding: .optional(.double))
    }

    /// A property saving and restoring an optional string.
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, coding: .optional(.plain))
    }

    /// A property saving and restoring an optional URL.
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, coding: .optional(.url))
    }

    /// A property saving and restoring optional data.
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, coding: .optional(.plain))
    }

    /// A property saving and restoring an optional string, transformed to an optional
    /// `RawRepresentable` type.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, coding: .optional(.raw(.plain)))
    }

    /// A property saving and restoring an optional integer, transformed to an optional
    /// `RawRepresentable` type.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, coding: .optional(.raw(.plain)))
    }
}

extension SceneStorage: InstallableProperty {
    func install(on node: Node, key: String) {
        location.install(on: node, property: key, store: node.graph.sceneStorage)
    }
}

extension SceneStorage: ComparableProperty {
    func isSameProperty(as other: Any) -> Bool {
        (other as? SceneStorage<Value>)?.location.key == location.key
    }
}
