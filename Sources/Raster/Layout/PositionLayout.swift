// PositionLayout.swift · Raster/Layout · mirrors SwiftUI View.position(_:) (iOS 17)
// Status: Complete — swiftui-behavior.md §1.12.

import Foundation

/// Centres its child on a point.
///
/// Proposes to child: the modifier's own size. Reports size: the whole proposal (nil
/// dimensions become the child's). Places child: with its centre at `position`, measured
/// from the top-left corner in either layout direction (right to left, the leading-origin x
/// is `width − position.x`, which the engine's mirroring turns back into `position.x`).
struct PositionLayout: Layout {
    var position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let child = subviews.first else { return .zero }
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let size = child.sizeThatFits(proposal)
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let x = subviews.layoutDirection == .rightToLeft ? bounds.maxX - position.x : bounds.minX + position.x
        subviews.first?.place(at: CGPoint(x: x, y: bounds.origin.y + position.y),
                              anchor: .center, proposal: ProposedViewSize(bounds.size))
    }
}

extension PositionLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String { "position(x: \(dumpNumber(position.x)), y: \(dumpNumber(position.y)))" }
}

extension View {
    /// Positions the centre of the view at `position` in its parent's space (points).
    public func position(_ position: CGPoint) -> some View {
        modifier(UnaryLayoutModifier(PositionLayout(position: position)))
    }

    /// Positions the centre of the view at (x, y) in its parent's space (points).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
