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
// flattening tolerance of the true offset curve (offsetting is 1-Lipschitz); next to a cap,
// where a curve's short end chord cannot hold the join, the outline is cut at the cap's line
// (`capCut`).
//
// Where the two offset lines simply meet — the inner side when both segments reach the
// crossing, a miter within its limit, a round join whose miter point lies within `joinTolerance`
// of the arc (the few-degree turns inside flattened curves) — the outline goes straight to
// that one point: one edge per segment and side instead of two or three (strokes_2k: a
// quarter fewer edges, 14% fewer instructions).

import Foundation

struct Stroker {
    /// Half the line width, user space.
    let halfWidth: Double
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: Double
    /// How far (user space) the outline may stray outside a round join's arc: joins whose
    /// miter point is this close to the arc become that point. A quarter of the flattening
    /// tolerance: at the full tolerance, strokes_2k's share of pixels more than 8/255 from
    /// Skia grew from 7.041% to 7.049%; at a quarter it is 7.042%, as fast.
    let joinTolerance: Double
    /// The steps of a round cap's half turn, worked out once (every round cap turns by −π).
    private let capSteps: ArcSteps

    /// `tolerance`: how far (user space) the polylines stray from the curves they flatten.
    init(style: StrokeStyle, tolerance: Double) {
        halfWidth = Double(style.lineWidth) / 2
        cap = style.lineCap
        join = style.lineJoin
        miterLimit = Double(style.miterLimit)
        joinTolerance = tolerance / 4
        capSteps = ArcSteps(sweep: -Double.pi)
    }

    /// Writes the outline of all `lines`, to be filled with the non-zero rule, into `out`.
    func outline<S: PathElementSink>(_ lines: StrokePolylines, into out: inout S) {
        guard halfWidth > 0, halfWidth.isFinite else { return }
        lines.points.withUnsafeBufferPointer { allPoints in
            lines.corners.withUnsafeBufferPointer { allCorners in
                for line in lines.subpaths {
                    let p = UnsafeBufferPointer(rebasing: allPoints[line.range])
                    let corners = UnsafeBufferPointer(rebasing: allCorners[line.range])
                    if p.count == 1 {
                        dot(p[0], line.direction, into: &out)
                    } else if line.closed && p.count > 2 {
                        closedSide(p, corners, into: &out)
                        reversedSide(p, corners, into: &out)
                    } else if line.closed {
                        // There and back: both ends are joins (a closed path has no caps), and
                        // the one contour round its left offsets already goes round both sides.
                        closedSide(p, corners, into: &out)
                    } else {
                        open(p, corners, into: &out)
                    }
                }
            }
        }
    }

    /// The left offset of the closed polyline `p` travelled backwards (its right offset), from
    /// reversed copies in one temporary buffer each.
    private func reversedSide<S: PathElementSink>(_ p: Points, _ corners: Corners,
                                                  into out: inout S) {
        let n = p.count
        withUnsafeTemporaryAllocation(of: Vector2.self, capacity: n) { q in
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: n) { c in
                for i in 0..<n {
                    q.initializeElement(at: i, to: p[n - 1 - i])
                    c.initializeElement(at: i, to: corners[n - 1 - i])
                }
                closedSide(UnsafeBufferPointer(q), UnsafeBufferPointer(c), into: &out)
            }
        }
    }

    /// A polyline's points and corner flags, read in place from the store.
    private typealias Points = UnsafeBufferPointer<Vector2>
    private typealias Corners = UnsafeBufferPointer<Bool>

    private func point(_ v: Vector2) -> CGPoint { CGPoint(x: v.x, y: v.y) }

    /// One closed contour around an open polyline: left offset forward, end cap, right offset
    /// back, start cap. Segment directions and lengths share one temporary buffer (on the
    /// stack for all but long polylines).
    private func open<S: PathElementSink>(_ p: Points, _ corners: Corners, into out: inout S) {
        let n = p.count
        withUnsafeTemporaryAllocation(of: (d: Vector2, l: Double).self, capacity: n - 1) { s in
            for i in 0..<n - 1 {
                let v = p[i + 1] - p[i]
                s.initializeElement(at: i, to: (v.normalized, v.length))
            }
            open(p, corners, segments: UnsafeBufferPointer(s), into: &out)
        }
    }

    /// `open` with the polyline's segment directions and lengths worked out.
    private func open<S: PathElementSink>(_ p: Points, _ corners: Corners, segments s: UnsafeBufferPointer<(d: Vector2, l: Double)>,
                                          into out: inout S) {
        let n = p.count
        let h = halfWidth
        out.move(to: point(p[0] + s[0].d.perpendicular * h))
        for i in 0..<n - 2 {
            joint(at: p[i + 1], s[i].d, s[i + 1].d, lengths: (s[i].l, s[i + 1].l), corner: corners[i + 1],
                  caps: (i == 0, i == n - 3), into: &out)
        }
        out.addLine(to: point(p[n - 1] + s[n - 2].d.perpendicular * h))
        capEnd(at: p[n - 1], s[n - 2].d, into: &out)
        for i in stride(from: n - 2, through: 1, by: -1) {
            joint(at: p[i], -s[i].d, -s[i - 1].d, lengths: (s[i].l, s[i - 1].l), corner: corners[i],
                  caps: (i == n - 2, i == 1), into: &out)
        }
        out.addLine(to: point(p[0] - s[0].d.perpendicular * h))
        capEnd(at: p[0], -s[0].d, into: &out)
        out.closeSubpath()
    }

    /// The left offset of a closed polyline, joined at every vertex including the first.
    private func closedSide<S: PathElementSink>(_ p: Points, _ corners: Corners, into out: inout S) {
        let n = p.count
        withUnsafeTemporaryAllocation(of: (d: Vector2, l: Double).self, capacity: n) { s in
            for i in 0..<n {
                let v = p[(i + 1) % n] - p[i]
                s.initializeElement(at: i, to: (v.normalized, v.length))
            }
            closedSide(p, corners, segments: UnsafeBufferPointer(s), into: &out)
        }
    }

    /// `closedSide` with the polyline's segment directions and lengths worked out.
    private func closedSide<S: PathElementSink>(_ p: Points, _ corners: Corners,
                                                segments s: UnsafeBufferPointer<(d: Vector2, l: Double)>, into out: inout S) {
        let n = p.count
        let h = halfWidth
        out.move(to: point(p[0] + s[0].d.perpendicular * h))
        for i in 0..<n {
            let next = (i + 1) % n
            joint(at: p[next], s[i].d, s[next].d, lengths: (s[i].l, s[next].l), corner: corners[next],
                  caps: (false, false), into: &out)
        }
        out.closeSubpath()
    }

    /// Continues the outline along the offset line of the segment arriving at vertex `P`,
    /// around `P`, to the start `P + ⊥dOut·h` of the next segment's offset line (or to a
    /// point on that line). `lengths` are the two segments' lengths; `caps` tell whether the
    /// arriving segment starts at a cap and whether the leaving one ends at one.
    private func joint<S: PathElementSink>(at pivot: Vector2, _ dIn: Vector2, _ dOut: Vector2, lengths: (Double, Double), corner: Bool,
                       caps: (in: Bool, out: Bool), into out: inout S) {
        let h = halfWidth
        let a = dIn.perpendicular * h, b = dOut.perpendicular * h
        let cross = dIn.cross(dOut), dot = dIn.dot(dOut)
        let kind = corner ? join : .round
        if !corner, dot > 0, let end = capCut(pivot, dIn, dOut, a: a, b: b, lengths: lengths, caps: caps) {
            out.addLine(to: point(end))
            return
        }
        if 1 + dot > 1e-9 {
            // Where the offset lines cross, X = P + (a + b) / (1 + dot), 1 / cos(φ/2) of h
            // from P. The inner side meets there when both offset lines reach X (they
            // overlap by h·tan(φ/2)); otherwise it routes through the pivot, with no spike
            // through the stroke's interior.
            let secantHalf = 1 / ((1 + dot) / 2).squareRoot()
            let meets = cross > 0 ? h * cross / (1 + dot) <= Swift.min(lengths.0, lengths.1)
                : kind == .miter ? secantHalf <= miterLimit
                : kind == .round ? h * (secantHalf - 1) <= joinTolerance
                : abs(cross) < 1e-12
            if meets {
                out.addLine(to: point(pivot + (a + b) / (1 + dot)))
                return
            }
        }
        out.addLine(to: point(pivot + a))
        if cross > 0 {
            out.addLine(to: point(pivot))
            out.addLine(to: point(pivot + b))
            return
        }
        switch kind {
        case .bevel, .miter:
            out.addLine(to: point(pivot + b))
        case .round:
            let sweep = cross == 0 ? -Double.pi : atan2(cross, dot)
            arc(center: pivot, from: a, steps: ArcSteps(sweep: sweep), into: &out)
        }
    }

    /// Where the outline goes at a vertex inside a flattened curve whose segment on one side
    /// ends at a cap and is shorter than the offset lines' overlap h·tan(φ/2) (a curve's
    /// first and last chords are short ones along its end tangents): to where the other
    /// segment's offset line crosses the cap's line. Joining as usual would bring back the
    /// corner of the long segment's band, which pokes past the cap by up to h·sin φ, though
    /// the curve's stroke ends at the cap line (a progress ring 20 wide on a 50 radius had a
    /// sliver of up to 122/255 half a pixel past its butt end). Nil when that is not the case.
    private func capCut(_ pivot: Vector2, _ dIn: Vector2, _ dOut: Vector2, a: Vector2, b: Vector2,
                        lengths: (Double, Double), caps: (in: Bool, out: Bool)) -> Vector2? {
        let cosine = dIn.dot(dOut)
        let overlap = halfWidth * abs(dIn.cross(dOut)) / (1 + cosine)
        if caps.in && lengths.0 < overlap && overlap <= lengths.1 {
            // The cap line: points whose position along dIn is that of pivot − dIn·l0.
            let t = (-lengths.0 - b.dot(dIn)) / cosine
            return pivot + b + dOut * t
        }
        if caps.out && lengths.1 < overlap && overlap <= lengths.0 {
            let t = (lengths.1 - a.dot(dOut)) / cosine
            return pivot + a + dIn * t
        }
        return nil
    }

    /// Continues from `P + ⊥d·h` to `P − ⊥d·h` around the end `P` of a line heading along `d`.
    private func capEnd<S: PathElementSink>(at p: Vector2, _ d: Vector2, into out: inout S) {
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
    private func dot<S: PathElementSink>(_ p: Vector2, _ d: Vector2, into out: inout S) {
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

        /// `sweep` radians, positive = from +x towards +y. A sweep that is not a number (a
        /// join between segments of infinite length, such as from 1.8e308 to −1.8e308, has no
        /// directions) makes no pieces.
        init(sweep: Double) {
            pieces = sweep.isNaN ? 0 : Swift.max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
            let step = sweep / Double(pieces)
            k = 4.0 / 3.0 * tan(step / 4)
            (c, s) = (cos(step), sin(step))
        }
    }

    /// Cubic arcs around `center` starting at `center + from`, turning as `steps` say.
    private func arc<S: PathElementSink>(center: Vector2, from start: Vector2, steps: ArcSteps, into out: inout S) {
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
