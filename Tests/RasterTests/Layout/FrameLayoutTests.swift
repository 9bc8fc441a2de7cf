// FrameLayoutTests.swift · RasterTests/Layout · frame(width:height:alignment:) (FrameLayout.swift)
// Rows: swiftui-behavior.md §1.6; SwiftUI probe P3 for invalid dimensions.

import Foundation
import Testing
@testable import Raster

@Suite struct FrameLayoutTests {
    static let cases: [LayoutCase] = [
        LayoutCase("§1.6 both given: exactly (w, h), the child proposed (w, h)", proposal(300, 300), """
        frame(width: 80, height: 30) (0, 0, 80, 30)
          Color (0, 0, 80, 30)
        """) { Color.red.frame(width: 80, height: 30) },
        LayoutCase("§1.6 both given: the frame ignores its proposal", .unspecified, """
        frame(width: 80, height: 30) (0, 0, 80, 30)
          Circle (25, 0, 30, 30)
        """) { Circle().frame(width: 80, height: 30) },
        LayoutCase("§1.6 width only: (w, parent's height) proposed, child's height reported", proposal(300, 40), """
        frame(width: 80) (0, 0, 80, 40)
          Color (0, 0, 80, 40)
        """) { Color.red.frame(width: 80) },
        LayoutCase("§1.6 width only with a nil height: the child's ideal height", proposal(300, nil), """
        frame(width: 80) (0, 0, 80, 10)
          Color (0, 0, 80, 10)
        """) { Color.red.frame(width: 80) },
        LayoutCase("§1.6 height only", proposal(120, 300), """
        frame(height: 30) (0, 0, 30, 30)
          Circle (0, 0, 30, 30)
        """) { Circle().frame(height: 30) },
        LayoutCase("§1.6 neither: the proposal passes through", proposal(70, 20), """
        frame (0, 0, 70, 20)
          Color (0, 0, 70, 20)
        """) { Color.red.frame(width: nil, height: nil) },
        LayoutCase("§1.6 a larger child overflows, centred (negative origin), never clipped", .unspecified, """
        frame(width: 20, height: 20) (0, 0, 20, 20)
          frame(width: 60, height: 40) (-20, -10, 60, 40)
            Color (-20, -10, 60, 40)
        """) { Color.red.frame(width: 60, height: 40).frame(width: 20, height: 20) },
        LayoutCase("§1.6 alignment .topLeading", .unspecified, """
        frame(width: 100, height: 50, alignment: .topLeading) (0, 0, 100, 50)
          frame(width: 20, height: 10) (0, 0, 20, 10)
            Color (0, 0, 20, 10)
        """) { Color.red.frame(width: 20, height: 10).frame(width: 100, height: 50, alignment: .topLeading) },
        LayoutCase("§1.6 alignment .bottomTrailing", .unspecified, """
        frame(width: 100, height: 50, alignment: .bottomTrailing) (0, 0, 100, 50)
          frame(width: 20, height: 10) (80, 40, 20, 10)
            Color (80, 40, 20, 10)
        """) { Color.red.frame(width: 20, height: 10).frame(width: 100, height: 50, alignment: .bottomTrailing) },
        LayoutCase("§1.6 alignment .trailing: vertically centred", .unspecified, """
        frame(width: 100, height: 50, alignment: .trailing) (0, 0, 100, 50)
          frame(width: 20, height: 10) (80, 20, 20, 10)
            Color (80, 20, 20, 10)
        """) { Color.red.frame(width: 20, height: 10).frame(width: 100, height: 50, alignment: .trailing) },
        LayoutCase("§1.6 + §1.13 a custom guide: child guide meets frame guide", .unspecified, """
        frame(width: 100, height: 40, alignment: Alignment(horizontal: .center, vertical: QuarterGuide)) (0, 0, 100, 40)
          frame(width: 20, height: 20) (40, 5, 20, 20)
            Color (40, 5, 20, 20)
        """) {
            Color.red.frame(width: 20, height: 20)
                .frame(width: 100, height: 40, alignment: Alignment(horizontal: .center, vertical: VerticalAlignment(QuarterGuide.self)))
        },
        LayoutCase("§1.6 probe P3: width −10 → 0 (warns)", .unspecified, """
        frame(width: 0) (0, 0, 0, 20)
          frame(width: 20, height: 20) (-10, 0, 20, 20)
            Rectangle (-10, 0, 20, 20)
        """) { Rectangle().frame(width: 20, height: 20).frame(width: -10) },
        LayoutCase("§1.6 probe P3: width ∞ → ignored (warns)", .unspecified, """
        frame (0, 0, 20, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
        """) { Rectangle().frame(width: 20, height: 20).frame(width: .infinity) },
        LayoutCase("§1.6 probe P3: width NaN → ignored (warns)", .unspecified, """
        frame (0, 0, 20, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
        """) { Rectangle().frame(width: 20, height: 20).frame(width: .nan) },
        LayoutCase("§1.6 probe P9: width −∞ → 0 (warns)", .unspecified, """
        frame(width: 0) (0, 0, 0, 20)
          frame(width: 20, height: 20) (-10, 0, 20, 20)
            Rectangle (-10, 0, 20, 20)
        """) { Rectangle().frame(width: 20, height: 20).frame(width: -.infinity) },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }

    @Test func invalidDimensionsWarnWithSwiftUIsMessage() {
        let warnings = capturingWarnings {
            _ = layoutDump(Color.red.frame(width: -1), proposal: .unspecified)
            _ = layoutDump(Text("A").frame(width: 10, height: .nan), proposal: .unspecified)
        }
        #expect(warnings == [
            "Invalid frame dimension (negative or non-finite). Color.frame(width: -1): a NaN or +infinity dimension "
                + "counts as nil (the view's own size), a negative one as 0; pass finite, non-negative values",
            "Invalid frame dimension (negative or non-finite). Text.frame(width: 10, height: nan): a NaN or +infinity "
                + "dimension counts as nil (the view's own size), a negative one as 0; pass finite, non-negative values",
        ])
    }
}
