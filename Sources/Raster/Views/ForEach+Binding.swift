// ForEach+Binding.swift · Raster/Views · mirrors SwiftUI's ForEach over a binding with `id:` and `editActions:`, and EditActions (iOS 16+)
// Status: Complete — `ForEach($items) { $item in … }` for Identifiable elements is the
// collection form (State/Binding+Collection.swift).

import Foundation

/// The editing actions a `ForEach` over a binding offers: `.delete` (swipe to delete, the
/// delete control in an editing list), `.move` (the reorder grip) or `.all`.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    static var moveBit: Int { 1 }
    static var deleteBit: Int { 2 }

    /// Every action the collection supports.
    public static var all: EditActions<Data> { EditActions(rawValue: moveBit | deleteBit) }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Rows can be deleted.
    public static var delete: EditActions<Data> { EditActions(rawValue: deleteBit) }
}

extension EditActions where Data: MutableCollection {
    /// Rows can be moved.
    public static var move: EditActions<Data> { EditActions(rawValue: moveBit) }
}

extension ForEach {
    /// Views for each element of a bound collection, each given a binding to its element and
    /// identified by the value at `id` of the element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapCollection<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        self.init(collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }, id: \.1) { element in
            content(data[element.0])
        }
    }

    /// Views for each element of a bound collection, identified by the value at `id`, whose
    /// rows can be deleted or moved as `editActions` allows; a delete or move edits the bound
    /// collection. Raster: the actions show as in an editing list (`onDelete`/`onMove`);
    /// swipe-to-delete is not played by `ViewHost`.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapCollection<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        self.init(data, id: id, content: content)
        if editActions.contains(EditActions(rawValue: EditActions<C>.deleteBit)) {
            deleteAction = { offsets in data.wrappedValue.remove(atOffsets: offsets) }
        }
        if editActions.contains(EditActions(rawValue: EditActions<C>.moveBit)) {
            moveAction = { offsets, destination in data.wrappedValue.move(fromOffsets: offsets, toOffset: destination) }
        }
    }

    /// Views for each element of a bound collection of identifiable elements, whose rows can
    /// be deleted or moved as `editActions` allows (see `init(_:id:editActions:content:)`).
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapCollection<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }
}
