// LazyGridTracks.swift · Raster/Layout · how LazyVGrid and LazyHGrid turn GridItems into columns or rows (iOS 17)
// Status: Complete — the algorithm of the public analyses of SwiftUI's grids (objc.io, "SwiftUI's
// Grid Views", 2020-11-23; mo4tech, "Predict LazyVGrid layout"), which match SwiftUI's figures.
//
// A "track" is one column of a LazyVGrid (one row of a LazyHGrid); its length runs across
// the grid's stacking axis. Given the grid's length L across that axis:
//   1. remaining = L − Σ fixed lengths − Σ spacings between the items (the last item's
//      spacing is not used). A fixed item is its length whatever the space.
//   2. The other items are sized in their order (not sorted, unlike stacks): each is
//      offered remaining / (items still to size); a flexible item takes the offer clamped
//      to [minimum, maximum], an adaptive item the offer but at least its minimum; the
//      length taken leaves `remaining`.
//   3. Each adaptive item then becomes count = max(1, ⌊(length + s) / (minimum + s)⌋)
//      tracks of (length − (count − 1)·s) / count, at most `maximum` each, s being the
//      item's spacing.
// The grid reports the tracks' total, which can exceed L (flexible minimums); it is placed
// at that length and runs the same steps again, so two flexible items of minimums 100 and
// 180 offered 300 report 334 and are drawn 163 and 180 wide (mo4tech's measurement).

import Foundation

/// One column (or row) of a lazy grid: where it starts across the grid, its length and how
/// its cells are aligned. Points, from the grid's leading (or top) edge.
struct LazyGridTrack: Equatable {
    var origin: CGFloat
    var length: CGFloat
    var alignment: Alignment?
}

enum LazyGridTracks {
    /// The default distance between columns and between rows of a lazy grid, points.
    static let defaultSpacing: CGFloat = 8

    /// The tracks `items` make across a length of `length` points (nil or infinite: none
    /// offered, so every flexible and adaptive item takes its minimum). `gridName` names
    /// the grid in warnings about invalid items.
    static func resolve(_ items: [GridItem], length: CGFloat?, gridName: String) -> [LazyGridTrack] {
        guard !items.isEmpty else { return [] }
        let items = items.enumerated().map { sanitized($0.element, index: $0.offset, gridName: gridName) }
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var lengths = [CGFloat](repeating: 0, count: items.count)
        var remaining = length.flatMap { $0.isFinite ? $0 : nil } ?? 0
        var unsized = 0
        for (index, item) in items.enumerated() {
            if index < items.count - 1 { remaining -= spacings[index] }
            if case .fixed(let fixed) = item.size {
                lengths[index] = fixed
                remaining -= fixed
            } else {
                unsized += 1
            }
        }
        for (index, item) in items.enumerated() {
            let offer = unsized > 0 ? remaining / CGFloat(unsized) : 0
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum): lengths[index] = min(max(offer, minimum), maximum)
            case .adaptive(let minimum, _): lengths[index] = max(offer, minimum)
            }
            remaining -= lengths[index]
            unsized -= 1
        }
        var tracks: [LazyGridTrack] = []
        var position: CGFloat = 0
        for (index, item) in items.enumerated() {
            let spacing = spacings[index]
            guard case .adaptive(let minimum, let maximum) = item.size else {
                tracks.append(LazyGridTrack(origin: position, length: lengths[index], alignment: item.alignment))
                position += lengths[index] + spacing
                continue
            }
            let count = adaptiveCount(length: lengths[index], minimum: minimum, spacing: spacing, gridName: gridName)
            let each = min((lengths[index] - CGFloat(count - 1) * spacing) / CGFloat(count), maximum)
            for _ in 0..<count {
                tracks.append(LazyGridTrack(origin: position, length: each, alignment: item.alignment))
                position += each + spacing
            }
        }
        return tracks
    }

    /// The most tracks one adaptive item makes: a minimum near zero would otherwise ask for
    /// millions of columns.
    static let maximumAdaptiveCount = 10_000

    /// How many tracks an adaptive item of `length` makes: as many of `minimum` as fit with
    /// `spacing` between them, at least one (and one when minimum plus spacing is not positive).
    static func adaptiveCount(length: CGFloat, minimum: CGFloat, spacing: CGFloat, gridName: String) -> Int {
        let step = minimum + spacing
        guard step > 0 else { return 1 }
        let fitting = ((length + spacing) / step).rounded(.down)
        guard fitting >= 1 else { return 1 }
        guard fitting <= CGFloat(maximumAdaptiveCount) else {
            warnOnce("\(gridName): an adaptive GridItem of minimum \(formatPoints(minimum)) makes more than "
                     + "\(maximumAdaptiveCount) columns; \(maximumAdaptiveCount) are used. Give a larger minimum")
            return maximumAdaptiveCount
        }
        return Int(fitting)
    }

    /// The distance from the start of the first track to the end of the last, points.
    static func extent(of tracks: [LazyGridTrack]) -> CGFloat {
        guard let last = tracks.last else { return 0 }
        return last.origin + last.length
    }

    /// `item` with lengths a grid can use: a negative or non-finite fixed length, minimum or
    /// spacing, or a maximum below the minimum, is replaced with a one-time warning naming
    /// the grid and the fix.
    private static func sanitized(_ item: GridItem, index: Int, gridName: String) -> GridItem {
        warnIfEmpty(item, index: index, gridName: gridName)
        var item = item
        func usable(_ value: CGFloat, _ what: String, fallback: CGFloat) -> CGFloat {
            if value.isFinite && value >= 0 { return value }
            warnOnce("\(gridName): GridItem \(index) has \(what) \(formatPoints(value)); \(formatPoints(fallback)) is used. "
                     + "Give a finite length of 0 or more")
            return fallback
        }
        switch item.size {
        case .fixed(let length):
            item.size = .fixed(usable(length, "the fixed length", fallback: 0))
        case .flexible(let minimum, let maximum):
            let low = usable(minimum, "the minimum", fallback: 0)
            item.size = .flexible(minimum: low, maximum: checkedMaximum(maximum, minimum: low, index: index, gridName: gridName))
        case .adaptive(let minimum, let maximum):
            let low = usable(minimum, "the minimum", fallback: 0)
            item.size = .adaptive(minimum: low, maximum: checkedMaximum(maximum, minimum: low, index: index, gridName: gridName))
        }
        if let spacing = item.spacing, !spacing.isFinite {
            warnOnce("\(gridName): GridItem \(index) has the spacing \(formatPoints(spacing)); the default 8 is used. "
                     + "Give a finite spacing, or nil for the default")
            item.spacing = nil
        }
        return item
    }

    /// Warns once when `item` can be no longer than 0 points (a fixed length or a maximum of
    /// exactly 0): SwiftUI gives such a column no width, and its views are proposed 0.
    private static func warnIfEmpty(_ item: GridItem, index: Int, gridName: String) {
        let longest: CGFloat
        switch item.size {
        case .fixed(let length): longest = length
        case .flexible(_, let maximum), .adaptive(_, let maximum): longest = maximum
        }
        guard longest == 0 else { return }
        warnOnce("\(gridName): GridItem \(index) is at most 0 points long, so its views are proposed no length. "
                 + "Give it a positive size, or remove it")
    }

    /// `maximum`, or `minimum` with a warning when it is NaN or below the minimum.
    private static func checkedMaximum(_ maximum: CGFloat, minimum: CGFloat, index: Int, gridName: String) -> CGFloat {
        guard maximum.isNaN || maximum < minimum else { return maximum }
        warnOnce("\(gridName): GridItem \(index) has the maximum \(formatPoints(maximum)) below its minimum "
                 + "\(formatPoints(minimum)); the minimum is used as both. Give a maximum of at least the minimum")
        return minimum
    }
}
