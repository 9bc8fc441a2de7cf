// Benchmarks+List.swift · Benchmarks/Views · the view benchmarks and their targets (issues 4, 5 and 6)
// Status: Complete.

import Foundation
@_spi(Benchmarks) import Raster

func allViewBenchmarks() -> [ViewBenchmark] {
    let phone = ProposedViewSize(width: 390, height: 844)
    return [
        ViewBenchmark(name: "layout_10k_views", target: "<= 20 ms") {
            let probe = LayoutProbe(TenThousandViews(), proposal: phone)
            probe.update()
            probe.layout()
            probe.invalidateLayout()
            return { probe.layout() }
        },
        ViewBenchmark(name: "phone_screen_body_layout_displaylist", target: "<= 2 ms") {
            let probe = LayoutProbe(PhoneScreen(), proposal: phone)
            return {
                probe.update()
                probe.layout()
                probe.displayList()
            }
        },
        ViewBenchmark(name: "initial_build_10k_nodes", target: "<= 50 ms") {
            let probe = LayoutProbe(TenThousandNodes(model: LeafModel()), proposal: phone)
            return { probe.update() }
        },
        ViewBenchmark(name: "leaf_state_change_update_layout", target: "<= 5 ms, one body") {
            let model = LeafModel()
            let probe = LayoutProbe(TenThousandNodes(model: model), proposal: phone)
            probe.update()
            probe.layout()
            return {
                let before = probe.bodyRunCount
                model.value += 1
                probe.update()
                probe.layout()
                precondition(probe.bodyRunCount == before + 1, "a leaf change must re-run exactly one body")
            }
        },
        ViewBenchmark(name: "png_encode_1170x2532_level6", target: "<= Pillow at level 6", prepare: {
            let pixmap = pngBenchmarkFrame()
            return { precondition((try? pixmap.pngData(compressionLevel: 6).count) ?? 0 > 0) }
        }, frame: pngBenchmarkFrameName),
        ViewBenchmark(name: "export_120_frames_390x844_at_3x", target: "<= 3000 ms on 2 cores") {
            let model = LeafModel()
            let host = ViewHost(AnimatedPhoneScreen(model: model), size: CGSize(width: 390, height: 844), scale: 3)
            _ = host.render()
            // As `rendershot animate --frames` exports: each frame recorded while the ones
            // before it are rasterized and encoded on the other cores.
            return {
                withAnimation(.linear(duration: 2)) { model.value = 1 }
                var encoded: [Int] = []
                let cores = ProcessInfo.processInfo.activeProcessorCount
                FramePipeline.run(workers: cores, inFlight: 2 * cores, record: { index -> ViewHost<AnimatedPhoneScreen>.RecordedFrame? in
                    guard index < 120 else { return nil }
                    if index > 0 { host.advance(by: 1.0 / 60) }
                    return host.recordFrame()
                }, process: { recorded -> Int in
                    (try? recorded.rasterize().pngData().count) ?? 0
                }, deliver: { _, bytes in encoded.append(bytes) })
                precondition(encoded.count == 120 && encoded.allSatisfy { $0 > 0 })
                model.value = 0
            }
        },
        ViewBenchmark(name: "lazy_feed_100k_first_screen", target: "<= 5 ms, rows built independent of count") {
            return {
                let host = ViewHost(LazyFeed(count: 100_000), size: CGSize(width: 390, height: 844))
                _ = host.render()
                precondition(host.bodyRunCount(of: "BenchmarkRow") < 40, "a lazy stack must build only the rows near the screen")
            }
        },
        ViewBenchmark(name: "lazy_feed_100k_scroll_one_screen", target: "<= 5 ms") {
            let host = ViewHost(LazyFeed(count: 100_000), size: CGSize(width: 390, height: 844))
            _ = host.render()
            return {
                host.scroll(by: CGSize(width: 0, height: 844), at: CGPoint(x: 195, y: 422))
                _ = host.render()
            }
        },
        ViewBenchmark(name: "list_100k_first_screen", target: "<= 5 ms, rows built independent of count") {
            return {
                let host = ViewHost(LazyList(count: 100_000), size: CGSize(width: 390, height: 844))
                _ = host.render()
                precondition(host.bodyRunCount(of: "BenchmarkRow") < 40, "a list must build only the rows near the screen")
            }
        },
        ViewBenchmark(name: "list_100k_scroll_one_screen", target: "<= 5 ms") {
            let host = ViewHost(LazyList(count: 100_000), size: CGSize(width: 390, height: 844))
            _ = host.render()
            return {
                host.scroll(by: CGSize(width: 0, height: 700), at: CGPoint(x: 195, y: 422))
                _ = host.render()
            }
        },
        ViewBenchmark(name: "lazy_grid_100k_first_screen", target: "<= 5 ms, cells built independent of count") {
            return {
                let host = ViewHost(LazyPhotoGrid(count: 100_000), size: CGSize(width: 390, height: 844))
                _ = host.render()
                precondition(host.bodyRunCount(of: "BenchmarkCell") < 80, "a lazy grid must build only the lines near the screen")
            }
        },
        ViewBenchmark(name: "lazy_grid_100k_scroll_one_screen", target: "<= 5 ms") {
            let host = ViewHost(LazyPhotoGrid(count: 100_000), size: CGSize(width: 390, height: 844))
            _ = host.render()
            return {
                host.scroll(by: CGSize(width: 0, height: 844), at: CGPoint(x: 195, y: 422))
                _ = host.render()
            }
        },
    ]
}
