// RenderScratch.swift · Raster/Rasterizer · Raster's own scratch storage (no SwiftUI counterpart)
// Status: Complete.

import CRasterKernels
import Foundation

/// Buffers reused by every draw call of a context and of the contexts copied from it, so
/// drawing allocates nothing per shape once warmed up, and layers reuse canvas-sized
/// pixmaps (clearing only what they drew). Not thread-safe: one per render.
final class RenderScratch {
    /// The scratch space of the current thread, reused by every context made on it (frames
    /// rendered one after another reuse their row buffers and spare layers).
    static func forCurrentThread() -> RenderScratch {
        let key = "raster.RenderScratch"
        if let scratch = Thread.current.threadDictionary[key] as? RenderScratch { return scratch }
        let scratch = RenderScratch()
        Thread.current.threadDictionary[key] = scratch
        return scratch
    }

    /// The thread this scratch space belongs to.
    private let owner = pthread_self()

    /// Whether the calling thread is the one this scratch space belongs to.
    var isOwnedByCurrentThread: Bool { pthread_equal(owner, pthread_self()) != 0 }

    let edges = EdgeList()
    let rasterizer = CoverageRasterizer()
    /// A stroke's flattened subpaths and their dashes (`Path.strokeOutline`), whose storage
    /// every stroke drawn on this thread reuses.
    var strokeLines = StrokePolylines(), dashedLines = StrokePolylines()
    private(set) var colors = RenderScratch.allocateColorRow(1)
    private(set) var coverage: UnsafeMutablePointer<UInt8> = .allocate(capacity: 1)
    private var rowCapacity = 1

    deinit {
        Self.deallocateColorRow(colors)
        coverage.deallocate()
    }

    /// Transparent pixmaps handed back by finished layers, ready for the next one.
    private var spareLayers: [Pixmap] = []

    /// A transparent `width`×`height` pixmap for a layer: a spare one when there is one.
    func takeLayer(width: Int, height: Int) -> Pixmap {
        if let i = spareLayers.lastIndex(where: { $0.width == width && $0.height == height }) {
            return spareLayers.remove(at: i)
        }
        // The size of an existing pixmap, so always valid.
        return try! Pixmap(width: width, height: height)
    }

    /// Takes back a layer whose pixels outside `dirty` are still transparent; `dirty` is
    /// cleared so the pixmap can serve the next layer without a full clear.
    func returnLayer(_ layer: Pixmap, dirty: PixelRect) {
        let area = dirty.intersection(PixelRect(x0: 0, y0: 0, x1: layer.width, y1: layer.height))
        if !area.isEmpty {
            layer.data.withUnsafeMutableBytes { raw in
                let pixels = raw.baseAddress!.assumingMemoryBound(to: PackedPixel.self)
                for y in area.y0..<area.y1 { (pixels + y * layer.width + area.x0).update(repeating: 0, count: area.width) }
            }
        }
        if spareLayers.count < 4 { spareLayers.append(layer) }
    }

    /// A row of `width` shader colours (zeros) after `RASTER_COLORS_MARGIN` more, which the
    /// cell kernels read for lanes left of a row's first cell (their coverage is 0, so the
    /// values never reach a pixel). Free it with `deallocateColorRow`.
    static func allocateColorRow(_ width: Int) -> UnsafeMutablePointer<PackedPixel> {
        let margin = Int(RASTER_COLORS_MARGIN)
        let storage = UnsafeMutablePointer<PackedPixel>.allocate(capacity: margin + width)
        storage.initialize(repeating: 0, count: margin + width)
        return storage + margin
    }

    /// Frees a row from `allocateColorRow`.
    static func deallocateColorRow(_ row: UnsafeMutablePointer<PackedPixel>) {
        (row - Int(RASTER_COLORS_MARGIN)).deallocate()
    }

    /// Makes the row buffers at least `width` pixels long.
    func reserveRows(_ width: Int) {
        guard width > rowCapacity else { return }
        Self.deallocateColorRow(colors); coverage.deallocate()
        colors = Self.allocateColorRow(width)
        coverage = .allocate(capacity: width)
        rowCapacity = width
    }
}
