// GridStructure.swift · Raster/Layout · which row and columns each subview of a Grid occupies (SwiftUI Grid, iOS 17)
// Status: Complete — rows from GridRow, spans from gridCellColumns, full-width rows for views
// outside a GridRow; the cell modifiers' values (Modifiers/GridCellModifiers.swift).

import Foundation

/// The row a view was declared in: a `GridRow` writes it into its content's environment, and
/// `Grid` clears it for its own content, so a grid's subviews outside any row read nil.
struct GridRowMembership: Equatable {
    /// The row's identity, unique among the rows alive at once.
    var row: ObjectIdentifier
    /// `GridRow(alignment:)`: the guide the row's cells share vertically, nil for the grid's.
    var alignment: VerticalAlignment?
}

/// `gridCellColumns(_:)`: how many columns a cell spans (default 1).
struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
/// `gridColumnAlignment(_:)`: the horizontal guide of the cell's column.
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
/// `gridCellAnchor(_:)`: the point of the cell's rectangle the view's same point goes to.
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
/// `gridCellUnsizedAxes(_:)`: axes in which the cell does not size its row or column.
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

/// One subview's place in a grid.
struct GridCell {
    /// The subview's collection index.
    var subview: Int
    var firstColumn: Int
    /// Columns spanned; every column for a view outside a row.
    var span: Int
    var unsizedAxes: Axis.Set
    var anchor: UnitPoint?
}

/// One row of a grid: the cells of a `GridRow`, or a single view outside any row, which spans
/// every column.
struct GridRowCells {
    var cells: [GridCell]
    var alignment: VerticalAlignment?
    var spansAllColumns: Bool
}

/// The rows and columns of a grid's subviews.
struct GridStructure {
    /// The most columns a cell can span, so that a huge `gridCellColumns` cannot ask for
    /// millions of columns.
    static let maximumSpan = 1_000

    var rows: [GridRowCells] = []
    /// The number of columns: the most any row fills (1 when only views outside rows have cells).
    var columnCount = 0
    /// Each column's `gridColumnAlignment`, from the first cell starting in it that sets one.
    var columnAlignments: [HorizontalAlignment?] = []

    init(subviews: LayoutSubviews, gridName: String) {
        var current: ObjectIdentifier?
        for index in subviews.indices {
            let subview = subviews[index]
            let unsized = subview[GridCellUnsizedAxesKey.self]
            let anchor = subview[GridCellAnchorKey.self]
            guard let membership = subview.gridRowMembership else {
                current = nil
                rows.append(GridRowCells(cells: [GridCell(subview: index, firstColumn: 0, span: 0, unsizedAxes: unsized, anchor: anchor)],
                                         alignment: nil, spansAllColumns: true))
                continue
            }
            if membership.row != current {
                current = membership.row
                rows.append(GridRowCells(cells: [], alignment: membership.alignment, spansAllColumns: false))
            }
            let column = rows[rows.count - 1].cells.last.map { $0.firstColumn + $0.span } ?? 0
            let span = Self.usableSpan(subview[GridCellColumnsKey.self], gridName: gridName)
            rows[rows.count - 1].cells.append(GridCell(subview: index, firstColumn: column, span: span, unsizedAxes: unsized, anchor: anchor))
            columnCount = max(columnCount, column + span)
            if let guide = subview[GridColumnAlignmentKey.self] {
                while columnAlignments.count <= column { columnAlignments.append(nil) }
                if columnAlignments[column] == nil { columnAlignments[column] = guide }
            }
        }
        // Views outside rows span one column when no row has cells.
        if columnCount == 0 && !rows.isEmpty { columnCount = 1 }
        while columnAlignments.count < columnCount { columnAlignments.append(nil) }
        for row in rows.indices where rows[row].spansAllColumns { rows[row].cells[0].span = columnCount }
    }

    /// `count`, or the nearest usable span with a one-time warning.
    private static func usableSpan(_ count: Int, gridName: String) -> Int {
        if count >= 1 && count <= maximumSpan { return count }
        let used = count < 1 ? 1 : maximumSpan
        warnOnce("\(gridName): gridCellColumns(\(count)) is outside 1...\(maximumSpan); the cell spans \(used) column"
                 + "\(used == 1 ? "" : "s"). Give a count of at least 1")
        return used
    }
}
