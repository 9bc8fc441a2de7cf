// UIBezierPath.swift · Raster/Views/UIKit · mirrors UIKit UIBezierPath, UIRectCorner and CoreGraphics CGPath, as SwiftUI shapes use them (`Path(UIBezierPath(...).cgPath)`) (iOS 17)
// Status: Partial — the path-building calls, `cgPath`, and `fill()`/`stroke()` with the line
// attributes inside a UIGraphicsImageRenderer's actions; no dashes. Only where there is no
// UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The corners of a rectangle (UIKit's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// An immutable graphics path (CoreGraphics' `CGPath`, which Linux lacks): what
/// `UIBezierPath.cgPath` returns and `Path(_:)` takes. `CGMutablePath` is the subclass
/// that builds one.
public class CGPath: @unchecked Sendable {
    /// The path's elements, points, y down (changed only by `CGMutablePath`).
    var path: Path

    init(path: Path) { self.path = path }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingBox: CGRect { path.boundingRect }
}

extension Path {
    /// Creates a path from an immutable CoreGraphics path.
    public init(_ path: CGPath) { self = path.path }

    /// An immutable CoreGraphics path with this path's elements.
    public var cgPath: CGPath { CGPath(path: self) }
}

/// A path of straight and curved line segments (UIKit's `UIBezierPath`), points, origin at
/// the top-left corner, y down.
///
/// Raster: builds a SwiftUI `Path`, read through `cgPath` (`Path(bezier.cgPath)` in a
/// `Shape`); `fill()` and `stroke()` draw it into the current `UIGraphicsImageRenderer`
/// context.
open class UIBezierPath {
    /// The path built so far.
    private var path = Path()

    /// The width of the stroked line, points (default 1).
    open var lineWidth: CGFloat = 1
    /// The shape of the stroke's ends (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of the stroke's corners (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest a mitred corner reaches, in line widths, before it is bevelled (default 10).
    open var miterLimit: CGFloat = 10
    /// Whether `fill()` uses the even-odd rule rather than the non-zero one (default false).
    open var usesEvenOddFillRule = false

    /// Creates an empty path.
    public init() {}

    /// Creates a rectangular path.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// Creates an elliptical path inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// Creates a rounded rectangle path with `cornerRadius` on every corner (clamped to half
    /// the shorter side), drawn with continuous corners as UIKit has since iOS 7.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .continuous)
    }

    /// Creates a rectangle path with the chosen `corners` rounded by `cornerRadii.width`
    /// (clamped to half the shorter side); the other corners are square.
    ///
    /// Raster: the corners are circular arcs [UNCERTAIN: whether UIKit draws this form's
    /// corners continuous, as it does `init(roundedRect:cornerRadius:)`'s].
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let radius = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
        func rounding(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let radii = RectangleCornerRadii(topLeading: rounding(.topLeft), bottomLeading: rounding(.bottomLeft),
                                         bottomTrailing: rounding(.bottomRight), topTrailing: rounding(.topRight))
        path = UnevenRoundedRectangle(cornerRadii: radii, style: .circular).path(in: rect)
    }

    /// Creates an arc of a circle (angles in radians, 0 along +x, increasing clockwise on
    /// screen when `clockwise` is true, as UIKit's y-down space draws them).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path as an immutable CoreGraphics path.
    open var cgPath: CGPath { CGPath(path: path) }

    /// The bounding rectangle of the path's points, control points included.
    open var bounds: CGRect { path.boundingRect }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The point where the next segment starts.
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Appends a straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Appends a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Appends a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Appends an arc of a circle (angles in radians; see `init(arcCenter:...)`).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }

    /// Closes the current subpath with a straight line to its start.
    open func close() { path.closeSubpath() }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Removes every element.
    open func removeAllPoints() { path = Path() }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// Fills the region the path encloses with the current fill colour (`UIColor.setFill()`)
    /// of the current `UIGraphicsImageRenderer` context. Outside one: nothing, with a warning.
    open func fill() {
        guard let context = UIGraphicsImageRendererContext.drawing("UIBezierPath.fill()") else { return }
        context.graphics.fill(path, with: .color(Color(context.fillColor)), style: FillStyle(eoFill: usesEvenOddFillRule))
    }

    /// Strokes the path with the current stroke colour (`UIColor.setStroke()`) of the current
    /// `UIGraphicsImageRenderer` context, `lineWidth` wide with the line's cap, join and
    /// miter limit. Outside one: nothing, with a warning.
    open func stroke() {
        guard let context = UIGraphicsImageRendererContext.drawing("UIBezierPath.stroke()") else { return }
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit)
        context.graphics.stroke(path, with: .color(Color(context.strokeColor)), style: style)
    }
}
#endif
