// PNGRowKernels.c · CRasterKernels · the byte loops of PNG writing: row filters and Adler-32
//
// PNGWriter (Sources/Raster/Output/PNGWriter.swift) filters each row and sums it for the zlib
// stream's trailer here. Both are defined byte by byte by their specifications, so every path
// gives the same bytes: the filters of the PNG specification §9.2 (the Paeth predictor as its
// §9.4 writes it), and Adler-32 of RFC 1950 §8.2 (two sums modulo 65521). The vector loops use
// SSE2, the x86-64 baseline; other processors take the scalar loops.

#include "RasterKernels.h"

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// The largest Adler-32 modulus.
#define ADLER_BASE 65521u
/// The most bytes summed before the sums are reduced: 255·n(n+1)/2 + (n+1)(BASE−1) < 2^32.
#define ADLER_BLOCK 5552u

uint32_t raster_adler32(uint32_t adler, const uint8_t *bytes, size_t count) {
    uint32_t a = adler & 0xFFFF, b = adler >> 16;
    while (count > 0) {
        size_t block = count < ADLER_BLOCK ? count : ADLER_BLOCK;
        count -= block;
        size_t i = 0;
#if defined(__SSE2__)
        // Per 16 bytes x0…x15 after the sums a and b: b += 16·a + Σ (16 − k)·xk, a += Σ xk.
        // `before` adds up the a of each step, the weights 16…1 are multiplied in 16-bit
        // lanes (at most 2·255·16 a lane a step) and summed in 32-bit ones.
        size_t steps = block / 16;
        if (steps > 0) {
            const __m128i zero = _mm_setzero_si128();
            const __m128i weightsLow = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
            const __m128i weightsHigh = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
            __m128i sums = zero, before = zero, weighted = zero;
            for (size_t s = 0; s < steps; s++) {
                __m128i x = _mm_loadu_si128((const __m128i *)(bytes + i));
                before = _mm_add_epi32(before, sums);
                sums = _mm_add_epi32(sums, _mm_sad_epu8(x, zero));
                weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpacklo_epi8(x, zero), weightsLow));
                weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpackhi_epi8(x, zero), weightsHigh));
                i += 16;
            }
            uint32_t s32[4], b32[4], w32[4];
            _mm_storeu_si128((__m128i *)s32, sums);
            _mm_storeu_si128((__m128i *)b32, before);
            _mm_storeu_si128((__m128i *)w32, weighted);
            // `sums` holds two 64-bit lanes (psadbw), each below 2^32 over a block.
            uint64_t total = (uint64_t)s32[0] + s32[2];
            uint64_t totalBefore = (uint64_t)b32[0] + b32[2];
            uint64_t weights = (uint64_t)w32[0] + w32[1] + w32[2] + w32[3];
            uint64_t newB = (uint64_t)b + (uint64_t)steps * 16 * a + 16 * totalBefore + weights;
            a = (uint32_t)(((uint64_t)a + total) % ADLER_BASE);
            b = (uint32_t)(newB % ADLER_BASE);
        }
#endif
        for (; i < block; i++) {
            a += bytes[i];
            b += a;
        }
        a %= ADLER_BASE;
        b %= ADLER_BASE;
        bytes += block;
    }
    return (b << 16) | a;
}

/// The Paeth predictor of the PNG specification §9.4: of a (left), b (above) and c (upper
/// left), the one nearest to a + b − c, ties in that order.
static inline __attribute__((always_inline)) int paeth_predictor(int a, int b, int c) {
    int p = b - c, q = a - c;
    int pa = p < 0 ? -p : p, pb = q < 0 ? -q : q, pc = p + q < 0 ? -(p + q) : p + q;
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

void raster_png_filter_row(uint8_t type, const uint8_t *row, const uint8_t *above, uint8_t *out, size_t count,
                           size_t bpp) {
    size_t i = 0;
    switch (type) {
    case 1: // Sub: each byte less the one bpp before it (0 before the first pixel).
        for (; i < bpp && i < count; i++) out[i] = row[i];
#if defined(__SSE2__)
        for (; i + 16 <= count; i += 16) {
            __m128i x = _mm_loadu_si128((const __m128i *)(row + i));
            __m128i left = _mm_loadu_si128((const __m128i *)(row + i - bpp));
            _mm_storeu_si128((__m128i *)(out + i), _mm_sub_epi8(x, left));
        }
#endif
        for (; i < count; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        return;
    case 2: // Up: each byte less the one above it.
#if defined(__SSE2__)
        for (; i + 16 <= count; i += 16) {
            __m128i x = _mm_loadu_si128((const __m128i *)(row + i));
            __m128i up = _mm_loadu_si128((const __m128i *)(above + i));
            _mm_storeu_si128((__m128i *)(out + i), _mm_sub_epi8(x, up));
        }
#endif
        for (; i < count; i++) out[i] = (uint8_t)(row[i] - above[i]);
        return;
    case 3: // Average: each byte less the floor of the mean of the ones left of and above it.
        for (; i < bpp && i < count; i++) out[i] = (uint8_t)(row[i] - (above[i] >> 1));
        for (; i < count; i++) out[i] = (uint8_t)(row[i] - ((row[i - bpp] + above[i]) >> 1));
        return;
    case 4: // Paeth: each byte less its predictor (left and upper left 0 before the first pixel).
        for (; i < bpp && i < count; i++) out[i] = (uint8_t)(row[i] - paeth_predictor(0, above[i], 0));
        for (; i < count; i++) out[i] = (uint8_t)(row[i] - paeth_predictor(row[i - bpp], above[i], above[i - bpp]));
        return;
    default: // None: the bytes as they are.
        memcpy(out, row, count);
        return;
    }
}
