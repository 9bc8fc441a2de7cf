// ChartViewTests.swift · Tests/Swift6ModeTests · chart code in the Swift 6 language mode: marks,
// their builders and a main-actor model read in a chart's content.

import Foundation
import Testing
import Raster
import Charts

@MainActor final class StepsModel {
    let days: [(name: String, steps: Int)] = [("Mon", 4_200), ("Tue", 6_100), ("Wed", 5_300)]
    var goal: Int { 5_000 }
}

struct GoalLine: ChartContent {
    var goal: Int
    var body: some ChartContent {
        RuleMark(y: .value("Goal", goal)).foregroundStyle(.red)
    }
}

struct StepsChart: View {
    let model: StepsModel

    var body: some View {
        Chart {
            ForEach(model.days, id: \.name) { day in
                BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
                    .annotation(position: .top) { Text("\(day.steps)").font(.caption2) }
            }
            GoalLine(goal: model.goal)
        }
        .chartYAxis { AxisMarks(position: .leading) }
    }
}

@Suite @MainActor struct ChartViewTests {
    @Test func aChartRendersInTheSwift6Mode() throws {
        let image = try ImageRenderer(content: StepsChart(model: StepsModel()).frame(width: 200, height: 120)).render()
        #expect(image.pixmap.width == 200)
    }
}
