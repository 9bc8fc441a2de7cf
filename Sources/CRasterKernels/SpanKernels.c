// SpanKernels.c · CRasterKernels · the span compositing and gradient kernels of every CPU path, and their tables
//
// PathKernels.h is included once per path, after PixelLanes.h and GradientLanes.h once per
// width the path has;
// the AVX2 and AVX-512 paths sit in `#pragma clang attribute` regions that give each of
// their functions a `target` attribute, so the file needs no compiler flags and the
// baseline is compiled for the default target. The single-pixel code below is
// PixelMath.swift's scalar formulas, which every path uses for its last pixels.

#include "RasterKernels.h"
#if defined(__x86_64__)
#include <immintrin.h>
#endif

// Floating-point kernels port Swift code, which never fuses a multiply and an add; neither
// may these (the AVX-512 path's target has FMA instructions).
#pragma STDC FP_CONTRACT OFF

#define CONCAT2_(a, b) a##b
#define CONCAT2(a, b) CONCAT2_(a, b)
#define NAME_(name, path, width) name##_##path##_##width
#define NAME__(name, path, width) NAME_(name, path, width)
#define NAME(name) NAME__(name, PATH, WIDTH)
#define STEP(name, width) NAME__(name, PATH, width)
#define KERNEL(name) CONCAT2(name##_, PATH)

typedef uint32_t pixels4 __attribute__((ext_vector_type(4)));
typedef uint32_t pixels8 __attribute__((ext_vector_type(8)));
typedef uint32_t pixels16 __attribute__((ext_vector_type(16)));
typedef uint16_t lanes16_4 __attribute__((ext_vector_type(8)));
typedef uint16_t lanes16_8 __attribute__((ext_vector_type(16)));
typedef uint16_t lanes16_16 __attribute__((ext_vector_type(32)));
typedef uint8_t bytes4 __attribute__((ext_vector_type(4)));
typedef uint8_t bytes8 __attribute__((ext_vector_type(8)));
typedef uint8_t bytes16 __attribute__((ext_vector_type(16)));
typedef float floats4 __attribute__((ext_vector_type(4)));
typedef float floats8 __attribute__((ext_vector_type(8)));
typedef float floats16 __attribute__((ext_vector_type(16)));
typedef int32_t cells4 __attribute__((ext_vector_type(4)));
typedef int32_t cells8 __attribute__((ext_vector_type(8)));
typedef int32_t cells16 __attribute__((ext_vector_type(16)));
typedef uint32_t maskbits4;
typedef uint64_t maskbits8;
typedef unsigned __int128 maskbits16;

/// Eight lanes of ones, then eight of zeros: lanes below `to` of an unaligned load from
/// `lane_window + 8 − to` are ones (CellLanes.h's `lane_mask`).
static const uint32_t lane_window[16] = {~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, 0, 0, 0, 0, 0, 0, 0, 0};

// One pixel, as PixelMath.swift's scalar functions.

static inline __attribute__((always_inline)) uint32_t scale256(uint32_t c, uint32_t s) {
    uint32_t rb = (((c & 0x00FF00FFu) * s) >> 8) & 0x00FF00FFu;
    uint32_t ag = (((c >> 8) & 0x00FF00FFu) * s) & 0xFF00FF00u;
    return rb | ag;
}

static inline __attribute__((always_inline)) uint32_t scale_approximately(uint32_t c, uint32_t a) {
    uint32_t rb = ((((c & 0x00FF00FFu) * a) + 0x00FF00FFu) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((((c >> 8) & 0x00FF00FFu) * a) + 0x00FF00FFu) & 0xFF00FF00u;
    return rb | ag;
}

static inline __attribute__((always_inline)) uint32_t shader_over(uint32_t s, uint32_t d) {
    return s + scale_approximately(d, 255 - (s >> 24));
}

/// 1.5·2^23: added to a float below 2^22 in magnitude, it leaves that float rounded to an
/// integer in the low mantissa bits, which the bit pattern's difference from its own gives.
#define RASTER_MAGIC 12582912.0f
#define RASTER_MAGIC_BITS 0x4B400000u

/// How many 32-entry windows of a gradient table (1, 2 or 4) hold the table indices of 16
/// consecutive pixels of a row whose position moves by `reach` over 15 pixels, with room for
/// rounding; 0 when more would (then lookups gather), or the table of `last` + 1 entries is
/// smaller than the windows (GradientLanes.h's `lookup`).
static inline __attribute__((always_inline)) int lookup_windows(float reach, uint32_t last) {
    int windows = reach < 28 ? 1 : reach < 60 ? 2 : reach < 124 ? 4 : 0;
    return last + 1 >= 32 * (uint32_t)windows ? windows : 0;
}

/// A gradient's table index for position s, clamped to the table's last entry `hi` (NaN reads
/// entry 0): GradientLookup's `entry`.
static inline __attribute__((always_inline)) size_t pad_entry(float s, float hi) {
    return (size_t)(s > 0 ? (s < hi ? s : hi) : 0);
}

/// Pixel i's table position in a pad radial row: |(u, v) + i·(du, dv)|·scale + offset.
static inline __attribute__((always_inline)) float radial_position(int64_t i, float u, float v, float du, float dv,
                                                                   float scale, float offset) {
    float fu = u + du * (float)i, fv = v + dv * (float)i;
    return __builtin_sqrtf(fu * fu + fv * fv) * scale + offset;
}

/// The pixels from..<to (multiples of 4 within count & ~3) of a pad radial row's groups of
/// four (`gradient_radial_pad`) outside which every pixel reads the table's last entry `hi`:
/// its exact distance from the centre is at least a radius whose position lies three table
/// entries past `hi` (one for the index's rounding, one for the square root's, product's and
/// magic sum's roundings, one spare), plus a bound on the error of the lanes' (u, v), which
/// n/4 + 4 float additions and products accumulate, each off by half an ulp of the largest
/// magnitude along the row. Distance along a row is convex, so the pixels nearer than that
/// radius form one run, found from the quadratic in double (stable roots) and widened by two
/// pixels each way. Rows with a scale that is not positive keep every group.
static inline __attribute__((always_inline)) void radial_inside(size_t count, float u, float v, float du, float dv,
                                                                float scale, float offset, float hi, size_t *from,
                                                                size_t *to) {
    size_t groups = count & ~(size_t)3;
    *from = 0;
    *to = groups;
    if (!(scale > 0)) return;
    double n = (double)count;
    double reach = __builtin_fabs((double)u) + __builtin_fabs((double)v) + n * ((double)__builtin_fabsf(du) + (double)__builtin_fabsf(dv));
    double radius = ((double)hi + 3 - (double)offset) / (double)scale + (n / 4 + 4) * reach * 0x1p-23;
    if (!(radius > 0) || !(radius < 1e30)) return;
    double a = (double)du * du + (double)dv * dv, b = (double)u * du + (double)v * dv;
    double c = (double)u * u + (double)v * v - radius * radius;
    double disc = b * b - a * c;
    if (a == 0 || disc < 0) {
        // A constant row (a = 0) lies wholly outside when c ≥ 0; a row missing the circle does.
        if (c >= 0) *to = 0;
        return;
    }
    double root = __builtin_sqrt(disc);
    double q = b >= 0 ? -(b + root) : -(b - root);
    double r1 = q / a, r2 = q != 0 ? c / q : r1;
    double enter = (r1 < r2 ? r1 : r2) - 2, leave = (r1 < r2 ? r2 : r1) + 2;
    if (!(leave > 0) || !(enter < (double)groups)) {
        *to = 0;
        return;
    }
    size_t first = enter <= 0 ? 0 : (size_t)enter;
    size_t last = leave >= (double)groups ? groups : (size_t)leave + 1;
    *from = first & ~(size_t)3;
    *to = (last + 3) & ~(size_t)3;
    if (*to > groups) *to = groups;
}

/// ⌈x⌉ clamped to 0...count, by truncation (x is clamped first, so it converts).
static inline __attribute__((always_inline)) size_t row_crossing(float x, size_t count) {
    float n = (float)count;
    float m = x < n ? x : n;
    float c = m >= -1 ? m : -1;
    int64_t t = (int64_t)c;
    int64_t r = (float)t < c ? t + 1 : t;
    return r > 0 ? (size_t)r : 0;
}

/// A pad linear row's parts: the constant `before` colour left of pixel `begin`, the middle
/// (pixels begin..<end, whose 16.16 positions start at `fixed` and step by `delta`), and the
/// constant `after` colour from pixel `end` on.
struct linear_row {
    size_t begin, end;
    int64_t fixed, delta;
    uint32_t before, after;
};

/// Plans a pad linear row (table positions start + i·step, clamped to the table's entries
/// 0...last): writes all of its pixels and returns 0 when the row's ends are not finite or lie
/// 10^6 entries or more away (each pixel clamped on its own) or the row is one colour, else
/// returns 1 and its parts in `row` (the caller writes the constant ones: see `linear_row`).
/// Where the positions cross 0 and `last` comes from two divisions; the middle clamps too, so
/// an off-by-one there only moves a pixel between parts that give it the same colour.
static inline __attribute__((always_inline)) int linear_row_plan(struct linear_row *row, uint32_t *out,
                                                                 const uint32_t *table, size_t count, float start,
                                                                 float step, uint32_t last) {
    float hi = (float)last, end_pixel = (float)((int64_t)count - 1);
    if (!(__builtin_isfinite(start) && __builtin_isfinite(step) && __builtin_fabsf(start) < 1e6f
          && __builtin_fabsf(start + step * end_pixel) < 1e6f)) {
        for (size_t i = 0; i < count; i++) out[i] = table[pad_entry(start + step * (float)i, hi)];
        return 0;
    }
    size_t begin = 0, end = count;
    if (step != 0) {
        size_t a = row_crossing((0 - start) / step, count), b = row_crossing((hi - start) / step, count);
        if (step > 0) {
            begin = a;
            end = b > begin ? b : begin;
        } else {
            begin = b;
            end = a > begin ? a : begin;
        }
    } else if (!(start >= 0 && start < hi)) {
        uint32_t c = start < 0 ? table[0] : table[last];
        for (size_t i = 0; i < count; i++) out[i] = c;
        return 0;
    }
    row->before = step > 0 ? table[0] : table[last];
    row->after = step > 0 ? table[last] : table[0];
    row->begin = begin;
    row->end = end;
    row->fixed = (int64_t)((start + step * (float)begin) * 65536.0f);
    row->delta = (int64_t)(step * 65536.0f);
    return 1;
}

static inline __attribute__((always_inline)) uint32_t coverage_scale(uint32_t c) { return c + ((c + 255) >> 8); }

static inline __attribute__((always_inline)) uint32_t solid_over(uint32_t s, uint32_t d) {
    return s + scale256(d, 256 - (s >> 24));
}

/// The accumulated area of a fully covered cell (CoverageRasterizer.one).
#define RASTER_CELL_ONE (1 << 17)

/// FillRule.coverage of one accumulated sum, anti-aliased: non-zero, or even-odd when `even_odd`.
static inline __attribute__((always_inline)) uint32_t cell_coverage(int32_t sum, int even_odd) {
    uint32_t a = sum < 0 ? 0u - (uint32_t)sum : (uint32_t)sum;
    if (even_odd) {
        a &= 2 * RASTER_CELL_ONE - 1;
        if (a > RASTER_CELL_ONE) a = 2 * RASTER_CELL_ONE - a;
    } else if (a > RASTER_CELL_ONE) {
        a = RASTER_CELL_ONE;
    }
    return (a * 255 + (RASTER_CELL_ONE >> 1)) >> 17;
}

/// The first cell at or after `from` whose bit is set; the caller knows there is one.
static inline __attribute__((always_inline)) size_t next_touched(const uint64_t *bits, size_t from) {
    size_t w = from >> 6;
    uint64_t word = bits[w] & (~0ull << (from & 63));
    while (word == 0) word = bits[++w];
    return (w << 6) + (size_t)__builtin_ctzll(word);
}

#include "CellWriter.h"

#define PATH baseline
#define GATHER 0
#define LINEAR_GATHER 0
#define WIDTH 4
#include "PixelLanes.h"
#include "GradientLanes.h"
#include "CellLanes.h"
#undef WIDTH
#define WIDEST 4
#include "PathKernels.h"
#undef WIDEST
#undef PATH
#undef GATHER
#undef LINEAR_GATHER

#if defined(__x86_64__)

#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#define PATH avx2
#define GATHER 1
#define LINEAR_GATHER 0
#define WIDTH 4
#include "PixelLanes.h"
#include "GradientLanes.h"
#undef WIDTH
#define WIDTH 8
#include "PixelLanes.h"
#include "GradientLanes.h"
#include "CellLanes.h"
#undef WIDTH
#define WIDEST 8
#include "PathKernels.h"
#undef WIDEST
#undef PATH
#undef GATHER
#undef LINEAR_GATHER
#pragma clang attribute pop

#pragma clang attribute push(__attribute__((target("avx2,avx512f,avx512bw"))), apply_to = function)
#define PATH avx512
#define GATHER 1
#define LINEAR_GATHER 1
#define WIDTH 4
#include "PixelLanes.h"
#include "GradientLanes.h"
#undef WIDTH
#define WIDTH 8
#include "PixelLanes.h"
#include "GradientLanes.h"
#undef WIDTH
#define WIDTH 16
#include "PixelLanes.h"
#include "GradientLanes.h"
#include "CellLanes.h"
#undef WIDTH
#define WIDEST 16
#include "PathKernels.h"
#undef WIDEST
#undef PATH
#undef GATHER
#undef LINEAR_GATHER
#pragma clang attribute pop

#endif

void raster_fill_pixels(uint32_t *dst, size_t count, uint32_t value) {
#if defined(__x86_64__)
    __asm__ volatile("rep stosl" : "+D"(dst), "+c"(count) : "a"(value) : "memory");
#else
    for (size_t i = 0; i < count; i++) dst[i] = value;
#endif
}

int raster_cpu_supports(int path) {
    switch (path) {
    case RASTER_CPU_BASELINE: return 1;
#if defined(__x86_64__)
    case RASTER_CPU_AVX2:
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2");
    case RASTER_CPU_AVX512:
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw");
#endif
    default: return 0;
    }
}

const RasterKernels *raster_kernels_for(int path) {
    if (!raster_cpu_supports(path)) return NULL;
    switch (path) {
#if defined(__x86_64__)
    case RASTER_CPU_AVX2: return &kernels_avx2;
    case RASTER_CPU_AVX512: return &kernels_avx512;
#endif
    default: return &kernels_baseline;
    }
}
