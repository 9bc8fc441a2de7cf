// CoverageRasterizer.swift · Raster/Rasterizer · Raster's own scan converter (no SwiftUI counterpart)
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

import Foundation

/// The winding rule deciding which areas a path encloses.
enum FillRule {
    case nonZero, evenOdd
}

extension SIMD4 where Scalar == Int32 {
    /// The coverage bytes (in memory order) of four accumulated sums under `rule`; see
    /// `CoverageRasterizer`.
    @inline(__always)
    func coverageBytes(_ rule: FillRule, antialiased: Bool) -> UInt32 {
        let sign = self &>> 31
        var a = (self ^ sign) &- sign
        let one = SIMD4<Int32>(repeating: CoverageRasterizer.one)
        if rule == .evenOdd {
            a &= 2 &* one &- 1
            a.replace(with: 2 &* one &- a, where: a .> one)
        } else {
            a.replace(with: one, where: a .> one)
        }
        var c = ((a &<< 8) &- a &+ (CoverageRasterizer.one >> 1)) &>> 17
        if !antialiased {
            c.replace(with: SIMD4(repeating: 255), where: c .>= 128)
            c.replace(with: SIMD4(repeating: 0), where: c .< 128)
        }
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: c), to: UInt32.self)
    }
}

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

/// Turns an `EdgeList` into coverage spans. Owns reusable scratch buffers; not thread-safe.
final class CoverageRasterizer {
    static let bandHeight = 32
    /// Accumulated area of a fully covered pixel.
    static let one: Int32 = 1 << 17

    private var stride = 0
    private var wordsPerRow = 0
    private var acc: UnsafeMutablePointer<Int32> = .allocate(capacity: 1)
    private var bits: UnsafeMutablePointer<UInt64> = .allocate(capacity: 1)
    private var rowMin: UnsafeMutablePointer<Int> = .allocate(capacity: bandHeight)
    private var rowMax: UnsafeMutablePointer<Int> = .allocate(capacity: bandHeight)
    private var maskRow: UnsafeMutablePointer<UInt8> = .allocate(capacity: 1)
    private var active: UnsafeMutablePointer<Int> = .allocate(capacity: 1)
    private var order: UnsafeMutablePointer<Int> = .allocate(capacity: 1)
    private var activeCapacity = 1
    private var bandStart: UnsafeMutablePointer<Int> = .allocate(capacity: 1)
    private var bandCapacity = 1

    deinit {
        acc.deallocate(); bits.deallocate(); rowMin.deallocate(); rowMax.deallocate()
        maskRow.deallocate(); active.deallocate(); order.deallocate(); bandStart.deallocate()
    }

    /// Makes the scratch buffers fit a clip `width` pixels wide.
    private func prepare(width: Int) {
        // Cells 0...width + 1 can be written; rows are whole quads (dense rows are read a
        // quad at a time).
        let needed = (width + 2 + 3) & ~3
        if needed > stride {
            acc.deallocate(); bits.deallocate(); maskRow.deallocate()
            stride = needed
            wordsPerRow = (stride + 63) >> 6
            acc = .allocate(capacity: stride * Self.bandHeight)
            acc.initialize(repeating: 0, count: stride * Self.bandHeight)
            bits = .allocate(capacity: wordsPerRow * Self.bandHeight)
            bits.initialize(repeating: 0, count: wordsPerRow * Self.bandHeight)
            maskRow = .allocate(capacity: stride)
        }
        for r in 0..<Self.bandHeight { rowMin[r] = .max; rowMax[r] = .min }
    }

    /// Scan-converts `edges` (already clipped to their clip rectangle) into `sink`.
    func rasterize<S: SpanSink>(_ edges: EdgeList, rule: FillRule, antialiased: Bool, into sink: inout S) {
        let n = edges.count
        guard n > 0 else { return }
        let width = edges.right - edges.left
        prepare(width: width)
        let e = edges.edges
        let firstRow = Int(edges.minY >> 8)
        let lastRow = Int((edges.maxY - 1) >> 8)
        let bandCount = (lastRow - firstRow) / Self.bandHeight + 1
        bucketByBand(e, n, firstRow: firstRow, bands: bandCount)
        var activeCount = 0
        for band in 0..<bandCount {
            let bandTop = firstRow + band * Self.bandHeight
            let bandBottom = Swift.min(bandTop + Self.bandHeight, lastRow + 1)
            let bandTopFixed = bandTop << 8, bandBottomFixed = bandBottom << 8
            for k in bandStart[band]..<bandStart[band + 1] {
                active[activeCount] = order[k]; activeCount += 1
            }
            guard activeCount > 0 else { continue }
            var kept = 0
            let writer = CellWriter(acc: acc, stride: stride, bits: bits, wordsPerRow: wordsPerRow,
                                    rowMin: rowMin, rowMax: rowMax)
            for i in 0..<activeCount {
                let index = active[i]
                writer.addEdge(e[index], bandTop: bandTopFixed, bandBottom: bandBottomFixed)
                if Int(e[index].y1) > bandBottomFixed { active[kept] = index; kept += 1 }
            }
            activeCount = kept
            sweep(bandTop: bandTop, rows: bandBottom - bandTop, left: edges.left, width: width,
                  rule: rule, antialiased: antialiased, into: &sink)
        }
    }

    /// Counting sort of the edges by the band their top lies in: `order[bandStart[b]..<bandStart[b + 1]]`
    /// are the edges starting in band b. O(n), no comparisons.
    private func bucketByBand(_ e: UnsafeMutablePointer<LineEdge>, _ n: Int, firstRow: Int, bands: Int) {
        if activeCapacity < n {
            active.deallocate(); order.deallocate()
            active = .allocate(capacity: n)
            order = .allocate(capacity: n)
            activeCapacity = n
        }
        if bandCapacity < bands + 1 {
            bandStart.deallocate()
            bandStart = .allocate(capacity: bands + 1)
            bandCapacity = bands + 1
        }
        bandStart.initialize(repeating: 0, count: bands + 1)
        for i in 0..<n { bandStart[(Int(e[i].y0 >> 8) - firstRow) / Self.bandHeight + 1] += 1 }
        for b in 0..<bands { bandStart[b + 1] += bandStart[b] }
        for i in 0..<n {
            let b = (Int(e[i].y0 >> 8) - firstRow) / Self.bandHeight
            order[bandStart[b]] = i
            bandStart[b] += 1
        }
        for b in Swift.stride(from: bands, to: 0, by: -1) { bandStart[b] = bandStart[b - 1] }
        bandStart[0] = 0
    }

    // MARK: Sweep

    @inline(__always)
    fileprivate func coverage(_ sum: Int32, rule: FillRule, antialiased: Bool) -> UInt8 {
        var a = sum < 0 ? -sum : sum
        switch rule {
        case .nonZero:
            if a > Self.one { a = Self.one }
        case .evenOdd:
            a &= 2 * Self.one - 1
            if a > Self.one { a = 2 * Self.one - a }
        }
        let c = UInt8((a &* 255 &+ (Self.one >> 1)) >> 17)
        return antialiased ? c : (c >= 128 ? 255 : 0)
    }

    /// Emits and clears the accumulated rows of one band. Anti-aliased non-zero fills (nearly
    /// all of them) get their own copy of the loop, with the rule folded into each cell's
    /// coverage.
    private func sweep<S: SpanSink>(bandTop: Int, rows: Int, left: Int, width: Int,
                                    rule: FillRule, antialiased: Bool, into sink: inout S) {
        if rule == .nonZero && antialiased {
            sweepRows(bandTop: bandTop, rows: rows, left: left, width: width, rule: .nonZero, antialiased: true, into: &sink)
        } else {
            sweepRows(bandTop: bandTop, rows: rows, left: left, width: width, rule: rule, antialiased: antialiased, into: &sink)
        }
    }

    @inline(__always)
    private func sweepRows<S: SpanSink>(bandTop: Int, rows: Int, left: Int, width: Int,
                                        rule: FillRule, antialiased: Bool, into sink: inout S) {
        for r in 0..<rows where rowMin[r] <= rowMax[r] {
            sink.expectRow(y: bandTop + r, x0: left + rowMin[r], x1: left + Swift.min(rowMax[r], width))
        }
        for r in 0..<rows {
            let lo = rowMin[r], hi = rowMax[r]
            guard lo <= hi else { continue }
            rowMin[r] = .max; rowMax[r] = .min
            let y = bandTop + r
            sink.beginRow(y: y, x0: left + lo, x1: left + Swift.min(hi + 1, width))
            let a = acc + r * stride
            let b = bits + r * wordsPerRow
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
                    let v = a[c]
                    a[c] = 0
                    guard c < width else { continue }
                    if c != previous + 1 {
                        if groupLength > 0 {
                            sink.blendSpan(x: left + groupStart, y: y, count: groupLength, coverage: maskRow)
                            groupLength = 0
                        }
                        if previous >= 0 {
                            let gap = coverage(sum, rule: rule, antialiased: antialiased)
                            if gap != 0 { sink.fillSpan(x: left + previous + 1, y: y, count: c - previous - 1, coverage: gap) }
                        }
                    }
                    sum &+= v
                    previous = c
                    let value = coverage(sum, rule: rule, antialiased: antialiased)
                    if value == 0 {
                        // Empty cells end a group (they need no compositing).
                        if groupLength > 0 {
                            sink.blendSpan(x: left + groupStart, y: y, count: groupLength, coverage: maskRow)
                            groupLength = 0
                        }
                        continue
                    }
                    if groupLength == 0 { groupStart = c }
                    maskRow[groupLength] = value
                    groupLength += 1
                }
            }
            if groupLength > 0 {
                sink.blendSpan(x: left + groupStart, y: y, count: groupLength, coverage: maskRow)
            }
            if previous >= 0, previous + 1 < width {
                let tail = coverage(sum, rule: rule, antialiased: antialiased)
                if tail != 0 { sink.fillSpan(x: left + previous + 1, y: y, count: width - previous - 1, coverage: tail) }
            }
        }
    }
}

extension CoverageRasterizer {
    /// A narrow row (cells `lo...hi`, fewer than 24): all its cells are summed a quad at a
    /// time (a prefix sum in four lanes) and go to the sink as one span, without walking the
    /// touched-cell bits; then the untouched rest of the row takes the final sum's coverage.
    /// Rows of thin strokes and small shapes are mostly touched cells (strokes_2k: 11 per row):
    /// instructions per frame fell 2.5% there and 0.9% on shapes_10k; wider rows, where the
    /// bits skip long untouched stretches, stay with the bits (at 40 cells shapes_10k rose).
    @inline(__always)
    private func denseRow<S: SpanSink>(_ a: UnsafeMutablePointer<Int32>, _ b: UnsafeMutablePointer<UInt64>,
                                       lo: Int, hi: Int, y: Int, left: Int, width: Int,
                                       rule: FillRule, antialiased: Bool, into sink: inout S) {
        let start = lo & ~3
        var sum: Int32 = 0
        var c = start
        while c <= hi {
            var v = UnsafeRawPointer(a + c).loadUnaligned(as: SIMD4<Int32>.self)
            UnsafeMutableRawPointer(a + c).storeBytes(of: SIMD4<Int32>(repeating: 0), as: SIMD4<Int32>.self)
            v &+= SIMD4(0, v.x, v.y, v.z)
            v &+= SIMD4(0, 0, v.x, v.y)
            v &+= SIMD4(repeating: sum)
            sum = v.w
            UnsafeMutableRawPointer(maskRow + (c - start)).storeBytes(of: v.coverageBytes(rule, antialiased: antialiased), as: UInt32.self)
            c += 4
        }
        (b + (lo >> 6)).update(repeating: 0, count: (hi >> 6) - (lo >> 6) + 1)
        // The span ends at its last covered pixel: the cells after the rightmost edge are
        // marked but empty, and may lie outside the pixels the edges can cover (a clip mask
        // is only that big).
        var end = Swift.min(hi + 1, width)
        while end > lo && maskRow[end - 1 - start] == 0 { end -= 1 }
        if lo < end { sink.blendSpan(x: left + lo, y: y, count: end - lo, coverage: maskRow + (lo - start)) }
        if hi + 1 < width {
            let tail = coverage(sum, rule: rule, antialiased: antialiased)
            if tail != 0 { sink.fillSpan(x: left + hi + 1, y: y, count: width - hi - 1, coverage: tail) }
        }
    }
}

/// Writes edge pieces into one band of the accumulator. A value copied into registers for
/// the band (the buffers are class fields, which every store through a pointer would
/// otherwise force the compiler to reload).
private struct CellWriter {
    let acc: UnsafeMutablePointer<Int32>
    let stride: Int
    let bits: UnsafeMutablePointer<UInt64>
    let wordsPerRow: Int
    let rowMin: UnsafeMutablePointer<Int>
    let rowMax: UnsafeMutablePointer<Int>

    /// Adds the part of `edge` between the fixed-point rows `bandTop..<bandBottom`.
    @inline(__always)
    func addEdge(_ edge: LineEdge, bandTop: Int, bandBottom: Int) {
        let y0 = Int(edge.y0), y1 = Int(edge.y1), x0 = Int(edge.x0), x1 = Int(edge.x1)
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

    /// ⌊n / d⌋ and n − d·⌊n / d⌋ for d > 0 and |n| < 2^52: a floating-point quotient (faster
    /// than an integer division here) corrected by the exact integer remainder. The quotient
    /// is truncated, not floored (floor is a library call on baseline x86-64): the rounded
    /// quotient lies between the integers around n / d, so truncation is off by at most one.
    @inline(__always)
    static func floorDivision(_ n: Int, _ d: Int) -> (quotient: Int, remainder: Int) {
        var q = Int(Double(n) / Double(d))
        var r = n - q * d
        if r < 0 { q -= 1; r += d } else if r >= d { q += 1; r -= d }
        return (q, r)
    }

    /// Adds the piece from `(xa, ya)` to `(xb, yb)` of one row; x in 1/256 px from the clip's
    /// left edge, y in 1/256 px from the row's top (0...256, ya ≤ yb). A piece inside one cell
    /// (steep edges: nearly every row of a large shape) is added here; others cross cells.
    @inline(__always)
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
    @inline(__always)
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
        rowMin[row] = Swift.min(rowMin[row], lo)
        rowMax[row] = Swift.max(rowMax[row], hi &+ 1)
    }

    @inline(__always)
    func cellNoMark(row: Int, _ cx: Int, _ fa: Int, _ fb: Int, _ dy: Int) {
        let a = acc + (row &* stride &+ cx)
        let s = Int32(truncatingIfNeeded: fa &+ fb), d = Int32(truncatingIfNeeded: dy)
        a[0] &+= d &* (512 - s)
        a[1] &+= d &* s
    }
}
