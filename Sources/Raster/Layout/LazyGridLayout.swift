// LazyGridLayout.swift · Raster/Layout · the layout of SwiftUI's LazyVGrid and LazyHGrid (iOS 17), with sections and pinned headers and footers
// Status: Complete — lines outside a lazy window are estimated (LazyRowWindow.swift). Tracks:
// LazyGridTracks.swift.

import Foundation

/// Cells in tracks (columns of a `LazyVGrid`, rows of a `LazyHGrid`), filled in order,
/// `tracks.count` cells to a line; a `Section` starts a new line, and its header and footer
/// (when each is one view) take a line of their own across every track.
///
/// Below, "across" is the axis the tracks divide (horizontal for a `LazyVGrid`) and "along"
/// the axis the lines stack on.
/// Proposes to child: a cell its track's length across, nil along (the cell's ideal
/// length); a section header or footer the tracks' extent across, nil along.
/// Reports size: across, the tracks' extent for the proposal across (LazyGridTracks); along,
/// the lines' lengths (each its longest view) with `spacing` between them.
/// Places child: the tracks are resolved again for the bounds' length across (SwiftUI's second
/// pass) and aligned in the bounds by `alignment`'s guide across; each cell is aligned in its
/// track × line rectangle by its item's alignment, or `alignment` across and centred along;
/// a header or footer is aligned across the tracks' extent by `alignment`. Pinned headers
/// (footers) are moved to the visible region's leading (trailing) edge while their section
/// shows (`LazyStackPinning.pin`). With a lazy window (`rows`), the subviews are the built
/// lines, placed after the lines before them at the estimated pitch, and the grid's length
/// counts every line.
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
    /// Where the sections are among the subviews, which section views are pinned and what
    /// the scroll view shows; the grid's view fills it in.
    var pinning = LazyStackPinning(pinnedViews: [])
    /// The built lines, when only some are (a lazy grid in a scroll view); nil when every
    /// cell is built.
    var rows: LazyRowWindow?
    /// Whether each element of a lazy window's data is one cell, so that a row of the window
    /// is a line of as many elements as there are tracks; false when each element is a
    /// whole `Section` (a row of the window is then a section).
    var elementsAreCells = true

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

    /// The proposal for a section header or footer: every track.
    private func spanProposal(_ tracks: [LazyGridTrack]) -> ProposedViewSize {
        ProposedViewSize(axis: axis, major: nil, minor: LazyGridTracks.extent(of: tracks))
    }

    /// One line of the grid: a run of cells, one per track, or a section header or footer
    /// spanning the tracks. Subview indices from 0.
    struct Line {
        var subviews: Range<Int>
        var spansTracks: Bool
    }

    /// The lines `count` subviews make in `trackCount` tracks, given the sections.
    private func lines(count: Int, trackCount: Int) -> [Line] {
        var spanning = Set<Int>(), breaks = Set<Int>()
        for section in pinning.sections where section.subviews.upperBound < count {
            spanning.formUnion([section.header, section.footer].compactMap { $0 })
            breaks.formUnion([section.subviews.lowerBound, section.subviews.upperBound + 1])
        }
        var lines: [Line] = []
        lines.reserveCapacity(count / max(trackCount, 1) + 1)
        var runStart: Int?
        func endRun(at end: Int) {
            if let start = runStart { lines.append(Line(subviews: start..<end, spansTracks: false)) }
            runStart = nil
        }
        for index in 0..<count {
            if spanning.contains(index) {
                endRun(at: index)
                lines.append(Line(subviews: index..<(index + 1), spansTracks: true))
                continue
            }
            if let start = runStart, breaks.contains(index) || index - start == trackCount { endRun(at: index) }
            if runStart == nil { runStart = index }
        }
        endRun(at: count)
        return lines
    }

    /// The lines and each one's start and length along, from the first line's start.
    private struct Arrangement {
        var lines: [Line] = []
        var starts: [CGFloat] = []
        var lengths: [CGFloat] = []
        var length: CGFloat = 0
    }

    private func arrange(_ subviews: Subviews, tracks: [LazyGridTrack]) -> Arrangement {
        var arrangement = Arrangement(lines: lines(count: subviews.count, trackCount: tracks.count))
        let gap = lineSpacing
        var position: CGFloat = 0
        for (index, line) in arrangement.lines.enumerated() {
            if index > 0 { position += gap }
            arrangement.starts.append(position)
            var length: CGFloat = 0
            if line.spansTracks {
                length = subviews[subviews.startIndex + line.subviews.lowerBound].sizeThatFits(spanProposal(tracks))[axis]
            } else {
                for (offset, track) in zip(line.subviews, tracks) {
                    length = max(length, subviews[subviews.startIndex + offset].sizeThatFits(cellProposal(track))[axis])
                }
            }
            arrangement.lengths.append(length)
            position += length
        }
        arrangement.length = position
        return arrangement
    }

    /// Records the built lines' measurements in `rows`, for the estimate of the others.
    private func record(_ arrangement: Arrangement, tracks: [LazyGridTrack], in rows: LazyRowWindow) {
        rows.itemsPerRow = elementsAreCells ? tracks.count : 1
        rows.builtLength = arrangement.length
        rows.gapEstimate = lineSpacing
        var starts: [CGFloat] = []
        starts.reserveCapacity(arrangement.lines.last?.subviews.upperBound ?? 0)
        for (line, start) in zip(arrangement.lines, arrangement.starts) {
            starts += repeatElement(start, count: line.subviews.count)
        }
        rows.subviewStarts = starts
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let tracks = tracks(for: proposal[across])
        let arrangement = arrange(subviews, tracks: tracks)
        var along = arrangement.length
        if let rows {
            record(arrangement, tracks: tracks, in: rows)
            along = rows.totalLength
        }
        return CGSize(axis: axis, major: along, minor: LazyGridTracks.extent(of: tracks))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let tracks = tracks(for: bounds.size[across])
        let arrangement = arrange(subviews, tracks: tracks)
        // Lines before a lazy window are counted at the estimated pitch (of the lines built
        // now: they may have changed since the grid was measured).
        if let rows { record(arrangement, tracks: tracks, in: rows) }
        let leading = rows?.leadingLength ?? 0
        // Each subview's start and the length of its line along, for pinning.
        var starts = [CGFloat](repeating: 0, count: subviews.count), lengths = starts
        for (index, line) in arrangement.lines.enumerated() {
            for subview in line.subviews {
                starts[subview] = leading + arrangement.starts[index]
                lengths[subview] = arrangement.lengths[index]
            }
        }
        pinning.pin(&starts, lengths: lengths, axis: axis)
        // The tracks' extent can differ from the bounds (fixed items, flexible minimums).
        let extent = LazyGridTracks.extent(of: tracks)
        var content = CGSize(axis: axis, major: 0, minor: extent)
        content[axis] = bounds.size[axis]
        var origin = bounds.origin
        origin[across] += guideOffset(container: bounds.size, content: content)
        for line in arrangement.lines {
            if line.spansTracks {
                let spanTrack = LazyGridTrack(origin: 0, length: extent, alignment: nil)
                let index = line.subviews.lowerBound
                place(subviews[subviews.startIndex + index], in: spanTrack, proposal: spanProposal(tracks),
                      lineOrigin: origin, lineStart: starts[index], lineLength: lengths[index])
                continue
            }
            for (index, track) in zip(line.subviews, tracks) {
                place(subviews[subviews.startIndex + index], in: track, proposal: cellProposal(track),
                      lineOrigin: origin, lineStart: starts[index], lineLength: lengths[index])
            }
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

    /// Places `subview` in the rectangle of `track` across and `lineStart ..< lineStart +
    /// lineLength` along (points from `lineOrigin`, the grid's content origin), aligned by
    /// its track's alignment or the grid's.
    private func place(_ subview: LayoutSubview, in track: LazyGridTrack, proposal: ProposedViewSize,
                       lineOrigin: CGPoint, lineStart: CGFloat, lineLength: CGFloat) {
        let dimensions = subview.dimensions(in: proposal)
        let cellAlignment = track.alignment ?? defaultCellAlignment
        var rectOrigin = lineOrigin
        rectOrigin[across] += track.origin
        rectOrigin[axis] += lineStart
        let rect = ViewDimensions(size: CGSize(axis: axis, major: lineLength, minor: track.length))
        let position = CGPoint(x: rectOrigin.x + rect[cellAlignment.horizontal] - dimensions[cellAlignment.horizontal],
                               y: rectOrigin.y + rect[cellAlignment.vertical] - dimensions[cellAlignment.vertical])
        subview.place(at: position, anchor: .topLeading, proposal: proposal)
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
