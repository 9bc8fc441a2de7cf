// StrokePolylines.swift · Raster/Rasterizer · Raster's own stroking input (no SwiftUI counterpart)
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

/// Flattened subpaths, ready for the dasher and the stroker (user space), in one store: the
/// points of every subpath lie in `points`, and whether each is a corner in `corners`, at the
/// subpath's `range`. A path of many subpaths, or a dash pattern cutting one into hundreds of
/// pieces, fills two arrays that grow by doubling instead of two arrays per subpath
/// (strokes_2k: 28 allocations per stroke, most of them a dash piece's arrays growing from one
/// point, before this store).
///
/// `corners[i]` tells whether point i is a vertex of the original path (joined with the
/// stroke's line join) rather than a point inside a flattened curve (always joined round,
/// which keeps the outline within tolerance of the true offset curve). Consecutive duplicate
/// points of a subpath are removed; a subpath of one point keeps `direction` for its caps.
struct StrokePolylines: PolylineSink {
    /// One subpath of the store.
    struct Subpath {
        /// Where its points lie in `points` and `corners`.
        var range: Range<Int>
        var closed: Bool
        /// The direction of travel, for one-point subpaths (dots) whose caps need one.
        var direction: Vector2
    }

    private(set) var points: [Vector2] = []
    private(set) var corners: [Bool] = []
    /// The finished subpaths, in the order they were ended.
    private(set) var subpaths: [Subpath] = []
    /// Where the subpath being built starts in `points`.
    private var start = 0

    /// The points of the subpath being built.
    var pendingCount: Int { points.count - start }

    /// The direction from the first point of the subpath being built to its second, +x when
    /// it has fewer than two.
    var pendingDirection: Vector2 {
        points.count - start > 1 ? (points[start + 1] - points[start]).normalized : Vector2(1, 0)
    }

    /// Adds `p` to the subpath being built, unless it repeats the subpath's last point (whose
    /// corner flag then takes `corner` in).
    mutating func append(_ p: Vector2, corner: Bool) {
        if points.count > start, points[points.count - 1] == p {
            if corner { corners[corners.count - 1] = true }
            return
        }
        points.append(p)
        corners.append(corner)
    }

    /// A flattened curve's chord: the point, not a corner.
    mutating func lineTo(_ x: Double, _ y: Double) { append(Vector2(x, y), corner: false) }

    /// Puts `p` before the last point of the subpath being built (deduplicating like `append`).
    mutating func insertBeforeLast(_ p: Vector2) {
        guard points.count > start, let last = points.popLast(), let corner = corners.popLast() else { return }
        append(p, corner: false)
        append(last, corner: corner)
    }

    /// Ends the subpath being built as a polyline heading along `direction` where it has one
    /// point, and starts the next. A closed subpath whose last point repeats its first (of
    /// three or more) drops that last point. With `replacing`, the subpath takes the place of
    /// the finished subpath of that index instead of coming last.
    mutating func endSubpath(closed: Bool, direction: Vector2, replacing index: Int? = nil) {
        if closed, points.count - start > 2, points[points.count - 1] == points[start] {
            points.removeLast()
            corners.removeLast()
        }
        let subpath = Subpath(range: start..<points.count, closed: closed, direction: direction)
        if let index { subpaths[index] = subpath } else { subpaths.append(subpath) }
        start = points.count
    }

    /// Empties the store, keeping its storage for the next path unless a huge path grew it
    /// past `keptCapacity` points.
    mutating func removeAll() {
        let keep = points.capacity <= Self.keptCapacity
        points.removeAll(keepingCapacity: keep)
        corners.removeAll(keepingCapacity: keep)
        subpaths.removeAll(keepingCapacity: keep)
        start = 0
    }

    /// The most points whose storage `removeAll` keeps (1 MB of points): a render's one huge
    /// dashed path does not hold its memory for the rest of the thread's life.
    static let keptCapacity = 65_536

    /// Drops the points of the subpath being built.
    mutating func dropPending() {
        points.removeSubrange(start...)
        corners.removeSubrange(start...)
    }

    /// Adds the points of the finished subpath `index` to the subpath being built, its first
    /// point left out when `droppingFirst`.
    mutating func appendPoints(ofSubpath index: Int, droppingFirst: Bool) {
        let range = subpaths[index].range
        for i in (droppingFirst ? range.dropFirst() : range[...]) { append(points[i], corner: corners[i]) }
    }

    /// Adds the points of `subpath`, a subpath of `other`, to the subpath being built.
    mutating func appendPoints(of subpath: Subpath, in other: StrokePolylines) {
        for i in subpath.range { append(other.points[i], corner: other.corners[i]) }
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
    /// The subpaths as polylines in `lines` (emptied first), curves flattened within
    /// `tolerance` (pieces wholly outside `cull` become chords), non-finite elements skipped
    /// (with a one-time warning). A lone `move(to:)` gives no polyline; a subpath whose
    /// segments all have zero length gives a one-point polyline (a dot for round and square
    /// caps).
    func strokePolylines(tolerance: Double, cull: CullRect, into lines: inout StrokePolylines) {
        lines.removeAll()
        var current = Vector2.zero
        var hasSegment = false
        func finish(closed: Bool = false) {
            if hasSegment {
                lines.endSubpath(closed: closed, direction: lines.pendingDirection)
            } else {
                lines.dropPending()
            }
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
                lines.append(current, corner: true)
                open = true
            case .line(let p):
                guard finite(p), open else { continue }
                current = Vector2(Double(p.x), Double(p.y))
                lines.append(current, corner: true)
                hasSegment = true
            case .quadCurve(let p, let c):
                guard finite(p, c), open else { continue }
                let c1 = Vector2(Double(c.x), Double(c.y)), end = Vector2(Double(p.x), Double(p.y))
                lines.append(bezierPoint(current, c1, end, tangentNudge), corner: false)
                Flattener.quad(current.x, current.y, c1.x, c1.y, end.x, end.y,
                               tolerance: tolerance, cull: cull, into: &lines)
                lines.insertBeforeLast(bezierPoint(current, c1, end, 1 - tangentNudge))
                current = end
                lines.append(current, corner: true)
                hasSegment = true
            case .curve(let p, let c1, let c2):
                guard finite(p, c1, c2), open else { continue }
                let d1 = Vector2(Double(c1.x), Double(c1.y)), d2 = Vector2(Double(c2.x), Double(c2.y))
                let end = Vector2(Double(p.x), Double(p.y))
                lines.append(bezierPoint(current, d1, d2, end, tangentNudge), corner: false)
                Flattener.cubic(current.x, current.y, d1.x, d1.y, d2.x, d2.y, end.x, end.y,
                                tolerance: tolerance, cull: cull, into: &lines)
                lines.insertBeforeLast(bezierPoint(current, d1, d2, end, 1 - tangentNudge))
                current = end
                lines.append(current, corner: true)
                hasSegment = true
            case .closeSubpath:
                guard open else { continue }
                finish(closed: true)
                open = false
            }
        }
        finish()
    }
}
