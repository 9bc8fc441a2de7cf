// GridLayout.swift · Raster/Layout · mirrors SwiftUI GridLayout, the layout of Grid (iOS 17)
// Status: Partial — columns and rows share space as stacks do; see COMPATIBILITY.md for how
// spanning cells and full-width rows widen columns. Structure: GridStructure.swift.

import Foundation

/// A grid that you can use in conditional layouts.
///
/// Raster: points. Columns are as wide as their widest cell, rows as tall as their tallest.
/// Proposes to child: its columns' width (with the gaps between them) and, across the rows,
/// nil for an unspecified height or the row's share of a given one; a cell unsized in an axis
/// (`gridCellUnsizedAxes`) is proposed its whole cell in that axis when placed.
/// Reports size: the columns and rows with the gaps between them.
/// Sizing: with a width proposed, the columns share it as an HStack shares space among its
/// children: the gaps are taken off, then the least flexible column first (the difference
/// of its widest cell at widths ∞ and 0), each offered an equal part of what is left; a column
/// is as wide as its widest single-column cell for that offer. Rows share a proposed height
/// the same way. A cell spanning several columns, and a view outside any `GridRow` (which
/// spans every column), is offered its columns' width plus what the proposal leaves after the
/// other columns; when it needs more than its columns, the excess is shared equally among
/// them. Without a width proposed every cell is at its ideal size.
/// Places child: the rows top to bottom, cells in their columns; horizontally by the cell's
/// `gridCellAnchor`, else its column's `gridColumnAlignment`, else `alignment`'s horizontal
/// guide; vertically by the anchor, else the row's `GridRow(alignment:)` or `alignment`'s
/// vertical guide, shared across the row as in an HStack.
public struct GridLayout: Layout {
    /// The alignment of cells in their cells' rectangles, and of the grid's content in its bounds.
    public var alignment: Alignment
    /// Points between columns; nil for the cells' preferred spacing (8 between most views).
    public var horizontalSpacing: CGFloat?
    /// Points between rows; nil for the cells' preferred spacing.
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        GridArrangement(layout: self, proposal: proposal, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let arrangement = GridArrangement(layout: self, proposal: proposal, subviews: subviews)
        let outer = ViewDimensions(size: bounds.size), inner = ViewDimensions(size: arrangement.size)
        let origin = CGPoint(x: bounds.origin.x + outer[alignment.horizontal] - inner[alignment.horizontal],
                             y: bounds.origin.y + outer[alignment.vertical] - inner[alignment.vertical])
        arrangement.place(at: origin)
    }

    /// A spacing the layout can use: nil (the cells' preference) for a non-finite one, with a warning.
    func usableSpacing(_ spacing: CGFloat?, _ label: String) -> CGFloat? {
        guard let spacing, !spacing.isFinite else { return spacing }
        warnOnce("Grid has the \(label) \(formatPoints(spacing)); the cells' preferred spacing is used. "
                 + "Give a finite spacing, or nil")
        return nil
    }
}

extension GridLayout: LayoutDumpNaming {
    var dumpName: String {
        dumpCall("Grid", [alignment == .center ? nil : "alignment: \(alignment.dumpName)",
                          dumpArgument("horizontalSpacing", horizontalSpacing), dumpArgument("verticalSpacing", verticalSpacing)])
    }
}

/// A grid's columns and rows for one proposal.
struct GridArrangement {
    let layout: GridLayout
    let subviews: LayoutSubviews
    let structure: GridStructure
    /// Points between column c and c + 1, and between row r and r + 1.
    let columnGaps: [CGFloat]
    let rowGaps: [CGFloat]
    var columnWidths: [CGFloat] = []
    var rowHeights: [CGFloat] = []
    /// The height proposed to each row's cells: nil, or the row's share of the proposed height.
    var rowOffers: [CGFloat?] = []
    /// How far each row's sized cells reach above its shared guide.
    var rowAbove: [CGFloat] = []

    init(layout: GridLayout, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        self.layout = layout
        self.subviews = subviews
        structure = GridStructure(subviews: subviews, gridName: "Grid")
        columnGaps = Self.gaps(count: structure.columnCount, fixed: layout.usableSpacing(layout.horizontalSpacing, "horizontalSpacing"),
                               structure: structure, subviews: subviews, axis: .horizontal)
        rowGaps = Self.gaps(count: structure.rows.count, fixed: layout.usableSpacing(layout.verticalSpacing, "verticalSpacing"),
                            structure: structure, subviews: subviews, axis: .vertical)
        // A NaN dimension (from a custom layout) proposes nothing, as nil does.
        sizeColumns(width: proposal.width.flatMap { $0.isNaN ? nil : $0 })
        sizeRows(height: proposal.height.flatMap { $0.isNaN ? nil : $0 })
    }

    var size: CGSize {
        CGSize(width: columnWidths.reduce(0, +) + columnGaps.reduce(0, +),
               height: rowHeights.reduce(0, +) + rowGaps.reduce(0, +))
    }

    // MARK: Gaps

    /// The gaps between `count` columns or rows: `fixed`, or the largest preferred distance
    /// between cells that face each other across the gap (8 when none do).
    private static func gaps(count: Int, fixed: CGFloat?, structure: GridStructure, subviews: LayoutSubviews, axis: Axis) -> [CGFloat] {
        guard count > 1 else { return [] }
        if let fixed { return Array(repeating: fixed, count: count - 1) }
        var gaps = [CGFloat?](repeating: nil, count: count - 1)
        func widen(_ gap: Int, _ before: GridCell, _ after: GridCell) {
            let distance = subviews[before.subview].spacing.distance(to: subviews[after.subview].spacing, along: axis)
            gaps[gap] = max(gaps[gap] ?? -.infinity, distance)
        }
        let rows = structure.rows
        if axis == .horizontal {
            for row in rows where !row.spansAllColumns {
                for (before, after) in zip(row.cells, row.cells.dropFirst()) { widen(before.firstColumn + before.span - 1, before, after) }
            }
        } else {
            for (r, (above, below)) in zip(rows, rows.dropFirst()).enumerated() {
                for a in above.cells {
                    for b in below.cells where a.firstColumn < b.firstColumn + b.span && b.firstColumn < a.firstColumn + a.span {
                        widen(r, a, b)
                    }
                }
            }
        }
        return gaps.map { $0 ?? ViewSpacing.defaultDistance }
    }

    // MARK: Columns

    /// The width of `span` columns from `first`, with the gaps between them.
    func width(from first: Int, span: Int) -> CGFloat {
        guard span > 0 else { return 0 }
        var width: CGFloat = 0
        for column in first..<first + span { width += columnWidths[column] }
        for gap in first..<first + span - 1 { width += columnGaps[gap] }
        return width
    }

    /// The cells that size column widths by themselves: one column wide, not unsized horizontally.
    private var singleColumnCells: [[GridCell]] {
        var cells = [[GridCell]](repeating: [], count: structure.columnCount)
        for row in structure.rows where !row.spansAllColumns {
            for cell in row.cells where cell.span == 1 && !cell.unsizedAxes.contains(.horizontal) { cells[cell.firstColumn].append(cell) }
        }
        return cells
    }

    private mutating func sizeColumns(width proposed: CGFloat?) {
        let columns = singleColumnCells
        func widest(_ column: Int, _ offer: CGFloat?) -> CGFloat {
            columns[column].reduce(0) { max($0, subviews[$1.subview].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width) }
        }
        columnWidths = Self.share(proposed.map { $0 - columnGaps.reduce(0, +) }, among: structure.columnCount, length: widest)
        // Cells spanning several columns, and views outside rows, widen their columns when they need more.
        for row in structure.rows {
            for cell in row.cells where (cell.span > 1 || row.spansAllColumns) && !cell.unsizedAxes.contains(.horizontal) {
                let current = width(from: cell.firstColumn, span: cell.span)
                let offer = proposed.map { $0 - (size.width - current) }
                let needed = subviews[cell.subview].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
                guard needed > current else { continue }
                let share = (needed - current) / CGFloat(cell.span)
                for column in cell.firstColumn..<cell.firstColumn + cell.span { columnWidths[column] += share }
            }
        }
    }

    // MARK: Rows

    /// The proposal to `cell` of `row` for its share `offer` of the height.
    func proposal(for cell: GridCell, offer: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width(from: cell.firstColumn, span: cell.span), height: offer)
    }

    private func guide(of row: GridRowCells) -> VerticalAlignment { row.alignment ?? layout.alignment.vertical }

    /// The extent of `row`'s sized cells above and below their shared guide, for `offer`.
    private func extent(of row: GridRowCells, offer: CGFloat?) -> (above: CGFloat, below: CGFloat) {
        var above: CGFloat = 0, below: CGFloat = 0
        for cell in row.cells where !cell.unsizedAxes.contains(.vertical) {
            let dimensions = subviews[cell.subview].dimensions(in: proposal(for: cell, offer: offer))
            let value = dimensions[guide(of: row)]
            above = max(above, value)
            below = max(below, dimensions.height - value)
        }
        return (above, below)
    }

    private mutating func sizeRows(height proposed: CGFloat?) {
        let rows = structure.rows
        let available = proposed.map { $0 - rowGaps.reduce(0, +) }
        var offers = [CGFloat?](repeating: nil, count: rows.count)
        rowHeights = Self.share(available, among: rows.count) { r, offer in
            offers[r] = offer
            let extent = extent(of: rows[r], offer: offer)
            return extent.above + extent.below
        }
        rowOffers = offers
        rowAbove = rows.indices.map { extent(of: rows[$0], offer: offers[$0]).above }
    }

    // MARK: Sharing space

    /// The lengths of `count` tracks (columns or rows) sharing `available` points as a stack's
    /// children do: least flexible first, each offered an equal part of what is left and taking
    /// `length(track, offer)`. With nothing available (nil), each takes its ideal length. The
    /// last call of `length` for each track is with the offer its length came from.
    static func share(_ available: CGFloat?, among count: Int, length: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let available else { return (0..<count).map { length($0, nil) } }
        let flexibility = (0..<count).map { length($0, .infinity) - length($0, 0) }
        let order = (0..<count).sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
        var lengths = [CGFloat](repeating: 0, count: count)
        var remaining = available
        for (k, track) in order.enumerated() {
            let offer = max(remaining / CGFloat(count - k), 0)
            lengths[track] = length(track, offer)
            remaining -= lengths[track]
        }
        return lengths
    }

    // MARK: Placement

    /// Places every cell, the grid's content starting at `origin`.
    func place(at origin: CGPoint) {
        var y = origin.y
        for (r, row) in structure.rows.enumerated() {
            for cell in row.cells {
                placeCell(cell, in: row, rect: CGRect(x: origin.x + x(ofColumn: cell.firstColumn), y: y,
                                                     width: width(from: cell.firstColumn, span: cell.span), height: rowHeights[r]),
                          offer: rowOffers[r], above: rowAbove[r])
            }
            y += rowHeights[r] + (r < rowGaps.count ? rowGaps[r] : 0)
        }
    }

    private func x(ofColumn column: Int) -> CGFloat {
        (0..<column).reduce(0) { $0 + columnWidths[$1] + columnGaps[$1] }
    }

    private func placeCell(_ cell: GridCell, in row: GridRowCells, rect: CGRect, offer: CGFloat?, above: CGFloat) {
        let subview = subviews[cell.subview]
        let proposal = ProposedViewSize(width: rect.width, height: cell.unsizedAxes.contains(.vertical) ? rect.height : offer)
        let dimensions = subview.dimensions(in: proposal)
        let plain = ViewDimensions(size: rect.size)
        var position = rect.origin
        if let anchor = cell.anchor {
            position.x += anchor.x * (rect.width - dimensions.width)
            position.y += anchor.y * (rect.height - dimensions.height)
        } else {
            let horizontal = (row.spansAllColumns ? nil : structure.columnAlignments[cell.firstColumn]) ?? layout.alignment.horizontal
            position.x += plain[horizontal] - dimensions[horizontal]
            let vertical = guide(of: row)
            position.y += cell.unsizedAxes.contains(.vertical) ? plain[vertical] - dimensions[vertical] : above - dimensions[vertical]
        }
        subview.place(at: position, anchor: .topLeading, proposal: proposal)
    }
}
