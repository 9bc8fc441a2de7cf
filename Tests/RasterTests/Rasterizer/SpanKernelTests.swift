import CRasterKernels
import Foundation
import Testing
@_spi(Benchmarks) @testable import Raster

/// The Blitter's C kernels (Sources/CRasterKernels) on every CPU path this machine runs, against
/// the Swift scalar formulas they port (PixelMath.swift; Skia's solid-colour blitter and 8-bit
/// pipeline): the same bytes on seeded random rows and on the edge cases, for every span length
/// 0...67, which covers each path's widest step and every tail below it.
@Suite struct SpanKernelTests {
    static let lengths = 0...67

    /// The paths this processor runs, with their kernels.
    static var paths: [(RasterCPUPath, UnsafePointer<RasterKernels>)] {
        RasterCPUPath.allCases.compactMap { path in SpanKernels.kernels(for: path).map { (path, $0) } }
    }

    // The reference: one pixel at a time, in Swift.

    static func solidOver(_ s: PackedPixel, _ d: PackedPixel) -> PackedPixel {
        s &+ PixelMath.scale256(d, 256 &- (s >> 24))
    }

    static func shaderOver(_ s: PackedPixel, _ d: PackedPixel) -> PackedPixel {
        s &+ PixelMath.scaleApproximately(d, 255 &- (s >> 24))
    }

    static func solidOverMask(_ d: [PackedPixel], _ mask: [UInt8], _ color: PackedPixel) -> [PackedPixel] {
        zip(d, mask).map { d, m in solidOver(PixelMath.scale256(color, PixelMath.coverageScale(UInt32(m))), d) }
    }

    static func shaderOverMask(_ d: [PackedPixel], _ src: [PackedPixel], _ mask: [UInt8]) -> [PackedPixel] {
        (0..<d.count).map { shaderOver(PixelMath.scaleApproximately(src[$0], UInt32(mask[$0])), d[$0]) }
    }

    /// A seeded SplitMix64, so every run draws the same rows.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A premultiplied pixel (no channel above alpha) of alpha `a`.
    static func premultiplied(alpha a: UInt32, _ g: inout Seeded) -> PackedPixel {
        let r = UInt32.random(in: 0...a, using: &g), gr = UInt32.random(in: 0...a, using: &g)
        let b = UInt32.random(in: 0...a, using: &g)
        return r | gr << 8 | b << 16 | a << 24
    }

    /// Rows of `count` pixels: random premultiplied colours, opaque ones, random colours with
    /// alpha 255, transparent ones, and opaque ones but for one pixel of alpha 254 in the middle
    /// (a step that is not all opaque by one lane).
    static func rows(_ count: Int, _ g: inout Seeded) -> [[PackedPixel]] {
        [(0..<count).map { _ in premultiplied(alpha: UInt32.random(in: 0...255, using: &g), &g) },
         (0..<count).map { _ in premultiplied(alpha: 255, &g) },
         (0..<count).map { _ in premultiplied(alpha: UInt32.random(in: 0...255, using: &g), &g) | 0xFF00_0000 },
         [PackedPixel](repeating: 0, count: count),
         (0..<count).map { i in premultiplied(alpha: i == count / 2 ? 254 : 255, &g) }]
    }

    /// Coverage rows of `count` bytes: random, empty, full, and random 0s and 255s.
    static func masks(_ count: Int, _ g: inout Seeded) -> [[UInt8]] {
        [(0..<count).map { _ in UInt8.random(in: 0...255, using: &g) },
         [UInt8](repeating: 0, count: count), [UInt8](repeating: 255, count: count),
         (0..<count).map { _ in Bool.random(using: &g) ? 255 : 0 }]
    }

    static func run(_ dst: [PackedPixel], _ body: (UnsafeMutablePointer<UInt32>) -> Void) -> [PackedPixel] {
        var out = dst
        // One pixel more than the span, which no kernel may write.
        out.append(0xDEAD_BEEF)
        out.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
        #expect(out.removeLast() == 0xDEAD_BEEF)
        return out
    }

    @Test func theBaselineIsAlwaysThere() {
        #expect(RasterCPUPath.baseline.isSupported)
        #expect(SpanKernels.kernels(for: .baseline) != nil)
        #expect(Self.paths.first?.0 == .baseline)
    }

    @Test func solidOverConstantCoverage() {
        var g = Seeded(state: 1)
        for (path, kernels) in Self.paths {
            for count in Self.lengths {
                let colors = [0xFF10_2030, 0x8040_2010, 0, 0xFFFF_FFFF] + (0..<4).map { _ in
                    Self.premultiplied(alpha: UInt32.random(in: 0...255, using: &g), &g)
                }
                for dst in Self.rows(count, &g) {
                    for color in colors {
                        for coverage: UInt32 in [0, 1, 128, 254, 255] {
                            let s = PixelMath.scale256(color, PixelMath.coverageScale(coverage))
                            let ia = 256 &- (s >> 24)
                            let expected = dst.map { s &+ PixelMath.scale256($0, ia) }
                            let got = Self.run(dst) { kernels.pointee.solid_over_constant($0, count, s, ia) }
                            #expect(got == expected, "\(path) count \(count) colour \(color) coverage \(coverage)")
                        }
                    }
                }
            }
        }
    }

    @Test func solidOverMask() {
        var g = Seeded(state: 2)
        for (path, kernels) in Self.paths {
            for count in Self.lengths {
                let colors = [0xFF10_2030, 0x8040_2010, 0, 0xFFFF_FFFF, Self.premultiplied(alpha: 77, &g)]
                for dst in Self.rows(count, &g) {
                    for mask in Self.masks(count, &g) {
                        for color in colors {
                            let expected = Self.solidOverMask(dst, mask, color)
                            let got = Self.run(dst) { d in
                                mask.withUnsafeBufferPointer { kernels.pointee.solid_over_mask(d, $0.baseAddress ?? UnsafePointer(bitPattern: 1)!, count, color) }
                            }
                            #expect(got == expected, "\(path) count \(count) colour \(color)")
                        }
                    }
                }
            }
        }
    }

    @Test func shaderOverConstantCoverage() {
        var g = Seeded(state: 3)
        for (path, kernels) in Self.paths {
            for count in Self.lengths {
                let sources = Self.rows(count, &g)
                for dst in Self.rows(count, &g) {
                    for src in sources {
                        for coverage: UInt32 in [0, 1, 128, 254, 255] {
                            let expected = (0..<count).map {
                                Self.shaderOver(PixelMath.scaleApproximately(src[$0], coverage), dst[$0])
                            }
                            let got = Self.run(dst) { d in
                                src.withUnsafeBufferPointer { kernels.pointee.shader_over_constant(d, $0.baseAddress ?? UnsafePointer(bitPattern: 4)!, count, coverage) }
                            }
                            #expect(got == expected, "\(path) count \(count) coverage \(coverage)")
                        }
                    }
                }
            }
        }
    }

    @Test func shaderOverMask() {
        var g = Seeded(state: 4)
        for (path, kernels) in Self.paths {
            for count in Self.lengths {
                let sources = Self.rows(count, &g)
                for dst in Self.rows(count, &g) {
                    for src in sources {
                        for mask in Self.masks(count, &g) {
                            let expected = Self.shaderOverMask(dst, src, mask)
                            let got = Self.run(dst) { d in
                                src.withUnsafeBufferPointer { s in
                                    mask.withUnsafeBufferPointer { m in
                                        kernels.pointee.shader_over_mask(d, s.baseAddress ?? UnsafePointer(bitPattern: 4)!,
                                                                         m.baseAddress ?? UnsafePointer(bitPattern: 1)!, count)
                                    }
                                }
                            }
                            #expect(got == expected, "\(path) count \(count)")
                        }
                    }
                }
            }
        }
    }

    /// No solid kernel reads or writes memory past its span (a wide step over the last pixels
    /// would, and masked steps must not fault there): spans that end right before an
    /// inaccessible page, for every length up to two AVX-512 steps, on every path (a read past
    /// the end crashes the test process).
    @Test func solidKernelsStopAtTheSpansEnd() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        // Pixels end where page 1 begins, coverage where page 3 begins; pages 1 and 3 are
        // inaccessible.
        let memory = try #require(mmap(nil, 4 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        try #require(Int(bitPattern: memory) != -1, "mmap failed")
        defer { munmap(memory, 4 * page) }
        #expect(mprotect(memory + page, page, PROT_NONE) == 0)
        #expect(mprotect(memory + 3 * page, page, PROT_NONE) == 0)
        var g = Seeded(state: 6)
        for (path, kernels) in Self.paths {
            for count in 1...32 {
                let dst = (memory + page - 4 * count).bindMemory(to: UInt32.self, capacity: count)
                let mask = (memory + 3 * page - count).bindMemory(to: UInt8.self, capacity: count)
                let before = (0..<count).map { _ in Self.premultiplied(alpha: UInt32.random(in: 0...255, using: &g), &g) }
                let coverage = (0..<count).map { _ in UInt8.random(in: 0...255, using: &g) }
                let color: PackedPixel = 0x8040_2010
                dst.update(from: before, count: count)
                mask.update(from: coverage, count: count)
                kernels.pointee.solid_over_mask(dst, mask, count, color)
                #expect(Array(UnsafeBufferPointer(start: dst, count: count)) == Self.solidOverMask(before, coverage, color),
                        "\(path) count \(count)")
                dst.update(from: before, count: count)
                kernels.pointee.solid_over_constant(dst, count, color, 128)
                #expect(Array(UnsafeBufferPointer(start: dst, count: count)) == before.map { color &+ PixelMath.scale256($0, 128) },
                        "\(path) count \(count)")
            }
        }
    }

    /// Pixels that are not premultiplied (a channel above alpha) carry into the next channel
    /// in the Swift formulas' 32-bit sums; every path carries the same way.
    @Test func colorsAboveTheirAlphaCarryAlike() {
        var g = Seeded(state: 5)
        let count = 37
        let dst = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &g) }
        let src = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &g) }
        let mask = (0..<count).map { _ in UInt8.random(in: 0...255, using: &g) }
        for (path, kernels) in Self.paths {
            let got = Self.run(dst) { d in
                src.withUnsafeBufferPointer { s in
                    mask.withUnsafeBufferPointer { kernels.pointee.shader_over_mask(d, s.baseAddress!, $0.baseAddress!, count) }
                }
            }
            #expect(got == Self.shaderOverMask(dst, src, mask), "\(path)")
        }
    }

    @Test func theEnvironmentChoosesThePath() {
        let best = RasterCPUPath.allCases.last(where: \.isSupported)!
        #expect(SpanKernels.choose(requested: nil) == best)
        #expect(SpanKernels.choose(requested: "") == best)
        #expect(SpanKernels.choose(requested: "baseline") == .baseline)
        for path in RasterCPUPath.allCases where path.isSupported {
            #expect(SpanKernels.choose(requested: path.rawValue.uppercased()) == path)
        }
        #expect(RasterCPUPath.current == SpanKernels.active.path)
    }

    @Test func aNameThatIsNoPathWarnsAndTakesTheWidest() {
        let best = RasterCPUPath.allCases.last(where: \.isSupported)!
        let (path, warnings) = RasterDiagnostics.capturingWarnings { SpanKernels.choose(requested: "sse9") }
        #expect(path == best)
        #expect(warnings == ["RASTER_CPU=sse9 is not a CPU path; using \(best.rawValue), the widest this processor "
                             + "runs; set it to one of baseline, avx2, avx512, or unset it"])
    }

    /// Case and the white space around a name do not matter; a blank value is no request.
    @Test func namesIgnoreCaseAndSurroundingSpace() {
        let (path, warnings) = RasterDiagnostics.capturingWarnings {
            (SpanKernels.choose(requested: " AVX2\t", runs: { _ in true }), SpanKernels.choose(requested: "  ", runs: { _ in true }))
        }
        #expect(path.0 == .avx2 && path.1 == .avx512)
        #expect(warnings.isEmpty)
    }

    /// A path the processor lacks falls back to the widest below it, with a warning (the
    /// processor's check replaced, as this machine may run every path).
    @Test func aPathTheProcessorLacksFallsBack() {
        let (chosen, warnings) = RasterDiagnostics.capturingWarnings {
            SpanKernels.choose(requested: "avx512", runs: { $0 != .avx512 })
        }
        #expect(chosen == .avx2)
        #expect(warnings == ["RASTER_CPU=avx512 asks for code this processor does not run; using avx2; "
                             + "set RASTER_CPU to avx2 or below, or unset it"])
        let baselineOnly = RasterDiagnostics.capturingWarnings {
            SpanKernels.choose(requested: "avx512", runs: { $0 == .baseline })
        }
        #expect(baselineOnly.result == .baseline)
        #expect(baselineOnly.warnings == ["RASTER_CPU=avx512 asks for code this processor does not run; using baseline; "
                                          + "set RASTER_CPU to baseline, or unset it"])
        #expect(SpanKernels.choose(requested: nil, runs: { $0 != .avx512 }) == .avx2)
        for path in RasterCPUPath.allCases where !path.isSupported {
            #expect(SpanKernels.kernels(for: path) == nil)
        }
    }
}
