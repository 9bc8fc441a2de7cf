// StoredValue.swift · Raster/State · what AppStorage and SceneStorage share: key-value stores, value coding, and bodies' dependencies on stored keys
// Status: Complete.

import Foundation

/// A key-value store that `AppStorage` and `SceneStorage` read and write: `UserDefaults`,
/// or a scene's in-memory values. Values are property-list values (Bool, Int, Double,
/// String, Data).
protocol KeyValueStore: AnyObject {
    func object(forKey key: String) -> Any?
    func set(_ value: Any?, forKey key: String)
    func removeObject(forKey key: String)
}

extension UserDefaults: KeyValueStore {}

/// The values of one scene's `SceneStorage` properties, in memory, by key.
final class SceneStorageValues: KeyValueStore {
    private var values: [String: Any] = [:]

    func object(forKey key: String) -> Any? { values[key] }
    func set(_ value: Any?, forKey key: String) { values[key] = value }
    func removeObject(forKey key: String) { values[key] = nil }
}

/// How a stored property's value maps to a property-list value in its store.
struct StoredValueCoding<Value> {
    /// The store's value for `Value`; nil removes the key (an optional set to nil).
    let encode: (Value) -> Any?
    /// The value in the store, or nil when it holds none of the right type (the
    /// property's default is used then).
    let decode: (Any) -> Value?

    /// Values stored as themselves: Bool, Int, String, Data.
    static var plain: StoredValueCoding<Value> {
        StoredValueCoding(encode: { $0 }, decode: { $0 as? Value })
    }

    /// Optionals of `base`'s type: nil removes the key.
    static func optional<Wrapped>(_ base: StoredValueCoding<Wrapped>) -> StoredValueCoding<Value> where Value == Wrapped? {
        StoredValueCoding(encode: { $0.flatMap(base.encode) }, decode: { base.decode($0).map { .some($0) } })
    }
}

extension StoredValueCoding where Value == Double {
    /// Doubles; an integer in the store reads as that number (as NSNumber does on iOS).
    static var double: StoredValueCoding<Double> {
        StoredValueCoding(encode: { $0 }, decode: { $0 as? Double ?? ($0 as? Int).map(Double.init) })
    }
}

extension StoredValueCoding where Value == URL {
    /// URLs, stored as their absolute string (Linux Foundation's `set(_: URL?, forKey:)`
    /// keeps only the path of a non-file URL).
    static var url: StoredValueCoding<URL> {
        StoredValueCoding(encode: { $0.absoluteString }, decode: { ($0 as? String).flatMap(URL.init(string:)) ?? $0 as? URL })
    }
}

extension StoredValueCoding where Value: RawRepresentable {
    /// Raw-representable values, stored as their raw values.
    static func raw(_ base: StoredValueCoding<Value.RawValue>) -> StoredValueCoding<Value> {
        StoredValueCoding(encode: { base.encode($0.rawValue) }, decode: { base.decode($0).flatMap(Value.init(rawValue:)) })
    }
}

/// Where a stored property reads and writes: its key, default and coding, and the node
/// and store it was installed with.
final class StoredValueLocation<Value> {
    let key: String
    let defaultValue: Value
    let coding: StoredValueCoding<Value>
    /// The node whose view holds the property, and the property's stored name there.
    private(set) weak var node: Node?
    private(set) var property = "@self"
    /// The store found when installed.
    private(set) var store: KeyValueStore?
    /// An object that stays the same for the property of one node, for bindings' identity.
    private var identity: AnyObject?

    init(key: String, defaultValue: Value, coding: StoredValueCoding<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.coding = coding
    }

    func install(on node: Node, property: String, store: KeyValueStore) {
        self.node = node
        self.property = property
        self.store = store
        if let existing = node.storage[property] {
            identity = existing
        } else {
            let identity = StoredValueIdentity()
            node.storage[property] = identity
            self.identity = identity
        }
    }

    /// The value in `store`, or the default. A body running now depends on the key.
    func read(from store: KeyValueStore) -> Value {
        if let node, let reader = node.graph.currentNode {
            node.graph.storedKeyDependencies.dependency(on: store, key: key)
                .addReader(reader, property: reader === node ? property : nil)
        }
        return store.object(forKey: key).flatMap(coding.decode) ?? defaultValue
    }

    /// Writes `value` to `store`; bodies of this graph that read the key run again.
    func write(_ value: Value, to store: KeyValueStore) {
        if let encoded = coding.encode(value) {
            store.set(encoded, forKey: key)
        } else {
            store.removeObject(forKey: key)
        }
        if let graph = node?.graph { graph.storedKeyDependencies.refresh(in: graph) }
    }

    /// A binding reading and writing through `store` (nil: the store at the time of use).
    func binding(store: @escaping () -> KeyValueStore?) -> Binding<Value> {
        Binding(identity: ObjectIdentifier(identity ?? self), get: { [self] in
            store().map(read(from:)) ?? defaultValue
        }, set: { [self] newValue in
            if let store = store() { write(newValue, to: store) }
        })
    }
}

/// The stable identity of one node's stored property (see `StoredValueLocation`).
final class StoredValueIdentity {}

/// The stored keys that the bodies of one graph read, so that a change of a key's value
/// (written by any property, any graph, or by `UserDefaults` directly) runs them again.
///
/// Raster: Linux Foundation posts no notification when a `UserDefaults` value is set, so
/// the graph compares the keys its bodies read with their stores before every update pass
/// (`refresh(in:)`), and right after a property writes.
final class StoredKeyDependencies {
    private struct Key: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    private var dependencies: [Key: StoredKeyDependency] = [:]

    /// The dependency on `key` of `store`, made when first read.
    func dependency(on store: KeyValueStore, key: String) -> StoredKeyDependency {
        let id = Key(store: ObjectIdentifier(store), key: key)
        if let existing = dependencies[id] { return existing }
        let dependency = StoredKeyDependency(store: store, key: key)
        dependencies[id] = dependency
        return dependency
    }

    /// Runs again the readers of every key whose stored value changed since it was last
    /// seen; forgets keys nothing reads any more.
    func refresh(in graph: ViewGraph) {
        guard !dependencies.isEmpty else { return }
        dependencies = dependencies.filter { !$0.value.hasNoReaders }
        for dependency in dependencies.values { dependency.refresh(in: graph) }
    }
}

/// The bodies that read one key of one store, and the value they last saw.
final class StoredKeyDependency: StateDependency {
    private let store: KeyValueStore
    private let key: String
    private var lastSeen: Any?
    /// Each reader, with the property it read through when it owns it (for
    /// `_printChanges()`).
    private var readers: [ObjectIdentifier: (node: WeakNode, property: String?)] = [:]

    init(store: KeyValueStore, key: String) {
        self.store = store
        self.key = key
        lastSeen = store.object(forKey: key)
    }

    var hasNoReaders: Bool { readers.values.allSatisfy { $0.node.node == nil } }

    func addReader(_ node: Node, property: String?) {
        if readers.updateValue((WeakNode(node: node), property), forKey: ObjectIdentifier(node)) == nil {
            node.stateReads.append(self)
        }
    }

    func removeReader(_ node: Node) {
        readers[ObjectIdentifier(node)] = nil
    }

    func refresh(in graph: ViewGraph) {
        let current = store.object(forKey: key)
        guard !PropertyListValue.areEqual(current, lastSeen) else { return }
        lastSeen = current
        for reader in readers.values {
            guard let node = reader.node.node else { continue }
            if let property = reader.property { node.changes.insert(property) }
            graph.invalidate(node)
        }
    }
}

/// Equality of the property-list values a store holds.
enum PropertyListValue {
    static func areEqual(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            if let a = a as? [Any], let b = b as? [Any] {
                return a.count == b.count && zip(a, b).allSatisfy { areEqual($0, $1) }
            }
            if let a = a as? [String: Any], let b = b as? [String: Any] {
                return a.count == b.count && a.allSatisfy { key, value in b[key].map { areEqual(value, $0) } ?? false }
            }
            if let equatable = a as? any Equatable { return equatable.isEqual(to: b) }
            return false
        default: return false
        }
    }
}
