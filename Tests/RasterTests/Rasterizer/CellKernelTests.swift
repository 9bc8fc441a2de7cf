import CRasterKernels
import Foundation
import Testing
@_spi(Benchmarks) @testable import Raster

/// CRasterKernels' cell kernels (the sweep and the compositing of a band, or of a shaded row, in
/// one pass) on every CPU path this machine runs, against the Swift sweep's arithmetic one cell
/// at a time (FillRule.coverage on the running sum, then SpanKernelTests' solid or shaded
/// source-over): the same bytes, the same returned sum, and the cells and bit words left clear.
@Suite struct CellKernelTests {
    typealias Seeded = SpanKernelTests.Seeded

    /// One accumulator row: `stride` cells, touched cells `lo...hi` with their bits set.
    struct Row {
        var cells: [Int32]
        var bits: [UInt64]
        var lo: Int, hi: Int

        /// Touched cells at random among `lo...hi` (both touched), values summing to a
        /// multiple of ONE so rows end like closed shapes, or to anything when `open`.
        init(stride: Int, lo: Int, hi: Int, open: Bool, _ g: inout Seeded) {
            let one = CoverageRasterizer.one
            cells = [Int32](repeating: 0, count: stride)
            bits = [UInt64](repeating: 0, count: (stride + 63) / 64)
            self.lo = lo; self.hi = hi
            var touched = [lo, hi]
            for c in lo...hi where Int.random(in: 0..<4, using: &g) == 0 { touched.append(c) }
            var total: Int32 = 0
            for c in Set(touched).sorted() {
                let v = Int32.random(in: -2 * one...2 * one, using: &g)
                cells[c] &+= v; total &+= v
                bits[c >> 6] |= 1 << UInt64(c & 63)
            }
            if !open { cells[hi] &-= total - Int32.random(in: -2...2, using: &g) * one }
        }

        /// The same row with no touched cell.
        func cleared() -> Row {
            var row = self
            row.cells = row.cells.map { _ in 0 }
            row.bits = row.bits.map { _ in 0 }
            return row
        }
    }

    /// The Swift sweep's pixels and final sum for `row` over `dst` (cell c is dst[c]), painted
    /// with `color`, or with the shader colours `src` (cell c's is src[c]) when given.
    static func expected(_ row: Row, _ dst: [PackedPixel], end: Int, color: PackedPixel, src: [PackedPixel]? = nil,
                         rule: FillRule) -> (pixels: [PackedPixel], sum: Int32) {
        var out = dst
        var sum: Int32 = 0
        for c in 0...row.hi {
            sum &+= row.cells[c]
            guard c >= row.lo, c < end else { continue }
            let k = UInt32(rule.coverage(sum, antialiased: true))
            guard k != 0 else { continue }
            if let src {
                out[c] = SpanKernelTests.shaderOver(PixelMath.scaleApproximately(src[c], k), out[c])
            } else {
                out[c] = SpanKernelTests.solidOver(PixelMath.scale256(color, PixelMath.coverageScale(k)), out[c])
            }
        }
        return (out, sum)
    }

    /// A random case on a row of `stride` cells: the touched cells; the end of the visible
    /// cells, inside the touched ones (a clip's right edge), after them or before them; a
    /// rule; the pixels.
    static func randomCase(stride: Int, _ g: inout Seeded) -> (row: Row, end: Int, rule: FillRule, dst: [PackedPixel]) {
        let lo = Int.random(in: 0..<stride - 1, using: &g)
        let hi = Int.random(in: lo..<stride, using: &g)
        let row = Row(stride: stride, lo: lo, hi: hi, open: Bool.random(using: &g), &g)
        let end = [hi + 1, stride, Int.random(in: 0...hi + 1, using: &g)].randomElement(using: &g)!
        let rule: FillRule = Bool.random(using: &g) ? .nonZero : .evenOdd
        let dst = (0..<stride).map { _ in SpanKernelTests.premultiplied(alpha: UInt32.random(in: 0...255, using: &g), &g) }
        return (row, end, rule, dst)
    }

    /// Runs `kernel` (pixels, cells, bits → sum) on copies of `row` and `dst`, and checks the
    /// pixels and the sum against `want` and that the cells and bits were cleared.
    static func check(_ row: Row, _ dst: [PackedPixel], want: (pixels: [PackedPixel], sum: Int32), _ what: String,
                      _ kernel: (UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt64>) -> Int32) {
        var cells = row.cells, bits = row.bits
        var sum: Int32 = 0
        let got = SpanKernelTests.run(dst) { d in sum = kernel(d, &cells, &bits) }
        #expect(got == want.pixels, "\(what)")
        #expect(sum == want.sum, "\(what)")
        #expect(cells.allSatisfy { $0 == 0 }, "\(what): cells left")
        #expect(bits.allSatisfy { $0 == 0 }, "\(what): bits left")
    }

    /// The Swift sweep's pixels for `row` and then the pixels after its last touched cell up to
    /// `end`, which take the coverage of the row's final sum (a shape cut by the clip's right
    /// edge): what `solid_over_band` paints in one row.
    static func expectedBandRow(_ row: Row, _ dst: [PackedPixel], end: Int, color: PackedPixel,
                                rule: FillRule) -> [PackedPixel] {
        var (out, sum) = expected(row, dst, end: end, color: color, rule: rule)
        let k = UInt32(rule.coverage(sum, antialiased: true))
        if k != 0 && row.hi + 1 < end {
            for c in row.hi + 1..<end {
                out[c] = SpanKernelTests.solidOver(PixelMath.scale256(color, PixelMath.coverageScale(k)), out[c])
            }
        }
        return out
    }

    /// Runs `solid_over_band` on a band of `rows` (each `stride` cells), painting the pixels
    /// at `dst` (`pixelStride` a row, cell 0 at pixel 0 of each row) to `end` cells, and checks
    /// that every cell and bit was cleared.
    static func runBand(_ kernels: UnsafePointer<RasterKernels>, _ rows: [Row], stride: Int,
                        dst: UnsafeMutablePointer<UInt32>, pixelStride: Int, end: Int, color: PackedPixel,
                        rule: FillRule, _ what: String) {
        var cells = rows.flatMap(\.cells), bits = rows.flatMap(\.bits)
        var first = [Int](repeating: 0, count: rows.count), last = first
        cells.withUnsafeMutableBufferPointer { c in
            bits.withUnsafeMutableBufferPointer { b in
                first.withUnsafeMutableBufferPointer { f in
                    last.withUnsafeMutableBufferPointer { l in
                        var band = RasterCellBand(pixels: dst, cells: c.baseAddress!, bits: b.baseAddress!,
                                                  first: f.baseAddress!, last: l.baseAddress!, pixel_stride: pixelStride,
                                                  stride: stride, words_per_row: (stride + 63) / 64, rows: rows.count,
                                                  width: end, prefetch_rows: 2, color: color,
                                                  even_odd: rule == .evenOdd ? 1 : 0)
                        kernels.pointee.solid_over_band(&band)
                    }
                }
            }
        }
        #expect(cells.allSatisfy { $0 == 0 }, "\(what): cells left")
        #expect(bits.allSatisfy { $0 == 0 }, "\(what): bits left")
    }

    /// `runBand` over a copy of `pixels`: the pixels it leaves.
    static func band(_ kernels: UnsafePointer<RasterKernels>, _ rows: [Row], stride: Int, pixels: [PackedPixel],
                     pixelStride: Int, end: Int, color: PackedPixel, rule: FillRule, _ what: String) -> [PackedPixel] {
        SpanKernelTests.run(pixels) { d in
            runBand(kernels, rows, stride: stride, dst: d, pixelStride: pixelStride, end: end, color: color, rule: rule, what)
        }
    }

    /// Bands of one to five rows, some of them empty, over pixel rows wider than the cells.
    @Test func solidOverBandSweepsAsTheSwiftSweep() {
        var g = Seeded(state: 21)
        for (path, kernels) in SpanKernelTests.paths {
            for stride in [16, 32, 80, 208] {
                for _ in 0..<30 {
                    let cases = (0..<Int.random(in: 1...5, using: &g)).map { _ in Self.randomCase(stride: stride, &g) }
                    let end = cases[0].end, rule = cases[0].rule
                    let color = [0xFF10_2030, 0x8040_2010, SpanKernelTests.premultiplied(alpha: 200, &g)]
                        .randomElement(using: &g)!
                    let pixelStride = stride + 5
                    // Rows without touched cells (every fourth) leave their pixels.
                    let rows = cases.enumerated().map { i, one in
                        i % 4 == 3 ? Row(stride: stride, lo: 0, hi: 0, open: false, &g).cleared() : one.row
                    }
                    var pixels = [PackedPixel]()
                    for (i, one) in cases.enumerated() {
                        pixels += i % 4 == 3 ? one.dst : Self.expectedBandRow(rows[i], one.dst, end: end, color: color, rule: rule)
                        pixels += [PackedPixel](repeating: 0x1122_3344, count: 5)
                    }
                    let before = cases.flatMap { $0.dst + [PackedPixel](repeating: 0x1122_3344, count: 5) }
                    let what = "\(path) stride \(stride) rows \(rows.map { "\($0.lo)...\($0.hi)" }) end \(end) \(rule)"
                    let got = Self.band(kernels, rows, stride: stride, pixels: before, pixelStride: pixelStride, end: end,
                                        color: color, rule: rule, what)
                    #expect(got == pixels, "\(what)")
                }
            }
        }
    }

    /// The shaded kernel: a row of shader colours (translucent, opaque, or translucent with
    /// opaque alpha bytes) instead of one colour.
    @Test func shaderOverCellsSweepsAsTheSwiftSweep() {
        var g = Seeded(state: 23)
        for (path, kernels) in SpanKernelTests.paths {
            for stride in [16, 48, 208] {
                for _ in 0..<60 {
                    let (row, end, rule, dst) = Self.randomCase(stride: stride, &g)
                    let src = SpanKernelTests.rows(stride, &g)[Int.random(in: 0..<3, using: &g)]
                    let want = Self.expected(row, dst, end: end, color: 0, src: src, rule: rule)
                    Self.check(row, dst, want: want, "\(path) stride \(stride) cells \(row.lo)...\(row.hi) end \(end) \(rule)") {
                        kernels.pointee.shader_over_cells($0, src, $1, $2, row.lo, row.hi, end, rule == .evenOdd ? 1 : 0)
                    }
                }
            }
        }
    }

    /// A full cell sums to ONE: coverage 255, where an opaque colour replaces the pixel and a
    /// translucent one blends; a cell of half that area gives coverage 128; the untouched cells
    /// between two edges take the running sum's coverage.
    @Test func solidOverBandOnAKnownRow() {
        let one = CoverageRasterizer.one
        var g = Seeded(state: 24)
        for (path, kernels) in SpanKernelTests.paths {
            // Edges in cells 2 (half covered from x 2.5) and 40 (leaving at x 40.5): cells 2 and
            // 40 half, 3...39 full, 41 and on empty.
            var row = Row(stride: 64, lo: 0, hi: 0, open: false, &g).cleared()
            row.cells[2] = one / 2; row.cells[3] = one / 2; row.cells[40] = -one / 2; row.cells[41] = -one / 2
            row.bits[0] = 0b11 << 2 | 0b11 << 40
            let dst = [PackedPixel](repeating: 0xFF00_0000, count: 64)
            let out = Self.band(kernels, [row], stride: 64, pixels: dst, pixelStride: 64, end: 64, color: 0xFF00_00FF,
                                rule: .nonZero, "\(path)")
            #expect(out[0...1].allSatisfy { $0 == 0xFF00_0000 }, "\(path)")
            // Coverage 128 scales red 255 by 129/256 (Skia's rounding): 128; black keeps 127/256.
            #expect(out[2] == 0xFF00_0080 && out[40] == 0xFF00_0080, "\(path): \(String(out[2], radix: 16))")
            #expect(out[3...39].allSatisfy { $0 == 0xFF00_00FF }, "\(path)")
            #expect(out[41...].allSatisfy { $0 == 0xFF00_0000 }, "\(path)")
        }
    }

    /// No cell kernel reads or writes pixels past the row's visible end, however far its last
    /// step reaches: rows whose pixels end right before an inaccessible page (a read past the
    /// end crashes the test process), on every path.
    @Test func solidOverBandStopsAtTheRowsEnd() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let memory = try #require(mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        try #require(Int(bitPattern: memory) != -1, "mmap failed")
        defer { munmap(memory, 2 * page) }
        #expect(mprotect(memory + page, page, PROT_NONE) == 0)
        var g = Seeded(state: 22)
        for (path, kernels) in SpanKernelTests.paths {
            for end in 1...33 {
                let hi = end + Int.random(in: 0...1, using: &g)
                let row = Row(stride: 48, lo: Int.random(in: 0..<end, using: &g), hi: hi, open: true, &g)
                let dst = (memory + page - 4 * end).bindMemory(to: UInt32.self, capacity: end)
                let before = (0..<end).map { _ in SpanKernelTests.premultiplied(alpha: UInt32.random(in: 0...255, using: &g), &g) }
                dst.update(from: before, count: end)
                Self.runBand(kernels, [row], stride: 48, dst: dst, pixelStride: end, end: end, color: 0x8040_2010,
                             rule: .nonZero, "\(path) end \(end)")
                let want = Self.expectedBandRow(row, before + [PackedPixel](repeating: 0, count: 48 - end), end: end,
                                                color: 0x8040_2010, rule: .nonZero)
                #expect(Array(UnsafeBufferPointer(start: dst, count: end)) == Array(want.prefix(end)), "\(path) end \(end)")
            }
        }
    }
}
