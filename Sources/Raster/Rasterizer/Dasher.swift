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

    /// Cuts `lines` into their dashes, the subpaths of `result` (emptied first). False, with
    /// a warning and `result` left empty, when the pattern is too fine for the path's length
    /// (more than `maximumDashes`): the stroke is then drawn solid.
    func dash(_ lines: StrokePolylines, into result: inout StrokePolylines) -> Bool {
        result.removeAll()
        let length = lines.subpaths.reduce(0) { $0 + visibleLength(of: $1, in: lines) }
        if length / total * Double(pattern.count) > Double(Self.maximumDashes) {
            RasterWarning.once("dash.tooMany", "dash pattern too fine for the path length; the stroke is drawn solid")
            return false
        }
        for line in lines.subpaths { dash(line, of: lines, into: &result) }
        return true
    }

    /// The length of `line` (a subpath of `lines`) inside `cull`, closing segment included.
    private func visibleLength(of line: StrokePolylines.Subpath, in lines: StrokePolylines) -> Double {
        let points = lines.points, first = line.range.lowerBound, n = line.range.count
        guard n > 1 else { return 0 }
        var length = 0.0
        for i in 1..<(line.closed ? n + 1 : n) {
            let a = points[first + i - 1], b = points[first + i % n]
            // A segment with a NaN end makes no dashes, nor does any after it (the pattern
            // position becomes NaN), so it adds nothing; counted, it would make the length
            // NaN, which passes the limit, and a microscopic pattern on the segments before
            // it would allocate without bound (fuzz finding, Fuzz --target raster).
            if let part = visiblePart(a, b) {
                let visible = (b - a).length * (part.t1 - part.t0)
                if !visible.isNaN { length += visible }
            }
        }
        return length
    }

    /// Cuts `line`, a subpath of `lines`, into its dashes, each a subpath of `result`. A
    /// closed line is walked back to its first point.
    private func dash(_ line: StrokePolylines.Subpath, of lines: StrokePolylines, into result: inout StrokePolylines) {
        let first = line.range.lowerBound, n = line.range.count
        guard n > 1 else {
            result.appendPoints(of: line, in: lines)
            result.endSubpath(closed: line.closed, direction: line.direction)
            return
        }
        /// Point i of the walk, and whether it is a corner (the walk of a closed line ends
        /// where it started).
        func point(_ i: Int) -> (Vector2, Bool) { (lines.points[first + i % n], lines.corners[first + i % n]) }
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
        let firstPieceIndex = result.subpaths.count
        // The piece being cut is `result`'s pending subpath, heading along `pieceDirection`.
        var pieceDirection = Vector2(1, 0)
        func endPiece() {
            result.endSubpath(closed: false, direction: pieceDirection)
            pieceDirection = Vector2(1, 0)
        }
        func dropPiece() {
            result.dropPending()
            pieceDirection = Vector2(1, 0)
        }
        if on { let (p, c) = point(0); result.append(p, corner: c) }
        for i in 1..<(line.closed ? n + 1 : n) {
            let a = point(i - 1).0, (b, bCorner) = point(i)
            let segment = (b - a).length
            let direction = (b - a).normalized
            var position = 0.0
            if on && result.pendingCount == 1 { pieceDirection = direction }
            /// Moves the pattern `distance` on without making dashes: a dash in progress ends
            /// where the skip starts, and one in progress after it starts where it ends.
            func skip(_ distance: Double) {
                guard distance > 0 else { return }
                if on {
                    result.append(a + direction * position, corner: false)
                    if result.pendingCount > 1 { endPiece() } else { dropPiece() }
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
                    result.append(a + direction * position, corner: false)
                    pieceDirection = direction
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
                    result.append(q, corner: false)
                    endPiece()
                } else {
                    dropPiece()
                    result.append(q, corner: false)
                    pieceDirection = direction
                }
                on.toggle()
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= end - position
            position = end
            skip(segment - end)
            if on { result.append(b, corner: bCorner) }
        }
        guard on, result.pendingCount > 0 else {
            result.dropPending()
            return
        }
        // A dash that starts exactly at the end has no length yet: it is not a dot.
        if result.pendingCount == 1 && !(line.closed && startsOn) {
            result.dropPending()
        } else if line.closed, startsOn, result.subpaths.count > firstPieceIndex {
            // Join the last piece to the first one through the start point, in the first
            // one's place.
            result.appendPoints(ofSubpath: firstPieceIndex, droppingFirst: true)
            result.endSubpath(closed: false, direction: pieceDirection, replacing: firstPieceIndex)
        } else if line.closed, startsOn {
            result.dropPending()
            result.appendPoints(of: line, in: lines)
            result.endSubpath(closed: true, direction: line.direction)
        } else {
            endPiece()
        }
    }
}
