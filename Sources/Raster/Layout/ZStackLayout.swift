// ZStackLayout.swift · Raster/Layout · mirrors SwiftUI ZStackLayout (iOS 17)
// Status: Complete — swiftui-behavior.md §1.9 (union of aligned frames, as the Field Guide measures).

import Foundation

/// An overlaying container that you can use in conditional layouts.
///
/// Proposes to child: the ZStack's proposal when sizing; its final size when placing.
/// Reports size: the union of the highest-priority children's frames aligned by
/// `alignment`. Places child: so that the children's alignment guides coincide.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// Children's frames aligned at the origin's guide, and their union.
    private func arrange(proposal: ProposedViewSize, subviews: Subviews) -> (union: CGRect, frames: [CGRect]) {
        guard !subviews.isEmpty else { return (.zero, []) }
        let topPriority = subviews.map(\.priority).max() ?? 0
        var union = CGRect.null
        var frames: [CGRect] = []
        for subview in subviews {
            let dimensions = subview.dimensions(in: proposal)
            let frame = CGRect(x: -dimensions[alignment.horizontal], y: -dimensions[alignment.vertical],
                               width: dimensions.width, height: dimensions.height)
            frames.append(frame)
            if subview.priority == topPriority { union = union.union(frame) }
        }
        return (union, frames)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let union = arrange(proposal: proposal, subviews: subviews).union
        return union.isNull ? .zero : union.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let placing = ProposedViewSize(bounds.size)
        let frames = arrange(proposal: placing, subviews: subviews).frames
        // In the aligned frames' space every child's guide is at 0: put that point on the
        // bounds' own alignment point.
        let plain = ViewDimensions(size: bounds.size)
        let guide = CGPoint(x: bounds.origin.x + plain[alignment.horizontal], y: bounds.origin.y + plain[alignment.vertical])
        for (subview, frame) in zip(subviews, frames) {
            subview.place(at: CGPoint(x: frame.origin.x + guide.x, y: frame.origin.y + guide.y), anchor: .topLeading, proposal: placing)
        }
    }
}

extension ZStackLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String { dumpCall("ZStack", [alignment == .center ? nil : "alignment: \(alignment.dumpName)"]) }
}
