// LinearGradient.swift · Raster/Views · mirrors SwiftUI LinearGradient and ShapeStyle.linearGradient (iOS 17)
// Status: Complete.

import Foundation

/// A linear gradient.
///
/// The gradient applies the colour function along an axis, as defined by its start and end
/// points. The gradient maps the unit space points into the bounding rectangle of each
/// shape filled with the gradient.
///
/// Raster: `startPoint` (location 0) and `endPoint` (location 1) are unit points of the
/// filled shape's bounds (points, y down), so `.top` to `.bottom` runs down the shape
/// whatever its size; colour is constant along lines perpendicular to the axis and pads
/// with the end colours beyond it. As a view it fills its proposal like `Color`.
nonisolated public struct LinearGradient: ShapeStyle, View {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient from a base gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from colours spread evenly from location 0 to 1.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from colour stops (locations 0...1).
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension LinearGradient: ShapeStyleFillingView {
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        .linearGradient(gradient.resolvedStops(in: environment),
                        start: startPoint.resolved(in: bounds), end: endPoint.resolved(in: bounds))
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from `startPoint` to `endPoint`, unit points of the filled shape's
    /// bounds (see `LinearGradient`).
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of colours spread evenly from `startPoint` to `endPoint`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of colour stops from `startPoint` to `endPoint`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
