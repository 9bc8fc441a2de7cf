// EdgeListReference.swift · RasterTests/Rasterizer · the Swift edge builder, the reference of CRasterKernels' `raster_edge_list_add_line`
//
// EdgeList's clipping and fixed-point conversion as they were written in Swift before they
// moved to C (Sources/CRasterKernels/EdgeBuilder.c), kept here as the reference that
// EdgeBuilderTests compares the C builder with. Segments are clipped in Double to the clip
// rectangle (dropped above, below and right of it, moved onto its left side left of it) and
// stored pointing down in 24.8 fixed point with a ±1 winding.

@testable import Raster

/// The edges of one fill, clipped to a device rectangle, built by the Swift code.
struct EdgeListReference {
    let left: Int, top: Int, right: Int, bottom: Int
    private(set) var edges: [LineEdge] = []
    private(set) var minY: Fixed24_8 = .max, maxY: Fixed24_8 = .min
    private(set) var minX: Fixed24_8 = .max, maxX: Fixed24_8 = .min
    private(set) var droppedRight = false

    init(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left; self.top = top; self.right = right; self.bottom = bottom
    }

    /// Adds the segment `(x0, y0) → (x1, y1)` (device pixels), clipped.
    mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else {
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
    private mutating func piece(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ sy: Double, _ ey: Double,
                                _ w: Int32) {
        guard ey > sy else { return }
        let l = Double(left), r = Double(right)
        func xAt(_ y: Double) -> Double {
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
    private mutating func emit(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ w: Int32) {
        let l = Double(left)
        let fy0 = Fixed24_8(y0 * 256 + 0.5), fy1 = Fixed24_8(y1 * 256 + 0.5)
        guard fy0 < fy1 else { return }
        let fx0 = Fixed24_8((x0 - l) * 256 + 0.5), fx1 = Fixed24_8((x1 - l) * 256 + 0.5)
        let dx = Double(fx1 - fx0), dy = Double(fy1 - fy0)
        edges.append(LineEdge(x0: fx0, y0: fy0, x1: fx1, y1: fy1, winding: w, dydx: dx == 0 ? 0 : abs(dy / dx)))
        minY = Swift.min(minY, fy0)
        maxY = Swift.max(maxY, fy1)
        minX = Swift.min(minX, fx0, fx1)
        maxX = Swift.max(maxX, fx0, fx1)
    }
}
