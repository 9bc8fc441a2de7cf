// SafeAreaInsetLayout.swift · Raster/Layout · the layouts of SwiftUI safeAreaInset(edge:alignment:spacing:content:) and safeAreaPadding (iOS 17)
// Status: Partial — Raster's reading of Apple's documentation, not measured on a device
// (COMPATIBILITY.md). The safe area the content gets is the engine's (LayoutEngine/SafeArea.swift).

import Foundation

/// Places an inset view along one edge of the modified view and the content in the rest:
/// the content's safe area is the rest (the engine adds it, `insetsSafeAreaOfContent`).
///
/// Proposes to child: the inset view (subview 1) the proposal across the edge and nil along
/// it (its ideal thickness); the content (subview 0) the proposal less that thickness and
/// the spacing, clamped at 0, nil staying nil. Reports size: the content's and the inset's
/// stacked along the axis with the spacing between, the wider across. Places child: the
/// inset view against `edge`, aligned across it by `alignment`; the content at the start
/// of the rest, proposed the rest. `spacing` nil is the two views' preferred spacing, as
/// between stack children.
struct SafeAreaInsetLayout: Layout {
    var edge: Edge
    var alignment: Alignment
    var spacing: CGFloat?

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The inset view's proposal: the container's across the edge, nil along it.
    private func insetProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: proposal.width, height: nil)
                          : ProposedViewSize(width: nil, height: proposal.height)
    }

    /// The inset view's size and the space it takes along the axis with the spacing.
    private func inset(_ subviews: Subviews, _ proposal: ProposedViewSize) -> (size: CGSize, length: CGFloat) {
        guard subviews.count > 1 else { return (.zero, 0) }
        let size = subviews[1].sizeThatFits(insetProposal(proposal))
        let gap: CGFloat
        if let spacing {
            gap = spacing
        } else {
            let leading = edge == .top || edge == .leading
            gap = leading ? subviews[1].spacing.distance(to: subviews[0].spacing, along: axis)
                          : subviews[0].spacing.distance(to: subviews[1].spacing, along: axis)
        }
        return (size, (axis == .vertical ? size.height : size.width) + gap)
    }

    /// The content's proposal: `proposal` less `length` along the axis.
    private func contentProposal(_ proposal: ProposedViewSize, less length: CGFloat) -> ProposedViewSize {
        axis == .vertical
            ? ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - length, 0) })
            : ProposedViewSize(width: proposal.width.map { max($0 - length, 0) }, height: proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let content = subviews.first else { return .zero }
        let (insetSize, length) = inset(subviews, proposal)
        let size = content.sizeThatFits(contentProposal(proposal, less: length))
        return axis == .vertical
            ? CGSize(width: max(size.width, insetSize.width), height: size.height + length)
            : CGSize(width: size.width + length, height: max(size.height, insetSize.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let content = subviews.first else { return }
        let (insetSize, length) = inset(subviews, ProposedViewSize(bounds.size))
        var rest = bounds, strip = bounds
        switch edge {
        case .top:
            strip.size.height = insetSize.height
            rest = CGRect(x: bounds.minX, y: bounds.minY + length, width: bounds.width, height: max(bounds.height - length, 0))
        case .bottom:
            strip = CGRect(x: bounds.minX, y: bounds.maxY - insetSize.height, width: bounds.width, height: insetSize.height)
            rest.size.height = max(bounds.height - length, 0)
        case .leading:
            strip.size.width = insetSize.width
            rest = CGRect(x: bounds.minX + length, y: bounds.minY, width: max(bounds.width - length, 0), height: bounds.height)
        case .trailing:
            strip = CGRect(x: bounds.maxX - insetSize.width, y: bounds.minY, width: insetSize.width, height: bounds.height)
            rest.size.width = max(bounds.width - length, 0)
        }
        content.place(at: rest.origin, anchor: .topLeading, proposal: ProposedViewSize(rest.size))
        if subviews.count > 1 {
            let barProposal = insetProposal(ProposedViewSize(bounds.size))
            subviews[1].place(at: alignedOrigin(of: subviews[1], proposal: barProposal, in: strip, alignment: alignment),
                              anchor: .topLeading, proposal: barProposal)
        }
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }
}

extension SafeAreaInsetLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    /// Explicit guides come from the content only.
    var subviewGuideMerge: SubviewGuideMerge { .first }

    var dumpName: String {
        let edgeName: String
        switch edge {
        case .top: edgeName = "top"
        case .leading: edgeName = "leading"
        case .bottom: edgeName = "bottom"
        case .trailing: edgeName = "trailing"
        }
        return dumpCall("safeAreaInset", ["edge: .\(edgeName)", dumpArgument("spacing", spacing)])
    }
}

/// `safeAreaPadding`: padding whose insets become part of the content's safe area.
///
/// Proposes to child, reports size and places child as `padding` does (PaddingLayout).
struct SafeAreaPaddingLayout: Layout {
    var padding: PaddingLayout

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        padding.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        padding.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        padding.spacing(subviews: subviews, cache: &cache)
    }
}

extension SafeAreaPaddingLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String { "safeArea" + padding.dumpName.prefix(1).uppercased() + padding.dumpName.dropFirst() }
}
