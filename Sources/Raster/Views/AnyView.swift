// AnyView.swift · Raster/Views · mirrors SwiftUI AnyView (iOS 17)
// Status: Complete.

/// A type-erased view.
///
/// Raster: the wrapped view's type is part of its identity, so wrapping a different view
/// type replaces the node and its state, as in SwiftUI.
public struct AnyView: View {
    let view: any View

    public init<V: View>(_ view: V) { self.view = view }

    /// A type-erased view from any view value, or nil if `value` is not a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension AnyView: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        node.role = .list
        node.retainOnlyChild(graph.reconcile(parent: node, key: .index(0), view: view), in: graph)
    }
}
