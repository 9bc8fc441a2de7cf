// Path+Arc.swift · Raster/Geometry · mirrors SwiftUI Path.addArc(center:radius:startAngle:endAngle:clockwise:transform:),
// addArc(tangent1End:tangent2End:radius:transform:), addRelativeArc(center:radius:startAngle:delta:transform:) (iOS 17)
// Status: Complete.
//
// Direction (swiftui-behavior.md §4.4): angles run from +x towards +y, which is clockwise on
// screen because y points down. `clockwise: true` means clockwise in a y-up space, so in
// SwiftUI's y-down space the arc runs towards decreasing angles and appears counter-clockwise
// on screen; `clockwise: false` runs towards increasing angles (clockwise on screen).
//
// Arcs become cubic Béziers of at most 90° each, with handles 4/3·tan(θ/4)·r, whose radial
// error is below 0.03% of the radius.

import Foundation

extension Path {
    /// Adds an arc of a circle, specified with a radius and angles.
    ///
    /// Raster: if the path has a current point, a line joins it to the arc's start; otherwise
    /// the arc starts a new subpath. Angles are measured from +x towards +y (clockwise on
    /// screen); `clockwise: true` sweeps towards decreasing angles, which looks counter-clockwise
    /// on screen (SwiftUI's documented behaviour). Sweeps are limited to one full turn.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        let turn = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            if delta > 0 { delta -= turn * (delta / turn).rounded(.up) }
            delta = Swift.max(delta, -turn)
        } else {
            if delta < 0 { delta += turn * (-delta / turn).rounded(.up) }
            delta = Swift.min(delta, turn)
        }
        appendArc(center: center, radius: radius, start: startAngle.radians, delta: delta, transform: transform)
    }

    /// Adds an arc of a circle, specified with a radius and a change in angle.
    ///
    /// Raster: a positive `delta` runs towards increasing angles (clockwise on screen, y down).
    /// Beyond one turn the arc covers the circle once more and ends where `delta` ends: the
    /// same coverage and end point as every turn drawn (a delta of 1e15 radians would be
    /// 6·10¹⁴ curves).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let turn = 2 * Double.pi
        var delta = delta.radians
        if abs(delta) > 2 * turn {
            // One whole turn, then the rest of the last one.
            delta = (turn + abs(delta).truncatingRemainder(dividingBy: turn)) * (delta < 0 ? -1 : 1)
        }
        appendArc(center: center, radius: radius, start: startAngle.radians, delta: delta, transform: transform)
    }

    /// Adds an arc of a circle tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End` (CoreGraphics' `addArc(tangent1End:…)`).
    ///
    /// Raster: a line joins the current point to the first tangent point. With no current
    /// point the path moves to `tangent1End`; when the three points are collinear or `radius`
    /// is zero, a line to `tangent1End` is added instead of an arc.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let t = transform
        guard let current = currentPoint else {
            move(to: p1.applying(t))
            return
        }
        // Work in the arc's own space: the current point is already transformed.
        let inverse = t.inverted()
        let p0 = current.applying(inverse)
        let v1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y), v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot(), l2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, radius.isFinite, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            addLine(to: p1.applying(t))
            return
        }
        let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1), u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
        let cosTheta = Swift.max(-1, Swift.min(1, u1.dx * u2.dx + u1.dy * u2.dy))
        let theta = acos(cosTheta)
        let distance = radius / tan(theta / 2)
        let start = CGPoint(x: p1.x + u1.dx * distance, y: p1.y + u1.dy * distance)
        let end = CGPoint(x: p1.x + u2.dx * distance, y: p1.y + u2.dy * distance)
        var bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bl = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
        bisector = CGVector(dx: bisector.dx / bl, dy: bisector.dy / bl)
        let centreDistance = radius / sin(theta / 2)
        let center = CGPoint(x: p1.x + bisector.dx * centreDistance, y: p1.y + bisector.dy * centreDistance)
        let a0 = atan2(Double(start.y - center.y), Double(start.x - center.x))
        let a1 = atan2(Double(end.y - center.y), Double(end.x - center.x))
        var delta = a1 - a0
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        appendArc(center: center, radius: radius, start: a0, delta: delta, transform: t)
    }

    /// Appends a circular arc (joined by a line to the current point, or starting a subpath).
    mutating func appendArc(center: CGPoint, radius: CGFloat, start: Double, delta: Double, transform t: CGAffineTransform) {
        let r = Double(radius)
        let first = CGPoint(x: Double(center.x) + r * cos(start), y: Double(center.y) + r * sin(start)).applying(t)
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        appendArcCurves(center: center, radius: radius, start: start, delta: delta, transform: t)
    }

    /// Appends the cubics of a circular arc; the current point must be the arc's start.
    mutating func appendArcCurves(center: CGPoint, radius: CGFloat, start: Double, delta: Double,
                                  transform t: CGAffineTransform) {
        let r = Double(radius), cx = Double(center.x), cy = Double(center.y)
        guard delta != 0, delta.isFinite, r.isFinite, cx.isFinite, cy.isFinite else { return }
        func point(_ a: Double) -> CGPoint { CGPoint(x: cx + r * cos(a), y: cy + r * sin(a)).applying(t) }
        let pieces = Swift.max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<pieces {
            let a0 = start + Double(i) * step, a1 = a0 + step
            let c1 = CGPoint(x: cx + r * (cos(a0) - k * sin(a0)), y: cy + r * (sin(a0) + k * cos(a0)))
            let c2 = CGPoint(x: cx + r * (cos(a1) + k * sin(a1)), y: cy + r * (sin(a1) - k * cos(a1)))
            addCurve(to: i == pieces - 1 ? point(start + delta) : point(a1),
                     control1: c1.applying(t), control2: c2.applying(t))
        }
    }
}
