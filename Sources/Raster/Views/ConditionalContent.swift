// ConditionalContent.swift · Raster/Views · mirrors SwiftUI _ConditionalContent and Optional: View (iOS 17)
// Status: Complete.

/// Content that shows one of two views: what `if`/`else` and `switch` build.
///
/// Raster: the two branches have distinct identities, so switching branch destroys the
/// old branch's nodes and state (seed 004).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    public var body: Never { bodyIsNeverCalled() }
}

extension _ConditionalContent: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        node.role = .list
        switch storage {
        case .trueContent(let view):
            node.retainOnlyChild(graph.reconcile(parent: node, key: .branch(true), view: view), in: graph)
        case .falseContent(let view):
            node.retainOnlyChild(graph.reconcile(parent: node, key: .branch(false), view: view), in: graph)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { bodyIsNeverCalled() }
}

extension Optional: PrimitiveView where Wrapped: View {
    func update(node: Node, in graph: ViewGraph) {
        node.role = .list
        if let view = self {
            node.retainOnlyChild(graph.reconcile(parent: node, key: .branch(true), view: view), in: graph)
        } else {
            node.retainChildren([], in: graph)
        }
    }
}
