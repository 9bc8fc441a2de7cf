// TimelineSchedule.swift · Raster/Views · mirrors SwiftUI TimelineSchedule, TimelineScheduleMode, PeriodicTimelineSchedule, EveryMinuteTimelineSchedule, ExplicitTimelineSchedule, AnimationTimelineSchedule (iOS 17)
// Status: Complete — Raster always asks for `.normal` mode (no always-on display).

import Foundation

/// A type that provides a sequence of dates for use as a schedule.
///
/// Mirrors SwiftUI's `TimelineSchedule`: a `TimelineView` updates its content at the
/// moments given by `entries(from:mode:)`, in ascending order.
public protocol TimelineSchedule {
    /// An alias for the timeline schedule update mode.
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// Provides a sequence of dates starting around a given date.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Sendable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate (an always-on display).
    case lowFrequency
}

/// A schedule for updating a timeline view at regular intervals.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    private let start: Date
    private let interval: TimeInterval

    /// Creates a periodic update schedule: `startDate`, then every `interval` seconds.
    ///
    /// Raster: an interval that is not a positive number of seconds gives only `startDate`
    /// (the view is not updated again), with a warning.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        if !(interval.isFinite && interval > 0) {
            warnOnce("TimelineView schedule .periodic(from:by: \(interval)): the interval must be a positive number of seconds; the view shows the start date and is not updated again")
        }
        self.interval = interval
    }

    /// Provides a sequence of periodic dates: from the latest period start at or before
    /// `startDate` (or from the schedule's start, when that is later).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval.isFinite, interval > 0 else { return Entries(upcoming: start, interval: nil) }
        let elapsed = startDate.timeIntervalSince(start)
        let periods = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        return Entries(upcoming: start.addingTimeInterval(periods * interval), interval: interval)
    }

    /// The sequence of dates in a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval?

        public mutating func next() -> Date? {
            defer { upcoming = interval.flatMap { step in upcoming?.addingTimeInterval(step) } }
            return upcoming
        }
    }
}

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates a per-minute update schedule.
    public init() {}

    /// Provides a sequence of per-minute dates starting from the beginning of the minute
    /// that contains `startDate` (Raster: minutes of the reference date's time line, which
    /// every time zone's minutes share).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
    }

    /// The sequence of dates in an every minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(60) }
            return upcoming
        }
    }
}

/// A schedule for updating a timeline view at explicit points in time.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    private let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates (in ascending order).
    public init(_ dates: Entries) { self.dates = dates }

    /// Provides the sequence of dates with which you initialized the schedule.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The interval of a display frame: Raster's hosts draw at most 60 frames a second, the
    /// refresh rate of iPhones without ProMotion.
    static let frameInterval: TimeInterval = 1.0 / 60

    private let minimumInterval: Double?
    private let paused: Bool

    /// Create a pausable schedule of dates updating at a frequency no more quickly than
    /// the provided interval (nil: every frame, 1/60 s); a paused schedule gives no dates.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        if let minimumInterval, !(minimumInterval.isFinite && minimumInterval >= 0) {
            warnOnce("TimelineView schedule .animation(minimumInterval: \(minimumInterval)): the interval must be a non-negative number of seconds; every frame (1/60 s) is used")
        }
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Returns entries at the frequency of the animation schedule: `start`, then every
    /// `max(minimumInterval, 1/60)` seconds; none when paused or in `.lowFrequency` mode.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        guard !paused, mode == .normal else { return Entries(upcoming: nil, interval: Self.frameInterval) }
        let interval = minimumInterval.flatMap { $0.isFinite ? max($0, Self.frameInterval) : nil } ?? Self.frameInterval
        return Entries(upcoming: start, interval: interval)
    }

    /// The sequence of dates within an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming = upcoming?.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A pausable schedule of dates updating at a frequency no more quickly than the
    /// provided interval.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
