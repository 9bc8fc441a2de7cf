// UnevenRoundedRectangle.swift · Raster/Views · mirrors SwiftUI UnevenRoundedRectangle, RectangleCornerRadii, Shape.rect(topLeadingRadius:...) and Shape.rect(cornerRadii:style:) (iOS 17)
// Status: Partial — each corner is the RoundedRectangle corner of its radius (the same
// continuous or circular geometry, swiftui-behavior.md §4.2), each radius clamped to half
// the shorter side; leading and trailing are left and right (no right-to-left flip).

import Foundation

/// Describes the corner radius values of a rectangle with uneven corners.
///
/// Raster: radii in points.
public struct RectangleCornerRadii: Equatable, Animatable, Sendable {
    /// The radius of the top-leading (top-left) corner, points (default 0).
    public var topLeading: CGFloat
    /// The radius of the bottom-leading (bottom-left) corner, points (default 0).
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing (bottom-right) corner, points (default 0).
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing (top-right) corner, points (default 0).
    public var topTrailing: CGFloat

    /// Creates radii for the four corners (points, default 0: a square corner).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
                topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first
            bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first
            topTrailing = newValue.second.second
        }
    }
}

/// A rectangular shape with rounded corners with different values, aligned inside the
/// frame of the view containing it.
///
/// Raster: the path starts on the top edge where the top-leading corner ends and runs
/// clockwise on screen, like `RoundedRectangle`'s. A radius of 0 gives a square corner;
/// radii larger than half the shorter side (`.infinity` too) are clamped to it, each on its
/// own [UNCERTAIN: whether SwiftUI lets a large corner take more than half a side whose
/// other corner is small is not documented]. A NaN radius warns and gives a square corner, and
/// so does a negative one given to an initializer (one an inset makes negative is square
/// without a word).
public struct UnevenRoundedRectangle: InsettableShape {
    /// The radii of the four corners, points.
    public var cornerRadii: RectangleCornerRadii
    /// The corners' shape (default `.continuous`).
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a rectangle with `cornerRadii` (points) and corners of `style`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        let radii = [cornerRadii.topLeading, cornerRadii.bottomLeading, cornerRadii.bottomTrailing, cornerRadii.topTrailing]
        if radii.contains(where: { $0 < 0 }) {
            warnOnce("UnevenRoundedRectangle was given a negative corner radius (top leading \(radii[0]), bottom leading "
                     + "\(radii[1]), bottom trailing \(radii[2]), top trailing \(radii[3])); a radius below 0 gives a square "
                     + "corner, so give radii ≥ 0")
        }
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a rectangle with the given corner radii (points) and corners of `style`.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount).standardized
        guard r.width > 0, r.height > 0 else { return Path(r) }
        // Clockwise from the top-trailing corner, the order RoundedRectangle's path visits them.
        let radii = [cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading, cornerRadii.topLeading]
        let points = [CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                      CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX, y: r.minY)]
        let corners = (0..<4).map { corner($0, radius: radii[$0] - insetAmount, at: points[$0], in: r) }
        var path = Path()
        path.move(to: corners[3].end)
        for corner in corners {
            path.addLine(to: corner.start)
            for curve in corner.curves { path.addCurve(to: curve.to, control1: curve.control1, control2: curve.control2) }
        }
        path.closeSubpath()
        return path
    }

    /// One cubic Bézier segment of a corner.
    private typealias Curve = (to: CGPoint, control1: CGPoint, control2: CGPoint)

    /// Corner `index` (0 top-trailing, clockwise) of radius `radius`: where it starts and
    /// ends and the cubic curves between. It is taken from the rounded rectangle of that
    /// radius, whose path is one line then the corner's cubics for each corner in this order.
    private func corner(_ index: Int, radius: CGFloat, at point: CGPoint, in r: CGRect)
        -> (start: CGPoint, curves: [Curve], end: CGPoint) {
        if radius.isNaN {
            warnOnce("an UnevenRoundedRectangle's corner radius is NaN; that corner is drawn square. Give a finite radius, "
                     + "or .infinity for the largest that fits")
        }
        // An infinite radius is clamped by the template like any radius too large to fit.
        guard radius > 0 else { return (point, [], point) }
        let template = Path(roundedRect: r, cornerSize: CGSize(width: radius, height: radius), style: style)
        var lines = 0
        var start = point, curves: [Curve] = [], opening = point
        for element in template.elements {
            if case .move(let to) = element {
                opening = to
            } else if case .line(let to) = element {
                lines += 1
                if lines == index + 1 { start = to }
            } else if case .curve(let to, let control1, let control2) = element, lines == index + 1 {
                curves.append((to, control1, control2))
            }
        }
        // The last corner ends where the template's path began.
        return (start, curves, index == 3 ? opening : curves.last?.to ?? start)
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }

    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangular shape with rounded corners with different values (points).
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                            bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                            style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
                               style: style)
    }

    /// A rectangular shape with rounded corners with different values (points).
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
