// Path+RoundedRect.swift · Raster/Geometry · mirrors SwiftUI Path.addRoundedRect(in:cornerSize:style:) (iOS 17)
// Status: Partial — the continuous corner is PaintCode's published iOS 7 geometry; where it
// does not fit (1.528665·r beyond half a side) Raster blends towards the circular corner,
// an approximation of UIKit's undocumented rule (swiftui-behavior.md §4.2, §8 item 5).

import Foundation

extension Path {
    /// Adds a rounded rectangle, starting on the top edge after the top-left corner and
    /// running clockwise on screen.
    ///
    /// Raster: a radius (`cornerSize` with equal width and height) is clamped to half the
    /// rectangle's shorter side, as SwiftUI clamps it, so `.infinity` (or any huge radius)
    /// gives the capsule; an elliptical `cornerSize` is clamped to half the width and half the
    /// height separately (SwiftUI's rule for those is not documented). A NaN corner size
    /// warns and gives square corners.
    /// `.circular` corners are quarter ellipses; `.continuous` corners use the
    /// 1.528665·r "squircle" construction (swiftui-behavior.md §4.2).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        // Infinity is kept: clamped below, it is the largest radius that fits.
        if cornerSize.width.isNaN || cornerSize.height.isNaN {
            warnOnce("a rounded rectangle's corner size is NaN (\(cornerSize.width) × \(cornerSize.height)); its corners are "
                     + "drawn square. Give a finite radius, or .infinity for a capsule")
        }
        let width = cornerSize.width.isNaN ? 0 : cornerSize.width
        let height = cornerSize.height.isNaN ? 0 : cornerSize.height
        var rx: CGFloat, ry: CGFloat
        if width == height {
            // A radius: clamped to half the shorter side on both axes, as SwiftUI's is (a
            // 100×40 rectangle of radius 30 is a capsule, not 30×20 elliptical corners).
            rx = Swift.max(0, Swift.min(width, r.width / 2, r.height / 2))
            ry = rx
        } else {
            rx = Swift.max(0, Swift.min(width, r.width / 2))
            ry = Swift.max(0, Swift.min(height, r.height / 2))
        }
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        let corner = CornerGeometry.make(style: style, rx: rx, ry: ry, width: r.width, height: r.height)
        // Each corner: the corner point, the unit vector back along the incoming edge (u)
        // and the unit vector along the outgoing edge (v), clockwise on screen.
        let corners: [(CGPoint, CGVector, CGVector)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
        ]
        func point(_ c: (CGPoint, CGVector, CGVector), _ uv: CGPoint) -> CGPoint {
            let (origin, u, v) = c
            // Scale each unit direction by the radius along its own axis.
            let ux = uv.x * (u.dx != 0 ? rx : ry), vy = uv.y * (v.dx != 0 ? rx : ry)
            return CGPoint(x: origin.x + u.dx * ux + v.dx * vy,
                           y: origin.y + u.dy * ux + v.dy * vy).applying(transform)
        }
        // Start where the top-left corner ends on the top edge.
        move(to: point(corners[3], corner.lineEnd.swapped))
        for c in corners {
            addLine(to: point(c, corner.lineEnd))
            for segment in corner.segments {
                addCurve(to: point(c, segment.2), control1: point(c, segment.0), control2: point(c, segment.1))
            }
        }
        closeSubpath()
    }
}

/// One corner in corner-local units of the radius: `u` runs from the corner back along the
/// incoming edge, `v` along the outgoing edge. The corner starts where the straight edge
/// ends, at `(lineEnd.x, 0)`, and ends at `(0, lineEnd.x)` after three cubic segments.
private struct CornerGeometry {
    var lineEnd: CGPoint
    var segments: [(CGPoint, CGPoint, CGPoint)]

    /// PaintCode's continuous corner (swiftui-behavior.md §4.2).
    static let continuous = CornerGeometry(
        lineEnd: CGPoint(x: 1.528665, y: 0),
        segments: [
            (CGPoint(x: 1.08849296, y: 0), CGPoint(x: 0.86840694, y: 0), CGPoint(x: 0.63149379, y: 0.07491139)),
            (CGPoint(x: 0.37282383, y: 0.16905956), CGPoint(x: 0.16905956, y: 0.37282383), CGPoint(x: 0.07491139, y: 0.63149379)),
            (CGPoint(x: 0, y: 0.86840694), CGPoint(x: 0, y: 1.08849296), CGPoint(x: 0, y: 1.528665)),
        ])

    /// A quarter circle of radius 1 centred at (1, 1), as three 30° cubics so that it can
    /// be blended point by point with the continuous corner.
    static let circular: CornerGeometry = {
        func p(_ theta: CGFloat) -> CGPoint { CGPoint(x: 1 - sin(theta), y: 1 - cos(theta)) }
        func tangent(_ theta: CGFloat) -> CGVector { CGVector(dx: -cos(theta), dy: sin(theta)) }
        let step = CGFloat.pi / 6
        let handle = 4.0 / 3.0 * tan(step / 4)
        var segments: [(CGPoint, CGPoint, CGPoint)] = []
        for i in 0..<3 {
            let t0 = CGFloat(i) * step, t1 = t0 + step
            let p0 = p(t0), p1 = p(t1), d0 = tangent(t0), d1 = tangent(t1)
            segments.append((CGPoint(x: p0.x + handle * d0.dx, y: p0.y + handle * d0.dy),
                             CGPoint(x: p1.x - handle * d1.dx, y: p1.y - handle * d1.dy), p1))
        }
        return CornerGeometry(lineEnd: CGPoint(x: 1, y: 0), segments: segments)
    }()

    /// The corner for `style`. A continuous corner that needs more than half a side is
    /// blended towards the circular one just enough to fit.
    static func make(style: RoundedCornerStyle, rx: CGFloat, ry: CGFloat, width: CGFloat, height: CGFloat) -> CornerGeometry {
        guard style == .continuous else { return circular }
        let extent = continuous.lineEnd.x
        let q = Swift.max(extent * rx / (width / 2), extent * ry / (height / 2))
        guard q > 1 else { return continuous }
        let t = Swift.min(1, (extent - extent / q) / (extent - 1))
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        return CornerGeometry(
            lineEnd: mix(continuous.lineEnd, circular.lineEnd),
            segments: zip(continuous.segments, circular.segments).map {
                (mix($0.0, $1.0), mix($0.1, $1.1), mix($0.2, $1.2))
            })
    }
}

extension CGPoint {
    fileprivate var swapped: CGPoint { CGPoint(x: y, y: x) }
}
