// SpanSink.swift · Raster/Rasterizer/Scan · Raster's own coverage output (no SwiftUI counterpart)
// Status: Complete.
//
// What the scan converters (CoverageRasterizer, and its rectangle path) hand their coverage
// to: the Blitter, which paints it, or the MaskWriter, which stores it in a clip mask.

/// Receives the coverage of one row at a time, left to right, in device pixels.
protocol SpanSink {
    /// `count` pixels from `(x, y)` that all have `coverage` (1...255).
    mutating func fillSpan(x: Int, y: Int, count: Int, coverage: UInt8)
    /// `count` pixels from `(x, y)` whose coverages (0...255) are at `coverage`.
    mutating func blendSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>)
    /// Spans will come for pixels `x0..<x1` of row `y` soon: a chance to start loading them.
    mutating func expectRow(y: Int, x0: Int, x1: Int)
    /// The spans of row `y` come next; all but the last lie in pixels `x0..<x1` (the last
    /// may run on to the clip's right edge).
    mutating func beginRow(y: Int, x0: Int, x1: Int)
}
