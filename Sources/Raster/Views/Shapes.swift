// Shapes.swift · Raster/Views · mirrors SwiftUI Rectangle, RoundedRectangle, Circle, Ellipse, Capsule (iOS 17)
// Status: Complete for geometry and sizing (swiftui-behavior.md §1.14, §4.1).

import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0

    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    public func inset(by amount: CGFloat) -> Rectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
///
/// Raster: `style` defaults to `.continuous`, as in the iOS 17 SDK. The corner radius
/// (points) is clamped to half the shorter side, as SwiftUI's is, so
/// `RoundedRectangle(cornerRadius: .infinity)` is a capsule; a NaN radius warns and gives
/// square corners, and so does a negative one given to an initializer (one that an inset
/// or an animation makes negative is square without a word).
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        if cornerSize.width < 0 || cornerSize.height < 0 {
            warnOnce("RoundedRectangle was given the negative corner size \(cornerSize.width)×\(cornerSize.height); "
                     + "a radius below 0 gives square corners, so give a radius ≥ 0")
        }
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        // A radius inset past 0 is square; the path clamps it, and warns of a NaN one.
        let size = CGSize(width: cornerSize.width - insetAmount, height: cornerSize.height - insetAmount)
        return Path(roundedRect: r, cornerSize: size, style: style)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }

    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
}

/// A circle centred on the frame of the view containing it; its diameter is the frame's
/// shorter side.
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0

    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        return Path(ellipseIn: square.insetBy(dx: insetAmount, dy: insetAmount))
    }

    /// A square of side min(width, height); nil dimensions are 10 first.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    public func inset(by amount: CGFloat) -> Circle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0

    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    public func inset(by amount: CGFloat) -> Ellipse {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A capsule shape aligned inside the frame of the view containing it: a rounded
/// rectangle whose corner radius is half its shorter side.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerRadius: radius, style: style)
    }

    public func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
