// TableColumn.swift · Raster/Views/Containers · mirrors SwiftUI TableColumn, TableColumnContent, TableColumnBuilder and TableColumnForEach (iOS 17, 17.4)
// Status: Partial — an iPhone shows only the first column's cells (Table.swift); titles, widths,
// sort comparators and customization have no effect there, as an iPhone draws no header.

import Foundation

/// A type used to represent columns within a table.
///
/// Mirrors SwiftUI's `TableColumnContent`. Raster: only its own types conform (`TableColumn`,
/// `TableColumnForEach` and what `TableColumnBuilder` builds); the protocol has no body.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value of rows presented by this column content.
    associatedtype TableRowValue: Identifiable
    /// The type of sort comparator associated with this table column content.
    associatedtype TableColumnSortComparator: SortComparator
}

/// Column content as a table reads it: one cell maker for each column, in order, taking a
/// row value (of the content's `TableRowValue`) and giving its cell.
protocol TableColumnCells {
    var tableColumnCells: [(Any) -> AnyView] { get }
}

/// A column that displays a view for each row in a table.
///
/// Raster: on an iPhone a table shows only its first column's cells, each a row of a list.
/// The title, the width and the sort comparator (`Sort`, `Never` for an unsortable column)
/// belong to the column header, which an iPhone does not show, so they draw nothing.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent, TableColumnCells {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    /// The cell of a row.
    let content: (RowValue) -> Content

    init(content: @escaping (RowValue) -> Content) {
        self.content = content
    }

    var tableColumnCells: [(Any) -> AnyView] {
        let content = self.content
        return [{ value in (value as? RowValue).map { AnyView(content($0)) } ?? AnyView(EmptyView()) }]
    }

    /// Sets a fixed width for the column, in points (nil: the table's own).
    ///
    /// Raster: no effect: an iPhone in a compact width shows one column, as wide as the row.
    public func width(_ width: CGFloat? = nil) -> TableColumn { self }

    /// Sets the flexible width of the column, in points (nil: the table's own for that bound).
    ///
    /// Raster: no effect: an iPhone in a compact width shows one column, as wide as the row.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
}

// MARK: Unsortable columns

extension TableColumn where Sort == Never, Label == Text {
    /// Creates an unsortable column that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(content: content)
    }

    /// Creates an unsortable column that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(content: content)
    }

    /// Creates an unsortable column with a text label.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// Creates an unsortable column that displays a string property verbatim, and generates
    /// its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// Creates an unsortable column that displays a string property verbatim, and generates
    /// its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// Creates an unsortable column that displays a string property verbatim, with a text label.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(content: { Text(verbatim: $0[keyPath: value]) })
    }
}

extension TableColumn where Label == Text {
    /// Creates a sortable column that sorts with the given comparator, and generates its
    /// label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort.Compared == RowValue {
        self.init(content: content)
    }

    /// Creates a sortable column that sorts with the given comparator, and generates its
    /// label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort.Compared == RowValue {
        self.init(content: content)
    }
}

// MARK: Columns sorted by a key path

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a sortable column for comparable values, and generates its label from a
    /// localized string key.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(content: content)
    }

    /// Creates a sortable column for comparable values, and generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(content: content)
    }

    /// Creates a sortable column for values compared with `comparator`, and generates its
    /// label from a localized string key.
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(content: content)
    }

    /// Creates a column that the table's key-path sort order cannot sort by, and generates its
    /// label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(content: content)
    }

    /// Creates a column that the table's key-path sort order cannot sort by, and generates its
    /// label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// Creates a sortable column that displays a string property verbatim, and generates its
    /// label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// Creates a sortable column that displays a string property verbatim, and generates its
    /// label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(content: { Text(verbatim: $0[keyPath: value]) })
    }
}

// MARK: Building columns

/// The columns a `TableColumnBuilder` built, in order.
///
/// Stands for SwiftUI's `TupleTableColumnContent` and the builder's other results.
public struct TableColumnList<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent, TableColumnCells {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let tableColumnCells: [(Any) -> AnyView]
}

/// A result builder that creates table column content from closures.
///
/// Mirrors SwiftUI's `TableColumnBuilder`: every column shows rows of `RowValue` and sorts with
/// `Sort` (`Never` in a table without `sortOrder`). Raster: as in SwiftUI, a block needs at
/// least one column; `if`/`else`, `if` and loops are accepted too.
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> TableColumnList<RowValue, Sort>
    where C.TableRowValue == RowValue, C.TableColumnSortComparator == Sort {
        TableColumnList(tableColumnCells: (column as? TableColumnCells)?.tableColumnCells ?? [])
    }

    public static func buildBlock(_ first: TableColumnList<RowValue, Sort>, _ rest: TableColumnList<RowValue, Sort>...) -> TableColumnList<RowValue, Sort> {
        TableColumnList(tableColumnCells: first.tableColumnCells + rest.flatMap(\.tableColumnCells))
    }

    public static func buildOptional(_ part: TableColumnList<RowValue, Sort>?) -> TableColumnList<RowValue, Sort> {
        part ?? TableColumnList(tableColumnCells: [])
    }

    public static func buildEither(first: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { first }

    public static func buildEither(second: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { second }

    public static func buildArray(_ parts: [TableColumnList<RowValue, Sort>]) -> TableColumnList<RowValue, Sort> {
        TableColumnList(tableColumnCells: parts.flatMap(\.tableColumnCells))
    }

    public static func buildLimitedAvailability(_ part: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { part }
}

/// A structure that computes columns on demand from an underlying collection of identified
/// data.
///
/// Mirrors SwiftUI's `TableColumnForEach` (iOS 17.4). Raster: its columns follow the columns
/// before it; an iPhone shows a table's first column only.
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue: Identifiable, Sort: SortComparator, Content: TableColumnContent>:
    TableColumnContent, TableColumnCells where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let data: Data
    let content: (Data.Element) -> Content

    var tableColumnCells: [(Any) -> AnyView] {
        data.flatMap { (content($0) as? TableColumnCells)?.tableColumnCells ?? [] }
    }
}

extension TableColumnForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an instance that uniquely identifies and creates table columns across updates
    /// based on the identity of the underlying data.
    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension TableColumnForEach {
    /// Creates an instance that uniquely identifies and creates table columns across updates
    /// based on the provided key path to the underlying data's identifier.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension TableColumnForEach where Data == Range<Int>, ID == Int {
    /// Creates an instance that computes table columns over a constant range.
    public init(_ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}
