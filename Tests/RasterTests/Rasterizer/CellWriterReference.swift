// CellWriterReference.swift · RasterTests/Rasterizer · the Swift cell writer, the reference of CRasterKernels' `add_edges`
//
// CoverageRasterizer's cell writing as it was written in Swift before it moved to C
// (Sources/CRasterKernels/CellWriter.h), kept here as the scalar reference that
// CellWriterKernelTests compares every CPU path's kernel with. Each edge piece adds
//     acc[cx]     += w · dy · (512 − (fa + fb))
//     acc[cx + 1] += w · dy · (fa + fb)
// to its cell and the next (derived in CoverageRasterizer.swift) and marks both as touched.

@testable import Raster

/// Writes edge pieces into one band of an accumulator laid out as CoverageRasterizer's.
struct CellWriterReference {
    /// Signed covered areas, `stride` cells a row, band row by band row.
    let acc: UnsafeMutablePointer<Int32>
    /// Cells per row.
    let stride: Int
    /// Touched-cell bits, `wordsPerRow` words a row.
    let bits: UnsafeMutablePointer<UInt64>
    let wordsPerRow: Int
    /// The x of cell 0's left side, 1/256 px from the clip's left edge: a whole pixel, at most
    /// every edge's x.
    let origin: Int

    /// Adds the part of `edge` between the fixed-point rows `bandTop..<bandBottom`.
    func addEdge(_ edge: LineEdge, bandTop: Int, bandBottom: Int) {
        let y0 = Int(edge.y0), y1 = Int(edge.y1), x0 = Int(edge.x0) - origin, x1 = Int(edge.x1) - origin
        assert(y0 < y1, "edge from y \(y0) to \(y1) does not point down")
        assert(x0 >= 0 && x1 >= 0 && x0 >> 8 <= stride - 2 && x1 >> 8 <= stride - 2,
               "edge x \(x0), \(x1) (1/256 px) outside cells 0...\(stride - 2)")
        let w = Int32(edge.winding)
        let ys = Swift.max(y0, bandTop), ye = Swift.min(y1, bandBottom)
        guard ys < ye else { return }
        let bandRow0 = bandTop >> 8
        if x0 == x1 {
            var y = ys
            while y < ye {
                let rowTop = y & ~255
                let yb = Swift.min(rowTop + 256, ye)
                cell(row: (rowTop >> 8) - bandRow0, x0 >> 8, x0 & 255, x0 & 255, (yb - y) * Int(w), within: x0 >> 8, x0 >> 8)
                y = yb
            }
            return
        }
        // x at fixed-point y is x0 + ⌊(y − y0)·dx/dy⌋, exactly: a quotient and remainder
        // where the edge's first row boundary in the band lies, then a whole row's step
        // (⌊256·dx/dy⌋ and its remainder) per row. Every shape sharing this edge computes the
        // same values, so shared edges still cancel exactly.
        let dx = x1 - x0, dy = y1 - y0
        var y = ys
        var x = ys == y0 ? x0 : x0 + Self.floorDivision((ys - y0) * dx, dy).quotient
        var rowTop = ys & ~255
        var yb = Swift.min(rowTop + 256, ye)
        if yb == ye {
            let xb = ye == y1 ? x1 : x0 + Self.floorDivision((ye - y0) * dx, dy).quotient
            segment(row: (rowTop >> 8) - bandRow0, x, ys - rowTop, xb, ye - rowTop, w, slope: edge.dydx)
            return
        }
        var (t, remainder) = Self.floorDivision((yb - y0) * dx, dy)
        let step = Self.floorDivision(256 * dx, dy)
        while true {
            let xb = yb == y1 ? x1 : x0 + t
            segment(row: (rowTop >> 8) - bandRow0, x, y - rowTop, xb, yb - rowTop, w, slope: edge.dydx)
            if yb >= ye { break }
            x = xb; y = yb; rowTop = yb
            yb = Swift.min(rowTop + 256, ye)
            // The remainder's carry without a branch (it follows no pattern along an edge).
            t &+= step.quotient; remainder &+= step.remainder
            let carry = (dy &- 1 &- remainder) >> 63
            t &-= carry
            remainder &-= dy & carry
        }
    }

    /// ⌊n / d⌋ and n − d·⌊n / d⌋ for d > 0 and |n| < 2^52: a truncated floating-point
    /// quotient corrected by the exact integer remainder.
    static func floorDivision(_ n: Int, _ d: Int) -> (quotient: Int, remainder: Int) {
        var q = Int(Double(n) / Double(d))
        var r = n - q * d
        if r < 0 { q -= 1; r += d } else if r >= d { q += 1; r -= d }
        return (q, r)
    }

    /// Adds the piece from `(xa, ya)` to `(xb, yb)` of one row; x in 1/256 px from the clip's
    /// left edge, y in 1/256 px from the row's top (0...256, ya ≤ yb). A piece inside one cell
    /// (steep edges: nearly every row of a large shape) is added here; others cross cells.
    func segment(row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, _ w: Int32, slope: Double) {
        if (xa ^ xb) >> 8 == 0 {
            let cx = xa >> 8
            cell(row: row, cx, xa & 255, xb & 255, (yb - ya) * Int(w), within: cx, cx)
        } else {
            crossingSegment(row: row, xa, ya, xb, yb, w, slope: slope)
        }
    }

    /// `segment` for a piece whose ends lie in different cells. `slope` is the edge's
    /// |dy/dx|, used to find where the piece crosses cell boundaries (clamped to the piece);
    /// the distance to each boundary is a whole number, so stepping it as a Double is exact.
    func crossingSegment(row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, _ w: Int32, slope: Double) {
        let dyr = yb - ya
        let sw = Int(w)
        if xb > xa {
            var cx = xa >> 8
            var fx = xa & 255
            var boundary = (cx + 1) << 8
            if boundary >= xb {
                cell(row: row, cx, fx, xb - (cx << 8), dyr * sw, within: cx, cx)
                return
            }
            let firstCell = cx
            var yPrev = ya
            var run = Double(boundary - xa)
            while boundary < xb {
                let yAt = Swift.min(ya + Int(run * slope), yb)
                cellNoMark(row: row, cx, fx, 256, (yAt - yPrev) * sw)
                yPrev = yAt; cx += 1; fx = 0; boundary += 256; run += 256
            }
            cell(row: row, cx, fx, xb - (cx << 8), (yb - yPrev) * sw, within: firstCell, cx)
        } else {
            var cx = (xa - 1) >> 8
            var fx = xa - (cx << 8)
            var boundary = cx << 8
            if boundary <= xb {
                cell(row: row, cx, fx, xb - boundary, dyr * sw, within: cx, cx)
                return
            }
            let lastCell = cx
            var yPrev = ya
            var run = Double(xa - boundary)
            while boundary > xb {
                let yAt = Swift.min(ya + Int(run * slope), yb)
                cellNoMark(row: row, cx, fx, 0, (yAt - yPrev) * sw)
                yPrev = yAt; cx -= 1; fx = 256; boundary -= 256; run += 256
            }
            cell(row: row, cx, fx, xb - (cx << 8), (yb - yPrev) * sw, within: cx, lastCell)
        }
    }

    /// Adds one cell piece and marks the cells `lo...hi + 1` as touched.
    func cell(row: Int, _ cx: Int, _ fa: Int, _ fb: Int, _ dy: Int, within lo: Int, _ hi: Int) {
        cellNoMark(row: row, cx, fa, fb, dy)
        // Bits lo...last, a word's worth of them at a time.
        let b = bits + row &* wordsPerRow
        let last = hi &+ 1
        let all = UInt64.max
        let firstWord = lo &>> 6, lastWord = last &>> 6
        if firstWord == lastWord {
            b[firstWord] |= (all &>> UInt64(truncatingIfNeeded: 63 &- (last &- lo))) &<< UInt64(truncatingIfNeeded: lo & 63)
        } else {
            b[firstWord] |= all &<< UInt64(truncatingIfNeeded: lo & 63)
            var word = firstWord &+ 1
            while word < lastWord { b[word] = all; word &+= 1 }
            b[lastWord] |= all &>> UInt64(truncatingIfNeeded: 63 &- (last & 63))
        }
    }

    /// Adds one cell piece without marking it: `fa`, `fb` in 0...256 (1/256 px in the cell),
    /// `dy` the signed height times the winding.
    func cellNoMark(row: Int, _ cx: Int, _ fa: Int, _ fb: Int, _ dy: Int) {
        assert(fa >= 0 && fa <= 256 && fb >= 0 && fb <= 256, "cell fractions \(fa), \(fb) outside 0...256")
        let a = acc + (row &* stride &+ cx)
        let s = Int32(truncatingIfNeeded: fa &+ fb), d = Int32(truncatingIfNeeded: dy)
        a[0] &+= d &* (512 - s)
        a[1] &+= d &* s
    }
}
