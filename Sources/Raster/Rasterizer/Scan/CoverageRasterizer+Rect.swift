// CoverageRasterizer+Rect.swift · Raster/Rasterizer/Scan · Raster's own rectangle scan converter (no SwiftUI counterpart)
// Status: Complete.
//
// An axis-aligned rectangle needs no edge list: a pixel's coverage is its horizontal overlap
// times its vertical overlap. Computed from the same 24.8 fixed-point edges that EdgeList
// would store, with the accumulator's arithmetic — a vertical edge piece dy high at fraction
// f adds 2·dy·(256 − f) to its cell, in units of ONE = 2^17 — so every pixel gets the byte the
// general path gives it (RectFillTests compares the two), and spans reach the sink with the
// same row extents (a shader shades the same pixels from the same start). Rectangles are most
// of what interfaces fill (backgrounds, frames, bars) and 36% of shapes_10k's shapes (its
// instructions per frame fell 8.5%).
//
// A rectangle's rows come in at most three heights (its first row, the whole rows between,
// its last row), each row a left pixel, a run and a right pixel of one coverage each
// (`RectRowParts`). Each height goes to the sink at once (`SpanSink.compositeRectRows`): the
// Blitter paints solid source-over ones in one C call (CRasterKernels' `solid_over_rect`),
// scaling the colour once per part instead of once per span, and pad linear or radial
// gradients likewise (`shader_over_rect`, shading each row in C); other sinks take spans. That
// took shapes_10k from 487.5 to 428.2 million instructions per frame (callgrind, AVX2 path)
// and its CPU time to 0.93 (AMD EPYC, AVX-512 path, 9 interleaved rounds, faster in all 9);
// the gradient kernel took gradients_1k's fill calls from 265.9 to 256.2 million a frame.

/// The coverage of one row of an axis-aligned rectangle: its left pixel, the `count` pixels
/// after it and the one after those (0: no pixel, or none inside the clip).
struct RectRowParts: Equatable {
    var left: UInt8
    var count: Int
    var middle: UInt8
    var right: UInt8
}

extension CoverageRasterizer {
    /// How many rows ahead of the one being painted a rectangle announces its pixels
    /// (`SpanSink.expectRow`). Announcing a whole band of 32 rows at once, as the rectangle
    /// path first did, queued more prefetches than the processor keeps in flight; 8 rows
    /// ahead took shapes_10k's CPU-time median to 0.95 of that (AMD EPYC, AVX-512 path, load
    /// 6–7, 7 interleaved rounds, faster in all 7); 4 rows ahead gave 0.97, 12 the same as 8.
    static let rectPrefetchRows = 8

    /// Scan-converts `rect` (device pixels) clipped to `clip` into `sink`; returns the pixels
    /// it can cover (what `EdgeList.pixelBounds` would give), empty when nothing is visible.
    func rasterize<S: SpanSink>(_ rect: DeviceRect, clip: PixelRect, antialiased: Bool, into sink: inout S) -> PixelRect {
        let nothing = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        let l = Double(clip.x0), r = Double(clip.x1)
        guard rect.x1 > l, rect.x0 < r, rect.y1 > Double(clip.y0), rect.y0 < Double(clip.y1) else { return nothing }
        // EdgeList's clipping: edges left of the clip move onto it, edges at or right of its
        // right side are dropped (coverage then runs on to the clip's right edge).
        let top = Int32(Swift.max(rect.y0, Double(clip.y0)) * 256 + 0.5)
        let bottom = Int32(Swift.min(rect.y1, Double(clip.y1)) * 256 + 0.5)
        let width = clip.x1 - clip.x0
        let left = Int(Int32((Swift.max(rect.x0, l) - l) * 256 + 0.5))
        let dropped = rect.x1 >= r
        let right = dropped ? width << 8 : Int(Int32((rect.x1 - l) * 256 + 0.5))
        guard top < bottom, left < right else { return nothing }
        rectRows(top: Int(top), bottom: Int(bottom), left: left, right: right, dropped: dropped, clipX: clip.x0,
                 width: width, antialiased: antialiased, into: &sink)
        let firstRow = Int(top >> 8)
        let x1 = dropped ? clip.x1 : Swift.min(clip.x1, clip.x0 + (right + 255) >> 8)
        return PixelRect(x0: clip.x0 + (left >> 8), y0: firstRow, x1: x1, y1: Int((bottom + 255) >> 8))
    }

    /// Paints the rows of the rectangle between the fixed-point rows `top..<bottom` (1/256 px)
    /// and the edges at `left` and `right` (1/256 px from the clip's left edge, device x
    /// `clipX`, in a clip `width` pixels wide; `left < right`), or from `left` on to the clip's
    /// right edge when its right edge was `dropped` (it lay at or right of the clip's).
    func rectRows<S: SpanSink>(top: Int, bottom: Int, left: Int, right: Int, dropped: Bool, clipX: Int, width: Int,
                               antialiased: Bool, into sink: inout S) {
        assert(top < bottom && left < right, "an empty rectangle: rows \(top)..<\(bottom), x \(left)..<\(right)")
        let cl = left >> 8, fl = left & 255, cr = right >> 8, fr = right & 255
        // The general path marks each edge's cell and the next; its rows span the marks.
        let rowEnd = Swift.min(dropped ? cl + 2 : cr + 2, width)
        @inline(__always) func coverage(_ dy: Int, _ dx: Int) -> UInt8 {
            let c = UInt8(truncatingIfNeeded: (2 * dy * dx * 255 + Int(Self.one >> 1)) >> 17)
            return antialiased ? c : (c >= 128 ? 255 : 0)
        }
        let firstRow = top >> 8, lastRow = (bottom - 1) >> 8
        // The rows `rectPrefetchRows` ahead are announced as each row begins (the first ones at once).
        for ahead in firstRow...Swift.min(firstRow + Self.rectPrefetchRows - 1, lastRow) {
            sink.expectRow(y: ahead, x0: clipX + cl, x1: clipX + rowEnd)
        }
        // The first row, the whole rows between and the last row each have one height.
        var y = firstRow
        while y <= lastRow {
            let rows = y == firstRow || y == lastRow ? 1 : lastRow - y
            let dy = Swift.min(bottom, (y + 1) << 8) - Swift.max(top, y << 8)
            let parts: RectRowParts
            if !dropped && cl == cr {
                parts = RectRowParts(left: coverage(dy, fr - fl), count: 0, middle: 0, right: 0)
            } else if dropped {
                // The general path's cell after the left edge, then its tail, as one run.
                parts = RectRowParts(left: coverage(dy, 256 - fl), count: width - cl - 1, middle: coverage(dy, 256), right: 0)
            } else {
                parts = RectRowParts(left: coverage(dy, 256 - fl), count: cr - cl - 1, middle: coverage(dy, 256),
                                     right: cr < width ? coverage(dy, fr) : 0)
            }
            if !sink.compositeRectRows(y: y, x: clipX + cl, rows: rows, parts: parts, ahead: lastRow - y + 1,
                                       rowWidth: rowEnd - cl) {
                for row in y..<y + rows {
                    if row + Self.rectPrefetchRows <= lastRow {
                        sink.expectRow(y: row + Self.rectPrefetchRows, x0: clipX + cl, x1: clipX + rowEnd)
                    }
                    sink.beginRow(y: row, x0: clipX + cl, x1: clipX + rowEnd)
                    if parts.left != 0 { sink.fillSpan(x: clipX + cl, y: row, count: 1, coverage: parts.left) }
                    if parts.middle != 0 && parts.count > 0 {
                        // Split where the general path's row ends, as it splits: a shader
                        // shades the pixels after that from their own start.
                        let shaded = Swift.min(parts.count, rowEnd - cl - 1)
                        if shaded > 0 { sink.fillSpan(x: clipX + cl + 1, y: row, count: shaded, coverage: parts.middle) }
                        if parts.count > shaded {
                            sink.fillSpan(x: clipX + cl + 1 + shaded, y: row, count: parts.count - shaded, coverage: parts.middle)
                        }
                    }
                    if parts.right != 0 { sink.fillSpan(x: clipX + cl + parts.count + 1, y: row, count: 1, coverage: parts.right) }
                }
            }
            y += rows
        }
    }
}
