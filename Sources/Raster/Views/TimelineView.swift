// TimelineView.swift · Raster/Views · mirrors SwiftUI TimelineView, TimelineView.Context, TimelineViewDefaultContext (iOS 17)
// Status: Complete — driven by the host's clock: `context.date` is the host's date
// (`ViewHost.date`), and the view updates when `ViewHost.advance(by:)` reaches its next date.

import Foundation
import Combine

/// A view that updates according to a schedule that you provide.
///
/// Mirrors SwiftUI's `TimelineView`. Raster: each time the view updates, it asks its schedule
/// for `entries(from: now, mode: .normal)` and passes the content the latest entry at or
/// before the host's date (the host's date itself when there is none), then schedules its
/// next update on the host's clock at the first entry after now. A host's date starts at
/// 18 September 2023, 16:41:00 UTC (`ViewHost.date`). A schedule that gives 10,000 dates
/// without one after now (one whose dates never advance) stops updating, with a warning,
/// instead of hanging.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Information passed to a timeline view's content callback.
    public struct Context {
        /// A rate at which timeline views can receive updates.
        public enum Cadence: Comparable, Sendable {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// The date from the schedule that triggered the current view update.
        public let date: Date
        /// The rate at which the timeline updates the view (Raster: always `.live`).
        public let cadence: Cadence
    }
}

/// Information passed to a timeline view's content callback.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public typealias Body = Never

    /// Creates a new timeline view that uses the given schedule.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension TimelineView: PrimitiveView, RunsUserClosures where Content: View {
    func update(node: Node, in graph: ViewGraph) {
        let now = graph.currentDate
        let step = TimelineStep(schedule, now: now)
        let wakeUp = node.storage["timeline"] as? TimelineWakeUp ?? TimelineWakeUp()
        node.storage["timeline"] = wakeUp
        wakeUp.schedule(at: step.next, on: graph.hostClock) { [weak graph, weak node] in
            guard let graph, let node else { return }
            node.changes.insert("timeline")
            graph.invalidate(node)
        }
        node.outputs.disappearActions = [{ [weak wakeUp] in wakeUp?.cancel() }]
        node.becomeTransparent(content: content(TimelineViewDefaultContext(date: step.current ?? now, cadence: .live)))
    }
}

/// Where a timeline stands at a date: its latest entry at or before it, and its first
/// entry after it.
struct TimelineStep {
    /// How many entries are read at most: enough for any real schedule started within the
    /// last few hours at 60 a second, few enough to read at once.
    static let maximumEntries = 10_000

    private(set) var current: Date?
    private(set) var next: Date?

    /// Entries this close after now count as now: the host's clock reaches an entry's date
    /// through a sum of seconds, which may round a fraction of a microsecond short.
    static let tolerance: TimeInterval = 1e-6

    init<S: TimelineSchedule>(_ schedule: S, now: Date) {
        var read = 0
        for date in schedule.entries(from: now, mode: .normal) {
            if date.timeIntervalSince(now) > Self.tolerance {
                next = date
                return
            }
            current = date
            read += 1
            if read == Self.maximumEntries {
                warnOnce("TimelineView: the schedule \(strippingGenerics(String(describing: S.self))) gave \(read) dates without one after the current date, so the view is not updated again; give a schedule whose dates advance")
                return
            }
        }
    }
}

/// A timeline view's pending update on the host's clock.
final class TimelineWakeUp {
    private var token: HostClock.Token?

    /// Replaces the pending update with one at `date` (none when nil).
    func schedule(at date: Date?, on clock: HostClock, _ action: @escaping () -> Void) {
        token?.cancel()
        token = date.map { clock.schedule(at: $0.timeIntervalSince(clock.startDate), action) }
    }

    func cancel() {
        token?.cancel()
        token = nil
    }
}
