// LazyGridLayout.swift · Raster/Layout · the layout of SwiftUI's LazyVGrid and LazyHGrid (iOS 17)
// Status: Partial — every cell is built, measured and placed (nothing is lazy yet); pinned
// section views are not supported. Tracks: LazyGridTracks.swift.

import Foundation

/// Cells in tracks (columns of a `LazyVGrid`, rows of a `LazyHGrid`), filled in order,
/// `tracks.count` cells to a line.
///
/// Below, "across" is the axis the tracks divide (horizontal for a `LazyVGrid`) and "along"
/// the axis the lines stack on.
/// Proposes to child: its track's length across, nil along (the cell's ideal length).
/// Reports size: across, the tracks' extent for the proposal across (LazyGridTracks); along,
/// the lines' lengths (each its tallest cell) with `spacing` between them.
/// Places child: the tracks are resolved again for the bounds' length across (SwiftUI's second
/// pass) and aligned in the bounds by `alignment`'s guide across; each cell is aligned in its
/// track × line rectangle by its item's alignment, or `alignment` across and centred along.
///
/// Laziness (TODO): a lazy grid in a scroll view builds only the lines it shows. The work is
/// already per line (`lineLength`, `placeLine`): a lazy version would take the visible range
/// along from the scroll view, measure the lines up to its end and place only those in it.
struct LazyGridLayout: Layout {
    /// The axis the lines stack on: vertical for a `LazyVGrid`.
    let axis: Axis
    let items: [GridItem]
    /// The grid's own alignment: its guide across aligns the tracks in the bounds and is the
    /// cells' default alignment across.
    let alignment: Alignment
    /// Points between lines; nil for 8.
    let spacing: CGFloat?
    /// `LazyVGrid` or `LazyHGrid`, for warnings and layout dumps.
    let name: String

    private var across: Axis { axis.other }

    /// The items, or one flexible item (with a warning) when there are none.
    private var usableItems: [GridItem] {
        if !items.isEmpty { return items }
        warnOnce("\(name) has no \(axis == .vertical ? "columns" : "rows"); its views are laid out in one flexible "
                 + "\(axis == .vertical ? "column" : "row"). Give at least one GridItem")
        return [GridItem()]
    }

    private var lineSpacing: CGFloat {
        guard let spacing else { return LazyGridTracks.defaultSpacing }
        if spacing.isFinite { return spacing }
        warnOnce("\(name) has the spacing \(formatPoints(spacing)); the default 8 is used. Give a finite spacing, or nil")
        return LazyGridTracks.defaultSpacing
    }

    private func tracks(for length: CGFloat?) -> [LazyGridTrack] {
        LazyGridTracks.resolve(usableItems, length: length, gridName: name)
    }

    /// The proposal for a cell in `track`.
    private func cellProposal(_ track: LazyGridTrack) -> ProposedViewSize {
        ProposedViewSize(axis: axis, major: nil, minor: track.length)
    }

    /// The length along of the line starting at subview `first`: its longest cell.
    private func lineLength(from first: Int, tracks: [LazyGridTrack], subviews: Subviews) -> CGFloat {
        var length: CGFloat = 0
        for (offset, track) in tracks.enumerated() where first + offset < subviews.endIndex {
            length = max(length, subviews[first + offset].sizeThatFits(cellProposal(track))[axis])
        }
        return length
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let tracks = tracks(for: proposal[across])
        var along: CGFloat = 0
        for first in stride(from: subviews.startIndex, to: subviews.endIndex, by: tracks.count) {
            if first > subviews.startIndex { along += lineSpacing }
            along += lineLength(from: first, tracks: tracks, subviews: subviews)
        }
        return CGSize(axis: axis, major: along, minor: LazyGridTracks.extent(of: tracks))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let tracks = tracks(for: bounds.size[across])
        // The tracks' extent can differ from the bounds (fixed items, flexible minimums).
        let extent = LazyGridTracks.extent(of: tracks)
        var content = CGSize(axis: axis, major: 0, minor: extent)
        content[axis] = bounds.size[axis]
        var start = bounds.origin
        start[across] += guideOffset(container: bounds.size, content: content)
        for first in stride(from: subviews.startIndex, to: subviews.endIndex, by: tracks.count) {
            let length = lineLength(from: first, tracks: tracks, subviews: subviews)
            placeLine(from: first, at: start, length: length, tracks: tracks, subviews: subviews)
            start[axis] += length + lineSpacing
        }
    }

    /// Where content of size `content` starts across in `container` so that the grid's guide
    /// across lines up.
    private func guideOffset(container: CGSize, content: CGSize) -> CGFloat {
        let outer = ViewDimensions(size: container), inner = ViewDimensions(size: content)
        return across == .horizontal
            ? outer[alignment.horizontal] - inner[alignment.horizontal]
            : outer[alignment.vertical] - inner[alignment.vertical]
    }

    /// Places the cells of the line starting at subview `first`, whose rectangle starts at
    /// `origin` and is `length` long along.
    private func placeLine(from first: Int, at origin: CGPoint, length: CGFloat, tracks: [LazyGridTrack], subviews: Subviews) {
        for (offset, track) in tracks.enumerated() where first + offset < subviews.endIndex {
            let subview = subviews[first + offset]
            let proposal = cellProposal(track)
            let dimensions = subview.dimensions(in: proposal)
            let cellAlignment = track.alignment ?? defaultCellAlignment
            var rectOrigin = origin
            rectOrigin[across] += track.origin
            let rect = ViewDimensions(size: CGSize(axis: axis, major: length, minor: track.length))
            let position = CGPoint(x: rectOrigin.x + rect[cellAlignment.horizontal] - dimensions[cellAlignment.horizontal],
                                   y: rectOrigin.y + rect[cellAlignment.vertical] - dimensions[cellAlignment.vertical])
            subview.place(at: position, anchor: .topLeading, proposal: proposal)
        }
    }

    /// The grid's guide across, centred along.
    private var defaultCellAlignment: Alignment {
        axis == .vertical ? Alignment(horizontal: alignment.horizontal, vertical: .center)
                          : Alignment(horizontal: .center, vertical: alignment.vertical)
    }
}

extension LazyGridLayout: LayoutDumpNaming {
    var dumpName: String {
        let guide = axis == .vertical ? (alignment.horizontal == .center ? nil : alignment.horizontal.dumpName)
                                      : (alignment.vertical == .center ? nil : alignment.vertical.dumpName)
        return dumpCall(name, [guide.map { "alignment: \($0)" }, dumpArgument("spacing", spacing)])
    }
}
