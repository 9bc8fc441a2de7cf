// FramePipeline.swift · Raster/Rendering · frames recorded in order on the calling thread while earlier ones are rasterized and encoded on other cores (Raster's own)
// Status: Complete.
//
// Exporting a frame has two halves: recording it (update, layout, display list), which
// depends on the host's clock and taps and so runs in order on one thread, and what follows
// (rasterizing, PNG encoding), which is independent per frame. The pipeline records frame
// N + 1 while frame N is processed on another core, and hands the products back in frame
// order on the calling thread, where files are written one at a time as before.

import Foundation

package enum FramePipeline {
    /// Runs frames 0, 1, … until `record` returns nil: `record` and `deliver` on the calling
    /// thread, in frame order; `process` on up to `workers` other threads at once (at least
    /// 1), so it must be safe to call for several frames at once. At most `inFlight` frames
    /// (at least `workers` + 1) are recorded and not yet delivered. Each product is delivered
    /// as soon as it and every earlier one are ready.
    ///
    /// - Throws: the first error `record` or `deliver` throws; nothing is recorded or
    ///   delivered after it, and the frames still being processed are waited for (their
    ///   products dropped) before it is thrown, so no work outlives the call.
    package static func run<Recorded, Product>(workers: Int, inFlight: Int, record: (Int) throws -> Recorded?,
                                               process: @escaping (Recorded) -> Product,
                                               deliver: (Int, Product) throws -> Void) rethrows {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = max(1, workers)
        let limit = max(queue.maxConcurrentOperationCount + 1, inFlight)
        var pending: [FramePipelineSlot<Recorded, Product>] = []
        defer { for slot in pending { slot.done.wait() } }
        var recorded = 0, delivered = 0, recording = true
        while true {
            while recording, pending.count < limit {
                guard let frame = try record(recorded) else {
                    recording = false
                    break
                }
                let slot = FramePipelineSlot(frame: frame, process: process)
                queue.addOperation { slot.run() }
                pending.append(slot)
                recorded += 1
            }
            guard !pending.isEmpty else { return }
            let slot = pending.removeFirst()
            slot.done.wait()
            try deliver(delivered, slot.takeProduct())
            delivered += 1
        }
    }
}

/// One frame in the pipeline: its recording until processed, then its product until
/// delivered. `done` orders the worker's writes before the caller's reads.
private final class FramePipelineSlot<Recorded, Product>: @unchecked Sendable {
    private var frame: Recorded?
    private let process: (Recorded) -> Product
    private var product: Product?
    let done = DispatchSemaphore(value: 0)

    init(frame: Recorded, process: @escaping (Recorded) -> Product) {
        self.frame = frame
        self.process = process
    }

    /// Processes the frame (on a worker thread) and signals `done`.
    func run() {
        product = frame.map(process)
        frame = nil
        done.signal()
    }

    /// The product, once `done` was waited for.
    func takeProduct() -> Product {
        defer { product = nil }
        return product!
    }
}
