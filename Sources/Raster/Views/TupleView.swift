// TupleView.swift · Raster/Views · mirrors SwiftUI TupleView (iOS 17)
// Status: Complete.

import Foundation

/// A view created from a Swift tuple of view values.
///
/// Raster: each element keeps its position in the tuple as its structural identity.
public struct TupleView<T>: View {
    public var value: T

    public init(_ value: T) { self.value = value }

    public var body: Never { bodyIsNeverCalled() }
}

extension TupleView: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        node.role = .list
        var index = 0
        var keep: [ChildKey] = []
        for element in Mirror(reflecting: value).children {
            guard let view = element.value as? any View else { continue }
            let key = ChildKey.index(index)
            graph.reconcile(parent: node, key: key, view: view)
            keep.append(key)
            index += 1
        }
        node.retainChildren(keep, in: graph)
    }
}
