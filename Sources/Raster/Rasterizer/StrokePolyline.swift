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

/// The point at `t` on the Bézier curve with control points `c` (de Casteljau).
private func bezierPoint(_ c: [Vector2], _ t: Double) -> Vector2 {
    var p = c
    while p.count > 1 {
        for i in 0..<p.count - 1 { p[i] = p[i] + (p[i + 1] - p[i]) * t }
        p.removeLast()
    }
    return p[0]
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
                let q = [current, Vector2(Double(c.x), Double(c.y)), Vector2(Double(p.x), Double(p.y))]
                builder.line.append(bezierPoint(q, tangentNudge), corner: false)
                Flattener.quad(current.x, current.y, q[1].x, q[1].y, q[2].x, q[2].y,
                               tolerance: tolerance, cull: cull, into: &builder)
                builder.insertBeforeLast(bezierPoint(q, 1 - tangentNudge))
                current = q[2]
                builder.line.append(current, corner: true)
                hasSegment = true
            case .curve(let p, let c1, let c2):
                guard finite(p, c1, c2), open else { continue }
                let q = [current, Vector2(Double(c1.x), Double(c1.y)), Vector2(Double(c2.x), Double(c2.y)),
                         Vector2(Double(p.x), Double(p.y))]
                builder.line.append(bezierPoint(q, tangentNudge), corner: false)
                Flattener.cubic(current.x, current.y, q[1].x, q[1].y, q[2].x, q[2].y, q[3].x, q[3].y,
                                tolerance: tolerance, cull: cull, into: &builder)
                builder.insertBeforeLast(bezierPoint(q, 1 - tangentNudge))
                current = q[3]
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
