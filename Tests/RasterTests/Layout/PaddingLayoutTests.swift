// PaddingLayoutTests.swift · RasterTests/Layout · padding in all its forms (PaddingLayout.swift)
// Rows: swiftui-behavior.md §1.4; SwiftUI probes P2, P2b (negative padding), P9.

import Foundation
import Testing
@testable import Raster

@Suite struct PaddingLayoutTests {
    static func square() -> some View { Rectangle().frame(width: 20, height: 20) }

    static let cases: [LayoutCase] = [
        LayoutCase("§1.4 padding() is 16 on every edge", .unspecified, """
        padding(16) (0, 0, 42, 42)
          Color (16, 16, 10, 10)
        """) { Color.red.padding() },
        LayoutCase("§1.4 padding(8): the child is proposed the proposal less the insets", proposal(100, 60), """
        padding(8) (0, 0, 100, 60)
          Color (8, 8, 84, 44)
        """) { Color.red.padding(8) },
        LayoutCase("§1.4 padding(.horizontal, 10)", proposal(100, 60), """
        padding(leading: 10, trailing: 10) (0, 0, 100, 60)
          Color (10, 0, 80, 60)
        """) { Color.red.padding(.horizontal, 10) },
        LayoutCase("§1.4 padding(.top) with the default length", proposal(100, 60), """
        padding(top: 16) (0, 0, 100, 60)
          Color (0, 16, 100, 44)
        """) { Color.red.padding(.top) },
        LayoutCase("§1.4 padding(EdgeInsets) with four different insets", proposal(100, 60), """
        padding(top: 1, leading: 2, bottom: 3, trailing: 4) (0, 0, 100, 60)
          Color (2, 1, 94, 56)
        """) { Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) },
        LayoutCase("§1.4 a nil proposal stays nil: the child's ideal plus the insets", proposal(nil, 60), """
        padding(5) (0, 0, 20, 60)
          Color (5, 5, 10, 50)
        """) { Color.red.padding(5) },
        LayoutCase("§1.4 probe P2: a child proposal below 0 is clamped (Color.padding(60) at 100 → 120)", proposal(100, 100), """
        padding(60) (0, 0, 120, 120)
          Color (60, 60, 0, 0)
        """) { Color.red.padding(60) },
        LayoutCase("§1.4 probe P2: padding(5) on a 20-point square → 30", .unspecified, """
        padding(5) (0, 0, 30, 30)
          frame(width: 20, height: 20) (5, 5, 20, 20)
            Rectangle (5, 5, 20, 20)
        """) { square().padding(5) },
        LayoutCase("§1.4 probe P2/P2b: padding(−5) → 10, the child at −5 at its own size", .unspecified, """
        padding(-5) (0, 0, 10, 10)
          frame(width: 20, height: 20) (-5, -5, 20, 20)
            Rectangle (-5, -5, 20, 20)
        """) { square().padding(-5) },
        LayoutCase("§1.4 probe P2/P2b: padding(−15) → 0 (the size clamps), the child at −15", .unspecified, """
        padding(-15) (0, 0, 0, 0)
          frame(width: 20, height: 20) (-15, -15, 20, 20)
            Rectangle (-15, -15, 20, 20)
        """) { square().padding(-15) },
        LayoutCase("§1.4 probe P2b: leading −30, trailing 5 → 0×20, clamped per axis", .unspecified, """
        padding(leading: -30, trailing: 5) (0, 0, 0, 20)
          frame(width: 20, height: 20) (-30, 0, 20, 20)
            Rectangle (-30, 0, 20, 20)
        """) { square().padding(EdgeInsets(top: 0, leading: -30, bottom: 0, trailing: 5)) },
        LayoutCase("§1.4 probe P2: padding(−5) offered 100 → 100 (the child gets 110)", proposal(100, 100), """
        padding(-5) (0, 0, 100, 100)
          Color (-5, -5, 110, 110)
        """) { Color.red.padding(-5) },
        LayoutCase("§1.4 probe P2: padding(∞) → ∞ (deviation: the child, at ∞, is placed at 0 with a warning)", .unspecified, """
        padding(.infinity) (0, 0, inf, inf)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
        """) { square().padding(.infinity) },
        LayoutCase("§1.4 probe P9/P2c: padding(−∞) → 0 (deviation: SwiftUI places the child at −∞, Raster at 0 with a warning)", .unspecified, """
        padding(-.infinity) (0, 0, 0, 0)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
        """) { square().padding(-.infinity) },
        LayoutCase("scenePadding() is the minimum scene padding, 16 on every edge (compatibility survey 8: NetNewsWire)", proposal(100, 60), """
        padding(16) (0, 0, 100, 60)
          Color (16, 16, 68, 28)
        """) { Color.red.scenePadding() },
        LayoutCase("scenePadding(.horizontal) pads the sides only", proposal(100, 60), """
        padding(leading: 16, trailing: 16) (0, 0, 100, 60)
          Color (16, 0, 68, 60)
        """) { Color.red.scenePadding(.horizontal) },
        LayoutCase("scenePadding(.minimum, edges: .top)", proposal(100, 60), """
        padding(top: 16) (0, 0, 100, 60)
          Color (0, 16, 100, 44)
        """) { Color.red.scenePadding(.minimum, edges: .top) },
        LayoutCase("§1.4 nested paddings add up", proposal(100, 100), """
        padding(4) (0, 0, 100, 100)
          padding(6) (4, 4, 92, 92)
            Color (10, 10, 80, 80)
        """) { Color.red.padding(6).padding(4) },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }

    @Test func nanPaddingWarnsAndCountsAsZero() {
        var dump = ""
        let warnings = capturingWarnings { dump = layoutDump(Color.red.padding(.nan), proposal: proposal(30, 30)) }
        #expect(dump == """
        padding(0) (0, 0, 30, 30)
          Color (0, 0, 30, 30)
        """)
        #expect(warnings.contains("padding of NaN points; 0 is used instead"))
    }
}
