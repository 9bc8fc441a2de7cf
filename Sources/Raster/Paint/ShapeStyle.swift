// ShapeStyle.swift · Raster/Paint · mirrors SwiftUI ShapeStyle, AnyShapeStyle, ForegroundStyle, HierarchicalShapeStyle, TintShapeStyle (iOS 17)
// Status: Partial — colours, gradients, foreground, tint, background and the hierarchical
// levels (iOS 17's `.secondary`… of any style are in ShapeStyle+Semantic.swift); materials
// are in Material.swift; no image paints.

import Foundation

/// A colour or pattern to use when rendering a shape.
///
/// Mirrors SwiftUI's `ShapeStyle` (iOS 17): a custom style implements `resolve(in:)`,
/// returning another style (a `Color`, a gradient…) that Raster draws in its place each time
/// the style is drawn, in the environment of the view drawing it. Raster's own styles have no
/// resolved form (`Resolved` is `Never`).
public protocol ShapeStyle {
    /// The style a custom style resolves to (`Never` for Raster's own styles).
    associatedtype Resolved: ShapeStyle = Never

    /// The style to draw in place of this one in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
    /// Styles with no resolved form (Raster's own) cannot be resolved: Raster draws them
    /// itself. Calling this stops the program, naming the style, as nothing of type `Never`
    /// can be returned.
    public func resolve(in environment: EnvironmentValues) -> Never {
        preconditionFailure("\(type(of: self)) has no resolved form: resolve(in:) is for custom shape styles; use \(type(of: self)) as a ShapeStyle instead")
    }
}

extension Never: ShapeStyle {}

/// Styles Raster knows how to paint.
protocol ResolvableShapeStyle: ShapeStyle {
    /// The paint for a shape whose bounds are `bounds` (points, local space).
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint
}

extension ShapeStyle {
    /// The paint of any style; styles Raster cannot paint fall back to the foreground
    /// style with a warning.
    func resolvedPaint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        paint(resolving: 0, in: environment, bounds: bounds)
    }

    /// The paint of a style Raster draws, or of what a custom style resolves to, `depth`
    /// custom styles deep. A chain of custom styles that never reaches one of Raster's
    /// (a style resolving to itself) stops after `maximumResolutionDepth`, with a warning.
    private func paint(resolving depth: Int, in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        if let style = self as? any ResolvableShapeStyle {
            return style.paint(in: environment, bounds: bounds)
        }
        if Resolved.self != Never.self {
            if depth < maximumResolutionDepth {
                return resolve(in: environment).paint(resolving: depth + 1, in: environment, bounds: bounds)
            }
            warnOnce("the shape style \(type(of: self)) still resolves to a custom style after \(maximumResolutionDepth) "
                     + "resolve(in:) calls; the foreground style is used instead. Make resolve(in:) return a Color, "
                     + "a gradient or another built-in style")
        } else {
            warnOnce("the shape style \(type(of: self)) is not supported by Raster; the foreground style is used instead")
        }
        return ForegroundStyle().paint(in: environment, bounds: bounds)
    }
}

/// How many custom styles deep `resolve(in:)` is followed before Raster gives up.
private let maximumResolutionDepth = 16

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        base.resolvedPaint(in: environment, bounds: bounds)
    }
}

/// The foreground style in the current context (`foregroundStyle(_:)`, default `.primary`).
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        guard let style = environment.foregroundStyle ?? environment.defaultForegroundStyle else {
            return .color(Color.primary.resolve(in: environment))
        }
        return style.paint(in: environment, bounds: bounds)
    }
}

/// The tint of the current context (`tint(_:)`, default the accent colour, system blue).
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        guard let tint = environment.tint else { return .color(Color.accentColor.resolve(in: environment)) }
        return tint.paint(in: environment, bounds: bounds)
    }
}

/// A level of the foreground style: primary, secondary, tertiary, quaternary, quinary.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int

    /// The level's opacity applied to a custom foreground style. [UNCERTAIN for quinary:
    /// 0.1, between quaternary and the system quinary label's 5%]
    static let opacities: [Float] = [1, 0.5, 0.25, 0.18, 0.1]

    /// With the default foreground the levels are the system label colours; with a
    /// custom foreground they are its colour at 100%, 50%, 25%, 18% and 10% opacity, or the
    /// levels `foregroundStyle(_:_:)` / `(_:_:_:)` set.
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        paint(relativeTo: environment.foregroundStyle, levels: environment.foregroundLevels, in: environment, bounds: bounds)
    }

    /// The level of `base` (nil: the default foreground, the system label colours) whose
    /// explicit secondary, tertiary... levels are `levels`. A level past the explicit ones
    /// is the last explicit one at the ratio of the two levels' opacities.
    func paint(relativeTo base: AnyShapeStyle?, levels: [AnyShapeStyle], in environment: EnvironmentValues,
               bounds: CGRect) -> DisplayList.Paint {
        if level > 0, let last = levels.indices.last {
            let explicit = min(level - 1, last)
            let ratio = Self.opacities[level] / Self.opacities[explicit + 1]
            return levels[explicit].paint(in: environment, bounds: bounds).multiplyingOpacity(ratio)
        }
        guard let base, !(base.base is HierarchicalShapeStyle) else {
            let colors: [Color] = [.primary, .secondary, Color(storage: .system(.tertiary)), Color(storage: .system(.quaternary)),
                                   Color(storage: .system(.quinary))]
            return .color(colors[level].resolve(in: environment))
        }
        return base.paint(in: environment, bounds: bounds).multiplyingOpacity(Self.opacities[level])
    }
}

/// A hierarchical level fixed against the foreground style it replaced, so that
/// `.foregroundStyle(.secondary)` under `.foregroundStyle(.red)` is red at 50%.
struct RelativeHierarchicalStyle: ShapeStyle, ResolvableShapeStyle {
    let level: HierarchicalShapeStyle
    let base: AnyShapeStyle?
    let levels: [AnyShapeStyle]

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        level.paint(relativeTo: base, levels: levels, in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// The background style in the current context (`backgroundStyle(_:)`, default the system
/// background colour: white in light mode, black in dark mode, #1C1C1E in dark presented
/// content).
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        guard let style = environment.backgroundStyle else {
            return .color(SystemColor.systemBackground.resolved(in: environment))
        }
        return style.paint(in: environment, bounds: bounds)
    }
}

extension BackgroundStyle: LeveledShapeStyle {
    /// The background's levels (`.background.secondary` …) are the system background colours;
    /// iOS has three, so the fourth and fifth levels stay at the third [UNCERTAIN]. A custom
    /// `backgroundStyle` is drawn at the hierarchical opacities instead.
    func paint(level: Int, in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        guard environment.backgroundStyle == nil else {
            return paint(in: environment, bounds: bounds).multiplyingOpacity(HierarchicalShapeStyle.opacities[level])
        }
        let levels: [SystemColor] = [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground]
        return .color(levels[min(level, levels.count - 1)].resolved(in: environment))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        .color(resolve(in: environment))
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}

extension ShapeStyle {
    /// The style with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity)
    }
}

/// A style drawn at a fraction of its opacity.
public struct _OpacityShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        base.paint(in: environment, bounds: bounds).multiplyingOpacity(Float(opacity))
    }
}

extension DisplayList.Paint {
    func multiplyingOpacity(_ factor: Float) -> DisplayList.Paint {
        func scaled(_ stops: [DisplayList.ResolvedStop]) -> [DisplayList.ResolvedStop] {
            stops.map { var s = $0; s.color.opacity *= factor; return s }
        }
        switch self {
        case .color(var c): c.opacity *= factor; return .color(c)
        case .linearGradient(let s, let a, let b): return .linearGradient(scaled(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1): return .radialGradient(scaled(s), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let s, let c, let a): return .angularGradient(scaled(s), center: c, angle: a)
        case .ellipticalGradient(let s, let c, let radii, let r0, let r1):
            return .ellipticalGradient(scaled(s), center: c, radii: radii, startRadius: r0, endRadius: r1)
        case .tiledImage(let pixmap, let imageToUser):
            return .tiledImage(factor == 1 ? pixmap : pixmap.multiplyingOpacity(factor), imageToUser: imageToUser)
        case .meshGradient(let mesh): return .meshGradient(mesh.multiplyingOpacity(factor))
        }
    }
}
