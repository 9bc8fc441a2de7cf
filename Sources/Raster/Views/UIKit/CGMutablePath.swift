// CGMutablePath.swift · Raster/Views/UIKit · mirrors CoreGraphics CGMutablePath and CGPath's copies (iOS 17), as shapes that build a CGPath and return `Path(cgPath)` use them
// Status: Complete — every path-building call, through Raster's Path (arcs, rounded rects and
// ellipses as Path draws them). Only where there is no CoreGraphics (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A graphics path that can be changed (CoreGraphics' `CGMutablePath`).
///
/// Raster: points, y down, as `Path`; each call appends to the same elements `Path(_:)`
/// returns, with its `transform` applied to the points given. Angles are radians measured from
/// +x towards +y (clockwise on screen), and `clockwise` means what `Path.addArc`'s does.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public init() { super.init(path: Path()) }

    override init(path: Path) { super.init(path: path) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Adds straight lines joining `points` in order, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    /// Adds a quadratic Bézier curve to `end` with one control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// Adds a cubic Bézier curve to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addRect(rect, transform: transform)
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        path.addRects(rects, transform: transform)
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addEllipse(in: rect, transform: transform)
    }

    /// Adds a rectangle with quarter-ellipse corners `cornerWidth` × `cornerHeight` points
    /// (circular corners, as CoreGraphics draws them).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight),
                            style: .circular, transform: transform)
    }

    /// Adds an arc of a circle from `startAngle` to `endAngle` (radians), joined to the
    /// current point by a line.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
                    clockwise: clockwise, transform: transform)
    }

    /// Adds an arc of a circle from `startAngle` turning by `delta` (radians).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRelativeArc(center: center, radius: radius, startAngle: .radians(startAngle), delta: .radians(delta),
                            transform: transform)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and from
    /// there to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// Appends another path's elements.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        path.closeSubpath()
    }
}

extension CGPath {
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The path's last point, or `.zero` when it is empty (CoreGraphics' value).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// An immutable copy of the path.
    public func copy() -> CGPath? { CGPath(path: path) }

    /// A copy of the path that can be changed.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
}
#endif
