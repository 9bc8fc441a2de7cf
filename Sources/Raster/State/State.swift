// State.swift · Raster/State · mirrors SwiftUI State (iOS 17)
// Status: Complete.

import Foundation

/// A property wrapper type that can read and write a value managed by Raster.
///
/// Raster: the storage belongs to the node, not to the view value. The initial value is
/// used only when the node is created; later view values' initial values are ignored,
/// and the storage is dropped when the node's identity ends (seeds 000 and 004).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    public init(wrappedValue value: Value) {
        location = StateLocation(initial: value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value. Writing it invalidates every body that read it.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(identity: ObjectIdentifier(location.storageIdentity), get: { location.value }, set: { location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
    func install(on node: Node, key: String) {
        location.install(on: node, key: key)
    }
}

extension State: ComparableProperty {
    /// State lives in the node, so two view values' `State` properties never differ.
    func isSameProperty(as other: Any) -> Bool { other is State<Value> }
}

/// The per-view-value link from a `State` to the node's storage.
final class StateLocation<Value> {
    let initial: Value
    /// The box of every node this location was installed on: one, unless the same view
    /// value is shown in several places (each place still has its own state).
    private var installed: [(node: WeakNode, box: StateBox<Value>)] = []

    init(initial: Value) { self.initial = initial }

    /// Links the location to `node`'s box for the property `key`, making the box (with the
    /// initial value) the first time.
    func install(on node: Node, key: String) {
        let box: StateBox<Value>
        if let existing = node.storage[key] as? StateBox<Value> {
            box = existing
        } else {
            box = StateBox(value: initial, graph: node.graph, owner: node, property: key)
            node.storage[key] = box
        }
        install(box, on: node)
    }

    /// Links the location to `node`'s box.
    func install(_ box: StateBox<Value>, on node: Node) {
        installed.removeAll { $0.node.node == nil || $0.node.node === node }
        installed.append((WeakNode(node: node), box))
    }

    /// The box for the code running now: the only one, or the one of the node whose body,
    /// update or tap action is running (or of its nearest ancestor that has one).
    var box: StateBox<Value>? {
        guard installed.count > 1 else { return installed.first?.box }
        var context = Node.evaluating ?? Node.acting ?? installed.last?.box.graph?.currentNode
        while let node = context {
            if let match = installed.first(where: { $0.node.node === node }) { return match.box }
            context = node.parent
        }
        return installed.last?.box
    }

    /// The box when installed, else this location (bindings made before installation).
    var storageIdentity: AnyObject { box ?? self }

    var value: Value {
        get {
            guard let box else {
                warnOnce("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
                return initial
            }
            return box.read()
        }
        set {
            guard let box else {
                warnOnce("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
                return
            }
            box.write(newValue)
        }
    }
}

/// A node's persistent storage for one `State`, with the bodies that read it.
final class StateBox<Value>: StateDependency {
    private var value: Value
    /// Weak: a task's work can read the state after its host is gone (an `await` that hops
    /// to the main actor runs outside the host's drain), and then reads the last value.
    private(set) weak var graph: ViewGraph?
    private var readers: [ObjectIdentifier: WeakNode] = [:]
    /// The node that owns the state and the property's stored name there (`_value`).
    private weak var owner: Node?
    private let property: String

    init(value: Value, graph: ViewGraph, owner: Node, property: String) {
        self.value = value
        self.graph = graph
        self.owner = owner
        self.property = property
    }

    func read() -> Value {
        // Each reader is listed once, however often it reads (layout closures read on
        // every pass).
        if let reader = graph?.currentNode, readers.updateValue(WeakNode(node: reader), forKey: ObjectIdentifier(reader)) == nil {
            reader.stateReads.append(self)
        }
        return value
    }

    func write(_ newValue: Value) {
        value = newValue
        owner?.changes.insert(property)
        let current = readers.values.compactMap(\.node)
        for node in current { graph?.invalidate(node) }
    }

    func removeReader(_ node: Node) {
        readers[ObjectIdentifier(node)] = nil
    }
}

/// Something a body can depend on and stop depending on when it runs again.
protocol StateDependency: AnyObject {
    func removeReader(_ node: Node)
}

struct WeakNode {
    weak var node: Node?
}
