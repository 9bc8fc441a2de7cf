// LayoutSubviewTests.swift · RasterTests/Layout · what happens when a layout misuses its subviews (LayoutSubview.swift, Node+Layout.swift)
// SwiftUI centres a subview its layout never places; Raster does so too and warns once,
// naming the container and the subview. NaN sizes, positions and proposals, on which
// SwiftUI answers NaN or traps, are repaired with a warning.

import Foundation
import Testing
@testable import Raster

@Suite struct LayoutSubviewTests {
    @Test func aSubviewPlacedTwiceKeepsTheLastPlacementAndWarns() {
        var dump = ""
        let warnings = capturingWarnings {
            dump = layoutDump(PlacesTwice() { Color.red.frame(width: 10, height: 10) }, proposal: proposal(50, 50))
        }
        #expect(dump == """
        PlacesTwice (0, 0, 50, 50)
          frame(width: 10, height: 10) (20, 20, 10, 10)
            Color (20, 20, 10, 10)
        """)
        #expect(warnings.contains("PlacesTwice placed subview 0 (frame(width: 10, height: 10)) more than once; the last placement wins"))
    }

    @Test func anUnplacedSubviewIsCentredAndWarns() {
        var dump = ""
        let warnings = capturingWarnings {
            dump = layoutDump(PlacesNothing() { Color.red.frame(width: 10, height: 20) }, proposal: proposal(50, 50))
        }
        #expect(dump == """
        PlacesNothing (0, 0, 50, 50)
          frame(width: 10, height: 20) (20, 15, 10, 20)
            Color (20, 15, 10, 20)
        """)
        #expect(warnings.contains("PlacesNothing did not place subview 0 (frame(width: 10, height: 20)); it is centred in the container"))
    }

    @Test func aNaNSizeBecomesZeroAndWarns() {
        var dump = ""
        let warnings = capturingWarnings {
            dump = layoutDump(HStack(spacing: 0) { NaNSize() { EmptyView() }; Color.red.frame(width: 10, height: 10) },
                              proposal: .unspecified)
        }
        #expect(dump == """
        HStack(spacing: 0) (0, 0, 10, 10)
          NaNSize (0, 5, 0, 0)
          frame(width: 10, height: 10) (0, 0, 10, 10)
            Color (0, 0, 10, 10)
        """)
        #expect(warnings.contains("NaNSize returned the size nan×nan from sizeThatFits; sizes must not be NaN, so 0 is used instead"))
    }

    @Test func aNaNPositionPlacesAtTheOriginAndWarns() {
        var dump = ""
        let warnings = capturingWarnings {
            dump = layoutDump(AnchoredLayout(anchor: UnitPoint(x: .nan, y: 0)) { Color.red.frame(width: 10, height: 10) },
                              proposal: proposal(50, 50))
        }
        #expect(dump == """
        AnchoredLayout (0, 0, 50, 50)
          frame(width: 10, height: 10) (0, 0, 10, 10)
            Color (0, 0, 10, 10)
        """)
        #expect(warnings.contains("AnchoredLayout placed subview 0 (frame(width: 10, height: 10)) at the non-finite position (nan, 0.0); it is placed at the container's origin"))
    }

    @Test func aNaNProposalIsTreatedAsNilAndWarns() {
        var dump = ""
        let warnings = capturingWarnings {
            dump = layoutDump(Color.red, proposal: proposal(.nan, 30))
        }
        #expect(dump == "Color (0, 0, 10, 30)")
        #expect(warnings.contains("Color was proposed a NaN size (nan×30); NaN dimensions are treated as nil"))
    }
}

/// Places its subviews twice: at the origin, then centred.
struct PlacesTwice: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: .unspecified)
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }
}

/// Forgets to place its subviews.
struct PlacesNothing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Answers NaN sizes.
struct NaNSize: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: .nan)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
