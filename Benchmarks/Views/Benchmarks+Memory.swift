// Benchmarks+Memory.swift · Benchmarks/Views · what a lazy container holds after its first screen, for 1,000 and 100,000 rows (issue 15)
// Status: Complete.
//
// Each measurement renders a view's first screen in a 390×844 window and, while the host
// is alive, reads how many nodes its view graph holds and how many more bytes the heap has
// in use than before the host was made (glibc's mallinfo2: `uordblks`, the bytes of chunks
// in use, plus `hblkhd`, those of chunks mapped on their own). A lazy container must hold
// the same nodes for 1,000 rows as for 100,000, and the same bytes within the allocator's
// noise (about a kilobyte in the first measurements, 100,000 rows needing no more).

import CMallocInfo
import Foundation
@_spi(Benchmarks) import Raster

/// One view measured at several row counts.
struct MemoryBenchmark {
    let name: String
    /// Renders the first screen of the view with the given number of rows; returns the
    /// live nodes and the heap bytes held while its host is alive.
    let measure: (Int) -> (nodes: Int, bytes: Int)
}

/// The bytes the process's heap has in use now.
func heapBytesInUse() -> Int {
    let info = mallinfo2()
    return Int(info.uordblks + info.hblkhd)
}

/// Renders `view`'s first screen on a phone-sized host and measures it.
func firstScreenMemory(_ view: some View) -> (nodes: Int, bytes: Int) {
    let before = heapBytesInUse()
    let host = ViewHost(view, size: CGSize(width: 390, height: 844))
    _ = host.render()
    return withExtendedLifetime(host) { (host.liveNodeCount, heapBytesInUse() - before) }
}

func allMemoryBenchmarks() -> [MemoryBenchmark] {
    [
        MemoryBenchmark(name: "memory_first_screen_list") { firstScreenMemory(LazyList(count: $0)) },
        MemoryBenchmark(name: "memory_first_screen_lazy_vstack") { firstScreenMemory(LazyFeed(count: $0)) },
        MemoryBenchmark(name: "memory_first_screen_lazy_vgrid") { firstScreenMemory(LazyPhotoGrid(count: $0)) },
    ]
}

/// Measures `benchmark` at 1,000 and 100,000 rows (after a warm-up that fills the caches
/// every host shares: fonts, glyphs) and prints one JSON line with both and the growth per row.
func measureMemory(_ benchmark: MemoryBenchmark) {
    _ = benchmark.measure(1_000)
    let small = benchmark.measure(1_000), large = benchmark.measure(100_000)
    let perRow = Double(large.bytes - small.bytes) / Double(100_000 - 1_000)
    print("{\"engine\": \"raster\", \"benchmark\": \"\(benchmark.name)\", \"nodes_1k\": \(small.nodes), "
          + "\"nodes_100k\": \(large.nodes), \"heap_bytes_1k\": \(small.bytes), "
          + "\"heap_bytes_100k\": \(large.bytes), \"growth_bytes_per_row\": \((perRow * 1000).rounded() / 1000), "
          + "\"target\": \"same nodes; no growth per row\"}")
}
