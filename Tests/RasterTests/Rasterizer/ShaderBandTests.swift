import CRasterKernels
import Foundation
import Testing
@testable import Raster

/// CRasterKernels' `shader_over_band` (a pad gradient's band shaded and composited in one call,
/// Blitter.compositeCellBand) on every CPU path this machine runs, against the Swift sweep's
/// row-by-row path it replaces (CoverageRasterizer+Sweep.swift's rows, the Blitter's
/// `beginRow`, `compositeCells` and `fillSpan`): the same bytes for linear and radial
/// gradients, opaque and translucent, non-zero and even-odd, shapes cut by the clip's right
/// edge (rows whose last pixels take the final sum's coverage) and radial rows whose
/// gradient-space step is not finite.
@Suite struct ShaderBandTests {
    typealias Seeded = SpanKernelTests.Seeded

    static let width = 96, height = 70

    /// A closed polygon of `corners` random points around (cx, cy), some outside the clip.
    static func polygon(_ g: inout Seeded) -> [(Double, Double)] {
        let cx = Double.random(in: 10...110, using: &g), cy = Double.random(in: 5...65, using: &g)
        let points = (0..<Int.random(in: 3...9, using: &g)).map { _ in
            (cx + Double.random(in: -60...60, using: &g), cy + Double.random(in: -45...45, using: &g))
        }
        return points + [points[0]]
    }

    static func shader(_ g: inout Seeded, linear: Bool, opaque: Bool, infiniteStep: Bool) -> PaintShader {
        let stops = (0..<Int.random(in: 2...4, using: &g)).map { _ in
            (location: Float.random(in: 0...1, using: &g),
             color: Color.Resolved(red: .random(in: 0...1, using: &g), green: .random(in: 0...1, using: &g),
                                   blue: .random(in: 0...1, using: &g),
                                   opacity: opaque ? 1 : .random(in: 0...1, using: &g)))
        }
        let geometry: PaintShader.Geometry
        if linear {
            geometry = .linear(PaintShader.LinearGeometry(dtdx: .random(in: -0.05...0.05, using: &g),
                                                          dtdy: .random(in: -0.05...0.05, using: &g),
                                                          t0: .random(in: -1...2, using: &g)))
        } else {
            let scale = infiniteStep ? 1e300 : Double.random(in: 0.5...2, using: &g)
            let inverse = CGAffineTransform(a: scale, b: .random(in: -0.3...0.3, using: &g), c: .random(in: -0.3...0.3, using: &g),
                                            d: .random(in: 0.5...2, using: &g), tx: .random(in: -5...5, using: &g),
                                            ty: .random(in: -5...5, using: &g))
            let r0 = Float.random(in: 0...10, using: &g)
            geometry = .radial(PaintShader.RadialGeometry(
                center: PaintShader.GradientCenter(inverse: inverse, x: .random(in: 0...96, using: &g), y: .random(in: 0...70, using: &g)),
                startRadius: r0, endRadius: r0 + .random(in: -30...80, using: &g)))
        }
        return PaintShader(gradient: stops, geometry: geometry, spread: .pad, linearColor: false,
                           opacity: opaque ? 1 : .random(in: 0...1, using: &g), deviceLength: 100, cache: nil)
    }

    /// `corners` rasterized into `pixels` with `shader` through `sink` (made from a Blitter).
    static func paint<S: SpanSink>(_ corners: [(Double, Double)], clipRight: Int, rule: FillRule, shader: PaintShader,
                                   pixels: [PackedPixel], _ sink: (Blitter) -> S) -> [PackedPixel] {
        let edges = EdgeList()
        edges.reset(left: 0, top: 0, right: clipRight, bottom: height)
        for (a, b) in zip(corners, corners.dropFirst()) { edges.addLine(a.0, a.1, b.0, b.1) }
        let colors = UnsafeMutablePointer<PackedPixel>.allocate(capacity: width)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { colors.deallocate(); scratch.deallocate() }
        return SpanKernelTests.run(pixels) { dst in
            var s = sink(Blitter(pixels: dst, stride: width, color: 0, shader: shader, mode: .normal, clip: nil,
                                 colors: colors, scratch: scratch))
            CoverageRasterizer().rasterize(edges, rule: rule, antialiased: true, into: &s)
        }
    }

    @Test func shaderOverBandPaintsAsTheRowByRowSweep() {
        var g = Seeded(state: 31)
        var painted = 0
        for round in 0..<120 {
            let linear = round % 2 == 0, opaque = round % 3 == 0, infiniteStep = !linear && round % 10 == 1
            let shader = Self.shader(&g, linear: linear, opaque: opaque, infiniteStep: infiniteStep)
            #expect(shader.bandRows != nil)
            let corners = Self.polygon(&g)
            let clipRight = [Self.width, Int.random(in: 20...Self.width, using: &g)].randomElement(using: &g)!
            let rule: FillRule = Bool.random(using: &g) ? .nonZero : .evenOdd
            let pixels = (0..<Self.width * Self.height).map { _ in
                SpanKernelTests.premultiplied(alpha: UInt32.random(in: 0...255, using: &g), &g)
            }
            let what = "round \(round) linear \(linear) opaque \(opaque) infinite \(infiniteStep) clip \(clipRight) \(rule)"
            let want = Self.paint(corners, clipRight: clipRight, rule: rule, shader: shader, pixels: pixels) { RowByRow(blitter: $0) }
            if want != pixels { painted += 1 }
            let blitter = Self.paint(corners, clipRight: clipRight, rule: rule, shader: shader, pixels: pixels) { $0 }
            #expect(blitter == want, "\(what): Blitter")
            for (path, kernels) in SpanKernelTests.paths {
                let got = Self.paint(corners, clipRight: clipRight, rule: rule, shader: shader, pixels: pixels) {
                    BandOnPath(blitter: $0, kernels: kernels)
                }
                #expect(got == want, "\(what): \(path)")
            }
        }
        #expect(painted >= 100, "most shapes change some pixels (\(painted) of 120 did)")
    }

    /// Shaders whose bands the kernel cannot shade go row by row: other spreads, equal radii,
    /// images.
    @Test func onlyPadLinearAndRadialGradientsShadeBands() {
        let stops = [(location: Float(0), color: Color.Resolved(red: 1, green: 0, blue: 0)),
                     (location: Float(1), color: Color.Resolved(red: 0, green: 0, blue: 1))]
        let linear = PaintShader.Geometry.linear(PaintShader.LinearGeometry(dtdx: 0.01, dtdy: 0, t0: 0))
        func radial(_ r0: Float, _ r1: Float) -> PaintShader.Geometry {
            .radial(PaintShader.RadialGeometry(center: PaintShader.GradientCenter(inverse: .identity, x: 5, y: 5),
                                               startRadius: r0, endRadius: r1))
        }
        func shader(_ geometry: PaintShader.Geometry, _ spread: PaintShader.Spread) -> PaintShader {
            PaintShader(gradient: stops, geometry: geometry, spread: spread, linearColor: false, opacity: 1,
                        deviceLength: 100, cache: nil)
        }
        let padLinear = shader(linear, .pad).bandRows
        #expect(padLinear?.radial == 0 && padLinear?.dtdx == 0.01 && padLinear?.last == 511)
        let padRadial = shader(radial(2, 12), .pad).bandRows
        #expect(padRadial?.radial == 1 && padRadial?.r0 == 2 && padRadial?.span == 10 && padRadial?.cx == 5)
        #expect(shader(linear, .repeat).bandRows == nil)
        #expect(shader(radial(2, 12), .mirror).bandRows == nil)
        #expect(shader(radial(4, 4), .pad).bandRows == nil)
        #expect(PaintShader(image: .layer(PaintShader.LayerGeometry(bytes: [0, 0, 0, 0], width: 1, opacity: 255))).bandRows == nil)
    }
}

/// The Blitter's row-by-row path: every SpanSink call but `compositeCellBand`, which it
/// declines, so the sweep hands it the band's rows one at a time.
private struct RowByRow: SpanSink {
    var blitter: Blitter

    mutating func fillSpan(x: Int, y: Int, count: Int, coverage: UInt8) { blitter.fillSpan(x: x, y: y, count: count, coverage: coverage) }
    mutating func blendSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        blitter.blendSpan(x: x, y: y, count: count, coverage: coverage)
    }
    mutating func expectRow(y: Int, x0: Int, x1: Int) { blitter.expectRow(y: y, x0: x0, x1: x1) }
    mutating func beginRow(y: Int, x0: Int, x1: Int) { blitter.beginRow(y: y, x0: x0, x1: x1) }
    mutating func compositeCells(y: Int, left: Int, cells: UnsafeMutablePointer<Int32>, bits: UnsafeMutablePointer<UInt64>,
                                 lo: Int, hi: Int, width: Int, rule: FillRule, antialiased: Bool) -> Int32? {
        blitter.compositeCells(y: y, left: left, cells: cells, bits: bits, lo: lo, hi: hi, width: width, rule: rule,
                               antialiased: antialiased)
    }
}

/// Bands through one CPU path's `shader_over_band`, as the Blitter calls the active path's.
private struct BandOnPath: SpanSink {
    var blitter: Blitter
    let kernels: UnsafePointer<RasterKernels>

    mutating func fillSpan(x: Int, y: Int, count: Int, coverage: UInt8) { Issue.record("a span instead of a band") }
    mutating func blendSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) { Issue.record("a span instead of a band") }
    mutating func expectRow(y: Int, x0: Int, x1: Int) {}
    mutating func beginRow(y: Int, x0: Int, x1: Int) {}
    mutating func compositeCellBand(y: Int, left: Int, band: CellBand, rule: FillRule, antialiased: Bool) -> Bool {
        guard var rows = blitter.shader?.takeUnretainedValue().bandRows else { return false }
        var cells = RasterCellBand(pixels: blitter.pixels + y * blitter.stride + left, cells: band.cells, bits: band.bits,
                                   first: band.first, last: band.last, pixel_stride: blitter.stride, stride: band.stride,
                                   words_per_row: band.wordsPerRow, rows: band.rows, width: band.width, prefetch_rows: 3,
                                   color: 0, even_odd: rule == .evenOdd ? 1 : 0)
        kernels.pointee.shader_over_band(&cells, &rows, blitter.colors, Int64(left), Int64(y),
                                         blitter.shaderIsOpaque ? 1 : 0)
        return true
    }
}
