import Foundation
import Testing
import Raster
import RasterSnapshotTesting
@testable import Charts

/// Axes, legends, annotations, curves and the chart modifiers (AxisMarks.swift, ChartConfiguration.swift, ChartLayout.swift).
@Suite struct ChartAxisTests {
    func model(_ content: ChartContentList, _ edit: (inout ChartConfiguration) -> Void = { _ in }) -> ChartModel {
        var marks = _ChartMarks()
        content._resolve(into: &marks)
        var configuration = ChartConfiguration()
        edit(&configuration)
        return ChartModel(marks: marks.all, configuration: configuration)
    }

    @ChartContentBuilder var weekBars: ChartContentList {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3_000))
        BarMark(x: .value("Day", "Tue"), y: .value("Steps", 7_500))
    }

    @Test func theDefaultAxesLabelValuesAndCategories() {
        let geometry = model(weekBars).geometry(in: CGSize(width: 200, height: 100))
        #expect(geometry.yLabels.map(\.text) == ["0", "2,000", "4,000", "6,000", "8,000"])
        #expect(geometry.yLabels.map(\.position) == [100, 75, 50, 25, 0])
        #expect(geometry.xLabels.map(\.text) == ["Mon", "Tue"])
        #expect(geometry.xLabels.map(\.position) == [50, 150] && geometry.xLabels.allSatisfy { $0.anchor == .center })
        #expect(!geometry.yLabelsLeading)
        // Five horizontal gridlines, none for the categories, then the two bars.
        #expect(geometry.items.count == 7)
    }

    @Test func axisMarksPickValuesAndWhatIsDrawn() {
        let marks = AxisMarks(values: [0, 5_000]) { value in
            AxisGridLine(stroke: StrokeStyle(lineWidth: 1))
            AxisValueLabel("\(value.index) of \(value.count)")
        }
        let geometry = model(weekBars) {
            $0.yAxisMarks = AxisMarksConfiguration.merged(marks._axisMarks.map(\.configuration))
            $0.xAxisVisibility = .hidden
        }.geometry(in: CGSize(width: 200, height: 100))
        #expect(geometry.yLabels.map(\.text) == ["0 of 2", "1 of 2"])
        #expect(geometry.yLabels.map(\.position) == [100, 37.5])
        #expect(geometry.xLabels.isEmpty)
        #expect(geometry.items.count == 4)
    }

    @Test func aCentredGridLineMovesWithoutItsLabel() {
        let marks = AxisMarks(values: [0, 4_000, 8_000]) { _ in
            AxisGridLine(centered: true)
            AxisValueLabel()
        }
        let geometry = model(weekBars) {
            $0.yAxisMarks = AxisMarksConfiguration.merged(marks._axisMarks.map(\.configuration))
            $0.xAxisVisibility = .hidden
        }.geometry(in: CGSize(width: 200, height: 100))
        // The labels stay at their values (8,000 is the top); the lines sit halfway to the
        // next value (the last one halfway past it, by the step before).
        #expect(geometry.yLabels.map(\.text) == ["0", "4,000", "8,000"])
        #expect(geometry.yLabels.map(\.position) == [100, 50, 0])
        let lines = geometry.items.prefix(3).map { $0.path.boundingRect.minY }
        #expect(lines == [75, 25, -25])
    }

    @Test func aMinimumStrideWidensTheAutomaticStep() {
        func labels(_ values: AxisMarkValues) -> [String] {
            let marks = AxisMarks(values: values)
            return model(weekBars) { $0.yAxisMarks = AxisMarksConfiguration.merged(marks._axisMarks.map(\.configuration)) }
                .geometry(in: CGSize(width: 200, height: 100)).yLabels.map(\.text)
        }
        #expect(labels(.automatic(desiredCount: 8)) == ["0", "1,000", "2,000", "3,000", "4,000", "5,000", "6,000", "7,000", "8,000"])
        // 2,100 is not a nice step: the next nice one above it, 2,500.
        #expect(labels(.automatic(minimumStride: 2_100, desiredCount: 8)) == ["0", "2,500", "5,000", "7,500"])
        // A stride below the automatic step changes nothing.
        #expect(labels(.automatic(minimumStride: 10.0)) == ["0", "2,000", "4,000", "6,000", "8,000"])
        #expect(NiceScale.step(atLeast: 0.3) == 0.5 && NiceScale.step(atLeast: 20) == 20 && NiceScale.step(atLeast: 51) == 100)
    }

    @Test func stridesGivingTooManyValuesWarn() {
        func warnings(_ values: AxisMarkValues) -> [String] {
            let marks = AxisMarks(values: values)
            return RasterDiagnostics.capturingWarnings {
                model(weekBars) { $0.yAxisMarks = AxisMarksConfiguration.merged(marks._axisMarks.map(\.configuration)) }
                    .geometry(in: CGSize(width: 200, height: 100)).yLabels.count
            }.1
        }
        #expect(warnings(.stride(by: 1.0)) == ["Charts: AxisMarks(values: .stride(by: 1.0)) gives more than 1000 values over the "
                                               + "axis's domain; none are drawn (use a larger stride)"])
        #expect(warnings(.automatic(desiredCount: 100_000)) == ["Charts: AxisMarks(values: .automatic(…)) gives more than 1000 "
                                                                + "values over the axis's domain; none are drawn (ask for fewer)"])
        #expect(warnings(.stride(by: 2_000.0)).isEmpty)
        let (_, zero) = RasterDiagnostics.capturingWarnings { AxisMarkValues.stride(by: .day, count: 0) }
        #expect(zero == ["Charts: AxisMarkValues.stride(by: day, count: 0) needs a count of at least 1; 1 is used"])
    }

    @Test func axisValueLabelFormatsWithAFormatStyle() {
        let marks = AxisMarks(position: .leading, values: .stride(by: 4_000)) { _ in
            AxisValueLabel(format: IntegerFormatStyle<Int>.Percent())
        }
        let geometry = model(weekBars) { $0.yAxisMarks = AxisMarksConfiguration.merged(marks._axisMarks.map(\.configuration)) }
            .geometry(in: CGSize(width: 200, height: 100))
        #expect(geometry.yLabelsLeading)
        #expect(geometry.yLabels.count == 3)
    }

    @Test func aPlotDimensionRangePadsTheScale() {
        let padded = model(weekBars) { $0.xRange = .plotDimension(padding: 20); $0.yRange = .plotDimension(startPadding: 10) }
        // 200 points less 20 at each end: two 80-point bands from 20; 110 points less 10 at the
        // bottom: 0…8,000 over the 100 above it, so 3,000 is 37.5 points tall from y = 100.
        #expect(padded.rect(ofBox: 0, size: CGSize(width: 200, height: 110)) == CGRect(x: 36, y: 62.5, width: 48, height: 37.5))
        #expect(padded.geometry(in: CGSize(width: 200, height: 110)).xLabels.map(\.position) == [60, 140])
    }

    @Test func aCategoricalYAxisMakesHorizontalBarsLabelledOnTheLeading() {
        let bars = model(ChartContentList(BarMark(x: .value("Count", 10), y: .value("Fruit", "Apples"))))
        #expect(bars.horizontal == [0])
        let geometry = bars.geometry(in: CGSize(width: 100, height: 50))
        #expect(geometry.yLabelsLeading && geometry.yLabels.map(\.text) == ["Apples"])
        #expect(bars.rect(ofBox: 0, size: CGSize(width: 100, height: 50)) == CGRect(x: 0, y: 10, width: 100, height: 30))
    }

    @Test func barsOverADayUnitSpanTheirDay() {
        let day = Date(timeIntervalSince1970: 1_693_785_600) // Monday 4 September 2023, 00:00 UTC
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let model = model(ChartContentList(parts: (0..<4).map { offset in
            ChartContentList(BarMark(x: .value("Day", day.addingTimeInterval(Double(offset) * 86_400), unit: .day, calendar: calendar),
                                     y: .value("Steps", 10)))
        }))
        // Four days over 400 points: each bar 60% of its 100-point day, centred in it.
        #expect(model.rect(ofBox: 1, size: CGSize(width: 400, height: 100)) == CGRect(x: 120, y: 0, width: 60, height: 100))
        #expect(model.geometry(in: CGSize(width: 400, height: 100)).xLabels.map(\.text) == ["Sep 4", "Sep 5", "Sep 6", "Sep 7"])
    }

    @Test func annotationsGoAboveVerticalBarsAndAfterHorizontalOnes() {
        let annotation = ChartAnnotation(position: .automatic, alignment: .center, spacing: nil, content: AnyView(EmptyView()))
        let bar = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(ChartLayout.annotationOrigin(annotation, size: CGSize(width: 10, height: 8), mark: bar, kind: .bar, horizontal: false)
                == CGPoint(x: 20, y: 8))
        #expect(ChartLayout.annotationOrigin(annotation, size: CGSize(width: 10, height: 8), mark: bar, kind: .bar, horizontal: true)
                == CGPoint(x: 44, y: 36))
        let overlay = ChartAnnotation(position: .overlay, alignment: .top, spacing: nil, content: AnyView(EmptyView()))
        #expect(ChartLayout.annotationOrigin(overlay, size: CGSize(width: 10, height: 8), mark: bar, kind: .bar, horizontal: false)
                == CGPoint(x: 20, y: 20))
    }

    @Test func crowdedLabelsAreThinned() {
        // Labels 30 points wide every 20 points: every second one fits (4 points apart).
        #expect(ChartLayout.labelStride(origins: [0, 20, 40, 60, 80], widths: Array(repeating: 30, count: 5), gap: 4) == 2)
        #expect(ChartLayout.labelStride(origins: [0, 40, 80], widths: [30, 30, 30], gap: 4) == 1)
    }

    @Test func stepsChangeValueWhereTheySay() {
        let points = [CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 0)]
        func elements(_ method: InterpolationMethod) -> String {
            var path = Path()
            ChartCurve.add(points, method: method, to: &path, moveFirst: true)
            return path.description
        }
        #expect(elements(.stepStart) == "M0 10 L0 0 L10 0")
        #expect(elements(.stepEnd) == "M0 10 L10 10 L10 0")
        #expect(elements(.stepCenter) == "M0 10 L5 10 L5 0 L10 0")
        // Monotone through three rising points never dips below the first.
        let tangents = ChartCurve.monotoneTangents([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 1)])
        #expect(tangents[1] == 0 && tangents.allSatisfy { $0 >= 0 })
    }

    @Test func aHiddenLegendIsNotLaidOutAndAScaleMapsStyles() {
        let content = ChartContentList(parts: [
            ChartContentList(BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1)).foregroundStyle(by: .value("Kind", "Walk"))),
            ChartContentList(BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1)).foregroundStyle(by: .value("Kind", "Run"))),
        ])
        let (scaled, warnings) = RasterDiagnostics.capturingWarnings { () -> ChartModel in
            model(content) { $0.styleScale = [(key: "Run", style: AnyShapeStyle(Color.red))] }
        }
        #expect(scaled.legend.map(\.label) == ["Run", "Walk"])
        #expect(warnings == ["Charts: chartForegroundStyleScale has no style for \"Walk\"; it takes the next palette colour"])
    }

    @Test func aStyleDomainOrdersTheLegendAndAMappingStylesIt() {
        let content = ChartContentList(parts: ["Run", "Walk"].map { kind in
            ChartContentList(BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1)).foregroundStyle(by: .value("Kind", kind)))
        })
        let ordered = model(content) { $0.styleDomain = [.category("Walk"), .category("Swim"), .category("Run")] }
        #expect(ordered.legend.map(\.label) == ["Walk", "Swim", "Run"])
        let mapped = model(content) {
            $0.styleMapping = { value in String.fromPlotValue(value) == "Run" ? AnyShapeStyle(Color.red) : nil }
        }
        #expect(mapped.legend.map(\.label) == ["Run", "Walk"])
        let image = try? ImageRenderer(content: Chart(content: { content })
            .chartForegroundStyleScale(mapping: { (kind: String) in kind == "Run" ? Color.red : Color.gray })
            .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
            .frame(width: 100, height: 100)).render()
        // Run stacks first, from the bottom: iOS's system red (255, 59, 48).
        #expect(image?.pixmap[50, 90] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
    }

    struct Customized: View {
        var body: some View {
            VStack(spacing: 20) {
                Chart {
                    ForEach(["Apples", "Pears", "Plums"].indices, id: \.self) { index in
                        BarMark(x: .value("Sold", [24, 13, 31][index]), y: .value("Fruit", ["Apples", "Pears", "Plums"][index]))
                            .foregroundStyle(Color.orange)
                            .annotation(position: .trailing) {
                                Text("\([24, 13, 31][index])").font(.caption2).foregroundStyle(.secondary)
                            }
                    }
                }
                .chartXAxis {
                    AxisMarks(values: .stride(by: 10)) { _ in
                        AxisGridLine()
                        AxisTick()
                        AxisValueLabel()
                    }
                }
                .chartXAxisLabel("Boxes sold")
                .chartLegend(position: .top, alignment: .trailing) {
                    Label("Fruit sold this week", systemImage: "cart").font(.caption).foregroundStyle(.secondary)
                }
                .frame(height: 120)
                Chart {
                    ForEach(0..<8) { hour in
                        LineMark(x: .value("Hour", hour), y: .value("Temperature", [12.0, 11, 11.5, 14, 17, 19, 18.5, 16][hour]))
                            .interpolationMethod(.stepCenter)
                        PointMark(x: .value("Hour", hour), y: .value("Temperature", [12.0, 11, 11.5, 14, 17, 19, 18.5, 16][hour]))
                            .symbolSize(30)
                    }
                }
                .chartYScale(domain: 10...20)
                .chartYAxisLabel("°C")
                .chartPlotStyle { plot in plot.background(Color.blue.opacity(0.08)).border(Color.blue.opacity(0.3), width: 1) }
                .frame(height: 120)
            }
            .padding()
            .frame(width: 300)
            .background(Color(uiColor: .systemBackground))
        }
    }

    /// Thirty days of bars over categories: their labels would overlap, so some are left out.
    struct Month: View {
        var body: some View {
            Chart {
                ForEach(1...30, id: \.self) { day in
                    BarMark(x: .value("Day", "Sep \(day)"), y: .value("Minutes", (day * 37) % 50 + 10))
                }
            }
            .frame(width: 300, height: 120)
            .padding()
            .background(Color(uiColor: .systemBackground))
        }
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func crowdedCategoryLabels(colorScheme: ColorScheme) {
        assertSnapshot(of: Month(), as: .image(layout: .sizeThatFits, scale: 1, colorScheme: colorScheme),
                       named: colorScheme == .dark ? "dark" : "light")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func customizedAxes(colorScheme: ColorScheme) {
        assertSnapshot(of: Customized(), as: .image(layout: .sizeThatFits, scale: 1, colorScheme: colorScheme),
                       named: colorScheme == .dark ? "dark" : "light")
    }
}

/// Each mark is an accessibility element labelled by its values, or by its accessibility modifiers.
@Suite struct ChartAccessibilityTests {
    @Test func marksAreElementsWithTheirValues() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3_000)).foregroundStyle(by: .value("Kind", "Walk"))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 7_500))
                .accessibilityLabel("Tuesday")
                .accessibilityValue("7,500 steps")
                .accessibilityIdentifier("tuesday")
            RuleMark(y: .value("Goal", 5_000)).accessibilityHidden(true)
        }
        let host = ViewHost(chart.frame(width: 200, height: 150), size: CGSize(width: 200, height: 150))
        let description = host.accessibilityDescription()
        #expect(description.contains("element \"Mon, Walk\" value: \"3,000\" (16.5, 70.75, 49.5, 38.25)"))
        #expect(description.contains("\"Tuesday\"") && description.contains("\"7,500 steps\"") && description.contains("tuesday"))
        #expect(!description.contains("Goal"))
    }
}
