// Flattener.swift · Raster/Rasterizer · Raster's own curve flattening (no SwiftUI counterpart)
// Status: Complete.
//
// Curves become polylines whose distance from the true curve is at most `tolerance`.
//
// Segment count (Wang's formula): a Bézier of degree n whose second differences of control
// points are at most M in length is approximated within `tol` by
//     k = ceil( sqrt( n·(n−1)/8 · M / tol ) )
// chords of equal parameter step. For a quadratic that is sqrt(M / (4·tol)); for a cubic
// sqrt(3·M / (4·tol)). The bound is exact for the worst case, so no chord strays further.
//
// Adaptivity: a curve that needs more than `maximumUniformSegments` chords, or whose control
// box straddles the cull rectangle, is split in half (de Casteljau) and each half is handled
// again. A piece whose control box lies wholly outside the cull rectangle is replaced by its
// chord: outside the canvas only a segment's signed vertical extent matters to the coverage
// rasterizer (EdgeList clamps left-of-canvas segments onto the left edge), and the chord has
// the same extent. So coordinates of 1e9 cost a handful of chords, not millions.

import Foundation

/// Receives the points of a flattened path, one chord at a time.
protocol PolylineSink {
    /// A straight chord from the previous point to `(x, y)`.
    mutating func lineTo(_ x: Double, _ y: Double)
}

/// An axis-aligned rectangle in the flattener's space; pieces outside it become chords.
struct CullRect {
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    /// Culls nothing.
    static let everything = CullRect(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

    /// Whether the box of the given coordinates misses the rectangle entirely.
    @inline(__always)
    func isMissed(byMinX x0: Double, minY y0: Double, maxX x1: Double, maxY y1: Double) -> Bool {
        x1 <= minX || x0 >= maxX || y1 <= minY || y0 >= maxY
    }
}

enum Flattener {
    /// Above this many uniform chords a curve is split first (keeps chords short and
    /// lets culling drop off-canvas halves).
    static let maximumUniformSegments = 64
    /// Splitting stops at this depth whatever the curve looks like. Only the few pieces
    /// crossing the cull rectangle's edge may split deep (24), since those outside become
    /// chords; a piece wholly inside it (every piece, without a cull rectangle) stops at 8,
    /// which bounds the work (2^8 pieces × 64 chords). A stroke's cull rectangle grows with
    /// its width: at width 1e30 a circle of radius 1e15 lay inside it and split to depth 24,
    /// 4.5e8 points (a fuzz finding, `Fuzz --target raster --seed 1 --from 58`).
    static func maximumDepth(_ cull: CullRect, minX: Double, minY: Double, maxX: Double, maxY: Double) -> Int {
        // Written as "not sticking out" so a NaN box counts as inside and stops early.
        minX < cull.minX || maxX > cull.maxX || minY < cull.minY || maxY > cull.maxY ? 24 : shallowDepth
    }

    /// The depth every piece may split to; `maximumDepth` is asked only beyond it, so the
    /// pieces of ordinary curves (far shallower) never compute it.
    static let shallowDepth = 8

    /// Flattens the quadratic from `(x0, y0)` (the sink's current point) through control
    /// `(x1, y1)` to `(x2, y2)`.
    static func quad<S: PolylineSink>(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
        tolerance: Double, cull: CullRect, into sink: inout S, depth: Int = 0
    ) {
        let minX = Swift.min(x0, x1, x2), maxX = Swift.max(x0, x1, x2)
        let minY = Swift.min(y0, y1, y2), maxY = Swift.max(y0, y1, y2)
        if cull.isMissed(byMinX: minX, minY: minY, maxX: maxX, maxY: maxY) || depth >= shallowDepth && depth >= maximumDepth(cull, minX: minX, minY: minY, maxX: maxX, maxY: maxY) {
            sink.lineTo(x2, y2)
            return
        }
        let ddx = x0 - 2 * x1 + x2, ddy = y0 - 2 * y1 + y2
        let m = (ddx * ddx + ddy * ddy).squareRoot()
        let k = (m / (4 * tolerance)).squareRoot().rounded(.up)
        if k <= 1 {
            sink.lineTo(x2, y2)
        } else if k <= Double(maximumUniformSegments) {
            let n = Int(k), step = 1 / k
            for i in 1..<n {
                let t = Double(i) * step, u = 1 - t
                let a = u * u, b = 2 * u * t, c = t * t
                sink.lineTo(a * x0 + b * x1 + c * x2, a * y0 + b * y1 + c * y2)
            }
            sink.lineTo(x2, y2)
        } else {
            let ax = (x0 + x1) / 2, ay = (y0 + y1) / 2, bx = (x1 + x2) / 2, by = (y1 + y2) / 2
            let mx = (ax + bx) / 2, my = (ay + by) / 2
            quad(x0, y0, ax, ay, mx, my, tolerance: tolerance, cull: cull, into: &sink, depth: depth + 1)
            quad(mx, my, bx, by, x2, y2, tolerance: tolerance, cull: cull, into: &sink, depth: depth + 1)
        }
    }

    /// Flattens the cubic from `(x0, y0)` (the sink's current point) through controls
    /// `(x1, y1)`, `(x2, y2)` to `(x3, y3)`.
    static func cubic<S: PolylineSink>(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
        _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double,
        tolerance: Double, cull: CullRect, into sink: inout S, depth: Int = 0
    ) {
        let minX = Swift.min(x0, x1, x2, x3), maxX = Swift.max(x0, x1, x2, x3)
        let minY = Swift.min(y0, y1, y2, y3), maxY = Swift.max(y0, y1, y2, y3)
        if cull.isMissed(byMinX: minX, minY: minY, maxX: maxX, maxY: maxY) || depth >= shallowDepth && depth >= maximumDepth(cull, minX: minX, minY: minY, maxX: maxX, maxY: maxY) {
            sink.lineTo(x3, y3)
            return
        }
        let ax = x0 - 2 * x1 + x2, ay = y0 - 2 * y1 + y2
        let bx = x1 - 2 * x2 + x3, by = y1 - 2 * y2 + y3
        let m = Swift.max(ax * ax + ay * ay, bx * bx + by * by).squareRoot()
        let k = (0.75 * m / tolerance).squareRoot().rounded(.up)
        if k <= 1 {
            sink.lineTo(x3, y3)
        } else if k <= Double(maximumUniformSegments) {
            let n = Int(k), step = 1 / k
            for i in 1..<n {
                let t = Double(i) * step, u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                sink.lineTo(a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3)
            }
            sink.lineTo(x3, y3)
        } else {
            let abx = (x0 + x1) / 2, aby = (y0 + y1) / 2
            let bcx = (x1 + x2) / 2, bcy = (y1 + y2) / 2
            let cdx = (x2 + x3) / 2, cdy = (y2 + y3) / 2
            let abcx = (abx + bcx) / 2, abcy = (aby + bcy) / 2
            let bcdx = (bcx + cdx) / 2, bcdy = (bcy + cdy) / 2
            let mx = (abcx + bcdx) / 2, my = (abcy + bcdy) / 2
            cubic(x0, y0, abx, aby, abcx, abcy, mx, my, tolerance: tolerance, cull: cull, into: &sink, depth: depth + 1)
            cubic(mx, my, bcdx, bcdy, cdx, cdy, x3, y3, tolerance: tolerance, cull: cull, into: &sink, depth: depth + 1)
        }
    }
}

/// Receives the closed polygons of a path flattened for filling.
protocol PolygonSink: PolylineSink {
    /// Starts a new polygon at `(x, y)`.
    mutating func moveTo(_ x: Double, _ y: Double)
}

/// Receives a path's elements one at a time, through SwiftUI `Path`'s building calls: a
/// `Path` records them, a `FillFlattener` flattens them straight into polygons (the stroker
/// writes its outlines through this, so a stroke is rasterized without a Path in between).
protocol PathElementSink {
    mutating func move(to p: CGPoint)
    mutating func addLine(to p: CGPoint)
    mutating func addQuadCurve(to p: CGPoint, control cp: CGPoint)
    mutating func addCurve(to p: CGPoint, control1 cp1: CGPoint, control2 cp2: CGPoint)
    mutating func closeSubpath()
}

extension Path: PathElementSink {
    /// Feeds the elements to `sink` in order.
    func replay<S: PathElementSink>(into sink: inout S) {
        for element in elements {
            switch element {
            case .move(let p): sink.move(to: p)
            case .line(let p): sink.addLine(to: p)
            case .quadCurve(let p, let c): sink.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): sink.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: sink.closeSubpath()
            }
        }
    }

    /// Walks the path mapped by `transform`, flattening curves within `tolerance` and
    /// closing every subpath (fill semantics); see `FillFlattener`.
    func flattenForFill<S: PolygonSink>(
        transform: CGAffineTransform, tolerance: Double, cull: CullRect, into sink: inout S
    ) {
        var flattener = FillFlattener(transform: transform, tolerance: tolerance, cull: cull, sink: sink)
        replay(into: &flattener)
        flattener.finish()
        sink = flattener.sink
    }

    static func warnNonFinite() {
        RasterWarning.once("path.nonFinite", "a path element has a non-finite coordinate (NaN or infinity); it was skipped")
    }
}

/// Maps path elements by `transform`, flattens curves within `tolerance` and closes every
/// subpath (fill semantics) into a polygon sink. Elements with a non-finite coordinate are
/// skipped with a one-time warning; the current point stays where it was. Call `finish()`
/// after the last element.
struct FillFlattener<S: PolygonSink>: PathElementSink {
    let transform: CGAffineTransform
    let tolerance: Double
    let cull: CullRect
    private(set) var sink: S
    private var startX = 0.0, startY = 0.0, curX = 0.0, curY = 0.0
    private var open = false

    init(transform: CGAffineTransform, tolerance: Double, cull: CullRect, sink: S) {
        self.transform = transform; self.tolerance = tolerance; self.cull = cull; self.sink = sink
    }

    @inline(__always)
    private func map(_ p: CGPoint) -> (Double, Double) {
        let t = transform
        return (Double(t.a * p.x + t.c * p.y + t.tx), Double(t.b * p.x + t.d * p.y + t.ty))
    }

    @inline(__always)
    private func finite(_ a: (Double, Double)) -> Bool { a.0.isFinite && a.1.isFinite }

    mutating func move(to p: CGPoint) {
        let q = map(p)
        guard finite(q) else { Path.warnNonFinite(); return }
        if open, curX != startX || curY != startY { sink.lineTo(startX, startY) }
        sink.moveTo(q.0, q.1)
        (startX, startY) = q; (curX, curY) = q
        open = true
    }

    mutating func addLine(to p: CGPoint) {
        let q = map(p)
        guard finite(q) else { Path.warnNonFinite(); return }
        guard open else { return }
        sink.lineTo(q.0, q.1)
        (curX, curY) = q
    }

    mutating func addQuadCurve(to p: CGPoint, control cp: CGPoint) {
        let q = map(p), c = map(cp)
        guard finite(q), finite(c) else { Path.warnNonFinite(); return }
        guard open else { return }
        Flattener.quad(curX, curY, c.0, c.1, q.0, q.1, tolerance: tolerance, cull: cull, into: &sink)
        (curX, curY) = q
    }

    mutating func addCurve(to p: CGPoint, control1 cp1: CGPoint, control2 cp2: CGPoint) {
        let q = map(p), c1 = map(cp1), c2 = map(cp2)
        guard finite(q), finite(c1), finite(c2) else { Path.warnNonFinite(); return }
        guard open else { return }
        Flattener.cubic(curX, curY, c1.0, c1.1, c2.0, c2.1, q.0, q.1, tolerance: tolerance, cull: cull, into: &sink)
        (curX, curY) = q
    }

    mutating func closeSubpath() {
        guard open else { return }
        if curX != startX || curY != startY { sink.lineTo(startX, startY) }
        (curX, curY) = (startX, startY)
    }

    /// Closes the last subpath.
    mutating func finish() {
        if open, curX != startX || curY != startY { sink.lineTo(startX, startY) }
    }
}
