// Node+Roles.swift · Raster/Graph · how a primitive view's update declares its node's part in layout
// Status: Complete.
//
// A primitive's update makes its node one of three things: a leaf unit (it measures and
// draws itself), a unary unit (a layout over its one content view, or over each of several:
// modifiers) or a transparent list (its content's units pass through). Containers with
// several subview sources set `role` themselves (`_LayoutRoot`, overlays, `GeometryReader`).

import Foundation

extension Node {
    /// Makes this node a leaf unit with `layout`, drawing `content` in its bounds.
    func becomeLeaf(_ layout: LeafLayout, content: ((CGSize) -> [DisplayList.Item])?) {
        role = .unit(UnitRole(layout: AnyLayout(layout), subviewSources: [], unaryWrapping: false))
        outputs.drawing.content = content
        retainChildren([], in: graph)
    }

    /// Makes this node a unary modifier unit: `layout` over the single unit of `content`.
    /// Given several units, the modifier applies to each of them (one unit each, as in
    /// SwiftUI), or with `distributing` false wraps them in an implicit VStack.
    @discardableResult
    @inline(__always)
    func becomeUnary<L: Layout>(_ layout: L, content: any View, distributing: Bool = true) -> Node {
        let contentNode = graph.reconcile(parent: self, key: .slot("content"), view: content)
        retainOnlyChild(contentNode, in: graph)
        role = .unit(UnitRole(layout: AnyLayout(layout), subviewSources: [contentNode], unaryWrapping: true,
                              distributesOverUnits: distributing))
        return contentNode
    }

    /// Makes this node transparent: its content's units pass through unchanged.
    @inline(__always)
    func becomeTransparent(content: any View) {
        role = .list
        retainOnlyChild(graph.reconcile(parent: self, key: .slot("content"), view: content), in: graph)
    }
}
