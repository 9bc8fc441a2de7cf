// AlignmentGuideLayout.swift · Raster/Layout · mirrors SwiftUI alignmentGuide(_:computeValue:) (iOS 17)
// Status: Complete.

import Foundation

/// Overrides one alignment guide of its child.
///
/// Proposes to child: the same proposal. Reports size: the child's. Explicit alignment:
/// `computeValue` of the child's dimensions for the overridden guide, the child's own
/// explicit values for the others.
struct AlignmentGuideLayout: Layout {
    let guide: AlignmentGuide
    let computeValue: (ViewDimensions) -> CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        value(for: .horizontal(guide), proposal: proposal, subviews: subviews)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        value(for: .vertical(guide), proposal: proposal, subviews: subviews)
    }

    /// `computeValue` for the overridden guide; nil for the others, which the engine then
    /// takes from the child (placed at the origin, so its values carry over unchanged).
    private func value(for asked: AlignmentGuide, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        guard asked == guide, let child = subviews.first else { return nil }
        return computeValue(child.dimensions(in: proposal))
    }
}

extension AlignmentGuideLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var ownExplicitGuides: AlignmentGuideSet { AlignmentGuideSet(guides: [guide]) }

    var dumpName: String {
        switch guide {
        case .horizontal(let h): return "alignmentGuide(\(h.dumpName))"
        case .vertical(let v): return "alignmentGuide(\(v.dumpName))"
        }
    }
}

extension View {
    /// Sets the view's horizontal alignment guide `g` to `computeValue` of its dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(UnaryLayoutModifier(AlignmentGuideLayout(guide: .horizontal(g), computeValue: computeValue)))
    }

    /// Sets the view's vertical alignment guide `g` to `computeValue` of its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(UnaryLayoutModifier(AlignmentGuideLayout(guide: .vertical(g), computeValue: computeValue)))
    }
}
