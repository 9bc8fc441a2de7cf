// CoverageRasterizer+Sweep.swift · Raster/Rasterizer/Scan · Raster's own accumulation sweep (no SwiftUI counterpart)
// Status: Complete.
//
// The reading half of the scan: once the cell writer (CRasterKernels' `add_edges`) has added a
// band's edges, each touched row is summed left to right, the running sum turned into coverage
// by the fill rule, and the coverage handed to the sink: touched cells in groups
// (`blendSpan`), the untouched stretches between them, whose coverage is constant, as one run
// each (`fillSpan`). The touched-cell bits are read a word (64 cells) at a time and only set
// bits visit their cells, so a solid interior costs one word test per 64 pixels here. Cells
// and bits are cleared as they are read, leaving the band empty for the next one.
//
// A sink that can read the cells itself does the summing and compositing in one pass instead,
// the way Blend2D's fill pipelines read its cell buffer: a solid paint's or a pad linear or
// radial gradient's whole band in one call (`SpanSink.compositeCellBand`: the Blitter, through
// CRasterKernels' `solid_over_band` or `shader_over_band`, which also find each row's extent
// and request its pixels ahead, as this loop does for the others, and the gradient's kernel
// shades each row), other shaded paints' rows one at a time (`SpanSink.compositeCells`,
// `shader_over_cells`). Moving the solid band's row loop into C took shapes_10k from 428.3 to
// 392.7 million instructions a frame (callgrind, AVX2 path; this loop had been 17% of them),
// the gradient band's took gradients_1k's fill calls from 281.6 to 265.9 million (a frame, the
// mean of its first two), the same bytes.
// It takes 4, 8 or 16 cells a step, summed in vector lanes, and untouched steps as constant
// runs, with no coverage row or span calls in between; only the pixels after the row's last
// touched cell (open shapes cut by the clip) still come as a span.
//
// The sink is told of each row's pixels `prefetchRows` rows before its spans come
// (`expectRow`), not of the whole band at once: a band's worth of prefetches issued back to
// back stalled on the processor's few outstanding-miss slots (the prefetch loop held 3.5% of
// shapes_10k's samples and 5% of strokes_2k's), and a wide shape's first rows left the L1
// cache before the sweep reached them. Four rows ahead took shapes_10k's CPU-time median
// from 97 to 84 ms on a busy 2-core AMD EPYC (avx512 path, 8 interleaved rounds; 6 rows ahead
// measured the same, prefetching nothing was slower than the whole band).

extension CoverageRasterizer {
    /// Emits and clears the accumulated rows of one band: device rows `bandTop..<bandTop + rows`,
    /// cell 0 at device x `left`, rows ending `width` pixels from it (the clip's right edge).
    /// Anti-aliased non-zero fills (nearly all of them) get their own copy of the loop, with the
    /// rule folded into each cell's coverage.
    func sweep<S: SpanSink>(bandTop: Int, rows: Int, left: Int, width: Int,
                            rule: FillRule, antialiased: Bool, into sink: inout S) {
        let band = CellBand(cells: acc, bits: bits, first: rowMin, last: rowMax, stride: stride, wordsPerRow: wordsPerRow,
                            rows: rows, width: width)
        if sink.compositeCellBand(y: bandTop, left: left, band: band, rule: rule, antialiased: antialiased) { return }
        if rule == .nonZero && antialiased {
            sweepRows(bandTop: bandTop, rows: rows, left: left, width: width, rule: .nonZero, antialiased: true, into: &sink)
        } else {
            sweepRows(bandTop: bandTop, rows: rows, left: left, width: width, rule: rule, antialiased: antialiased, into: &sink)
        }
    }

    /// How many rows ahead of the one being swept the sink is told which pixels come next.
    static let prefetchRows = 4

    /// Tells the sink of row `r`'s pixels (`bandTop + r`, cells `rowMin[r]...rowMax[r]`), if
    /// the row has any, in whole steps of 16 cells (`cellStep`).
    @inline(__always)
    private func expectRow<S: SpanSink>(_ r: Int, bandTop: Int, left: Int, width: Int, into sink: inout S) {
        let lo = rowMin[r], hi = rowMax[r]
        guard lo <= hi else { return }
        let step = CoverageRasterizer.cellStep
        sink.expectRow(y: bandTop + r, x0: left + (lo & ~(step - 1)), x1: left + (hi | (step - 1)) + 1)
    }

    /// The widest step of the cell kernels (CRasterKernels' `solid_over_band` and
    /// `shader_over_cells`), which read and write a row's pixels in whole steps from a multiple
    /// of it, the lanes outside the row's cells masked off. A masked load waits for the cache
    /// lines of its masked-off lanes too: on the AMD EPYC the benchmarks run on, a 16-lane load
    /// whose active lanes were cached took 442 cycles (median of 4,000) when its masked-off
    /// lanes lay in an uncached line, 104 when they did not. So rows are announced in whole
    /// steps, and the lines before a row's first pixel and after its last are on their way too.
    static let cellStep = 16

    @inline(__always)
    private func sweepRows<S: SpanSink>(bandTop: Int, rows: Int, left: Int, width: Int,
                                        rule: FillRule, antialiased: Bool, into sink: inout S) {
        assert(rows > 0 && rows <= CoverageRasterizer.bandHeight, "\(rows) rows in a band")
        assert(width >= 0, "a row \(width) pixels wide")
        for r in 0..<rows {
            // The row's first and last touched cells, from its bit words.
            let b = bits + r * wordsPerRow
            var first = 0
            while first < wordsPerRow && b[first] == 0 { first += 1 }
            guard first < wordsPerRow else { rowMin[r] = .max; rowMax[r] = .min; continue }
            var last = wordsPerRow - 1
            while b[last] == 0 { last -= 1 }
            rowMin[r] = first << 6 + b[first].trailingZeroBitCount
            rowMax[r] = last << 6 + 63 - b[last].leadingZeroBitCount
        }
        let ahead = CoverageRasterizer.prefetchRows
        for r in 0..<Swift.min(ahead, rows) { expectRow(r, bandTop: bandTop, left: left, width: width, into: &sink) }
        for r in 0..<rows {
            if r + ahead < rows { expectRow(r + ahead, bandTop: bandTop, left: left, width: width, into: &sink) }
            let lo = rowMin[r], hi = rowMax[r]
            guard lo <= hi else { continue }
            assert(lo >= 0 && hi < stride, "cells \(lo)...\(hi) outside a row of \(stride)")
            let y = bandTop + r
            let a = acc + r * stride
            let b = bits + r * wordsPerRow
            if let sum = sink.compositeCells(y: y, left: left, cells: a, bits: b, lo: lo, hi: hi, width: width,
                                             rule: rule, antialiased: antialiased) {
                if hi + 1 < width {
                    let tail = rule.coverage(sum, antialiased: antialiased)
                    if tail != 0 { sink.fillSpan(x: left + hi + 1, y: y, count: width - hi - 1, coverage: tail) }
                }
                continue
            }
            sink.beginRow(y: y, x0: left + lo, x1: left + Swift.min(hi + 1, width))
            if hi - lo < 24 {  // see denseRow
                denseRow(a, b, lo: lo, hi: hi, y: y, left: left, width: width, rule: rule, antialiased: antialiased, into: &sink)
                continue
            }
            var sum: Int32 = 0
            var groupStart = 0, groupLength = 0
            var previous = -1
            for wi in (lo >> 6)...(hi >> 6) {
                var word = b[wi]
                guard word != 0 else { continue }
                b[wi] = 0
                while word != 0 {
                    let c = wi << 6 + word.trailingZeroBitCount
                    word &= word &- 1
                    assert(c < stride, "touched cell \(c) outside a row of \(stride)")
                    let v = a[c]
                    a[c] = 0
                    guard c < width else { continue }
                    if c != previous + 1 {
                        if groupLength > 0 {
                            sink.blendSpan(x: left + groupStart, y: y, count: groupLength, coverage: maskRow)
                            groupLength = 0
                        }
                        if previous >= 0 {
                            let gap = rule.coverage(sum, antialiased: antialiased)
                            if gap != 0 { sink.fillSpan(x: left + previous + 1, y: y, count: c - previous - 1, coverage: gap) }
                        }
                    }
                    sum &+= v
                    previous = c
                    let value = rule.coverage(sum, antialiased: antialiased)
                    if value == 0 {
                        // Empty cells end a group (they need no compositing).
                        if groupLength > 0 {
                            sink.blendSpan(x: left + groupStart, y: y, count: groupLength, coverage: maskRow)
                            groupLength = 0
                        }
                        continue
                    }
                    if groupLength == 0 { groupStart = c }
                    assert(groupLength < stride, "a group of \(groupLength + 1) cells in a row of \(stride)")
                    maskRow[groupLength] = value
                    groupLength += 1
                }
            }
            if groupLength > 0 {
                sink.blendSpan(x: left + groupStart, y: y, count: groupLength, coverage: maskRow)
            }
            if previous >= 0, previous + 1 < width {
                let tail = rule.coverage(sum, antialiased: antialiased)
                if tail != 0 { sink.fillSpan(x: left + previous + 1, y: y, count: width - previous - 1, coverage: tail) }
            }
        }
    }
}

/// One band of a fill's accumulated cells as the sweep hands it to a sink that composites it
/// whole (`SpanSink.compositeCellBand`): CoverageRasterizer's scratch, `rows` rows of `stride`
/// cells and `wordsPerRow` bit words each, rows ending `width` pixels from cell 0 (the clip's
/// right edge), and `first`/`last` scratch for `rows` entries each.
struct CellBand {
    let cells: UnsafeMutablePointer<Int32>
    let bits: UnsafeMutablePointer<UInt64>
    let first: UnsafeMutablePointer<Int>
    let last: UnsafeMutablePointer<Int>
    let stride: Int, wordsPerRow: Int, rows: Int, width: Int
}
