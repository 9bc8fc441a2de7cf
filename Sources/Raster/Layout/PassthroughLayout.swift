// PassthroughLayout.swift · Raster/Layout · the layout of modifiers that only draw or configure (Raster's own)
// Status: Complete.

import Foundation

/// A layout that gives its one subview exactly its own proposal and takes the subview's
/// size: the layout of drawing-only modifiers.
///
/// Proposes to child: the same proposal. Reports size: the child's. Places child: at the origin.
struct PassthroughLayout: Layout {
    /// The modifier's name in layout dumps; nil names it after the modifier's type.
    var name: String?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}

extension PassthroughLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String { name ?? "" }
}
