// PathKernels.h · CRasterKernels · the span, gradient and cell kernels of one CPU path, and its table
//
// Included by SpanKernels.c once per path, with PATH and WIDEST (its widest step, 4, 8 or 16
// pixels) defined and PixelLanes.h and GradientLanes.h included for every width up to WIDEST. A kernel takes
// steps of WIDEST pixels, then one step of each narrower width, then single pixels: spans
// are often short (the edge spans of gradients_1k average 2 pixels), so the tail matters as
// much as the loop.
//
// Tried and left out: ending the AVX-512 solid kernels with one step of masked lanes
// (`vmovdqu8`/`vmovdqu32` under a lane mask) instead of a step of 8, one of 4 and single
// pixels. In a loop of one kernel it made 3- to 13-pixel spans 1.2 to 2 times as fast, but
// the scenes showed no reliable gain. CPU-time medians against the same build without it,
// run alternately on the loaded AMD EPYC (load 17–26, Benchmarks --runs 7, 5–12 rounds each):
// - masked tails in both kernels: shapes_10k +6 to +8%, strokes_2k −3 to +8%;
// - in solid_over_constant only: +1% and 0%;
// - only for whole spans of 4–15 pixels: shapes_10k +0.4%; strokes_2k −3% and then −7%, but
//   it was faster in only 11 of the 20 alternating pairs.

#if WIDEST >= 16
#define NARROWER_8(name, ...) if (i + 8 <= count) { STEP(name, 8)(__VA_ARGS__); i += 8; }
#else
#define NARROWER_8(name, ...)
#endif
#if WIDEST >= 8
#define NARROWER_4(name, ...) if (i + 4 <= count) { STEP(name, 4)(__VA_ARGS__); i += 4; }
#else
#define NARROWER_4(name, ...)
#endif
#define STEPS(name, ...)                                                            \
    for (; i + WIDEST <= count; i += WIDEST) STEP(name, WIDEST)(__VA_ARGS__);      \
    NARROWER_8(name, __VA_ARGS__)                                                   \
    NARROWER_4(name, __VA_ARGS__)

static void KERNEL(solid_over_constant)(uint32_t *dst, size_t count, uint32_t source, uint32_t ia) {
    size_t i = 0;
    STEPS(step_solid_over_constant, dst + i, source, ia)
    for (; i < count; i++) dst[i] = source + scale256(dst[i], ia);
}

static void KERNEL(solid_over_mask)(uint32_t *dst, const uint8_t *mask, size_t count, uint32_t color) {
    size_t i = 0;
    int opaque = color >> 24 == 255;
    STEPS(step_solid_over_mask, dst + i, mask + i, color, opaque)
    for (; i < count; i++) {
        uint32_t c = mask[i];
        if (c != 0) dst[i] = solid_over(scale256(color, coverage_scale(c)), dst[i]);
    }
}

static void KERNEL(shader_over_constant)(uint32_t *dst, const uint32_t *src, size_t count, uint32_t c) {
    size_t i = 0;
    int full = c == 255;
    STEPS(step_shader_over_constant, dst + i, src + i, c, full)
    for (; i < count; i++) dst[i] = shader_over(full ? src[i] : scale_approximately(src[i], c), dst[i]);
}

static void KERNEL(shader_over_mask)(uint32_t *dst, const uint32_t *src, const uint8_t *mask, size_t count) {
    size_t i = 0;
    STEPS(step_shader_over_mask, dst + i, src + i, mask + i)
    for (; i < count; i++) {
        uint32_t c = mask[i];
        if (c != 0) dst[i] = shader_over(c == 255 ? src[i] : scale_approximately(src[i], c), dst[i]);
    }
}

/// out[0..<count] = c: at 16 lanes, whole steps and one step under a lane mask (a constant
/// head or tail of a gradient row is often a few pixels, which a loop of single stores took
/// one at a time).
static inline __attribute__((always_inline)) void KERNEL(fill)(uint32_t *out, size_t count, uint32_t c) {
#if WIDEST == 16
    __m512i v = _mm512_set1_epi32((int)c);
    size_t i = 0;
    for (; i + 16 <= count; i += 16) _mm512_storeu_si512(out + i, v);
    if (i < count) _mm512_mask_storeu_epi32(out + i, (__mmask16)((1u << (count - i)) - 1), v);
#else
    for (size_t i = 0; i < count; i++) out[i] = c;
#endif
}

/// A pad linear row's unclamped middle: out[i] = table[(fixed + i·delta) >> 16], every
/// position inside the table (see `gradient_linear_pad`), with the window count a constant.
/// At 16 lanes with windows, the last 1–15 pixels are one step whose lanes past the end are
/// not stored (`linear_pad_colors` reads no memory for them). Narrower paths take one pixel at
/// a time: a lane's table load needs its index moved out of the vector and its colour moved
/// back in, which made 4- and 8-lane steps slower than a scalar loop (on an AMD EPYC of family
/// 25, model 1, rows of 40–340 pixels took 0.79 ns a pixel in AVX2 steps, 0.72 in SSE2 steps
/// and 0.57 one at a time; AVX2's gathers took 0.89–0.98).
static inline __attribute__((always_inline)) void KERNEL(linear_steps)(uint32_t *out, const uint32_t *table, size_t count,
                                                                        uint32_t fixed, uint32_t delta, uint32_t last,
                                                                        int windows) {
#if WIDEST == 16
    // Made as one vector and stored whole: written lane by lane, the array went to memory in
    // six stores of different widths, from which the first step's 64-byte load could not be
    // forwarded, and waited. On an AMD Zen 4, 16-pixel rows took 19.4 ns and now 16.1 (a
    // kernel microbenchmark), and gradients_1k 24.0 ms and now 23.7 (six alternating pairs).
    pixels16 lanes;
    for (uint32_t l = 0; l < 16; l++) lanes[l] = l;
    pixels16 steps = lanes * delta;
    uint32_t offsets[16];
    __builtin_memcpy(offsets, &steps, sizeof offsets);
    size_t i = 0;
    if (windows > 0) {
        for (; i + 16 <= count; i += 16) STEP(step_gradient_linear_pad, 16)(out + i, table, fixed + (uint32_t)i * delta, offsets, last, windows);
        if (i < count) {
            uint32_t rest = (uint32_t)(count - i);
            pixels16 colors = STEP(linear_pad_colors, 16)(table, fixed + (uint32_t)i * delta, offsets, last, windows, rest);
            _mm512_mask_storeu_epi32(out + i, (__mmask16)((1u << rest) - 1), (__m512i)colors);
        }
        return;
    }
    STEPS(step_gradient_linear_pad, out + i, table, fixed + (uint32_t)i * delta, offsets, last, windows)
#else
    (void)last;
    (void)windows;
    size_t i = 0;
#pragma clang loop vectorize(disable)
#endif
    for (; i < count; i++) out[i] = table[(fixed + (uint32_t)i * delta) >> 16];
}

/// `linear_steps` with the row's window count (`lookup_windows`) as a constant in each copy
/// (only 16-lane steps read windows).
static inline __attribute__((always_inline)) void KERNEL(linear_middle)(uint32_t *out, const uint32_t *table, size_t count,
                                                                         uint32_t fixed, uint32_t delta, uint32_t last) {
#if WIDEST == 16
    int32_t step = (int32_t)delta;
    switch (lookup_windows(15 * ((float)(step < 0 ? -(int64_t)step : step) / 65536), last)) {
    case 1: KERNEL(linear_steps)(out, table, count, fixed, delta, last, 1); break;
    case 2: KERNEL(linear_steps)(out, table, count, fixed, delta, last, 2); break;
    case 4: KERNEL(linear_steps)(out, table, count, fixed, delta, last, 4); break;
    default: KERNEL(linear_steps)(out, table, count, fixed, delta, last, 0); break;
    }
#else
    KERNEL(linear_steps)(out, table, count, fixed, delta, last, 0);
#endif
}

/// A pad linear row, split as `linear_row_plan` says: constant head and tail, and a middle
/// stepped in 16.16 fixed point (by `linear_middle` when both its ends lie in the table,
/// else clamping each position).
static void KERNEL(gradient_linear_pad)(uint32_t *out, const uint32_t *table, size_t count, float start, float step,
                                        uint32_t last) {
    struct linear_row row;
    if (!linear_row_plan(&row, out, table, count, start, step, last)) return;
    KERNEL(fill)(out, row.begin, row.before);
    KERNEL(fill)(out + row.end, count - row.end, row.after);
    if (row.begin >= row.end) return;
    int64_t top = last, final = row.fixed + (int64_t)(row.end - 1 - row.begin) * row.delta;
    if (row.fixed >> 16 >= 0 && row.fixed >> 16 <= top && final >> 16 >= 0 && final >> 16 <= top) {
        // Both ends are inside the table, and positions are monotonic: no clamping, and every
        // position lies in 0..<2^28, so the middle's 32-bit sums give them exactly.
        KERNEL(linear_middle)(out + row.begin, table, row.end - row.begin, (uint32_t)row.fixed, (uint32_t)row.delta,
                              last);
        return;
    }
    int64_t fixed = row.fixed;
    for (size_t i = row.begin; i < row.end; i++, fixed += row.delta) {
        int64_t k = fixed >> 16;
        out[i] = table[k < 0 ? 0 : k > top ? top : k];
    }
}

/// `count` pixels (a multiple of 4) of a pad radial row whose positions lie below 2^21 in
/// magnitude, from the group of four whose lanes hold (u4, v4), WIDEST a step (see
/// `gradient_radial_pad`), with the window count a constant.
static inline __attribute__((always_inline)) void KERNEL(radial_steps)(uint32_t *out, const uint32_t *table, size_t count,
                                                                        floats4 u4, floats4 v4, float du, float dv,
                                                                        float scale, float offset, float hi,
                                                                        int windows) {
    floats4 du4 = (floats4)(4 * du), dv4 = (floats4)(4 * dv);
    float shift = (offset - 0.5f) + RASTER_MAGIC, high = RASTER_MAGIC + hi;
    size_t i = 0;
    STEPS(step_gradient_radial_pad, out + i, table, &u4, &v4, du4, dv4, scale, shift, high, (uint32_t)hi, windows)
}

/// `radial_steps` with the row's window count (`lookup_windows` of its reach over 15 pixels)
/// as a constant in each copy (only 16-lane steps read windows).
static inline __attribute__((always_inline)) void KERNEL(radial_groups)(uint32_t *out, const uint32_t *table, size_t count,
                                                                         floats4 u, floats4 v, float du, float dv,
                                                                         float scale, float offset, float hi) {
#if WIDEST == 16
    switch (lookup_windows(15 * __builtin_fabsf(scale) * __builtin_sqrtf(du * du + dv * dv), (uint32_t)hi)) {
    case 1: KERNEL(radial_steps)(out, table, count, u, v, du, dv, scale, offset, hi, 1); break;
    case 2: KERNEL(radial_steps)(out, table, count, u, v, du, dv, scale, offset, hi, 2); break;
    case 4: KERNEL(radial_steps)(out, table, count, u, v, du, dv, scale, offset, hi, 4); break;
    default: KERNEL(radial_steps)(out, table, count, u, v, du, dv, scale, offset, hi, 0); break;
    }
#else
    KERNEL(radial_steps)(out, table, count, u, v, du, dv, scale, offset, hi, 0);
#endif
}

/// A pad radial row: its groups of four by `radial_groups` when the 1.5·2^23 trick holds
/// every position (distance along a row is convex, so the ends and the offset bound them),
/// the last 0–3 pixels, and every pixel of other rows, one at a time.
static void KERNEL(gradient_radial_pad)(uint32_t *out, const uint32_t *table, size_t count, float u, float v,
                                        float du, float dv, float scale, float offset, float hi) {
    const float limit = 2097152.0f;
    size_t i = 0;
    float first = radial_position(0, u, v, du, dv, scale, offset);
    float final = radial_position((int64_t)count - 1, u, v, du, dv, scale, offset);
    if (__builtin_fabsf(first) < limit && __builtin_fabsf(final) < limit && __builtin_fabsf(offset) < limit) {
        i = count & ~(size_t)3;
        // Groups wholly outside the last circle are the last entry (`radial_inside`), asked
        // only of rows with an end past it (positions along a row are convex, so a row whose
        // ends lie inside lies inside). The groups inside start from the (u, v) the skipped
        // groups' additions reach, so every lane holds the sums it held when each group was
        // shaded.
        size_t from = 0, to = i;
        if (first >= hi || final >= hi) radial_inside(count, u, v, du, dv, scale, offset, hi, &from, &to);
        uint32_t outside = table[(uint32_t)hi];
        floats4 lane = {0, 1, 2, 3};
        floats4 u4 = u + lane * du, v4 = v + lane * dv;
        floats4 du4 = (floats4)(4 * du), dv4 = (floats4)(4 * dv);
        for (size_t g = 0; g < from; g += 4) {
            u4 += du4;
            v4 += dv4;
        }
        KERNEL(fill)(out, from, outside);
        if (to > from) KERNEL(radial_groups)(out + from, table, to - from, u4, v4, du, dv, scale, offset, hi);
        KERNEL(fill)(out + to, i - to, outside);
    }
    for (; i < count; i++) out[i] = table[pad_entry(radial_position((int64_t)i, u, v, du, dv, scale, offset), hi)];
}

/// `count` pixels of device row `y` from pixel `x` of a pad gradient's row, into `out`:
/// PaintShader.shade's linear or radial pad row, one kernel call (a radial row whose (u, v) or
/// step is not finite takes each pixel on its own, as the Swift loop does).
static inline __attribute__((always_inline)) void KERNEL(gradient_row)(const RasterGradientRows *g, uint32_t *out,
                                                                        int64_t x, int64_t y, size_t count) {
    double px = (double)x + 0.5, py = (double)y + 0.5;
    float n = (float)g->last;
    if (!g->radial) {
        float t = (float)((double)g->dtdx * px + (double)g->dtdy * py + (double)g->t0);
        KERNEL(gradient_linear_pad)(out, g->table, count, t * n + 0.5f, g->dtdx * n, g->last);
        return;
    }
    float u = (float)(g->a * px + g->c * py + g->tx) - g->cx, v = (float)(g->b * px + g->d * py + g->ty) - g->cy;
    float du = (float)g->a, dv = (float)g->b;
    if (__builtin_isfinite(u) && __builtin_isfinite(v) && __builtin_isfinite(du) && __builtin_isfinite(dv)) {
        KERNEL(gradient_radial_pad)(out, g->table, count, u, v, du, dv, n / g->span, 0.5f - g->r0 * n / g->span, n);
        return;
    }
    for (size_t i = 0; i < count; i++) {
        float fu = u + du * (float)(int64_t)i, fv = v + dv * (float)(int64_t)i;
        float t = (__builtin_sqrtf(fu * fu + fv * fv) - g->r0) / g->span;
        out[i] = g->table[pad_entry(t * n + 0.5f, n)];
    }
}

/// `count` shaded pixels from `src` composited with coverage `c` (1...255): a copy at full
/// coverage when `opaque`, else `shader_over_constant` (the Blitter's `fillSpan`).
static inline __attribute__((always_inline)) void KERNEL(shaded_span)(uint32_t *dst, const uint32_t *src, size_t count,
                                                                       uint32_t c, int opaque) {
    if (c == 255 && opaque) {
        for (size_t i = 0; i < count; i++) dst[i] = src[i];
    } else {
        KERNEL(shader_over_constant)(dst, src, count, c);
    }
}

/// One row of a band for solid_over_band, and shader_over_cells when `src` is not NULL (then
/// `color` is unused; `opaque` says every shader colour is opaque): returns the row's final
/// sum, and in `*painted` the cell up to which the row's pixels are painted (hi + 1, or
/// further when the row's last step is painted whole).
static inline __attribute__((always_inline)) int32_t KERNEL(over_cells)(uint32_t *dst, const uint32_t *src, int32_t *cells,
                                                                         uint64_t *bits, size_t lo, size_t hi, size_t end,
                                                                         uint32_t color, int opaque, int even_odd,
                                                                         size_t *painted) {
    size_t stop = hi + 1 < end ? hi + 1 : end;
    *painted = hi + 1;
    int32_t sum = 0;
    size_t c = lo & ~(size_t)(WIDEST - 1);
    while (c <= hi) {
        uint64_t touched = (bits[c >> 6] >> (c & 63)) & (~0ull >> (64 - WIDEST));
        if (touched == 0) {
            // Untouched steps hold zeros: their coverage is the sum's, up to the next touched
            // step (there is one: hi is touched and lies further right).
            size_t next = next_touched(bits, c + WIDEST) & ~(size_t)(WIDEST - 1);
            uint32_t coverage = cell_coverage(sum, even_odd);
            size_t to = next < stop ? next : stop;
            if (coverage != 0 && to > c) {
                if (src) {
                    KERNEL(shaded_span)(dst + c, src + c, to - c, coverage, opaque);
                } else {
                    uint32_t s = scale256(color, coverage_scale(coverage));
                    if (s >> 24 == 255) {
                        for (size_t i = c; i < to; i++) dst[i] = s;
                    } else {
                        KERNEL(solid_over_constant)(dst + c, to - c, s, 256 - (s >> 24));
                    }
                }
            }
            c = next;
            continue;
        }
        CONCAT2(pixels, WIDEST) k = STEP(step_cells, WIDEST)(cells + c, &sum, even_odd);
        // A step inside the row is painted whole, with no lane window: lanes left of lo have
        // coverage 0 (the sum starts at 0 and those cells hold zeros), which writes back the
        // pixel whatever its source, and lanes right of hi have the row's final coverage, which
        // is what the tail after hi would give them. A shaded step's colours left of lo lie in
        // the row's margin (RASTER_COLORS_MARGIN) and are shaded up to hi only, so it is
        // painted whole where no lane past hi is covered.
        if (c + WIDEST <= end && (!src || c + WIDEST <= hi + 1 || k[WIDEST - 1] == 0)) {
            STEP(step_over_coverage, WIDEST)(dst + c, src ? src + c : NULL, k, 0, WIDEST, color, 1);
            c += WIDEST;
            if (c > hi) *painted = c;
            continue;
        }
        unsigned from = c < lo ? (unsigned)(lo - c) : 0;
        unsigned to = stop <= c ? 0 : stop - c < WIDEST ? (unsigned)(stop - c) : WIDEST;
        if (from < to)
            STEP(step_over_coverage, WIDEST)(dst + c, src ? src + c : NULL, k, from, to, color, c + WIDEST <= end);
        c += WIDEST;
    }
    // A row of a small shape lies in one or two bit words: they are cleared by two stores,
    // not by the memset call the compiler makes of the loop (30-odd instructions a row).
    size_t first = lo >> 6, last = hi >> 6;
    bits[first] = 0;
    bits[last] = 0;
    for (size_t w = first + 1; w < last; w++) bits[w] = 0;
    return sum;
}

/// The first and last touched cells of each of the band's rows from its bit words (lo > hi
/// for a row without any), into `first` and `last`.
static inline __attribute__((always_inline)) void KERNEL(band_extents)(const RasterCellBand *band) {
    const uint64_t *b = band->bits;
    size_t words = band->words_per_row;
    for (size_t r = 0; r < band->rows; r++, b += words) {
        size_t first = 0;
        while (first < words && b[first] == 0) first++;
        if (first == words) {
            band->first[r] = 1;
            band->last[r] = 0;
            continue;
        }
        size_t last = words - 1;
        while (b[last] == 0) last--;
        band->first[r] = (intptr_t)(first << 6) + __builtin_ctzll(b[first]);
        band->last[r] = (intptr_t)(last << 6) + 63 - __builtin_clzll(b[last]);
    }
}

/// Requests row r's pixels for writing, in whole 16-cell steps around its touched cells.
static inline __attribute__((always_inline)) void KERNEL(band_prefetch)(const RasterCellBand *band, size_t r) {
    intptr_t lo = band->first[r], hi = band->last[r];
    if (lo > hi) return;
    const uint32_t *row = band->pixels + r * band->pixel_stride;
    uintptr_t line = (uintptr_t)(row + (lo & ~(intptr_t)15)) & ~(uintptr_t)63, last = (uintptr_t)(row + (hi | 15));
    for (; line <= last; line += 64) __builtin_prefetch((const void *)line, 1, 3);
}

/// A band for solid_over_band, and for shader_over_band when `gradient` is not NULL (then
/// `band->color` is unused), with `band->even_odd` as the constant `even_odd`.
static inline __attribute__((always_inline)) void KERNEL(over_band)(const RasterCellBand *band,
                                                                     const RasterGradientRows *gradient, uint32_t *colors,
                                                                     int64_t left, int64_t top, int opaque, int even_odd) {
    // Read through a copy: the bit words and row extents are 64-bit integers, which may alias
    // the band's size_t fields, so the compiler reloaded those after every store to them.
    const RasterCellBand copy = *band;
    band = &copy;
    KERNEL(band_extents)(band);
    size_t rows = band->rows, ahead = band->prefetch_rows, width = band->width;
    uint32_t color = band->color;
    for (size_t r = 0; r < ahead && r < rows; r++) KERNEL(band_prefetch)(band, r);
    for (size_t r = 0; r < rows; r++) {
        if (r + ahead < rows) KERNEL(band_prefetch)(band, r + ahead);
        intptr_t lo = band->first[r], hi = band->last[r];
        if (lo > hi) continue;
        uint32_t *dst = band->pixels + r * band->pixel_stride;
        const uint32_t *src = NULL;
        if (gradient) {
            size_t stop = (size_t)hi + 1 < width ? (size_t)hi + 1 : width;
            if (stop > (size_t)lo) KERNEL(gradient_row)(gradient, colors, left + lo, top + (int64_t)r, stop - (size_t)lo);
            // Cell c's colour is at colors[c − lo]; cells left of lo read the margin before it.
            src = colors - lo;
        }
        size_t painted;
        int32_t sum = KERNEL(over_cells)(dst, src, band->cells + r * band->stride, band->bits + r * band->words_per_row,
                                         (size_t)lo, (size_t)hi, width, color, opaque, even_odd, &painted);
        if (painted >= width) continue;
        uint32_t tail = cell_coverage(sum, even_odd);
        if (tail == 0) continue;
        size_t count = width - painted;
        if (gradient) {
            KERNEL(gradient_row)(gradient, colors, left + (int64_t)painted, top + (int64_t)r, count);
            KERNEL(shaded_span)(dst + painted, colors, count, tail, opaque);
            continue;
        }
        if (tail == 255 && color >> 24 == 255) {
            for (size_t i = 0; i < count; i++) dst[painted + i] = color;
            continue;
        }
        uint32_t s = scale256(color, coverage_scale(tail));
        if (s >> 24 != 0) KERNEL(solid_over_constant)(dst + painted, count, s, 256 - (s >> 24));
    }
}

// Each band kernel has a copy for each fill rule: the rule's test leaves the loops, and the
// registers it held go to the loops' values. With CellLanes.h's `lane_mask`, solid_over_band
// ran 2.6% fewer instructions in shapes_10k and 3.1% fewer in strokes_2k (callgrind, AVX2).
static void KERNEL(solid_over_band)(const RasterCellBand *band) {
    if (band->even_odd) {
        KERNEL(over_band)(band, NULL, NULL, 0, 0, 0, 1);
    } else {
        KERNEL(over_band)(band, NULL, NULL, 0, 0, 0, 0);
    }
}

static void KERNEL(shader_over_band)(const RasterCellBand *band, const RasterGradientRows *gradient, uint32_t *colors,
                                     int64_t left, int64_t top, int opaque) {
    if (band->even_odd) {
        KERNEL(over_band)(band, gradient, colors, left, top, opaque, 1);
    } else {
        KERNEL(over_band)(band, gradient, colors, left, top, opaque, 0);
    }
}

static int32_t KERNEL(shader_over_cells)(uint32_t *dst, const uint32_t *src, int32_t *cells, uint64_t *bits, size_t lo,
                                         size_t hi, size_t end, int even_odd) {
    size_t painted;
    return KERNEL(over_cells)(dst, src, cells, bits, lo, hi, end, 0, 0, even_odd, &painted);
}

static size_t KERNEL(add_edges)(int32_t *acc, uint64_t *bits, size_t stride, size_t words_per_row,
                                const RasterLineEdge *edges, intptr_t *active, size_t count, int64_t origin,
                                int64_t band_top, int64_t band_bottom) {
    return add_band_edges(acc, bits, stride, words_per_row, edges, active, count, origin, band_top, band_bottom);
}

/// A translucent middle of `count` pixels and the right pixel after it, in steps of WIDEST:
/// whole steps of the middle, then one step of its last 0...WIDEST − 1 pixels, the right pixel
/// and, past it, lanes whose source 0 and inverse alpha 256 write back what they read
/// (`steps` × WIDEST pixels, then the last step's `source` and `inverse`).
static inline __attribute__((always_inline)) void KERNEL(middle_and_right)(uint32_t *dst, size_t steps, uint32_t middle,
                                                                            uint32_t ma,
                                                                            CONCAT2(pixels, WIDEST) source,
                                                                            CONCAT2(pixels, WIDEST) inverse) {
    for (size_t i = 0; i < steps; i++) STEP(step_solid_over_constant, WIDEST)(dst + i * WIDEST, middle, ma);
    uint32_t *last = dst + steps * WIDEST;
    CONCAT2(pixels, WIDEST) d = STEP(load_pixels, WIDEST)(last);
    STEP(store_pixels, WIDEST)(last, source + STEP(scale256, WIDEST)(d, inverse));
}

static void KERNEL(solid_over_rect)(uint32_t *dst, const RasterRectRows *r) {
    const uint32_t left = r->left, middle = r->middle, right = r->right;
    const uint32_t la = 256 - (left >> 24), ma = 256 - (middle >> 24), ra = 256 - (right >> 24);
    const size_t count = r->count, stride = r->stride, distance = r->prefetch_distance;
    // A translucent middle whose last step (its last pixels, the right pixel and lanes past
    // it) lies inside the canvas row ends in one step instead of narrower steps, single pixels
    // and the right pixel on its own: each part's formula in its lanes, the same bytes.
    const size_t steps = count / WIDEST, tail = count % WIDEST;
    const int last_step = ma != 0 && ma != 256 && 1 + (steps + 1) * WIDEST <= r->room;
    CONCAT2(pixels, WIDEST) source = (CONCAT2(pixels, WIDEST))0, inverse = (CONCAT2(pixels, WIDEST))256;
    for (size_t l = 0; l < WIDEST; l++) {
        if (l < tail) {
            source[l] = middle;
            inverse[l] = ma;
        } else if (l == tail) {
            source[l] = right;
            inverse[l] = ra;
        }
    }
    for (size_t y = 0; y < r->rows; y++, dst += stride) {
        if (y + distance < r->ahead && r->prefetch_pixels > 0) {
            const uint32_t *row = dst + distance * stride;
            uintptr_t line = (uintptr_t)row & ~(uintptr_t)63, last = (uintptr_t)(row + r->prefetch_pixels - 1);
            for (; line <= last; line += 64) __builtin_prefetch((const void *)line, 1, 3);
        }
        if (la != 256) dst[0] = left + scale256(dst[0], la);
        if (last_step) {
            KERNEL(middle_and_right)(dst + 1, steps, middle, ma, source, inverse);
            continue;
        }
        if (ma == 0) {
            for (size_t i = 1; i <= count; i++) dst[i] = middle;
        } else if (ma != 256) {
            KERNEL(solid_over_constant)(dst + 1, count, middle, ma);
        }
        if (ra != 256) dst[count + 1] = right + scale256(dst[count + 1], ra);
    }
}

static void KERNEL(shader_over_rect)(uint32_t *dst, const RasterRectRows *r, const RasterGradientRows *gradient,
                                     uint32_t *colors, int64_t x, int64_t y, int opaque) {
    const size_t count = r->count, stride = r->stride, distance = r->prefetch_distance, shaded = r->prefetch_pixels;
    // The middle's pixels inside the shaded row, then the rest from their own start.
    const size_t inside = count < shaded - 1 ? count : shaded - 1;
    // A middle shaded with its right pixel in one row whose last step (the middle's last
    // 0...WIDEST − 1 pixels, the right pixel and lanes past it) lies in the canvas row ends in
    // that one step, each lane with its part's coverage: lanes past the right pixel have
    // coverage 0 and write back what they read, whatever colour `colors` holds there.
    const size_t steps = count / WIDEST, tail = count % WIDEST;
    const int last_step = r->middle != 0 && count + 2 <= shaded && 1 + (steps + 1) * WIDEST <= r->room;
    CONCAT2(pixels, WIDEST) cover = (CONCAT2(pixels, WIDEST))0;
    for (size_t l = 0; l < WIDEST; l++) cover[l] = l < tail ? r->middle : l == tail ? r->right : 0;
    for (size_t row = 0; row < r->rows; row++, dst += stride) {
        if (row + distance < r->ahead) {
            const uint32_t *next = dst + distance * stride;
            uintptr_t line = (uintptr_t)next & ~(uintptr_t)63, last = (uintptr_t)(next + shaded - 1);
            for (; line <= last; line += 64) __builtin_prefetch((const void *)line, 1, 3);
        }
        int64_t py = y + (int64_t)row;
        if (opaque && r->middle == 255 && count > 0 && count + 1 < shaded && shaded <= count + 3) {
            // An opaque middle at full coverage inside the shaded row is a copy of it: shade
            // the row straight into the pixels, then put back the pixels left and right of
            // the middle (the parts, and the pixel past the right one that the row's width
            // holds) and composite the parts from the colours shaded there.
            uint32_t before = dst[0], after[2] = {dst[count + 1], shaded > count + 2 ? dst[count + 2] : 0};
            KERNEL(gradient_row)(gradient, dst, x, py, shaded);
            uint32_t first = dst[0], last = dst[count + 1];
            dst[0] = before;
            dst[count + 1] = after[0];
            if (shaded > count + 2) dst[count + 2] = after[1];
            if (r->left != 0) KERNEL(shaded_span)(dst, &first, 1, r->left, opaque);
            if (r->right != 0) KERNEL(shaded_span)(dst + count + 1, &last, 1, r->right, opaque);
            continue;
        }
        KERNEL(gradient_row)(gradient, colors, x, py, shaded);
        if (r->left != 0) KERNEL(shaded_span)(dst, colors, 1, r->left, opaque);
        if (last_step) {
            if (steps > 0) KERNEL(shaded_span)(dst + 1, colors + 1, steps * WIDEST, r->middle, opaque);
            uint32_t *d = dst + 1 + steps * WIDEST;
            CONCAT2(pixels, WIDEST) s = STEP(load_pixels, WIDEST)(colors + 1 + steps * WIDEST);
            CONCAT2(pixels, WIDEST) was = STEP(load_pixels, WIDEST)(d);
            STEP(store_pixels, WIDEST)(d, STEP(shader_over, WIDEST)(STEP(scale_approximately, WIDEST)(s, cover), was));
            continue;
        }
        // Whether `colors` still holds the row shaded from x (else from a later pixel).
        int from_x = 1;
        if (r->middle != 0 && count > 0) {
            if (inside > 0) KERNEL(shaded_span)(dst + 1, colors + 1, inside, r->middle, opaque);
            if (count > inside) {
                KERNEL(gradient_row)(gradient, colors, x + 1 + (int64_t)inside, py, count - inside);
                KERNEL(shaded_span)(dst + 1 + inside, colors, count - inside, r->middle, opaque);
                from_x = 0;
            }
        }
        if (r->right != 0) {
            const uint32_t *src = colors + count + 1;
            if (!from_x || count + 2 > shaded) {
                KERNEL(gradient_row)(gradient, colors, x + 1 + (int64_t)count, py, 1);
                src = colors;
            }
            KERNEL(shaded_span)(dst + count + 1, src, 1, r->right, opaque);
        }
    }
}

static const RasterKernels KERNEL(kernels) = {
    KERNEL(solid_over_constant), KERNEL(solid_over_mask), KERNEL(shader_over_constant), KERNEL(shader_over_mask),
    KERNEL(gradient_linear_pad), KERNEL(gradient_radial_pad), KERNEL(solid_over_band), KERNEL(shader_over_cells),
    KERNEL(add_edges), KERNEL(shader_over_band), KERNEL(solid_over_rect), KERNEL(shader_over_rect),
};

#undef NARROWER_8
#undef NARROWER_4
#undef STEPS
