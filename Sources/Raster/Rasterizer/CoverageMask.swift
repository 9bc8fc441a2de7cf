// CoverageMask.swift · Raster/Rasterizer · Raster's own type (no SwiftUI counterpart)
// Status: Complete.

/// An 8-bit coverage mask placed on the device pixel grid: 0 is outside, 255 fully inside.
///
/// Raster: device pixels. The mask's pixel `(0, 0)` sits on device pixel
/// `(originX, originY)`; `coverage` is row-major with `width` bytes per row. Glyph images
/// and rasterized shapes meet the compositor in this form.
struct CoverageMask {
    var originX: Int
    var originY: Int
    var width: Int
    var height: Int
    var coverage: [UInt8]

    init(originX: Int, originY: Int, width: Int, height: Int, coverage: [UInt8]) {
        precondition(coverage.count == width * height, "coverage must hold width × height bytes")
        self.originX = originX; self.originY = originY; self.width = width; self.height = height
        self.coverage = coverage
    }
}
