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

    /// The handles whose task has started and not been cancelled, by identity.
    private var started: [ObjectIdentifier: TaskHandle] = [:]

    /// Starts `action` for `handle`, replacing (and cancelling) a task it already runs.
    func start(_ handle: TaskHandle, _ action: @escaping @Sendable () async -> Void) {
        handle.cancel()
        handle.task = Task(executorPreference: self) { await action() }
        handle.runner = self
        lock.lock()
        started[ObjectIdentifier(handle)] = handle
        lock.unlock()
    }

    /// Forgets `handle`, whose task was cancelled.
    fileprivate func forget(_ handle: TaskHandle) {
        lock.lock()
        started[ObjectIdentifier(handle)] = nil
        lock.unlock()
    }

    /// Cancels every task still running and lets them finish: what the host's going away
    /// does to its tasks, as a view's disappearing does to its own.
    func cancelAll() {
        lock.lock()
        let handles = Array(started.values)
        lock.unlock()
        for handle in handles { handle.cancel() }
        drain()
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

/// The task a `task` modifier started, cancelled when its view disappears or its host
/// goes away.
final class TaskHandle {
    var task: Task<Void, Never>?
    /// The runner that started the task, which keeps the handle until it is cancelled.
    weak var runner: TaskRunner?

    func cancel() {
        task?.cancel()
        task = nil
        runner?.forget(self)
        runner = nil
    }
}
