// ViewThatFitsLayout.swift · Raster/Layout · the layout of SwiftUI ViewThatFits (iOS 17)
// Status: Complete — swiftui-behavior.md §1.15.

import Foundation

/// Chooses one child per proposal and lays out only that one.
///
/// Proposes to child: for the choice, nil on the constrained axes; the chosen child gets
/// the proposal. Reports size: the chosen child's. Places child: the chosen one centred;
/// the others are placed at the origin at their size for a zero proposal and not drawn.
struct ViewThatFitsLayout: Layout {
    var axes: Axis.Set

    /// The index of the child chosen for `proposal`; `measure` gives each child's size for a proposal.
    func choice(for proposal: ProposedViewSize, among measure: [(ProposedViewSize) -> CGSize]) -> Int {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let probe = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for (index, size) in measure.enumerated() {
            let ideal = size(probe)
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return measure.count - 1
    }

    private func chosen(_ proposal: ProposedViewSize, _ subviews: Subviews) -> LayoutSubview? {
        guard !subviews.isEmpty else { return nil }
        return subviews[subviews.startIndex + choice(for: proposal, among: subviews.map { $0.sizeThatFits })]
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        chosen(proposal, subviews)?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let choice = chosen(proposal, subviews)
        for subview in subviews where subview != choice {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: .zero)
        }
        choice?.place(at: bounds.exactCenter, anchor: .center, proposal: proposal)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        chosen(proposal, subviews)?.dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        chosen(proposal, subviews)?.dimensions(in: proposal)[explicit: guide]
    }

    /// Spacing is the first child's: it cannot depend on a proposal.
    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }
}

extension ViewThatFitsLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var ownExplicitGuides: AlignmentGuideSet { .every }
    var subviewGuideMerge: SubviewGuideMerge { .none }

    var dumpName: String {
        axes == [.horizontal, .vertical] ? "ViewThatFits" : "ViewThatFits(in: \(axes == .horizontal ? ".horizontal" : axes == .vertical ? ".vertical" : "[]"))"
    }
}
