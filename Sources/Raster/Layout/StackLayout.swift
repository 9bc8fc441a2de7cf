// StackLayout.swift · Raster/Layout · the algorithm behind HStack and VStack (SwiftUI's _HStackLayout/_VStackLayout)
// Status: Complete — swiftui-behavior.md §1.2 (A–C), §1.3 spacing, §1.5 spacers.

import Foundation

/// One-axis stacking, shared by `HStackLayout` (major axis horizontal) and `VStackLayout`.
///
/// Proposes to child: with a concrete major proposal, shares the space left after the
/// spacing among children in "fitting order" — higher `layoutPriority` first, then the
/// least flexible (max − min length) first; spacers last. With a nil major proposal, nil
/// (ideal size). The minor axis always receives the stack's own minor proposal.
/// Reports size: the sum of children and gaps on the major axis (may exceed the
/// proposal); on the minor axis the union of the children aligned by their guides.
/// Places child: in source order, each after the previous plus the gap, aligned on
/// the minor axis by `alignment`'s guide.
struct StackLayout {
    let axis: Axis
    /// The minor-axis guide children are aligned by.
    let alignment: AlignmentGuide
    let spacing: CGFloat?

    /// One child's working values in an arrangement.
    struct Slot {
        var proposal: ProposedViewSize
        var size: CGSize = .zero
        /// The child's origin on the minor axis, relative to the union's start.
        var minorOrigin: CGFloat = 0
        /// Fitting order keys: layout priority (spacers last), length at a zero proposal,
        /// and how much longer it can grow.
        var priority: Double = 0
        var minLength: CGFloat = 0
        var flexibility: CGFloat = 0
    }

    func makeCache(subviews: LayoutSubviews) -> _StackLayoutCache {
        var cache = _StackLayoutCache()
        updateCache(&cache, subviews: subviews)
        return cache
    }

    /// Measures the gaps again and forgets the last arrangement: called after the
    /// subviews or their sizes may have changed.
    func updateCache(_ cache: inout _StackLayoutCache, subviews: LayoutSubviews) {
        // The arrangements' storage is kept for the next ones, which reuse it from the first:
        // a stack measured at two proposals then allocates no third arrangement.
        for i in cache.arrangements.indices { cache.arrangements[i].proposal = nil }
        cache.nextArrangement = 0
        cache.gaps.removeAll(keepingCapacity: true)
        guard !subviews.isEmpty else { return }
        cache.gaps.append(0)
        if let spacing {
            cache.gaps.append(contentsOf: repeatElement(spacing, count: subviews.count - 1))
        } else {
            var previous = subviews.spacing(at: subviews.startIndex)
            for index in subviews.startIndex + 1..<subviews.endIndex {
                let next = subviews.spacing(at: index)
                cache.gaps.append(previous.distance(to: next, along: axis))
                previous = next
            }
        }
    }

    /// The index in `cache.arrangements` of the children arranged for `proposal`: a
    /// remembered one, or a new one that replaces the least recently made.
    private func arrange(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout _StackLayoutCache) -> Int {
        let n = subviews.count
        if cache.gaps.count != n { updateCache(&cache, subviews: subviews) }
        if let index = cache.arrangements.firstIndex(where: { $0.proposal == proposal }) { return index }
        let minor = proposal[axis.other]
        // The subviews are read by index: this loop runs for every stack on every pass.
        let first = subviews.startIndex
        let index = cache.nextArrangement
        cache.nextArrangement = (index + 1) % _StackLayoutCache.arrangementsKept
        if index == cache.arrangements.count { cache.arrangements.append(_StackLayoutCache.Arrangement()) }
        cache.arrangements[index].proposal = proposal
        cache.arrangements[index].slots.removeAll(keepingCapacity: true)
        cache.arrangements[index].slots.append(
            contentsOf: repeatElement(Slot(proposal: ProposedViewSize(axis: axis, major: nil, minor: minor)), count: n))
        let gaps = cache.gaps
        cache.arrangements[index].size = cache.arrangements[index].slots.withUnsafeMutableBufferPointer { slots -> CGSize in
            guard n > 0 else { return .zero }
            if let major = proposal[axis] {
                distribute(major: major, minor: minor, gaps: gaps, subviews: subviews, slots: slots)
            } else {
                for i in 0..<n { slots[i].size = subviews.sizeThatFits(at: first + i, slots[i].proposal) }
            }
            // Major axis: the sum of the children and gaps.
            var length: CGFloat = 0
            for i in 0..<n {
                length += gaps[i]
                length += slots[i].size[axis]
            }
            // Minor axis: align the guides, then shift so the union starts at 0. A child
            // infinite on the minor axis (a flexible view offered infinity) makes the stack
            // infinite there: its guide is infinite too, and aligning it would give NaN.
            var low = CGFloat.infinity, high = -CGFloat.infinity
            var isInfinite = false
            let readsOnlySize = alignment.defaultReadsOnlySize
            for i in 0..<n {
                guard slots[i].size[axis.other].isFinite else {
                    isInfinite = true
                    slots[i].minorOrigin = 0
                    continue
                }
                let dimensions = readsOnlySize
                    ? subviews.dimensions(at: first + i, in: slots[i].proposal, size: slots[i].size, readingOnly: alignment)
                    : subviews.dimensions(at: first + i, in: slots[i].proposal, size: slots[i].size)
                let guideValue = value(of: dimensions)
                slots[i].minorOrigin = -guideValue
                low = min(low, -guideValue)
                high = max(high, -guideValue + slots[i].size[axis.other])
            }
            if isInfinite { return CGSize(axis: axis, major: length, minor: .infinity) }
            for i in 0..<n { slots[i].minorOrigin -= low }
            return CGSize(axis: axis, major: length, minor: high - low)
        }
        return index
    }

    /// The children arranged for `proposal` (lazy stacks place them themselves).
    func arrangement(for proposal: ProposedViewSize, subviews: LayoutSubviews,
                     cache: inout _StackLayoutCache) -> _StackLayoutCache.Arrangement {
        cache.arrangements[arrange(proposal: proposal, subviews: subviews, cache: &cache)]
    }

    private func value(of dimensions: ViewDimensions) -> CGFloat {
        switch alignment {
        case .horizontal(let h): return dimensions[h]
        case .vertical(let v): return dimensions[v]
        }
    }

    /// Shares `major` among the children (swiftui-behavior.md §1.2 A, steps 2–5).
    private func distribute(major: CGFloat, minor: CGFloat?, gaps: [CGFloat], subviews: LayoutSubviews,
                            slots: UnsafeMutableBufferPointer<Slot>) {
        let n = slots.count
        let first = subviews.startIndex
        for i in 0..<n {
            let minLength = subviews.sizeThatFits(at: first + i, ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
            let maxLength = subviews.sizeThatFits(at: first + i, ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis]
            slots[i].priority = subviews.stackPriority(at: first + i)
            slots[i].minLength = minLength
            slots[i].flexibility = maxLength - minLength
        }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { order in
            // Fitting order: stable insertion sort by priority (descending), then flexibility.
            func goesFirst(_ a: Slot, _ b: Slot) -> Bool {
                if a.priority != b.priority { return a.priority > b.priority }
                if a.flexibility.isInfinite && b.flexibility.isInfinite { return a.minLength > b.minLength }
                return a.flexibility < b.flexibility
            }
            for i in 0..<n {
                var j = i
                while j > 0 && goesFirst(slots[i], slots[order[j - 1]]) {
                    order[j] = order[j - 1]
                    j -= 1
                }
                order[j] = i
            }
            let topPriority = slots[order[0]].priority
            var gapTotal: CGFloat = 0
            for gap in gaps { gapTotal += gap }
            var available = major - gapTotal
            var lowerGroups: CGFloat = 0
            for k in 0..<n where slots[order[k]].priority != topPriority { lowerGroups += slots[order[k]].minLength }
            available -= lowerGroups
            var start = 0
            while start < n {
                let priority = slots[order[start]].priority
                var end = start
                while end < n && slots[order[end]].priority == priority { end += 1 }
                if start > 0 {
                    var group: CGFloat = 0
                    for k in start..<end { group += slots[order[k]].minLength }
                    available += group
                }
                var remaining = end - start
                for k in start..<end {
                    let index = order[k]
                    let offer = max(available / CGFloat(remaining), 0)
                    let childProposal = ProposedViewSize(axis: axis, major: offer, minor: minor)
                    let size = subviews.sizeThatFits(at: first + index, childProposal)
                    slots[index].proposal = childProposal
                    slots[index].size = size
                    // An infinite offer (a parent's largest-size probe) stays infinite for the
                    // children after one that took all of it, rather than becoming ∞ − ∞ = NaN.
                    if available.isFinite { available -= size[axis] }
                    remaining -= 1
                }
                start = end
            }
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout _StackLayoutCache) -> CGSize {
        cache.arrangements[arrange(proposal: proposal, subviews: subviews, cache: &cache)].size
    }

    /// Re-runs the arrangement with the bounds' minor size when the minor proposal was nil
    /// (§1.2 C) and places the children in source order, each after the previous plus the gap.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                       cache: inout _StackLayoutCache) {
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
        let arrangement = cache.arrangements[arrange(proposal: placing, subviews: subviews, cache: &cache)]
        var position: CGFloat = 0
        for (offset, slot) in arrangement.slots.enumerated() {
            position += cache.gaps[offset]
            var origin = CGPoint.zero
            origin[axis] = position
            origin[axis.other] = slot.minorOrigin
            subviews.place(at: subviews.startIndex + offset,
                           position: CGPoint(x: bounds.origin.x + origin.x, y: bounds.origin.y + origin.y),
                           anchor: .topLeading, proposal: slot.proposal)
            position += slot.size[axis]
        }
    }
}

/// What `HStackLayout` and `VStackLayout` keep between measurements (SwiftUI's
/// `_StackLayoutCache`): the distance before each subview, which depends only on the
/// subviews' spacing preferences, and the last few arrangements, so that placing at a
/// proposal measured before (the usual case) does not measure every subview again.
public struct _StackLayoutCache {
    /// The children arranged for one proposal.
    struct Arrangement {
        /// Nil when the arrangement is out of date (its storage is kept for reuse).
        var proposal: ProposedViewSize?
        /// The stack's size, points.
        var size: CGSize = .zero
        /// Each subview's place, in source order.
        var slots: [StackLayout.Slot] = []
    }

    /// A stack is measured at its minimum, maximum and offered lengths, then placed at one
    /// of them.
    static let arrangementsKept = 3

    /// The distance before each subview on the major axis, points (0 for the first).
    var gaps: [CGFloat] = []
    /// The latest arrangements, made in turn.
    var arrangements: [Arrangement] = []
    /// The index of the arrangement the next new one replaces.
    var nextArrangement = 0
}
