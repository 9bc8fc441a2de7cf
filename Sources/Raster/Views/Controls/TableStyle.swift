// TableStyle.swift · Raster/Views/Controls · mirrors SwiftUI TableStyle, AutomaticTableStyle, InsetTableStyle, tableStyle(_:) and tableColumnHeaders(_:) (iOS 17)
// Status: Partial — the compact-width looks of an iPhone, each a list style (Table.swift).

import Foundation

/// A type that applies a custom appearance to all tables within a view.
///
/// Raster: only the built-in styles exist; each names the list look an iPhone's compact width
/// draws the table's rows in with `_listStyleKind`.
public protocol TableStyle {
    /// The list look of a table in this style on an iPhone.
    var _listStyleKind: ListStyleKind { get }
}

/// The default table style in the current context.
///
/// Raster: a plain list (rows edge to edge on the system background), as an iPhone shows a
/// table in a compact width (COMPATIBILITY.md gives the source).
public struct AutomaticTableStyle: TableStyle {
    public init() {}
    public var _listStyleKind: ListStyleKind { .plain }
}

/// The table style that describes the behavior and appearance of a table with its content and
/// selection inset from the table edges.
///
/// Raster: an inset list (plain rows inset by the side margin).
public struct InsetTableStyle: TableStyle {
    public init() {}
    public var _listStyleKind: ListStyleKind { .inset }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The default table style in the current context.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// The table style that describes the behavior and appearance of a table with its content
    /// and selection inset from the table edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

private struct TableStyleKindKey: EnvironmentKey {
    static let defaultValue = AutomaticTableStyle()._listStyleKind
}

extension EnvironmentValues {
    /// The list look of tables below, set with `tableStyle(_:)`.
    var tableStyleKind: ListStyleKind {
        get { self[TableStyleKindKey.self] }
        set { self[TableStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for tables within this view.
    ///
    /// Raster: the innermost style applies; it does not change lists (`listStyle(_:)` does),
    /// nor does a list style change tables.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        environment(\.tableStyleKind, style._listStyleKind)
    }

    /// Controls the visibility of a `Table`'s column header views.
    ///
    /// Raster: no effect: an iPhone's compact width hides a table's column headers whatever
    /// this says, and a `Section`'s header in a table is drawn either way, as in SwiftUI.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        self
    }
}
