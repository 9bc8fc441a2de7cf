// AnyGradient.swift · Raster/Paint · mirrors SwiftUI AnyGradient and Color.gradient (iOS 17)
// Status: Complete for the API; Color.gradient's lighter top colour is a measured fit [UNCERTAIN].

import Foundation

/// A colour gradient: the shape style of `Color.gradient`, or any `Gradient` erased to it.
///
/// Raster: drawn as SwiftUI draws an `AnyGradient` used as a shape style, a linear gradient
/// from the top centre to the bottom centre of the filled shape's bounds.
public struct AnyGradient: Hashable, ShapeStyle, ResolvableShapeStyle {
    enum Storage: Hashable {
        case gradient(Gradient)
        /// `Color.gradient`: resolved with the colour, in the environment it is drawn in.
        case color(Color)
    }

    let storage: Storage

    /// Erases `gradient` to a gradient shape style.
    public init(_ gradient: Gradient) { storage = .gradient(gradient) }

    init(color: Color) { storage = .color(color) }

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        switch storage {
        case .gradient(let gradient):
            return gradient.paint(in: environment, bounds: bounds)
        case .color(let color):
            let base = color.resolve(in: environment)
            let top = AnyGradient.lighterTop(of: base)
            return Gradient(colors: [Color(top), Color(base)]).paint(in: environment, bounds: bounds)
        }
    }

    /// The top colour of `Color.gradient`: the colour with its HSL lightness raised by 0.15
    /// (clamped to 1), hue, saturation and opacity kept. [UNCERTAIN — a one-number fit to
    /// SwiftUI's output measured by others (mid grey 0.502 → 0.647 at the top); SwiftUI
    /// also shifts saturation slightly]
    static func lighterTop(of color: Color.Resolved) -> Color.Resolved {
        let r = Double(color.red), g = Double(color.green), b = Double(color.blue)
        let maxC = max(r, g, b), minC = min(r, g, b)
        let lightness = (maxC + minC) / 2
        let delta = maxC - minC
        let saturation = delta == 0 ? 0 : delta / (1 - abs(2 * lightness - 1))
        var hue = 0.0
        if delta != 0 {
            switch maxC {
            case r: hue = ((g - b) / delta).truncatingRemainder(dividingBy: 6)
            case g: hue = (b - r) / delta + 2
            default: hue = (r - g) / delta + 4
            }
            hue = (hue * 60 + 360).truncatingRemainder(dividingBy: 360)
        }
        let l = min(1, lightness + 0.15)
        let chroma = (1 - abs(2 * l - 1)) * min(saturation, 1)
        let x = chroma * (1 - abs((hue / 60).truncatingRemainder(dividingBy: 2) - 1))
        let m = l - chroma / 2
        let (r1, g1, b1): (Double, Double, Double)
        switch hue {
        case ..<60: (r1, g1, b1) = (chroma, x, 0)
        case ..<120: (r1, g1, b1) = (x, chroma, 0)
        case ..<180: (r1, g1, b1) = (0, chroma, x)
        case ..<240: (r1, g1, b1) = (0, x, chroma)
        case ..<300: (r1, g1, b1) = (x, 0, chroma)
        default: (r1, g1, b1) = (chroma, 0, x)
        }
        return Color.Resolved(red: Float(r1 + m), green: Float(g1 + m), blue: Float(b1 + m), opacity: color.opacity)
    }
}

extension Color {
    /// A standard gradient for the colour: a little lighter at the top, the colour itself at
    /// the bottom (see `AnyGradient.lighterTop(of:)`), resolved where it is drawn (light or
    /// dark values of system colours).
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
