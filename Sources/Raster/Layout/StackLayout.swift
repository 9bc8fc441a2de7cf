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
        /// The gap before the child on the major axis (0 for the first).
        var gap: CGFloat = 0
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

    /// Arranges the children for `proposal` and hands `body` the stack's size and each
    /// child's slot, in source order. The slots live in temporary storage: a stack is
    /// measured many times per pass, and this allocates no arrays.
    func withArrangement<R>(proposal: ProposedViewSize, subviews: LayoutSubviews,
                            _ body: (CGSize, UnsafeMutableBufferPointer<Slot>) -> R) -> R {
        let n = subviews.count
        let minor = proposal[axis.other]
        return withUnsafeTemporaryAllocation(of: Slot.self, capacity: n) { slots in
            guard n > 0 else { return body(.zero, slots) }
            // The subviews' units, read directly: this loop runs for every stack on every pass.
            let nodes = subviews.nodes, first = subviews.startIndex
            let childProposal = ProposedViewSize(axis: axis, major: nil, minor: minor)
            for i in 0..<n {
                let gap = i == 0 ? 0 : spacing ?? nodes[first + i - 1].spacing.distance(to: nodes[first + i].spacing, along: axis)
                (slots.baseAddress! + i).initialize(to: Slot(gap: gap, proposal: childProposal))
            }
            if let major = proposal[axis] {
                distribute(major: major, minor: minor, subviews: subviews, slots: slots)
            } else {
                for i in 0..<n { slots[i].size = nodes[first + i].sizeThatFits(slots[i].proposal) }
            }
            // Major axis: the sum of the children and gaps.
            var length: CGFloat = 0
            for i in 0..<n {
                length += slots[i].gap
                length += slots[i].size[axis]
            }
            // Minor axis: align the guides, then shift so the union starts at 0.
            var low = CGFloat.infinity, high = -CGFloat.infinity
            for i in 0..<n {
                let guideValue = value(of: nodes[first + i].dimensions(in: slots[i].proposal))
                slots[i].minorOrigin = -guideValue
                low = min(low, -guideValue)
                high = max(high, -guideValue + slots[i].size[axis.other])
            }
            for i in 0..<n { slots[i].minorOrigin -= low }
            return body(CGSize(axis: axis, major: length, minor: high - low), slots)
        }
    }

    private func value(of dimensions: ViewDimensions) -> CGFloat {
        switch alignment {
        case .horizontal(let h): return dimensions[h]
        case .vertical(let v): return dimensions[v]
        }
    }

    /// Shares `major` among the children (swiftui-behavior.md §1.2 A, steps 2–5).
    private func distribute(major: CGFloat, minor: CGFloat?, subviews: LayoutSubviews,
                            slots: UnsafeMutableBufferPointer<Slot>) {
        let n = slots.count
        let nodes = subviews.nodes, first = subviews.startIndex
        for i in 0..<n {
            let node = nodes[first + i]
            let minLength = node.sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
            let maxLength = node.sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis]
            slots[i].priority = node.isSpacer ? -Double.infinity : node.layoutPriority
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
            var gaps: CGFloat = 0
            for i in 0..<n { gaps += slots[i].gap }
            var available = major - gaps
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
                    let size = nodes[first + index].sizeThatFits(childProposal)
                    slots[index].proposal = childProposal
                    slots[index].size = size
                    available -= size[axis]
                    remaining -= 1
                }
                start = end
            }
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        withArrangement(proposal: proposal, subviews: subviews) { size, _ in size }
    }

    /// Re-runs the arrangement with the bounds' minor size when the minor proposal was nil
    /// (§1.2 C) and places the children in source order, each after the previous plus the gap.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
        withArrangement(proposal: placing, subviews: subviews) { _, slots in
            var position: CGFloat = 0
            for (offset, slot) in slots.enumerated() {
                position += slot.gap
                var origin = CGPoint.zero
                origin[axis] = position
                origin[axis.other] = slot.minorOrigin
                subviews[subviews.startIndex + offset].place(
                    at: CGPoint(x: bounds.origin.x + origin.x, y: bounds.origin.y + origin.y),
                    anchor: .topLeading, proposal: slot.proposal)
                position += slot.size[axis]
            }
        }
    }
}
