// SpacerTests.swift · RasterTests/Layout · Spacer in and out of stacks (Views/Spacer.swift, StackLayout.swift)
// Rows: swiftui-behavior.md §1.5 and §1.2 "Spacer priority"; SwiftUI probe P5 where noted.

import Foundation
import Testing
@testable import Raster

@Suite struct SpacerTests {
    static let cases: [LayoutCase] = [
        LayoutCase("§1.5 Spacer outside a stack, nil → minLength 8 on both axes", .unspecified, "Spacer (0, 0, 8, 8)") { Spacer() },
        LayoutCase("§1.5 Spacer outside a stack takes a larger proposal", proposal(100, 20), "Spacer (0, 0, 100, 20)") { Spacer() },
        LayoutCase("§1.5 Spacer outside a stack never goes below minLength", .zero, "Spacer (0, 0, 8, 8)") { Spacer() },
        LayoutCase("§1.5 Spacer(minLength: 20) outside a stack", .unspecified, "Spacer (0, 0, 20, 20)") { Spacer(minLength: 20) },
        LayoutCase("§1.5 + §1.3 Spacer takes what the fixed views leave; 0 spacing next to it; height 0", proposal(300, 10), """
        HStack (0, 0, 300, 10)
          frame(width: 50, height: 10) (0, 0, 50, 10)
            Color (0, 0, 50, 10)
          Spacer (50, 5, 200, 0)
          frame(width: 50, height: 10) (250, 0, 50, 10)
            Color (250, 0, 50, 10)
        """) {
            HStack {
                Color.red.frame(width: 50, height: 10)
                Spacer()
                Color.blue.frame(width: 50, height: 10)
            }
        },
        LayoutCase("§1.5 Spacer in a VStack: width 0, height the rest", proposal(50, 100), """
        VStack (0, 0, 10, 100)
          frame(width: 10, height: 10) (0, 0, 10, 10)
            Color (0, 0, 10, 10)
          Spacer (5, 10, 0, 80)
          frame(width: 10, height: 10) (0, 90, 10, 10)
            Color (0, 90, 10, 10)
        """) {
            VStack {
                Color.red.frame(width: 10, height: 10)
                Spacer()
                Color.blue.frame(width: 10, height: 10)
            }
        },
        LayoutCase("§1.2 Spacer priority: spacers go last, after a flexible colour", proposal(100, 10), """
        HStack (0, 0, 100, 10)
          Color (0, 0, 92, 10)
          Spacer (92, 5, 8, 0)
        """) { HStack { Color.red; Spacer() } },
        LayoutCase("§1.5 probe P5: HStack(spacing: 0) {20; Spacer(minLength: 30); 20} → 70", .unspecified, """
        HStack(spacing: 0) (0, 0, 70, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
          Spacer (20, 10, 30, 0)
          frame(width: 20, height: 20) (50, 0, 20, 20)
            Rectangle (50, 0, 20, 20)
        """) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 20, height: 20)
                Spacer(minLength: 30)
                Rectangle().frame(width: 20, height: 20)
            }
        },
        LayoutCase("§1.5 probe P5: a nil minLength is 8 → 48", .unspecified, """
        HStack(spacing: 0) (0, 0, 48, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
          Spacer (20, 10, 8, 0)
          frame(width: 20, height: 20) (28, 0, 20, 20)
            Rectangle (28, 0, 20, 20)
        """) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 20, height: 20)
                Spacer()
                Rectangle().frame(width: 20, height: 20)
            }
        },
        LayoutCase("§1.5 probe P5: minLength −30 is accepted → 10", .unspecified, """
        HStack(spacing: 0) (0, 0, 10, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
          Spacer (20, 10, -30, 0)
          frame(width: 20, height: 20) (-10, 0, 20, 20)
            Rectangle (-10, 0, 20, 20)
        """) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 20, height: 20)
                Spacer(minLength: -30)
                Rectangle().frame(width: 20, height: 20)
            }
        },
        LayoutCase("§1.3 explicit spacing applies next to spacers too", proposal(100, 10), """
        HStack(spacing: 10) (0, 0, 100, 10)
          frame(width: 20, height: 10) (0, 0, 20, 10)
            Color (0, 0, 20, 10)
          Spacer (30, 5, 40, 0)
          frame(width: 20, height: 10) (80, 0, 20, 10)
            Color (80, 0, 20, 10)
        """) {
            HStack(spacing: 10) {
                Color.red.frame(width: 20, height: 10)
                Spacer()
                Color.blue.frame(width: 20, height: 10)
            }
        },
        LayoutCase("§1.5 two spacers share the rest equally", proposal(100, 10), """
        HStack (0, 0, 100, 10)
          Spacer (0, 5, 45, 0)
          frame(width: 10, height: 10) (45, 0, 10, 10)
            Color (45, 0, 10, 10)
          Spacer (55, 5, 45, 0)
        """) {
            HStack {
                Spacer()
                Color.red.frame(width: 10, height: 10)
                Spacer()
            }
        },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }
}
