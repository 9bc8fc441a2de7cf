// RootView.swift · Raster/Graph · the primitive view at the root of every graph
// Status: Complete.

import Foundation

/// The root of every graph: gives the user's view one unit (several top-level views are
/// stacked vertically, as a window's root does).
struct _RootView: View, PrimitiveView {
    let content: any View

    var body: Never { bodyIsNeverCalled() }

    func update(node: Node, in graph: ViewGraph) {
        node.becomeUnary(PassthroughLayout(), content: content, distributing: false)
    }
}
