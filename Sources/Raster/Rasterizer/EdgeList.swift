// EdgeList.swift · Raster/Rasterizer · Raster's own edge builder (no SwiftUI counterpart)
// Status: Complete.
//
// Collects the straight edges of flattened polygons in device space, clipped to the
// rasterizer's clip rectangle, in the fixed-point form CoverageRasterizer consumes.
//
// Clipping happens here, in Double, before anything becomes fixed point, so coordinates
// of 1e9 never overflow and off-canvas geometry costs nothing later:
// - above the top or below the bottom: dropped (rows are independent in the accumulator);
// - right of the right edge: dropped (accumulation runs left to right, so cells past the
//   right edge never reach a visible pixel);
// - left of the left edge: moved onto the left edge as a vertical segment, which gives every
//   visible cell of those rows the same winding the original segment gave them.
//
// Every edge is stored pointing down with its direction kept as a ±1 winding. Two shapes that
// share an edge therefore store bit-identical edges with opposite windings, so their coverage
// contributions cancel exactly and abutting shapes show no seam.

import CRasterKernels
import Foundation

/// Device-space fixed point with 8 fractional bits (1/256 pixel): 24.8.
typealias Fixed24_8 = Int32

/// One straight edge, pointing down (`y0 < y1`): x in 1/256 px from the clip rectangle's left
/// edge (never negative), y in 1/256 px device space, `winding` +1 when the original segment
/// ran down the screen and −1 when it ran up, `dydx` = |(y1 − y0) / (x1 − x0)| (0 for vertical
/// edges). CRasterKernels' struct, which its cell writer reads (`RasterKernels.add_edges`).
typealias LineEdge = RasterLineEdge

/// The edges of one fill, clipped to a device rectangle. Reused between fills.
final class EdgeList: PolygonSink {
    /// Clip rectangle in device pixels, `left..<right` × `top..<bottom`.
    private(set) var left = 0, top = 0, right = 0, bottom = 0
    private(set) var edges: UnsafeMutablePointer<LineEdge>
    private(set) var count = 0
    private var capacity = 256
    /// Smallest `y0` and largest `y1` of the stored edges (1/256 px).
    private(set) var minY: Fixed24_8 = .max
    private(set) var maxY: Fixed24_8 = .min
    /// Smallest and largest x of the stored edges (1/256 px from `left`).
    private(set) var minX: Fixed24_8 = .max
    private(set) var maxX: Fixed24_8 = .min
    /// Whether some segment was dropped for lying right of the clip (then coverage can run
    /// on to the right edge).
    private var droppedRight = false
    private var cursorX = 0.0, cursorY = 0.0

    init() {
        edges = .allocate(capacity: capacity)
    }

    deinit { edges.deallocate() }

    /// Empties the list and sets the clip rectangle (device pixels).
    func reset(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left; self.top = top; self.right = right; self.bottom = bottom
        count = 0
        minY = .max; maxY = .min
        minX = .max; maxX = .min
        droppedRight = false
    }

    var isEmpty: Bool { count == 0 }

    /// The device pixels the stored edges can cover: their box, extended to the clip's right
    /// edge when segments right of the clip were dropped (coverage then runs on to the edge).
    var pixelBounds: PixelRect {
        guard count > 0 else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        let x1 = droppedRight ? right : Swift.min(right, left + Int((maxX + 255) >> 8))
        return PixelRect(x0: left + Int(minX >> 8), y0: Int(minY >> 8), x1: x1, y1: Int((maxY + 255) >> 8))
    }

    func moveTo(_ x: Double, _ y: Double) {
        cursorX = x; cursorY = y
    }

    func lineTo(_ x: Double, _ y: Double) {
        addLine(cursorX, cursorY, x, y)
        cursorX = x; cursorY = y
    }

    /// Adds the segment `(x0, y0) → (x1, y1)` (device pixels), clipped.
    func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else {
            // Dropping it unbalances the winding of the rows it crossed, so coverage may run
            // on to the clip's right edge, as for segments dropped right of the clip: a clip
            // mask sized to the edges' box was written past its end (fuzz finding, heap
            // corruption, `Fuzz --target raster --seed 1 --from 615`).
            droppedRight = true
            return
        }
        guard y0 != y1 else { return }
        var ax: Double, ay: Double, bx: Double, by: Double, w: Int32
        if y0 < y1 { ax = x0; ay = y0; bx = x1; by = y1; w = 1 } else { ax = x1; ay = y1; bx = x0; by = y0; w = -1 }
        let t = Double(top), b = Double(bottom)
        guard by > t, ay < b else { return }
        // Interpolations are written a·(1 − f) + b·f with f in 0...1, and differences are
        // taken of halves: finite for any finite input, however far apart the ends are.
        if ay < t {
            let f = (t / 2 - ay / 2) / (by / 2 - ay / 2)
            ax = ax * (1 - f) + bx * f; ay = t
        }
        if by > b {
            let f = (b / 2 - ay / 2) / (by / 2 - ay / 2)
            bx = ax * (1 - f) + bx * f; by = b
        }
        let l = Double(left), r = Double(right)
        if ax >= r && bx >= r { droppedRight = true; return }
        if ax <= l && bx <= l { emit(l, ay, l, by, w); return }
        if ax >= l && ax <= r && bx >= l && bx <= r { emit(ax, ay, bx, by, w); return }
        // The segment crosses x = l and/or x = r: cut it there (y grows along the segment).
        var cuts = (Double.nan, Double.nan)
        func yAt(_ x: Double) -> Double { let f = (x / 2 - ax / 2) / (bx / 2 - ax / 2); return ay * (1 - f) + by * f }
        if (ax < l) != (bx < l) { cuts.0 = yAt(l) }
        if (ax > r) != (bx > r) {
            let yr = yAt(r)
            if cuts.0.isNaN { cuts.0 = yr } else if yr < cuts.0 { cuts = (yr, cuts.0) } else { cuts.1 = yr }
        }
        var sy = ay
        if !cuts.0.isNaN {
            let ey = Swift.min(Swift.max(cuts.0, sy), by)
            piece(ax, ay, bx, by, sy, ey, w)
            sy = ey
        }
        if !cuts.1.isNaN {
            let ey = Swift.min(Swift.max(cuts.1, sy), by)
            piece(ax, ay, bx, by, sy, ey, w)
            sy = ey
        }
        piece(ax, ay, bx, by, sy, by, w)
    }

    /// The part of the segment between `sy` and `ey`, which lies on one side of each clip edge.
    private func piece(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ sy: Double, _ ey: Double, _ w: Int32) {
        guard ey > sy else { return }
        let l = Double(left), r = Double(right)
        @inline(__always) func xAt(_ y: Double) -> Double {
            let f = (y / 2 - ay / 2) / (by / 2 - ay / 2)
            return ax * (1 - f) + bx * f
        }
        let midX = xAt(sy / 2 + ey / 2)
        guard !midX.isNaN, midX < r else { droppedRight = true; return }
        if midX <= l { emit(l, sy, l, ey, w); return }
        func clamped(_ x: Double) -> Double { Swift.min(Swift.max(x, l), r) }
        emit(clamped(sy == ay ? ax : xAt(sy)), sy, clamped(ey == by ? bx : xAt(ey)), ey, w)
    }

    /// Stores a clipped, downward segment in fixed point.
    @inline(__always)
    private func emit(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ w: Int32) {
        let l = Double(left)
        let fy0 = Fixed24_8(y0 * 256 + 0.5), fy1 = Fixed24_8(y1 * 256 + 0.5)
        guard fy0 < fy1 else { return }
        if count == capacity {
            let grown = UnsafeMutablePointer<LineEdge>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: edges, count: count)
            edges.deallocate()
            edges = grown
            capacity *= 2
        }
        let fx0 = Fixed24_8((x0 - l) * 256 + 0.5), fx1 = Fixed24_8((x1 - l) * 256 + 0.5)
        let dx = Double(fx1 - fx0), dy = Double(fy1 - fy0)
        edges[count] = LineEdge(x0: fx0, y0: fy0, x1: fx1, y1: fy1, winding: w,
                                dydx: dx == 0 ? 0 : abs(dy / dx))
        count += 1
        if fy0 < minY { minY = fy0 }
        if fy1 > maxY { maxY = fy1 }
        let e = edges[count - 1]
        minX = Swift.min(minX, e.x0, e.x1)
        maxX = Swift.max(maxX, e.x0, e.x1)
    }
}
