// Benchmarks+Snapshots.swift · Benchmarks/Views · snapshot throughput: what a team's test run feels (issue 21)
// Status: Complete.
//
// 100 snapshot assertions that pass, as a test suite takes them: the example app's device
// previews (RasterExamples: settings, lists, tabs, forms, feeds on an iPhone 15), cycled to
// 100, each hosted at @3x, rendered, encoded as the PNG reference would be (with its fonts)
// and compared byte for byte with its reference, which is made before the timed region. The
// snapshots run on every core, as Swift Testing runs tests in parallel. The target is 15 ms
// per snapshot on 2 cores: at most 1500 ms for the 100.

import Foundation
import Raster
import RasterExamples

func snapshotBenchmarks() -> [ViewBenchmark] {
    [
        ViewBenchmark(name: "snapshot_throughput_100_screens_at_3x", target: "<= 1500 ms on 2 cores (15 ms per snapshot)") {
            let previews = PreviewDiscovery.previews(inModule: "RasterExamples").filter { $0.layout == .device && $0.layoutProblem == nil }
            precondition(!previews.isEmpty, "the benchmark needs RasterExamples' device previews")
            func snapshot(_ preview: DiscoveredPreview) -> Data {
                guard let host = try? preview.host(scale: 3), let image = try? host.renderOrThrow(),
                      let data = try? image.pngData(textMetadata: ["Fonts": host.drawing().fontsUsed.joined(separator: "\n")]) else {
                    preconditionFailure("\(preview.referenceName) could not be snapshotted")
                }
                return data
            }
            let references = previews.map(snapshot)
            return {
                let matched = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 100)
                defer { matched.deallocate() }
                DispatchQueue.concurrentPerform(iterations: 100) { index in
                    matched[index] = snapshot(previews[index % previews.count]) == references[index % previews.count]
                }
                precondition(matched.allSatisfy { $0 }, "a snapshot differed from its reference: rendering is not deterministic")
            }
        },
    ]
}
