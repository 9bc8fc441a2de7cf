// ZStackTests.swift · RasterTests/Layout · ZStack and ZStackLayout (ZStack.swift)
// Rows: swiftui-behavior.md §1.9 (ZStack rows: union of aligned frames, priorities,
// placement proposal), §1.13; seed 002-14 (offsets through alignment guides).

import Foundation
import Testing
@testable import Raster

@Suite struct ZStackTests {
    static let cases: [LayoutCase] = [
        LayoutCase("§1.9 every child gets the proposal; the size is the largest child's", .unspecified, """
        ZStack (0, 0, 60, 40)
          frame(width: 60, height: 20) (0, 10, 60, 20)
            Color (0, 10, 60, 20)
          frame(width: 20, height: 40) (20, 0, 20, 40)
            Color (20, 0, 20, 40)
        """) {
            ZStack {
                Color.red.frame(width: 60, height: 20)
                Color.blue.frame(width: 20, height: 40)
            }
        },
        LayoutCase("§1.9 a flexible child takes the whole proposal", proposal(100, 80), """
        ZStack (0, 0, 100, 80)
          Color (0, 0, 100, 80)
          frame(width: 20, height: 20) (40, 30, 20, 20)
            Color (40, 30, 20, 20)
        """) {
            ZStack {
                Color.red
                Color.blue.frame(width: 20, height: 20)
            }
        },
        LayoutCase("§1.9 ZStack(alignment: .topLeading)", .unspecified, """
        ZStack(alignment: .topLeading) (0, 0, 60, 40)
          frame(width: 60, height: 20) (0, 0, 60, 20)
            Color (0, 0, 60, 20)
          frame(width: 20, height: 40) (0, 0, 20, 40)
            Color (0, 0, 20, 40)
        """) {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 60, height: 20)
                Color.blue.frame(width: 20, height: 40)
            }
        },
        LayoutCase("§1.9 ZStack(alignment: .bottomTrailing)", .unspecified, """
        ZStack(alignment: .bottomTrailing) (0, 0, 60, 40)
          frame(width: 60, height: 20) (0, 20, 60, 20)
            Color (0, 20, 60, 20)
          frame(width: 20, height: 40) (40, 0, 20, 40)
            Color (40, 0, 20, 40)
        """) {
            ZStack(alignment: .bottomTrailing) {
                Color.red.frame(width: 60, height: 20)
                Color.blue.frame(width: 20, height: 40)
            }
        },
        LayoutCase("§1.9 guides pushing children apart: the size is the union (FG), not the max", .unspecified, """
        ZStack(alignment: .topLeading) (0, 0, 50, 50)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Color (0, 0, 20, 20)
          alignmentGuide(.top) (30, 30, 20, 20)
            alignmentGuide(.leading) (30, 30, 20, 20)
              frame(width: 20, height: 20) (30, 30, 20, 20)
                Color (30, 30, 20, 20)
        """) {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20)
                    .alignmentGuide(.leading) { _ in -30 }
                    .alignmentGuide(.top) { _ in -30 }
            }
        },
        LayoutCase("§1.9 seed 002-14: leading/top guides of −offset move a view to the offset", .unspecified, """
        ZStack(alignment: .topLeading) (0, 0, 130, 70)
          alignmentGuide(.top) (0, 0, 30, 20)
            alignmentGuide(.leading) (0, 0, 30, 20)
              frame(width: 30, height: 20) (0, 0, 30, 20)
                Color (0, 0, 30, 20)
          alignmentGuide(.top) (100, 50, 30, 20)
            alignmentGuide(.leading) (100, 50, 30, 20)
              frame(width: 30, height: 20) (100, 50, 30, 20)
                Color (100, 50, 30, 20)
        """) {
            ZStack(alignment: .topLeading) {
                ForEach([CGPoint.zero, CGPoint(x: 100, y: 50)], id: \.x) { offset in
                    Color.red.frame(width: 30, height: 20)
                        .alignmentGuide(.leading) { _ in -offset.x }
                        .alignmentGuide(.top) { _ in -offset.y }
                }
            }
        },
        LayoutCase("§1.9 only the highest priority sizes the ZStack; the others get its final size", .unspecified, """
        ZStack (0, 0, 20, 20)
          layoutPriority(-1) (0, 0, 20, 20)
            Color (0, 0, 20, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Color (0, 0, 20, 20)
        """) {
            ZStack {
                Color.red.layoutPriority(-1)
                Color.blue.frame(width: 20, height: 20)
            }
        },
        LayoutCase("§1.9 a lower-priority child larger than the ZStack overflows it", .unspecified, """
        ZStack (0, 0, 20, 20)
          layoutPriority(-1) (-20, -10, 60, 40)
            frame(width: 60, height: 40) (-20, -10, 60, 40)
              Color (-20, -10, 60, 40)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Color (0, 0, 20, 20)
        """) {
            ZStack {
                Color.red.frame(width: 60, height: 40).layoutPriority(-1)
                Color.blue.frame(width: 20, height: 20)
            }
        },
        LayoutCase("§1.9 nil proposal: ideal sizes", .unspecified, """
        ZStack (0, 0, 10, 10)
          Color (0, 0, 10, 10)
          Circle (0, 0, 10, 10)
        """) { ZStack { Color.red; Circle() } },
        LayoutCase("§1.5 a Spacer in a ZStack (no stack axis) is minLength on both axes", .unspecified, """
        ZStack (0, 0, 8, 8)
          Spacer (0, 0, 8, 8)
        """) { ZStack { Spacer() } },
        LayoutCase("§1.9 an empty ZStack is 0×0", proposal(50, 50), "ZStack (0, 0, 0, 0)") { ZStack { EmptyView() } },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }
}
