// OrderedParallelMap.swift · RendershotKit · work spread over threads, results taken in order
// Status: Complete.
//
// `--jobs N` renders scenes on N threads. Each scene's bytes depend only on the scene (Raster
// renders deterministically on any thread), and every result is handed back on the calling
// thread in scene order, where files are written and lines printed: the output of
// `--jobs 4` is byte for byte that of `--jobs 1`. With one job no thread is started.

import Foundation

/// Runs `work(i)` for every i in 0..<count on up to `jobs` threads, and calls `deliver(i, result)`
/// on the calling thread in order of i, each as soon as it and all before it are done.
///
/// When `deliver` throws, threads start no more work, the call waits for the ones running,
/// and rethrows.
func forEachInOrder<Result>(count: Int, jobs: Int, work: @escaping (Int) -> Result,
                            deliver: (Int, Result) throws -> Void) rethrows {
    guard jobs > 1, count > 1 else {
        for i in 0..<count { try deliver(i, work(i)) }
        return
    }
    let state = OrderedResults<Result>(count: count)
    let group = DispatchGroup()
    for _ in 0..<min(jobs, count) {
        group.enter()
        let thread = Thread {
            while let i = state.claim() { state.store(work(i), at: i) }
            group.leave()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
    defer {
        state.cancel()
        group.wait()
    }
    for i in 0..<count { try deliver(i, state.take(i)) }
}

/// The shared state of `forEachInOrder`: the next index to claim and the finished results.
private final class OrderedResults<Result>: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [Result?]
    private var next = 0
    private var cancelled = false

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// The next index to work on, or nil when all are claimed or the work was cancelled.
    func claim() -> Int? {
        condition.lock(); defer { condition.unlock() }
        guard !cancelled, next < results.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ result: Result, at index: Int) {
        condition.lock()
        results[index] = result
        condition.broadcast()
        condition.unlock()
    }

    /// The result at `index`, waiting until it is stored; it is released once taken.
    func take(_ index: Int) -> Result {
        condition.lock(); defer { condition.unlock() }
        while results[index] == nil { condition.wait() }
        let result = results[index]!
        results[index] = nil
        return result
    }

    func cancel() {
        condition.lock()
        cancelled = true
        condition.unlock()
    }
}
