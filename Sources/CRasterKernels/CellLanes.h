// CellLanes.h · CRasterKernels · one step of WIDTH accumulated cells, summed, turned into coverage and composited
//
// Included by SpanKernels.c once per CPU path, after PixelLanes.h, with PATH and WIDTH (the
// path's widest: 4, 8 or 16) defined. The arithmetic is the Swift sweep's
// (CoverageRasterizer+Sweep.swift, FillRule.swift): a running sum of the cells' signed areas in
// wrapping 32-bit arithmetic (units of ONE = 2^17 per pixel), the fill rule on the sum, and the
// coverage byte ⌊(a · 255 + ONE / 2) / ONE⌋; the pixels then take `solid_over_mask`'s or
// `shader_over_mask`'s formula.
// Every path gives the same bytes: the sums are exact and the lanes are independent.

#define PIXELS CONCAT2(pixels, WIDTH)
#define CELLS CONCAT2(cells, WIDTH)

/// The running sums of WIDTH cells: lane l holds v[0] + … + v[l] (a prefix sum in log₂ WIDTH
/// shifted additions).
static inline __attribute__((always_inline)) CELLS NAME(prefix_sum)(CELLS v) {
    CELLS z = (CELLS)0;
#if WIDTH == 4
    v += __builtin_shufflevector(z, v, 0, 4, 5, 6);
    v += __builtin_shufflevector(z, v, 0, 0, 4, 5);
#elif WIDTH == 8
    v += __builtin_shufflevector(z, v, 0, 8, 9, 10, 11, 12, 13, 14);
    v += __builtin_shufflevector(z, v, 0, 0, 8, 9, 10, 11, 12, 13);
    v += __builtin_shufflevector(z, v, 0, 0, 0, 0, 8, 9, 10, 11);
#else
    v += __builtin_shufflevector(z, v, 0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
    v += __builtin_shufflevector(z, v, 0, 0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29);
    v += __builtin_shufflevector(z, v, 0, 0, 0, 0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27);
    v += __builtin_shufflevector(z, v, 0, 0, 0, 0, 0, 0, 0, 0, 16, 17, 18, 19, 20, 21, 22, 23);
#endif
    return v;
}

/// The coverage byte (0...255, one per lane) of each accumulated sum under the non-zero rule,
/// or the even-odd rule when `even_odd` (FillRule.coverage, anti-aliased).
static inline __attribute__((always_inline)) PIXELS NAME(cell_coverage)(CELLS sum, int even_odd) {
    CELLS one = (CELLS)RASTER_CELL_ONE;
    CELLS a = __builtin_elementwise_abs(sum);
    if (even_odd) {
        a &= 2 * one - 1;
        CELLS folds = (CELLS)(a > one);
        a = (a & ~folds) | ((2 * one - a) & folds);
    } else {
        a = __builtin_elementwise_min(a, one);
    }
    return (PIXELS)((a * 255 + (RASTER_CELL_ONE >> 1)) >> 17);
}

#if WIDTH == 8
/// All ones in lanes `from..<to` (0 ≤ from < to ≤ 8), zeros elsewhere: two unaligned loads
/// from a row of eight ones and eight zeros (`lane_window`) instead of two broadcasts and two
/// compares.
static inline __attribute__((always_inline)) PIXELS NAME(lane_mask)(unsigned from, unsigned to) {
    PIXELS below_to, below_from;
    __builtin_memcpy(&below_to, lane_window + 8 - to, sizeof below_to);
    __builtin_memcpy(&below_from, lane_window + 8 - from, sizeof below_from);
    return below_to & ~below_from;
}
#endif

/// The destination pixels of lanes `from..<to` (0 ≤ from < to ≤ WIDTH); the other lanes are
/// neither read nor written (they may lie outside the row). Masked moves where the path has
/// them, lane by lane on the baseline.
static inline __attribute__((always_inline)) PIXELS NAME(load_lanes)(const uint32_t *p, unsigned from, unsigned to) {
#if WIDTH == 16
    __mmask16 m = (__mmask16)(((1u << to) - 1) & ~((1u << from) - 1));
    return (PIXELS)_mm512_maskz_loadu_epi32(m, p);
#elif WIDTH == 8
    return (PIXELS)_mm256_maskload_epi32((const int *)p, (__m256i)NAME(lane_mask)(from, to));
#else
    PIXELS v = (PIXELS)0;
    for (unsigned l = from; l < to; l++) v[l] = p[l];
    return v;
#endif
}

static inline __attribute__((always_inline)) void NAME(store_lanes)(uint32_t *p, PIXELS v, unsigned from, unsigned to) {
#if WIDTH == 16
    __mmask16 m = (__mmask16)(((1u << to) - 1) & ~((1u << from) - 1));
    _mm512_mask_storeu_epi32(p, m, (__m512i)v);
#elif WIDTH == 8
    _mm256_maskstore_epi32((int *)p, (__m256i)NAME(lane_mask)(from, to), (__m256i)v);
#else
    for (unsigned l = from; l < to; l++) p[l] = v[l];
#endif
}

/// solidOver(scale256(color, coverageScale(c)), d) in every lane: `solid_over_mask`'s formula.
static inline __attribute__((always_inline)) PIXELS NAME(solid_over_coverage)(PIXELS d, PIXELS c, uint32_t color) {
    PIXELS source = NAME(scale256)((PIXELS)color, c + ((c + 255) >> 8));
    return source + NAME(scale256)(d, 256 - (source >> 24));
}

/// WIDTH cells from `cells` (cleared as they are read) added to `*sum`: the coverage of
/// each running sum.
static inline __attribute__((always_inline)) PIXELS NAME(step_cells)(int32_t *cells, int32_t *sum, int even_odd) {
    CELLS v;
    __builtin_memcpy(&v, cells, sizeof v);
    CELLS zero = (CELLS)0;
    __builtin_memcpy(cells, &zero, sizeof zero);
    v = NAME(prefix_sum)(v) + *sum;
    *sum = v[WIDTH - 1];
    return NAME(cell_coverage)(v, even_odd);
}

/// Coverage `c` of lanes `from..<to` (0 ≤ from < to ≤ WIDTH) composited source-over: with
/// `color` (solid_over_mask's formula) when `src` is NULL, else with the shader colours at
/// `src` (shader_over_mask's). Steps whose coverage is 0 everywhere leave the pixels unread.
/// `inside` says every lane's pixel lies in the row's painted cells, so that the step may be
/// read and written whole, the other lanes written back as they were read (one thread owns a
/// canvas while it is painted).
static inline __attribute__((always_inline)) void NAME(step_over_coverage)(uint32_t *dst, const uint32_t *src, PIXELS c,
                                                                            unsigned from, unsigned to, uint32_t color,
                                                                            int inside) {
    if (__builtin_reduce_or(c) == 0) return;
    int whole = from == 0 && to == WIDTH;
    // AVX2's masked store is microcode on AMD Zen 2 and 3: on an EPYC of family 25, model 1, a
    // loop of them took 4.4 ns each against 0.4 for a blend and a whole store, and every row of
    // a shape ends in one or two partial steps. (Masked loads cost little; they keep a shader's
    // colours left of `from`, which lie before its buffer, unread.)
    int blend = WIDTH == 8 && inside && !whole;
    PIXELS d = whole || blend ? NAME(load_pixels)(dst) : NAME(load_lanes)(dst, from, to);
    PIXELS r;
    if (src) {
        PIXELS s = whole ? NAME(load_pixels)(src) : NAME(load_lanes)(src, from, to);
        r = NAME(shader_over)(NAME(scale_approximately)(s, c), d);
    } else {
        r = NAME(solid_over_coverage)(d, c, color);
    }
#if WIDTH == 8
    if (blend) {
        PIXELS keep = NAME(lane_mask)(from, to);
        NAME(store_pixels)(dst, (r & keep) | (d & ~keep));
        return;
    }
#endif
    if (whole) {
        NAME(store_pixels)(dst, r);
    } else {
        NAME(store_lanes)(dst, r, from, to);
    }
}

#undef PIXELS
#undef CELLS
