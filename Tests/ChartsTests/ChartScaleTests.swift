import Foundation
import Testing
import Raster
@testable import Charts

/// Nice ticks of numeric axes, and date ticks (ChartScale.swift).
@Suite struct ChartScaleTests {
    func ticks(_ lower: Double, _ upper: Double, count: Int = 5) -> [Double] {
        let step = NiceScale.step(lower: lower, upper: upper, desiredCount: count)
        let low = floor(lower / step + 1e-9) * step, high = ceil(upper / step - 1e-9) * step
        return NiceScale.ticks(lower: low, upper: high, step: step)
    }

    @Test func niceTicksStepByOneTwoTwoAndAHalfOrFive() {
        #expect(ticks(0, 100) == [0, 20, 40, 60, 80, 100])
        #expect(ticks(0, 7) == [0, 2, 4, 6, 8])
        #expect(ticks(0, 1) == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(ticks(0, 50) == [0, 10, 20, 30, 40, 50])
        #expect(ticks(0, 12) == [0, 2.5, 5, 7.5, 10, 12.5])
        #expect(ticks(-30, 45) == [-40, -20, 0, 20, 40, 60])
        #expect(ticks(0, 0.3) == [0, 0.1, 0.2, 0.3])
        #expect(ticks(0, 2300) == [0, 500, 1000, 1500, 2000, 2500])
    }

    @Test func labelsUseGroupingAndTheStepsDecimals() {
        let locale = Locale(identifier: "en_US")
        #expect(NiceScale.label(2500, step: 500, locale: locale) == "2,500")
        #expect(NiceScale.label(7.5, step: 2.5, locale: locale) == "7.5")
        #expect(NiceScale.label(10, step: 2.5, locale: locale) == "10")
        #expect(NiceScale.label(0.25, step: 0.05, locale: locale) == "0.25")
    }

    @Test func aBarChartsDomainIncludesZeroAndRoundsOut() {
        let marks = [("A", 12.0), ("B", 47.0), ("C", 31.0)].map { BarMark(x: .value("Name", $0.0), y: .value("Value", $0.1)).mark }
        let model = ChartModel(marks: marks, configuration: ChartConfiguration())
        #expect(model.y?.lower == 0 && model.y?.upper == 50)
        #expect(model.y?.ticks.map(\.label) == ["0", "10", "20", "30", "40", "50"])
        #expect(model.x?.categories == ["A", "B", "C"])
    }

    @Test func aGivenDomainIsUsedAsIs() {
        let marks = [LineMark(x: .value("Day", 1), y: .value("Value", 72.0)).mark, LineMark(x: .value("Day", 2), y: .value("Value", 80.0)).mark]
        var configuration = ChartConfiguration()
        configuration.yDomain = (60...90)._chartDomain.domain
        let model = ChartModel(marks: marks, configuration: configuration)
        #expect(model.y?.lower == 60 && model.y?.upper == 90)
        #expect(model.y?.ticks.map(\.value) == [60, 70, 80, 90])
    }

    @Test func anInvertedOrEmptyDomainWarnsAndIsRepaired() {
        let marks = [PointMark(x: .value("X", 1.0), y: .value("Y", 2.0)).mark]
        var configuration = ChartConfiguration()
        configuration.yDomain = ChartDomain(storage: .range(.number(10), .number(0)))
        configuration.xDomain = ChartDomain(storage: .range(.number(3), .number(3)))
        let (model, warnings) = RasterDiagnostics.capturingWarnings { ChartModel(marks: marks, configuration: configuration) }
        #expect(model.y?.lower == 0 && model.y?.upper == 10)
        #expect(model.x?.lower == 3 && model.x?.upper == 4)
        #expect(warnings.contains { $0.contains("chartYScale(domain: 10 ... 0) is inverted") })
        #expect(warnings.contains { $0.contains("chartXScale(domain:) is empty") })
    }

    @Test func dateTicksFallOnWholeDays() {
        let start = Date(timeIntervalSince1970: 1_764_547_200) // 2025-12-01 00:00 UTC
        let ticks = DateScale.ticks(lower: start.timeIntervalSinceReferenceDate, upper: start.timeIntervalSinceReferenceDate + 7 * 86_400,
                                    desiredCount: 8, calendar: ChartModel.utcCalendar, locale: Locale(identifier: "en_US"))
        #expect(ticks.map(\.label) == ["Dec 1", "Dec 2", "Dec 3", "Dec 4", "Dec 5", "Dec 6", "Dec 7"])
        let months = DateScale.ticks(lower: start.timeIntervalSinceReferenceDate, upper: start.timeIntervalSinceReferenceDate + 200 * 86_400,
                                     desiredCount: 8, calendar: ChartModel.utcCalendar, locale: Locale(identifier: "en_US"))
        #expect(months.map(\.label) == ["Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun"])
    }
}
