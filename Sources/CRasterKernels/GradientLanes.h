// GradientLanes.h · CRasterKernels · one gradient shading step of WIDTH pixels, in vector lanes
//
// Included by SpanKernels.c once per (CPU path, width), after PixelLanes.h, with PATH, WIDTH,
// GATHER (1 where the path has AVX2's gather instructions) and LINEAR_GATHER (1 where linear
// rows use them too: see `gather`) defined. The arithmetic is the Swift code's it replaces,
// operation for operation (SpanKernels.c turns floating-point contraction off, so no multiply
// and add fuse into an FMA), so every width gives the same bytes.

#define PIXELS CONCAT2(pixels, WIDTH)
#define FLOATS CONCAT2(floats, WIDTH)

/// table[k[l]] in each lane: by one gather instruction where the path has them and `gathers`
/// (a constant) asks for them, else by a scalar load per lane. On the AMD EPYC the benchmarks run
/// on, AVX2's gathers cost about two cycles a lane: its linear rows took 0.41 ns a pixel with
/// them and 0.21–0.22 with scalar loads, while its radial rows, whose lookups wait on a square
/// root, took 0.67 with gathers and 0.77 with scalar loads (a kernel microbenchmark, best of 15
/// runs of 20,000 rows of 40–340 pixels at 1–8 table entries a pixel). The scalar loop must stay
/// scalar: vectorized, it would be a gather again. Only 16-lane steps and the AVX-512 path's
/// narrower linear steps look up through here now: 4- and 8-lane radial steps and the SSE2 and
/// AVX2 paths' linear rows read their entries one pixel at a time (`step_gradient_radial_pad`,
/// PathKernels.h's `linear_steps`), which on AMD Zen 3 beat both ways above.
static inline __attribute__((always_inline)) PIXELS NAME(gather)(const uint32_t *table, PIXELS k, int gathers) {
    if (!gathers || !GATHER) {
        PIXELS r;
#pragma clang loop vectorize(disable) unroll(full)
        for (int l = 0; l < WIDTH; l++) r[l] = table[k[l]];
        return r;
    }
#if GATHER && WIDTH == 16
    return (PIXELS)_mm512_i32gather_epi32((__m512i)k, table, 4);
#elif GATHER && WIDTH == 8
    return (PIXELS)_mm256_i32gather_epi32((const int *)table, (__m256i)k, 4);
#elif GATHER && WIDTH == 4
    return (PIXELS)_mm_i32gather_epi32((const int *)table, (__m128i)k, 4);
#else
    __builtin_unreachable();
#endif
}

#if WIDTH == 16
/// The first of the 32·windows entries (windows 1, 2 or 4) that end just past `top`, the
/// largest of a step's table indices, moved down to fit a table whose last entry is `last`
/// (then at least 32·windows entries long).
static inline __attribute__((always_inline)) uint32_t window_base(uint32_t top, uint32_t last, int windows) {
    uint32_t entries = 32 * (uint32_t)windows;
    uint32_t base = top + 2 < entries ? 0 : top + 2 - entries;
    return base > last + 1 - entries ? last + 1 - entries : base;
}

/// table[base + rel[l]] in each lane, every rel[l] below 32·windows (windows 1, 2 or 4), by
/// cross-register permutes: window w holds entries 32w..<32w + 32 from `base`; rel's bit 5
/// picks one of a pair of 16-entry registers, bit 6 one of two pairs. AVX-512 gathers cost
/// about two cycles a lane on the AMD EPYC the benchmarks run on; the permutes a third of that.
/// Zen 4's faster gathers do not change that: on an AMD EPYC of family 25, model 17, gathering
/// every lookup instead took linear rows from 0.24–0.25 to 0.34–0.52 ns a pixel and radial rows
/// from 0.60–0.76 to 0.86–1.17 (the same kernel microbenchmark at 0.5–8 table entries a pixel).
static inline __attribute__((always_inline)) PIXELS NAME(window_lookup)(const uint32_t *table, uint32_t base,
                                                                          __m512i rel, int windows) {
    const __m512i *w = (const __m512i *)(table + base);
    __m512i a = _mm512_permutex2var_epi32(_mm512_loadu_si512(w), rel, _mm512_loadu_si512(w + 1));
    if (windows == 1) return (PIXELS)a;
    __mmask16 odd = _mm512_test_epi32_mask(rel, _mm512_set1_epi32(32));
    __m512i b = _mm512_permutex2var_epi32(_mm512_loadu_si512(w + 2), rel, _mm512_loadu_si512(w + 3));
    __m512i ab = _mm512_mask_blend_epi32(odd, a, b);
    if (windows == 2) return (PIXELS)ab;
    __m512i c = _mm512_permutex2var_epi32(_mm512_loadu_si512(w + 4), rel, _mm512_loadu_si512(w + 5));
    __m512i d = _mm512_permutex2var_epi32(_mm512_loadu_si512(w + 6), rel, _mm512_loadu_si512(w + 7));
    __m512i cd = _mm512_mask_blend_epi32(odd, c, d);
    return (PIXELS)_mm512_mask_blend_epi32(_mm512_test_epi32_mask(rel, _mm512_set1_epi32(64)), ab, cd);
}
#endif

/// table[k[l]] in each lane, every k[l] at most `last`. At 16 lanes, with `windows` (1, 2 or 4:
/// see `lookup_windows`) > 0, from the window that ends just past the larger of the first and
/// last lane's index (`window_lookup`), when every lane lies there (else, and at other widths,
/// by `gather`, with `gathers`). The lanes of a radial row's step are convex, so their largest
/// index is at an end.
static inline __attribute__((always_inline)) PIXELS NAME(lookup)(const uint32_t *table, PIXELS k, uint32_t last,
                                                                   int windows, int gathers) {
#if WIDTH == 16
    if (windows > 0) {
        uint32_t base = window_base(k[0] > k[15] ? k[0] : k[15], last, windows);
        __m512i rel = (__m512i)(k - base);
        if (__builtin_expect(_mm512_cmplt_epu32_mask(rel, _mm512_set1_epi32(32 * windows)) == 0xFFFF, 1))
            return NAME(window_lookup)(table, base, rel, windows);
    }
#else
    (void)last;
    (void)windows;
#endif
    return NAME(gather)(table, k, gathers);
}

/// The colours of WIDTH pixels of a linear gradient's row, at table positions fixed +
/// offsets[l] in 16.16 fixed point (offsets[l] = l·delta), lanes 0..<lanes (1...WIDTH) inside
/// the table, whose last entry is `last` (GradientLookup.padRow's middle); lanes from `lanes`
/// on are colours of no use (16 lanes with windows) or positions read past them (otherwise:
/// callers pass WIDTH). Wrapping 32-bit sums give the positions exactly: they lie in 0..<2^28.
/// At 16 lanes with `windows` > 0 (`lookup_windows` of the step's reach), the indices are
/// monotonic and lie within the window that ends past the larger of the first and last lane's,
/// which their scalar positions give: read from it without checking the lanes (a lane outside
/// it reads some entry of the window, the permutes taking an index's low bits).
static inline __attribute__((always_inline)) PIXELS NAME(linear_pad_colors)(const uint32_t *table, uint32_t fixed,
                                                                              const uint32_t *offsets, uint32_t last,
                                                                              int windows, uint32_t lanes) {
    PIXELS k = ((PIXELS)fixed + NAME(load_pixels)(offsets)) >> 16;
#if WIDTH == 16
    if (windows > 0) {
        uint32_t first = fixed >> 16, final = (fixed + offsets[lanes - 1]) >> 16;
        uint32_t base = window_base(first > final ? first : final, last, windows);
        return NAME(window_lookup)(table, base, (__m512i)(k - base), windows);
    }
#else
    (void)lanes;
#endif
    return NAME(lookup)(table, k, last, 0, LINEAR_GATHER);
}

/// WIDTH pixels of a linear gradient's row into `out`: `linear_pad_colors` of every lane.
static inline __attribute__((always_inline)) void NAME(step_gradient_linear_pad)(uint32_t *out, const uint32_t *table,
                                                                                  uint32_t fixed, const uint32_t *offsets,
                                                                                  uint32_t last, int windows) {
    NAME(store_pixels)(out, NAME(linear_pad_colors)(table, fixed, offsets, last, windows, WIDTH));
}

/// WIDTH lanes of a radial row's (u, v), advanced four lanes at a time as the Swift loop did:
/// the group after g is g + step4 (step4 = 4·du), so lane i holds the same sum of i / 4
/// additions on every width. `*group` becomes the next step's first group.
static inline __attribute__((always_inline)) FLOATS NAME(groups)(floats4 *group, floats4 step4) {
    floats4 a = *group;
#if WIDTH == 4
    *group = a + step4;
    return a;
#else
    floats4 b = a + step4;
#if WIDTH == 8
    *group = b + step4;
    return __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7);
#else
    floats4 c = b + step4, d = c + step4;
    *group = d + step4;
    floats8 ab = __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7);
    floats8 cd = __builtin_shufflevector(c, d, 0, 1, 2, 3, 4, 5, 6, 7);
    return __builtin_shufflevector(ab, cd, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
#endif
#endif
}

/// s clamped to 1.5·2^23...high, NaN to 1.5·2^23. On x86-64 by one maximum and one minimum
/// instruction, which return their second operand where the first is NaN (or equal to it).
static inline __attribute__((always_inline)) FLOATS NAME(clamp_position)(FLOATS s, float high) {
    FLOATS low = (FLOATS)RASTER_MAGIC;
#if defined(__x86_64__) && WIDTH == 16
    return (FLOATS)_mm512_min_ps(_mm512_max_ps((__m512)s, (__m512)low), _mm512_set1_ps(high));
#elif defined(__x86_64__) && WIDTH == 8
    return (FLOATS)_mm256_min_ps(_mm256_max_ps((__m256)s, (__m256)low), _mm256_set1_ps(high));
#elif defined(__x86_64__)
    return (FLOATS)_mm_min_ps(_mm_max_ps((__m128)s, (__m128)low), _mm_set1_ps(high));
#else
    PIXELS inside = (PIXELS)(s >= low);
    PIXELS bits = ((PIXELS)s & inside) | ((PIXELS)low & ~inside);
    PIXELS over = (PIXELS)((FLOATS)bits > high);
    return (FLOATS)((bits & ~over) | ((PIXELS)(FLOATS)high & over));
#endif
}

/// WIDTH pixels of a radial gradient's row: position s = √(u² + v²)·scale + shift, clamped to
/// low...high (NaN to low), where shift = offset − 0.5 + 1.5·2^23 and low = 1.5·2^23 leave the
/// truncated table index in the low mantissa bits (Shader.RadialGeometry.swift); high leaves
/// `last`, the table's last entry.
static inline __attribute__((always_inline)) void NAME(step_gradient_radial_pad)(uint32_t *out, const uint32_t *table,
                                                                                  floats4 *u4, floats4 *v4,
                                                                                  floats4 du4, floats4 dv4,
                                                                                  float scale, float shift, float high,
                                                                                  uint32_t last, int windows) {
    FLOATS u = NAME(groups)(u4, du4), v = NAME(groups)(v4, dv4);
    FLOATS s = __builtin_elementwise_sqrt(u * u + v * v) * scale + shift;
    PIXELS k = (PIXELS)NAME(clamp_position)(s, high) - RASTER_MAGIC_BITS;
#if WIDTH <= 8
    // At 4 and 8 lanes the indices go to memory whole and each colour is loaded and stored
    // on its own: on an AMD EPYC of family 25, model 1, rows of 40–340 pixels took 0.88–0.93
    // ns a pixel against 0.95 with AVX2's gathers, and 0.90 against 1.10 with SSE2's lane
    // moves (a kernel microbenchmark, best of 15 runs of 20,000 rows).
    (void)last;
    (void)windows;
    uint32_t index[WIDTH];
    __builtin_memcpy(index, &k, sizeof k);
#pragma clang loop vectorize(disable) unroll(full)
    for (int l = 0; l < WIDTH; l++) out[l] = table[index[l]];
#else
    NAME(store_pixels)(out, NAME(lookup)(table, k, last, windows, 1));
#endif
}

#undef PIXELS
#undef FLOATS
