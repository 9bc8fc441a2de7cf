// TaskRunner.swift · Raster/Graph · the deterministic executor behind View.task
// Status: Complete.

import Foundation

/// Runs the async work of `task` modifiers on the host's thread, only when the host
/// drains it, so that frames do not depend on thread scheduling.
///
/// Each task is started with this executor as its preference (SE-0417); its jobs queue
/// here in order and run when `drain()` is called (after every update of a `ViewHost`
/// or `ImageRenderer`). Work that suspends on something outside Raster (a timer, I/O)
/// resumes in a later drain.
final class TaskRunner: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []

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
            job.runSynchronously(on: asUnownedTaskExecutor())
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
