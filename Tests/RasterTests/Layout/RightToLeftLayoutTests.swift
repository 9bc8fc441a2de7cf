// RightToLeftLayoutTests.swift · RasterTests/Layout · layout in `\.layoutDirection` .rightToLeft (LayoutEngine/RightToLeftPlacement.swift)
// Rows: SwiftUI lays out in a leading-origin space and flips each child's x within its
// parent (Apple, LayoutDirection and LayoutSubviews.layoutDirection: "SwiftUI horizontally
// flips the x position of each view within its parent"); `position` and `offset` are not
// mirrored; every expected frame is the left-to-right one reflected in its parent.

import Foundation
import Testing
@testable import Raster

/// A custom layout placing its subviews one after another from `bounds.minX`, with leading
/// semantics, as SwiftUI's documentation asks of custom layouts.
private struct RowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + 5 * CGFloat(max(sizes.count - 1, 0)),
                      height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + 5
        }
    }
}

/// Records what a `GeometryReader` reports.
private final class GeometryProbe {
    var global: CGRect?
    var insets: EdgeInsets?
}

@Suite struct RightToLeftLayoutTests {
    static let cases: [LayoutCase] = [
        LayoutCase("HStack: the first child at the right; padding(.leading) pads the right edge", proposal(100, 20), """
        padding(leading: 10) (0, 0, 60, 20)
          HStack(spacing: 0) (0, 0, 50, 20)
            frame(width: 20, height: 20) (30, 0, 20, 20)
              Color (30, 0, 20, 20)
            frame(width: 30, height: 20) (0, 0, 30, 20)
              Color (0, 0, 30, 20)
        """) {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 30, height: 20)
            }
            .padding(.leading, 10)
            .environment(\.layoutDirection, .rightToLeft)
        },
        LayoutCase("the same HStack left to right, for comparison", proposal(100, 20), """
        padding(leading: 10) (0, 0, 60, 20)
          HStack(spacing: 0) (10, 0, 50, 20)
            frame(width: 20, height: 20) (10, 0, 20, 20)
              Color (10, 0, 20, 20)
            frame(width: 30, height: 20) (30, 0, 30, 20)
              Color (30, 0, 30, 20)
        """) {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 30, height: 20)
            }
            .padding(.leading, 10)
        },
        LayoutCase("LazyHStack: the first child at the right (LazyStackTests' case, mirrored)", proposal(200, 100), """
        LazyHStack(alignment: .top, spacing: 0) (0, 0, 100, 100)
          frame(width: 40, height: 20) (60, 0, 40, 20)
            Color (60, 0, 40, 20)
          frame(width: 60, height: 50) (0, 0, 60, 50)
            Color (0, 0, 60, 50)
        """) {
            LazyHStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 60, height: 50)
            }
            .environment(\.layoutDirection, .rightToLeft)
        },
        LayoutCase("VStack(alignment: .leading) aligns its children's right edges", proposal(100, 100), """
        VStack(alignment: .leading, spacing: 0) (0, 0, 30, 20)
          frame(width: 10, height: 10) (20, 0, 10, 10)
            Color (20, 0, 10, 10)
          frame(width: 30, height: 10) (0, 10, 30, 10)
            Color (0, 10, 30, 10)
        """) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }
            .environment(\.layoutDirection, .rightToLeft)
        },
        LayoutCase("frame(alignment: .topLeading) puts the child in the top-right corner", proposal(100, 100), """
        frame(width: 80, height: 40, alignment: .topLeading) (0, 0, 80, 40)
          frame(width: 20, height: 10) (60, 0, 20, 10)
            Color (60, 0, 20, 10)
        """) {
            Color.red.frame(width: 20, height: 10)
                .frame(width: 80, height: 40, alignment: .topLeading)
                .environment(\.layoutDirection, .rightToLeft)
        },
        LayoutCase("alignmentGuide(.leading) values are measured from the leading (right) edge", .unspecified, """
        VStack(alignment: .leading, spacing: 0) (0, 0, 60, 20)
          frame(width: 40, height: 10) (20, 0, 40, 10)
            Color (20, 0, 40, 10)
          alignmentGuide(.leading) (0, 10, 40, 10)
            frame(width: 40, height: 10) (0, 10, 40, 10)
              Color (0, 10, 40, 10)
        """) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in -20 }
            }
            .environment(\.layoutDirection, .rightToLeft)
        },
        LayoutCase("a custom Layout placing from bounds.minX is mirrored", proposal(100, 20), """
        RowLayout (0, 0, 60, 10)
          frame(width: 20, height: 10) (40, 0, 20, 10)
            Color (40, 0, 20, 10)
          frame(width: 35, height: 10) (0, 0, 35, 10)
            Color (0, 0, 35, 10)
        """) {
            RowLayout {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 35, height: 10)
            }
            .environment(\.layoutDirection, .rightToLeft)
        },
        LayoutCase("position(x:y:) is measured from the left edge in either direction", proposal(100, 100), """
        position(x: 30, y: 40) (0, 0, 100, 100)
          frame(width: 20, height: 20) (20, 30, 20, 20)
            Color (20, 30, 20, 20)
        """) {
            Color.red.frame(width: 20, height: 20).position(x: 30, y: 40)
                .environment(\.layoutDirection, .rightToLeft)
        },
        LayoutCase("safeAreaInset(edge: .leading) sits at the right edge", proposal(100, 20), """
        safeAreaInset(edge: .leading, spacing: 0) (0, 0, 100, 20)
          Color (0, 0, 80, 20)
          frame(width: 20, height: 20) (80, 0, 20, 20)
            Color (80, 0, 20, 20)
        """) {
            Color.blue
                .safeAreaInset(edge: .leading, spacing: 0) { Color.red.frame(width: 20, height: 20) }
                .environment(\.layoutDirection, .rightToLeft)
        },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }

    @Test func layoutSubviewsReportTheContainersDirection() {
        final class Seen { var directions: [LayoutDirection] = [] }
        struct Probe: Layout {
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen.directions.append(subviews.layoutDirection)
                return CGSize(width: 10, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews.first?.place(at: bounds.origin, proposal: .unspecified)
            }
        }
        let seen = Seen()
        _ = layoutFrames(HStack {
            Probe(seen: seen) { Color.red }
            Probe(seen: seen) { Color.red }.environment(\.layoutDirection, .rightToLeft)
        }, proposal: proposal(100, 100))
        #expect(Set(seen.directions) == [.leftToRight, .rightToLeft])
        #expect(seen.directions.first == .leftToRight)
    }

    @Test func offsetIsNotMirrored() throws {
        // A 10×10 square at the leading (right) end of a 40×10 frame, offset 5 to the right:
        // it is drawn at x 35...45, not mirrored to the left.
        let probe = GeometryProbe()
        let view = Color.red.frame(width: 10, height: 10)
            .overlay { GeometryReader { proxy in let _ = probe.global = proxy.frame(in: .global); Color.clear } }
            .offset(x: 5)
            .frame(width: 40, height: 10, alignment: .leading)
            .environment(\.layoutDirection, .rightToLeft)
        _ = try renderView(view)
        #expect(probe.global == CGRect(x: 35, y: 0, width: 10, height: 10))
    }

    @Test func geometryReaderFramesAreInTheMirroredPlace() throws {
        let probe = GeometryProbe()
        let view = HStack(spacing: 0) {
            GeometryReader { proxy in let _ = probe.global = proxy.frame(in: .global); Color.clear }
                .frame(width: 30, height: 10)
            Color.blue.frame(width: 70, height: 10)
        }
        .environment(\.layoutDirection, .rightToLeft)
        _ = try renderView(view)
        #expect(probe.global == CGRect(x: 70, y: 0, width: 30, height: 10))
    }

    @Test func flipsForRightToLeftLayoutDirectionMirrorsTheDrawingOnly() throws {
        // A red left half: drawn on the right half when flipped in a right-to-left layout.
        func scene(_ direction: LayoutDirection, flips: Bool) -> some View {
            HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.white.frame(width: 10, height: 10) }
                .flipsForRightToLeftLayoutDirection(flips)
                .environment(\.layoutDirection, direction)
        }
        let flipped = try renderView(scene(.rightToLeft, flips: true))
        let plain = try renderView(scene(.rightToLeft, flips: false))
        let ltr = try renderView(scene(.leftToRight, flips: true))
        // Without the flip the stack is mirrored by layout: red on the right.
        #expect(plain[15, 5] == systemRed && plain[5, 5] == opaqueWhite)
        // Flipping its drawing back puts red on the left again, as in left to right.
        #expect(flipped[5, 5] == systemRed && flipped[15, 5] == opaqueWhite)
        #expect(ltr[5, 5] == systemRed && ltr[15, 5] == opaqueWhite)
    }
}
