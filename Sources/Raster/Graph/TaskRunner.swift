// TaskRunner.swift · Raster/Graph · the deterministic executor behind View.task
// Status: Complete.

import Foundation

/// Runs the async work of `task` modifiers on the host's thread, only when the host
/// drains it, so that frames do not depend on thread scheduling.
///
/// Each task is started with this executor as its preference (SE-0417); its jobs queue
/// here in order and run when `drain()` is called (after every update of a `ViewHost`
/// or `ImageRenderer`).
///
/// A task closure written in a view inherits the view's main actor, as SwiftUI's do.
/// The host's runner (`asMainActor`) runs each job as the main actor (the host is
/// main-actor code), so the closure's switch to the main actor finds it already there
/// and continues in the drain, instead of queueing on the main queue, which a test on the
/// main actor holds until it returns or yields; nonisolated code the task awaits comes
/// back here and runs in the same drain. Where a task suspends (a continuation,
/// `Task.yield()`, a timer) it is resumed here too, in a later drain (LifecycleTests). A
/// drop's transfer closures, nonisolated, run on a runner without `asMainActor`.
final class TaskRunner: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    /// Whether jobs run as the main actor (a host's tasks) or as nonisolated code.
    private let asMainActor: Bool

    init(asMainActor: Bool) {
        self.asMainActor = asMainActor
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        lock.lock()
        jobs.append(unowned)
        lock.unlock()
    }

    /// Starts `action` for `handle`, replacing (and cancelling) a task it already runs.
    func start(_ handle: TaskHandle, _ action: @escaping @Sendable () async -> Void) {
        handle.cancel()
        handle.task = Task(executorPreference: self) { await action() }
    }

    /// Runs queued jobs, including jobs they enqueue, up to `limit` of them.
    /// Returns whether any job ran.
    @discardableResult
    func drain(limit: Int = 100_000) -> Bool {
        var ran = 0
        while ran < limit {
            lock.lock()
            guard !jobs.isEmpty else { lock.unlock(); break }
            let job = jobs.removeFirst()
            lock.unlock()
            if asMainActor {
                job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
            } else {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
            ran += 1
        }
        return ran > 0
    }
}

/// The task a `task` modifier started, cancelled when its view disappears.
final class TaskHandle {
    var task: Task<Void, Never>?

    func cancel() {
        task?.cancel()
        task = nil
    }
}
