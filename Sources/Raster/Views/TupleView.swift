// TupleView.swift · Raster/Views · mirrors SwiftUI TupleView (iOS 17)
// Status: Complete.

import Foundation
import Synchronization

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
        let views = self.views
        var keep: [Node] = []
        keep.reserveCapacity(views.count)
        // A new node's children are stored at once, not grown as they come.
        if node.children.isEmpty { node.reserveChildCapacity(views.count) }
        for index in views.indices {
            keep.append(graph.reconcile(parent: node, key: .index(index), view: views[index]))
        }
        node.retainChildNodes(keep, in: graph)
    }

    /// The views of the tuple, in order (elements that are not views are skipped).
    ///
    /// A tuple made by `ViewBuilder` is read through its type's element reader; another is
    /// read through a mirror, whose making and `as? any View` casts searched the runtime's
    /// tables for every element (a tenth of building 10,000 views).
    var views: [any View] {
        if let read = TupleViewElements.reader(of: Self.self) {
            return withUnsafePointer(to: value) { read(UnsafeRawPointer($0)) }
        }
        return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }
}

/// The element readers of the tuple view types `ViewBuilder` makes, by tuple view type.
enum TupleViewElements {
    /// Reads the views of a tuple of the reader's type at the address given.
    typealias Reader = @Sendable (UnsafeRawPointer) -> [any View]

    private static let readers = Mutex<[ObjectIdentifier: Reader]>([:])

    /// Registers the reader of `TupleView<(repeat each Content)>` unless it has one:
    /// `ViewBuilder` calls this for every tuple it makes.
    static func register<each Content: View>(_ content: repeat (each Content).Type) {
        let type = ObjectIdentifier(TupleView<(repeat each Content)>.self)
        readers.withLock { known in
            guard known[type] == nil else { return }
            known[type] = { address in list(at: address, repeat (each Content).self) }
        }
    }

    /// The elements of a tuple of `types` at `address`, as a list.
    ///
    /// Each element is copied straight from its place in the tuple: copying the whole tuple
    /// first (through its runtime-made metadata) and destroying the copy was 5 % of building
    /// 10,000 views (`initial_build_10k_nodes`' instructions). A tuple is laid out as a struct
    /// is: each element at the next offset that is a multiple of its alignment (the Swift
    /// ABI's type layout).
    private static func list<each V: View>(at address: UnsafeRawPointer, _ types: repeat (each V).Type) -> [any View] {
        // One allocation for the list: growing it an element at a time took three for a tuple
        // of four, 40 % of this function's instructions.
        var count = 0
        for _ in repeat each types { count += 1 }
        var views: [any View] = []
        views.reserveCapacity(count)
        var offset = 0
        for type in repeat each types { views.append(element(type, at: address, offset: &offset)) }
        return views
    }

    /// The element of type `E` at the first offset from `offset` aligned for it; `offset`
    /// moves past it.
    private static func element<E: View>(_ type: E.Type, at address: UnsafeRawPointer, offset: inout Int) -> any View {
        let alignment = MemoryLayout<E>.alignment
        offset = (offset + alignment - 1) / alignment * alignment
        let view = (address + offset).assumingMemoryBound(to: E.self).pointee
        offset += MemoryLayout<E>.size
        return view
    }

    /// The reader of `type`, if `ViewBuilder` has made a value of it.
    static func reader<T>(of type: TupleView<T>.Type) -> Reader? {
        readers.withLock { $0[ObjectIdentifier(type)] }
    }
}
