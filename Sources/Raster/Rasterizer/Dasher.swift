// Dasher.swift · Raster/Rasterizer · mirrors StrokeStyle.dash / dashPhase geometry (SVG stroke-dasharray semantics)
// Status: Complete.
//
// Cuts polylines into the "on" intervals of a dash pattern, measured by arc length along
// each subpath. The pattern restarts at every subpath; `dashPhase` shifts it (like SVG's
// stroke-dashoffset, negative values allowed). An odd-length pattern is repeated to make it
// even. Patterns with a negative or non-finite entry, or summing to zero, draw solid (SVG
// treats them as "no dashing"), and so do patterns whose sum overflows to infinity. On a
// closed subpath a dash running through the start point is kept as one piece, so it gets a
// join there, not two caps. Zero-length "on" intervals become one-point pieces (dots with
// round or square caps).
//
// Parts of the path outside `cull` (the visible area grown by the stroke's reach) are not
// cut into dashes: the pattern is advanced over them arithmetically, so a dashed line running
// far off the canvas costs what its visible part costs, and only that part counts towards
// the dash limit, which is per path (all subpaths together).

import Foundation

struct Dasher {
    let pattern: [Double]
    let phase: Double
    let total: Double
    /// Outside this rectangle no dashes are made.
    let cull: CullRect

    /// Nil when `dash` means "solid".
    init?(dash: [CGFloat], phase: CGFloat, cull: CullRect = .everything) {
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }), phase.isFinite else { return nil }
        let values = dash.map(Double.init)
        pattern = values.count % 2 == 0 ? values : values + values
        total = pattern.reduce(0, +)
        // A sum that overflows (entries near 1.8e308) has no phase arithmetic: with a
        // negative phase the offset became infinite and the walk into the pattern never
        // ended (fuzz finding, `Fuzz --target raster --seed 1 --from 3223`). Such dashes are
        // longer than any path, so the stroke is drawn solid.
        guard total > 0, total.isFinite else { return nil }
        self.phase = Double(phase)
        self.cull = cull
    }

    /// The part `t0...t1` of the segment `a → b` inside `cull` (Liang–Barsky), nil when
    /// none of it is.
    private func visiblePart(_ a: Vector2, _ b: Vector2) -> (t0: Double, t1: Double)? {
        guard cull.minX.isFinite || cull.maxX.isFinite || cull.minY.isFinite || cull.maxY.isFinite else { return (0, 1) }
        var t0 = 0.0, t1 = 1.0, outside = false
        let d = b - a
        /// Keeps the part of the segment where p·t ≤ q.
        func clip(_ p: Double, _ q: Double) {
            if p == 0 {
                if q < 0 { outside = true }
            } else if p < 0 {
                t0 = Swift.max(t0, q / p)
            } else {
                t1 = Swift.min(t1, q / p)
            }
        }
        clip(-d.x, a.x - cull.minX)
        clip(d.x, cull.maxX - a.x)
        clip(-d.y, a.y - cull.minY)
        clip(d.y, cull.maxY - a.y)
        return !outside && t0 <= t1 ? (t0, t1) : nil
    }

    /// Above this many dashes and gaps in one path (all its subpaths together) the pattern is
    /// ignored (with a warning), so a microscopic pattern on a huge path, or on a path of many
    /// subpaths, cannot hang a render or allocate without bound.
    static let maximumDashes = 1_000_000

    func dash(_ lines: [StrokePolyline]) -> [StrokePolyline] {
        let length = lines.reduce(0) { $0 + visibleLength(of: $1) }
        if length / total * Double(pattern.count) > Double(Self.maximumDashes) {
            RasterWarning.once("dash.tooMany", "dash pattern too fine for the path length; the stroke is drawn solid")
            return lines
        }
        var result: [StrokePolyline] = []
        for line in lines { dash(line, into: &result) }
        return result
    }

    /// The length of `line` inside `cull`, closing segment included.
    private func visibleLength(of line: StrokePolyline) -> Double {
        var points = line.points
        guard points.count > 1 else { return 0 }
        if line.closed { points.append(points[0]) }
        var length = 0.0
        for i in 1..<points.count {
            // A segment with a NaN end makes no dashes, nor does any after it (the pattern
            // position becomes NaN), so it adds nothing; counted, it would make the length
            // NaN, which passes the limit, and a microscopic pattern on the segments before
            // it would allocate without bound (fuzz finding, Fuzz --target raster).
            if let part = visiblePart(points[i - 1], points[i]) {
                let visible = (points[i] - points[i - 1]).length * (part.t1 - part.t0)
                if !visible.isNaN { length += visible }
            }
        }
        return length
    }

    private func dash(_ line: StrokePolyline, into result: inout [StrokePolyline]) {
        var points = line.points, corners = line.corners
        guard points.count > 1 else { result.append(line); return }
        if line.closed { points.append(points[0]); corners.append(corners[0]) }
        // Where the phase puts us in the pattern.
        var index = 0
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        while offset > 0, offset >= pattern[index] {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - offset
        var on = index % 2 == 0
        let startsOn = on
        let firstPieceIndex = result.count
        var piece = StrokePolyline()
        if on { piece.append(points[0], corner: corners[0]) }
        for i in 1..<points.count {
            let a = points[i - 1], b = points[i]
            let segment = (b - a).length
            let direction = (b - a).normalized
            var position = 0.0
            if on && piece.points.count == 1 { piece.direction = direction }
            /// Moves the pattern `distance` on without making dashes: a dash in progress ends
            /// where the skip starts, and one in progress after it starts where it ends.
            func skip(_ distance: Double) {
                guard distance > 0 else { return }
                if on {
                    piece.append(a + direction * position, corner: false)
                    if piece.points.count > 1 { result.append(piece) }
                    piece = StrokePolyline()
                }
                var r = distance
                if r >= remaining {
                    r -= remaining
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                    // Whole cycles of an even-length pattern return to the same entry.
                    r = r.truncatingRemainder(dividingBy: total)
                    while r >= remaining {
                        r -= remaining
                        index = (index + 1) % pattern.count
                        remaining = pattern[index]
                    }
                }
                remaining -= r
                position += distance
                on = index % 2 == 0
                if on {
                    piece.append(a + direction * position, corner: false)
                    piece.direction = direction
                }
            }
            let part = visiblePart(a, b) ?? (1, 1)
            skip(segment * part.t0)
            let end = segment * part.t1
            // Far along a huge segment (1e30 long) an entry can be below the position's
            // precision: adding it changes nothing and the loop made dashes without end.
            while end - position >= remaining, remaining == 0 || position + remaining > position {
                position += remaining
                let q = a + direction * position
                if on {
                    piece.append(q, corner: false)
                    result.append(piece)
                    piece = StrokePolyline()
                } else {
                    piece = StrokePolyline()
                    piece.append(q, corner: false)
                    piece.direction = direction
                }
                on.toggle()
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= end - position
            position = end
            skip(segment - end)
            if on { piece.append(b, corner: corners[i]) }
        }
        guard on, !piece.points.isEmpty else { return }
        // A dash that starts exactly at the end has no length yet: it is not a dot.
        if piece.points.count == 1 && !(line.closed && startsOn) { return }
        if line.closed, startsOn, result.count > firstPieceIndex {
            // Join the last piece to the first one through the start point.
            var merged = piece
            for (p, c) in zip(result[firstPieceIndex].points.dropFirst(), result[firstPieceIndex].corners.dropFirst()) {
                merged.append(p, corner: c)
            }
            result[firstPieceIndex] = merged
        } else if line.closed, startsOn {
            result.append(line)
        } else {
            result.append(piece)
        }
    }
}
