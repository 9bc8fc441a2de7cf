// Group.swift · Raster/Views · mirrors SwiftUI Group (iOS 17): of views, and of toolbar content
// Status: Partial — modifiers applied to a Group with several children wrap them in one
// implicit VStack instead of applying to each child (COMPATIBILITY.md).

/// A type that collects multiple instances of a content type into a single unit: views,
/// or toolbar content (`Group { if editing { ToolbarItem … } }` in a `toolbar`).
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { bodyIsNeverCalled() }
}

extension Group: ToolbarContent, PrimitiveToolbarContent where Content: ToolbarContent {
    /// Groups toolbar content: its items are placed as if written without the group.
    public init(@ToolbarContentBuilder content: () -> Content) { self.content = content() }

    public var body: Never { bodyIsNeverCalled() }

    var toolbarEntries: [ToolbarEntry] { content.toolbarEntries }
}

extension Group: PrimitiveView where Content: View {
    func update(node: Node, in graph: ViewGraph) {
        node.role = .list
        node.retainOnlyChild(graph.reconcile(parent: node, key: .index(0), view: content), in: graph)
    }
}
