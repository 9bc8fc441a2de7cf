// ViewThatFits.swift · Raster/Views/Containers · mirrors SwiftUI ViewThatFits (iOS 17)
// Status: Complete — swiftui-behavior.md §1.15; the choice is Layout/ViewThatFitsLayout.swift.

import Foundation

/// A view that adapts to the available space by providing the first child view that fits.
///
/// Raster: sizes in points. For each proposal the children are tried in declaration order;
/// the first whose ideal size (nil proposed on the constrained axes, the proposal on the
/// others) fits within the proposal on every constrained axis is chosen — a nil proposal
/// always fits — and the last child when none fits. Only the chosen child is drawn, hit,
/// listed in layout dumps and reports preferences (so a `GeometryReader` or anchor in an
/// unchosen child sends nothing up). Deviation: the unchosen children are still placed (at
/// the origin, proposed zero), so their own nodes keep a frame.
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
        _LayoutRoot.update(node: node, layout: layout, content: content, in: graph)
        // Placement shows the child chosen for the proposal the view is placed with; only
        // that child reports preferences (geometry readers, anchors) upwards.
        node.outputs.reportsOnlyDrawnSubviews = true
        node.outputs.placementHook = { node in
            let subviews = node.subviewNodes
            guard !subviews.isEmpty else { return }
            let order = [layout.choice(for: node.placedProposal, among: subviews.map { subview in { subview.sizeThatFits($0) } })]
            if node.outputs.drawing.subviewDrawOrder != order { node.graph.preferenceEpoch += 1 }
            node.outputs.drawing.subviewDrawOrder = order
        }
    }
}
