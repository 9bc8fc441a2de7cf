// RasterKernels.h · CRasterKernels · Raster's span compositing and gradient kernels, one table per CPU path
//
// The hot loops of the Blitter (Sources/Raster/Rasterizer/Blitter.swift) and of gradient
// shading (Sources/Raster/Rasterizer/Shaders), written once over vectors of any width and compiled three times: for the default target
// (SSE2 on x86-64, NEON on AArch64: 4 pixels a step), and, on x86-64, inside per-function
// `target("avx2")` and `target("avx512bw")` regions (8 and 16 pixels a step). Every path
// computes the same bytes: all lane arithmetic is 16-bit without overflow, so the width
// changes only how many pixels a step takes. Raster picks a table once
// (Sources/Raster/Rasterizer/CPUDispatch.swift, which also reads RASTER_CPU).
//
// Pixels are premultiplied RGBA8 packed little-endian in a uint32_t (R the low byte, A the
// high byte), as Raster's `PackedPixel`.
#ifndef RASTER_KERNELS_H
#define RASTER_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// The code paths, from the baseline up; the values index `raster_kernels_for`.
enum {
    RASTER_CPU_BASELINE = 0,
    RASTER_CPU_AVX2 = 1,
    RASTER_CPU_AVX512 = 2,
};

/// One straight edge of a fill (Raster's `LineEdge`, built by EdgeList.swift), pointing down
/// (y0 < y1): x in 1/256 px from the clip rectangle's left edge (never negative), y in 1/256 px
/// device space; `winding` +1 when the original segment ran down the screen, −1 when it ran
/// up; `dydx` = |(y1 − y0) / (x1 − x0)| as a double (0 for vertical edges).
typedef struct RasterLineEdge {
    int32_t x0, y0, x1, y1;
    int32_t winding;
    double dydx;
} RasterLineEdge;

/// The rows of an axis-aligned rectangle for `solid_over_rect` (CoverageRasterizer+Rect.swift):
/// in each row a left pixel, `count` middle pixels and a right pixel, each part with one
/// source, the solid colour already scaled by the part's coverage (PixelMath's
/// `scale256(color, coverageScale(c))`). A part whose source has alpha 0 is not touched (so the
/// right pixel of a rectangle cut by the clip's right edge may lie outside the pixels).
typedef struct RasterRectRows {
    uint32_t left, middle, right;
    /// Middle pixels in each row (0 or more).
    size_t count;
    /// Rows to paint, `stride` pixels apart.
    size_t rows, stride;
    /// Rows of the same rectangle from the first painted one on (`rows` or more): while row
    /// i is painted, row i + `prefetch_distance` is requested for writing if it is one of them,
    /// its first `prefetch_pixels` pixels from the left one.
    size_t ahead, prefetch_distance, prefetch_pixels;
    /// Pixels of each row's canvas row from the left one on (its last pixel included): a
    /// last step of the middle may read and write back pixels past the right one up to there.
    size_t room;
} RasterRectRows;

/// One band of CoverageRasterizer's accumulated cells for `solid_over_band`: `rows` rows of
/// `stride` cells (`cells`) and `words_per_row` touched-cell bit words (`bits`, bit c % 64 of
/// word c / 64), laid out as `add_edges` writes them, over the pixels from `pixels` (the band's
/// first row at cell 0's column), `pixel_stride` pixels a row. Cells from `width` on are cleared
/// but not painted. `first` and `last` are scratch for `rows` entries each (a row's first and
/// last touched cells). Each row's pixels are requested
/// for writing `prefetch_rows` rows before they are painted, in whole 16-cell steps
/// (CoverageRasterizer.cellStep).
typedef struct RasterCellBand {
    uint32_t * _Nonnull pixels;
    int32_t * _Nonnull cells;
    uint64_t * _Nonnull bits;
    intptr_t * _Nonnull first;
    intptr_t * _Nonnull last;
    size_t pixel_stride, stride, words_per_row, rows, width, prefetch_rows;
    uint32_t color;
    int32_t even_odd;
} RasterCellBand;

/// A pad linear or radial gradient's rows as `shader_over_band` shades them: PaintShader's
/// row code (PaintShader.LinearGeometry.swift, PaintShader.RadialGeometry.swift), its double
/// and float operations in the same order, at each pixel's centre (x + 0.5, y + 0.5), device
/// pixels. `table` holds the gradient's `last` + 1 premultiplied colours (GradientTable.swift).
typedef struct RasterGradientRows {
    const uint32_t * _Nonnull table;
    uint32_t last;
    /// 0: linear, t = t0 + dtdx·x + dtdy·y at device point (x, y). 1: radial, t = (|q − (cx, cy)|
    /// − r0) / span for the gradient-space point q = (a·x + c·y + tx, b·x + d·y + ty); span ≠ 0.
    int32_t radial;
    float dtdx, dtdy, t0;
    double a, b, c, d, tx, ty;
    float cx, cy, r0, span;
} RasterGradientRows;

/// Source-over kernels, in the rounding of Skia's CPU backend (Blitter.swift), with
/// PixelMath.swift's `scale256(c, s)` = ⌊c · s / 256⌋ per channel, `coverageScale(c)` = c + 1
/// for c > 0, and `scaleApproximately(c, a)` = ⌊(c · a + 255) / 256⌋ per channel; and
/// solidOver(s, d) = s + scale256(d, 256 − αs) (Skia's solid-colour blitter),
/// shaderOver(s, d) = s + scaleApproximately(d, 255 − αs) (its 8-bit pipeline).
/// Channel sums are 32-bit additions of whole pixels, as the Swift code's.
typedef struct RasterKernels {
    /// dst[i] = source + scale256(dst[i], inverseAlpha): a solid colour already scaled by a
    /// constant coverage, with inverseAlpha = 256 − its alpha (0...256).
    void (* _Nonnull solid_over_constant)(uint32_t * _Nonnull dst, size_t count, uint32_t source,
                                          uint32_t inverse_alpha);
    /// dst[i] = solidOver(scale256(color, coverageScale(mask[i])), dst[i]); mask 0 leaves dst.
    void (* _Nonnull solid_over_mask)(uint32_t * _Nonnull dst, const uint8_t * _Nonnull mask, size_t count,
                                      uint32_t color);
    /// dst[i] = shaderOver(scaleApproximately(src[i], coverage), dst[i]) (coverage 0...255).
    void (* _Nonnull shader_over_constant)(uint32_t * _Nonnull dst, const uint32_t * _Nonnull src, size_t count,
                                           uint32_t coverage);
    /// dst[i] = shaderOver(scaleApproximately(src[i], mask[i]), dst[i]); mask 0 leaves dst.
    void (* _Nonnull shader_over_mask)(uint32_t * _Nonnull dst, const uint32_t * _Nonnull src,
                                       const uint8_t * _Nonnull mask, size_t count);
    /// A pad linear gradient's row: out[i] = table[k] for i in 0..<count, k the table position
    /// start + i·step clamped to 0...last (NaN to 0) and truncated, as GradientLookup.swift
    /// defines it. Positions before 0 and past `last` read the end entries; the others step in
    /// 16.16 fixed point from the first of them, found by two divisions; rows whose ends are
    /// not finite or lie 10^6 entries or more away take each pixel's position on its own. The table has last + 1 entries, any of which the kernel may read.
    void (* _Nonnull gradient_linear_pad)(uint32_t * _Nonnull out, const uint32_t * _Nonnull table, size_t count,
                                          float start, float step, uint32_t last);
    /// A pad radial gradient's row: pixel i reads table[s] at position s = √(uᵢ² + vᵢ²)·scale
    /// + offset, truncated and clamped to 0...hi (NaN to 0). Where every position and `offset`
    /// lie below 2^21 in magnitude, (uᵢ, vᵢ) steps from (u, v) by (4·du, 4·dv) every four
    /// pixels and by (du, dv) inside each four, but for the last count % 4 pixels; there, and
    /// in other rows, (uᵢ, vᵢ) = (u + i·du, v + i·dv). IEEE single precision without fused
    /// operations (PaintShader.RadialGeometry.swift). The table has hi + 1 entries, any of
    /// which the kernel may read.
    void (* _Nonnull gradient_radial_pad)(uint32_t * _Nonnull out, const uint32_t * _Nonnull table, size_t count,
                                          float u, float v, float du, float dv, float scale, float offset, float hi);
    /// A band of CoverageRasterizer's accumulated cells composited with a solid colour,
    /// source-over, anti-aliased: the sweep and `solid_over_mask` in one pass, without coverage
    /// spans in between. In each row whose touched cells are lo...hi (its first and last set
    /// bits), dst[c] = solidOver(scale256(color, coverageScale(k)), dst[c]) for the cells c in
    /// lo..<min(hi + 1, width), k the coverage byte of the running sum of cells 0...c (signed
    /// areas, units of 2^17 per pixel) under the non-zero rule, or the even-odd rule when
    /// `even_odd` (FillRule.swift); then the pixels hi + 1..<width take the coverage of the
    /// row's final sum (open shapes cut by the clip's right edge) as `solid_over_constant` of
    /// scale256(color, coverageScale(k)); pixels of coverage 0 keep their bytes (pixels of the
    /// row's width in the steps around lo and hi may be read and written back). Rows hold
    /// whole 16-cell steps past hi (the kernel may read and clear them). Leaves every cell and
    /// bit of the band clear.
    void (* _Nonnull solid_over_band)(const RasterCellBand * _Nonnull band);
    /// One row of accumulated cells composited with shader colours: for the touched cells
    /// lo...hi of `cells` and `bits` (one row of a `RasterCellBand`), dst[c] =
    /// shaderOver(scaleApproximately(src[c], k), dst[c]) (`shader_over_mask`'s formula) for c in
    /// lo..<min(hi + 1, end), k as in `solid_over_band`. It may read src[c] for the cells of
    /// the steps of 16 around lo...hi that lie before `end`, and composites only the cells the
    /// sum covers: src holds `RASTER_COLORS_MARGIN` readable pixels before cell lo's colour.
    /// Clears the cells it reads and the bit words of cells lo...hi, and returns the running
    /// sum after cell hi (the caller paints the pixels after it).
    int32_t (* _Nonnull shader_over_cells)(uint32_t * _Nonnull dst, const uint32_t * _Nonnull src,
                                           int32_t * _Nonnull cells, uint64_t * _Nonnull bits, size_t lo, size_t hi,
                                           size_t end, int even_odd);
    /// CoverageRasterizer's cell writing for one band (CellWriter.h): adds the part between
    /// the fixed-point rows `band_top..<band_bottom` (1/256 px, multiples of 256) of the edges
    /// `edges[active[i]]`, i < count, to the band's cells and marks them touched. Band row r
    /// (device row band_top / 256 + r) is cells `acc[r·stride ..< (r + 1)·stride]` and bit words
    /// `bits[r·words_per_row ..< (r + 1)·words_per_row]`; cell 0 is the pixel column `origin`
    /// (1/256 px from the clip's left edge, a multiple of 256 at most every edge's x), and
    /// every edge lies in cells 0...stride − 2. Then keeps in `active`, in order, the edges
    /// reaching below band_bottom, and returns their number.
    size_t (* _Nonnull add_edges)(int32_t * _Nonnull acc, uint64_t * _Nonnull bits, size_t stride,
                                  size_t words_per_row, const RasterLineEdge * _Nonnull edges,
                                  intptr_t * _Nonnull active, size_t count, int64_t origin, int64_t band_top,
                                  int64_t band_bottom);
    /// `solid_over_band` with a pad gradient's colours instead of one colour (`band->color` is
    /// unused): each row's cells lo..<min(hi + 1, width) are shaded from cell lo's pixel (cell c
    /// is device pixel (left + c, top + r) in band row r) into `colors`, then composited as
    /// `shader_over_cells` does; the pixels hi + 1..<width, when the row's final sum covers
    /// them, are shaded from their own first pixel and composited as `shader_over_constant` (a
    /// copy at full coverage when `opaque`: every table entry is opaque). This is the Swift
    /// sweep's row loop (CoverageRasterizer+Sweep.swift) with the Blitter's shaded calls, in one
    /// call a band. `colors` holds `width` pixels, after `RASTER_COLORS_MARGIN` readable ones.
    void (* _Nonnull shader_over_band)(const RasterCellBand * _Nonnull band, const RasterGradientRows * _Nonnull gradient,
                                       uint32_t * _Nonnull colors, int64_t left, int64_t top, int opaque);
    /// Paints the rectangle rows `rows` describes from `dst` (the first row's left pixel): pixel
    /// p of a part with source s becomes s + scale256(p, 256 − αs) (`solid_over_constant` of
    /// each part), rows requested ahead as `RasterRectRows` says.
    void (* _Nonnull solid_over_rect)(uint32_t * _Nonnull dst, const RasterRectRows * _Nonnull rows);
    /// `solid_over_rect` with a pad gradient's colours: the rectangle rows `rows` describes from
    /// `dst` (device pixel (x, y)), whose `left`, `middle` and `right` are here the parts'
    /// coverage bytes (0: the part is not touched). Each row's first `prefetch_pixels` pixels are
    /// shaded into `colors` from its first pixel, as the Blitter's `beginRow` shades them for
    /// the rectangle's spans; a middle running past them (a rectangle cut by the clip's right
    /// edge) is shaded from its own first pixel past them, as `fillSpan` shades it. Each part
    /// is composited as `shader_over_constant` with its coverage (a copy at full coverage when
    /// `opaque`), rows requested ahead as `RasterRectRows` says. `colors` holds `room` pixels
    /// or more: a middle's last step may read colours past the shaded ones for lanes of
    /// coverage 0, which write back the pixels they read.
    void (* _Nonnull shader_over_rect)(uint32_t * _Nonnull dst, const RasterRectRows * _Nonnull rows,
                                       const RasterGradientRows * _Nonnull gradient, uint32_t * _Nonnull colors,
                                       int64_t x, int64_t y, int opaque);
} RasterKernels;

/// Whether this processor (and this build) can run `path`'s code: the baseline always; AVX2
/// and AVX-512BW as `__builtin_cpu_supports` reports them (which also checks that the
/// operating system saves the wide registers).
/// EdgeList's edges (Sources/Raster/Rasterizer/EdgeList.swift) and their clip rectangle
/// `left..<right` × `top..<bottom` (device pixels): `count` edges at `edges`, x in 1/256 px from
/// `left`, y in 1/256 px; the smallest and largest x and y the edges reach; `dropped_right` set
/// once a segment was dropped right of the clip (or for an end that is not finite);
/// `tall_verticals` the number of vertical edges (x0 == x1) at least `RASTER_TALL_VERTICAL`
/// high, which tells CoverageRasterizer whether a fill may have rows of one rectangle.
typedef struct RasterEdgeList {
    RasterLineEdge * _Nonnull edges;
    size_t count;
    int64_t left, top, right, bottom;
    int32_t min_x, max_x, min_y, max_y;
    int32_t dropped_right;
    int32_t tall_verticals;
} RasterEdgeList;

/// The height (1/256 px) from which `RasterEdgeList.tall_verticals` counts a vertical edge:
/// four rows.
#define RASTER_TALL_VERTICAL 1024

/// The pixels a row of shader colours for `shader_over_cells` and `shader_over_band` holds
/// before its first: the kernels read a row's touched cells in whole steps of up to 16, and
/// the lanes left of its first cell, whose coverage is 0, read their colours there
/// (RenderScratch.allocateColorRow).
#define RASTER_COLORS_MARGIN 16

/// Adds the segment (x0, y0) → (x1, y1) (device pixels) to `list`, clipped as EdgeList.swift
/// describes: at most three edges, for which `list->edges` must have room (EdgeBuilder.c).
void raster_edge_list_add_line(RasterEdgeList * _Nonnull list, double x0, double y0, double x1, double y1);

int raster_cpu_supports(int path);

/// Sets `count` pixels from `dst` on to `value` (SpanKernels.c): on x86-64 one `rep stosd`,
/// whose fast-string stores of a large fill write whole cache lines without reading them first.
void raster_fill_pixels(uint32_t * _Nonnull dst, size_t count, uint32_t value);

/// The kernels of `path`, or NULL when `raster_cpu_supports(path)` is false.
const RasterKernels * _Nullable raster_kernels_for(int path);

/// The Adler-32 (RFC 1950 §8.2) of `count` bytes continuing from `adler` (1 to start): what
/// zlib's `adler32` returns, in 16-byte steps (PNGRowKernels.c).
uint32_t raster_adler32(uint32_t adler, const uint8_t * _Nonnull bytes, size_t count);

/// `count` bytes of `row` filtered with PNG filter `type` (0 None, 1 Sub, 2 Up, 3 Average,
/// 4 Paeth; PNG specification §9.2) into `out`, `bpp` bytes a pixel, `above` the unfiltered
/// row above (zeros above the first row).
void raster_png_filter_row(uint8_t type, const uint8_t * _Nonnull row, const uint8_t * _Nonnull above,
                           uint8_t * _Nonnull out, size_t count, size_t bpp);

#endif
