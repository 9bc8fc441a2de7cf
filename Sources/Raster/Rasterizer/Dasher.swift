// Dasher.swift · Raster/Rasterizer · mirrors StrokeStyle.dash / dashPhase geometry (SVG stroke-dasharray semantics)
// Status: Complete.
//
// Cuts polylines into the "on" intervals of a dash pattern, measured by arc length along
// each subpath. The pattern restarts at every subpath; `dashPhase` shifts it (like SVG's
// stroke-dashoffset, negative values allowed). An odd-length pattern is repeated to make it
// even. Patterns with a negative or non-finite entry, or summing to zero, draw solid (SVG
// treats them as "no dashing"). On a closed subpath a dash running through the start point
// is kept as one piece, so it gets a join there, not two caps. Zero-length "on" intervals
// become one-point pieces (dots with round or square caps).

import Foundation

struct Dasher {
    let pattern: [Double]
    let phase: Double
    let total: Double

    /// Nil when `dash` means "solid".
    init?(dash: [CGFloat], phase: CGFloat) {
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }), phase.isFinite else { return nil }
        let values = dash.map(Double.init)
        pattern = values.count % 2 == 0 ? values : values + values
        total = pattern.reduce(0, +)
        guard total > 0 else { return nil }
        self.phase = Double(phase)
    }

    /// Above this many dashes in one subpath the pattern is ignored (with a warning), so a
    /// microscopic pattern on a huge path cannot hang a render.
    static let maximumDashes = 1_000_000

    func dash(_ lines: [StrokePolyline]) -> [StrokePolyline] {
        var result: [StrokePolyline] = []
        for line in lines { dash(line, into: &result) }
        return result
    }

    private func dash(_ line: StrokePolyline, into result: inout [StrokePolyline]) {
        var points = line.points, corners = line.corners
        guard points.count > 1 else { result.append(line); return }
        if line.closed { points.append(points[0]); corners.append(corners[0]) }
        var length = 0.0
        for i in 1..<points.count { length += (points[i] - points[i - 1]).length }
        if length / total * Double(pattern.count) > Double(Self.maximumDashes) {
            RasterWarning.once("dash.tooMany", "dash pattern too fine for the path length; the stroke is drawn solid")
            result.append(line)
            return
        }
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
            while segment - position >= remaining {
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
            remaining -= segment - position
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
