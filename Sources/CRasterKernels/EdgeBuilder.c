// EdgeBuilder.c · CRasterKernels · a flattened segment clipped and stored as a fixed-point edge
//
// EdgeList's writing half (Sources/Raster/Rasterizer/EdgeList.swift describes the clipping):
// every double operation of the Swift code it replaces, in the same order and without fused
// operations, so every edge gets the same fixed-point ends and slope. In Swift each of the
// four conversions to 24.8 fixed point and each integer difference carried a range check,
// and Swift.min and Swift.max their argument order; here the conversions truncate as Swift's
// did for every value the clipping lets through (coordinates inside the clip rectangle), and
// `swift_min` and `swift_max` keep the order. Interpolations are written a·(1 − f) + b·f with
// f in 0...1, and differences are taken of halves: finite for any finite input, however far
// apart the ends are.

#include "RasterKernels.h"

#pragma STDC FP_CONTRACT OFF

/// Swift.min(x, y): y when y < x, else x.
static inline __attribute__((always_inline)) double swift_min(double x, double y) { return y < x ? y : x; }

/// Swift.max(x, y): y when y >= x, else x.
static inline __attribute__((always_inline)) double swift_max(double x, double y) { return y >= x ? y : x; }

/// Stores a clipped, downward segment (device pixels) in fixed point: EdgeList.emit.
static inline __attribute__((always_inline)) void emit(RasterEdgeList *list, double x0, double y0, double x1,
                                                       double y1, int32_t w) {
    double l = (double)list->left;
    int32_t fy0 = (int32_t)(y0 * 256 + 0.5), fy1 = (int32_t)(y1 * 256 + 0.5);
    if (!(fy0 < fy1)) return;
    int32_t fx0 = (int32_t)((x0 - l) * 256 + 0.5), fx1 = (int32_t)((x1 - l) * 256 + 0.5);
    double dx = (double)((int64_t)fx1 - fx0), dy = (double)((int64_t)fy1 - fy0);
    RasterLineEdge *e = list->edges + list->count;
    e->x0 = fx0;
    e->y0 = fy0;
    e->x1 = fx1;
    e->y1 = fy1;
    e->winding = w;
    if (dx == 0) {
        e->dydx = 0;
        list->tall_verticals += fy1 - fy0 >= RASTER_TALL_VERTICAL;
    } else {
        e->dydx = __builtin_fabs(dy / dx);
    }
    list->count += 1;
    if (fy0 < list->min_y) list->min_y = fy0;
    if (fy1 > list->max_y) list->max_y = fy1;
    int32_t lo = fx0 < fx1 ? fx0 : fx1, hi = fx0 > fx1 ? fx0 : fx1;
    if (lo < list->min_x) list->min_x = lo;
    if (hi > list->max_x) list->max_x = hi;
}

/// The part of the segment (ax, ay)–(bx, by) between `sy` and `ey`, which lies on one side of
/// each clip edge: EdgeList.piece.
static void piece(RasterEdgeList *list, double ax, double ay, double bx, double by, double sy, double ey, int32_t w) {
    if (!(ey > sy)) return;
    double l = (double)list->left, r = (double)list->right;
    double f = ((sy / 2 + ey / 2) / 2 - ay / 2) / (by / 2 - ay / 2);
    double mid_x = ax * (1 - f) + bx * f;
    if (mid_x != mid_x || !(mid_x < r)) {
        list->dropped_right = 1;
        return;
    }
    if (mid_x <= l) {
        emit(list, l, sy, l, ey, w);
        return;
    }
    double xs = ax, xe = bx;
    if (sy != ay) {
        double g = (sy / 2 - ay / 2) / (by / 2 - ay / 2);
        xs = ax * (1 - g) + bx * g;
    }
    if (ey != by) {
        double g = (ey / 2 - ay / 2) / (by / 2 - ay / 2);
        xe = ax * (1 - g) + bx * g;
    }
    emit(list, swift_min(swift_max(xs, l), r), sy, swift_min(swift_max(xe, l), r), ey, w);
}

void raster_edge_list_add_line(RasterEdgeList *list, double x0, double y0, double x1, double y1) {
    if (!(__builtin_isfinite(x0) && __builtin_isfinite(y0) && __builtin_isfinite(x1) && __builtin_isfinite(y1))) {
        list->dropped_right = 1;
        return;
    }
    if (y0 == y1) return;
    double ax, ay, bx, by;
    int32_t w;
    if (y0 < y1) {
        ax = x0; ay = y0; bx = x1; by = y1; w = 1;
    } else {
        ax = x1; ay = y1; bx = x0; by = y0; w = -1;
    }
    double t = (double)list->top, b = (double)list->bottom;
    if (!(by > t && ay < b)) return;
    if (ay < t) {
        double f = (t / 2 - ay / 2) / (by / 2 - ay / 2);
        ax = ax * (1 - f) + bx * f;
        ay = t;
    }
    if (by > b) {
        double f = (b / 2 - ay / 2) / (by / 2 - ay / 2);
        bx = ax * (1 - f) + bx * f;
        by = b;
    }
    double l = (double)list->left, r = (double)list->right;
    if (ax >= r && bx >= r) {
        list->dropped_right = 1;
        return;
    }
    if (ax <= l && bx <= l) {
        emit(list, l, ay, l, by, w);
        return;
    }
    if (ax >= l && ax <= r && bx >= l && bx <= r) {
        emit(list, ax, ay, bx, by, w);
        return;
    }
    // The segment crosses x = l and/or x = r: cut it there (y grows along the segment).
    double nan = __builtin_nan(""), cut0 = nan, cut1 = nan;
    if ((ax < l) != (bx < l)) {
        double f = (l / 2 - ax / 2) / (bx / 2 - ax / 2);
        cut0 = ay * (1 - f) + by * f;
    }
    if ((ax > r) != (bx > r)) {
        double f = (r / 2 - ax / 2) / (bx / 2 - ax / 2);
        double yr = ay * (1 - f) + by * f;
        if (cut0 != cut0) {
            cut0 = yr;
        } else if (yr < cut0) {
            cut1 = cut0;
            cut0 = yr;
        } else {
            cut1 = yr;
        }
    }
    double sy = ay;
    if (cut0 == cut0) {
        double ey = swift_min(swift_max(cut0, sy), by);
        piece(list, ax, ay, bx, by, sy, ey, w);
        sy = ey;
    }
    if (cut1 == cut1) {
        double ey = swift_min(swift_max(cut1, sy), by);
        piece(list, ax, ay, bx, by, sy, ey, w);
        sy = ey;
    }
    piece(list, ax, ay, bx, by, sy, by, w);
}
