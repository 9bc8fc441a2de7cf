// EllipticalGradient.swift · Raster/Views · mirrors SwiftUI EllipticalGradient and ShapeStyle.ellipticalGradient (iOS 17)
// Status: Complete.

import Foundation

/// A radial gradient that draws an ellipse.
///
/// The gradient maps its coordinate space to the unit space square in which its centre and
/// radii are defined, then stretches that square to fill its bounding rectangle, possibly
/// also stretching the circular gradient to have elliptical contours.
///
/// Raster: `center` is a unit point of the filled shape's bounds; a radius fraction of 1
/// spans the bounds' width horizontally and their height vertically, so the default end
/// fraction 0.5 ends on the ellipse inscribed in the bounds. Location 0 lies on the ellipse
/// of `startRadiusFraction`, location 1 on that of `endRadiusFraction`; the end colours
/// continue inside and beyond. Bounds of zero width or height fill with the last colour.
/// As a view it fills its proposal like `Color`.
nonisolated public struct EllipticalGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// Creates an elliptical gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient from colours spread evenly between the two fractions.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from colour stops (locations 0...1 between the fractions).
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension EllipticalGradient: ShapeStyleFillingView {
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        .ellipticalGradient(gradient.resolvedStops(in: environment), center: center.resolved(in: bounds),
                            radii: bounds.size, startRadius: startRadiusFraction, endRadius: endRadiusFraction)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient filling the shape's bounds (see `EllipticalGradient`).
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of colours spread evenly between the two fractions.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of colour stops between the two fractions.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}
