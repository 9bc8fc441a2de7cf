// TimelineView and its schedules (Views/TimelineView.swift, Views/TimelineSchedule.swift):
// the dates each schedule gives and the dates a timeline view shows as its host's clock moves.
// A host's date starts at HostClock.referenceDate, 2023-09-18 16:41:00 UTC.

import Foundation
import Testing
@testable import Raster

private let start = HostClock.referenceDate

/// The dates a timeline view's content was given, in order (one per update of the view).
private final class ContextLog {
    var dates: [Date] = []

    /// The offsets of the dates from the host's start, seconds.
    var offsets: [TimeInterval] { dates.map { $0.timeIntervalSince(start) } }
}

private struct Timeline<S: TimelineSchedule>: View {
    let schedule: S
    let log: ContextLog

    var body: some View {
        TimelineView(schedule) { context in
            let _ = log.dates.append(context.date)
            Text(context.date.timeIntervalSince(start).description)
        }
    }
}

/// A schedule whose dates never advance: the same date for ever.
private struct StuckSchedule: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Repeated<Date> {
        repeatElement(start, count: .max)
    }
}

private func makeHost<S: TimelineSchedule>(_ schedule: S, _ log: ContextLog) -> ViewHost<Timeline<S>> {
    let host = ViewHost(Timeline(schedule: schedule, log: log), size: CGSize(width: 200, height: 40))
    _ = host.layoutDescription()
    return host
}

@Suite struct TimelineScheduleTests {
    @Test func periodicStartsAtThePeriodAtOrBeforeTheStartDate() {
        let schedule = PeriodicTimelineSchedule(from: start, by: 10)
        let entries = Array(schedule.entries(from: start.addingTimeInterval(25), mode: .normal).prefix(3))
        #expect(entries == [20, 30, 40].map { start.addingTimeInterval($0) })
        let early = Array(schedule.entries(from: start.addingTimeInterval(-5), mode: .normal).prefix(2))
        #expect(early == [start, start.addingTimeInterval(10)])
    }

    @Test func everyMinuteStartsAtTheBeginningOfTheMinute() {
        // Apple's example: a view made at 10:09:38 first shows 10:09:00.
        let made = start.addingTimeInterval(38)
        let entries = Array(EveryMinuteTimelineSchedule().entries(from: made, mode: .normal).prefix(3))
        #expect(entries == [0, 60, 120].map { start.addingTimeInterval($0) })
    }

    @Test func animationStepsByTheMinimumIntervalOrAFrameAndGivesNothingWhenPaused() {
        let slow = Array(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal).prefix(3))
        #expect(slow == [0, 0.5, 1].map { start.addingTimeInterval($0) })
        let fast = Array(AnimationTimelineSchedule(minimumInterval: 0.001).entries(from: start, mode: .normal).prefix(2))
        #expect(fast == [start, start.addingTimeInterval(1.0 / 60)])
        #expect(Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal)).isEmpty)
        #expect(Array(AnimationTimelineSchedule().entries(from: start, mode: .lowFrequency)).isEmpty)
    }
}

@Suite struct TimelineViewTests {
    @Test func periodicUpdatesAtEachPeriodWithThePeriodsDate() {
        let log = ContextLog()
        let host = makeHost(.periodic(from: start, by: 1), log)
        host.advance(by: 2.5)
        #expect(log.offsets == [0, 1, 2])
        #expect(texts(in: host) == ["2.0"])
    }

    @Test func everyMinuteShowsTheStartOfTheMinute() {
        let log = ContextLog()
        let host = makeHost(.everyMinute, log)
        host.advance(by: 150)
        #expect(log.offsets == [0, 60, 120])
    }

    @Test func explicitShowsTheLatestPassedDateAndNowBeforeTheFirst() {
        let log = ContextLog()
        let host = makeHost(.explicit([start.addingTimeInterval(0.5), start.addingTimeInterval(2)]), log)
        host.advance(by: 1)
        host.advance(by: 5)
        #expect(log.offsets == [0, 0.5, 2])
    }

    @Test func animationUpdatesEveryMinimumIntervalAndNotWhenPaused() {
        let log = ContextLog()
        let running = makeHost(.animation(minimumInterval: 0.25, paused: false), log)
        running.advance(by: 1)
        #expect(log.offsets == [0, 0.25, 0.5, 0.75, 1])
        let pausedLog = ContextLog()
        let paused = makeHost(.animation(minimumInterval: nil, paused: true), pausedLog)
        paused.advance(by: 1)
        #expect(pausedLog.offsets == [0])
    }

    @Test func everyFrameIsASixtiethOfASecond() {
        let log = ContextLog()
        let host = makeHost(.animation, log)
        host.advance(by: 0.1)
        #expect(log.dates.count == 7)
    }

    @Test func aScheduleThatNeverAdvancesStopsUpdatingWithAWarning() {
        let log = ContextLog()
        let (host, warnings) = RasterDiagnostics.capturingWarnings { () -> ViewHost<Timeline<StuckSchedule>> in
            let host = makeHost(StuckSchedule(), log)
            host.advance(by: 10)
            return host
        }
        #expect(log.offsets == [0])
        #expect(texts(in: host) == ["0.0"])
        #expect(warnings == ["TimelineView: the schedule StuckSchedule gave 10000 dates without one after the current date, so the view is not updated again; give a schedule whose dates advance"])
    }

    @Test func aPeriodThatIsNotPositiveShowsTheStartOnly() {
        let log = ContextLog()
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            let host = makeHost(.periodic(from: start, by: 0), log)
            host.advance(by: 3)
        }
        #expect(log.offsets == [0])
        #expect(warnings == ["TimelineView schedule .periodic(from:by: 0.0): the interval must be a positive number of seconds; the view shows the start date and is not updated again"])
    }
}
