// PositionLayoutTests.swift · RasterTests/Layout · position(_:) and position(x:y:) (PositionLayout.swift)
// Rows: swiftui-behavior.md §1.12 (takes the whole proposal, nil dimensions becoming the
// child's; the child's centre at the point; the child proposed the modifier's size).

import Foundation
import Testing
@testable import Raster

@Suite struct PositionLayoutTests {
    static let cases: [LayoutCase] = [
        LayoutCase("§1.12 the child's centre at the point; the modifier takes the proposal", proposal(100, 100), """
        position(x: 30, y: 40) (0, 0, 100, 100)
          frame(width: 20, height: 20) (20, 30, 20, 20)
            Color (20, 30, 20, 20)
        """) { Color.red.frame(width: 20, height: 20).position(x: 30, y: 40) },
        LayoutCase("§1.12 the child is proposed the modifier's size", proposal(100, 100), """
        position(x: 10, y: 10) (0, 0, 100, 100)
          Color (-40, -40, 100, 100)
        """) { Color.red.position(x: 10, y: 10) },
        LayoutCase("§1.12 nil dimensions become the child's; the defaults are 0, 0", .unspecified, """
        position(x: 0, y: 0) (0, 0, 20, 20)
          frame(width: 20, height: 20) (-10, -10, 20, 20)
            Color (-10, -10, 20, 20)
        """) { Color.red.frame(width: 20, height: 20).position() },
        LayoutCase("§1.12 one nil dimension", proposal(50, nil), """
        position(x: 25, y: 10) (0, 0, 50, 20)
          frame(width: 20, height: 20) (15, 0, 20, 20)
            Color (15, 0, 20, 20)
        """) { Color.red.frame(width: 20, height: 20).position(CGPoint(x: 25, y: 10)) },
        LayoutCase("§1.12 a positioned view in a stack fills its share", proposal(100, 40), """
        HStack (0, 0, 100, 40)
          position(x: 5, y: 5) (0, 0, 46, 40)
            frame(width: 10, height: 10) (0, 0, 10, 10)
              Color (0, 0, 10, 10)
          Color (54, 0, 46, 40)
        """) {
            HStack {
                Color.red.frame(width: 10, height: 10).position(x: 5, y: 5)
                Color.blue
            }
        },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }
}
