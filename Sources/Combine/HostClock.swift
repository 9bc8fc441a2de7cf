// HostClock.swift · Combine · the seam through which a Raster host's clock drives main-queue schedulers and timers (Raster's own)
// Status: Complete.
//
// Combine's time-based parts (`Timer.publish`, `debounce`, `throttle`, `delay`,
// `receive(on:)`) schedule work on `DispatchQueue.main` or `RunLoop.main`, which run in real
// time. In Raster a view's frames must depend only on the host's clock, which moves only
// when a test advances it. So a `ViewGraph` owns a `HostClock`, and while the graph runs
// user code (updates, actions, tap handlers, the host's clock steps) it binds the clock to
// the task-local `HostClock.current`. Scheduling on the main queue or main run loop then
// adds an entry to that clock instead of the real queue, and `ViewHost.advance(by:)` runs
// the entries in time order, moving the host's time to each one's due time first.
// Outside a host (no `current` clock) the schedulers and timers use the real queue and run loop.

import Foundation

/// A manually advanced clock and its queue of scheduled actions.
///
/// Time is seconds since the clock was made (a host's `time`); `startDate` is the date at
/// time 0. Entries due at the same time run in the order they were scheduled.
package final class HostClock {
    /// The clock bound while a host runs user code, if any.
    @TaskLocal package static var current: HostClock?

    /// The date at time 0 of every host: Monday 18 September 2023, 16:41:00 UTC (9:41 in
    /// Cupertino on the day iOS 17 was released), so that time-dependent views render the
    /// same on every run and machine.
    package static let referenceDate = Date(timeIntervalSince1970: 1_695_055_260)

    /// The date at time 0.
    package let startDate: Date
    /// Seconds since the clock was made.
    package private(set) var time: TimeInterval = 0
    private var entries: [Entry] = []
    private var serial = 0
    private let lock = NSLock()

    /// An action to run at `due`; a repeating one runs again every `interval` seconds after
    /// its first due time.
    private struct Entry {
        var due: TimeInterval
        let serial: Int
        let first: TimeInterval
        let interval: TimeInterval?
        var firings = 0
        let token: Token
        let action: () -> Void
    }

    /// Cancels its entry when cancelled.
    package final class Token: Cancellable {
        fileprivate weak var clock: HostClock?
        fileprivate var isCancelled = false

        package func cancel() {
            isCancelled = true
            clock?.remove(self)
        }
    }

    package init(startDate: Date = HostClock.referenceDate) {
        self.startDate = startDate
    }

    /// The current date: `startDate` plus `time`.
    package var date: Date { startDate.addingTimeInterval(time) }

    /// Schedules `action` at time `due` (not before now), repeating every `interval` seconds
    /// when one is given (a positive, finite interval).
    @discardableResult
    package func schedule(at due: TimeInterval, every interval: TimeInterval? = nil,
                          _ action: @escaping () -> Void) -> Token {
        let token = Token()
        token.clock = self
        lock.lock(); defer { lock.unlock() }
        let due = max(due.isFinite ? due : time, time)
        serial += 1
        entries.append(Entry(due: due, serial: serial, first: due, interval: interval, token: token, action: action))
        return token
    }

    /// The due time of the earliest entry, if any.
    package var nextDueTime: TimeInterval? {
        lock.lock(); defer { lock.unlock() }
        return entries.map(\.due).min()
    }

    /// Whether an entry is due at the current time.
    package var hasDueEntries: Bool { nextDueTime.map { $0 <= time } ?? false }

    /// Moves the clock to `newTime` (never backwards).
    package func move(to newTime: TimeInterval) {
        lock.lock(); defer { lock.unlock() }
        time = max(time, newTime)
    }

    /// Runs the entries due at or before the current time, earliest first, each once (a
    /// repeating entry is rescheduled to its next due time after the current time, so the
    /// firings it missed are skipped, as a late run loop skips a repeating timer's).
    /// Entries they schedule for now wait for the next call. Returns whether any ran.
    @discardableResult
    package func runDueEntries() -> Bool {
        lock.lock()
        let now = time
        let due = entries.filter { $0.due <= now }.sorted { ($0.due, $0.serial) < ($1.due, $1.serial) }
        let ran = Set(due.map { ObjectIdentifier($0.token) })
        entries = entries.compactMap { entry in
            guard ran.contains(ObjectIdentifier(entry.token)) else { return entry }
            guard let interval = entry.interval else { return nil }
            var next = entry
            let elapsed = ((now - entry.first) / interval).rounded(.down)
            next.firings = max(entry.firings + 1, elapsed < 1e15 ? Int(elapsed) : Int(1e15))
            next.due = entry.first + Double(next.firings) * interval
            while next.due <= now {
                next.firings += 1
                next.due = entry.first + Double(next.firings) * interval
            }
            return next
        }
        lock.unlock()
        // An action may cancel an entry due in the same batch: that one no longer runs.
        for entry in due where !entry.token.isCancelled { entry.action() }
        return !due.isEmpty
    }

    private func remove(_ token: Token) {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll { $0.token === token }
    }
}

/// What the two schedulers whose times are dates (`RunLoop`, `OperationQueue`) share: the
/// main one's work goes to the bound host's clock while a host runs user code, dates
/// measured from the clock's `startDate`; otherwise (`clock` nil) the scheduler does the
/// work in real time itself.
struct DateSchedulerClock {
    /// The host's clock, or nil: real time.
    let clock: HostClock?

    /// The clock for a scheduler: the current host's if `isMainScheduler`, else none.
    init(isMainScheduler: Bool) {
        clock = isMainScheduler ? HostClock.current : nil
    }

    /// Now: the host's date on its clock, else the real date.
    var now: Date { clock?.date ?? Date() }

    /// Schedules `action` for now on the host's clock; returns false (scheduling nothing) in real time.
    func scheduleOnHost(_ action: @escaping () -> Void) -> Bool {
        guard let clock else { return false }
        clock.schedule(at: clock.time, action)
        return true
    }

    /// Schedules `action` at `date` on the host's clock; returns false (scheduling nothing) in real time.
    func scheduleOnHost(at date: Date, _ action: @escaping () -> Void) -> Bool {
        guard let clock else { return false }
        clock.schedule(at: date.timeIntervalSince(clock.startDate), action)
        return true
    }

    /// Schedules `action` at `date` and every `seconds` after it on the host's clock; nil
    /// (scheduling nothing) in real time.
    func scheduleOnHost(at date: Date, every seconds: TimeInterval, _ action: @escaping () -> Void) -> Cancellable? {
        clock.map { $0.schedule(at: date.timeIntervalSince($0.startDate), every: seconds, action) }
    }
}
