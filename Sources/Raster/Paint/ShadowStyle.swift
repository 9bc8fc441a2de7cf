// ShadowStyle.swift · Raster/Paint · mirrors SwiftUI ShadowStyle and ShapeStyle.shadow(_:) (iOS 16)
// Status: Partial — drop and inner shadows of shapes filled or stroked with the style
// (`fill`, `stroke`, `background(_:in:)`); a shadowed style used elsewhere (text, a
// foreground style read by a view) draws without its shadow, with a warning.
//
// A drop shadow is the `shadow(color:radius:x:y:)` modifier's shadow of the shape's drawing;
// an inner shadow is GraphicsContext's shadow filter with `.invertsAlpha` and
// `.shadowAbove`: the inverse of the drawing's alpha, offset, blurred and tinted, drawn over
// the drawing and kept inside it. Radius: the blur's standard deviation in points, as for the
// modifier.

import Foundation

/// A style to use when rendering shadows (SwiftUI's `ShadowStyle`, iOS 16).
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }

    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// Creates a custom drop shadow style: the drawing's alpha, blurred by `radius` points,
    /// offset by `x` and `y` points and tinted `color`, drawn behind the drawing.
    public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// Creates a custom inner shadow style: the inverse of the drawing's alpha, blurred by
    /// `radius` points, offset by `x` and `y` points and tinted `color`, drawn over the
    /// drawing and kept inside it.
    public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }

    /// The display-list effect that casts this shadow from the items it groups.
    func effect(in environment: EnvironmentValues) -> DisplayList.Effect {
        let radius = GraphicsContext.Filter.checkedRadius(radius, of: "shadow style")
        let offset = GraphicsContext.Filter.checkedOffset(x, y)
        switch kind {
        case .drop:
            return .shadow(color.resolve(in: environment), radius: radius, offset: offset)
        case .inner:
            return .filter(.shadow(color: color, radius: radius, x: offset.width, y: offset.height,
                                   options: [.invertsAlpha, .shadowAbove]))
        }
    }
}

extension ShapeStyle {
    /// Applies the specified shadow effect to the shape style (iOS 16).
    ///
    /// Raster: drawn for shapes filled or stroked with the style; see ShadowStyle.swift.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(base: AnyShapeStyle(self), shadow: style)
    }

    /// The style beneath any shadows this style carries, looking through type erasure, and
    /// those shadows, innermost first.
    func splittingShadows() -> (base: any ShapeStyle, shadows: [ShadowStyle]) {
        switch self {
        case let shadowed as _ShadowShapeStyle:
            let (base, inner) = shadowed.base.base.splittingShadows()
            return (base, inner + [shadowed.shadow])
        case let erased as AnyShapeStyle:
            return erased.base.splittingShadows()
        default:
            return (self, [])
        }
    }
}

/// A style with a shadow (`ShapeStyle.shadow(_:)`).
public struct _ShadowShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: AnyShapeStyle
    let shadow: ShadowStyle

    /// Painted where no shape casts the shadow (text, foreground styles): the base style alone.
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        warnOnce("a shape style's shadow (ShapeStyle.shadow(_:)) is drawn only for shapes filled or stroked with the style; "
            + "here it is drawn without its shadow. Use the shadow(color:radius:x:y:) modifier on the view instead")
        return base.paint(in: environment, bounds: bounds)
    }
}
