// MatchedGeometryLayout.swift · Raster/Layout · the layout of a matchedGeometryEffect member (Raster's own)
// Status: Complete.

import Foundation

/// A matched view's own layout: its child's size; when placed with a source's geometry, the
/// child is proposed that size and centred in it, as `frame(width:height:)` would.
struct MatchedGeometryLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        child.place(at: alignedOrigin(of: child, proposal: proposal, in: bounds, alignment: .center),
                    anchor: .topLeading, proposal: proposal)
    }
}
