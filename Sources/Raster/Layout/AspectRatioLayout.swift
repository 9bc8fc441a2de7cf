// AspectRatioLayout.swift · Raster/Layout · mirrors SwiftUI ContentMode, _AspectRatioLayout, aspectRatio(_:contentMode:), scaledToFit(), scaledToFill() (iOS 17)
// Status: Complete — swiftui-behavior.md §1.11.

import Foundation

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Scales the content to fit within the space, keeping its aspect ratio.
    case fit
    /// Scales the content to fill the space, keeping its aspect ratio; it may overflow.
    case fill
}

/// Offers its child the largest (fit) or smallest (fill) size of a given aspect ratio that
/// fits (fills) the proposal.
///
/// Proposes to child: a fully unspecified proposal unchanged; otherwise the reference size
/// — `(ratio, 1)`, or the child's ideal size without a ratio, a square one counting as
/// 1 × 1 — scaled by min (fit) or max (fill) of proposal ÷ reference per axis, a nil
/// dimension counting as an infinite scale. Reports size: the child's answer to that.
/// Places child: centred, with the offer computed from the modifier's own proposal.
///
/// Odd ratios behave as in SwiftUI (measured): 0 offers a zero width (0 × ∞ counts as 0),
/// negative ratios give negative sizes; NaN or infinite ratios give NaN sizes, which the
/// engine replaces by 0 with a warning.
struct AspectRatioLayout: Layout {
    var aspectRatio: CGFloat?
    var contentMode: ContentMode

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(offer(for: proposal, to: child))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        let offer = offer(for: proposal, to: child)
        child.place(at: bounds.exactCenter, anchor: .center, proposal: offer)
    }

    /// The proposal made to the child for the modifier's proposal `proposal`.
    func offer(for proposal: ProposedViewSize, to child: LayoutSubview) -> ProposedViewSize {
        guard proposal != .unspecified else { return proposal }
        var reference = aspectRatio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        if reference.width == reference.height { reference = CGSize(width: 1, height: 1) }
        func scale(_ target: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let scaleX = scale(proposal.width, reference.width), scaleY = scale(proposal.height, reference.height)
        let factor = contentMode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
        func scaled(_ length: CGFloat) -> CGFloat { length == 0 ? 0 : length * factor }
        return ProposedViewSize(width: scaled(reference.width), height: scaled(reference.height))
    }
}

extension AspectRatioLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String {
        let mode = contentMode == .fit ? ".fit" : ".fill"
        guard let aspectRatio else { return "aspectRatio(contentMode: \(mode))" }
        return "aspectRatio(\(formatPoints(aspectRatio)), contentMode: \(mode))"
    }
}

extension View {
    /// Constrains the view's dimensions to `aspectRatio` (width ÷ height), or to the ratio
    /// of its ideal size when nil, fitting or filling the space offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(UnaryLayoutModifier(AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode)))
    }

    /// Constrains the view's dimensions to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit its parent, keeping its aspect ratio
    /// (`aspectRatio(contentMode: .fit)`).
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill its parent, keeping its aspect ratio
    /// (`aspectRatio(contentMode: .fill)`).
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}
