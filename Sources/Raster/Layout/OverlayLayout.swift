// OverlayLayout.swift · Raster/Layout · the layout of SwiftUI background and overlay (iOS 17)
// Status: Complete — swiftui-behavior.md §1.9.

import Foundation

/// Lays out a primary view and a secondary view sized to it.
///
/// Proposes to child: the primary gets the proposal; the secondary exactly the primary's
/// size. Reports size: the primary's. Places child: the primary at the origin, the
/// secondary aligned to it by `alignment`.
struct OverlayLayout: Layout {
    var alignment: Alignment
    /// Whether the secondary view is drawn behind (background) or in front (overlay).
    var isBackground = false

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let size = ProposedViewSize(bounds.size)
        for secondary in subviews.dropFirst() {
            secondary.place(at: alignedOrigin(of: secondary, proposal: size, in: bounds, alignment: alignment),
                            anchor: .topLeading, proposal: size)
        }
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }
}

extension OverlayLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    /// Explicit guides come from the primary view only.
    var subviewGuideMerge: SubviewGuideMerge { .first }

    var dumpName: String {
        dumpCall(isBackground ? "background" : "overlay", [alignment == .center ? nil : "alignment: \(alignment.dumpName)"])
    }
}
