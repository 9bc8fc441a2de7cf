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

    /// Sizes and positions of the children for one proposal.
    struct Arrangement {
        var size: CGSize
        var frames: [CGRect]
        var proposals: [ProposedViewSize]
    }

    func arrange(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Arrangement {
        let n = subviews.count
        guard n > 0 else { return Arrangement(size: .zero, frames: [], proposals: []) }
        let minor = proposal[axis.other]
        // The subviews' units, read directly: this loop runs for every stack on every pass.
        let nodes = subviews.nodes, first = subviews.startIndex
        let gaps = (0..<n).map { i -> CGFloat in
            guard i > 0 else { return 0 }
            return spacing ?? nodes[first + i - 1].spacing.distance(to: nodes[first + i].spacing, along: axis)
        }
        var proposals = [ProposedViewSize](repeating: ProposedViewSize(axis: axis, major: nil, minor: minor), count: n)
        var sizes = [CGSize](repeating: .zero, count: n)

        if let major = proposal[axis] {
            distribute(major: major, minor: minor, gaps: gaps, subviews: subviews, proposals: &proposals, sizes: &sizes)
        } else {
            for i in 0..<n { sizes[i] = nodes[first + i].sizeThatFits(proposals[i]) }
        }

        // Major axis: source order, each after the previous plus the gap.
        var frames = [CGRect](repeating: .zero, count: n)
        var position: CGFloat = 0
        for i in 0..<n {
            position += gaps[i]
            frames[i].origin[axis] = position
            frames[i].size = sizes[i]
            position += sizes[i][axis]
        }
        // Minor axis: align the guides, then shift so the union starts at 0.
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for i in 0..<n {
            let dimensions = nodes[first + i].dimensions(in: proposals[i])
            let guideValue = value(of: dimensions)
            frames[i].origin[axis.other] = -guideValue
            low = min(low, -guideValue)
            high = max(high, -guideValue + sizes[i][axis.other])
        }
        for i in 0..<n { frames[i].origin[axis.other] -= low }
        return Arrangement(size: CGSize(axis: axis, major: position, minor: high - low), frames: frames, proposals: proposals)
    }

    private func value(of dimensions: ViewDimensions) -> CGFloat {
        switch alignment {
        case .horizontal(let h): return dimensions[h]
        case .vertical(let v): return dimensions[v]
        }
    }

    /// Shares `major` among the children (swiftui-behavior.md §1.2 A, steps 2–5).
    private func distribute(major: CGFloat, minor: CGFloat?, gaps: [CGFloat], subviews: LayoutSubviews,
                            proposals: inout [ProposedViewSize], sizes: inout [CGSize]) {
        let n = subviews.count
        let nodes = subviews.nodes, first = subviews.startIndex
        struct Child {
            var index: Int
            var priority: Double
            var minLength: CGFloat
            var flexibility: CGFloat
        }
        var children: [Child] = (0..<n).map { i in
            let node = nodes[first + i]
            let minLength = node.sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
            let maxLength = node.sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis]
            let priority = node.isSpacer ? -Double.infinity : node.layoutPriority
            return Child(index: i, priority: priority, minLength: minLength, flexibility: maxLength - minLength)
        }
        // Fitting order: stable insertion sort by priority (descending), then flexibility.
        func goesFirst(_ a: Child, _ b: Child) -> Bool {
            if a.priority != b.priority { return a.priority > b.priority }
            if a.flexibility.isInfinite && b.flexibility.isInfinite { return a.minLength > b.minLength }
            return a.flexibility < b.flexibility
        }
        for i in 1..<max(children.count, 1) {
            var j = i
            let item = children[i]
            while j > 0 && goesFirst(item, children[j - 1]) {
                children[j] = children[j - 1]
                j -= 1
            }
            children[j] = item
        }
        let topPriority = children[0].priority
        var available = major - gaps.reduce(0, +)
        available -= children.filter { $0.priority != topPriority }.reduce(0) { $0 + $1.minLength }
        var start = 0
        while start < children.count {
            let priority = children[start].priority
            var end = start
            while end < children.count && children[end].priority == priority { end += 1 }
            if start > 0 {
                available += children[start..<end].reduce(0) { $0 + $1.minLength }
            }
            var remaining = end - start
            for child in children[start..<end] {
                let offer = max(available / CGFloat(remaining), 0)
                let childProposal = ProposedViewSize(axis: axis, major: offer, minor: minor)
                let size = nodes[first + child.index].sizeThatFits(childProposal)
                proposals[child.index] = childProposal
                sizes[child.index] = size
                available -= size[axis]
                remaining -= 1
            }
            start = end
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        arrange(proposal: proposal, subviews: subviews).size
    }

    /// Re-runs the arrangement with the bounds' minor size when the minor proposal was nil
    /// (§1.2 C) and places the children.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
        let arrangement = arrange(proposal: placing, subviews: subviews)
        for (offset, frame) in arrangement.frames.enumerated() {
            subviews[subviews.startIndex + offset].place(
                at: CGPoint(x: bounds.origin.x + frame.origin.x, y: bounds.origin.y + frame.origin.y),
                anchor: .topLeading, proposal: arrangement.proposals[offset])
        }
    }
}
