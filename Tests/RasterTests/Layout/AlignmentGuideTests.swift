// AlignmentGuideTests.swift · RasterTests/Layout · alignmentGuide and explicit-guide merging (AlignmentGuideLayout.swift, Alignment.swift, LayoutEngine/Node+Layout.swift)
// Rows: swiftui-behavior.md §1.13 (guides in the view's own space, custom AlignmentID,
// average merge, firstTextBaseline min, non-text baselines at the bottom).

import Foundation
import Testing
@testable import Raster

/// A custom horizontal guide whose default is the leading edge.
enum Marker: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

/// A custom vertical guide whose default is the first text baseline, read from the
/// dimensions it is given.
enum FirstBaselineMarker: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.firstTextBaseline] }
}

@Suite struct AlignmentGuideTests {
    static let marker = HorizontalAlignment(Marker.self)

    static let cases: [LayoutCase] = [
        LayoutCase("§1.13 alignmentGuide(.leading) shifts one child of a leading VStack", .unspecified, """
        VStack(alignment: .leading, spacing: 0) (0, 0, 60, 20)
          frame(width: 40, height: 10) (0, 0, 40, 10)
            Color (0, 0, 40, 10)
          alignmentGuide(.leading) (20, 10, 40, 10)
            frame(width: 40, height: 10) (20, 10, 40, 10)
              Color (20, 10, 40, 10)
        """) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in -20 }
            }
        },
        LayoutCase("§1.13 a guide computed from the view's own dimensions", .unspecified, """
        VStack(alignment: .leading, spacing: 0) (0, 0, 60, 20)
          alignmentGuide(.leading) (0, 0, 40, 10)
            frame(width: 40, height: 10) (0, 0, 40, 10)
              Color (0, 0, 40, 10)
          frame(width: 40, height: 10) (20, 10, 40, 10)
            Color (20, 10, 40, 10)
        """) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
                Color.blue.frame(width: 40, height: 10)
            }
        },
        LayoutCase("§1.13 a custom guide across nested stacks: the marked views line up", .unspecified, """
        VStack(alignment: Marker, spacing: 0) (0, 0, 70, 20)
          HStack(spacing: 0) (0, 0, 50, 10)
            frame(width: 30, height: 10) (0, 0, 30, 10)
              Color (0, 0, 30, 10)
            alignmentGuide(Marker) (30, 0, 20, 10)
              frame(width: 20, height: 10) (30, 0, 20, 10)
                Color (30, 0, 20, 10)
          HStack(spacing: 0) (20, 10, 50, 10)
            frame(width: 10, height: 10) (20, 10, 10, 10)
              Color (20, 10, 10, 10)
            alignmentGuide(Marker) (30, 10, 40, 10)
              frame(width: 40, height: 10) (30, 10, 40, 10)
                Color (30, 10, 40, 10)
        """) {
            VStack(alignment: marker, spacing: 0) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 30, height: 10)
                    Color.blue.frame(width: 20, height: 10).alignmentGuide(marker) { d in d[.leading] }
                }
                HStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 40, height: 10).alignmentGuide(marker) { d in d[.leading] }
                }
            }
        },
        LayoutCase("§1.13 custom guide default value (leading) when nothing is explicit", .unspecified, """
        VStack(alignment: Marker, spacing: 0) (0, 0, 30, 20)
          frame(width: 30, height: 10) (0, 0, 30, 10)
            Color (0, 0, 30, 10)
          frame(width: 10, height: 10) (0, 10, 10, 10)
            Color (0, 10, 10, 10)
        """) {
            VStack(alignment: marker, spacing: 0) {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        },
        LayoutCase("§1.13 two explicit values in one container merge as their average", .unspecified, """
        VStack(alignment: Marker, spacing: 0) (0, 0, 40, 20)
          HStack(spacing: 0) (0, 0, 40, 10)
            alignmentGuide(Marker) (0, 0, 10, 10)
              frame(width: 10, height: 10) (0, 0, 10, 10)
                Color (0, 0, 10, 10)
            alignmentGuide(Marker) (10, 0, 30, 10)
              frame(width: 30, height: 10) (10, 0, 30, 10)
                Color (10, 0, 30, 10)
          frame(width: 10, height: 10) (20, 10, 10, 10)
            Color (20, 10, 10, 10)
        """) {
            VStack(alignment: marker, spacing: 0) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).alignmentGuide(marker) { _ in 0 }
                    Color.green.frame(width: 30, height: 10).alignmentGuide(marker) { _ in 30 }
                }
                Color.blue.frame(width: 10, height: 10)
            }
        },
        LayoutCase("§1.13 an explicit guide carries through padding, offset by the inset", .unspecified, """
        VStack(alignment: .leading, spacing: 0) (0, 0, 35, 30)
          padding(5) (0, 0, 30, 20)
            alignmentGuide(.leading) (5, 5, 20, 10)
              frame(width: 20, height: 10) (5, 5, 20, 10)
                Color (5, 5, 20, 10)
          frame(width: 10, height: 10) (25, 20, 10, 10)
            Color (25, 20, 10, 10)
        """) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 20 }.padding(5)
                Color.blue.frame(width: 10, height: 10)
            }
        },
        LayoutCase("§1.13 an overlay's guides come from its primary view only", .unspecified, """
        VStack(alignment: .leading, spacing: 0) (0, 0, 30, 20)
          overlay (0, 0, 20, 10)
            frame(width: 20, height: 10) (0, 0, 20, 10)
              Color (0, 0, 20, 10)
            ZStack (0, 0, 20, 10)
              alignmentGuide(.leading) (0, 0, 20, 10)
                Color (0, 0, 20, 10)
          frame(width: 30, height: 10) (0, 10, 30, 10)
            Color (0, 10, 30, 10)
        """) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 20, height: 10).overlay { Color.blue.alignmentGuide(.leading) { _ in 15 } }
                Color.green.frame(width: 30, height: 10)
            }
        },
        LayoutCase("§1.13 non-text views: firstTextBaseline is the bottom edge", .unspecified, """
        HStack(alignment: .firstTextBaseline, spacing: 0) (0, 0, 20, 30)
          frame(width: 10, height: 30) (0, 0, 10, 30)
            Color (0, 0, 10, 30)
          frame(width: 10, height: 10) (10, 20, 10, 10)
            Color (10, 20, 10, 10)
        """) {
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Color.red.frame(width: 10, height: 30)
                Color.blue.frame(width: 10, height: 10)
            }
        },
        LayoutCase("§1.13 a vertical guide override in an HStack", .unspecified, """
        HStack(alignment: .top, spacing: 0) (0, 0, 20, 15)
          frame(width: 10, height: 10) (0, 5, 10, 10)
            Color (0, 5, 10, 10)
          alignmentGuide(.top) (10, 0, 10, 10)
            frame(width: 10, height: 10) (10, 0, 10, 10)
              Color (10, 0, 10, 10)
        """) {
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { _ in 5 }
            }
        },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }

    /// A stack aligned by a custom guide whose default reads another guide (a text's first
    /// baseline) places its texts exactly as one aligned by that guide: stacks read only the
    /// edges and centres from plain dimensions for subviews without an explicit value.
    /// iOS 16's `.leadingLastTextBaseline` and `.trailingLastTextBaseline` pair an edge with
    /// the last line's baseline: in a ZStack the one-line text sits on the two-line text's
    /// last line, at the edge.
    @Test func leadingAndTrailingLastTextBaselineAlignTheLastLines() throws {
        #expect(Alignment.trailingLastTextBaseline == Alignment(horizontal: .trailing, vertical: .lastTextBaseline))
        #expect(Alignment.leadingLastTextBaseline == Alignment(horizontal: .leading, vertical: .lastTextBaseline))
        for alignment in [Alignment.leadingLastTextBaseline, .trailingLastTextBaseline] {
            let host = ViewHost(ZStack(alignment: alignment) { Text("Wide\nB"); Text("C") }.fixedSize(),
                                size: CGSize(width: 200, height: 200))
            _ = host.render()
            let two = try host.frame(of: "Wide\nB"), one = try host.frame(of: "C")
            #expect(alignment == .leadingLastTextBaseline ? one.minX == two.minX : one.maxX == two.maxX)
            // The baselines coincide: "C" sits lower by the last line's baseline less its own.
            let offset = BodyText.layout("Wide\nB").lastBaseline - BodyText.baseline()
            #expect(abs((one.minY - two.minY) - offset) < 1e-9 && offset > 0)
        }
    }

    @Test func aCustomGuideWhoseDefaultReadsTheBaselineAlignsTextsByIt() {
        func texts(_ alignment: VerticalAlignment) -> [Substring] {
            let dump = layoutDump(HStack(alignment: alignment, spacing: 0) {
                Text("Title").font(.largeTitle)
                Text("note").font(.caption)
            }, proposal: .unspecified)
            return Array(dump.split(separator: "\n").dropFirst())
        }
        let byMarker = texts(VerticalAlignment(FirstBaselineMarker.self))
        #expect(byMarker.count == 2)
        #expect(byMarker == texts(.firstTextBaseline))
        #expect(byMarker != texts(.center))
    }
}
