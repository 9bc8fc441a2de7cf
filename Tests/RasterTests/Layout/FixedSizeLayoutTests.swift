// FixedSizeLayoutTests.swift · RasterTests/Layout · fixedSize() and fixedSize(horizontal:vertical:) (FixedSizeLayout.swift)
// Rows: swiftui-behavior.md §1.8; §1.10 for a GeometryReader's nil proposal.

import Foundation
import Testing
@testable import Raster

@Suite struct FixedSizeLayoutTests {
    static let cases: [LayoutCase] = [
        LayoutCase("§1.8 fixedSize proposes nil: a Color becomes 10×10", proposal(100, 100), """
        fixedSize() (0, 0, 10, 10)
          Color (0, 0, 10, 10)
        """) { Color.red.fixedSize() },
        LayoutCase("§1.8 fixedSize(horizontal: true, vertical: false) keeps the height proposal", proposal(100, 100), """
        fixedSize(horizontal: true, vertical: false) (0, 0, 10, 100)
          Color (0, 0, 10, 100)
        """) { Color.red.fixedSize(horizontal: true, vertical: false) },
        LayoutCase("§1.8 fixedSize(horizontal: false, vertical: true)", proposal(100, 100), """
        fixedSize(horizontal: false, vertical: true) (0, 0, 100, 10)
          Color (0, 0, 100, 10)
        """) { Color.red.fixedSize(horizontal: false, vertical: true) },
        LayoutCase("§1.8 the ideal comes from a flexible frame's ideal", proposal(300, 300), """
        fixedSize() (0, 0, 120, 40)
          frame(idealWidth: 120, maxWidth: .infinity, idealHeight: 40) (0, 0, 120, 40)
            Color (0, 0, 120, 40)
        """) { Color.red.frame(idealWidth: 120, maxWidth: .infinity, idealHeight: 40).fixedSize() },
        LayoutCase("§1.8 a fixed-size view overflows a smaller frame, centred", .unspecified, """
        frame(width: 50, height: 20) (0, 0, 50, 20)
          fixedSize() (-35, -10, 120, 40)
            frame(idealWidth: 120, idealHeight: 40) (-35, -10, 120, 40)
              Color (-35, -10, 120, 40)
        """) { Color.red.frame(idealWidth: 120, idealHeight: 40).fixedSize().frame(width: 50, height: 20) },
        LayoutCase("§1.8 + §1.10 a fixed-size GeometryReader is 10×10", proposal(200, 200), """
        fixedSize() (0, 0, 10, 10)
          GeometryReader (0, 0, 10, 10)
        """) { GeometryReader { _ in EmptyView() }.fixedSize() },
        LayoutCase("§1.8 the layout priority passes through fixedSize", proposal(100, 10), """
        HStack(spacing: 0) (0, 0, 100, 10)
          fixedSize(horizontal: false, vertical: true) (0, 0, 100, 10)
            layoutPriority(1) (0, 0, 100, 10)
              Color (0, 0, 100, 10)
          Color (100, 0, 0, 10)
        """) {
            HStack(spacing: 0) {
                Color.red.layoutPriority(1).fixedSize(horizontal: false, vertical: true)
                Color.blue
            }
        },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }
}
