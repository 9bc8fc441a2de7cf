// Benchmarks+Snapshots.swift · Benchmarks/Views · snapshot throughput: what a team's test run feels (issue 21)
// Status: Complete.
//
// 100 snapshot assertions that pass, as a test suite takes them: the example app's device
// previews (RasterExamples: settings, lists, tabs, forms, feeds on an iPhone 15), cycled to
// 100, each hosted at @3x, rendered with its fonts and checked against its reference PNG
// (made before the timed region, held in memory) by the image strategy's own check
// (`Diffing.image().matchesReference`: the reference decoded and the pixels compared), which
// is how `assertSnapshot` settles a pass; a pass encodes nothing. The snapshots run on every
// core, as Swift Testing runs tests in parallel. The target is 15 ms per snapshot on 2 cores:
// at most 1500 ms for the 100.

import Foundation
import Raster
import RasterExamples
import RasterSnapshotTesting

func snapshotBenchmarks() -> [ViewBenchmark] {
    [
        ViewBenchmark(name: "snapshot_throughput_100_screens_at_3x", target: "<= 1500 ms on 2 cores (15 ms per snapshot)") {
            let previews = PreviewDiscovery.previews(inModule: "RasterExamples").filter { $0.layout == .device && $0.layoutProblem == nil }
            precondition(!previews.isEmpty, "the benchmark needs RasterExamples' device previews")
            func snapshot(_ preview: DiscoveredPreview) -> SnapshotImage {
                guard let host = try? preview.host(scale: 3), let image = try? host.renderOrThrow() else {
                    preconditionFailure("\(preview.referenceName) could not be snapshotted")
                }
                return SnapshotImage(image, fonts: host.drawing().fontsUsed)
            }
            let references = previews.map { preview in
                guard let data = try? snapshot(preview).pngData() else { preconditionFailure("\(preview.referenceName) could not be encoded") }
                return data
            }
            guard let matches = Diffing<SnapshotImage>.image().matchesReference else {
                preconditionFailure("the image strategy has no check without encoding")
            }
            return {
                let matched = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 100)
                defer { matched.deallocate() }
                DispatchQueue.concurrentPerform(iterations: 100) { index in
                    matched[index] = matches(references[index % previews.count], snapshot(previews[index % previews.count]))
                }
                precondition(matched.allSatisfy { $0 }, "a snapshot differed from its reference: rendering is not deterministic")
            }
        },
    ]
}
