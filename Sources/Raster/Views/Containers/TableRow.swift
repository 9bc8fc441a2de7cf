// TableRow.swift · Raster/Views/Containers · mirrors SwiftUI TableRow, TableRowContent, TableRowBuilder and table rows of ForEach, Section and Group (iOS 17)
// Status: Partial — rows are a list's rows showing the first column's cell (Table.swift); rows
// take no modifiers (SwiftUI's row context menus and item providers are not there).

import Foundation

/// A type used to represent table rows.
///
/// Mirrors SwiftUI's `TableRowContent`. Raster: row content is also a `View` (the rows a
/// table's list shows), so `ForEach`, `Section` and `Group` of rows are the view types; only
/// Raster's row types conform.
public protocol TableRowContent<TableRowValue>: View {
    /// The type of value represented by this table row content.
    associatedtype TableRowValue: Identifiable
}

/// A row that represents a data value in a table.
///
/// Raster: drawn as the enclosing table's first column's cell for `value`, a row of the
/// table's list, selected by `value.id`.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value

    let value: Value
    @Environment(\.tableRowCell) private var cell

    /// Creates a table row for the given value.
    public init(_ value: Value) {
        self.value = value
    }

    public var body: some View {
        Group {
            if let cell {
                cell.view(value)
            } else {
                RowOutsideATable(rowType: "TableRow<\(Value.self)>")
            }
        }
        .tag(value.id)
    }
}

/// What a `TableRow` outside a table draws: nothing, with one warning naming the fix.
private struct RowOutsideATable: View {
    let rowType: String

    var body: some View {
        warnOnce("\(rowType) is drawn outside a Table, so it has no columns to show and is empty; use it in a Table's rows")
        return EmptyView()
    }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
}

extension Section: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
}

extension Section {
    /// A section of table rows with a header and a footer.
    public init<V>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)
    where Content == TableRowList<V> {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
}

extension Section where Footer == EmptyView {
    /// A section of table rows with a header.
    public init<V>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> Parent) where Content == TableRowList<V> {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section of table rows with a footer.
    public init<V>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder footer: () -> Footer) where Content == TableRowList<V> {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of table rows with neither header nor footer.
    public init<V>(@TableRowBuilder<V> content: () -> Content) where Content == TableRowList<V> {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of table rows whose header is `Text(titleKey)`.
    public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content) where Content == TableRowList<V> {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section of table rows whose header is `Text(title)`, verbatim.
    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, @TableRowBuilder<V> content: () -> Content) where Content == TableRowList<V> {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Group: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
}

/// The rows a `TableRowBuilder` built, in order.
///
/// Stands for SwiftUI's `TupleTableRowContent` and the builder's other results. As a view it
/// is its rows, each a view of the table's list.
public struct TableRowList<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value

    /// The rows as views: `TableRow`s, `ForEach`es and `Section`s of them.
    let rows: [any View]

    public var body: some View {
        ForEach(rows.indices, id: \.self) { AnyView(rows[$0]) }
    }
}

/// A result builder that creates table row content from closures.
///
/// Mirrors SwiftUI's `TableRowBuilder`: every row shows a `Value`. Raster: `if`/`else`, `if` and
/// loops are accepted too; an empty block makes a table without rows.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<R: TableRowContent>(_ row: R) -> TableRowList<Value> where R.TableRowValue == Value {
        TableRowList(rows: [row])
    }

    public static func buildBlock(_ parts: TableRowList<Value>...) -> TableRowList<Value> {
        TableRowList(rows: parts.flatMap(\.rows))
    }

    public static func buildOptional(_ part: TableRowList<Value>?) -> TableRowList<Value> {
        part ?? TableRowList(rows: [])
    }

    public static func buildEither(first: TableRowList<Value>) -> TableRowList<Value> { first }

    public static func buildEither(second: TableRowList<Value>) -> TableRowList<Value> { second }

    public static func buildArray(_ parts: [TableRowList<Value>]) -> TableRowList<Value> {
        TableRowList(rows: parts.flatMap(\.rows))
    }

    public static func buildLimitedAvailability(_ part: TableRowList<Value>) -> TableRowList<Value> { part }
}
