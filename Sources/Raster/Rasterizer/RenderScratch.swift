// RenderScratch.swift · Raster/Rasterizer · Raster's own scratch storage (no SwiftUI counterpart)
// Status: Complete.

/// Buffers reused by every draw call of a context and of the contexts copied from it, so
/// drawing allocates nothing per shape once warmed up. Not thread-safe: one per render.
final class RenderScratch {
    let edges = EdgeList()
    let rasterizer = CoverageRasterizer()
    private(set) var colors: UnsafeMutablePointer<PackedPixel> = .allocate(capacity: 1)
    private(set) var coverage: UnsafeMutablePointer<UInt8> = .allocate(capacity: 1)
    private var rowCapacity = 1

    deinit {
        colors.deallocate()
        coverage.deallocate()
    }

    /// Makes the row buffers at least `width` pixels long.
    func reserveRows(_ width: Int) {
        guard width > rowCapacity else { return }
        colors.deallocate(); coverage.deallocate()
        colors = .allocate(capacity: width)
        coverage = .allocate(capacity: width)
        rowCapacity = width
    }
}
