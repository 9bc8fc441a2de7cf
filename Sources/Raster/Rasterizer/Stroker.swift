// Stroker.swift · Raster/Rasterizer · mirrors CoreGraphics/SwiftUI stroke geometry (StrokeStyle, iOS 17)
// Status: Complete — butt/round/square caps, miter/round/bevel joins with SVG miter-limit
// semantics, dots for zero-length subpaths.
//
// Maps polylines to a fillable outline (non-zero rule), never touching pixels.
//
// An open polyline p0…pn becomes one closed contour: the left offset (p + h·⊥d) forward,
// the end cap, the right offset backward (the left offset of the reversed polyline), the
// start cap. A closed polyline becomes two contours, the left offsets of the polyline and of
// its reverse, which wind in opposite senses so that only the band between them is filled.
//
// Joins, at a vertex P turning from direction dIn to dOut (⊥ = turned 90° towards +y):
// - the inner side (the side the path turns towards) goes through P itself: the offsets
//   cross there, and routing through the pivot keeps every covered point at winding ≥ 1;
// - the outer side gets the join: bevel (straight), round (arc around P), or miter (the
//   offset lines' intersection) when 1 / cos(φ/2) ≤ miterLimit, φ being the turn angle —
//   SVG's miterLength / strokeWidth = 1 / sin(θ/2) with θ = π − φ; beyond it a bevel.
// Vertices inside flattened curves always join round, so the outline stays within the
// flattening tolerance of the true offset curve (offsetting is 1-Lipschitz).

import Foundation

struct Stroker {
    /// Half the line width, user space.
    let halfWidth: Double
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: Double
    /// The steps of a round cap's half turn, worked out once (every round cap turns by −π).
    private let capSteps: ArcSteps

    init(style: StrokeStyle) {
        halfWidth = Double(style.lineWidth) / 2
        cap = style.lineCap
        join = style.lineJoin
        miterLimit = Double(style.miterLimit)
        capSteps = ArcSteps(sweep: -Double.pi)
    }

    /// The outline of all `lines`, to be filled with the non-zero rule.
    func outline(_ lines: [StrokePolyline]) -> Path {
        var out = Path()
        guard halfWidth > 0, halfWidth.isFinite else { return out }
        for line in lines {
            if line.points.count == 1 {
                dot(line.points[0], line.direction, into: &out)
            } else if line.closed && line.points.count > 2 {
                closedSide(line.points, line.corners, into: &out)
                closedSide(line.points.reversed(), line.corners.reversed(), into: &out)
            } else {
                open(line.points, line.corners, into: &out)
            }
        }
        return out
    }

    private func point(_ v: Vector2) -> CGPoint { CGPoint(x: v.x, y: v.y) }

    /// One closed contour around an open polyline: left offset forward, end cap, right offset
    /// back, start cap. Segment directions and lengths share one array (one allocation).
    private func open(_ p: [Vector2], _ corners: [Bool], into out: inout Path) {
        let n = p.count
        let s = (0..<n - 1).map { i -> (d: Vector2, l: Double) in
            let v = p[i + 1] - p[i]
            return (v.normalized, v.length)
        }
        let h = halfWidth
        out.move(to: point(p[0] + s[0].d.perpendicular * h))
        for i in 0..<n - 1 {
            out.addLine(to: point(p[i + 1] + s[i].d.perpendicular * h))
            if i + 1 < n - 1 {
                joint(at: p[i + 1], s[i].d, s[i + 1].d, lengths: (s[i].l, s[i + 1].l), corner: corners[i + 1], into: &out)
            }
        }
        capEnd(at: p[n - 1], s[n - 2].d, into: &out)
        for i in stride(from: n - 2, through: 0, by: -1) {
            out.addLine(to: point(p[i] - s[i].d.perpendicular * h))
            if i > 0 { joint(at: p[i], -s[i].d, -s[i - 1].d, lengths: (s[i].l, s[i - 1].l), corner: corners[i], into: &out) }
        }
        capEnd(at: p[0], -s[0].d, into: &out)
        out.closeSubpath()
    }

    /// The left offset of a closed polyline, joined at every vertex including the first.
    private func closedSide(_ p: [Vector2], _ corners: [Bool], into out: inout Path) {
        let n = p.count
        let s = (0..<n).map { i -> (d: Vector2, l: Double) in
            let v = p[(i + 1) % n] - p[i]
            return (v.normalized, v.length)
        }
        let h = halfWidth
        out.move(to: point(p[0] + s[0].d.perpendicular * h))
        for i in 0..<n {
            let next = (i + 1) % n
            out.addLine(to: point(p[next] + s[i].d.perpendicular * h))
            joint(at: p[next], s[i].d, s[next].d, lengths: (s[i].l, s[next].l), corner: corners[next], into: &out)
        }
        out.closeSubpath()
    }

    /// Continues from `P + ⊥dIn·h` to `P + ⊥dOut·h` around the vertex `P`, between segments
    /// of the given lengths.
    private func joint(at pivot: Vector2, _ dIn: Vector2, _ dOut: Vector2, lengths: (Double, Double), corner: Bool,
                       into out: inout Path) {
        let h = halfWidth
        let a = dIn.perpendicular * h, b = dOut.perpendicular * h
        let cross = dIn.cross(dOut), dot = dIn.dot(dOut)
        if abs(cross) < 1e-12 && dot > 0 { return }
        if cross > 0 {
            // Inner side. Where both offset lines reach their crossing X (they overlap by
            // h·tan(φ/2) ≤ both segment lengths), go back to X and on along the next offset:
            // no spike through the stroke's interior. Otherwise route through the pivot.
            if 1 + dot > 1e-9, h * cross / (1 + dot) <= Swift.min(lengths.0, lengths.1) {
                out.addLine(to: point(pivot + (a + b) / (1 + dot)))
                return
            }
            out.addLine(to: point(pivot))
            out.addLine(to: point(pivot + b))
            return
        }
        switch corner ? join : .round {
        case .bevel:
            out.addLine(to: point(pivot + b))
        case .miter:
            let cosHalf = ((1 + dot) / 2).squareRoot()
            if cosHalf > 0, 1 / cosHalf <= miterLimit {
                out.addLine(to: point(pivot + (a + b).normalized * (h / cosHalf)))
            }
            out.addLine(to: point(pivot + b))
        case .round:
            let sweep = cross == 0 ? -Double.pi : atan2(cross, dot)
            arc(center: pivot, from: a, steps: ArcSteps(sweep: sweep), into: &out)
        }
    }

    /// Continues from `P + ⊥d·h` to `P − ⊥d·h` around the end `P` of a line heading along `d`.
    private func capEnd(at p: Vector2, _ d: Vector2, into out: inout Path) {
        let h = halfWidth
        let side = d.perpendicular * h
        switch cap {
        case .butt:
            out.addLine(to: point(p - side))
        case .square:
            out.addLine(to: point(p + side + d * h))
            out.addLine(to: point(p - side + d * h))
            out.addLine(to: point(p - side))
        case .round:
            arc(center: p, from: side, steps: capSteps, into: &out)
        }
    }

    /// A zero-length subpath: a disc for round caps, a square along `d` for square caps.
    private func dot(_ p: Vector2, _ d: Vector2, into out: inout Path) {
        let h = halfWidth
        switch cap {
        case .butt:
            return
        case .round:
            let side = Vector2(h, 0)
            out.move(to: point(p + side))
            arc(center: p, from: side, steps: ArcSteps(sweep: 2 * Double.pi), into: &out)
            out.closeSubpath()
        case .square:
            let u = d * h, v = d.perpendicular * h
            out.move(to: point(p + u + v))
            out.addLine(to: point(p - u + v))
            out.addLine(to: point(p - u - v))
            out.addLine(to: point(p + u - v))
            out.closeSubpath()
        }
    }

    /// An arc's turn split into cubics of at most a quarter turn each.
    private struct ArcSteps {
        let pieces: Int
        /// Control-arm length factor, and cosine and sine of one piece's turn.
        let k: Double, c: Double, s: Double

        /// `sweep` radians, positive = from +x towards +y.
        init(sweep: Double) {
            pieces = Swift.max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
            let step = sweep / Double(pieces)
            k = 4.0 / 3.0 * tan(step / 4)
            (c, s) = (cos(step), sin(step))
        }
    }

    /// Cubic arcs around `center` starting at `center + from`, turning as `steps` say.
    private func arc(center: Vector2, from start: Vector2, steps: ArcSteps, into out: inout Path) {
        let (k, c, s) = (steps.k, steps.c, steps.s)
        var v0 = start
        for _ in 0..<steps.pieces {
            let v1 = Vector2(v0.x * c - v0.y * s, v0.x * s + v0.y * c)
            out.addCurve(to: point(center + v1),
                         control1: point(center + v0 + v0.perpendicular * k),
                         control2: point(center + v1 - v1.perpendicular * k))
            v0 = v1
        }
    }
}
