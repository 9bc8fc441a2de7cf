// ViewThatFits.swift · Raster/Layout · mirrors SwiftUI ViewThatFits (iOS 17)
// Status: Complete — swiftui-behavior.md §1.15.

import Foundation

/// A view that adapts to the available space by providing the first child view that fits.
///
/// Raster: sizes in points. For each proposal the children are tried in declaration order;
/// the first whose ideal size (nil proposed on the constrained axes, the proposal on the
/// others) fits within the proposal on every constrained axis is chosen — a nil proposal
/// always fits — and the last child when none fits. Only the chosen child is drawn, hit and
/// listed in layout dumps.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// - Parameters:
    ///   - axes: the axes along which children must fit (default both); with none, the
    ///     first child is always chosen.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension ViewThatFits: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        let layout = ViewThatFitsLayout(axes: axes)
        _LayoutRoot(layout: layout, content: content).update(node: node, in: graph)
        // Placement shows the child chosen for the proposal the view is placed with.
        node.placementHook = { node in
            let subviews = node.subviewNodes
            guard !subviews.isEmpty else { return }
            node.drawing.subviewDrawOrder = [layout.choice(for: node.placedProposal, among: subviews.map { subview in { subview.sizeThatFits($0) } })]
        }
    }
}

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
