// DeepRecursion.swift · Raster/Support · keeps deeply nested views from exhausting the stack
// Status: Complete.
//
// Measuring is recursive by nature: a container's `sizeThatFits` asks its subviews, whose
// layouts ask theirs, through `LayoutSubview` calls that user layouts make; updating the view
// graph recurses the same way. Views nested thousands of levels deep (1,000 `.padding(1)`s,
// generated trees) would need a deeper stack than a thread has. Instead of rewriting every
// layout as a state machine, each recursive step (a node's update, size, guide or spacing)
// checks the stack left on its thread (CRasterIntrinsics' `raster_stack_bytes_left`); when
// it is low, the rest of the recursion continues on a fresh thread with a large stack while
// the caller waits, with the caller's task-local values.
// Shallow trees (all real screens) never leave their thread.
//
// Measured (debug build): one step takes 1.5–4 KB of stack; without the guard 2,000
// alternating `.padding(1)`/`VStack` levels overflowed an 8 MB worker stack in the update.

import Foundation
import CRasterIntrinsics

enum DeepRecursion {
    /// The stack a step leaves for the steps and leaves below it before the recursion moves
    /// to a fresh thread, in bytes: several hundred steps, or a leaf's text shaping.
    static let reserveStackBytes = 1 << 20

    /// The stack size of the threads deep recursion continues on, in bytes.
    static let freshThreadStackSize = 16 << 20

    /// Runs one recursive step, on a fresh thread when this thread has less than
    /// `reserveStackBytes` of stack left. Steps stay on their thread as long as its stack
    /// allows (about 1,800 on an 8 MB stack), so the bodies of all but extremely deep trees
    /// run on the thread that renders, which view code compiled in the Swift 6 mode checks.
    static func step<R>(_ body: () -> R) -> R {
        if raster_stack_bytes_left() < reserveStackBytes {
            if DispatchQueue.getSpecific(key: mainQueueKey) == true {
                warnOnce("The view tree is nested deeper than the main actor's thread has stack for; the rest of "
                         + "it is updated and measured on another thread, where view code compiled in the Swift 6 "
                         + "language mode stops the process (its main-actor check fails). Nest fewer views, or "
                         + "render the tree from code in the Swift 5 mode")
            }
            return onFreshThread(body)
        }
        return body()
    }

    /// Marks the main queue, so that a step can tell it runs on the main actor (which, under
    /// Swift Testing, is a worker thread draining the main queue, not the main thread).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Runs `body` on a new thread with a large stack and waits for it. The calling thread
    /// is blocked meanwhile, so the graph is never touched by two threads at once.
    ///
    /// The body runs as an unstructured task, which copies the caller's task-local values
    /// (warning capture, the transaction, the node being evaluated, the shape-resolution
    /// context: every `@TaskLocal` of the package, and any added later), on an executor that
    /// starts the fresh thread. A plain `Thread` would see none of them.
    private static func onFreshThread<R>(_ body: () -> R) -> R {
        withoutActuallyEscaping(body) { body in
            let work = HandOff(body)
            Task(executorPreference: FreshThreadExecutor(stackSize: freshThreadStackSize)) { work.run() }
            work.done.wait()
            return work.result!
        }
    }

    /// Runs each job it is given on a new thread of `stackSize` bytes. A deep step's task
    /// never suspends, so it is one job and one thread.
    private final class FreshThreadExecutor: TaskExecutor, @unchecked Sendable {
        let stackSize: Int

        init(stackSize: Int) { self.stackSize = stackSize }

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            let executor = asUnownedTaskExecutor()
            let thread = Thread { job.runSynchronously(on: executor) }
            thread.stackSize = stackSize
            thread.start()
        }
    }

    /// The work handed to a fresh thread and its result. The body is released before the
    /// caller resumes, as `withoutActuallyEscaping` requires.
    private final class HandOff<R>: @unchecked Sendable {
        private var body: (() -> R)?
        var result: R?
        let done = DispatchSemaphore(value: 0)

        init(_ body: @escaping () -> R) { self.body = body }

        func run() {
            result = body?()
            body = nil
            done.signal()
        }
    }
}
