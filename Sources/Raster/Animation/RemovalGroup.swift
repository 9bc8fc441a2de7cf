// RemovalGroup.swift · Raster/Animation · when a transaction's `.removed` completions run (SwiftUI's AnimationCompletionCriteria.removed)
// Status: Complete for Raster's additive runs; see COMPATIBILITY.md.
//
// SwiftUI: `.removed` means "the animation has been fully removed" from the properties it
// animates. In Raster each animated change adds a run to one animated value
// (AnimatedValue.swift), so a transaction's animation is removed once every run it started
// has left its value: at the run's end, or earlier when a later change cuts it short — a
// change without animation, a `spring(...)` taking over a custom animation, a custom
// animation merging it. Runs started by later transactions, on these properties or others,
// do not delay it (they belong to their own transaction).

import Foundation

/// The `.removed` completions of one transaction and the animation runs it started. They
/// run on the host clock when the last run is removed: at the transaction's start if it
/// started none, never while one repeats for ever (or a custom one runs past 60 s).
final class RemovalGroup {
    /// One run's place in the group; the run's value tells it when the run is cut short.
    final class Ticket {
        private let group: RemovalGroup
        private let index: Int

        fileprivate init(group: RemovalGroup, index: Int) {
            self.group = group
            self.index = index
        }

        /// The run was removed at `time` (before its end, or it had none).
        func remove(at time: TimeInterval) {
            group.runRemoved(index, at: time)
        }
    }

    private let actions: [() -> Void]
    /// The transaction's start, host time in seconds.
    private let start: TimeInterval
    private weak var hostClock: HostClock?
    /// When each run leaves its value, host time in seconds (nil: not known, never by itself).
    private var ends: [TimeInterval?] = []
    private var token: HostClock.Token?
    private var isDone = false

    init(actions: [() -> Void], start: TimeInterval, on hostClock: HostClock) {
        self.actions = actions
        self.start = start
        self.hostClock = hostClock
        reschedule()
    }

    /// Adds a run ending at `end` (nil: it repeats for ever, or its end is not known).
    func join(runEnd end: TimeInterval?) -> Ticket {
        ends.append(end)
        reschedule()
        return Ticket(group: self, index: ends.count - 1)
    }

    /// When the last run leaves its value: the start with no run, nil while one has no end.
    private var due: TimeInterval? {
        var latest = start
        for end in ends {
            guard let end else { return nil }
            latest = max(latest, end)
        }
        return latest
    }

    private func runRemoved(_ index: Int, at time: TimeInterval) {
        guard ends[index].map({ $0 > time }) ?? true else { return }
        ends[index] = time
        reschedule()
    }

    /// Moves the group's entry on the host clock to `due` (none while it is nil).
    private func reschedule() {
        guard !isDone, let hostClock else { return }
        token?.cancel()
        token = due.map { due in
            // The entry keeps the group alive until it runs.
            hostClock.schedule(at: due) { [self] in
                isDone = true
                for action in actions { action() }
            }
        }
    }
}
