// Path+Trim.swift · Raster/Geometry · mirrors SwiftUI Path.trimmedPath(from:to:) (iOS 17)
// Status: Complete.
//
// Trims by arc length over the whole path (swiftui-behavior.md §4.3): `from` and `to` are
// fractions of the total length of all segments, closing segments included. Curves keep
// their type: the kept part of a Bézier is cut out with de Casteljau splits at the parameters
// whose arc length matches, found from a table of 64 chord lengths per curve.

import Foundation

extension Path {
    /// A segment of the path with its start point; moves are kept as subpath markers.
    private enum Segment {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        /// Cumulative chord lengths at t = i/64, i = 0...64 (exact for lines).
        var lengthTable: [Double] {
            if case .line(let a, let b) = self { return [0, Double(hypot(b.x - a.x, b.y - a.y))] }
            var table = [0.0]
            var previous = point(at: 0)
            for i in 1...64 {
                let p = point(at: Double(i) / 64)
                table.append(table.last! + Double(hypot(p.x - previous.x, p.y - previous.y)))
                previous = p
            }
            return table
        }

        var controlPoints: [CGPoint] {
            switch self {
            case .line(let a, let b): return [a, b]
            case .quad(let a, let c, let b): return [a, c, b]
            case .cubic(let a, let c1, let c2, let b): return [a, c1, c2, b]
            }
        }

        func point(at t: Double) -> CGPoint { Segment.split(controlPoints, at: t).0.last! }

        /// The control points of the curve between parameters t0 and t1.
        func piece(_ t0: Double, _ t1: Double) -> [CGPoint] {
            let tail = Segment.split(controlPoints, at: t0).1
            let local = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
            return Segment.split(tail, at: local).0
        }

        /// De Casteljau: the control points of [0, t] and of [t, 1].
        static func split(_ c: [CGPoint], at t: Double) -> ([CGPoint], [CGPoint]) {
            var left = [c[0]], right = [c[c.count - 1]]
            var p = c
            let f = CGFloat(t)
            while p.count > 1 {
                p = (0..<p.count - 1).map { CGPoint(x: p[$0].x + (p[$0 + 1].x - p[$0].x) * f, y: p[$0].y + (p[$0 + 1].y - p[$0].y) * f) }
                left.append(p[0]); right.append(p[p.count - 1])
            }
            return (left, right.reversed())
        }
    }

    /// Returns a partial copy of the path: the part between the fractions `from` and `to`
    /// (0...1) of its total length.
    ///
    /// Raster: fractions are clamped to 0...1; `from >= to` gives an empty path. A kept piece
    /// of a closed subpath ends where the trim ends (it is not closed).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let lower = Double(Swift.max(0, Swift.min(1, from.isNaN ? 0 : from)))
        let upper = Double(Swift.max(0, Swift.min(1, to.isNaN ? 0 : to)))
        guard lower < upper else { return Path() }
        if lower == 0 && upper == 1 { return self }
        // Segments, each flagged when it starts a subpath.
        var segments: [(Segment, Bool)] = []
        var start = CGPoint.zero, current = CGPoint.zero, fresh = true
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p; fresh = true
            case .line(let p): segments.append((.line(current, p), fresh)); current = p; fresh = false
            case .quadCurve(let p, let c): segments.append((.quad(current, c, p), fresh)); current = p; fresh = false
            case .curve(let p, let c1, let c2): segments.append((.cubic(current, c1, c2, p), fresh)); current = p; fresh = false
            case .closeSubpath:
                if current != start { segments.append((.line(current, start), fresh)) }
                current = start; fresh = true
            }
        }
        let tables = segments.map { $0.0.lengthTable }
        let total = tables.reduce(0) { $0 + $1.last! }
        guard total > 0, total.isFinite else { return Path() }
        let a = lower * total, b = upper * total
        var result = Path()
        var offset = 0.0
        var continuing = false
        for ((segment, startsSubpath), table) in zip(segments, tables) {
            let length = table.last!
            defer { offset += length }
            if length == 0 { continue }
            guard offset + length > a, offset < b else { continuing = false; continue }
            let t0 = Path.parameter(at: a - offset, in: table), t1 = Path.parameter(at: b - offset, in: table)
            let c = segment.piece(t0, t1)
            if !continuing || startsSubpath { result.move(to: c[0]) }
            switch c.count {
            case 2: result.addLine(to: c[1])
            case 3: result.addQuadCurve(to: c[2], control: c[1])
            default: result.addCurve(to: c[3], control1: c[1], control2: c[2])
            }
            continuing = true
        }
        return result
    }

    /// The curve parameter where the cumulative length `s` is reached (clamped to 0...1).
    private static func parameter(at s: Double, in table: [Double]) -> Double {
        let steps = table.count - 1
        if s <= 0 { return 0 }
        if s >= table[steps] { return 1 }
        var i = 1
        while table[i] < s { i += 1 }
        let span = table[i] - table[i - 1]
        let f = span > 0 ? (s - table[i - 1]) / span : 0
        return (Double(i - 1) + f) / Double(steps)
    }
}
