// BandAccumulator.swift · Raster/Rasterizer/Scan · Raster's own coverage accumulator (no SwiftUI counterpart)
// Status: Complete.
//
// The memory one band of CoverageRasterizer works in, shared by the two halves of the scan:
// CellWriter adds edge pieces to the cells, the sweep (CoverageRasterizer+Sweep.swift) sums
// each row and clears it again, so between bands every cell is 0 and every bit clear. The
// sweep finds each row's extent from its bits (a few words: rows are as wide as the fill), so
// the writer marks bits only. The sweep reads the same buffers through CoverageRasterizer's fields.
//
// Layout, for a fill whose edges lie in cells 0...last (cell 0 is the pixel column of its
// leftmost edge, CellWriter.origin): row r of the band (0..<bandHeight) is cells
// `acc[r·stride ..< (r + 1)·stride]` and bit words `bits[r·wordsPerRow ..< (r + 1)·wordsPerRow]`.
// An edge piece in cell c also adds to cell c + 1, so cells 0...last + 1 can be written and
// `stride` is at least last + 2, rounded up to whole steps of 16 cells (dense rows read and
// clear a quad at a time, the cell kernels of CRasterKernels up to 16 cells at a time).

/// One band of CoverageRasterizer's scratch: pointers copied into registers for the band (the
/// buffers are class fields, which every store through a pointer would otherwise force the
/// compiler to reload).
struct BandAccumulator {
    /// Signed covered area per cell, in units of `CoverageRasterizer.one` per pixel:
    /// `stride × bandHeight` cells, row by row.
    let acc: UnsafeMutablePointer<Int32>
    /// Cells per row: a multiple of 16, at least the rightmost edge's cell + 2.
    let stride: Int
    /// One bit per cell, set when the cell may hold a value: `wordsPerRow × bandHeight` words.
    let bits: UnsafeMutablePointer<UInt64>
    /// Bit words per row, `⌈stride / 64⌉`.
    let wordsPerRow: Int

    /// Debug builds: checks that cells `first...last` of band row `row` lie in the buffers.
    @inline(__always)
    func assertCells(row: Int, _ first: Int, _ last: Int) {
        assert(row >= 0 && row < CoverageRasterizer.bandHeight,
               "row \(row) outside the band's \(CoverageRasterizer.bandHeight) rows")
        assert(first >= 0 && first <= last && last < stride, "cells \(first)...\(last) outside a row of \(stride)")
        assert(last >> 6 < wordsPerRow, "cell \(last) outside the row's \(wordsPerRow) bit words")
    }
}
