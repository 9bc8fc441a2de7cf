// ControlRowLayout.swift · Raster/Views/Controls · the label-leading, control-trailing row of iOS's Toggle and Stepper
// Status: Complete — left-to-right only (no right-to-left mirroring yet).

import Foundation

/// Lays out a label and a fixed-size control as iOS lays out a switch `Toggle` or a
/// `Stepper`: the label at the leading edge, the control at the trailing edge, the row
/// filling the proposed width (iOS builds it as `HStack { label; Spacer(); control }`).
///
/// The last subview is the control; the ones before it are the label (usually one).
///
/// Proposes to child: the control `.unspecified` (it has one size); the label the width
/// left after the control and `ControlMetrics.labelSpacing`, and the proposed height.
/// Reports size: the proposed width (nil or infinite → label + spacing + control), and the
/// taller of label and control. Places child: both centred vertically, the label at x 0,
/// the control flush with the trailing edge.
struct ControlRowLayout: Layout {
    /// The label's width for a row `width` wide (nil: the label's ideal width).
    private func labelProposal(rowWidth: CGFloat?, control: CGSize, height: CGFloat?) -> ProposedViewSize {
        guard let rowWidth, rowWidth.isFinite else { return ProposedViewSize(width: nil, height: height) }
        return ProposedViewSize(width: max(0, rowWidth - control.width - ControlMetrics.labelSpacing), height: height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let controlView = subviews.last else { return .zero }
        let control = controlView.sizeThatFits(.unspecified)
        let labelProposal = labelProposal(rowWidth: proposal.width, control: control, height: proposal.height)
        var labelSize = CGSize.zero
        for label in subviews.dropLast() {
            let size = label.sizeThatFits(labelProposal)
            labelSize = CGSize(width: max(labelSize.width, size.width), height: max(labelSize.height, size.height))
        }
        let height = max(control.height, labelSize.height)
        if let width = proposal.width, width.isFinite { return CGSize(width: width, height: height) }
        let gap = labelSize.width > 0 ? ControlMetrics.labelSpacing : 0
        return CGSize(width: labelSize.width + gap + control.width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let controlView = subviews.last else { return }
        let control = controlView.sizeThatFits(.unspecified)
        controlView.place(at: CGPoint(x: bounds.maxX, y: bounds.midY), anchor: .trailing, proposal: .unspecified)
        let labelProposal = labelProposal(rowWidth: bounds.width, control: control, height: proposal.height)
        for label in subviews.dropLast() {
            label.place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: labelProposal)
        }
    }

    /// Text baselines come from the label, so rows line up with text beside them.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        guard subviews.count > 1, guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        let control = subviews[subviews.count - 1].sizeThatFits(.unspecified)
        let labelProposal = labelProposal(rowWidth: bounds.width, control: control, height: proposal.height)
        let label = subviews[0].dimensions(in: labelProposal)
        guard let value = label[explicit: guide] else { return nil }
        return bounds.height / 2 - label.height / 2 + value
    }

    /// A control row is an ordinary view to its neighbours (8 points in stacks).
    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { ViewSpacing() }
}

/// A control's row as iOS builds it: the label at the leading edge and the control at the
/// trailing edge (`ControlRowLayout`), or the control alone under `labelsHidden()`.
struct ControlRow<Label: View, Control: View>: View {
    let label: Label
    let control: Control

    init(@ViewBuilder label: () -> Label, @ViewBuilder control: () -> Control) {
        self.label = label()
        self.control = control()
    }

    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            control
        } else {
            ControlRowLayout().callAsFunction {
                VStack(alignment: .leading) { label }
                control
            }
        }
    }
}
