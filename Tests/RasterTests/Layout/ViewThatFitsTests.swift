// ViewThatFitsTests.swift · RasterTests/Layout · ViewThatFits (ViewThatFits.swift)
// Rows: swiftui-behavior.md §1.15 (first child whose ideal size fits along the constrained
// axes; the last when none fits; default axes both; no axes → the first).

import Foundation
import Testing
@testable import Raster

@Suite struct ViewThatFitsTests {
    static func wide() -> some View { Color.red.frame(width: 200, height: 20) }
    static func medium() -> some View { Color.green.frame(width: 120, height: 20) }
    static func narrow() -> some View { Color.blue.frame(width: 50, height: 20) }

    static let cases: [LayoutCase] = [
        LayoutCase("§1.15 the first child fits", proposal(250, 100), """
        ViewThatFits (0, 0, 200, 20)
          frame(width: 200, height: 20) (0, 0, 200, 20)
            Color (0, 0, 200, 20)
        """) { ViewThatFits { wide(); medium(); narrow() } },
        LayoutCase("§1.15 the first that fits in order", proposal(150, 100), """
        ViewThatFits (0, 0, 120, 20)
          frame(width: 120, height: 20) (0, 0, 120, 20)
            Color (0, 0, 120, 20)
        """) { ViewThatFits { wide(); medium(); narrow() } },
        LayoutCase("§1.15 none fits: the last child", proposal(30, 100), """
        ViewThatFits (0, 0, 50, 20)
          frame(width: 50, height: 20) (0, 0, 50, 20)
            Color (0, 0, 50, 20)
        """) { ViewThatFits { wide(); medium(); narrow() } },
        LayoutCase("§1.15 both axes by default: too short a height skips a child", proposal(300, 30), """
        ViewThatFits (0, 0, 50, 20)
          frame(width: 50, height: 20) (0, 0, 50, 20)
            Color (0, 0, 50, 20)
        """) {
            ViewThatFits {
                Color.red.frame(width: 100, height: 40)
                narrow()
            }
        },
        LayoutCase("§1.15 in: .horizontal ignores the height", proposal(300, 30), """
        ViewThatFits(in: .horizontal) (0, 0, 100, 40)
          frame(width: 100, height: 40) (0, 0, 100, 40)
            Color (0, 0, 100, 40)
        """) {
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 100, height: 40)
                narrow()
            }
        },
        LayoutCase("§1.15 ideal sizes are compared: a flexible child's ideal (10) fits", proposal(30, 30), """
        ViewThatFits (0, 0, 30, 30)
          Color (0, 0, 30, 30)
        """) { ViewThatFits { Color.red; narrow() } },
        LayoutCase("§1.15 a nil proposal always fits: the first child", .unspecified, """
        ViewThatFits (0, 0, 200, 20)
          frame(width: 200, height: 20) (0, 0, 200, 20)
            Color (0, 0, 200, 20)
        """) { ViewThatFits { wide(); narrow() } },
        LayoutCase("§1.15 no axes: the first child", proposal(10, 10), """
        ViewThatFits(in: []) (0, 0, 200, 20)
          frame(width: 200, height: 20) (0, 0, 200, 20)
            Color (0, 0, 200, 20)
        """) { ViewThatFits(in: []) { wide(); narrow() } },
        LayoutCase("§1.15 in a stack, the choice follows the share the stack offers", proposal(200, 50), """
        HStack (0, 0, 178, 20)
          frame(width: 120, height: 20) (0, 0, 120, 20)
            Color (0, 0, 120, 20)
          ViewThatFits (128, 0, 50, 20)
            frame(width: 50, height: 20) (128, 0, 50, 20)
              Color (128, 0, 50, 20)
        """) {
            HStack {
                medium()
                ViewThatFits { wide(); narrow() }
            }
        },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }

    @Test func onlyTheChosenChildIsDrawn() throws {
        let renderer = ImageRenderer(content: ViewThatFits { Color.red.frame(width: 200, height: 20); Color.blue.frame(width: 50, height: 20) }
            .frame(width: 60, height: 20))
        let image = try renderer.render()
        #expect(image.width == 60)
        // The blue 50-point child is centred in 60 points; the red one, not chosen, is not drawn.
        let middle = image.pixmap[30, 10]
        let edge = image.pixmap[2, 10]
        #expect(middle.b == 255 && middle.r == 0)
        #expect(edge.a == 0)
    }
}

/// Sizes reported by geometry readers inside the children of a ViewThatFits.
private struct FitSizesKey: PreferenceKey {
    static let defaultValue: [CGFloat] = []
    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) { value.append(contentsOf: nextValue()) }
}

@Suite struct ViewThatFitsGeometryTests {
    final class Record {
        var widths: [CGFloat] = []
        var appeared: [String] = []
    }

    private func reporting(_ width: CGFloat) -> some View {
        Color.red.frame(width: width, height: 10).overlay(GeometryReader { proxy in
            Color.clear.preference(key: FitSizesKey.self, value: [proxy.size.width])
        })
    }

    @Test func unchosenChildrenReportNoGeometry() throws {
        let record = Record()
        let host = ViewHost(ViewThatFits { reporting(200); reporting(50) }
            .frame(width: 60, height: 10)
            .onPreferenceChange(FitSizesKey.self) { record.widths = $0 }, size: CGSize(width: 60, height: 10))
        _ = host.render()
        // Only the chosen 50-point child's reader reports; the 200-point one is not there.
        #expect(record.widths == [50])
    }
}
