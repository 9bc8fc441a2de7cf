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
        let layout = AnyLayout(self.layout)
        var previousAxis: Axis??
        if case .unit(let unit) = node.role { previousAxis = .some(unit.layout.stackOrientation) }
        // The role is set before the children update so that they can see their stack's axis.
        node.role = .unit(Node.UnitRole(layout: layout, subviewSources: [], unaryWrapping: false))
        let content = graph.reconcile(parent: node, key: .slot("content"), view: self.content)
        node.retainOnlyChild(content, in: graph)
        node.role = .unit(Node.UnitRole(layout: layout, subviewSources: [content], unaryWrapping: false))
        // Spacers size along their stack's axis: when an `AnyLayout` switches between
        // orientations, the subviews' remembered sizes no longer hold.
        if let previousAxis, previousAxis != layout.stackOrientation {
            for unit in content.units { unit.invalidateLayout() }
        }
    }
}
