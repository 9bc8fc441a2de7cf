import Foundation
import Testing
import Raster
import Charts
import RasterSnapshotTesting

// Chart code as Apple's documentation and common apps write it, compiled against Raster with
// only `import SwiftUI` changed: these views must type-check and draw without warnings.

struct ToyShape: Identifiable {
    var color: String
    var type: String
    var count: Double
    var id = UUID()
}

enum Weekday: String, Plottable, CaseIterable {
    case mon = "Mon", tue = "Tue", wed = "Wed"
}

struct StackedToyShapes: View {
    let data: [ToyShape] = [
        .init(color: "Green", type: "Cube", count: 2), .init(color: "Green", type: "Sphere", count: 0),
        .init(color: "Purple", type: "Cube", count: 1), .init(color: "Purple", type: "Pyramid", count: 1),
        .init(color: "Pink", type: "Sphere", count: 2), .init(color: "Yellow", type: "Pyramid", count: 3),
    ]

    var body: some View {
        Chart {
            ForEach(data) { shape in
                BarMark(x: .value("Shape Type", shape.type), y: .value("Total Count", shape.count))
                    .foregroundStyle(by: .value("Shape Color", shape.color))
            }
        }
        .chartForegroundStyleScale(["Green": .green, "Purple": .purple, "Pink": .pink, "Yellow": .yellow])
    }
}

struct WeeklySteps: View {
    let days: [(date: Date, steps: Int)] = (0..<7).map { (Date(timeIntervalSince1970: 1_693_785_600 + Double($0) * 86_400), 4_000 + $0 * 900) }
    var showAverage = true

    var body: some View {
        Chart {
            ForEach(days, id: \.date) { day in
                BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                    .foregroundStyle(.pink.gradient)
                    .cornerRadius(4)
            }
            if showAverage {
                RuleMark(y: .value("Average", 6_700))
                    .foregroundStyle(.secondary)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [5]))
                    .annotation(position: .top, alignment: .trailing) {
                        Text("avg").font(.caption)
                    }
            }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
            }
        }
        .chartYAxis { AxisMarks(position: .leading) }
        .chartLegend(.hidden)
    }
}

struct Temperatures: View {
    var body: some View {
        Chart {
            ForEach(Weekday.allCases, id: \.self) { day in
                LineMark(x: .value("Day", day), y: .value("High", day == .tue ? 21.5 : 18), series: .value("Kind", "High"))
                    .symbol(.circle)
                    .symbolSize(40)
                    .interpolationMethod(.monotone)
                    .alignsMarkStylesWithPlotArea()
                LineMark(x: .value("Day", day), y: .value("Low", day == .tue ? 11.0 : 9), series: .value("Kind", "Low"))
                    .foregroundStyle(.blue)
                    .opacity(0.6)
            }
            PointMark(x: .value("Day", Weekday.wed), y: .value("Now", 15))
                .symbol(by: .value("Kind", "Now"))
        }
        .chartYScale(domain: .automatic(includesZero: false))
        .chartYAxis {
            AxisMarks(values: .automatic(minimumStride: 2, desiredCount: 4)) { value in
                AxisGridLine()
                AxisTick()
                AxisValueLabel {
                    if let degrees = value.as(Double.self) { Text("\(Int(degrees))°") }
                }
            }
        }
        .chartXAxisLabel("Day", position: .bottom, alignment: .center)
        .chartLegend(position: .top, alignment: .leading, spacing: 8)
    }
}

struct Budget: View {
    let parts: [(name: String, value: Double)] = [("Rent", 1_200), ("Food", 450), ("Fun", 200)]

    var body: some View {
        Chart(parts, id: \.name) { part in
            SectorMark(angle: .value("Amount", part.value), innerRadius: .ratio(0.618), angularInset: 1.5)
                .cornerRadius(5)
                .foregroundStyle(by: .value("Category", part.name))
                .annotation(position: .overlay) { Text(part.name).font(.caption2).foregroundStyle(.white) }
        }
        .chartPlotStyle { plot in plot.frame(height: 160) }
    }
}

struct Ranges: View {
    var body: some View {
        Chart {
            RectangleMark(xStart: .value("Start", 1), xEnd: .value("End", 4), yStart: .value("Low", 2), yEnd: .value("High", 5))
                .foregroundStyle(.green.opacity(0.2))
            AreaMark(x: .value("X", 1), yStart: .value("Low", 1), yEnd: .value("High", 3))
            AreaMark(x: .value("X", 5), yStart: .value("Low", 2), yEnd: .value("High", 6))
            BarMark(xStart: .value("Start", 2), xEnd: .value("End", 3), y: .value("Task", "Design"))
            RuleMark(x: .value("Now", 3.5))
            BarMark(x: .value("Q", "Q1"), y: .value("Sales", 5), stacking: .normalized)
        }
        .chartXScale(domain: 0...6)
        .chartXAxis(.hidden)
        .chartYAxis(.visible)
    }
}

@Suite struct ChartSourceCompatibilityTests {
    @Test func documentationChartsCompileAndDraw() throws {
        let views: [AnyView] = [AnyView(StackedToyShapes()), AnyView(WeeklySteps()), AnyView(Temperatures()), AnyView(Budget())]
        let (_, warnings) = try RasterDiagnostics.capturingWarnings {
            for view in views { _ = try ImageRenderer(content: view.frame(width: 320, height: 240)).render() }
        }
        #expect(warnings == [])
    }

    @Test func mixingKindsOnAnAxisWarns() throws {
        let (_, warnings) = try RasterDiagnostics.capturingWarnings {
            _ = try ImageRenderer(content: Ranges().frame(width: 200, height: 100)).render()
        }
        #expect(warnings == ["Charts: the x axis mixes numbers, categories and dates; values not of the kind of the first are not drawn",
                             "Charts: the y axis mixes numbers, categories and dates; values not of the kind of the first are not drawn"])
    }

    struct Documentation: View {
        var body: some View {
            VStack(spacing: 16) {
                StackedToyShapes().frame(height: 150)
                WeeklySteps().frame(height: 150)
                Temperatures().frame(height: 170)
                Budget()
            }
            .padding()
            .frame(width: 320)
            .background(Color(uiColor: .systemBackground))
        }
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func documentationCharts(colorScheme: ColorScheme) {
        assertSnapshot(of: Documentation(), as: .image(layout: .sizeThatFits, scale: 1, colorScheme: colorScheme),
                       named: colorScheme == .dark ? "dark" : "light")
    }
}
