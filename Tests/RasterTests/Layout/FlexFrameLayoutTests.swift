// FlexFrameLayoutTests.swift · RasterTests/Layout · frame(minWidth:idealWidth:maxWidth:...) (FlexFrameLayout.swift)
// Rows: swiftui-behavior.md §1.7; SwiftUI probes P4, P4b, P4c, P4d, P9 (a 20×20 square
// child) for the figures they measured.

import Foundation
import Testing
@testable import Raster

/// A view whose ideal width (30) differs from its width when proposed a width (20): it
/// shows whether a frame proposes nil or its own width when placing (§1.7 iOS 17 rule).
struct IdealThirty: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: proposal.width == nil ? 30 : 20, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

@Suite struct FlexFrameLayoutTests {
    static func square() -> some View { Rectangle().frame(width: 20, height: 20) }

    static let cases: [LayoutCase] = [
        LayoutCase("§1.7 probe P4c: maxWidth ∞ offered 100 → 100 (fills)", proposal(100, 100), """
        frame(maxWidth: .infinity) (0, 0, 100, 20)
          frame(width: 20, height: 20) (40, 0, 20, 20)
            Rectangle (40, 0, 20, 20)
        """) { square().frame(maxWidth: .infinity) },
        LayoutCase("§1.7 probe P4c: maxWidth ∞ offered nil → the child's 20", .unspecified, """
        frame(maxWidth: .infinity) (0, 0, 20, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
        """) { square().frame(maxWidth: .infinity) },
        LayoutCase("§1.7 maxWidth ∞ on a larger child: the child's width", proposal(10, 10), """
        frame(maxWidth: .infinity) (0, 0, 20, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
        """) { square().frame(maxWidth: .infinity) },
        LayoutCase("§1.7 probe P4: min 40 max 80 offered 100 → clamp(P) = 80", proposal(100, 100), """
        frame(minWidth: 40, maxWidth: 80) (0, 0, 80, 20)
          frame(width: 20, height: 20) (30, 0, 20, 20)
            Rectangle (30, 0, 20, 20)
        """) { square().frame(minWidth: 40, maxWidth: 80) },
        LayoutCase("§1.7 probe P4: min 40 max 80 offered nil → child clamped = 40", .unspecified, """
        frame(minWidth: 40, maxWidth: 80) (0, 0, 40, 20)
          frame(width: 20, height: 20) (10, 0, 20, 20)
            Rectangle (10, 0, 20, 20)
        """) { square().frame(minWidth: 40, maxWidth: 80) },
        LayoutCase("§1.7 min only, concrete P: max(min(P, child), min)", proposal(50, 50), """
        frame(minWidth: 30) (0, 0, 50, 50)
          Color (0, 0, 50, 50)
        """) { Color.red.frame(minWidth: 30) },
        LayoutCase("§1.7 min only, smaller P: the minimum wins", proposal(10, 50), """
        frame(minWidth: 30) (0, 0, 30, 50)
          Color (0, 0, 30, 50)
        """) { Color.red.frame(minWidth: 30) },
        LayoutCase("§1.7 max only, concrete P: min(max(P, child), max)", proposal(100, 50), """
        frame(maxWidth: 60) (0, 0, 60, 50)
          Color (0, 0, 60, 50)
        """) { Color.red.frame(maxWidth: 60) },
        LayoutCase("§1.7 both axes: min/max height too", proposal(100, 100), """
        frame(maxWidth: 60, minHeight: 120) (0, 0, 60, 120)
          Color (0, 0, 60, 120)
        """) { Color.red.frame(maxWidth: 60, minHeight: 120) },
        LayoutCase("§1.7 probe P4b: idealWidth 80 offered nil → 80", .unspecified, """
        frame(idealWidth: 80) (0, 0, 80, 20)
          frame(width: 20, height: 20) (30, 0, 20, 20)
            Rectangle (30, 0, 20, 20)
        """) { square().frame(idealWidth: 80) },
        LayoutCase("§1.7 an ideal is proposed to the child for a nil proposal", .unspecified, """
        frame(idealWidth: 80, idealHeight: 30) (0, 0, 80, 30)
          Color (0, 0, 80, 30)
        """) { Color.red.frame(idealWidth: 80, idealHeight: 30) },
        LayoutCase("§1.7 probe P4b: idealWidth ∞ offered nil → ∞ (deviation: the child, centred at ∞, is placed at 0 with a warning)", .unspecified, """
        frame(idealWidth: .infinity) (0, 0, inf, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
        """) { square().frame(idealWidth: .infinity) },
        LayoutCase("§1.7 probe P4d: idealWidth ∞ offered 100 → the child's 20", proposal(100, 100), """
        frame(idealWidth: .infinity) (0, 0, 20, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
        """) { square().frame(idealWidth: .infinity) },
        LayoutCase("§1.7 probe P4: min 80 > max 40 offered 100 → 80 (warns)", proposal(100, 100), """
        frame(minWidth: 80, maxWidth: 80) (0, 0, 80, 20)
          frame(width: 20, height: 20) (30, 0, 20, 20)
            Rectangle (30, 0, 20, 20)
        """) { square().frame(minWidth: 80, maxWidth: 40) },
        LayoutCase("§1.7 probe P4: min 80 > max 40 offered nil → 80 (warns)", .unspecified, """
        frame(minWidth: 80, maxWidth: 80) (0, 0, 80, 20)
          frame(width: 20, height: 20) (30, 0, 20, 20)
            Rectangle (30, 0, 20, 20)
        """) { square().frame(minWidth: 80, maxWidth: 40) },
        LayoutCase("§1.7 probe P4c: min 60 > ideal 40 offered nil → 60 (warns)", .unspecified, """
        frame(minWidth: 60, idealWidth: 60) (0, 0, 60, 20)
          frame(width: 20, height: 20) (20, 0, 20, 20)
            Rectangle (20, 0, 20, 20)
        """) { square().frame(minWidth: 60, idealWidth: 40) },
        LayoutCase("§1.7 probe P4c: ideal 100 > max 80 offered nil → 100 (warns)", .unspecified, """
        frame(idealWidth: 100, maxWidth: 100) (0, 0, 100, 20)
          frame(width: 20, height: 20) (40, 0, 20, 20)
            Rectangle (40, 0, 20, 20)
        """) { square().frame(idealWidth: 100, maxWidth: 80) },
        LayoutCase("§1.7 probe P4: minWidth −10 is silently 0 → the child's 20", .unspecified, """
        frame(minWidth: 0) (0, 0, 20, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
        """) { square().frame(minWidth: -10) },
        LayoutCase("§1.7 probe P4: maxWidth −10 offered 100 → 0 (warns)", proposal(100, 100), """
        frame(maxWidth: 0) (0, 0, 0, 20)
          frame(width: 20, height: 20) (-10, 0, 20, 20)
            Rectangle (-10, 0, 20, 20)
        """) { square().frame(maxWidth: -10) },
        LayoutCase("§1.7 probe P4b: idealWidth −10 offered nil → 0 (warns)", .unspecified, """
        frame(idealWidth: 0) (0, 0, 0, 20)
          frame(width: 20, height: 20) (-10, 0, 20, 20)
            Rectangle (-10, 0, 20, 20)
        """) { square().frame(idealWidth: -10) },
        LayoutCase("§1.7 probe P4b: minWidth ∞ offered nil → ∞ (warns; deviation: the child is placed at 0)", .unspecified, """
        frame(minWidth: .infinity) (0, 0, inf, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
        """) { square().frame(minWidth: .infinity) },
        LayoutCase("§1.7 probe P9: minWidth −∞ offered nil → 20", .unspecified, """
        frame(minWidth: 0) (0, 0, 20, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
        """) { square().frame(minWidth: -.infinity) },
        LayoutCase("§1.7 alignment .leading", proposal(100, 40), """
        frame(maxWidth: .infinity, alignment: .leading) (0, 0, 100, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
        """) { square().frame(maxWidth: .infinity, alignment: .leading) },
        LayoutCase("§1.7 iOS 17 placement: nil proposal, no ideal, size strictly inside [min, max] → child proposed nil", .unspecified, """
        frame(maxWidth: 100) (0, 0, 30, 10)
          IdealThirty (0, 0, 30, 10)
        """) { IdealThirty()({ EmptyView() }).frame(maxWidth: 100) },
        LayoutCase("§1.7 iOS 17 placement: at a bound the child is proposed the frame's size", .unspecified, """
        frame(maxWidth: 30) (0, 0, 30, 10)
          IdealThirty (5, 0, 20, 10)
        """) { IdealThirty()({ EmptyView() }).frame(maxWidth: 30) },
        LayoutCase("§1.7 the idiom frame(minWidth: 0, maxWidth: .infinity) is exactly the proposed width", proposal(250, 40), """
        frame(minWidth: 0, maxWidth: .infinity) (0, 0, 250, 20)
          frame(width: 20, height: 20) (115, 0, 20, 20)
            Rectangle (115, 0, 20, 20)
        """) { square().frame(minWidth: 0, maxWidth: .infinity) },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }

    @Test func contradictoryConstraintsWarnWithSwiftUIsMessages() {
        let warnings = capturingWarnings {
            _ = layoutDump(Color.red.frame(minWidth: 50, maxWidth: 10), proposal: .unspecified)
        }
        #expect(warnings.contains("Contradictory frame constraints specified."))
        #expect(warnings.contains("Invalid frame dimension (negative or non-finite). Color.frame(minWidth: 50, maxWidth: 10): "
                                  + "NaN counts as nil, negative bounds as 0, and a bound below the one before it is raised "
                                  + "to it; pass finite, non-negative values"))
    }

    @Test func anInfiniteMinimumWarnsWithTheMaximumThatFillsTheSpace() {
        let warnings = capturingWarnings {
            _ = layoutDump(Color.red.frame(minHeight: .infinity), proposal: ProposedViewSize(width: 100, height: 100))
        }
        // The first says why; the placement of the child in an infinite frame warns after it.
        let expected: String = "Invalid frame dimension (negative or non-finite). Color.frame(minHeight: .infinity): "
            + "NaN counts as nil, negative bounds as 0, and a bound below the one before it is raised "
            + "to it; an infinite minimum makes the frame infinitely large (to fill the space offered, "
            + "write maxHeight: .infinity instead); pass finite, non-negative values"
        #expect(warnings.first == expected)
    }

    @Test func aNegativeMinimumDoesNotWarn() {
        let warnings = capturingWarnings {
            _ = layoutDump(Color.red.frame(minWidth: -10, maxWidth: 10), proposal: .unspecified)
        }
        #expect(!warnings.contains("Contradictory frame constraints specified."))
        #expect(warnings.isEmpty)
    }
}
