// AngularGradient.swift · Raster/Views · mirrors SwiftUI AngularGradient, ShapeStyle.angularGradient and ShapeStyle.conicGradient (iOS 17)
// Status: Complete — partial and over-full turns follow SwiftUI's documented rules (see
// `AngularGradient`).

import Foundation

/// An angular gradient, also known as a "conic" gradient.
///
/// The gradient applies the colour function as the angle changes, relative to a centre
/// point and defined start and end angles.
///
/// Raster: `center` is a unit point of the filled shape's bounds. Angles are measured from
/// the positive x axis (pointing to the trailing side) and grow clockwise on screen, since
/// y points down. Location 0 is at `startAngle` and location 1 at `endAngle`:
/// - equal angles (the default `.zero`, `.zero`) make one full turn from `startAngle`;
/// - when the range is less than a full turn, the missing sector is filled with the
///   colours at locations 1 and 0, switching from one to the other halfway across it;
/// - when it is more than a full turn, only the last full turn is drawn;
/// - when `endAngle` is less than `startAngle` the gradient runs anticlockwise.
/// As a view it fills its proposal like `Color`.
nonisolated public struct AngularGradient: ShapeStyle, View {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// Creates an angular gradient from a base gradient running from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Creates an angular gradient from colours spread evenly from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from colour stops between `startAngle` and `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient that completes a full turn, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Creates a conic gradient of colours that completes a full turn, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates a conic gradient of colour stops that completes a full turn, starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension AngularGradient: ShapeStyleFillingView {
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        let (start, stops) = Self.fullTurn(gradient.resolvedStops(in: environment),
                                           from: startAngle.radians, to: endAngle.radians)
        return .angularGradient(stops, center: center.resolved(in: bounds), angle: Angle(radians: start))
    }

    /// Re-expresses a gradient running from `start` to `end` (radians) as one clockwise full
    /// turn from the returned angle, the form the rasterizer's conic shading draws.
    static func fullTurn(_ sorted: [DisplayList.ResolvedStop], from start: Double, to end: Double)
        -> (start: Double, stops: [DisplayList.ResolvedStop]) {
        let turn = 2 * Double.pi
        var stops = sorted.map { DisplayList.ResolvedStop(color: $0.color, location: min(1, max(0, $0.location))) }
        var start = start, span = end - start
        guard span.isFinite, start.isFinite, !stops.isEmpty else { return (0, stops) }
        if span == 0 { span = turn }
        if span < 0 {
            start = end
            span = -span
            stops = stops.reversed().map { DisplayList.ResolvedStop(color: $0.color, location: 1 - $0.location) }
        }
        if span > turn {
            // Only the last full turn shows: it begins at location `first`.
            let first = CGFloat(1 - turn / span)
            let scale = CGFloat(span / turn)
            let opening = DisplayList.ResolvedStop(color: stops.color(at: first), location: 0)
            stops = [opening] + stops.filter { $0.location > first }
                .map { DisplayList.ResolvedStop(color: $0.color, location: ($0.location - first) * scale) }
            return (start + span - turn, stops)
        }
        let covered = CGFloat(span / turn)
        guard covered < 1 else { return (start, stops) }
        let halfway = covered + (1 - covered) / 2
        let last = stops.color(at: 1), first = stops.color(at: 0)
        stops = stops.map { DisplayList.ResolvedStop(color: $0.color, location: $0.location * covered) }
        stops += [DisplayList.ResolvedStop(color: last, location: covered),
                  DisplayList.ResolvedStop(color: last, location: halfway),
                  DisplayList.ResolvedStop(color: first, location: halfway),
                  DisplayList.ResolvedStop(color: first, location: 1)]
        return (start, stops)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient around `center` from `startAngle` to `endAngle` (see `AngularGradient`).
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of colours spread evenly from `startAngle` to `endAngle`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of colour stops from `startAngle` to `endAngle`.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient that completes a full turn from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient of colours that completes a full turn from `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A conic gradient of colour stops that completes a full turn from `angle`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
