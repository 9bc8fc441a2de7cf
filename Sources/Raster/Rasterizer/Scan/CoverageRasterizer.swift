// CoverageRasterizer.swift · Raster/Rasterizer/Scan · Raster's own scan converter (no SwiftUI counterpart)
// Status: Complete.
//
// Analytic area coverage, the accumulation-buffer method of font-rs and FreeType's "gray"
// rasterizer, written for Raster in integer arithmetic:
//
// A downward edge piece inside one pixel cell, from (fa, ya) to (fb, yb) in 1/256 px
// relative to the cell, covers the part of the cell to its right with area
//     dy · (1 − (fa + fb) / 512)          (dy = yb − ya, in pixel heights)
// and every cell further right with area dy. So it adds
//     acc[cx]     += w · dy · (512 − (fa + fb))
//     acc[cx + 1] += w · dy · (fa + fb)
// (w = ±1 winding) and a running sum along the row gives each pixel its signed covered area
// in units of ONE = 256 · 512 = 2^17 per pixel. Accumulation is integer, so every row's area
// adds up exactly. Where an edge crosses row boundaries is exact integer arithmetic, stepped
// row by row; where it crosses cell boundaries inside a row comes from its slope, one IEEE
// division per edge (integer divisions per cell measured 10% slower on strokes_2k and
// shapes_10k). The result is the same on every machine, and two shapes
// sharing an edge compute the same crossings and add exactly opposite amounts.
//
// The fill rule is applied to the accumulated signed area a (FreeType's convention):
// non-zero takes min(|a|, ONE); even-odd folds |a| into a triangle wave of period 2·ONE.
// Coverage bytes are round-half-up of a · 255 / ONE.
//
// Rows are processed in bands of `bandHeight` so the accumulator stays in cache. A bitmap
// marks touched cells; untouched cells between them have constant coverage and go to the
// sink as one run (solid interiors become memset-like fills).
//
// The steps, one file each in Scan/:
// - CoverageRasterizer.swift (this file): the scratch buffers and the loop over bands;
// - EdgeBuckets.swift: the edges sorted by the band their top lies in;
// - CRasterKernels' CellWriter.h (`add_edges`): edge pieces added to the band's cells;
// - CoverageRasterizer+Sweep.swift: the running sum along each row of the band, sent to the
//   sink as spans;
// - CoverageRasterizer+DenseRow.swift: narrow rows summed four cells at a time;
// - FillRule.swift: the fill rule, and the coverage byte of an accumulated area;
// - SpanSink.swift: what receives the spans;
// - CoverageRasterizer+Rect.swift: axis-aligned rectangles, without an edge list.

import CRasterKernels
import Foundation

/// Turns an `EdgeList` into coverage spans. Owns reusable scratch buffers; not thread-safe.
final class CoverageRasterizer {
    /// Rows a band holds: 64 rather than 32 gives a fill fewer bands, so an edge enters fewer
    /// of them, there are fewer band calls, and fewer rows at a band's start have no pixels
    /// requested ahead. Alternated runs against 32 (medians of the minima of 25-frame runs, with
    /// 64 second, then first, in two sets): strokes_2k 0.964 and 0.964, then 0.981 and 0.984 of
    /// the time; shapes_10k 0.937 and 0.980, then 0.971 and 0.996; gradients_1k 0.982 and 0.990;
    /// ui_frame 1.008 and 0.973. ViewBenchmarks' snapshot throughput was the same (medians of
    /// six runs' minima 755 and 760 ms), and every scene's bytes are the same. 16 rows took
    /// strokes_2k 1.046 of the time both ways (AMD EPYC, family 25, model 1, AVX2 path).
    static let bandHeight = 64
    /// Accumulated area of a fully covered pixel.
    static let one: Int32 = 1 << 17

    // The band's scratch, shared by the two halves of the scan: the cell writer
    // (CRasterKernels' `add_edges`) adds edge pieces to the cells and sets their bits, the
    // sweep (CoverageRasterizer+Sweep.swift) finds each row's extent from its bits (a few
    // words: rows are as wide as the fill), sums the row and clears it again, so between bands
    // every cell is 0 and every bit clear. For a fill whose edges lie in cells 0...last (cell 0
    // is the pixel column of its leftmost edge), band row r is cells
    // `acc[r·stride ..< (r + 1)·stride]` and bit words `bits[r·wordsPerRow ..< (r + 1)·wordsPerRow]`;
    // an edge piece in cell c also adds to cell c + 1, so `stride` is at least last + 2. The
    // sweep reads these fields through `self`: handed to it as a struct, the seven fields were
    // copied to the stack and reloaded from there in its loop.
    /// Cells per accumulator row in the current fill, a multiple of 16: as wide as its edges,
    /// not as its clip (see `rasterize`).
    private(set) var stride = 0
    private(set) var wordsPerRow = 0
    /// `stride × bandHeight` cells in use, `cellCapacity` allocated.
    private(set) var acc: UnsafeMutablePointer<Int32> = .allocate(capacity: 1)
    private var cellCapacity = 1
    /// `wordsPerRow × bandHeight` words in use, `wordCapacity` allocated.
    private(set) var bits: UnsafeMutablePointer<UInt64> = .allocate(capacity: 1)
    private var wordCapacity = 1
    /// Per row of the band, the first and last touched cell (`.max` and `.min` when none),
    /// found by the sweep from the bits: `bandHeight` entries each.
    private(set) var rowMin: UnsafeMutablePointer<Int> = .allocate(capacity: bandHeight)
    private(set) var rowMax: UnsafeMutablePointer<Int> = .allocate(capacity: bandHeight)
    /// `stride` coverage bytes: one row's coverage for the sink (`cellCapacity / bandHeight`
    /// allocated).
    private(set) var maskRow: UnsafeMutablePointer<UInt8> = .allocate(capacity: 1)
    /// Indices of the edges reaching into the current band: `activeCapacity` entries.
    private var active: UnsafeMutablePointer<Int> = .allocate(capacity: 1)
    private var activeCapacity = 1
    private let buckets = EdgeBuckets()
    /// The kernels of the process's CPU path, whose `add_edges` writes the cells.
    private let kernels = SpanKernels.active.kernels

    deinit {
        acc.deallocate(); bits.deallocate(); rowMin.deallocate(); rowMax.deallocate()
        maskRow.deallocate(); active.deallocate()
    }

    /// Makes the scratch buffers fit rows of `cells` cells and `edgeCount` edges. Every cell
    /// and bit is 0 between fills, so the buffers can be laid out anew with another stride.
    private func prepare(cells: Int, edgeCount: Int) {
        assert(cells >= 2, "rows of \(cells) cells")
        // Rows are whole steps of 16 cells (dense rows are read a quad at a time, the cell
        // kernels 4, 8 or 16 cells at a time).
        stride = (cells + 15) & ~15
        wordsPerRow = (stride + 63) >> 6
        if stride * Self.bandHeight > cellCapacity {
            acc.deallocate(); maskRow.deallocate()
            cellCapacity = stride * Self.bandHeight
            acc = .allocate(capacity: cellCapacity)
            acc.initialize(repeating: 0, count: cellCapacity)
            maskRow = .allocate(capacity: stride)
        }
        if wordsPerRow * Self.bandHeight > wordCapacity {
            bits.deallocate()
            wordCapacity = wordsPerRow * Self.bandHeight
            bits = .allocate(capacity: wordCapacity)
            bits.initialize(repeating: 0, count: wordCapacity)
        }
        if activeCapacity < edgeCount {
            active.deallocate()
            active = .allocate(capacity: edgeCount)
            activeCapacity = edgeCount
        }
    }

    /// Scan-converts `edges` (already clipped to their clip rectangle) into `sink`. Rows where
    /// only two vertical edges are active (a rounded rectangle's sides: `straightRows`) go to
    /// the rectangle path, the others band by band.
    func rasterize<S: SpanSink>(_ edges: EdgeList, rule: FillRule, antialiased: Bool, into sink: inout S) {
        let n = edges.count
        guard n > 0 else { return }
        // The accumulator's cell 0 is the pixel column of the leftmost edge, not the clip's
        // left edge: a fill's band then occupies `bandHeight` rows of its own width in one
        // block, which stays in cache from fill to fill (clip-wide rows put
        // each touched cell of a small shape on a line of its own, 7.7 kB apart on a 1920-pixel
        // canvas). Moving x by whole pixels changes no fraction, so every cell sums as before.
        let origin = Int(edges.minX >> 8)
        let width = edges.right - edges.left - origin
        prepare(cells: Int(edges.maxX >> 8) - origin + 2, edgeCount: n)
        let rows = Int(edges.minY >> 8)..<Int((edges.maxY - 1) >> 8) + 1
        guard let straight = straightRows(edges) else {
            scan(edges, rows: rows, whole: true, origin: origin, width: width, rule: rule, antialiased: antialiased,
                 into: &sink)
            return
        }
        scan(edges, rows: rows.lowerBound..<straight.rows.lowerBound, whole: false, origin: origin, width: width, rule: rule,
             antialiased: antialiased, into: &sink)
        rectRows(top: straight.rows.lowerBound << 8, bottom: straight.rows.upperBound << 8, left: straight.left,
                 right: straight.right, dropped: false, clipX: edges.left, width: edges.right - edges.left,
                 antialiased: antialiased, into: &sink)
        scan(edges, rows: straight.rows.upperBound..<rows.upperBound, whole: false, origin: origin, width: width, rule: rule,
             antialiased: antialiased, into: &sink)
    }

    /// Adds the edges' parts in device rows `rows` (all of the fill's when `whole`) to the cells
    /// and sweeps them, band by band from the range's first row: cell 0 is device column
    /// `edges.left + origin`, rows end `width` pixels from it. Where an edge crosses a row does
    /// not depend on where its band begins (`add_edges` computes it from the edge's ends), so
    /// rows scanned in separate ranges get the bytes they get in one.
    private func scan<S: SpanSink>(_ edges: EdgeList, rows: Range<Int>, whole: Bool, origin: Int, width: Int, rule: FillRule,
                                   antialiased: Bool, into sink: inout S) {
        guard !rows.isEmpty else { return }
        let n = edges.count
        let e = edges.edges
        let bandCount = (rows.count - 1) / Self.bandHeight + 1
        if whole {
            buckets.sort(e, n, firstRow: rows.lowerBound, bands: bandCount)
        } else {
            buckets.sort(e, n, rows: rows, bands: bandCount)
        }
        let addEdges = kernels.pointee.add_edges
        var activeCount = 0
        for band in 0..<bandCount {
            let bandTop = rows.lowerBound + band * Self.bandHeight
            let bandBottom = Swift.min(bandTop + Self.bandHeight, rows.upperBound)
            let bandTopFixed = bandTop << 8, bandBottomFixed = bandBottom << 8
            for k in buckets.positions(ofBand: band) {
                // Each edge enters once and leaves for good, so at most n are active.
                assert(activeCount < activeCapacity, "more active edges than edges")
                active[activeCount] = buckets.edge(at: k); activeCount += 1
            }
            guard activeCount > 0 else { continue }
            // The kernel's contract (debug builds): known edges, pointing down, in cells 0...stride − 2.
            assert((0..<activeCount).allSatisfy { i in
                let index = active[i]
                guard index >= 0 && index < n else { return false }
                let edge = e[index], x0 = Int(edge.x0) - (origin << 8), x1 = Int(edge.x1) - (origin << 8)
                return edge.y0 < edge.y1 && x0 >= 0 && x1 >= 0 && x0 >> 8 <= stride - 2 && x1 >> 8 <= stride - 2
            }, "an active edge outside the \(n) edges, not pointing down, or outside cells 0...\(stride - 2)")
            activeCount = addEdges(acc, bits, stride, wordsPerRow, e, active, activeCount,
                                   Int64(origin << 8), Int64(bandTopFixed), Int64(bandBottomFixed))
            sweep(bandTop: bandTop, rows: bandBottom - bandTop, left: edges.left + origin, width: width,
                  rule: rule, antialiased: antialiased, into: &sink)
        }
    }
}
