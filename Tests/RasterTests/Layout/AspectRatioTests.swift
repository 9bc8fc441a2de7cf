// AspectRatioTests.swift · RasterTests/Layout · aspectRatio, scaledToFit, scaledToFill (AspectRatioLayout.swift)
// Rows: swiftui-behavior.md §1.11; SwiftUI probes P8, P8b, P9 (a Color child) for the figures.

import Foundation
import Testing
@testable import Raster

@Suite struct AspectRatioTests {
    static let cases: [LayoutCase] = [
        LayoutCase("§1.11 probe P8: ratio 2 .fit at 100×80 → 100×50", proposal(100, 80), """
        aspectRatio(2, contentMode: .fit) (0, 0, 100, 50)
          Color (0, 0, 100, 50)
        """) { Color.red.aspectRatio(2, contentMode: .fit) },
        LayoutCase("§1.11 probe P8: ratio 2 .fit at 100×nil → 100×50 (nil is an infinite scale)", proposal(100, nil), """
        aspectRatio(2, contentMode: .fit) (0, 0, 100, 50)
          Color (0, 0, 100, 50)
        """) { Color.red.aspectRatio(2, contentMode: .fit) },
        LayoutCase("§1.11 probe P8b: ratio 2 .fill at 100×80 → 160×80", proposal(100, 80), """
        aspectRatio(2, contentMode: .fill) (0, 0, 160, 80)
          Color (0, 0, 160, 80)
        """) { Color.red.aspectRatio(2, contentMode: .fill) },
        LayoutCase("§1.11 probe P8b: a fully nil proposal passes through → 10×10", .unspecified, """
        aspectRatio(2, contentMode: .fit) (0, 0, 10, 10)
          Color (0, 0, 10, 10)
        """) { Color.red.aspectRatio(2, contentMode: .fit) },
        LayoutCase("§1.11 probe P8: ratio 0 .fit at 100×80 → 0×80", proposal(100, 80), """
        aspectRatio(0, contentMode: .fit) (0, 0, 0, 80)
          Color (0, 0, 0, 80)
        """) { Color.red.aspectRatio(0, contentMode: .fit) },
        LayoutCase("§1.11 probe P8: ratio 0 .fit at 100×nil → 0×∞", proposal(100, nil), """
        aspectRatio(0, contentMode: .fit) (0, 0, 0, inf)
          Color (0, 0, 0, inf)
        """) { Color.red.aspectRatio(0, contentMode: .fit) },
        LayoutCase("§1.11 probe P8: ratio −2 .fit at 100×80 → 100×−50", proposal(100, 80), """
        aspectRatio(-2, contentMode: .fit) (0, 0, 100, -50)
          Color (0, 0, 100, -50)
        """) { Color.red.aspectRatio(-2, contentMode: .fit) },
        LayoutCase("§1.11 probe P8b: ratio −2 .fill at 100×80 → −160×80", proposal(100, 80), """
        aspectRatio(-2, contentMode: .fill) (0, 0, -160, 80)
          Color (0, 0, -160, 80)
        """) { Color.red.aspectRatio(-2, contentMode: .fill) },
        LayoutCase("§1.11 probe P8b: ratio −2 .fit at nil×80 → −160×80", proposal(nil, 80), """
        aspectRatio(-2, contentMode: .fit) (0, 0, -160, 80)
          Color (0, 0, -160, 80)
        """) { Color.red.aspectRatio(-2, contentMode: .fit) },
        LayoutCase("§1.11 the CGSize form is width ÷ height (3:4 .fit in 200×200)", proposal(200, 200), """
        aspectRatio(0.75, contentMode: .fit) (0, 0, 150, 200)
          Ellipse (0, 0, 150, 200)
        """) { Ellipse().aspectRatio(CGSize(width: 3, height: 4), contentMode: .fit) },
        LayoutCase("§1.11 the CGSize form, .fill, centred in a frame it overflows", proposal(300, 300), """
        frame(width: 200, height: 200) (0, 0, 200, 200)
          aspectRatio(0.75, contentMode: .fill) (0, -33.333, 200, 266.667)
            Ellipse (0, -33.333, 200, 266.667)
        """) { Ellipse().aspectRatio(CGSize(width: 3, height: 4), contentMode: .fill).frame(width: 200, height: 200) },
        LayoutCase("§1.11 scaledToFit: a square ideal counts as 1×1 → a 150×150 circle in 300×150", proposal(300, 300), """
        frame(width: 300, height: 150) (0, 0, 300, 150)
          aspectRatio(contentMode: .fit) (75, 0, 150, 150)
            Circle (75, 0, 150, 150)
        """) { Circle().scaledToFit().frame(width: 300, height: 150) },
        LayoutCase("§1.11 scaledToFill: 300×300 in 300×150, overflowing", proposal(300, 300), """
        frame(width: 300, height: 150) (0, 0, 300, 150)
          aspectRatio(contentMode: .fill) (0, -75, 300, 300)
            Rectangle (0, -75, 300, 300)
        """) { Rectangle().scaledToFill().frame(width: 300, height: 150) },
        LayoutCase("§1.11 without a ratio the child's ideal size gives the ratio (40×20 → 2:1)", proposal(100, 100), """
        aspectRatio(contentMode: .fit) (0, 0, 100, 50)
          frame(idealWidth: 40, idealHeight: 20) (0, 0, 100, 50)
            Color (0, 0, 100, 50)
        """) { Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFit() },
        LayoutCase("§1.11 the child is centred in the modifier's bounds", proposal(100, 100), """
        frame(width: 100, height: 100) (0, 0, 100, 100)
          aspectRatio(2, contentMode: .fit) (0, 25, 100, 50)
            Color (0, 25, 100, 50)
        """) { Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100) },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }
}
