// StateObject.swift · Raster/State · mirrors SwiftUI StateObject, ObservedObject, EnvironmentObject (iOS 17)
// Status: Complete.

import Foundation
import Combine

/// A property wrapper type that instantiates an observable object.
///
/// Raster: the object is made once, lazily, when the node is created (the autoclosure is
/// not called again for later view values) and lives as long as the node. Any
/// `objectWillChange` of the object re-runs the owning body (object-level invalidation).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let make: () -> ObjectType
    let location = ObjectLocation<ObjectType>()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    public var wrappedValue: ObjectType {
        if let object = location.object { return object }
        warnOnce("Accessing StateObject's object without being installed on a View. This will create a new instance each time.")
        return make()
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: InstallableProperty {
    func install(on node: Node, key: String) {
        let box: ObjectSubscription<ObjectType>
        if let existing = node.storage[key] as? ObjectSubscription<ObjectType> {
            box = existing
        } else {
            box = ObjectSubscription(node: node, property: key)
            box.observe(make())
            node.storage[key] = box
        }
        location.object = box.object
    }
}

extension StateObject: ComparableProperty {
    func isSameProperty(as other: Any) -> Bool { other is StateObject<ObjectType> }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// Raster: the view does not own the object. Passing a different object re-subscribes the
/// same node; its other state is kept (the rooms example of seed 000).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(identity: ObjectIdentifier(object), member: keyPath,
                           get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 }).withSnapshot()
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: InstallableProperty {
    func install(on node: Node, key: String) {
        let box = node.storage[key] as? ObjectSubscription<ObjectType> ?? ObjectSubscription(node: node, property: key)
        node.storage[key] = box
        box.observe(wrappedValue)
    }
}

extension ObservedObject: ComparableProperty {
    func isSameProperty(as other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
///
/// Raster: reading it when no ancestor called `environmentObject(_:)` with its type stops
/// the program with a message naming the type, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let location = ObjectLocation<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = location.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of \(location.viewName ?? "this view").")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: InstallableProperty {
    func install(on node: Node, key: String) {
        location.viewName = node.typeName
        guard let object = node.environment.object(of: ObjectIdentifier(ObjectType.self)) as? ObjectType else { return }
        let box = node.storage[key] as? ObjectSubscription<ObjectType> ?? ObjectSubscription(node: node, property: key)
        node.storage[key] = box
        box.observe(object)
        location.object = object
        node.environmentReads.append(EnvironmentRead { environment in
            environment.object(of: ObjectIdentifier(ObjectType.self)) !== object
        })
    }
}

extension EnvironmentObject: ComparableProperty {
    func isSameProperty(as other: Any) -> Bool { other is EnvironmentObject<ObjectType> }
}

extension View {
    /// Supplies `object` to `@EnvironmentObject` properties of this view's descendants.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWritingModifier { $0.setObject(object, of: ObjectIdentifier(T.self)) })
    }
}

/// The per-view-value link from an object property wrapper to the node's object.
final class ObjectLocation<ObjectType> {
    var object: ObjectType?
    var viewName: String?
}

/// A node's subscription to one observable object's `objectWillChange`.
final class ObjectSubscription<ObjectType: ObservableObject> {
    private(set) var object: ObjectType?
    private var cancellable: AnyCancellable?
    private weak var node: Node?
    private let property: String

    init(node: Node, property: String) {
        self.node = node
        self.property = property
    }

    /// Subscribes to `object`, dropping the subscription to a previous, different object.
    func observe(_ object: ObjectType) {
        guard object !== self.object else { return }
        self.object = object
        cancellable = object.objectWillChange.sink { [weak self] _ in
            guard let self, let node = self.node else { return }
            node.changes.insert(self.property)
            node.graph.invalidate(node)
        }
    }
}
