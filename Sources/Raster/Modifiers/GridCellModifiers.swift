// GridCellModifiers.swift · Raster/Modifiers · mirrors SwiftUI gridCellColumns(_:), gridColumnAlignment(_:), gridCellAnchor(_:), gridCellUnsizedAxes(_:) (iOS 17)
// Status: Complete — layout values read by Layout/GridLayout.swift; outside a Grid they do nothing.

import Foundation

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    ///
    /// Raster: a count below 1 spans one column, above 1000 a thousand, with a warning.
    public func gridCellColumns(_ count: Int) -> some View {
        gridValue(GridCellColumnsKey.self, count, dumpName: "gridCellColumns(\(count))")
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    ///
    /// Raster: set on any cell of the column; when several cells set it, the topmost wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        gridValue(GridColumnAlignmentKey.self, guide, dumpName: "gridColumnAlignment(\(guide.dumpName))")
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    ///
    /// Raster: the view's `anchor` point is put on the same point of its cell's rectangle,
    /// in place of the column's and row's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        gridValue(GridCellAnchorKey.self, anchor, dumpName: "gridCellAnchor(\(formatPoints(anchor.x)), \(formatPoints(anchor.y)))")
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes.
    ///
    /// Raster: the cell does not size its column (horizontal) or row (vertical); when placed it
    /// is proposed its whole cell in those axes, so `Color.clear` makes an empty cell.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        let names = [axes.contains(.horizontal) ? ".horizontal" : nil, axes.contains(.vertical) ? ".vertical" : nil].compactMap { $0 }
        let argument = names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
        return gridValue(GridCellUnsizedAxesKey.self, axes, dumpName: "gridCellUnsizedAxes(\(argument))")
    }

    private func gridValue<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value, dumpName: String) -> some View {
        modifier(UnaryLayoutModifier(PassthroughLayout(name: dumpName)) { node in
            node.outputs.layoutValues[ObjectIdentifier(key)] = value
        })
    }
}
