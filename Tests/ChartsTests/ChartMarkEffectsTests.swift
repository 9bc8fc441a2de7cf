import Foundation
import Testing
import Raster
@testable import Charts

/// symbolSize(by:), blur, shadow, offset and zIndex on marks, and the integer and decimal
/// plottable types: what each changes in the chart's model and in its pixels.
@Suite struct ChartMarkEffectsTests {
    private func model<C: ChartContent>(_ chart: Chart<C>) -> ChartModel {
        var marks = _ChartMarks()
        chart.content._resolve(into: &marks)
        return ChartModel(marks: marks.all, configuration: ChartConfiguration())
    }

    /// Numbers map linearly onto areas of 16 to 400 square points; a side is the area's root.
    @Test func symbolSizeByMapsNumbersOntoAreas() {
        let chart = Chart {
            ForEach([10.0, 55, 100], id: \.self) { value in
                PointMark(x: .value("X", value), y: .value("Y", 1.0)).symbolSize(by: .value("Size", value))
            }
        }
        let model = model(chart)
        #expect(model.marks.map { model.symbolSize(of: $0) } == [CGSize(width: 4, height: 4),
                                                                 CGSize(width: 208.0.squareRoot(), height: 208.0.squareRoot()),
                                                                 CGSize(width: 20, height: 20)])
        let size = CGSize(width: 200, height: 100)
        let items = model.geometry(in: size).items.suffix(3)
        #expect(items.map { $0.path.boundingRect.width.rounded() } == [4, 14, 20])
    }

    /// Categories step evenly through the areas in the order they first appear; one value, or
    /// an explicit `symbolSize(_:)`, takes precedence as documented.
    @Test func symbolSizeByStepsThroughCategories() {
        let chart = Chart {
            ForEach(["S", "M", "L"], id: \.self) { kind in
                PointMark(x: .value("X", kind), y: .value("Y", 1.0)).symbolSize(by: .value("Kind", kind))
            }
            PointMark(x: .value("X", "XL"), y: .value("Y", 2.0)).symbolSize(CGSize(width: 9, height: 3))
                .symbolSize(by: .value("Kind", "L"))
        }
        let model = model(chart)
        let sides: [CGFloat?] = model.marks.map { model.symbolSize(of: $0)?.width }
        #expect(sides == [4, CGFloat(208).squareRoot(), 20, 9])
        let single = self.model(Chart { PointMark(x: .value("X", 1.0), y: .value("Y", 1.0)).symbolSize(by: .value("S", 7.0)) })
        #expect(single.symbolSize(of: single.marks[0]) == CGSize(width: 208.0.squareRoot(), height: 208.0.squareRoot()))
    }

    /// zIndex reorders drawing (stable for equal values); marks without one keep their order.
    @Test func zIndexOrdersTheMarks() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 20)).zIndex(2)
            BarMark(x: .value("Day", "Tue"), y: .value("Minutes", 10))
            BarMark(x: .value("Day", "Wed"), y: .value("Minutes", 5)).zIndex(-1)
            BarMark(x: .value("Day", "Thu"), y: .value("Minutes", 5))
        }
        #expect(model(chart).drawingOrder == [2, 1, 3, 0])
        #expect(model(Chart { BarMark(x: .value("D", "A"), y: .value("M", 1)); BarMark(x: .value("D", "B"), y: .value("M", 2)) })
            .drawingOrder == [0, 1])
    }

    /// Effects reach the drawn items; opacities multiply, offsets add, the innermost blur and
    /// shadow win, and a negative blur radius warns and is ignored.
    @Test func effectsReachTheDrawnItems() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 20))
                .blur(radius: 3).blur(radius: 8)
                .shadow(color: .red, radius: 2, x: 1, y: 4).shadow(radius: 9)
                .offset(x: 5).offset(CGSize(width: 1, height: -2))
                .opacity(0.5).opacity(0.5)
        }
        let effects = model(chart).geometry(in: CGSize(width: 100, height: 100)).items.last!.effects
        #expect(effects.blurRadius == 3 && effects.opacity == 0.25 && effects.offset == CGSize(width: 6, height: -2))
        #expect(effects.shadow?.color == .red && effects.shadow?.radius == 2 && effects.shadow?.x == 1 && effects.shadow?.y == 4)
        let (bad, warnings) = RasterDiagnostics.capturingWarnings { () -> ChartModel in
            self.model(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 20)).blur(radius: -1) })
        }
        #expect(bad.marks[0].effects.blurRadius == 0)
        #expect(warnings.contains { $0.contains("blur(radius: -1.0) is not a finite, non-negative radius") })
    }

    /// In pixels: an offset moves the bar, a blur softens its edge, a shadow darkens below it.
    @Test func effectsAreDrawn() throws {
        func render(@ChartContentBuilder _ content: () -> ChartContentList) throws -> Pixmap {
            try ImageRenderer(content: Chart(content: content).chartXAxis(.hidden).chartYAxis(.hidden)
                .frame(width: 100, height: 100)).render().pixmap
        }
        let plain = try render { BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 20)) }
        let moved = try render { BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 20)).offset(x: 30) }
        let blurred = try render { BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 20)).blur(radius: 6) }
        let shadowed = try render {
            BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 20)).shadow(color: .black, radius: 0, x: 25, y: 0)
        }
        // The bar spans x 20..<80 of the 100-point plot.
        let blue = PremultipliedRGBA8(r: 0, g: 122, b: 255, a: 255)
        #expect(plain[25, 50] == blue && plain[90, 50].a == 0)
        #expect(moved[25, 50].a == 0 && moved[90, 50] == blue)
        #expect(blurred[50, 50] == blue && blurred[20, 50].a > 0 && blurred[20, 50].a < 255 && blurred[16, 50].a > 0)
        #expect(shadowed[90, 50] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255) && shadowed[50, 50] == blue)
    }

    /// The integer types and Decimal are plottable, as in Swift Charts, and read back.
    @Test func integersAndDecimalsArePlottable() {
        let chart = Chart {
            SectorMark(angle: .value("Share", Decimal(string: "1.5")!))
            SectorMark(angle: .value("Share", UInt8(3)))
            SectorMark(angle: .value("Share", Int16(-2)))
        }
        let (model, warnings) = RasterDiagnostics.capturingWarnings { () -> ChartModel in self.model(chart) }
        #expect(model.marks.count == 2)
        #expect(warnings.contains { $0.contains("SectorMark's angle \"Share\" is negative") })
        #expect(model.sectorAngles()[1]! == (Double.pi * 2 / 3, Double.pi * 2))
        #expect(UInt8.fromPlotValue(.number(300)) == nil && UInt8.fromPlotValue(.number(254.6)) == 255)
        #expect(Int64.fromPlotValue(.number(-7)) == -7 && UInt.fromPlotValue(.number(-1)) == nil)
        #expect(Decimal.fromPlotValue(.number(2.5)) == Decimal(string: "2.5"))
        #expect(Int32.fromPlotValue(.category("3")) == nil)
    }
}
