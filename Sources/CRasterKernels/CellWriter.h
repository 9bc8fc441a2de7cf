// CellWriter.h · CRasterKernels · the scan's cell writing: one band's edges added to its accumulated cells
//
// Included once by SpanKernels.c, before the paths; every path's `add_edges` (PathKernels.h)
// is this code compiled for that path. It is CoverageRasterizer's writing half, the
// accumulation of font-rs and FreeType's "gray" rasterizer in Raster's integer form (derived in
// Sources/Raster/Rasterizer/Scan/CoverageRasterizer.swift): each active edge's part inside the
// band is cut at row boundaries (exact integer steps) and at cell boundaries (from its slope),
// and each piece, from (fa, ya) to (fb, yb) in 1/256 px inside cell cx, adds
//     acc[cx]     += w · (yb − ya) · (512 − (fa + fb))
//     acc[cx + 1] += w · (yb − ya) · (fa + fb)
// and marks both cells touched for the sweep. Cell 0 is the pixel column `origin` (1/256 px
// from the clip's left edge, a whole pixel at most every edge's x), so an edge x is in cell
// (x − origin) >> 8. Cells add in wrapping 32-bit arithmetic, as the sweep sums them.
//
// Everything is integer arithmetic but for where an edge crosses a cell boundary inside a
// row: from the edge's |dy/dx| times the whole distance to the boundary, truncated, one
// rounding that every path and every shape sharing the edge computes alike (no fused
// operations: SpanKernels.c turns FP_CONTRACT off). Where an edge crosses row boundaries is
// exact: x at fixed-point y is x0 + ⌊(y − y0)·dx/dy⌋, a quotient and remainder where the
// edge's first row boundary in the band lies, then a whole row's step per row, so shared
// edges still cancel exactly.
//
// Written in C rather than Swift for the inner loop's code: no overflow checks on the
// products, the row's cell and bit pointers kept in registers across an edge's rows
// (strokes_2k's figures are in CoverageRasterizer.swift).

/// ⌊n / d⌋ in `*quotient` and n − d·⌊n / d⌋ in `*remainder`, for d > 0 and |n| < 2^52: a
/// floating-point quotient (faster than an integer division) corrected by the exact integer
/// remainder. The rounded quotient lies between the integers around n / d, so the truncated
/// one is off by at most one.
static inline __attribute__((always_inline)) void floor_division(int64_t n, int64_t d, int64_t *quotient,
                                                                  int64_t *remainder) {
    int64_t q = (int64_t)((double)n / (double)d);
    int64_t r = n - q * d;
    if (r < 0) {
        q -= 1;
        r += d;
    } else if (r >= d) {
        q += 1;
        r -= d;
    }
    *quotient = q;
    *remainder = r;
}

/// What a cell piece adds to the next cell: `fa`, `fb` in 0...256 (1/256 px in the cell),
/// `dy` the signed height times the winding (|dy| ≤ 256).
static inline __attribute__((always_inline)) uint32_t next_share(int64_t fa, int64_t fb, int64_t dy) {
    return (uint32_t)dy * (uint32_t)(fa + fb);
}

/// What the piece adds to its own cell: dy·512 less the next cell's share (one multiplication
/// a piece).
static inline __attribute__((always_inline)) uint32_t own_share(int64_t dy, uint32_t next) {
    return ((uint32_t)dy << 9) - next;
}

/// Adds one cell piece at `a[cx]` and `a[cx + 1]` (arguments as `next_share`'s).
static inline __attribute__((always_inline)) void add_cell(int32_t *a, int64_t cx, int64_t fa, int64_t fb, int64_t dy) {
    uint32_t next = next_share(fa, fb, dy);
    a[cx] = (int32_t)((uint32_t)a[cx] + own_share(dy, next));
    a[cx + 1] = (int32_t)((uint32_t)a[cx + 1] + next);
}

/// Marks cells lo...hi + 1 of a row's bit words touched, a word's worth at a time.
static inline __attribute__((always_inline)) void mark_cells(uint64_t *b, int64_t lo, int64_t hi) {
    int64_t last = hi + 1;
    int64_t first_word = lo >> 6, last_word = last >> 6;
    if (first_word == last_word) {
        b[first_word] |= (~0ull >> (63 - (last - lo))) << (lo & 63);
    } else {
        b[first_word] |= ~0ull << (lo & 63);
        for (int64_t word = first_word + 1; word < last_word; word++) b[word] = ~0ull;
        b[last_word] |= ~0ull >> (63 - (last & 63));
    }
}

/// Adds the piece from (xa, ya) to (xb, yb) of one row (cells `a`, bit words `b`): x in 1/256
/// px from cell 0's left side, y in 1/256 px from the row's top (0...256, ya ≤ yb), `w` the
/// winding, `slope` the edge's |dy/dx|. A piece inside one cell (steep edges: nearly every row
/// of a large shape) adds there; one crossing cells is cut where it crosses each cell
/// boundary, the crossing's y clamped to the piece (the distance to each boundary is a whole
/// number, so stepping it as a double is exact).
static inline __attribute__((always_inline)) void add_segment(int32_t *a, uint64_t *b, int64_t xa, int64_t ya, int64_t xb,
                                                               int64_t yb, int64_t w, double slope) {
    if (((xa ^ xb) >> 8) == 0) {
        int64_t cx = xa >> 8;
        add_cell(a, cx, xa & 255, xb & 255, (yb - ya) * w);
        mark_cells(b, cx, cx);
        return;
    }
    if (xb > xa) {
        int64_t cx = xa >> 8, fx = xa & 255, boundary = (cx + 1) << 8;
        if (boundary >= xb) {
            add_cell(a, cx, fx, xb - (cx << 8), (yb - ya) * w);
            mark_cells(b, cx, cx);
            return;
        }
        // Each cell is written once: what a piece adds to the next cell waits in `carry` for
        // the next piece's own share (the same sums, in wrapping arithmetic). Adding both
        // shares of every piece, the compiler read each cell pair as one 8-byte load, which
        // waited for the 4-byte store of the same cell by the piece before (a store the
        // processor cannot forward to a wider load): 8% of add_edges' samples on strokes_2k.
        int64_t first = cx, previous = ya;
        uint32_t carry = 0;
        double run = (double)(boundary - xa);
        while (boundary < xb) {
            int64_t at = ya + (int64_t)(run * slope);
            if (at > yb) at = yb;
            int64_t dy = (at - previous) * w;
            uint32_t next = next_share(fx, 256, dy);
            a[cx] = (int32_t)((uint32_t)a[cx] + carry + own_share(dy, next));
            carry = next;
            previous = at;
            cx += 1;
            fx = 0;
            boundary += 256;
            run += 256;
        }
        int64_t dy = (yb - previous) * w;
        uint32_t next = next_share(fx, xb - (cx << 8), dy);
        a[cx] = (int32_t)((uint32_t)a[cx] + carry + own_share(dy, next));
        a[cx + 1] = (int32_t)((uint32_t)a[cx + 1] + next);
        mark_cells(b, first, cx);
    } else {
        int64_t cx = (xa - 1) >> 8, fx = xa - (cx << 8), boundary = cx << 8;
        if (boundary <= xb) {
            add_cell(a, cx, fx, xb - boundary, (yb - ya) * w);
            mark_cells(b, cx, cx);
            return;
        }
        // Leftwards, a piece's own share waits in `carry` for the piece in the cell before.
        int64_t last = cx, previous = ya;
        uint32_t carry = 0;
        double run = (double)(xa - boundary);
        while (boundary > xb) {
            int64_t at = ya + (int64_t)(run * slope);
            if (at > yb) at = yb;
            int64_t dy = (at - previous) * w;
            uint32_t next = next_share(fx, 0, dy);
            a[cx + 1] = (int32_t)((uint32_t)a[cx + 1] + carry + next);
            carry = own_share(dy, next);
            previous = at;
            cx -= 1;
            fx = 256;
            boundary -= 256;
            run += 256;
        }
        int64_t dy = (yb - previous) * w;
        uint32_t next = next_share(fx, xb - (cx << 8), dy);
        a[cx + 1] = (int32_t)((uint32_t)a[cx + 1] + carry + next);
        a[cx] = (int32_t)((uint32_t)a[cx] + own_share(dy, next));
        mark_cells(b, cx, last);
    }
}

/// Adds the part of `e` between the fixed-point rows `top..<bottom` (the band, whose row 0 is
/// device row top >> 8) to the band's cells `acc` and bits `bits`.
static inline __attribute__((always_inline)) void add_edge(int32_t *acc, uint64_t *bits, size_t stride, size_t words,
                                                            const RasterLineEdge *e, int64_t origin, int64_t top,
                                                            int64_t bottom) {
    int64_t y0 = e->y0, y1 = e->y1, x0 = e->x0 - origin, x1 = e->x1 - origin, w = e->winding;
    int64_t ys = y0 > top ? y0 : top, ye = y1 < bottom ? y1 : bottom;
    if (ys >= ye) return;
    int64_t band_row = top >> 8;
    if (x0 == x1) {
        int64_t cx = x0 >> 8, f = x0 & 255;
        for (int64_t y = ys; y < ye;) {
            int64_t row_top = y & ~(int64_t)255;
            int64_t yb = row_top + 256 < ye ? row_top + 256 : ye;
            int64_t r = (row_top >> 8) - band_row;
            add_cell(acc + r * (int64_t)stride, cx, f, f, (yb - y) * w);
            mark_cells(bits + r * (int64_t)words, cx, cx);
            y = yb;
        }
        return;
    }
    int64_t dx = x1 - x0, dy = y1 - y0;
    int64_t q, remainder;
    int64_t x = x0;
    if (ys != y0) {
        floor_division((ys - y0) * dx, dy, &q, &remainder);
        x = x0 + q;
    }
    int64_t row_top = ys & ~(int64_t)255;
    int64_t yb = row_top + 256 < ye ? row_top + 256 : ye;
    int64_t r = (row_top >> 8) - band_row;
    if (yb == ye) {
        int64_t xb = x1;
        if (ye != y1) {
            floor_division((ye - y0) * dx, dy, &q, &remainder);
            xb = x0 + q;
        }
        add_segment(acc + r * (int64_t)stride, bits + r * (int64_t)words, x, ys - row_top, xb, ye - row_top, w, e->dydx);
        return;
    }
    // The first row, from ys to its bottom; then whole rows, x stepped exactly from one row
    // boundary to the next (a row's quotient, and its remainder's carry taken without a branch:
    // it follows no pattern along an edge); then the last row's part above ye, if ye is inside
    // a row. Whole rows in a loop of their own take the row's top and bottom as constants and
    // keep fewer values live: 3.3% fewer instructions in shapes_10k, 4.7% in strokes_2k.
    int64_t t, step, step_remainder;
    floor_division((yb - y0) * dx, dy, &t, &remainder);
    floor_division(256 * dx, dy, &step, &step_remainder);
    int32_t *a = acc + r * (int64_t)stride;
    uint64_t *b = bits + r * (int64_t)words;
    int64_t xb = x0 + t;
    const double slope = e->dydx;
    add_segment(a, b, x, ys - row_top, xb, 256, w, slope);
    for (int64_t rows = (ye >> 8) - (yb >> 8); rows > 0; rows--) {
        a += stride;
        b += words;
        x = xb;
        xb += step;
        remainder += step_remainder;
        int64_t over = remainder >= dy;
        xb += over;
        remainder -= over ? dy : 0;
        add_segment(a, b, x, 0, xb, 256, w, slope);
    }
    if ((ye & 255) != 0) {
        // ye inside a row is the edge's end (bands end on row boundaries).
        add_segment(a + stride, b + words, xb, 0, x1, ye & 255, w, slope);
    }
}

/// `add_edges` (RasterKernels.h) for every path.
static inline __attribute__((always_inline)) size_t add_band_edges(int32_t *acc, uint64_t *bits, size_t stride,
                                                                    size_t words, const RasterLineEdge *edges,
                                                                    intptr_t *active, size_t count, int64_t origin,
                                                                    int64_t top, int64_t bottom) {
    size_t kept = 0;
    for (size_t i = 0; i < count; i++) {
        intptr_t index = active[i];
        const RasterLineEdge *e = edges + index;
        add_edge(acc, bits, stride, words, e, origin, top, bottom);
        if (e->y1 > bottom) active[kept++] = index;
    }
    return kept;
}
