// NodeSizeTests.swift · RasterTests/Graph · a node stays small enough for the allocator's per-thread cache

#if canImport(Glibc)
import Foundation
import Testing
@testable import Raster

/// glibc's `malloc_usable_size(3)`: the bytes usable in the block at `pointer`.
@_silgen_name("malloc_usable_size") private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int

@Suite struct NodeSizeTests {
    /// glibc's tcache keeps freed blocks of up to 1,032 usable bytes per thread and hands them
    /// out without its general allocator, whose search was 6% of building 10,000 views while a
    /// node was 1,160 bytes. A field added to `Node` that pushes it past this bound belongs in
    /// a box made on first use (as `LayoutMemo`'s spacing is).
    @Test func aNodeFitsTheAllocatorsPerThreadCache() throws {
        let host = ViewHost(Text("a"), size: CGSize(width: 10, height: 10))
        _ = host.render()
        let node = try #require(host.graph.root)
        let size = mallocUsableSize(Unmanaged.passUnretained(node).toOpaque())
        #expect(size <= 1_032, "a Node takes \(size) bytes")
    }
}
#endif
