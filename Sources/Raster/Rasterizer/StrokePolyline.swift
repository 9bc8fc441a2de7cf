// StrokePolyline.swift · Raster/Rasterizer · Raster's own stroking input (no SwiftUI counterpart)
// Status: Complete.

import Foundation

typealias Vector2 = SIMD2<Double>

extension SIMD2 where Scalar == Double {
    var length: Double { (x * x + y * y).squareRoot() }
    /// The unit vector in this direction, or zero for a zero vector.
    var normalized: Vector2 { let l = length; return l > 0 ? self / l : .zero }
    /// This vector turned 90° from +x towards +y (clockwise on screen, y down).
    var perpendicular: Vector2 { Vector2(-y, x) }
    func dot(_ o: Vector2) -> Double { x * o.x + y * o.y }
    func cross(_ o: Vector2) -> Double { x * o.y - y * o.x }
}

/// One flattened subpath, ready for the dasher and the stroker (user space).
///
/// `corners[i]` tells whether point i is a vertex of the original path (joined with the
/// stroke's line join) rather than a point inside a flattened curve (always joined round,
/// which keeps the outline within tolerance of the true offset curve). Consecutive duplicate
/// points are removed; a subpath of one point keeps `direction` for its caps.
struct StrokePolyline {
    var points: [Vector2] = []
    var corners: [Bool] = []
    var closed = false
    /// The direction of travel, for zero-length pieces (dots) whose caps need one.
    var direction = Vector2(1, 0)

    mutating func append(_ p: Vector2, corner: Bool) {
        if let last = points.last, last == p {
            if corner { corners[corners.count - 1] = true }
            return
        }
        points.append(p); corners.append(corner)
    }
}

/// Collects flattened points into a StrokePolyline.
private struct PolylineBuilder: PolylineSink {
    var line = StrokePolyline()

    /// Makes room for a flattened curve's points before the first: the two arrays are
    /// allocated once instead of growing step by step as a curve fills them.
    mutating func reserve() {
        line.points.reserveCapacity(16)
        line.corners.reserveCapacity(16)
    }

    mutating func lineTo(_ x: Double, _ y: Double) { line.append(Vector2(x, y), corner: false) }

    /// Puts `p` before the last point (deduplicating like `append`).
    mutating func insertBeforeLast(_ p: Vector2) {
        guard let last = line.points.popLast(), let corner = line.corners.popLast() else { return }
        line.append(p, corner: false)
        line.append(last, corner: corner)
    }
}

/// Curves get extra points this far (in t) from each end, so that their first and last chords
/// run along the end tangents: joins and caps then use the true tangent directions (a miter
/// that only just fits the limit must not flip to a bevel because of a chord's angle). A
/// butt cap is tilted by that chord's angle, which grows with t: at 1/1024 the cap of a
/// 100-wide stroked cubic was 0.1 px off at its corners; at 1/65536, 64 times less. The
/// stroker cuts the next chord's band at the cap line, so a chord this short is safe.
private let tangentNudge = 1.0 / 65536

/// The point a fraction `t` of the way from `a` to `b`: one step of de Casteljau's algorithm.
private func lerp(_ a: Vector2, _ b: Vector2, _ t: Double) -> Vector2 { a + (b - a) * t }

/// The point at `t` on the quadratic Bézier curve with control points `c0`, `c1`, `c2` (de
/// Casteljau, in registers: a stroke makes two of these per curve).
private func bezierPoint(_ c0: Vector2, _ c1: Vector2, _ c2: Vector2, _ t: Double) -> Vector2 {
    lerp(lerp(c0, c1, t), lerp(c1, c2, t), t)
}

/// The point at `t` on the cubic Bézier curve with control points `c0`...`c3` (de Casteljau).
private func bezierPoint(_ c0: Vector2, _ c1: Vector2, _ c2: Vector2, _ c3: Vector2, _ t: Double) -> Vector2 {
    bezierPoint(lerp(c0, c1, t), lerp(c1, c2, t), lerp(c2, c3, t), t)
}

extension Path {
    /// The subpaths as polylines, curves flattened within `tolerance` (pieces wholly outside
    /// `cull` become chords), non-finite elements skipped (with a one-time warning). A lone `move(to:)` gives no polyline; a subpath
    /// whose segments all have zero length gives a one-point polyline (a dot for round and
    /// square caps).
    func strokePolylines(tolerance: Double, cull: CullRect) -> [StrokePolyline] {
        var result: [StrokePolyline] = []
        var builder = PolylineBuilder()
        var current = Vector2.zero
        var hasSegment = false
        func finish() {
            if hasSegment {
                let p = builder.line.points
                if p.count > 1 { builder.line.direction = (p[1] - p[0]).normalized }
                if builder.line.closed, p.count > 2, p.last == p.first {
                    builder.line.points.removeLast(); builder.line.corners.removeLast()
                }
                result.append(builder.line)
            }
            builder = PolylineBuilder()
            hasSegment = false
        }
        func finite(_ points: CGPoint...) -> Bool {
            for p in points where !(p.x.isFinite && p.y.isFinite) { Path.warnNonFinite(); return false }
            return true
        }
        var open = false
        for element in elements {
            switch element {
            case .move(let p):
                guard finite(p) else { continue }
                finish()
                builder.reserve()
                current = Vector2(Double(p.x), Double(p.y))
                builder.line.append(current, corner: true)
                open = true
            case .line(let p):
                guard finite(p), open else { continue }
                current = Vector2(Double(p.x), Double(p.y))
                builder.line.append(current, corner: true)
                hasSegment = true
            case .quadCurve(let p, let c):
                guard finite(p, c), open else { continue }
                let c1 = Vector2(Double(c.x), Double(c.y)), end = Vector2(Double(p.x), Double(p.y))
                builder.line.append(bezierPoint(current, c1, end, tangentNudge), corner: false)
                Flattener.quad(current.x, current.y, c1.x, c1.y, end.x, end.y,
                               tolerance: tolerance, cull: cull, into: &builder)
                builder.insertBeforeLast(bezierPoint(current, c1, end, 1 - tangentNudge))
                current = end
                builder.line.append(current, corner: true)
                hasSegment = true
            case .curve(let p, let c1, let c2):
                guard finite(p, c1, c2), open else { continue }
                let d1 = Vector2(Double(c1.x), Double(c1.y)), d2 = Vector2(Double(c2.x), Double(c2.y))
                let end = Vector2(Double(p.x), Double(p.y))
                builder.line.append(bezierPoint(current, d1, d2, end, tangentNudge), corner: false)
                Flattener.cubic(current.x, current.y, d1.x, d1.y, d2.x, d2.y, end.x, end.y,
                                tolerance: tolerance, cull: cull, into: &builder)
                builder.insertBeforeLast(bezierPoint(current, d1, d2, end, 1 - tangentNudge))
                current = end
                builder.line.append(current, corner: true)
                hasSegment = true
            case .closeSubpath:
                guard open else { continue }
                builder.line.closed = true
                finish()
                open = false
            }
        }
        finish()
        return result
    }
}
