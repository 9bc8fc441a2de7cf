// Blitter.swift · Raster/Rasterizer · Raster's own compositor (no SwiftUI counterpart)
// Status: Complete.
//
// Composites coverage spans onto a premultiplied RGBA8 pixmap: coverage × clip mask, then
// the paint (a solid colour or a PaintShader row), then the blend mode.
//
// Source-over rounds as Skia's CPU backend does, the reference Benchmarks/ compares against
// (mean difference to Skia per channel: shapes_10k 0.61 → 0.18, gradients_1k 0.43 → 0.19):
// - solid colours as its solid-colour blitter: coverage c scales the colour by (c + 1)/256
//   (`PixelMath.coverageScale`), the destination is scaled by (256 − αs)/256, truncated;
// - shader rows as its 8-bit pipeline: both scales are `PixelMath.scaleApproximately`.
// Other blend modes round exactly.
//
// Fast paths, in the order they are tried (Benchmarks/ shapes_10k is dominated by them):
// - solid, source-over, full coverage, opaque colour: a plain fill of the row;
// - solid, source-over, constant coverage: one scaled source and one inverse alpha per span,
//   two packed multiplies per pixel;
// - solid, source-over, varying coverage: the source is scaled per pixel;
// - solid, source-over, an axis-aligned rectangle's rows: one call per run of rows of one
//   height (`compositeRectRows`);
// - opaque shader, source-over, full coverage: a copy of the shaded colours;
// - everything else goes through `BlendMode.blend` and a coverage lerp.
// The source-over loops are C kernels (Sources/CRasterKernels), compiled for each CPU path
// and picked once per process (CPUDispatch.swift): Swift compiles for baseline x86-64 only.
//
// A shader shades each row once, over all the pixels the row's spans can reach
// (`beginRow`), and spans read their part of it: a row's edge spans are a couple of pixels
// each, and shading them one call at a time cost more than the pixels (gradients_1k: 311k
// edge spans of 2 pixels on average per frame).

import CRasterIntrinsics
import CRasterKernels

/// A SpanSink that paints spans into pixels. Built per draw call; holds no ownership.
struct Blitter: SpanSink {
    /// The target pixels, `stride` per row (device space).
    let pixels: UnsafeMutablePointer<PackedPixel>
    let stride: Int
    /// The solid source colour (premultiplied, opacity applied) when `shader` is nil.
    let color: PackedPixel
    /// Kept alive by the caller for the Blitter's lifetime, so spans use it without
    /// reference counting.
    let shader: Unmanaged<PaintShader>?
    let mode: GraphicsContext.BlendMode
    /// The clip mask's coverage, multiplied into every span (nil for none), and the device
    /// rectangle it covers; spans lie inside it. The caller keeps the mask alive.
    let clip: UnsafePointer<UInt8>?
    let clipRect: PixelRect
    let shaderIsOpaque: Bool
    /// Scratch rows at least as wide as the canvas; `colors` after a margin of
    /// `RASTER_COLORS_MARGIN` pixels (RenderScratch.allocateColorRow).
    let colors: UnsafeMutablePointer<PackedPixel>
    let scratch: UnsafeMutablePointer<UInt8>
    /// The source-over kernels of the process's CPU path.
    let kernels = SpanKernels.active.kernels
    /// `colors` holds the shader's colours of row `shadedY`, pixels `shadedX0..<shadedX1`.
    private var shadedY = Int.min, shadedX0 = 0, shadedX1 = 0

    init(pixels: UnsafeMutablePointer<PackedPixel>, stride: Int, color: PackedPixel, shader: PaintShader?,
         mode: GraphicsContext.BlendMode, clip: ClipMask?,
         colors: UnsafeMutablePointer<PackedPixel>, scratch: UnsafeMutablePointer<UInt8>) {
        self.pixels = pixels; self.stride = stride; self.color = color
        self.shader = shader.map { Unmanaged.passUnretained($0) }
        shaderIsOpaque = shader?.isOpaque ?? false
        self.mode = mode; self.colors = colors; self.scratch = scratch
        self.clip = clip.map { UnsafePointer($0.coverage) }
        clipRect = clip?.rect ?? PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    }

    mutating func fillSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        if let clip {
            let m = clip + ((y - clipRect.y0) * clipRect.width + (x - clipRect.x0))
            let c = UInt32(coverage)
            for i in 0..<count { scratch[i] = UInt8(PixelMath.mul255(c, UInt32(m[i]))) }
            composite(x: x, y: y, count: count, mask: scratch)
            return
        }
        let dst = pixels + y * stride + x
        if shader == nil && mode == .normal {
            if coverage == 255 && color >> 24 == 255 {
                dst.update(repeating: color, count: count)
                return
            }
            let s = PixelMath.scale256(color, PixelMath.coverageScale(UInt32(coverage)))
            let ia = 256 &- (s >> 24)
            if ia == 256 { return }
            kernels.pointee.solid_over_constant(dst, count, s, ia)
            return
        }
        let c = UInt32(coverage)
        guard shader != nil else {
            for i in 0..<count { dst[i] = general(color, dst[i], c) }
            return
        }
        let src = source(x: x, y: y, count: count)
        if mode == .normal {
            if c == 255 && shaderIsOpaque {
                dst.update(from: src, count: count)
            } else {
                kernels.pointee.shader_over_constant(dst, src, count, c)
            }
            return
        }
        for i in 0..<count { dst[i] = general(src[i], dst[i], c) }
    }

    /// Shades pixels `x0..<x1` of row `y` into `colors`, for the spans of the row to read.
    mutating func beginRow(y: Int, x0: Int, x1: Int) {
        guard let shader, x1 > x0 else { return }
        let colors = self.colors
        shader._withUnsafeGuaranteedRef { $0.shade(x: x0, y: y, count: x1 - x0, into: colors) }
        shadedY = y; shadedX0 = x0; shadedX1 = x1
    }

    /// The shader's colours of `count` pixels from `(x, y)`: from the shaded row when it
    /// holds them, else shaded now (spans come left to right, so the row is not needed again).
    @inline(__always)
    private mutating func source(x: Int, y: Int, count: Int) -> UnsafePointer<PackedPixel> {
        if y != shadedY || x < shadedX0 || x + count > shadedX1 { beginRow(y: y, x0: x, x1: x + count) }
        return UnsafePointer(colors + (x - shadedX0))
    }

    /// Prefetches the cache lines of the row's pixels `x0..<x1`, so that they are on their
    /// way in before the spans need them: the canvas rarely fits in cache, and a row of a
    /// thin shape is a line or two, which no hardware prefetcher predicts. (Loading one pixel
    /// per line instead, as Raster first did, stalls the pipeline until each load arrives:
    /// prefetches made strokes_2k 5% and shapes_10k 10% faster.)
    mutating func expectRow(y: Int, x0: Int, x1: Int) {
        guard x1 > x0 else { return }
        let row = UnsafeRawPointer(pixels + y * stride)
        var line = Int(bitPattern: row + x0 * 4) & ~63
        let last = Int(bitPattern: row + (x1 - 1) * 4)
        while line <= last {
            raster_prefetch_for_writing(UnsafeRawPointer(bitPattern: line))
            line += 64
        }
    }

    /// Solid source-over paints without a clip mask paint a rectangle's rows of one height in
    /// one call (CRasterKernels' `solid_over_rect`): each part's source and inverse alpha once
    /// per run of rows instead of once per span, and no span calls. Pad linear and radial
    /// gradients do too (`shader_over_rect`, which shades each row as `beginRow` and `fillSpan`
    /// would).
    mutating func compositeRectRows(y: Int, x: Int, rows: Int, parts: RectRowParts, ahead: Int, rowWidth: Int) -> Bool {
        guard mode == .normal, clip == nil else { return false }
        if let shader {
            guard var gradient = shader._withUnsafeGuaranteedRef({ $0.bandRows }) else { return false }
            var run = RasterRectRows(left: UInt32(parts.left), middle: UInt32(parts.middle), right: UInt32(parts.right),
                                     count: parts.count, rows: rows, stride: stride, ahead: ahead,
                                     prefetch_distance: CoverageRasterizer.rectPrefetchRows, prefetch_pixels: rowWidth,
                                     room: stride - x)
            kernels.pointee.shader_over_rect(pixels + y * stride + x, &run, &gradient, colors, Int64(x), Int64(y),
                                             shaderIsOpaque ? 1 : 0)
            return true
        }
        @inline(__always) func source(_ coverage: UInt8) -> UInt32 {
            coverage == 0 ? 0 : PixelMath.scale256(color, PixelMath.coverageScale(UInt32(coverage)))
        }
        var run = RasterRectRows(left: source(parts.left), middle: source(parts.middle), right: source(parts.right),
                                 count: parts.count, rows: rows, stride: stride, ahead: ahead,
                                 prefetch_distance: CoverageRasterizer.rectPrefetchRows, prefetch_pixels: rowWidth,
                                 room: stride - x)
        kernels.pointee.solid_over_rect(pixels + y * stride + x, &run)
        return true
    }

    /// Solid paints and pad linear or radial gradients composited source-over without a clip
    /// mask, anti-aliased, take a band's coverage straight from its cells, all its rows in one
    /// call (CRasterKernels' `solid_over_band`, or `shader_over_band`, which shades each row
    /// itself as `beginRow` would and paints it as `compositeCells` and `fillSpan` would).
    mutating func compositeCellBand(y: Int, left: Int, band: CellBand, rule: FillRule, antialiased: Bool) -> Bool {
        guard mode == .normal, clip == nil, antialiased else { return false }
        var rows: RasterGradientRows?
        if let shader {
            rows = shader._withUnsafeGuaranteedRef { $0.bandRows }
            guard rows != nil else { return false }
        }
        var cells = RasterCellBand(pixels: pixels + y * stride + left, cells: band.cells, bits: band.bits,
                                   first: band.first, last: band.last, pixel_stride: stride, stride: band.stride,
                                   words_per_row: band.wordsPerRow, rows: band.rows, width: band.width,
                                   prefetch_rows: CoverageRasterizer.prefetchRows, color: color,
                                   even_odd: rule == .evenOdd ? 1 : 0)
        if var rows {
            kernels.pointee.shader_over_band(&cells, &rows, colors, Int64(left), Int64(y), shaderIsOpaque ? 1 : 0)
        } else {
            kernels.pointee.solid_over_band(&cells)
        }
        return true
    }

    /// Shaded paints composited source-over without a clip mask, anti-aliased, take a row's
    /// coverage straight from its cells, in one pass (CRasterKernels' `shader_over_cells` over
    /// the row's colours, shaded first as `beginRow` shades them).
    mutating func compositeCells(y: Int, left: Int, cells: UnsafeMutablePointer<Int32>, bits: UnsafeMutablePointer<UInt64>,
                                 lo: Int, hi: Int, width: Int, rule: FillRule, antialiased: Bool) -> Int32? {
        guard mode == .normal, clip == nil, antialiased, shader != nil else { return nil }
        beginRow(y: y, x0: left + lo, x1: left + Swift.min(hi + 1, width))
        // Cell c's colour is at colors[c − lo]; cells left of lo read the row's margin
        // (RenderScratch.allocateColorRow), with coverage 0.
        return kernels.pointee.shader_over_cells(pixels + y * stride + left, colors - lo, cells, bits, lo, hi, width,
                                                 rule == .evenOdd ? 1 : 0)
    }

    mutating func blendSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        if let clip {
            let m = clip + ((y - clipRect.y0) * clipRect.width + (x - clipRect.x0))
            for i in 0..<count { scratch[i] = UInt8(PixelMath.mul255(UInt32(coverage[i]), UInt32(m[i]))) }
            composite(x: x, y: y, count: count, mask: scratch)
        } else {
            composite(x: x, y: y, count: count, mask: coverage)
        }
    }

    /// Paints `count` pixels with per-pixel coverage `mask` (clip already applied).
    private mutating func composite(x: Int, y: Int, count: Int, mask: UnsafePointer<UInt8>) {
        let dst = pixels + y * stride + x
        if shader == nil && mode == .normal {
            kernels.pointee.solid_over_mask(dst, mask, count, color)
            return
        }
        let src = shader == nil ? nil : source(x: x, y: y, count: count)
        if let src, mode == .normal {
            kernels.pointee.shader_over_mask(dst, src, mask, count)
            return
        }
        for i in 0..<count {
            let c = UInt32(mask[i])
            if c == 0 { continue }
            dst[i] = general(src?[i] ?? color, dst[i], c)
        }
    }

    /// Any blend mode, then a lerp towards the result by coverage `c`.
    @inline(__always)
    private func general(_ s: PackedPixel, _ d: PackedPixel, _ c: UInt32) -> PackedPixel {
        let r = mode.blend(s, d)
        return c == 255 ? r : PixelMath.scale(r, c) &+ PixelMath.scale(d, 255 - c)
    }
}

/// A SpanSink that writes coverage into a clip mask (spans must lie inside its rectangle).
struct MaskWriter: SpanSink {
    let mask: ClipMask

    mutating func fillSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        assert(contains(x: x, y: y, count: count), "span outside the mask")
        (mask.coverage + ((y - mask.rect.y0) * mask.rect.width + (x - mask.rect.x0))).update(repeating: coverage, count: count)
    }

    mutating func blendSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        assert(contains(x: x, y: y, count: count), "span outside the mask")
        (mask.coverage + ((y - mask.rect.y0) * mask.rect.width + (x - mask.rect.x0))).update(from: coverage, count: count)
    }

    /// Whether the span lies inside the mask (the rasterizer's spans stay inside the pixels
    /// its edges can cover, which is what the mask is made for).
    private func contains(x: Int, y: Int, count: Int) -> Bool {
        y >= mask.rect.y0 && y < mask.rect.y1 && x >= mask.rect.x0 && x + count <= mask.rect.x1
    }

    mutating func expectRow(y: Int, x0: Int, x1: Int) {}

    mutating func beginRow(y: Int, x0: Int, x1: Int) {}
}
