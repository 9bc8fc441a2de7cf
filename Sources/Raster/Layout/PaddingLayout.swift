// PaddingLayout.swift · Raster/Layout · mirrors SwiftUI _PaddingLayout and View.padding (iOS 17)
// Status: Complete — swiftui-behavior.md §1.4.

import Foundation

/// Insets its child.
///
/// Proposes to child: the proposal less the insets, each dimension clamped at 0; nil stays
/// nil. Reports size: the child's plus the insets. Places child: at (leading, top).
/// Spacing: the default on every edge (padding stops text spacing from projecting).
struct PaddingLayout: Layout {
    var insets: EdgeInsets

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                              anchor: .topLeading,
                              proposal: childProposal(ProposedViewSize(bounds.size)))
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { ViewSpacing() }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - insets.horizontal, 0) },
                         height: proposal.height.map { max($0 - insets.vertical, 0) })
    }
}

extension View {
    /// Adds `insets` around the view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(UnaryLayoutModifier(PaddingLayout(insets: insets)))
    }

    /// Adds `length` points on `edges`; nil means the default padding, 16 points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// Adds `length` points on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
}
