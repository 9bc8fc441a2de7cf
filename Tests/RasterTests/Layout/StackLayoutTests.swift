// StackLayoutTests.swift · RasterTests/Layout · HStack and VStack (StackLayout.swift, HStack.swift, VStack.swift)
// Rows: swiftui-behavior.md §1.2 (A–C), §1.3 (non-text spacing), §1.5, §1.13; SwiftUI probe
// figures (P1, P5, P7: measured with SwiftUI's LayoutSubview answers) where noted.

import Foundation
import Testing
@testable import Raster

/// A guide a quarter of the way down a view, for custom-alignment cases.
enum QuarterGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 4 }
}

/// The probe's flexible view: ideal and maximum width 80, 10 tall.
struct Flex80: View {
    var body: some View { Color.red.frame(idealWidth: 80, maxWidth: 80).frame(height: 10) }
}

@Suite struct StackLayoutTests {
    static let hidden = false

    static let cases: [LayoutCase] = [
        LayoutCase("§1.3 two frames: 8-point default spacing; §1.2 A.7 centred on the minor axis", proposal(300, 300), """
        HStack (0, 0, 88, 40)
          frame(width: 50, height: 20) (0, 10, 50, 20)
            Color (0, 10, 50, 20)
          frame(width: 30, height: 40) (58, 0, 30, 40)
            Color (58, 0, 30, 40)
        """) {
            HStack {
                Color.red.frame(width: 50, height: 20)
                Color.blue.frame(width: 30, height: 40)
            }
        },
        LayoutCase("§1.3 explicit spacing 0", .unspecified, """
        HStack(spacing: 0) (0, 0, 80, 40)
          frame(width: 50, height: 20) (0, 10, 50, 20)
            Color (0, 10, 50, 20)
          frame(width: 30, height: 40) (50, 0, 30, 40)
            Color (50, 0, 30, 40)
        """) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 20)
                Color.blue.frame(width: 30, height: 40)
            }
        },
        LayoutCase("§1.2 A.5 two colours share the space after the gap", proposal(200, 50), """
        HStack (0, 0, 200, 50)
          Color (0, 0, 96, 50)
          Color (104, 0, 96, 50)
        """) { HStack { Color.red; Color.blue } },
        LayoutCase("§1.2 A.3 the fixed frame (flexibility 0) is sized first", proposal(300, 40), """
        HStack (0, 0, 300, 40)
          Color (0, 0, 242, 40)
          frame(width: 50) (250, 0, 50, 40)
            Color (250, 0, 50, 40)
        """) { HStack { Color.red; Color.blue.frame(width: 50) } },
        LayoutCase("§1.2 A.5 three colours: (100 − 16) / 3 each", proposal(100, 20), """
        HStack (0, 0, 100, 20)
          Color (0, 0, 28, 20)
          Color (36, 0, 28, 20)
          Color (72, 0, 28, 20)
        """) { HStack { Color.red; Color.green; Color.blue } },
        LayoutCase("§1.2 A.4 layoutPriority(1) takes all but the others' minimum", proposal(200, 10), """
        HStack (0, 0, 200, 10)
          layoutPriority(1) (0, 0, 192, 10)
            Color (0, 0, 192, 10)
          Color (200, 0, 0, 10)
        """) { HStack { Color.red.layoutPriority(1); Color.blue } },
        LayoutCase("§1.2 A.5 probe P7: two Flex80 in 100 → 50 each", proposal(100, 10), """
        HStack(spacing: 0) (0, 0, 100, 10)
          frame(height: 10) (0, 0, 50, 10)
            frame(idealWidth: 80, maxWidth: 80) (0, 0, 50, 10)
              Color (0, 0, 50, 10)
          frame(height: 10) (50, 0, 50, 10)
            frame(idealWidth: 80, maxWidth: 80) (50, 0, 50, 10)
              Color (50, 0, 50, 10)
        """) { HStack(spacing: 0) { Flex80(); Flex80() } },
        LayoutCase("§1.2 A.4 probe P7: priority 1 first → 80 and 20", proposal(100, 10), """
        HStack(spacing: 0) (0, 0, 100, 10)
          layoutPriority(1) (0, 0, 80, 10)
            frame(height: 10) (0, 0, 80, 10)
              frame(idealWidth: 80, maxWidth: 80) (0, 0, 80, 10)
                Color (0, 0, 80, 10)
          frame(height: 10) (80, 0, 20, 10)
            frame(idealWidth: 80, maxWidth: 80) (80, 0, 20, 10)
              Color (80, 0, 20, 10)
        """) { HStack(spacing: 0) { Flex80().layoutPriority(1); Flex80() } },
        LayoutCase("§1.2 A.4 probe P7: priority −1 first → 20 and 80", proposal(100, 10), """
        HStack(spacing: 0) (0, 0, 100, 10)
          layoutPriority(-1) (0, 0, 20, 10)
            frame(height: 10) (0, 0, 20, 10)
              frame(idealWidth: 80, maxWidth: 80) (0, 0, 20, 10)
                Color (0, 0, 20, 10)
          frame(height: 10) (20, 0, 80, 10)
            frame(idealWidth: 80, maxWidth: 80) (20, 0, 80, 10)
              Color (20, 0, 80, 10)
        """) { HStack(spacing: 0) { Flex80().layoutPriority(-1); Flex80() } },
        LayoutCase("§1.2 A.4–5 three priority groups, each adding its minimums back", proposal(100, 10), """
        HStack(spacing: 0) (0, 0, 100, 10)
          layoutPriority(1) (0, 0, 70, 10)
            Color (0, 0, 70, 10)
          frame(minWidth: 30) (70, 0, 30, 10)
            Color (70, 0, 30, 10)
          Color (100, 0, 0, 10)
        """) { HStack(spacing: 0) { Color.red.layoutPriority(1); Color.green.frame(minWidth: 30); Color.blue } },
        LayoutCase("§1.2 A.3 tie-break: of two infinitely flexible views the larger minimum goes first", proposal(60, 10), """
        HStack(spacing: 0) (0, 0, 60, 10)
          frame(minWidth: 10) (0, 0, 20, 10)
            Color (0, 0, 20, 10)
          frame(minWidth: 40) (20, 0, 40, 10)
            Color (20, 0, 40, 10)
        """) { HStack(spacing: 0) { Color.red.frame(minWidth: 10); Color.blue.frame(minWidth: 40) } },
        LayoutCase("§1.2 A.6 children overflow a too-small proposal", proposal(150, 10), """
        HStack (0, 0, 208, 10)
          frame(width: 100, height: 10) (0, 0, 100, 10)
            Color (0, 0, 100, 10)
          frame(width: 100, height: 10) (108, 0, 100, 10)
            Color (108, 0, 100, 10)
        """) {
            HStack {
                Color.red.frame(width: 100, height: 10)
                Color.blue.frame(width: 100, height: 10)
            }
        },
        LayoutCase("§1.2 B nil major proposal: ideal sizes plus gaps", proposal(nil, 50), """
        HStack (0, 0, 28, 50)
          Color (0, 0, 10, 50)
          Color (18, 0, 10, 50)
        """) { HStack { Color.red; Color.blue } },
        LayoutCase("§1.2 C a nil minor proposal is replaced by the stack's height when placing", .unspecified, """
        HStack (0, 0, 58, 40)
          frame(width: 20) (0, 0, 20, 40)
            Color (0, 0, 20, 40)
          frame(width: 30, height: 40) (28, 0, 30, 40)
            Color (28, 0, 30, 40)
        """) { HStack { Color.red.frame(width: 20); Color.blue.frame(width: 30, height: 40) } },
        LayoutCase("§1.2 VStack: two colours share the height", proposal(100, 200), """
        VStack (0, 0, 100, 200)
          Color (0, 0, 100, 96)
          Color (0, 104, 100, 96)
        """) { VStack { Color.red; Color.blue } },
        LayoutCase("§1.2 A.7 VStack centres by default", .unspecified, """
        VStack(spacing: 4) (0, 0, 60, 24)
          frame(width: 40, height: 10) (10, 0, 40, 10)
            Color (10, 0, 40, 10)
          frame(width: 60, height: 10) (0, 14, 60, 10)
            Color (0, 14, 60, 10)
        """) {
            VStack(spacing: 4) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 60, height: 10)
            }
        },
        LayoutCase("§1.2 A.7 VStack(alignment: .leading)", .unspecified, """
        VStack(alignment: .leading, spacing: 4) (0, 0, 60, 24)
          frame(width: 40, height: 10) (0, 0, 40, 10)
            Color (0, 0, 40, 10)
          frame(width: 60, height: 10) (0, 14, 60, 10)
            Color (0, 14, 60, 10)
        """) {
            VStack(alignment: .leading, spacing: 4) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 60, height: 10)
            }
        },
        LayoutCase("§1.2 A.7 VStack(alignment: .trailing)", .unspecified, """
        VStack(alignment: .trailing, spacing: 4) (0, 0, 60, 24)
          frame(width: 40, height: 10) (20, 0, 40, 10)
            Color (20, 0, 40, 10)
          frame(width: 60, height: 10) (0, 14, 60, 10)
            Color (0, 14, 60, 10)
        """) {
            VStack(alignment: .trailing, spacing: 4) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 60, height: 10)
            }
        },
        LayoutCase("§1.2 A.7 HStack(alignment: .top)", .unspecified, """
        HStack(alignment: .top, spacing: 0) (0, 0, 40, 40)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Color (0, 0, 20, 20)
          frame(width: 20, height: 40) (20, 0, 20, 40)
            Color (20, 0, 20, 40)
        """) {
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 40)
            }
        },
        LayoutCase("§1.2 A.7 HStack(alignment: .bottom)", .unspecified, """
        HStack(alignment: .bottom, spacing: 0) (0, 0, 40, 40)
          frame(width: 20, height: 20) (0, 20, 20, 20)
            Color (0, 20, 20, 20)
          frame(width: 20, height: 40) (20, 0, 20, 40)
            Color (20, 0, 20, 40)
        """) {
            HStack(alignment: .bottom, spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 40)
            }
        },
        LayoutCase("§1.13 custom AlignmentID: guides at a quarter height coincide", .unspecified, """
        HStack(alignment: QuarterGuide, spacing: 0) (0, 0, 20, 40)
          frame(width: 10, height: 40) (0, 0, 10, 40)
            Color (0, 0, 10, 40)
          frame(width: 10, height: 20) (10, 5, 10, 20)
            Color (10, 5, 10, 20)
        """) {
            HStack(alignment: VerticalAlignment(QuarterGuide.self), spacing: 0) {
                Color.red.frame(width: 10, height: 40)
                Color.blue.frame(width: 10, height: 20)
            }
        },
        LayoutCase("§1.2 nested stacks", .unspecified, """
        VStack (0, 0, 50, 23)
          HStack (11, 0, 28, 10)
            frame(width: 10, height: 10) (11, 0, 10, 10)
              Color (11, 0, 10, 10)
            frame(width: 10, height: 10) (29, 0, 10, 10)
              Color (29, 0, 10, 10)
          frame(width: 50, height: 5) (0, 18, 50, 5)
            Color (0, 18, 50, 5)
        """) {
            VStack {
                HStack {
                    Color.red.frame(width: 10, height: 10)
                    Color.green.frame(width: 10, height: 10)
                }
                Color.blue.frame(width: 50, height: 5)
            }
        },
        LayoutCase("§1.2 ForEach contributes one subview per element", .unspecified, """
        HStack(spacing: 2) (0, 0, 34, 10)
          frame(width: 10, height: 10) (0, 0, 10, 10)
            Color (0, 0, 10, 10)
          frame(width: 10, height: 10) (12, 0, 10, 10)
            Color (12, 0, 10, 10)
          frame(width: 10, height: 10) (24, 0, 10, 10)
            Color (24, 0, 10, 10)
        """) {
            HStack(spacing: 2) {
                ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
            }
        },
        LayoutCase("§1.2 Group, if-false and EmptyView add no subviews and no gaps", .unspecified, """
        HStack(spacing: 5) (0, 0, 35, 10)
          frame(width: 10, height: 10) (0, 0, 10, 10)
            Color (0, 0, 10, 10)
          frame(width: 10, height: 10) (15, 0, 10, 10)
            Color (15, 0, 10, 10)
          frame(width: 5, height: 10) (30, 0, 5, 10)
            Color (30, 0, 5, 10)
        """) {
            HStack(spacing: 5) {
                EmptyView()
                Group {
                    Color.red.frame(width: 10, height: 10)
                    Color.green.frame(width: 10, height: 10)
                }
                if hidden { Color.gray.frame(width: 99, height: 99) }
                Color.blue.frame(width: 5, height: 10)
            }
        },
        LayoutCase("§1.3 probe P1: negative spacing −10 overlaps", .unspecified, """
        HStack(spacing: -10) (0, 0, 30, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
          frame(width: 20, height: 20) (10, 0, 20, 20)
            Rectangle (10, 0, 20, 20)
        """) {
            HStack(spacing: -10) {
                Rectangle().frame(width: 20, height: 20)
                Rectangle().frame(width: 20, height: 20)
            }
        },
        LayoutCase("§1.3 probe P1: VStack spacing −10", .unspecified, """
        VStack(spacing: -10) (0, 0, 20, 30)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
          frame(width: 20, height: 20) (0, 10, 20, 20)
            Rectangle (0, 10, 20, 20)
        """) {
            VStack(spacing: -10) {
                Rectangle().frame(width: 20, height: 20)
                Rectangle().frame(width: 20, height: 20)
            }
        },
        LayoutCase("§1.3 probe P1: gaps beyond the children give a negative width (−60), unclamped", .unspecified, """
        HStack(spacing: -100) (0, 0, -60, 20)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Rectangle (0, 0, 20, 20)
          frame(width: 20, height: 20) (-80, 0, 20, 20)
            Rectangle (-80, 0, 20, 20)
        """) {
            HStack(spacing: -100) {
                Rectangle().frame(width: 20, height: 20)
                Rectangle().frame(width: 20, height: 20)
            }
        },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }

    /// NaN orders against no priority (it used to stop the stack's grouping loop forever):
    /// it counts as 0, with a warning.
    @Test func nanPriorityCountsAsZero() throws {
        var frames: [(name: String, frame: CGRect)] = []
        let warnings = capturingWarnings {
            frames = layoutFrames(HStack(spacing: 0) { Color.red.layoutPriority(.nan); Color.blue }, proposal: proposal(100, 10))
        }
        #expect(frames.map(\.frame) == layoutFrames(HStack(spacing: 0) { Color.red.layoutPriority(0); Color.blue },
                                                      proposal: proposal(100, 10)).map(\.frame))
        #expect(frames.last?.frame == CGRect(x: 50, y: 0, width: 50, height: 10))
        #expect(warnings.contains { $0.hasPrefix("layoutPriority(nan) has no order among priorities") })
    }

    /// A stack of several spacers probed with an infinite width (a parent stack's largest-size
    /// probe, as for a toolbar group `ShareLink; Spacer(); Text; Spacer(); Button`) answers
    /// infinity and offers infinity to every child after the first spacer, never NaN.
    @Test func anInfiniteOfferStaysInfiniteAfterASpacer() {
        var frames: [(name: String, frame: CGRect)] = []
        let warnings = capturingWarnings {
            frames = layoutFrames(HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                HStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 10)
                    Spacer(minLength: 0)
                    Color.red.frame(width: 30, height: 10)
                    Spacer(minLength: 0)
                }
            }, proposal: proposal(110, 10))
        }
        #expect(warnings.isEmpty)
        #expect(frames.map(\.frame).prefix(6) == [
            CGRect(x: 0, y: 0, width: 110, height: 10), CGRect(x: 0, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 100, height: 10),
            CGRect(x: 10, y: 0, width: 20, height: 10), CGRect(x: 10, y: 0, width: 20, height: 10),
        ])
        #expect(frames.map(\.frame).last == CGRect(x: 85, y: 5, width: 25, height: 0))
    }

    /// A centre-aligned stack of flexible children offered an infinite width (a parent
    /// stack's largest-size probe, as for two linear gauges in a column beside a ring) is
    /// infinitely wide, never NaN (it warned "returned the size nan" and answered 0), so the
    /// column takes the room left in the row.
    @Test func aCentredStackOfInfiniteChildrenIsInfiniteNotNaN() {
        var frames: [(name: String, frame: CGRect)] = []
        let warnings = capturingWarnings {
            frames = layoutFrames(HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                VStack(spacing: 3) {
                    Gauge(value: 0.45) { Text("Wind") }.gaugeStyle(.accessoryLinear)
                    Gauge(value: 0.7) { Text("Rain") }.gaugeStyle(.accessoryLinearCapacity)
                }
            }, proposal: proposal(110, nil))
        }
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(frames.map(\.frame).contains { $0.minX == 10 && $0.width == 100 })
    }
}
