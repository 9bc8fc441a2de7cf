import Foundation
import Testing
import Raster
import RasterSnapshotTesting
@testable import Charts

struct Sale: Identifiable {
    var month: String
    var amount: Double
    var product: String = "Coffee"
    var id: String { month + product }
}

/// Charts drawn as iOS draws them: frames, stacks, legends, pixels and snapshots.
@Suite struct ChartTests {
    static let sales = [Sale(month: "Jan", amount: 12), Sale(month: "Feb", amount: 47), Sale(month: "Mar", amount: 31)]

    /// The chart's model with the default configuration (as a chart with no chart modifiers has).
    func model<C: ChartContent>(_ chart: Chart<C>) -> ChartModel {
        var marks = _ChartMarks()
        chart.content._resolve(into: &marks)
        return ChartModel(marks: marks.all, configuration: ChartConfiguration())
    }

    @Test func barsFillTheirBandsFromZero() {
        let chart = Chart(Self.sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)) }
        let model = model(chart)
        // A 300 × 100 plot: three 100-point bands, bars 60 wide; 0…50 over 100 points.
        #expect(model.rect(ofBox: 0, size: CGSize(width: 300, height: 100)) == CGRect(x: 20, y: 76, width: 60, height: 24))
        let second = model.rect(ofBox: 1, size: CGSize(width: 300, height: 100))!
        #expect(second.minX == 120 && abs(second.minY - 6) < 1e-9 && second.width == 60 && second.maxY == 100)
    }

    @Test func barsOfOneCategoryStack() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 20)).foregroundStyle(by: .value("Kind", "Walk"))
            BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 10)).foregroundStyle(by: .value("Kind", "Run"))
            BarMark(x: .value("Day", "Tue"), y: .value("Minutes", 5)).foregroundStyle(by: .value("Kind", "Walk"))
        }
        let model = model(chart)
        #expect(model.stacked[0]! == (0, 20) && model.stacked[1]! == (20, 30) && model.stacked[2]! == (0, 5))
        #expect(model.y?.upper == 30)
        #expect(model.legend.map(\.label) == ["Walk", "Run"])
        #expect(model.legend.map(\.symbol) == [.circle, .circle])
    }

    @Test func symbolByGivesTheLegendItsShapes() {
        let chart = Chart {
            ForEach(["Walk", "Run"], id: \.self) { kind in
                PointMark(x: .value("Day", "Mon"), y: .value("Minutes", 20))
                    .foregroundStyle(by: .value("Kind", kind))
                    .symbol(by: .value("Kind", kind))
            }
        }
        #expect(model(chart).legend.map(\.symbol) == [.circle, .square])
        let symbolsOnly = Chart {
            PointMark(x: .value("Day", "Mon"), y: .value("Minutes", 20)).symbol(by: .value("Kind", "A"))
            PointMark(x: .value("Day", "Tue"), y: .value("Minutes", 20)).symbol(by: .value("Kind", "B"))
        }
        #expect(model(symbolsOnly).legend.map(\.label) == ["A", "B"] && model(symbolsOnly).legend.map(\.symbol) == [.circle, .square])
    }

    @Test func positionByGroupsBarsSideBySide() {
        let chart = Chart {
            ForEach(["A", "B"], id: \.self) { product in
                BarMark(x: .value("Month", "Jan"), y: .value("Sales", 10)).position(by: .value("Product", product))
            }
        }
        let model = model(chart)
        let size = CGSize(width: 100, height: 100)
        #expect(model.rect(ofBox: 0, size: size) == CGRect(x: 20, y: 0, width: 30, height: 100))
        #expect(model.rect(ofBox: 1, size: size) == CGRect(x: 50, y: 0, width: 30, height: 100))
    }

    @Test func pointsSitAtTheirValues() {
        let chart = Chart {
            PointMark(x: .value("X", 2.0), y: .value("Y", 5.0))
            PointMark(x: .value("X", 10.0), y: .value("Y", 10.0))
        }
        let model = model(chart)
        #expect(model.center(ofPoint: 0, size: CGSize(width: 100, height: 100)) == CGPoint(x: 20, y: 50))
        #expect(model.center(ofPoint: 1, size: CGSize(width: 100, height: 100)) == CGPoint(x: 100, y: 0))
    }

    @Test func sectorsShareTheTurnFromTwelveOClock() {
        let chart = Chart {
            SectorMark(angle: .value("Share", 1)).foregroundStyle(by: .value("Kind", "A"))
            SectorMark(angle: .value("Share", 3)).foregroundStyle(by: .value("Kind", "B"))
        }
        let angles = model(chart).sectorAngles()
        #expect(angles[0]! == (0, Double.pi / 2))
        #expect(abs(angles[1]!.1 - 2 * Double.pi) < 1e-12)
    }

    @Test func badValuesWarnAndAreNotDrawn() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Minutes", Double.nan))
            SectorMark(angle: .value("Share", -2))
            BarMark(x: .value("Day", "Tue"), y: .value("Minutes", 4))
        }
        let (model, warnings) = RasterDiagnostics.capturingWarnings { () -> ChartModel in self.model(chart) }
        #expect(model.marks.count == 1)
        #expect(warnings.contains { $0.contains("\"Minutes\" is nan") })
        #expect(warnings.contains { $0.contains("SectorMark's angle \"Share\" is negative") })
    }

    @Test func anEmptyChartDrawsNothingAndDoesNotCrash() throws {
        let empty: [Sale] = []
        let image = try ImageRenderer(content: Chart(empty) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)) }
            .frame(width: 100, height: 100)).render()
        #expect(image.pixmap.width == 100)
    }

    @Test func theFirstBarIsThePalettesBlue() throws {
        let chart = Chart(Self.sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)) }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            .frame(width: 300, height: 100)
        let image = try ImageRenderer(content: chart).render()
        // iOS's system blue (0, 122, 255) in the middle of the second bar; white between bars.
        #expect(image.pixmap[150, 50] == PremultipliedRGBA8(r: 0, g: 122, b: 255, a: 255))
        #expect(image.pixmap[100, 50].a == 0)
    }

    static let activity: [(day: String, kind: String, minutes: Double)] = [
        ("Mon", "Walk", 32), ("Mon", "Run", 12), ("Tue", "Walk", 18), ("Tue", "Run", 25), ("Wed", "Walk", 40),
        ("Wed", "Run", 0), ("Thu", "Walk", 22), ("Thu", "Run", 30), ("Fri", "Walk", 15), ("Fri", "Run", 8),
    ]

    struct Gallery: View {
        var body: some View {
            VStack(spacing: 16) {
                Chart {
                    ForEach(ChartTests.activity.indices, id: \.self) { index in
                        let entry = ChartTests.activity[index]
                        BarMark(x: .value("Day", entry.day), y: .value("Minutes", entry.minutes))
                            .foregroundStyle(by: .value("Activity", entry.kind))
                    }
                    RuleMark(y: .value("Goal", 45)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                }
                .frame(height: 160)
                Chart {
                    ForEach(ChartTests.activity.indices, id: \.self) { index in
                        let entry = ChartTests.activity[index]
                        LineMark(x: .value("Day", entry.day), y: .value("Minutes", entry.minutes))
                            .foregroundStyle(by: .value("Activity", entry.kind))
                            .symbol(by: .value("Activity", entry.kind))
                            .interpolationMethod(.catmullRom)
                    }
                }
                .frame(height: 140)
                Chart {
                    SectorMark(angle: .value("Share", 45), innerRadius: .ratio(0.6), angularInset: 1.5).foregroundStyle(by: .value("Kind", "Food"))
                    SectorMark(angle: .value("Share", 30), innerRadius: .ratio(0.6), angularInset: 1.5).foregroundStyle(by: .value("Kind", "Rent"))
                    SectorMark(angle: .value("Share", 25), innerRadius: .ratio(0.6), angularInset: 1.5).foregroundStyle(by: .value("Kind", "Fun"))
                }
                .frame(height: 140)
            }
            .padding()
            .frame(width: 320)
            .background(Color(uiColor: .systemBackground))
        }
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func barLineAndDonut(colorScheme: ColorScheme) {
        assertSnapshot(of: Gallery(), as: .image(layout: .sizeThatFits, scale: 1, colorScheme: colorScheme),
                       named: colorScheme == .dark ? "dark" : "light")
    }
}
