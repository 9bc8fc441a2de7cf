// RadialGradient.swift · Raster/Views · mirrors SwiftUI RadialGradient and ShapeStyle.radialGradient (iOS 17)
// Status: Complete.

import Foundation

/// A radial gradient.
///
/// The gradient applies the colour function as the distance from a centre point, scaled to
/// fit within the defined start and end radii. The gradient maps the unit space centre
/// point into the bounding rectangle of each shape filled with the gradient.
///
/// Raster: `center` is a unit point of the filled shape's bounds; `startRadius` (location
/// 0) and `endRadius` (location 1) are in points, whatever the shape's size. The first
/// colour continues inside the start radius and the last beyond the end radius. As a view
/// it fills its proposal like `Color`.
nonisolated public struct RadialGradient: ShapeStyle, View {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Creates a radial gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from colours spread evenly from the start to the end radius.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from colour stops (locations 0...1 from the start to the end radius).
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension RadialGradient: ShapeStyleFillingView {
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        .radialGradient(gradient.resolvedStops(in: environment), center: center.resolved(in: bounds),
                        startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient around `center` (a unit point of the filled shape's bounds) from
    /// `startRadius` to `endRadius` points (see `RadialGradient`).
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of colours spread evenly from `startRadius` to `endRadius` points.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of colour stops from `startRadius` to `endRadius` points.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
