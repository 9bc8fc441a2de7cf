import CRasterKernels
import Foundation
import Testing
@_spi(Benchmarks) @testable import Raster

/// CRasterKernels' `solid_over_rect` (a rectangle's rows of one height in one call) on every
/// CPU path this machine runs, against the Swift formulas one pixel at a time: the same bytes,
/// and no pixel touched outside the parts (the right pixel of a rectangle cut by the clip is
/// past its row, so a part of alpha 0 must not be written).
@Suite struct RectKernelTests {
    typealias Seeded = SpanKernelTests.Seeded

    /// The pixels `rows` of a 40-pixel-wide canvas get, from pixel `x` of row 1, one part at a
    /// time as `Blitter.fillSpan` would paint them.
    static func expected(_ canvas: [PackedPixel], x: Int, rows: RasterRectRows) -> [PackedPixel] {
        var out = canvas
        for r in 0..<rows.rows {
            let row = (1 + r) * rows.stride + x
            for (offset, source) in [(0, rows.left)] + (0..<rows.count).map({ (1 + $0, rows.middle) })
                + [(rows.count + 1, rows.right)] where source >> 24 != 0 {
                out[row + offset] = SpanKernelTests.solidOver(source, out[row + offset])
            }
        }
        return out
    }

    @Test func everyPathPaintsTheSpansBytes() {
        var g = Seeded(state: 21)
        for trial in 0..<300 {
            let stride = 40
            var canvas = (0..<(stride * 12)).map { _ in
                SpanKernelTests.premultiplied(alpha: UInt32.random(in: 0...255, using: &g), &g)
            }
            if trial % 5 == 0 { for i in canvas.indices { canvas[i] = 0xFF20_3040 } }
            // Sources as the Blitter makes them: a colour (opaque in some trials) scaled by a coverage.
            let color = SpanKernelTests.premultiplied(alpha: trial % 3 == 0 ? 255 : UInt32.random(in: 0...255, using: &g), &g)
            func part() -> UInt32 {
                let c = [0, 255, UInt32.random(in: 1...254, using: &g)][Int.random(in: 0..<3, using: &g)]
                return PixelMath.scale256(color, PixelMath.coverageScale(c))
            }
            let count = Int.random(in: 0...36, using: &g)
            let x = Int.random(in: 0...(stride - count - 2), using: &g)
            // The canvas row's room past the rectangle: to the row's end (a last step of the
            // middle, the right pixel and pixels past it), or only the rectangle's pixels.
            let room = Bool.random(using: &g) ? stride - x : count + 2
            let rows = RasterRectRows(left: part(), middle: part(), right: part(), count: count,
                                      rows: Int.random(in: 1...10, using: &g), stride: stride, ahead: 11,
                                      prefetch_distance: 8, prefetch_pixels: count + 2, room: room)
            let want = Self.expected(canvas, x: x, rows: rows)
            for (path, kernels) in SpanKernelTests.paths {
                var got = canvas
                var run = rows
                got.withUnsafeMutableBufferPointer { kernels.pointee.solid_over_rect($0.baseAddress! + stride + x, &run) }
                #expect(got == want, "\(path) trial \(trial): \(rows.count) middle pixels, \(rows.rows) rows")
            }
        }
    }

    /// A sink that takes rows as spans gets the parts the kernel would paint, its middle split
    /// where the general path's row ends (a cell after the left edge's). The rectangle runs past
    /// the clip's right edge: left edge at 2.25 (pixel 2, fraction 64/256), rows 1.5 to 4. Row 1
    /// is half a pixel high: the left pixel gets 2·128·192·255 / 2¹⁷ = 96, the others
    /// 2·128·256·255 / 2¹⁷ = 128; rows 2 and 3 are whole (191 and 255). The nine pixels after
    /// the left one run to the clip's right edge (12).
    @Test func rectangleRowsAreTheSpansParts() {
        var spans = SpanRows()
        let clip = PixelRect(x0: 0, y0: 0, x1: 12, y1: 8)
        _ = CoverageRasterizer().rasterize(DeviceRect(x0: 2.25, y0: 1.5, x1: 30, y1: 4), clip: clip,
                                           antialiased: true, into: &spans)
        #expect(spans.spans.map { [$0.x, $0.y, $0.count, Int($0.coverage)] } == [
            [2, 1, 1, 96], [3, 1, 1, 128], [4, 1, 8, 128],
            [2, 2, 1, 191], [3, 2, 1, 255], [4, 2, 8, 255],
            [2, 3, 1, 191], [3, 3, 1, 255], [4, 3, 8, 255],
        ])
    }
}

/// Takes a rectangle's rows as spans and records them.
private struct SpanRows: SpanSink {
    var spans: [(x: Int, y: Int, count: Int, coverage: UInt8)] = []
    mutating func fillSpan(x: Int, y: Int, count: Int, coverage: UInt8) { spans.append((x, y, count, coverage)) }
    mutating func blendSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {}
    mutating func expectRow(y: Int, x0: Int, x1: Int) {}
    mutating func beginRow(y: Int, x0: Int, x1: Int) {}
}
