import CRasterKernels
import Foundation
import Testing
@_spi(Benchmarks) @testable import Raster

/// The gradient kernels of CRasterKernels on every CPU path this machine runs, against the Swift
/// row loops they replaced (GradientLookup.padRow, PaintShader.RadialGeometry's padRow and its
/// four-lane loop), written out here one pixel at a time: the same bytes for every row length
/// 0...67 (each path's widest step and every tail below it), positions before, inside and past
/// the table, rows crossing either end or both, constant rows, huge positions, infinities and
/// NaN.
@Suite struct GradientKernelTests {
    typealias Seeded = SpanKernelTests.Seeded

    /// A table whose entry i is i + 1, so a wrong index shows as a wrong value, and 0 marks a
    /// pixel the kernel did not write.
    static func table(_ size: Int) -> [PackedPixel] { (0..<size).map { PackedPixel($0 + 1) } }

    /// `table[s]` clamped to the ends, NaN to entry 0 (GradientLookup.entry).
    static func entry(_ table: [PackedPixel], _ s: Float) -> PackedPixel {
        let hi = Float(table.count - 1)
        return table[Int(s > 0 ? (s < hi ? s : hi) : 0)]
    }

    /// GradientLookup.padRow as it was in Swift: positions start + i·step, clamped; the head
    /// before 0 and the tail past the last entry constant, the middle stepped in 16.16 fixed
    /// point in 64 bits; rows with ends not finite or 10^6 entries away one pixel at a time.
    static func linearReference(_ table: [PackedPixel], count: Int, start: Float, step: Float) -> [PackedPixel] {
        let hi = Float(table.count - 1)
        let last = Float(count - 1)
        guard start.isFinite, step.isFinite, abs(start) < 1e6, abs(start + step * last) < 1e6 else {
            return (0..<count).map { entry(table, start + step * Float($0)) }
        }
        var i = 0, end = count
        if step != 0 {
            func crossing(_ x: Float) -> Int {
                let c = Swift.max(-1, Swift.min(Float(count), x))
                let t = Int(c)
                return Swift.max(0, Float(t) < c ? t + 1 : t)
            }
            let a = crossing((0 - start) / step), b = crossing((hi - start) / step)
            if step > 0 { i = a; end = Swift.max(i, b) } else { i = b; end = Swift.max(i, a) }
        } else if !(start >= 0 && start < hi) {
            return Array(repeating: start < 0 ? table[0] : table[table.count - 1], count: count)
        }
        var out = Array(repeating: step > 0 ? table[0] : table[table.count - 1], count: i)
        let top = Int64(table.count - 1)
        var fixed = Int64((start + step * Float(i)) * 65536)
        let delta = Int64(step * 65536)
        while i < end {
            out.append(table[Int(Swift.min(Swift.max(fixed >> 16, 0), top))])
            fixed += delta
            i += 1
        }
        return out + Array(repeating: step > 0 ? table[table.count - 1] : table[0], count: count - out.count)
    }

    /// The Swift radial loop: lanes start at u + l·du and advance by 4·du every four pixels.
    static func radialReference(_ table: [PackedPixel], count: Int, u: Float, v: Float, du: Float, dv: Float,
                                scale: Float, offset: Float) -> [PackedPixel] {
        let magic: Float = 12_582_912
        let shift = (offset - 0.5) + magic, high = magic + Float(table.count - 1)
        var out = [PackedPixel](repeating: 0, count: count)
        for l in 0..<4 {
            var fu = u + Float(l) * du, fv = v + Float(l) * dv
            for i in Swift.stride(from: l, to: count / 4 * 4, by: 4) {
                var s = (fu * fu + fv * fv).squareRoot() * scale + shift
                if !(s >= magic) { s = magic }
                if s > high { s = high }
                out[i] = table[Int(s.bitPattern &- 0x4B40_0000)]
                fu += 4 * du; fv += 4 * dv
            }
        }
        return out
    }

    /// PaintShader.RadialGeometry's padRow as it was in Swift: `radialReference`'s groups of
    /// four when the ends and the offset lie below 2^21, then each remaining pixel at
    /// |(u, v) + i·(du, dv)|·scale + offset.
    static func radialRowReference(_ table: [PackedPixel], count: Int, u: Float, v: Float, du: Float, dv: Float,
                                   scale: Float, offset: Float) -> [PackedPixel] {
        func position(_ i: Int) -> Float {
            let fu = u + du * Float(i), fv = v + dv * Float(i)
            return (fu * fu + fv * fv).squareRoot() * scale + offset
        }
        let limit: Float = 2_097_152
        var out = [PackedPixel](repeating: 0, count: count)
        var i = 0
        if abs(position(0)) < limit, abs(position(count - 1)) < limit, abs(offset) < limit {
            out = radialReference(table, count: count, u: u, v: v, du: du, dv: dv, scale: scale, offset: offset)
            i = count / 4 * 4
        }
        while i < count {
            out[i] = entry(table, position(i))
            i += 1
        }
        return out
    }

    static func run(_ count: Int, _ body: (UnsafeMutablePointer<UInt32>) -> Void) -> [PackedPixel] {
        var out = [PackedPixel](repeating: 0, count: count + 1)
        out[count] = 0xDEAD_BEEF
        out.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
        #expect(out.removeLast() == 0xDEAD_BEEF, "a kernel wrote past the row")
        return out
    }

    /// `gradient_linear_pad` of `kernels` on one row, expected to read what `linearReference` reads.
    static func expectLinearRow(_ kernels: UnsafePointer<RasterKernels>, _ table: [PackedPixel], count: Int,
                                start: Float, step: Float, _ comment: Comment) {
        let expected = linearReference(table, count: count, start: start, step: step)
        let got = run(count) { out in
            table.withUnsafeBufferPointer {
                kernels.pointee.gradient_linear_pad(out, $0.baseAddress!, count, start, step, UInt32(table.count - 1))
            }
        }
        #expect(got == expected, comment)
    }

    /// `gradient_radial_pad` of `kernels` on one row, expected to read what `radialRowReference` reads.
    static func expectRadialRow(_ kernels: UnsafePointer<RasterKernels>, _ table: [PackedPixel], count: Int,
                                row: (u: Float, v: Float, du: Float, dv: Float, r0: Float, r1: Float),
                                _ comment: Comment) {
        let n = Float(table.count - 1)
        let span = row.r1 - row.r0, scale = n / span, offset = 0.5 - row.r0 * n / span
        let expected = radialRowReference(table, count: count, u: row.u, v: row.v, du: row.du, dv: row.dv,
                                          scale: scale, offset: offset)
        let got = run(count) { out in
            table.withUnsafeBufferPointer {
                kernels.pointee.gradient_radial_pad(out, $0.baseAddress!, count, row.u, row.v, row.du, row.dv,
                                                    scale, offset, n)
            }
        }
        #expect(got == expected, comment)
    }

    @Test func linearPadReadsWhatTheSwiftRowRead() {
        var g = Seeded(state: 11)
        for size in [256, 4096] {
            let table = Self.table(size)
            let hi = Float(size - 1)
            for (path, kernels) in SpanKernelTests.paths {
                for count in 0...67 {
                    let last = Float(Swift.max(count - 1, 1))
                    let subnormal = Float.leastNormalMagnitude / 64
                    // Rising, falling and constant rows inside the table, from one end to the
                    // other; rows crossing one end or both; constant rows before and past the
                    // table; a subnormal step, too small to reach an end; huge, infinite and
                    // NaN positions.
                    var rows: [(Float, Float)] = [
                        (0, 0), (hi - 0.25, 0), (0, hi / last), (hi + 0.999, -hi / last), (0.5, 0.999),
                        (-10.3, hi / last * 1.5), (hi + 20.7, -hi / last * 1.5), (-40, 3 * hi / last),
                        (5, -0.5), (hi - 3, 0.75), (-2, 0), (hi + 2, 0), (hi, 0), (-0.0, 1),
                        (17.25, subnormal), (-3, subnormal), (2e6, -1), (-1e6 + 1, 0.5), (.nan, 1), (1, .infinity),
                        (-.infinity, 1),
                    ]
                    for _ in 0..<8 {
                        let a = Float.random(in: -0.2 * hi...1.2 * hi, using: &g)
                        let b = Float.random(in: -0.2 * hi...1.2 * hi, using: &g)
                        rows.append((a, (b - a) / last))
                    }
                    for (start, step) in rows {
                        Self.expectLinearRow(kernels, table, count: count, start: start, step: step,
                                             "\(path) size \(size) count \(count) start \(start) step \(step)")
                    }
                }
            }
        }
    }

    /// Long rows whose 16-pixel steps span a few table entries to over a hundred: on the
    /// AVX-512 path they read 1, 2 or 4 windows of 32 entries by permutes, or gather. Linear
    /// rows rise from the first entry and fall from the last; radial rows cross the centre
    /// (the smallest position mid-step), lie wholly past the end circle, or shrink (the
    /// largest position mid-step, which no window anchored at a step's ends holds).
    @Test func rowsReadTheSameEntriesWhateverTheirSlope() {
        for size in [256, 4096] {
            let table = Self.table(size)
            let n = Float(size - 1)
            for (path, kernels) in SpanKernelTests.paths {
                for entriesPerPixel: Float in [0.4, 1.7, 1.9, 3.9, 4.1, 7.9, 8.5, 12.0] {
                    let count = Swift.min(300, Int(n / entriesPerPixel))
                    for (start, step) in [(Float(0), entriesPerPixel), (n + 0.5, -entriesPerPixel)] {
                        Self.expectLinearRow(kernels, table, count: count, start: start, step: step,
                                             "\(path) \(entriesPerPixel) entries a pixel from \(start)")
                    }
                }
                for entriesPerPixel: Float in [1.5, 3.5, 7.5, 9] {
                    let radius = n / entriesPerPixel
                    let rows: [(u: Float, v: Float, du: Float, dv: Float, r0: Float, r1: Float)] = [
                        (-150.5, 3.5, 1, 0, 0, radius), (-100.25, -40.5, 0.6, 0.8, 0, radius),
                        (radius + 10, 0.5, 1, 0, 0, radius), (-150.5, 3.5, 1, 0, radius, 0),
                    ]
                    for row in rows {
                        Self.expectRadialRow(kernels, table, count: 300, row: row,
                                             "\(path) \(entriesPerPixel) entries a pixel, row \(row)")
                    }
                }
            }
        }
    }

    /// On the AVX-512 path a linear row's 16-pixel step reads 1, 2 or 4 windows of 32 entries
    /// without checking its lanes, its window placed from its first and last position alone:
    /// slopes just below each window count's limit (a reach of 28, 60 and 124 entries over 15
    /// pixels), whose steps span the most entries a window must hold, at every quarter of a
    /// fraction, rising from the first entry, falling from the last (windows moved to fit the
    /// table at either end) and crossing the middle.
    @Test func linearStepsFillTheirWindowsToTheEdge() {
        for size in [256, 4096] {
            let table = Self.table(size)
            let n = Float(size - 1)
            for (path, kernels) in SpanKernelTests.paths {
                for reach: Float in [27.99, 59.99, 123.99] {
                    let step = reach / 15
                    let count = Swift.min(250, Int(n / step) - 2)
                    for fraction: Float in [0, 0.25, 0.5, 0.75, 0.999] {
                        for (start, delta) in [(fraction, step), (n + 0.5 - fraction, -step), (n / 2 + fraction, step)] {
                            Self.expectLinearRow(kernels, table, count: count, start: start, step: delta,
                                                 "\(path) size \(size) reach \(reach) from \(start) by \(delta)")
                        }
                    }
                }
            }
        }
    }

    /// Rows that enter and leave the end circle, or pass it by, whose groups of four wholly
    /// outside it read the last entry without a square root (`radial_inside`): long rows at
    /// random angles, speeds and fractions of a pixel, far from the centre and with tiny and
    /// huge circles, and rows grazing the circle just inside and outside it. Every pixel reads
    /// what the Swift row read.
    @Test func radialRowsOutsideTheEndCircleReadTheLastEntry() {
        var g = Seeded(state: 21)
        for size in [256, 4096] {
            let table = Self.table(size)
            for (path, kernels) in SpanKernelTests.paths {
                var rows: [(count: Int, row: (u: Float, v: Float, du: Float, dv: Float, r0: Float, r1: Float))] = [
                    (1000, (-500.5, 99.999, 1, 0, 0, 100)), (1000, (-500.5, 100.001, 1, 0, 0, 100)),
                    (3000, (-1500.25, 0.5, 1, 0, 0, 1000)), (2000, (-3e4, 17, 31.5, 0, 0, 2e4)),
                    (500, (-250, 0.25, 1, 0, 30, 31)), (64, (-40, 3, 1, 0, 0, 0.5)),
                ]
                for _ in 0..<40 {
                    let r1 = Float.random(in: 0.5...2000, using: &g)
                    let r0 = Bool.random(using: &g) ? 0 : Float.random(in: 0..<r1, using: &g)
                    let angle = Float.random(in: 0..<(2 * .pi), using: &g), speed = Float.random(in: 0.01...4, using: &g)
                    let count = Int.random(in: 1...3000, using: &g)
                    let miss = Float.random(in: -1.1...1.1, using: &g) * r1
                    let along = -Float.random(in: 0...1, using: &g) * (r1 + Float(count) * speed)
                    let (c, s) = (cos(angle), sin(angle))
                    rows.append((count, (c * along - s * miss, s * along + c * miss, speed * c, speed * s, r0, r1)))
                }
                for (count, row) in rows {
                    Self.expectRadialRow(kernels, table, count: count, row: row,
                                         "\(path) size \(size) count \(count) row \(row)")
                }
            }
        }
    }

    @Test func radialPadReadsWhatTheSwiftRowRead() {
        var g = Seeded(state: 12)
        let table = Self.table(1024)
        for (path, kernels) in SpanKernelTests.paths {
            for count in 0...67 {
                // Rows through the centre, t before 0 (inside the start circle) and past 1, a
                // shrinking gradient, a huge scale, positions past 2^21 (one pixel at a time),
                // NaN and infinities.
                var rows: [(u: Float, v: Float, du: Float, dv: Float, r0: Float, r1: Float)] = [
                    (-30, 0.5, 1, 0, 0, 40), (-30, 0.5, 1, 0, 10, 20), (0, 0, 0.37, 0.11, 5, 2),
                    (-1e3, 7, 31.5, 0, 0, 100), (-5e4, 0, 1500, 0, 0, 1), (3e6, 0, -1, 0, 0, 1e-3),
                    (.nan, 0, 1, 0, 0, 10), (1, 1, .infinity, 0, 0, 10), (-.infinity, 0, 1, 0, 0, 10),
                ]
                for _ in 0..<8 {
                    let r0 = Float.random(in: 0...50, using: &g)
                    rows.append((Float.random(in: -200...200, using: &g), Float.random(in: -200...200, using: &g),
                                 Float.random(in: -3...3, using: &g), Float.random(in: -3...3, using: &g),
                                 r0, r0 + Float.random(in: 1...300, using: &g)))
                }
                for row in rows {
                    Self.expectRadialRow(kernels, table, count: count, row: row, "\(path) count \(count) row \(row)")
                }
            }
        }
    }
}
