// Gradient+ShapeStyle.swift · Raster/Views · mirrors SwiftUI Gradient as a ShapeStyle (iOS 17) and what the gradient styles share
// Status: Complete — a bare Gradient paints top to bottom, as SwiftUI's AnyGradient does.

import Foundation

extension Gradient: ShapeStyle, ResolvableShapeStyle {
    /// Raster: a gradient used directly as a shape style is a linear gradient from the top
    /// centre (`UnitPoint(x: 0.5, y: 0)`) to the bottom centre of the filled shape's bounds.
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).paint(in: environment, bounds: bounds)
    }

    /// The stops with their colours resolved in `environment`, sorted by location (stops at
    /// the same location keep their order, making a hard edge).
    func resolvedStops(in environment: EnvironmentValues) -> [DisplayList.ResolvedStop] {
        stops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { DisplayList.ResolvedStop(color: $0.element.color.resolve(in: environment), location: $0.element.location) }
    }
}

extension Array where Element == DisplayList.ResolvedStop {
    /// The colour at `location` of sorted stops: the first or last stop's colour beyond them,
    /// else straight sRGB components interpolated between the stops around it (as the
    /// rasterizer's gradient shader interpolates them).
    func color(at location: CGFloat) -> Color.Resolved {
        guard let first, let last else { return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        let upper = firstIndex { $0.location > location } ?? count - 1
        let a = self[upper - 1], b = self[upper]
        let t = Float((location - a.location) / (b.location - a.location))
        func mix(_ x: Float, _ y: Float) -> Float { x + (y - x) * t }
        return Color.Resolved(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                              blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))
    }
}

/// A shape style that is also a view filling its proposal with itself, like `Color`
/// (the gradient styles).
protocol ShapeStyleFillingView: PrimitiveView, ResolvableShapeStyle {}

extension ShapeStyleFillingView {
    /// Fills the proposal (nil dimensions become 10 points) with the style resolved in the
    /// view's bounds.
    func update(node: Node, in graph: ViewGraph) {
        let environment = node.environment
        node.becomeLeaf(.fillsProposal) { size in
            let rect = CGRect(origin: .zero, size: size)
            return [.fill(Path(rect), paint(in: environment, bounds: rect), FillStyle())]
        }
    }
}
