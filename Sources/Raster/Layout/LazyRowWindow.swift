// LazyRowWindow.swift · Raster/Layout · which rows of a lazy stack, list or grid are built, and the estimate of the others
// Status: Complete — rows of one ForEach; estimates are the built rows' mean pitch.
//
// A lazy container in a scroll view builds a contiguous window of its rows. Its layout
// measures the built rows exactly and counts each row outside the window as the mean pitch
// (length plus gap) of the built ones, as SwiftUI estimates unbuilt rows; the container's
// length changes as rows are built and measured, which is how SwiftUI's lazy stacks behave
// too. A row is one element of the data in a stack or list, and one line of cells (as many
// elements as the grid has tracks) in a lazy grid.

import Foundation

/// The built rows of a lazy stack, list or grid and the figures its layout measured over them.
final class LazyRowWindow {
    /// How many elements the container's data has.
    var itemCount = 0
    /// How many elements make one row: 1 in a stack or list; in a grid, its track count,
    /// which its layout sets once it has resolved the tracks.
    var itemsPerRow = 1
    /// How many rows the data makes.
    var rowCount: Int { itemsPerRow > 0 ? (itemCount + itemsPerRow - 1) / itemsPerRow : itemCount }
    /// The rows built.
    var built: Range<Int> = 0..<0
    /// The elements built, by index into the data: those of `built` when it was built
    /// (`itemsPerRow` may have changed since).
    var builtItems: Range<Int> = 0..<0
    /// For each built subview (unit), the row it belongs to.
    var rowOfSubview: [Int] = []
    /// The gap assumed between rows outside the window: the stack's spacing, or the mean of
    /// the built gaps (0 with one row).
    var gapEstimate: CGFloat = 0
    /// Set when the stack is measured: the built subviews' total length with their gaps, and
    /// each one's start along the axis (points, from the window's start).
    var builtLength: CGFloat = 0
    var subviewStarts: [CGFloat] = []

    /// The elements of `rows`, by index into the data.
    func items(of rows: Range<Int>) -> Range<Int> {
        let perRow = max(itemsPerRow, 1)
        return min(rows.lowerBound * perRow, itemCount)..<min(rows.upperBound * perRow, itemCount)
    }

    /// The row that element `item` is in.
    func row(ofItem item: Int) -> Int { item / max(itemsPerRow, 1) }

    /// The estimated length of a row outside the window, gap included.
    var pitch: CGFloat {
        guard !built.isEmpty else { return 0 }
        return (builtLength + gapEstimate) / CGFloat(built.count)
    }

    /// Where the built window starts along the axis: the rows before it at the pitch.
    var leadingLength: CGFloat { CGFloat(built.lowerBound) * pitch }

    /// The whole stack's length along the axis.
    var totalLength: CGFloat {
        builtLength + CGFloat(rowCount - built.count) * pitch
    }

    /// Where row `index` starts along the axis: exact for a built row, estimated otherwise.
    func estimatedStart(ofRow index: Int) -> CGFloat {
        if index < built.lowerBound { return CGFloat(index) * pitch }
        if index >= built.upperBound { return leadingLength + builtLength + CGFloat(index - built.upperBound) * pitch }
        let subview = rowOfSubview.firstIndex(of: index) ?? 0
        return leadingLength + (subview < subviewStarts.count ? subviewStarts[subview] : 0)
    }

    /// The row at `position` along the axis (points from the stack's start), clamped to the rows.
    func row(at position: CGFloat) -> Int {
        guard rowCount > 0 else { return 0 }
        let pitch = self.pitch
        let windowStart = leadingLength, windowEnd = windowStart + builtLength
        if position < windowStart || built.isEmpty {
            guard pitch > 0 else { return built.lowerBound }
            return min(rowCount - 1, max(0, Int((position / pitch).rounded(.down))))
        }
        if position >= windowEnd {
            guard pitch > 0 else { return max(built.upperBound - 1, 0) }
            let beyond = Int(((position - windowEnd) / pitch).rounded(.down))
            return min(rowCount - 1, built.upperBound + beyond)
        }
        let local = position - windowStart
        var row = built.lowerBound
        for (start, subviewRow) in zip(subviewStarts, rowOfSubview) where start <= local { row = subviewRow }
        return row
    }

    /// The rows to build to show `visible` (a range along the axis, points from the stack's
    /// start), one row more on each side; the window grows to cover them and keeps built rows
    /// within one visible length of them, so that scrolling back and forth does not rebuild.
    func window(showing visible: ClosedRange<CGFloat>) -> Range<Int> {
        guard rowCount > 0 else { return 0..<0 }
        let first = max(0, row(at: visible.lowerBound) - 1)
        let last = min(rowCount - 1, row(at: visible.upperBound) + 1)
        let length = visible.upperBound - visible.lowerBound
        let keepFirst = max(0, row(at: visible.lowerBound - length))
        let keepLast = min(rowCount - 1, row(at: visible.upperBound + length))
        let kept = built.clamped(to: keepFirst..<(keepLast + 1))
        guard !kept.isEmpty, kept.lowerBound <= last + 1, kept.upperBound >= first else { return first..<(last + 1) }
        return min(first, kept.lowerBound)..<max(last + 1, kept.upperBound)
    }
}
