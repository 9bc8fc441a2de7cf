// Table.swift · Raster/Views/Containers · mirrors SwiftUI Table (iOS 17; the column customization forms of iOS 17.4)
// Status: Partial — an iPhone's compact-width look only: a List of the first column's cells, no
// column headers; the multi-column look of a regular width is not drawn (COMPATIBILITY.md).
// Columns: TableColumn.swift; rows: TableRow.swift; styles: Views/Controls/TableStyle.swift.

import Foundation

/// A container that presents rows of data arranged in one or more columns, optionally
/// providing the ability to select one or more members.
///
/// Raster: drawn as an iPhone draws a table in a compact horizontal size class (every iPhone
/// in portrait): the column headers are hidden and each row shows only its first column's
/// cell, in a `List` of the table's style (`.automatic`: plain, `.inset`: inset). Rows,
/// sections, separators, selection (a tap in a row's cell selects it, highlighted in
/// systemGray4), `contextMenu(forSelectionType:)` and lazily built rows (for a table of a
/// collection) are the list's. `sortOrder` is kept as given: sorting the data is the app's job, as in SwiftUI, and
/// the hidden headers never change it. Column widths and `columnCustomization` are accepted
/// and have no effect on an iPhone, which shows no column header.
///
/// Deviation from SwiftUI's declaration: the columns' row type is not tied to `Value` in the
/// type's `where` clause (a `TableColumnBuilder<Value, …>` ties it), since the tie would stop
/// Swift from inferring the columns' key paths (`TableColumn("Name", value: \.name)`).
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View where Rows.TableRowValue == Value {
    let rows: Rows
    let columns: Columns
    let selection: ListSelection<Value.ID>?
    @Environment(\.tableStyleKind) private var style

    init(rows: Rows, columns: Columns, selection: ListSelection<Value.ID>?) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
    }

    public var body: some View {
        List(selection: selection, content: rows)
            .environment(\.listStyleKind, style)
            .environment(\.tableRowCell, TableRowCell(columns: columns, tableName: "Table<\(Value.self), …>"))
    }
}

/// How a table's rows draw themselves: the first column's cell of a row value.
struct TableRowCell {
    /// The first column's cell for a row value; nil when the table has no column.
    let first: ((Any) -> AnyView)?
    /// The table's name for warnings.
    let tableName: String

    init<Columns: TableColumnContent>(columns: Columns, tableName: String) {
        first = (columns as? TableColumnCells)?.tableColumnCells.first
        self.tableName = tableName
    }

    /// The row's cell: the first column's, or nothing (with one warning) when there is none.
    func view(_ value: Any) -> AnyView {
        guard let first else {
            warnOnce("\(tableName): the table has no columns (an empty TableColumnForEach?), so its rows are drawn empty; "
                + "an iPhone shows each row's first column: give the table at least one TableColumn")
            return AnyView(EmptyView())
        }
        return first(value)
    }
}

private struct TableRowCellKey: EnvironmentKey {
    static let defaultValue: TableRowCell? = nil
}

extension EnvironmentValues {
    /// The enclosing table's cells; nil outside a table.
    var tableRowCell: TableRowCell? {
        get { self[TableRowCellKey.self] }
        set { self[TableRowCellKey.self] = newValue }
    }
}

/// The rows of a table made from a collection: one `TableRow` for each element, identified by
/// its `id`.
///
/// Stands for SwiftUI's `TableForEachContent`.
public typealias TableForEachContent<Data: RandomAccessCollection> = ForEach<Data, Data.Element.ID, TableRow<Data.Element>>
where Data.Element: Identifiable

extension ForEach where Content == TableRow<Data.Element>, Data.Element: Identifiable, ID == Data.Element.ID {
    /// The rows of a `Table` over `data`: a repeated ID is reported as the table's.
    init(tableData data: Data) {
        self.init(data, id: \.id, content: { TableRow($0) })
        ownerName = "Table<\(Data.Element.self), …>"
    }
}

// MARK: Tables of a collection

extension Table {
    /// Creates a table that computes its rows based on a collection of identifiable data.
    ///
    /// Raster: `columnCustomization` (iOS 17.4) is accepted and changes nothing on an iPhone.
    public init<Data: RandomAccessCollection>(
        _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: ForEach(tableData: data), columns: columns(), selection: nil)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data, and
    /// that supports selecting zero or one row.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: ForEach(tableData: data), columns: columns(), selection: .single(selection))
    }

    /// Creates a table that computes its rows based on a collection of identifiable data, and
    /// that supports selecting multiple rows.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: ForEach(tableData: data), columns: columns(), selection: .multiple(selection))
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data.
    ///
    /// Raster: `sortOrder` is never written (an iPhone shows no header to sort by); sort the
    /// data by it yourself, as in SwiftUI.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: ForEach(tableData: data), columns: columns(), selection: nil)
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data, and that supports selecting zero or one row.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: ForEach(tableData: data), columns: columns(), selection: .single(selection))
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data, and that supports selecting multiple rows.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: ForEach(tableData: data), columns: columns(), selection: .multiple(selection))
    }
}

// MARK: Tables of explicit rows

extension Table {
    /// Creates a table with the given columns and rows that generates its contents using values
    /// of the given type.
    public init(
        of valueType: Value.Type = Value.self, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: nil)
    }

    /// Creates a table with the given columns and rows that supports selecting zero or one row.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection))
    }

    /// Creates a table with the given columns and rows that supports selecting multiple rows.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection))
    }

    /// Creates a sortable table with the given columns and rows.
    ///
    /// Raster: `sortOrder` is never written; sort the rows by it yourself, as in SwiftUI.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: nil)
    }

    /// Creates a sortable table with the given columns and rows that supports selecting zero or
    /// one row.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .single(selection))
    }

    /// Creates a sortable table with the given columns and rows that supports selecting multiple
    /// rows.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection))
    }
}
