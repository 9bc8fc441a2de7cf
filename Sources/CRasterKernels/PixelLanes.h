// PixelLanes.h · CRasterKernels · one compositing step of WIDTH pixels, in vector lanes
//
// Included by SpanKernels.c once per (CPU path, width), with PATH (baseline, avx2, avx512)
// and WIDTH (4, 8 or 16) defined; the functions it defines are named NAME(step_…), e.g.
// step_solid_over_mask_avx2_8. The lane arithmetic is PixelMath.swift's four-pixel code on
// WIDTH pixels: two channels per pixel are multiplied as 16-bit lanes (at most 255 × 256 + 255,
// so no lane overflows), and colours are added as whole 32-bit pixels, as the scalar code does.

#define PIXELS CONCAT2(pixels, WIDTH)
#define LANES16 CONCAT2(lanes16_, WIDTH)
#define BYTES CONCAT2(bytes, WIDTH)
#define MASKBITS CONCAT2(maskbits, WIDTH)

/// c · s / 256 per channel, truncated (s in 0...256 per pixel): `PixelMath.scale256`.
static inline __attribute__((always_inline)) PIXELS NAME(scale256)(PIXELS c, PIXELS s) {
    LANES16 s16 = (LANES16)(s | (s << 16));
    PIXELS rb = (PIXELS)(((LANES16)(c & 0x00FF00FFu) * s16) >> 8);
    PIXELS ag = (PIXELS)((LANES16)((c >> 8) & 0x00FF00FFu) * s16);
    return rb | (ag & 0xFF00FF00u);
}

/// ⌊(c · a + 255) / 256⌋ per channel (a in 0...255 per pixel): `PixelMath.scaleApproximately`.
static inline __attribute__((always_inline)) PIXELS NAME(scale_approximately)(PIXELS c, PIXELS a) {
    LANES16 a16 = (LANES16)(a | (a << 16));
    PIXELS rb = (PIXELS)((((LANES16)(c & 0x00FF00FFu) * a16) + 255) >> 8);
    PIXELS ag = (PIXELS)(((LANES16)((c >> 8) & 0x00FF00FFu) * a16) + 255);
    return rb | (ag & 0xFF00FF00u);
}

/// s + scaleApproximately(d, 255 − αs): `PixelMath.shaderOver`.
static inline __attribute__((always_inline)) PIXELS NAME(shader_over)(PIXELS s, PIXELS d) {
    return s + NAME(scale_approximately)(d, 255 - (s >> 24));
}

static inline __attribute__((always_inline)) PIXELS NAME(load_pixels)(const uint32_t *p) {
    PIXELS v;
    __builtin_memcpy(&v, p, sizeof v);
    return v;
}

static inline __attribute__((always_inline)) void NAME(store_pixels)(uint32_t *p, PIXELS v) {
    __builtin_memcpy(p, &v, sizeof v);
}

/// WIDTH coverage bytes, each widened to its pixel's 32-bit lane.
static inline __attribute__((always_inline)) PIXELS NAME(widen)(MASKBITS m) {
    BYTES b;
    __builtin_memcpy(&b, &m, sizeof b);
    return __builtin_convertvector(b, PIXELS);
}

static inline __attribute__((always_inline)) void NAME(step_solid_over_constant)(uint32_t *dst, uint32_t source, uint32_t inverse_alpha) {
    PIXELS s = (PIXELS)source, ia = (PIXELS)inverse_alpha;
    NAME(store_pixels)(dst, s + NAME(scale256)(NAME(load_pixels)(dst), ia));
}

/// Coverage 0 scales the colour to 0 and d · 256 / 256 is d, so mixed steps need no
/// per-pixel branch; empty steps and full steps of an opaque colour skip the arithmetic.
static inline __attribute__((always_inline)) void NAME(step_solid_over_mask)(uint32_t *dst, const uint8_t *mask,
                                                                              uint32_t color, int opaque) {
    PIXELS s = (PIXELS)color;
    MASKBITS m;
    __builtin_memcpy(&m, mask, sizeof m);
    if (m == 0) return;
    if (opaque && m == (MASKBITS)~(MASKBITS)0) {
        NAME(store_pixels)(dst, s);
        return;
    }
    PIXELS c = NAME(widen)(m);
    PIXELS source = NAME(scale256)(s, c + ((c + 255) >> 8));
    PIXELS d = NAME(load_pixels)(dst);
    NAME(store_pixels)(dst, source + NAME(scale256)(d, 256 - (source >> 24)));
}

/// Coverage 255 scales a colour to itself; WIDTH opaque colours at full coverage replace the
/// destination (shaderOver gives them exactly).
static inline __attribute__((always_inline)) void NAME(step_shader_over_constant)(uint32_t *dst, const uint32_t *src,
                                                                                   uint32_t coverage, int full) {
    PIXELS s = NAME(load_pixels)(src);
    if (!full) {
        s = NAME(scale_approximately)(s, (PIXELS)coverage);
    } else {
        // Every alpha byte is 255 when no pixel has a 0 bit there: a test of the lanes at
        // once, where the AND of all lanes took a chain of shuffles across them.
        if (__builtin_reduce_or(~s & 0xFF000000u) == 0) {
            NAME(store_pixels)(dst, s);
            return;
        }
    }
    NAME(store_pixels)(dst, NAME(shader_over)(s, NAME(load_pixels)(dst)));
}

/// Coverage 0 scales the colour to 0 and scaleApproximately(d, 255) is d, so mixed steps
/// need no per-pixel branch.
static inline __attribute__((always_inline)) void NAME(step_shader_over_mask)(uint32_t *dst, const uint32_t *src,
                                                                               const uint8_t *mask) {
    MASKBITS m;
    __builtin_memcpy(&m, mask, sizeof m);
    if (m == 0) return;
    PIXELS s = NAME(scale_approximately)(NAME(load_pixels)(src), NAME(widen)(m));
    NAME(store_pixels)(dst, NAME(shader_over)(s, NAME(load_pixels)(dst)));
}

#undef PIXELS
#undef LANES16
#undef BYTES
#undef MASKBITS
