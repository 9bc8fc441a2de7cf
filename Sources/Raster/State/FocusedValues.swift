// FocusedValues.swift · Raster/State · mirrors SwiftUI FocusedValueKey, FocusedValues, FocusedValue, FocusedBinding, FocusedObject, focusedValue(_:_:), focusedSceneValue(_:_:), focusedObject(_:), focusedSceneObject(_:) (iOS 17)
// Status: Complete for one scene — values published around the focused view, and scene values
// from anywhere in the window, reach `@FocusedValue` and `@FocusedObject` readers in the same
// window; no commands or menus read them (Raster has none).

import Foundation
import Observation

/// A protocol for identifier types used when publishing and observing focused values.
///
/// Unlike `EnvironmentKey`, a focused value key has no default: a value nobody publishes is
/// nil. Mirrors SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    /// The type of value the key identifies.
    associatedtype Value
}

/// A collection of state exported by the focused view and its ancestors, and by the views of
/// the focused scene.
///
/// Extend it with a computed property per `FocusedValueKey` (`self[MyKey.self]`), as in
/// SwiftUI. Raster: a window has one scene, which always has focus.
public struct FocusedValues {
    /// Published values by key type (`ObjectIdentifier` of a `FocusedValueKey`, or of an
    /// Observable object's class for the object forms).
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// Reads and writes values associated with a given focused value key; nil when no view in
    /// scope publishes one.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The Observable object of class `T` published with `focusedValue(_:)`, if any.
    func object<T: AnyObject>(of type: T.Type) -> T? {
        values[ObjectIdentifier(type)] as? T
    }

    mutating func setObject<T: AnyObject>(_ object: T, as type: T.Type) {
        values[ObjectIdentifier(type)] = object
    }
}

/// A property wrapper for observing values from the focused view or one of its ancestors.
///
/// If several views publish a value for the same key, the one closest to focus wins; values
/// published with `focusedSceneValue(_:_:)` are seen wherever focus is.
///
/// Raster: the value is read while the body runs, from the values the window resolved after
/// its last update; when focus moves or a published value changes, the bodies that read it
/// run again in the same frame. Values are compared as view values are: a closure counts as
/// changed whenever it is made again, so a reader that republishes a new closure each time it
/// runs is re-run at most three times in a frame; a frame in which no publisher runs again
/// re-runs no reader.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let read: (FocusedValues) -> Value?
    private let location = FocusedValueLocation()

    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// A new property wrapper for the Observable object of class `Value` published with
    /// `focusedValue(_:)` or `focusedSceneValue(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.object(of: objectType) }
    }

    /// The value for the focus key given the current scope and state of the focused view
    /// hierarchy; nil when nothing in it exports a value (and outside a view's body).
    public var wrappedValue: Value? {
        location.read(read)
    }
}

extension FocusedValue: InstallableProperty {
    func install(on node: Node, key: String) {
        location.install(on: node, key: key)
    }
}

extension FocusedValue: ComparableProperty {
    func isSameProperty(as other: Any) -> Bool { other is FocusedValue<Value> }
}

/// A convenience property wrapper for observing and automatically unwrapping state bindings
/// from the focused view or one of its ancestors.
///
/// Raster: read as `FocusedValue` is; setting the value writes through the published binding
/// (nothing happens when none is published, or when set to nil).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    private let read: (FocusedValues) -> Raster.Binding<Value>?
    private let location = FocusedValueLocation()

    /// A new property wrapper for the given key path to a binding.
    public init(_ keyPath: KeyPath<FocusedValues, Raster.Binding<Value>?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The unwrapped value of the published binding, nil when none is published.
    public var wrappedValue: Value? {
        get { location.read(read)?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding = location.read(read) else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to the optional value: reads and writes as `wrappedValue` does.
    public var projectedValue: Raster.Binding<Value?> {
        Raster.Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension FocusedBinding: InstallableProperty {
    func install(on node: Node, key: String) {
        location.install(on: node, key: key)
    }
}

extension FocusedBinding: ComparableProperty {
    func isSameProperty(as other: Any) -> Bool { other is FocusedBinding<Value> }
}

/// A property wrapper type for an observable object supplied by the focused view or one of
/// its ancestors (`focusedObject(_:)`), or by any view of the focused scene
/// (`focusedSceneObject(_:)`).
///
/// Raster: read as `FocusedValue` is: nil when nothing in scope publishes an object of
/// `ObjectType`. The body that reads it also observes the object it read: its
/// `objectWillChange` runs the body again, as `@ObservedObject` does.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the object's properties: `$document?.title`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property of the focused object at `keyPath`.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            ObservedObject<ObjectType>.Wrapper(object: object)[dynamicMember: keyPath]
        }
    }

    private let location = FocusedValueLocation()

    /// Creates a focused object property wrapper.
    public init() {}

    /// The focused object of `ObjectType`, nil when none is published in scope (and outside a
    /// view's body).
    public var wrappedValue: ObjectType? {
        location.read { $0.object(of: ObjectType.self) }
    }

    /// A projection of the focused object that creates bindings to its properties; nil when
    /// there is no focused object.
    public var projectedValue: Wrapper? {
        wrappedValue.map(Wrapper.init(object:))
    }
}

extension FocusedObject: InstallableProperty {
    func install(on node: Node, key: String) {
        location.install(on: node, key: key)
        // Subscribe to the object the body will read, so that its changes run the body again.
        guard let object = node.graph.focusedValues.current.object(of: ObjectType.self) else { return }
        let subscriptionKey = key + ".object"
        let box = node.storage[subscriptionKey] as? ObjectSubscription<ObjectType>
            ?? ObjectSubscription(node: node, property: key)
        node.storage[subscriptionKey] = box
        box.observe(object)
    }
}

extension FocusedObject: ComparableProperty {
    func isSameProperty(as other: Any) -> Bool { other is FocusedObject<ObjectType> }
}

/// The node a focused-value property reads for, and its name there.
final class FocusedValueLocation {
    private weak var node: Node?
    private var key = "@self"

    func install(on node: Node, key: String) {
        self.node = node
        self.key = key
    }

    /// `read` applied to the window's focused values, registering the node as a reader so that
    /// a change of what `read` returns runs its body again.
    func read<T>(_ read: @escaping (FocusedValues) -> T?) -> T? {
        guard let node else { return nil }
        let store = node.graph.focusedValues
        store.register(FocusedValueRead(node: node, property: key) { old, new in
            !ViewComparison.areEqual(read(old) as Any, read(new) as Any)
        })
        return read(store.current)
    }
}

/// One focused-value property's dependency: whether the value it reads differs between two
/// resolutions.
struct FocusedValueRead {
    weak var node: Node?
    let property: String
    let hasChanged: (_ old: FocusedValues, _ new: FocusedValues) -> Bool
}

/// What a `focusedValue` or `focusedSceneValue` modifier publishes (`Node.storage`).
final class FocusedValuePublication {
    /// Published wherever focus is (`focusedSceneValue`), not only around the focused view.
    let isSceneWide: Bool
    let write: (inout FocusedValues) -> Void

    init(isSceneWide: Bool, write: @escaping (inout FocusedValues) -> Void) {
        self.isSceneWide = isSceneWide
        self.write = write
    }

    static let storageKey = "focus.publication"
}

/// A window's focused values: the resolved collection and the properties that read it.
final class FocusedValuesStore {
    private struct ReadKey: Hashable {
        let node: ObjectIdentifier
        let property: String
    }

    /// The values bodies read, resolved after the last update.
    private(set) var current = FocusedValues()
    /// Whether any view of the window ever published a value (else resolving is skipped).
    var hasPublishers = false
    /// The latest read of each property, by node and property name.
    private var reads: [ReadKey: FocusedValueRead] = [:]
    /// How many times each reader was re-run for focused values in this frame.
    private var rerunsThisFrame: [ObjectIdentifier: Int] = [:]
    /// The most times a reader is re-run for focused values in one frame: enough for focus
    /// set by an appearing view and the values that follow it, and a bound on readers that
    /// publish a new closure each time they run.
    static let rerunsPerFrame = 3

    /// The publications `current` was resolved from, in the order they were written.
    private var resolvedFrom: [FocusedValuePublication] = []

    /// Whether `current` was resolved from exactly these publications (the same objects in
    /// the same order); records them for the next call when it was not.
    func isResolved(from publications: [FocusedValuePublication]) -> Bool {
        if publications.count == resolvedFrom.count, zip(publications, resolvedFrom).allSatisfy({ $0 === $1 }) {
            return true
        }
        resolvedFrom = publications
        return false
    }

    func register(_ read: FocusedValueRead) {
        guard let node = read.node else { return }
        reads[ReadKey(node: ObjectIdentifier(node), property: read.property)] = read
    }

    /// Starts a frame: every reader may be re-run once again.
    func beginFrame() {
        rerunsThisFrame.removeAll()
    }

    /// Replaces the resolved values with `values`; returns the readers whose value changed and
    /// that were re-run for focused values fewer than `rerunsPerFrame` times in this frame.
    func update(to values: FocusedValues) -> [Node] {
        let old = current
        current = values
        var changed: [Node] = []
        for (key, read) in reads {
            guard let node = read.node, !node.isRemoved else {
                reads[key] = nil
                continue
            }
            let id = ObjectIdentifier(node)
            guard read.hasChanged(old, values), rerunsThisFrame[id, default: 0] < Self.rerunsPerFrame else { continue }
            rerunsThisFrame[id, default: 0] += 1
            node.changes.insert(read.property)
            changed.append(node)
        }
        return changed
    }
}

extension ViewGraph {
    /// Resolves the focused values after an update: scene-wide values in view order, then the
    /// values published by the focused view and its ancestors, outermost first (the closest to
    /// focus wins), and runs again the bodies whose focused values changed.
    func resolveFocusedValues() {
        guard focusedValues.hasPublishers else { return }
        var sceneWide: [FocusedValuePublication] = []
        _ = firstNode { node in
            if let publication = node.storage[FocusedValuePublication.storageKey] as? FocusedValuePublication,
               publication.isSceneWide {
                sceneWide.append(publication)
            }
            return false
        }
        var chain: [FocusedValuePublication] = []
        var node = focusedTarget()
        while let current = node {
            if let publication = current.storage[FocusedValuePublication.storageKey] as? FocusedValuePublication {
                chain.append(publication)
            }
            node = current.parent
        }
        let publications = sceneWide + chain.reversed()
        // The same publications as last time publish the same values: nothing to compare
        // (a published closure would otherwise count as changed on every resolution).
        guard !focusedValues.isResolved(from: publications) else { return }
        var values = FocusedValues()
        for publication in publications { publication.write(&values) }
        for reader in focusedValues.update(to: values) { invalidate(reader) }
    }
}

/// Publishes a focused value from the modified view (`focusedValue`, `focusedSceneValue`).
struct FocusedValueModifier: ViewModifier, PrimitiveModifier {
    let publication: FocusedValuePublication

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.storage[FocusedValuePublication.storageKey] = publication
        graph.focusedValues.hasPublishers = true
        node.becomeTransparent(content: content)
    }
}

/// Prioritizations for default focus preferences when evaluating where to move focus.
///
/// Mirrors SwiftUI's `DefaultFocusEvaluationPriority`. Raster has no user-driven focus
/// navigation (no tab key), so both priorities behave alike.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    private let isUserInitiated: Bool

    /// Use the default focus preference when focus moves into the branch automatically.
    public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
    /// Always use the default focus preference when focus moves into the branch.
    public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

extension View {
    /// Modifies this view by injecting a value that you provide for use by other views whose
    /// state depends on the focused view hierarchy.
    ///
    /// Raster: `@FocusedValue(keyPath)` readers in the window see `value` while the focused
    /// view is this view or inside it.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        publishingFocusedValue(sceneWide: false) { $0[keyPath: keyPath] = value }
    }

    /// Creates a new view that exposes the provided value to other views whose state depends
    /// on the focused view hierarchy; nil publishes nothing (a value from further out stays).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        publishingFocusedValue(sceneWide: false) { if let value { $0[keyPath: keyPath] = value } }
    }

    /// Modifies this view by injecting a value that you provide for use by other views whose
    /// state depends on the focused scene.
    ///
    /// Raster: the window's one scene always has focus, so readers see `value` wherever focus
    /// is, and while nothing has focus; a value published around the focused view for the
    /// same key takes precedence.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        publishingFocusedValue(sceneWide: true) { $0[keyPath: keyPath] = value }
    }

    /// Creates a new view that exposes the provided value to other views whose state depends
    /// on the focused scene; nil publishes nothing.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        publishingFocusedValue(sceneWide: true) { if let value { $0[keyPath: keyPath] = value } }
    }

    /// Creates a new view that exposes the provided Observable object to other views whose
    /// state depends on the focused view hierarchy (`@FocusedValue(T.self)`); nil publishes
    /// nothing.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        publishingFocusedValue(sceneWide: false) { if let object { $0.setObject(object, as: T.self) } }
    }

    /// Creates a new view that exposes the provided Observable object to other views whose
    /// state depends on the focused scene (`@FocusedValue(T.self)`); nil publishes nothing.
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        publishingFocusedValue(sceneWide: true) { if let object { $0.setObject(object, as: T.self) } }
    }

    /// Creates a new view that exposes the provided object to other views whose state depends
    /// on the focused view hierarchy: `@FocusedObject` readers of `T` see it while focus is in
    /// this view.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        publishingFocusedValue(sceneWide: false) { $0.setObject(object, as: T.self) }
    }

    /// Creates a new view that exposes the provided object to other views whose state depends
    /// on the focused view hierarchy; nil publishes nothing.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        publishingFocusedValue(sceneWide: false) { if let object { $0.setObject(object, as: T.self) } }
    }

    /// Creates a new view that exposes the provided object to other views whose state depends
    /// on the active scene: `@FocusedObject` readers of `T` see it wherever focus is (Raster:
    /// the window's one scene is always active).
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        publishingFocusedValue(sceneWide: true) { $0.setObject(object, as: T.self) }
    }

    /// Creates a new view that exposes the provided object to other views whose state depends
    /// on the active scene; nil publishes nothing.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        publishingFocusedValue(sceneWide: true) { if let object { $0.setObject(object, as: T.self) } }
    }

    /// This view publishing what `write` puts in the focused values (around the focused view,
    /// or `sceneWide`).
    private func publishingFocusedValue(sceneWide: Bool, _ write: @escaping (inout FocusedValues) -> Void) -> some View {
        modifier(FocusedValueModifier(publication: FocusedValuePublication(isSceneWide: sceneWide, write: write)))
    }

    /// Defines a region of the window in which default focus is evaluated by assigning a value
    /// to a given focus state binding.
    ///
    /// Raster: when the region appears while nothing marked with `binding` has focus (it holds
    /// false or nil), the binding is set to `value`, which focuses the view marked
    /// `focused(binding, equals: value)` [UNCERTAIN: iOS 17 may apply default focus only with
    /// a hardware keyboard attached]. `priority` is recorded: without focus navigation both
    /// priorities behave alike.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        onAppear {
            if binding.wrappedValue == binding.unfocused { binding.wrappedValue = value }
        }
    }
}
