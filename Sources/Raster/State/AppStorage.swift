// AppStorage.swift · Raster/State · mirrors SwiftUI AppStorage, View.defaultAppStorage(_:) (iOS 17)
// Status: Complete — Bool, Int, Double, String, URL, Data, Int- and String-backed
// RawRepresentable values and their optionals.

import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view
/// on a change in value in that user default.
///
/// Raster: the store is the one given as `store:`, else the one set with
/// `defaultAppStorage(_:)` above the view, else `UserDefaults.standard` (Foundation's, which
/// on Linux keeps its values in `~/.config`). Bodies that read the value run again when it
/// changes, whether it was written through this property, another `AppStorage` (in any
/// view or host) or with `UserDefaults` directly: a host compares the keys its bodies read
/// with their stores before each update. URLs are stored as their absolute string. A
/// stored value of another type reads as the default, as in SwiftUI.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let location: StoredValueLocation<Value>
    /// The store given as `store:`, if any.
    let explicitStore: UserDefaults?

    init(key: String, defaultValue: Value, store: UserDefaults?, coding: StoredValueCoding<Value>) {
        location = StoredValueLocation(key: key, defaultValue: defaultValue, coding: coding)
        explicitStore = store
    }

    /// The store read and written: as installed, else the explicit store or the standard one.
    private var store: KeyValueStore {
        if let installed = location.store { return installed }
        return explicitStore ?? UserDefaults.standard
    }

    /// The value in the store, or the default when the key holds no value of this type.
    /// Writing it stores the value (nil removes the key) and runs again every body that
    /// read the key.
    public var wrappedValue: Value {
        get { location.read(from: store) }
        nonmutating set { location.write(newValue, to: store) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let location = self.location, fallback: KeyValueStore = explicitStore ?? UserDefaults.standard
        return location.binding { location.store ?? fallback }
    }
}

extension AppStorage {
    /// A property reading and writing a Boolean user default; `wrappedValue` is the value
    /// when the key holds none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain)
    }

    /// A property reading and writing an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain)
    }

    /// A property reading and writing a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .double)
    }

    /// A property reading and writing a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain)
    }

    /// A property reading and writing a URL user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .url)
    }

    /// A property reading and writing a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain)
    }

    /// A property reading and writing an integer user default, transformed to a
    /// `RawRepresentable` type (an enumeration).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .raw(.plain))
    }

    /// A property reading and writing a string user default, transformed to a
    /// `RawRepresentable` type (an enumeration).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .raw(.plain))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// A property reading and writing an optional Boolean user default; nil when the key
    /// holds none, and setting nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.plain))
    }

    /// A property reading and writing an optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.plain))
    }

    /// A property reading and writing an optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.double))
    }

    /// A property reading and writing an optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.plain))
    }

    /// A property reading and writing an optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.url))
    }

    /// A property reading and writing an optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.plain))
    }

    /// A property reading and writing an optional string user default, transformed to an
    /// optional `RawRepresentable` type.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.raw(.plain)))
    }

    /// A property reading and writing an optional integer user default, transformed to an
    /// optional `RawRepresentable` type.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.raw(.plain)))
    }
}

extension AppStorage: InstallableProperty {
    func install(on node: Node, key: String) {
        if let explicitStore {
            location.install(on: node, property: key, store: explicitStore)
            return
        }
        let store = node.environment.defaultAppStorage ?? UserDefaults.standard
        location.install(on: node, property: key, store: store)
        node.environmentReads.append(EnvironmentRead(property: key) { environment in
            (environment.defaultAppStorage ?? UserDefaults.standard) !== store
        })
    }
}

extension AppStorage: ComparableProperty {
    /// The same key of the same explicit store: the value itself lives in the store.
    func isSameProperty(as other: Any) -> Bool {
        guard let other = other as? AppStorage<Value> else { return false }
        return other.location.key == location.key && other.explicitStore === explicitStore
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store of `AppStorage` properties that name none (`defaultAppStorage(_:)`);
    /// nil means `UserDefaults.standard`.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// The default store used by `AppStorage` contained within the view.
    ///
    /// Raster: `AppStorage` properties given no `store:` in this view and its descendants
    /// read and write `store` (tests pass `UserDefaults(suiteName:)` for a fresh store).
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
