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
        var keep: [ChildKey] = []
        keep.reserveCapacity(views.count)
        for (index, view) in views.enumerated() {
            let key = ChildKey.index(index)
            graph.reconcile(parent: node, key: key, view: view)
            keep.append(key)
        }
        node.retainChildren(keep, in: graph)
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
            known[type] = { address in
                let tuple = address.assumingMemoryBound(to: (repeat each Content).self).pointee
                return list(repeat each tuple)
            }
        }
    }

    /// `view`, as a list.
    private static func list<each V: View>(_ view: repeat each V) -> [any View] {
        var views: [any View] = []
        for element in repeat each view { views.append(element) }
        return views
    }

    /// The reader of `type`, if `ViewBuilder` has made a value of it.
    static func reader<T>(of type: TupleView<T>.Type) -> Reader? {
        readers.withLock { $0[ObjectIdentifier(type)] }
    }
}
