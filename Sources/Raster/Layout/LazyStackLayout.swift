// LazyStackLayout.swift · Raster/Layout · the layout of SwiftUI LazyVStack and LazyHStack (iOS 17), with pinned section headers and footers
// Status: Complete — rows outside a lazy window are estimated (LazyRowWindow.swift).

import Foundation

/// What a lazy stack's or grid's view tells its layout before each placement: where its
/// sections are among the subviews and which part of the container a scroll view shows.
final class LazyStackPinning {
    /// One `Section`'s subviews, by index.
    struct Section: Equatable {
        var header: Int?
        var footer: Int?
        /// Every subview of the section, header and footer included.
        var subviews: ClosedRange<Int>
    }

    /// Which section parts stay in view while their section is visible.
    let pinnedViews: PinnedScrollableViews
    /// The sections among the subviews, in order.
    var sections: [Section] = []
    /// The part of the stack the enclosing scroll view shows, in the stack's space
    /// (points, origin at its top-leading corner); nil outside a scroll view.
    var visibleRect: CGRect?

    init(pinnedViews: PinnedScrollableViews) {
        self.pinnedViews = pinnedViews
    }

    /// Moves pinned headers and footers of `starts` (each subview's start along `axis`,
    /// points from the container's start; `lengths` the length each occupies along it)
    /// into the visible region while their section shows: a header stays at the region's
    /// leading edge until its section's end pushes it out, a footer at the trailing edge
    /// until its section's start, as iOS pins them.
    func pin(_ starts: inout [CGFloat], lengths: [CGFloat], axis: Axis) {
        guard let visible = visibleRect, !pinnedViews.isEmpty else { return }
        let visibleStart = axis == .horizontal ? visible.minX : visible.minY
        let visibleEnd = axis == .horizontal ? visible.maxX : visible.maxY
        for section in sections where section.subviews.upperBound < starts.count {
            let sectionStart = starts[section.subviews.lowerBound]
            let sectionEnd = starts[section.subviews.upperBound] + lengths[section.subviews.upperBound]
            if pinnedViews.contains(.sectionHeaders), let header = section.header {
                starts[header] = max(starts[header], min(visibleStart, sectionEnd - lengths[header]))
            }
            if pinnedViews.contains(.sectionFooters), let footer = section.footer {
                starts[footer] = min(starts[footer], max(visibleEnd - lengths[footer], sectionStart))
            }
        }
    }
}

/// A lazy stack's layout: a stack that measures each child on its own.
///
/// Proposes to child: nil along the stack's axis (no space is shared out: a flexible row
/// takes its ideal length) and the stack's own proposal across it. Reports size: the sum
/// of the children and gaps along the axis; across it the proposal, or the widest child
/// when that is nil — a `LazyVStack` spans the width it is offered, unlike a `VStack`.
/// Places child: in order, each after the previous plus the gap (the stack's `spacing`, or
/// each pair's default), aligned across the axis by `alignment` within the stack's full
/// breadth. Pinned section headers (footers) are moved down (up) to stay at the visible
/// region's leading (trailing) edge while their section shows, and never leave it. With a
/// lazy window (`rows`), the subviews are the built rows, placed after the rows before them
/// at the estimated pitch, and the stack's length counts every row.
struct LazyStackLayout: Layout {
    let stack: StackLayout
    let pinning: LazyStackPinning
    /// The built rows, when only some are (a lazy stack in a scroll view); nil when every
    /// row is built.
    var rows: LazyRowWindow?

    typealias Cache = _StackLayoutCache

    func makeCache(subviews: Subviews) -> Cache { stack.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout Cache, subviews: Subviews) { stack.updateCache(&cache, subviews: subviews) }

    /// The proposal each child is arranged for: nil along the axis.
    private func childrenProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(axis: stack.axis, major: nil, minor: proposal[stack.axis.other])
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let axis = stack.axis
        let arrangement = stack.arrangement(for: childrenProposal(proposal), subviews: subviews, cache: &cache)
        let arranged = arrangement.size
        let minor = proposal[axis.other].flatMap { $0.isFinite ? $0 : nil } ?? arranged[axis.other]
        guard let rows else { return CGSize(axis: axis, major: arranged[axis], minor: minor) }
        record(arrangement, gaps: cache.gaps, in: rows)
        return CGSize(axis: axis, major: rows.totalLength, minor: minor)
    }

    /// Records the built rows' measurements in `rows`, for the estimate of the others.
    private func record(_ arrangement: _StackLayoutCache.Arrangement, gaps: [CGFloat], in rows: LazyRowWindow) {
        let axis = stack.axis
        rows.builtLength = arrangement.size[axis]
        let between = gaps.dropFirst()
        rows.gapEstimate = stack.spacing ?? (between.isEmpty ? 0 : between.reduce(0, +) / CGFloat(between.count))
        var position: CGFloat = 0
        rows.subviewStarts = zip(arrangement.slots, gaps).map { slot, gap in
            position += gap
            defer { position += slot.size[axis] }
            return position
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let axis = stack.axis
        let arrangement = stack.arrangement(for: childrenProposal(ProposedViewSize(bounds.size)), subviews: subviews, cache: &cache)
        // The children's union is aligned within the stack's breadth by the stack's guide.
        let union = ViewDimensions(size: arrangement.size)
        let breadth = ViewDimensions(size: bounds.size)
        let shift: CGFloat
        switch stack.alignment {
        case .horizontal(let guide): shift = breadth[guide] - union[guide]
        case .vertical(let guide): shift = breadth[guide] - union[guide]
        }
        var starts: [CGFloat] = []
        starts.reserveCapacity(arrangement.slots.count)
        // Rows before a lazy window are counted at the estimated pitch (of the rows built
        // now: they may have changed since the stack was measured).
        if let rows { record(arrangement, gaps: cache.gaps, in: rows) }
        var position: CGFloat = rows?.leadingLength ?? 0
        for (offset, slot) in arrangement.slots.enumerated() {
            position += cache.gaps[offset]
            starts.append(position)
            position += slot.size[axis]
        }
        pinning.pin(&starts, lengths: arrangement.slots.map { $0.size[axis] }, axis: axis)
        let origin = CGPoint(x: bounds.minX, y: bounds.minY)
        for (offset, slot) in arrangement.slots.enumerated() {
            var point = CGPoint.zero
            point[axis] = starts[offset]
            point[axis.other] = slot.minorOrigin + shift
            subviews[subviews.startIndex + offset].place(at: CGPoint(x: origin.x + point.x, y: origin.y + point.y),
                                                         anchor: .topLeading, proposal: slot.proposal)
        }
    }
}

extension LazyStackLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String {
        let name = stack.axis == .vertical ? "LazyVStack" : "LazyHStack"
        var alignment: String?
        switch stack.alignment {
        case .horizontal(let guide): alignment = guide == .center ? nil : "alignment: \(guide.dumpName)"
        case .vertical(let guide): alignment = guide == .center ? nil : "alignment: \(guide.dumpName)"
        }
        return dumpCall(name, [alignment, dumpArgument("spacing", stack.spacing)])
    }
}
