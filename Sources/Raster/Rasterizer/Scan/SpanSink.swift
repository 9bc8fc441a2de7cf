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
    /// Spans will come for pixels `x0..<x1` of row `y` soon: a chance to start loading them
    /// (the range may reach past the spans on either side, to whole steps of the cell kernels:
    /// CoverageRasterizer.cellStep).
    mutating func expectRow(y: Int, x0: Int, x1: Int)
    /// The spans of row `y` come next; all but the last lie in pixels `x0..<x1` (the last
    /// may run on to the clip's right edge).
    mutating func beginRow(y: Int, x0: Int, x1: Int)
    /// Composites cells `lo...hi` of device row `y`'s accumulated areas straight into its
    /// pixels, when this sink can, instead of taking them as spans: cell c is the pixel
    /// `left + c`, cells from `width` on are cleared but not composited, and `cells`/`bits` are
    /// the row's signed areas and touched-cell bits (CoverageRasterizer's layout), which it
    /// clears. Returns the running sum after cell `hi` (the pixels after it, up to `width`,
    /// still come as a span), or nil, leaving the cells as they are, when the sink cannot.
    mutating func compositeCells(y: Int, left: Int, cells: UnsafeMutablePointer<Int32>, bits: UnsafeMutablePointer<UInt64>,
                                 lo: Int, hi: Int, width: Int, rule: FillRule, antialiased: Bool) -> Int32?
    /// Composites a whole band of accumulated cells straight into its pixels, when this sink
    /// can, instead of taking its rows as spans or `compositeCells` calls: the band's first row
    /// is device row `y`, its cell 0 the pixel `left`; cells from `band.width` on are cleared
    /// but not composited, and the pixels after a row's last touched cell, up to the width, take
    /// the coverage of the row's final sum. Clears the band's cells and bits. Returns false,
    /// leaving the cells as they are, when the sink cannot.
    mutating func compositeCellBand(y: Int, left: Int, band: CellBand, rule: FillRule, antialiased: Bool) -> Bool
    /// Composites `rows` rows of an axis-aligned rectangle from device row `y` straight into
    /// its pixels, when this sink can, instead of taking them as spans: in each row the pixel
    /// `x` has coverage `parts.left`, the `parts.count` pixels after it `parts.middle` and the
    /// next one `parts.right` (a coverage of 0 leaves its pixels). Rows `y..<y + ahead` are the
    /// rectangle's; each is `rowWidth` pixels wide from `x` for `expectRow`'s purposes, and the
    /// sink requests row r + `CoverageRasterizer.rectPrefetchRows` as row r is painted (rows
    /// before `y + rectPrefetchRows` were announced already). Returns false, painting nothing,
    /// when the sink cannot.
    mutating func compositeRectRows(y: Int, x: Int, rows: Int, parts: RectRowParts, ahead: Int, rowWidth: Int) -> Bool
}

extension SpanSink {
    /// Sinks take their coverage as spans unless they say otherwise (the Blitter does, for
    /// source-over paints without a clip mask: Blitter.swift).
    mutating func compositeCells(y: Int, left: Int, cells: UnsafeMutablePointer<Int32>, bits: UnsafeMutablePointer<UInt64>,
                                 lo: Int, hi: Int, width: Int, rule: FillRule, antialiased: Bool) -> Int32? {
        nil
    }

    /// Sinks take a band's rows one at a time unless they say otherwise (the Blitter does, for
    /// solid and pad linear or radial gradient source-over paints without a clip mask:
    /// Blitter.swift).
    mutating func compositeCellBand(y: Int, left: Int, band: CellBand, rule: FillRule, antialiased: Bool) -> Bool {
        false
    }

    /// Sinks take a rectangle's rows as spans unless they say otherwise (the Blitter does, for
    /// solid and pad linear or radial gradient source-over paints without a clip mask:
    /// Blitter.swift).
    mutating func compositeRectRows(y: Int, x: Int, rows: Int, parts: RectRowParts, ahead: Int, rowWidth: Int) -> Bool {
        false
    }
}
