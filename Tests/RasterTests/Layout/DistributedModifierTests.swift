// DistributedModifierTests.swift · RasterTests/Layout · a modifier applied to several views applies to each of them
// In SwiftUI a modifier on a `Group`, `ForEach`, tuple or conditional content is applied to
// every view it contains: each becomes its own unit of the enclosing layout.

import Foundation
import Testing
@testable import Raster

private final class Counter {
    var appeared = 0
    var disappeared = 0
    var taps: [Int] = []
}

@Observable private final class RowCount {
    var rows = 3
}

private struct CountedRows: View {
    var model: RowCount
    let counter: Counter
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<model.rows, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
                .onAppear { counter.appeared += 1 }
                .onDisappear { counter.disappeared += 1 }
        }
    }
}

@Observable private final class Shown {
    var on = false
}

/// Two red squares side by side that a modifier on their group makes two units.
private struct FadingPair: View {
    var model: Shown
    var body: some View {
        HStack(spacing: 0) {
            if model.on {
                Group {
                    Color.red.frame(width: 20, height: 20)
                    Color.red.frame(width: 20, height: 20)
                }
                .padding(0)
            }
        }
    }
}

/// Whether `pixel` is the system red at `opacity` over the white window, within the
/// compositor's rounding (one level per channel).
private func isRedOverWhite(_ pixel: RGBA8, _ opacity: Double) -> Bool {
    func near(_ value: UInt8, _ c: Double) -> Bool { abs(Double(value) - (c * opacity + 255 * (1 - opacity))) <= 1 }
    return pixel.r == 255 && near(pixel.g, 59) && near(pixel.b, 48) && pixel.a == 255
}

@Suite struct DistributedModifierTests {
    @Test func paddingOnAGroupPadsEachViewOfAnHStack() {
        let a = BodyText.size("a"), b = BodyText.size("b")
        let dump = layoutDump(HStack(spacing: 0) { Group { Text("a"); Text("b") }.padding() }, proposal: .unspecified)
        let height = max(a.height, b.height) + 32
        let expected = """
        HStack(spacing: 0) (0, 0, \(formatPoints(a.width + b.width + 64)), \(formatPoints(height)))
          padding(16) (0, \(formatPoints((height - a.height - 32) / 2)), \(formatPoints(a.width + 32)), \(formatPoints(a.height + 32)))
            Text("a") (16, \(formatPoints((height - a.height) / 2)), \(formatPoints(a.width)), \(formatPoints(a.height)))
          padding(16) (\(formatPoints(a.width + 32)), \(formatPoints((height - b.height - 32) / 2)), \(formatPoints(b.width + 32)), \(formatPoints(b.height + 32)))
            Text("b") (\(formatPoints(a.width + 48)), \(formatPoints((height - b.height) / 2)), \(formatPoints(b.width)), \(formatPoints(b.height)))
        """
        #expect(dump == expected)
    }

    @Test func paddingOnForEachMakesOneUnitPerElement() {
        let dump = layoutDump(VStack {
            ForEach(0..<3) { _ in Color.red.frame(width: 10, height: 10) }.padding(5)
        }, proposal: .unspecified)
        // Three 20-point units with the default 8 points between them.
        #expect(dump == """
        VStack (0, 0, 20, 76)
          padding(5) (0, 0, 20, 20)
            frame(width: 10, height: 10) (5, 5, 10, 10)
              Color (5, 5, 10, 10)
          padding(5) (0, 28, 20, 20)
            frame(width: 10, height: 10) (5, 33, 10, 10)
              Color (5, 33, 10, 10)
          padding(5) (0, 56, 20, 20)
            frame(width: 10, height: 10) (5, 61, 10, 10)
              Color (5, 61, 10, 10)
        """)
    }

    @Test func frameGivesEachViewItsOwnFrame() {
        let dump = layoutDump(HStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 20)
            }
            .frame(width: 50)
        }, proposal: .unspecified)
        #expect(dump == """
        HStack(spacing: 0) (0, 0, 100, 20)
          frame(width: 50) (0, 5, 50, 10)
            frame(width: 10, height: 10) (20, 5, 10, 10)
              Color (20, 5, 10, 10)
          frame(width: 50) (50, 0, 50, 20)
            frame(width: 20, height: 20) (65, 0, 20, 20)
              Color (65, 0, 20, 20)
        """)
    }

    @Test func conditionalContentInAGroupTakesTheModifier() {
        func dump(_ flag: Bool) -> String {
            layoutDump(VStack(spacing: 0) {
                Group {
                    if flag { Color.red.frame(width: 10, height: 10) } else { Color.blue.frame(width: 20, height: 20) }
                    Color.green.frame(width: 30, height: 30)
                }
                .padding(1)
            }, proposal: .unspecified)
        }
        #expect(dump(true) == """
        VStack(spacing: 0) (0, 0, 32, 44)
          padding(1) (10, 0, 12, 12)
            frame(width: 10, height: 10) (11, 1, 10, 10)
              Color (11, 1, 10, 10)
          padding(1) (0, 12, 32, 32)
            frame(width: 30, height: 30) (1, 13, 30, 30)
              Color (1, 13, 30, 30)
        """)
        #expect(dump(false) == """
        VStack(spacing: 0) (0, 0, 32, 54)
          padding(1) (5, 0, 22, 22)
            frame(width: 20, height: 20) (6, 1, 20, 20)
              Color (6, 1, 20, 20)
          padding(1) (0, 22, 32, 32)
            frame(width: 30, height: 30) (1, 23, 30, 30)
              Color (1, 23, 30, 30)
        """)
    }

    @Test func nestedGroupsApplyBothModifiersToEachView() {
        let dump = layoutDump(HStack(spacing: 0) {
            Group {
                Group {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
                .padding(2)
                Color.green.frame(width: 10, height: 10)
            }
            .padding(3)
        }, proposal: .unspecified)
        #expect(dump == """
        HStack(spacing: 0) (0, 0, 56, 20)
          padding(3) (0, 0, 20, 20)
            padding(2) (3, 3, 14, 14)
              frame(width: 10, height: 10) (5, 5, 10, 10)
                Color (5, 5, 10, 10)
          padding(3) (20, 0, 20, 20)
            padding(2) (23, 3, 14, 14)
              frame(width: 10, height: 10) (25, 5, 10, 10)
                Color (25, 5, 10, 10)
          padding(3) (40, 2, 16, 16)
            frame(width: 10, height: 10) (43, 5, 10, 10)
              Color (43, 5, 10, 10)
        """)
    }

    @Test func aModifierOnAGridRowAppliesToEachCellInItsRow() {
        let dump = layoutDump(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            .padding(1)
            GridRow { Color.green.frame(width: 20, height: 10) }
        }, proposal: .unspecified)
        // Column 0 is as wide as the green view (20), column 1 as the padded blue cell (12).
        #expect(dump == """
        Grid(horizontalSpacing: 0, verticalSpacing: 0) (0, 0, 32, 22)
          padding(1) (4, 0, 12, 12)
            frame(width: 10, height: 10) (5, 1, 10, 10)
              Color (5, 1, 10, 10)
          padding(1) (20, 0, 12, 12)
            frame(width: 10, height: 10) (21, 1, 10, 10)
              Color (21, 1, 10, 10)
          frame(width: 20, height: 10) (0, 12, 20, 10)
            Color (0, 12, 20, 10)
        """)
    }

    @Test func theWindowRootStillStacksSeveralTopLevelViews() {
        let dump = layoutDump(Group {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 20)
        }, proposal: .unspecified)
        #expect(dump == """
        VStack (0, 0, 20, 38)
          frame(width: 10, height: 10) (5, 0, 10, 10)
            Color (5, 0, 10, 10)
          frame(width: 20, height: 20) (0, 18, 20, 20)
            Color (0, 18, 20, 20)
        """)
    }

    @Test func aDrawingEffectAppliesToEachView() throws {
        let image = try renderView(HStack(spacing: 0) {
            Group {
                pureRed.frame(width: 10, height: 10)
                pureBlue.frame(width: 10, height: 10)
            }
            .padding(5)
            .opacity(0.5)
        })
        #expect(image.width == 40 && image.height == 20)
        #expect(image[2, 10] == transparent)
        #expect(image[10, 10] == rgba(255, 0, 0, 0.5))
        #expect(image[19, 10] == transparent)
        #expect(image[21, 10] == transparent)
        #expect(image[30, 10] == rgba(0, 0, 255, 0.5))
    }

    @Test func onAppearRunsOncePerViewAndOnDisappearForEachRemovedView() {
        let counter = Counter(), model = RowCount()
        let host = ViewHost(CountedRows(model: model, counter: counter), size: CGSize(width: 10, height: 30))
        _ = host.render()
        #expect(counter.appeared == 3)
        #expect(counter.disappeared == 0)
        model.rows = 1
        _ = host.render()
        #expect(counter.disappeared == 2)
        model.rows = 4
        _ = host.render()
        #expect(counter.appeared == 6)
        #expect(counter.disappeared == 2)
    }

    @Test func eachViewFadesInAndOutWithTheModifiedGroup() {
        let model = Shown()
        let host = ViewHost(FadingPair(model: model), size: CGSize(width: 40, height: 20))
        _ = host.render()
        withAnimation(.linear(duration: 1)) { model.on = true }
        host.advance(by: 0.5)
        var image = host.render()
        #expect(isRedOverWhite(image[10, 10], 0.5))
        #expect(image[30, 10] == image[10, 10])
        host.advance(by: 0.5)
        withAnimation(.linear(duration: 1)) { model.on = false }
        _ = host.render()
        host.advance(by: 0.25)
        image = host.render()
        #expect(isRedOverWhite(image[10, 10], 0.75))
        #expect(image[30, 10] == image[10, 10])
        host.advance(by: 0.75)
        image = host.render()
        #expect(image[10, 10] == opaqueWhite && image[30, 10] == opaqueWhite)
    }

    @Test func aTapHandlerOnAGroupHitsEachView() {
        let counter = Counter()
        let host = ViewHost(HStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            .onTapGesture { counter.taps.append(counter.taps.count) }
        }, size: CGSize(width: 20, height: 10))
        #expect(host.tap(at: CGPoint(x: 5, y: 5)))
        #expect(host.tap(at: CGPoint(x: 15, y: 5)))
        #expect(counter.taps == [0, 1])
    }
}
