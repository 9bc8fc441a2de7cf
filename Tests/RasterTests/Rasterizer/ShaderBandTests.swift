import CRasterKernels
import Foundation
import Testing
@testable import Raster

/// CRasterKernels' `shader_over_band` and `shader_over_rect` (a pad gradient's band, or a
/// rectangle's rows of one height, shaded and composited in one call: Blitter.compositeCellBand
/// and compositeRectRows) on every CPU path this machine runs, against the Swift row-by-row
/// path they replace (CoverageRasterizer+Sweep.swift's rows or the rectangle's spans, the
/// Blitter's `beginRow`, `compositeCells` and `fillSpan`): the same bytes for linear and radial
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

    /// `pixels` after `rasterize` fed a sink painting with `shader` in `mode`.
    static func paint(shader: PaintShader, pixels: [PackedPixel], _ mode: Sink.Mode,
                      _ rasterize: (inout Sink) -> Void) -> [PackedPixel] {
        let colors = RenderScratch.allocateColorRow(width)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { RenderScratch.deallocateColorRow(colors); scratch.deallocate() }
        return SpanKernelTests.run(pixels) { dst in
            var sink = Sink(blitter: Blitter(pixels: dst, stride: width, color: 0, shader: shader, mode: .normal, clip: nil,
                                             colors: colors, scratch: scratch), mode: mode)
            rasterize(&sink)
        }
    }

    /// Expects the Blitter and every path's kernels to paint what the row-by-row path paints;
    /// counts in `painted` whether that changed any pixel.
    static func expectSamePixels(_ what: String, shader: PaintShader, pixels: [PackedPixel], painted: inout Int,
                                 _ rasterize: (inout Sink) -> Void) {
        let want = paint(shader: shader, pixels: pixels, .rowByRow, rasterize)
        if want != pixels { painted += 1 }
        #expect(paint(shader: shader, pixels: pixels, .blitter, rasterize) == want, "\(what): Blitter")
        for (path, kernels) in SpanKernelTests.paths {
            #expect(paint(shader: shader, pixels: pixels, .kernels(kernels), rasterize) == want, "\(what): \(path)")
        }
    }

    /// Round `round`'s shader, linear or radial, opaque or not, now and then a radial one whose
    /// gradient-space step is not finite; and a name for it.
    static func shader(round: Int, _ g: inout Seeded) -> (PaintShader, String) {
        let linear = round % 2 == 0, opaque = round % 3 == 0, infiniteStep = !linear && round % 10 == 1
        return (shader(&g, linear: linear, opaque: opaque, infiniteStep: infiniteStep),
                "round \(round) linear \(linear) opaque \(opaque) infinite \(infiniteStep)")
    }

    static func randomPixels(_ g: inout Seeded) -> [PackedPixel] {
        (0..<width * height).map { _ in SpanKernelTests.premultiplied(alpha: UInt32.random(in: 0...255, using: &g), &g) }
    }

    @Test func shaderOverBandPaintsAsTheRowByRowSweep() {
        var g = Seeded(state: 31)
        var painted = 0
        for round in 0..<120 {
            let (shader, name) = Self.shader(round: round, &g)
            #expect(shader.bandRows != nil)
            let corners = Self.polygon(&g)
            let clipRight = [Self.width, Int.random(in: 20...Self.width, using: &g)].randomElement(using: &g)!
            let rule: FillRule = Bool.random(using: &g) ? .nonZero : .evenOdd
            let pixels = Self.randomPixels(&g)
            let what = "\(name) clip \(clipRight) \(rule)"
            Self.expectSamePixels(what, shader: shader, pixels: pixels, painted: &painted) { sink in
                let edges = EdgeList()
                edges.reset(left: 0, top: 0, right: clipRight, bottom: Self.height)
                for (a, b) in zip(corners, corners.dropFirst()) { edges.addLine(a.0, a.1, b.0, b.1) }
                CoverageRasterizer().rasterize(edges, rule: rule, antialiased: true, into: &sink)
            }
        }
        #expect(painted >= 100, "most shapes change some pixels (\(painted) of 120 did)")
    }

    /// Rectangles: wide and narrow (one pixel column, less than a pixel), whole and fractional
    /// edges, partly above, below, left of and right of the clip (then the middle runs on to
    /// the clip's right edge, past the row the rectangle's spans shade).
    @Test func shaderOverRectPaintsAsTheRectanglesSpans() {
        var g = Seeded(state: 32)
        var painted = 0
        for round in 0..<150 {
            let (shader, name) = Self.shader(round: round, &g)
            let x0 = [Double.random(in: -10...90, using: &g), Double(Int.random(in: 0...90, using: &g))].randomElement(using: &g)!
            let w = [Double.random(in: 0.2...1, using: &g), Double.random(in: 1...120, using: &g), 1].randomElement(using: &g)!
            let y0 = Double.random(in: -10...65, using: &g), h = Double.random(in: 0.3...80, using: &g)
            let rect = DeviceRect(x0: x0, y0: y0, x1: x0 + w, y1: y0 + h)
            let clip = PixelRect(x0: 0, y0: 0, x1: [Self.width, Int.random(in: 20...Self.width, using: &g)].randomElement(using: &g)!,
                                 y1: Self.height)
            let pixels = Self.randomPixels(&g)
            let what = "\(name) \(rect) clip \(clip)"
            Self.expectSamePixels(what, shader: shader, pixels: pixels, painted: &painted) { sink in
                _ = CoverageRasterizer().rasterize(rect, clip: clip, antialiased: true, into: &sink)
            }
        }
        #expect(painted >= 90, "most rectangles change some pixels (\(painted) of 150 did)")
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

/// A Blitter in one of three modes: `blitter`, as it is; `rowByRow`, declining bands and
/// rectangles' rows (`compositeCellBand`, `compositeRectRows`), so that they come row by row
/// and as spans; `kernels`, bands and rectangles through one CPU path's `shader_over_band`
/// and `shader_over_rect`, as the Blitter calls the active path's (then no span may come).
struct Sink: SpanSink {
    enum Mode {
        case blitter, rowByRow
        case kernels(UnsafePointer<RasterKernels>)
    }

    var blitter: Blitter
    let mode: Mode

    private var isKernels: Bool {
        if case .kernels = mode { return true }
        return false
    }

    mutating func fillSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        if isKernels { Issue.record("a span instead of a band or a rectangle's rows") }
        blitter.fillSpan(x: x, y: y, count: count, coverage: coverage)
    }
    mutating func blendSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        if isKernels { Issue.record("a span instead of a band or a rectangle's rows") }
        blitter.blendSpan(x: x, y: y, count: count, coverage: coverage)
    }
    mutating func expectRow(y: Int, x0: Int, x1: Int) { blitter.expectRow(y: y, x0: x0, x1: x1) }
    mutating func beginRow(y: Int, x0: Int, x1: Int) { blitter.beginRow(y: y, x0: x0, x1: x1) }
    mutating func compositeCells(y: Int, left: Int, cells: UnsafeMutablePointer<Int32>, bits: UnsafeMutablePointer<UInt64>,
                                 lo: Int, hi: Int, width: Int, rule: FillRule, antialiased: Bool) -> Int32? {
        if isKernels { Issue.record("a row instead of a band") }
        return blitter.compositeCells(y: y, left: left, cells: cells, bits: bits, lo: lo, hi: hi, width: width, rule: rule,
                                      antialiased: antialiased)
    }
    mutating func compositeCellBand(y: Int, left: Int, band: CellBand, rule: FillRule, antialiased: Bool) -> Bool {
        switch mode {
        case .blitter: return blitter.compositeCellBand(y: y, left: left, band: band, rule: rule, antialiased: antialiased)
        case .rowByRow: return false
        case .kernels(let kernels):
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
    mutating func compositeRectRows(y: Int, x: Int, rows: Int, parts: RectRowParts, ahead: Int, rowWidth: Int) -> Bool {
        switch mode {
        case .blitter: return blitter.compositeRectRows(y: y, x: x, rows: rows, parts: parts, ahead: ahead, rowWidth: rowWidth)
        case .rowByRow: return false
        case .kernels(let kernels):
            guard var gradient = blitter.shader?.takeUnretainedValue().bandRows else { return false }
            var run = RasterRectRows(left: UInt32(parts.left), middle: UInt32(parts.middle), right: UInt32(parts.right),
                                     count: parts.count, rows: rows, stride: blitter.stride, ahead: ahead,
                                     prefetch_distance: 8, prefetch_pixels: rowWidth, room: blitter.stride - x)
            kernels.pointee.shader_over_rect(blitter.pixels + y * blitter.stride + x, &run, &gradient, blitter.colors,
                                             Int64(x), Int64(y), blitter.shaderIsOpaque ? 1 : 0)
            return true
        }
    }
}
