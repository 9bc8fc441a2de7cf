// EmptyView.swift · Raster/Views · mirrors SwiftUI EmptyView (iOS 17)
// Status: Complete.

/// A view that doesn't contain any content.
public struct EmptyView: View {
    public init() {}
    public var body: Never { bodyIsNeverCalled() }
}

extension EmptyView: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        node.role = .list
        node.retainChildren([], in: graph)
    }
}
