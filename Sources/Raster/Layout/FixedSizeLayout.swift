// FixedSizeLayout.swift · Raster/Layout · mirrors SwiftUI _FixedSizeLayout and View.fixedSize (iOS 17)
// Status: Complete — swiftui-behavior.md §1.8.

import Foundation

/// Proposes nil (the ideal size) on the fixed axes.
///
/// Proposes to child: nil on each fixed axis, the parent's proposal on the others.
/// Reports size: the child's (it may overflow the parent). Places child: centred, proposed
/// from the modifier's own proposal as when sizing (SwiftUI's placement since iOS 14).
struct FixedSizeLayout: Layout {
    var horizontal: Bool
    var vertical: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        let childProposal = childProposal(proposal)
        child.place(at: alignedOrigin(of: child, proposal: childProposal, in: bounds, alignment: .center),
                    anchor: .topLeading, proposal: childProposal)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}

extension FixedSizeLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String {
        horizontal && vertical ? "fixedSize()" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
    }
}

extension View {
    /// Fixes the view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(UnaryLayoutModifier(FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    /// Fixes the view at its ideal size in both dimensions.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }
}
