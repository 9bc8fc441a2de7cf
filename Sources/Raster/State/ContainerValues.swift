// ContainerValues.swift · Raster/State · mirrors SwiftUI ContainerValues, ContainerValueKey, containerValue(_:_:) (iOS 18)
// Status: Complete — read through `Subview.containerValues` (Group(subviews:), ForEach(subviews:))
// and `LayoutSubview.containerValues`.

import Foundation

/// A key for a value of `ContainerValues`: declare one with a `defaultValue` and a property
/// on `ContainerValues` that reads and writes `self[Key.self]`, or write the property with
/// `@Entry`.
///
/// Mirrors SwiftUI's `ContainerValueKey` (iOS 18).
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The values a view sets for the container it is directly in, with
/// `containerValue(_:_:)` (and its tag, with `tag(_:)`).
///
/// Unlike the environment, container values go up, to the nearest container only: a
/// `Group(subviews:)` or `ForEach(subviews:)` reads them from each `Subview`, a custom
/// `Layout` from each `LayoutSubview`. Modifiers that are not containers (`padding`) keep
/// them; a stack drops them (a value set inside a `VStack` is not read outside it). Of two
/// values set for one key on one view, the inner one (nearer the view) is read.
///
/// Mirrors SwiftUI's `ContainerValues` (iOS 18).
public struct ContainerValues {
    /// Values by key type.
    var values: [ObjectIdentifier: Any] = [:]
    /// The view's explicit tag (`tag(_:)`), if any.
    var explicitTag: AnyHashable?

    init() {}

    /// The value for `key`: the one the view set, else the key's `defaultValue`.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The view's tag (`tag(_:)`) if it has one of type `V`, else nil.
    public func tag<V: Hashable>(for type: V.Type) -> V? {
        explicitTag?.base as? V
    }

    /// Whether the view's tag (`tag(_:)`) is `tag`.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool {
        explicitTag == AnyHashable(tag)
    }
}

/// A modifier that writes one container value: read while a view's subviews are listed
/// (PickerContent.swift) and, on its node, by `LayoutSubview.containerValues`.
protocol ContainerValueModifier {
    /// Writes the value into `values` unless a modifier nearer the view wrote its key.
    func write(into values: inout ContainerValues)
}

/// `containerValue(_:_:)`: sets the value at `keyPath` for the view's container.
struct ContainerValueWriter<Value>: ViewModifier, PrimitiveModifier, ContainerValueModifier {
    let keyPath: WritableKeyPath<ContainerValues, Value>
    let value: Value

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func write(into values: inout ContainerValues) {
        // What the key path writes is found by writing it on empty values: the innermost of
        // several modifiers for one key is listed first and keeps its value.
        var own = ContainerValues()
        own[keyPath: keyPath] = value
        for (key, written) in own.values where values.values[key] == nil { values.values[key] = written }
    }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        // A unit of its own (laid out as its content), so that a layout finds it along its
        // subview's chain of units, as it finds layout values.
        node.outputs.layoutValues[ObjectIdentifier(ContainerValueWriters.self)] = self as ContainerValueModifier
        node.becomeUnary(PassthroughLayout(name: "containerValue(\(keyPath))"), content: content)
    }
}

/// The key under which a node records its `containerValue` modifier among its layout values.
enum ContainerValueWriters {}

extension View {
    /// Sets the value at `keyPath` of this view's `ContainerValues`, read by the container
    /// the view is directly in: through `Subview.containerValues` in `Group(subviews:)` and
    /// `ForEach(subviews:)`, and `LayoutSubview.containerValues` in a custom `Layout`.
    ///
    /// Mirrors SwiftUI's `containerValue(_:_:)` (iOS 18). Draws nothing and changes no layout.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(ContainerValueWriter(keyPath: keyPath, value: value))
    }
}

extension LayoutSubview {
    /// The container values the subview set with `containerValue(_:_:)`, on itself or
    /// through modifiers that are not containers.
    ///
    /// Raster: its `tag(for:)` is nil and `hasTag(_:)` false here (a `Subview` reads tags).
    ///
    /// Mirrors SwiftUI's `LayoutSubview.containerValues` (iOS 18).
    public var containerValues: ContainerValues {
        var values = ContainerValues()
        var chain: [Node] = []
        var current: Node? = node
        while let n = current {
            n.layoutMemo.wasObserved = true
            chain.append(n)
            current = n.wrappedUnit
        }
        // The innermost writer wins, so the chain is read from the view outwards.
        for n in chain.reversed() {
            (n.outputs.layoutValues[ObjectIdentifier(ContainerValueWriters.self)] as? ContainerValueModifier)?.write(into: &values)
        }
        return values
    }
}
