// Path.swift · Raster/Geometry · mirrors SwiftUI Path (iOS 17)
// Status: Partial — storage, element builders, rectangles, ellipses and rounded rectangles
// here; arcs, trimming, stroking, hit testing and SVG data live in Path+*.swift.

import Foundation

/// The outline of a 2D shape.
///
/// Raster: coordinates are in points (or whatever space the path is drawn in), y down.
/// A path is a value: a list of elements, each subpath starting with `move(to:)`.
public struct Path: Equatable, Sendable {
    /// An element of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The elements in order.
    public private(set) var elements: [Element] = []

    /// Where the current subpath started, for `closeSubpath`.
    private var subpathStart: CGPoint?

    public init() {}

    /// A path built by `callback` from an empty path.
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    /// A rectangle, starting at its top-left corner and running along the top edge.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rounded rectangle; `style` defaults to `.continuous` as in the iOS 17 SDK.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, if any.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let p)?, .line(let p)?, .quadCurve(let p, _)?, .curve(let p, _, _)?: return p
        case .closeSubpath?: return subpathStart
        case nil: return nil
        }
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    // MARK: Building

    public mutating func move(to p: CGPoint) {
        elements.append(.move(to: p))
        subpathStart = p
    }

    /// A line from the current point; starts a subpath at `p` if there is no current point.
    public mutating func addLine(to p: CGPoint) {
        guard ensureCurrentPoint(or: p) else { return }
        elements.append(.line(to: p))
    }

    public mutating func addQuadCurve(to p: CGPoint, control cp: CGPoint) {
        guard ensureCurrentPoint(or: p) else { return }
        elements.append(.quadCurve(to: p, control: cp))
    }

    public mutating func addCurve(to p: CGPoint, control1 cp1: CGPoint, control2 cp2: CGPoint) {
        guard ensureCurrentPoint(or: p) else { return }
        elements.append(.curve(to: p, control1: cp1, control2: cp2))
    }

    /// Closes the current subpath with a line back to its start. Closing an empty or
    /// already closed subpath does nothing.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Lines through `points`, starting a new subpath at the first one.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// A closed rectangle: top-left, top-right, bottom-right, bottom-left.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        // A null rectangle (`CGRect.null`, what insetting a rectangle past its size gives:
        // the border of a zero-sized view) adds nothing, so nothing is drawn as in SwiftUI.
        guard !rect.isNull else { return }
        let r = rect.standardized
        addLines([
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ].map { $0.applying(transform) })
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// The ellipse inscribed in `rect` as four cubic Béziers, starting at 3 o'clock and
    /// running clockwise on screen (down first), as SwiftUI's `Ellipse` does.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        // Control-point distance of a quarter circle: 4/3·tan(π/8).
        let k: CGFloat = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let t = transform
        move(to: CGPoint(x: r.maxX, y: cy).applying(t))
        addCurve(to: CGPoint(x: cx, y: r.maxY).applying(t),
                 control1: CGPoint(x: r.maxX, y: cy + k * ry).applying(t),
                 control2: CGPoint(x: cx + k * rx, y: r.maxY).applying(t))
        addCurve(to: CGPoint(x: r.minX, y: cy).applying(t),
                 control1: CGPoint(x: cx - k * rx, y: r.maxY).applying(t),
                 control2: CGPoint(x: r.minX, y: cy + k * ry).applying(t))
        addCurve(to: CGPoint(x: cx, y: r.minY).applying(t),
                 control1: CGPoint(x: r.minX, y: cy - k * ry).applying(t),
                 control2: CGPoint(x: cx - k * rx, y: r.minY).applying(t))
        addCurve(to: CGPoint(x: r.maxX, y: cy).applying(t),
                 control1: CGPoint(x: cx + k * rx, y: r.minY).applying(t),
                 control2: CGPoint(x: r.maxX, y: cy - k * ry).applying(t))
        closeSubpath()
    }

    /// Appends every element of `path`, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var result = Path()
        result.elements.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): result.move(to: p.applying(transform))
            case .line(let p): result.elements.append(.line(to: p.applying(transform)))
            case .quadCurve(let p, let c):
                result.elements.append(.quadCurve(to: p.applying(transform), control: c.applying(transform)))
            case .curve(let p, let c1, let c2):
                result.elements.append(.curve(to: p.applying(transform),
                                              control1: c1.applying(transform), control2: c2.applying(transform)))
            case .closeSubpath: result.elements.append(.closeSubpath)
            }
        }
        return result
    }

    /// The path moved by `(x, y)`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle containing every point of the path, not including the control
    /// points of its curves (SwiftUI's `boundingRect`, CoreGraphics' `boundingBoxOfPath`): a
    /// curve adds its end points and its extreme points in x and y. `.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                include(p)
                current = p
            case .quadCurve(let p, let c):
                include(p)
                for t in Self.quadExtrema(current, c, p) { include(Self.point(onQuad: current, c, p, at: t)) }
                current = p
            case .curve(let p, let c1, let c2):
                include(p)
                for t in Self.cubicExtrema(current, c1, c2, p) { include(Self.point(onCubic: current, c1, c2, p, at: t)) }
                current = p
            case .closeSubpath:
                break
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The parameters in (0, 1) where the quadratic Bézier a, b, c turns in x or in y.
    private static func quadExtrema(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> [CGFloat] {
        [(a.x, b.x, c.x), (a.y, b.y, c.y)].compactMap { p0, p1, p2 in
            let denominator = p0 - 2 * p1 + p2
            guard denominator != 0 else { return nil }
            let t = (p0 - p1) / denominator
            return t > 0 && t < 1 ? t : nil
        }
    }

    /// The parameters in (0, 1) where the cubic Bézier a, b, c, d turns in x or in y: the
    /// roots of its derivative, a quadratic per axis.
    private static func cubicExtrema(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> [CGFloat] {
        var result: [CGFloat] = []
        for (p0, p1, p2, p3) in [(a.x, b.x, c.x, d.x), (a.y, b.y, c.y, d.y)] {
            // B'(t)/3 = A·t² + B·t + C.
            let qa = -p0 + 3 * p1 - 3 * p2 + p3, qb = 2 * (p0 - 2 * p1 + p2), qc = p1 - p0
            var roots: [CGFloat] = []
            if abs(qa) < 1e-12 * Swift.max(abs(qb), abs(qc), 1) {
                if qb != 0 { roots = [-qc / qb] }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots = [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
                }
            }
            result += roots.filter { $0 > 0 && $0 < 1 }
        }
        return result
    }

    private static func point(onQuad a: CGPoint, _ b: CGPoint, _ c: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * a.x + 2 * u * t * b.x + t * t * c.x, y: u * u * a.y + 2 * u * t * b.y + t * t * c.y)
    }

    private static func point(onCubic a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x, y: w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y)
    }

    /// Makes sure a segment ending at `p` has a start: with no current point, starts a
    /// subpath at `p` and reports that there is nothing to add.
    private mutating func ensureCurrentPoint(or p: CGPoint) -> Bool {
        if elements.isEmpty {
            move(to: p)
            return false
        }
        if elements.last == .closeSubpath, let start = subpathStart {
            move(to: start)
        }
        return true
    }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle (or quarter-ellipse) corners.
    case circular
    /// Corners whose curvature eases in and out (Apple's "squircle").
    case continuous
}
