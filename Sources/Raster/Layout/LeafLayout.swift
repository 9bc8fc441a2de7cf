// LeafLayout.swift · Raster/Layout · the layout of views without subviews (shapes, colours, text, images)
// Status: Complete.

import Foundation

/// A layout with no subviews that answers proposals with a measuring function.
///
/// Proposes to child: nothing (no subviews). Reports size: `measure(proposal)`.
struct LeafLayout: Layout {
    var measure: (ProposedViewSize) -> CGSize
    var spacing: ViewSpacing = ViewSpacing()
    /// The guides `explicitGuide` answers (text: the two baselines).
    var explicitGuides: [AlignmentGuide] = []
    /// Explicit guide values (text baselines) for a size.
    var explicitGuide: ((AlignmentGuide, CGSize) -> CGFloat?)?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        measure(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { spacing }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        explicitGuide?(.horizontal(guide), bounds.size)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        explicitGuide?(.vertical(guide), bounds.size)
    }

    /// Takes the proposal, nil dimensions becoming 10 points (shapes, colours).
    static let fillsProposal = LeafLayout(measure: { $0.replacingUnspecifiedDimensions() })
}

extension LeafLayout: ExplicitGuideDeclaring {
    var ownExplicitGuides: AlignmentGuideSet { AlignmentGuideSet(guides: explicitGuide == nil ? [] : explicitGuides) }
}
