import CRasterKernels
import Foundation
import Testing
@_spi(Benchmarks) @testable import Raster

/// The gradient kernels of CRasterKernels on every CPU path this machine runs, against the Swift
/// row loops they replaced (GradientLookup.padRow's middle, PaintShader.RadialGeometry's four-lane
/// loop), written out here one pixel at a time: the same bytes for every row length 0...67 (each
/// path's widest step and every tail below it), positions before, inside and past the table,
/// and NaN.
@Suite struct GradientKernelTests {
    typealias Seeded = SpanKernelTests.Seeded

    /// A table whose entry i is i + 1, so a wrong index shows as a wrong value, and 0 marks a
    /// pixel the kernel did not write.
    static func table(_ size: Int) -> [PackedPixel] { (0..<size).map { PackedPixel($0 + 1) } }

    /// GradientLookup.padRow's unclamped middle: 16.16 positions stepped by `delta` in 64 bits.
    static func linearReference(_ table: [PackedPixel], count: Int, fixed: Int64, delta: Int64) -> [PackedPixel] {
        (0..<count).map { table[Int((fixed + Int64($0) * delta) >> 16)] }
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

    static func run(_ count: Int, _ body: (UnsafeMutablePointer<UInt32>) -> Void) -> [PackedPixel] {
        var out = [PackedPixel](repeating: 0, count: count + 1)
        out[count] = 0xDEAD_BEEF
        out.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
        #expect(out.removeLast() == 0xDEAD_BEEF, "a kernel wrote past the row")
        return out
    }

    /// `gradient_linear_pad` of `kernels` on one row, expected to read what `linearReference` reads.
    static func expectLinearRow(_ kernels: UnsafePointer<RasterKernels>, _ table: [PackedPixel], count: Int,
                                fixed: Int64, delta: Int64, _ comment: Comment) {
        let expected = linearReference(table, count: count, fixed: fixed, delta: delta)
        let got = run(count) { out in
            table.withUnsafeBufferPointer {
                kernels.pointee.gradient_linear_pad(out, $0.baseAddress!, count, UInt32(truncatingIfNeeded: fixed),
                                                    UInt32(truncatingIfNeeded: delta), UInt32(table.count - 1))
            }
        }
        #expect(got == expected, comment)
    }

    @Test func linearPadReadsEveryPositionItsFixedPointStepGives() {
        var g = Seeded(state: 11)
        for size in [256, 4096] {
            let table = Self.table(size)
            let top = Int64(size - 1)
            for (path, kernels) in SpanKernelTests.paths {
                for count in 0...67 {
                    let last = Int64(Swift.max(count - 1, 1))
                    // Rising, falling and constant rows whose positions stay inside the table,
                    // from one end to the other and in between.
                    var rows: [(Int64, Int64)] = [(0, 0), (top << 16 | 0xFFFF, 0), (0, (top << 16 | 0xFFFF) / last),
                                                  (top << 16 | 0xFFFF, -(top << 16 | 0xFFFF) / last)]
                    for _ in 0..<6 {
                        let a = Int64.random(in: 0...(top << 16 | 0xFFFF), using: &g)
                        let b = Int64.random(in: 0...(top << 16 | 0xFFFF), using: &g)
                        rows.append((a, (b - a) / last))
                    }
                    for (fixed, delta) in rows {
                        Self.expectLinearRow(kernels, table, count: count, fixed: fixed, delta: delta,
                                             "\(path) count \(count) fixed \(fixed) delta \(delta)")
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
            let top = Int64(size - 1)
            for (path, kernels) in SpanKernelTests.paths {
                for entriesPerPixel in [0.4, 1.7, 1.9, 3.9, 4.1, 7.9, 8.5, 12.0] {
                    let delta = Int64(entriesPerPixel * 65536)
                    let count = Swift.min(300, Int(top * 65536 / delta))
                    for (fixed, step) in [(Int64(0), delta), (top << 16 | 0xFFFF, -delta)] {
                        Self.expectLinearRow(kernels, table, count: count, fixed: fixed, delta: step,
                                             "\(path) \(entriesPerPixel) entries a pixel from \(fixed)")
                    }
                }
                let n = Float(size - 1)
                for entriesPerPixel: Float in [1.5, 3.5, 7.5, 9] {
                    let radius = n / entriesPerPixel
                    // (u, v, du, dv, startRadius, endRadius)
                    let rows: [(Float, Float, Float, Float, Float, Float)] = [
                        (-150.5, 3.5, 1, 0, 0, radius), (-100.25, -40.5, 0.6, 0.8, 0, radius),
                        (radius + 10, 0.5, 1, 0, 0, radius), (-150.5, 3.5, 1, 0, radius, 0),
                    ]
                    for (u, v, du, dv, r0, r1) in rows {
                        let span = r1 - r0, scale = n / span, offset = 0.5 - r0 * n / span
                        let expected = Self.radialReference(table, count: 300, u: u, v: v, du: du, dv: dv,
                                                            scale: scale, offset: offset)
                        let got = Self.run(300) { out in
                            table.withUnsafeBufferPointer {
                                _ = kernels.pointee.gradient_radial_pad(out, $0.baseAddress!, 300, u, v, du, dv, scale, offset, n)
                            }
                        }
                        #expect(got == expected, "\(path) \(entriesPerPixel) entries a pixel, row \((u, v, du, dv, r0, r1))")
                    }
                }
            }
        }
    }

    @Test func radialPadMatchesTheFourLaneLoopOnEveryPath() {
        var g = Seeded(state: 12)
        let table = Self.table(1024)
        let n = Float(table.count - 1)
        for (path, kernels) in SpanKernelTests.paths {
            for count in 0...67 {
                // (u, v, du, dv, startRadius, endRadius): rows through the centre, t before 0
                // (inside the start circle) and past 1, a shrinking gradient, a huge scale.
                var rows: [(Float, Float, Float, Float, Float, Float)] = [
                    (-30, 0.5, 1, 0, 0, 40), (-30, 0.5, 1, 0, 10, 20), (0, 0, 0.37, 0.11, 5, 2),
                    (-1e3, 7, 31.5, 0, 0, 100), (.nan, 0, 1, 0, 0, 10), (1, 1, .infinity, 0, 0, 10),
                ]
                for _ in 0..<8 {
                    let r0 = Float.random(in: 0...50, using: &g)
                    rows.append((Float.random(in: -200...200, using: &g), Float.random(in: -200...200, using: &g),
                                 Float.random(in: -3...3, using: &g), Float.random(in: -3...3, using: &g),
                                 r0, r0 + Float.random(in: 1...300, using: &g)))
                }
                for (u, v, du, dv, r0, r1) in rows {
                    let span = r1 - r0, scale = n / span, offset = 0.5 - r0 * n / span
                    let expected = Self.radialReference(table, count: count, u: u, v: v, du: du, dv: dv,
                                                        scale: scale, offset: offset)
                    var written = 0
                    let got = Self.run(count) { out in
                        table.withUnsafeBufferPointer {
                            written = kernels.pointee.gradient_radial_pad(out, $0.baseAddress!, count, u, v, du, dv,
                                                                          scale, offset, n)
                        }
                    }
                    #expect(written == count / 4 * 4, "\(path) count \(count)")
                    #expect(got == expected, "\(path) count \(count) row \((u, v, du, dv, r0, r1))")
                }
            }
        }
    }
}
