// GradientLanes.h · CRasterKernels · one gradient shading step of WIDTH pixels, in vector lanes
//
// Included by SpanKernels.c once per (CPU path, width), after PixelLanes.h, with PATH, WIDTH
// and GATHER (1 where the path has AVX2's gather instructions) defined. The arithmetic is the
// Swift code's it replaces, operation for operation (SpanKernels.c turns floating-point
// contraction off, so no multiply and add fuse into an FMA), so every width gives the same bytes.

#define PIXELS CONCAT2(pixels, WIDTH)
#define FLOATS CONCAT2(floats, WIDTH)

/// table[k[l]] in each lane.
static inline __attribute__((always_inline)) PIXELS NAME(gather)(const uint32_t *table, PIXELS k) {
#if GATHER && WIDTH == 16
    return (PIXELS)_mm512_i32gather_epi32((__m512i)k, table, 4);
#elif GATHER && WIDTH == 8
    return (PIXELS)_mm256_i32gather_epi32((const int *)table, (__m256i)k, 4);
#elif GATHER && WIDTH == 4
    return (PIXELS)_mm_i32gather_epi32((const int *)table, (__m128i)k, 4);
#else
    PIXELS r;
    for (int l = 0; l < WIDTH; l++) r[l] = table[k[l]];
    return r;
#endif
}

/// WIDTH pixels of a linear gradient's row, at table positions fixed + offsets[l] in 16.16
/// fixed point (offsets[l] = l·delta), every one inside the table (GradientLookup.padRow's
/// middle). Wrapping 32-bit sums give the positions exactly: they lie in 0..<2^28.
static inline __attribute__((always_inline)) void NAME(step_gradient_linear_pad)(uint32_t *out, const uint32_t *table,
                                                                                  uint32_t fixed, const uint32_t *offsets) {
    PIXELS positions = (PIXELS)fixed + NAME(load_pixels)(offsets);
    NAME(store_pixels)(out, NAME(gather)(table, positions >> 16));
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

/// WIDTH pixels of a radial gradient's row: position s = √(u² + v²)·scale + shift, clamped to
/// low...high (NaN to low), where shift = offset − 0.5 + 1.5·2^23 and low = 1.5·2^23 leave the
/// truncated table index in the low mantissa bits (Shader.RadialGeometry.swift).
static inline __attribute__((always_inline)) void NAME(step_gradient_radial_pad)(uint32_t *out, const uint32_t *table,
                                                                                  floats4 *u4, floats4 *v4,
                                                                                  floats4 du4, floats4 dv4,
                                                                                  float scale, float shift, float high) {
    FLOATS u = NAME(groups)(u4, du4), v = NAME(groups)(v4, dv4);
    FLOATS s = __builtin_elementwise_sqrt(u * u + v * v) * scale + shift;
    FLOATS low = (FLOATS)RASTER_MAGIC;
    PIXELS inside = (PIXELS)(s >= low);
    PIXELS bits = ((PIXELS)s & inside) | ((PIXELS)low & ~inside);
    PIXELS over = (PIXELS)((FLOATS)bits > high);
    bits = (bits & ~over) | ((PIXELS)(FLOATS)high & over);
    NAME(store_pixels)(out, NAME(gather)(table, bits - RASTER_MAGIC_BITS));
}

#undef PIXELS
#undef FLOATS
