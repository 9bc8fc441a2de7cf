// TableColumnCustomization.swift · Raster/Views/Containers · mirrors SwiftUI TableColumnCustomization, customizationID(_:) and defaultVisibility(_:) of table columns (iOS 17)
// Status: Partial — the state is kept and read back; an iPhone shows no column header to
// customize, so nothing draws it (Table.swift).

import Foundation

/// A representation of the state of the columns in a table.
///
/// Raster: holds each customizable column's visibility, by the column's `customizationID`, as
/// your code sets it; an iPhone in a compact width shows a table's first column whatever it says.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable {
    /// Visibilities set through `subscript(visibility:)`, by customization identifier.
    private var visibilities: [String: Visibility] = [:]

    /// Creates an empty table column customization: every column at its default visibility.
    public init() {}

    /// The visibility of the column identified by `id` (`.automatic` until set).
    public subscript(visibility id: String) -> Visibility {
        get { visibilities[id] ?? .automatic }
        set { visibilities[id] = newValue }
    }

    /// Resets the visibility of every column to its default.
    public mutating func resetVisibility() {
        visibilities = [:]
    }
}

extension TableColumn {
    /// Sets the identifier a table's `columnCustomization` knows this column by.
    ///
    /// Raster: no effect on an iPhone, which shows no column header to customize.
    public func customizationID(_ id: String) -> TableColumn { self }

    /// Sets the visibility of the column when the table's customization says nothing of it.
    ///
    /// Raster: no effect on an iPhone, which shows a table's first column only.
    public func defaultVisibility(_ visibility: Visibility) -> TableColumn { self }
}
