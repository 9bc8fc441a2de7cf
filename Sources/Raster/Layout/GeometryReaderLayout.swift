// GeometryReaderLayout.swift · Raster/Layout · the layout of SwiftUI GeometryReader (iOS 17)
// Status: Complete — swiftui-behavior.md §1.10 (nil proposal → 10 points).

import Foundation

/// The reader's own layout: greedy, content at the top-leading corner.
struct GeometryReaderLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}

extension GeometryReaderLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String { "GeometryReader" }
}
