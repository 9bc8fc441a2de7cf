// OverlayLayoutTests.swift · RasterTests/Layout · overlay, background and border (OverlayLayout.swift)
// Rows: swiftui-behavior.md §1.9 (overlay/background rows), §1.13 (guides from the primary).

import Foundation
import Testing
@testable import Raster

@Suite struct OverlayLayoutTests {
    static let cases: [LayoutCase] = [
        LayoutCase("§1.9 overlay: the secondary is proposed exactly the primary's size", proposal(300, 300), """
        overlay (0, 0, 60, 40)
          frame(width: 60, height: 40) (0, 0, 60, 40)
            Color (0, 0, 60, 40)
          ZStack (0, 0, 60, 40)
            Color (0, 0, 60, 40)
        """) { Color.red.frame(width: 60, height: 40).overlay { Color.blue } },
        LayoutCase("§1.9 overlay: a larger secondary never changes the size; centred, it overflows", .unspecified, """
        overlay (0, 0, 20, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Color (0, 0, 20, 20)
          ZStack (-20, -5, 60, 30)
            frame(width: 60, height: 30) (-20, -5, 60, 30)
              Color (-20, -5, 60, 30)
        """) { Color.red.frame(width: 20, height: 20).overlay { Color.blue.frame(width: 60, height: 30) } },
        LayoutCase("§1.9 overlay(alignment: .topLeading)", .unspecified, """
        overlay(alignment: .topLeading) (0, 0, 60, 40)
          frame(width: 60, height: 40) (0, 0, 60, 40)
            Color (0, 0, 60, 40)
          ZStack(alignment: .topLeading) (0, 0, 10, 10)
            frame(width: 10, height: 10) (0, 0, 10, 10)
              Color (0, 0, 10, 10)
        """) {
            Color.red.frame(width: 60, height: 40).overlay(alignment: .topLeading) { Color.blue.frame(width: 10, height: 10) }
        },
        LayoutCase("§1.9 background(alignment: .bottomTrailing)", .unspecified, """
        background(alignment: .bottomTrailing) (0, 0, 60, 40)
          frame(width: 60, height: 40) (0, 0, 60, 40)
            Color (0, 0, 60, 40)
          ZStack(alignment: .bottomTrailing) (50, 30, 10, 10)
            frame(width: 10, height: 10) (50, 30, 10, 10)
              Color (50, 30, 10, 10)
        """) {
            Color.red.frame(width: 60, height: 40).background(alignment: .bottomTrailing) { Color.blue.frame(width: 10, height: 10) }
        },
        LayoutCase("§1.9 several secondary views share an implicit ZStack", .unspecified, """
        overlay (0, 0, 60, 40)
          frame(width: 60, height: 40) (0, 0, 60, 40)
            Color (0, 0, 60, 40)
          ZStack (0, 0, 60, 40)
            Color (0, 0, 60, 40)
            frame(width: 10, height: 10) (25, 15, 10, 10)
              Color (25, 15, 10, 10)
        """) {
            Color.red.frame(width: 60, height: 40).overlay {
                Color.blue
                Color.green.frame(width: 10, height: 10)
            }
        },
        LayoutCase("§1.9 background(style) fills the primary's frame", proposal(50, 50), """
        background (0, 0, 30, 30)
          frame(width: 30, height: 30) (0, 0, 30, 30)
            Circle (0, 0, 30, 30)
          ZStack (0, 0, 30, 30)
            Rectangle (0, 0, 30, 30)
        """) { Circle().frame(width: 30, height: 30).background(Color.yellow) },
        LayoutCase("§1.9 the secondary does not take part in a stack's sizing", proposal(100, 20), """
        HStack (0, 0, 100, 20)
          overlay (0, 0, 46, 20)
            Color (0, 0, 46, 20)
            ZStack (-27, 0, 100, 20)
              frame(width: 100) (-27, 0, 100, 20)
                Color (-27, 0, 100, 20)
          Color (54, 0, 46, 20)
        """) {
            HStack {
                Color.red.overlay { Color.blue.frame(width: 100) }
                Color.green
            }
        },
        LayoutCase("§1.9 border is an overlay stroking inside the frame", .unspecified, """
        overlay (0, 0, 30, 20)
          frame(width: 30, height: 20) (0, 0, 30, 20)
            Color (0, 0, 30, 20)
          ZStack (0, 0, 30, 20)
            Rectangle (0, 0, 30, 20)
        """) { Color.red.frame(width: 30, height: 20).border(Color.black) },
        LayoutCase("§1.9 + §1.10 a GeometryReader in a background gets the primary's size", .unspecified, """
        background (0, 0, 44, 24)
          padding(2) (0, 0, 44, 24)
            frame(width: 40, height: 20) (2, 2, 40, 20)
              Color (2, 2, 40, 20)
          ZStack (0, 0, 44, 24)
            GeometryReader (0, 0, 44, 24)
              frame(width: 22, height: 12) (0, 0, 22, 12)
                Color (0, 0, 22, 12)
        """) {
            Color.red.frame(width: 40, height: 20).padding(2).background {
                GeometryReader { proxy in
                    Color.blue.frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
                }
            }
        },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }
}
