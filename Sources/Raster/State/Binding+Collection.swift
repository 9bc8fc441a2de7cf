// Binding+Collection.swift · Raster/State · mirrors SwiftUI's Binding collection conformances (iOS 15+)
// Status: Complete.
//
// A binding to a mutable collection is itself a collection of bindings to its elements, so
// `ForEach($items) { $item in … }` and `List($items) { $item in … }` edit the elements in place.

import Foundation

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    /// The bound collection's start index.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The bound collection's end index.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The bound collection's indices, read now.
    public var indices: Indices { wrappedValue.indices }

    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`.
    ///
    /// Raster: once the element is gone (the collection shrank after the binding was made,
    /// as when a row deletes itself), the binding reads the element's last value and
    /// ignores writes, where SwiftUI traps with "Index out of range".
    public subscript(position: Index) -> Binding<Value.Element> {
        let base = self
        var last = wrappedValue[position]
        func holds(_ collection: Value) -> Bool {
            position >= collection.startIndex && position < collection.endIndex
        }
        return Binding<Value.Element>(
            identity: identity.flatMap { identity in
                (position as? AnyHashable).map { BindingIdentity(storage: identity.storage, path: identity.path + [$0]) }
            },
            get: {
                let collection = base.wrappedValue
                if holds(collection) { last = collection[position] }
                return last
            },
            set: { newValue in
                var collection = base.wrappedValue
                guard holds(collection) else { return }
                collection[position] = newValue
                base.wrappedValue = collection
            })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }

    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
