// SegmentsLayout.swift · Raster/Views/Controls · equal-width segments side by side: the layout of the segmented picker and of ControlGroup
// Status: Complete — left-to-right only.

import Foundation

/// Lays segments side by side in equal widths: a segmented control's segments, a control
/// group's buttons.
///
/// Proposes to child: (segment width, height), where height is `height` or, when nil, the
/// tallest segment's ideal height at the segment width. Reports size: the proposed width
/// (nil or infinite: count × (widest ideal segment + 2 × `padding`)) × that height. Places
/// child: segment i at x = i × width / count.
struct SegmentsLayout: Layout {
    /// The height of every segment (points); nil for the tallest segment's height.
    var height: CGFloat?
    /// Added on each side of the widest segment when the proposal has no width (points).
    var padding: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let width: CGFloat
        if let proposed = proposal.width, proposed.isFinite {
            width = proposed
        } else {
            let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            width = CGFloat(subviews.count) * (widest + 2 * padding)
        }
        return CGSize(width: width, height: segmentHeight(width: width, subviews: subviews))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let segment = bounds.width / CGFloat(subviews.count)
        let size = ProposedViewSize(width: segment, height: bounds.height)
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(i) * segment, y: bounds.minY), anchor: .topLeading, proposal: size)
        }
    }

    /// `height`, or the tallest segment's ideal height at the width each gets of `width`.
    private func segmentHeight(width: CGFloat, subviews: Subviews) -> CGFloat {
        if let height { return height }
        guard !subviews.isEmpty else { return 0 }
        let segment = ProposedViewSize(width: width / CGFloat(subviews.count), height: nil)
        return subviews.map { $0.sizeThatFits(segment).height }.max() ?? 0
    }

    /// A row of segments is an ordinary view to its neighbours (8 points in stacks).
    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { ViewSpacing() }
}

extension SegmentsLayout: ExplicitGuideDeclaring {
    /// None: the segments' texts are inside a control, whose guides (a list row's leading text,
    /// baselines) are its edges, as those of SwiftUI's UIKit-backed segmented control are.
    var subviewGuideMerge: SubviewGuideMerge { .none }
}
