// LayoutRoot.swift · Raster/Views/Containers · a Layout applied to views (SwiftUI's _LayoutRoot, made by `Layout.callAsFunction`)
// Status: Complete.

import Foundation

/// A container view that lays out its content with a `Layout`.
public struct _LayoutRoot<L: Layout, Content: View>: View {
    let layout: L
    let content: Content

    init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension _LayoutRoot: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        Self.update(node: node, layout: layout, content: content, in: graph)
    }

    /// Makes `node` a unit laying out `content` with `layout`. Stacks, grids and
    /// `ViewThatFits` call this with their own stored values: building a `_LayoutRoot` of
    /// them first copied the content (a tuple of every element) once more per update.
    static func update(node: Node, layout: L, content: Content, in graph: ViewGraph) {
        let layout = AnyLayout(layout)
        var previousAxis: Axis??
        if case .unit(let unit) = node.role { previousAxis = .some(unit.layout.stackOrientation) }
        // The role is set before the children update so that they can see their stack's axis.
        node.role = .unit(Node.UnitRole(layout: layout, subviewSources: [], unaryWrapping: false))
        let contentNode = graph.reconcile(parent: node, key: .slot("content"), view: content)
        node.retainOnlyChild(contentNode, in: graph)
        node.role = .unit(Node.UnitRole(layout: layout, subviewSources: [contentNode], unaryWrapping: false))
        // Spacers size along their stack's axis: when an `AnyLayout` switches between
        // orientations, the subviews' remembered sizes no longer hold.
        if let previousAxis, previousAxis != layout.stackOrientation {
            for unit in contentNode.units { unit.invalidateLayout() }
        }
    }
}
