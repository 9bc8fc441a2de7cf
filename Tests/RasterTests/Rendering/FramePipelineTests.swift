import Foundation
import Testing
@testable import Raster

/// Frames recorded in order on the calling thread, processed on others, delivered in order.
@Suite struct FramePipelineTests {
    /// Products arrive in frame order even when later frames finish first, never more than
    /// `inFlight` frames are recorded ahead of delivery nor `workers` processed at once, and
    /// every frame is delivered once.
    @Test func productsComeBackInOrderWithAtMostInFlightFramesAhead() {
        var recorded: [Int] = [], delivered: [(Int, String)] = []
        var ahead = 0, mostAhead = 0
        let lock = NSLock()
        var running = 0, mostRunning = 0
        FramePipeline.run(workers: 2, inFlight: 3, record: { index -> Int? in
            guard index < 20 else { return nil }
            recorded.append(index)
            ahead += 1
            mostAhead = max(mostAhead, ahead)
            return index
        }, process: { index -> String in
            lock.lock(); running += 1; mostRunning = max(mostRunning, running); lock.unlock()
            // Early frames take longest, so later ones finish first.
            usleep(UInt32(20 - index) * 300)
            lock.lock(); running -= 1; lock.unlock()
            return "frame \(index)"
        }, deliver: { index, product in
            ahead -= 1
            delivered.append((index, product))
        })
        #expect(recorded == Array(0..<20))
        #expect(delivered.map(\.0) == Array(0..<20))
        #expect(delivered.map(\.1) == (0..<20).map { "frame \($0)" })
        #expect(mostAhead == 3)
        lock.lock(); defer { lock.unlock() }
        #expect(mostRunning <= 2)
    }

    private struct Stop: Error {}

    /// An error from `deliver` ends the run: nothing is recorded or delivered after it, and
    /// the frames already being processed have finished before `run` returns.
    @Test func anErrorStopsTheRunAfterTheFramesInFlightFinish() {
        let finished = NSLock()
        var processed = 0
        var recorded = 0, delivered: [Int] = []
        #expect(throws: Stop.self) {
            try FramePipeline.run(workers: 2, inFlight: 4, record: { index -> Int? in
                recorded += 1
                return index
            }, process: { index -> Int in
                usleep(2000)
                finished.lock(); processed += 1; finished.unlock()
                return index
            }, deliver: { index, _ in
                if index == 2 { throw Stop() }
                delivered.append(index)
            })
        }
        #expect(delivered == [0, 1])
        // Frames 0...3 were recorded first, then 4 and 5 as frames 0 and 1 were delivered.
        #expect(recorded == 6)
        finished.lock(); defer { finished.unlock() }
        #expect(processed == 6)
    }
}
