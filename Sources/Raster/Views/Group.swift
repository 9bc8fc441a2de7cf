// Group.swift · Raster/Views · mirrors SwiftUI Group (iOS 17)
// Status: Partial — modifiers applied to a Group with several children wrap them in one
// implicit VStack instead of applying to each child (COMPATIBILITY.md).

/// A type that collects multiple instances of a content type into a single unit.
public struct Group<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { bodyIsNeverCalled() }
}

extension Group: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        node.role = .list
        graph.reconcile(parent: node, key: .index(0), view: content)
        node.retainChildren([.index(0)], in: graph)
    }
}
