// Material.swift · Raster/Paint · mirrors SwiftUI Material and the ShapeStyle material statics (iOS 17)
// Status: Partial — drawn as a blur, saturation and tint of what is behind (a display list
// backdrop); no vibrancy for content drawn on a material, and the figures are UNCERTAIN
// (see `Material.look`).

import Foundation

/// A background material type: a translucent blur of what is behind it.
///
/// Raster: filling a shape with a material (`background(.thinMaterial)`,
/// `background(.regularMaterial, in: RoundedRectangle(...))`, `Rectangle().fill(.bar)`,
/// `foregroundStyle(.ultraThinMaterial)` on a shape) replaces what is already drawn behind the
/// shape with that content blurred (Gaussian, standard deviation in points), made more
/// saturated and covered with the material's tint for the colour scheme. Content drawn with
/// a material where no backdrop can be sampled (text, strokes) uses the tint colour alone.
public struct Material: Sendable, Hashable {
    enum Thickness: Int, Sendable {
        case ultraThin, thin, regular, thick, ultraThick, bar
        /// The platters of presentations (Material+Platters.swift): Raster's own, as
        /// SwiftUI has no material for them.
        case alertPlatter, actionSheetPlatter, menuPlatter
        /// The screen behind an open context menu (Material+Platters.swift).
        case contextMenuBackdrop
    }

    let thickness: Thickness
    /// How much of the material is applied, 0...1: 1 draws it whole; less draws it part way
    /// from nothing (`applied(_:)`).
    var amount: Double = 1

    /// The default material, a compromise between translucency and contrast.
    public static let regular = Material(thickness: .regular)
    /// More opaque than regular.
    public static let thick = Material(thickness: .thick)
    /// More translucent than regular.
    public static let thin = Material(thickness: .thin)
    /// Mostly translucent.
    public static let ultraThin = Material(thickness: .ultraThin)
    /// Mostly opaque.
    public static let ultraThick = Material(thickness: .ultraThick)
    /// The material of system bars (navigation, tab and tool bars).
    public static let bar = Material(thickness: .bar)

    /// What the material does to the content behind it in `scheme`.
    ///
    /// [UNCERTAIN — Apple publishes no figures (ios17-metrics.md §10.4). Blur standard
    /// deviations grow from 8 pt (ultraThin) to 16 pt (ultraThick); `bar` is 10 pt with
    /// Flutter's bar tints (#F8F8F8 at 80% light, #212121 at 72% dark; FLT theme.dart,
    /// nav_bar.dart, ios17-metrics.md §2). The saturation of 1.8 is the figure commonly used
    /// to imitate UIKit's system materials (WebKit's `-apple-system` materials pair a blur
    /// with a `saturate()` of that order). Tints are white (light) and #1C1C1E, the dark
    /// secondary system background (dark), at opacities rising with thickness, matched by
    /// eye to iOS 17 screenshots: light 0.30 / 0.50 / 0.65 / 0.80 / 0.90, dark 0.35 / 0.55 /
    /// 0.70 / 0.82 / 0.92.]
    func look(in scheme: ColorScheme) -> Backdrop {
        let whole = wholeLook(in: scheme)
        guard amount < 1 else { return whole }
        var tint = whole.tint
        tint.opacity *= Float(amount)
        return Backdrop(blurRadius: whole.blurRadius * CGFloat(amount), saturation: 1 + (whole.saturation - 1) * amount, tint: tint)
    }

    /// The material applied `amount` of the way from nothing (0) to whole (1): its blur
    /// radius, its saturation's change and its tint's opacity scaled by `amount`. Raster's
    /// fade of a material, for a bar whose background comes part way in with a gesture (a
    /// material cannot be faded as a layer in Raster, as its backdrop is what is drawn behind
    /// the layer). Over a flat grey (white included) it is exactly the whole material
    /// cross-faded with what is behind by `amount`; over a flat colour, close to it.
    func applied(_ amount: Double) -> Material {
        var material = self
        material.amount = min(max(amount, 0), 1)
        return material
    }

    /// The material's look whole, whatever its `amount`.
    private func wholeLook(in scheme: ColorScheme) -> Backdrop {
        let light = scheme == .light
        let white = Color.Resolved(red: 1, green: 1, blue: 1)
        let dark = Color.Resolved(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
        func tinted(_ base: Color.Resolved, _ opacity: Float) -> Color.Resolved {
            var c = base
            c.opacity = opacity
            return c
        }
        switch thickness {
        case .ultraThin: return Backdrop(blurRadius: 8, saturation: 1.8, tint: light ? tinted(white, 0.30) : tinted(dark, 0.35))
        case .thin: return Backdrop(blurRadius: 10, saturation: 1.8, tint: light ? tinted(white, 0.50) : tinted(dark, 0.55))
        case .regular: return Backdrop(blurRadius: 12, saturation: 1.8, tint: light ? tinted(white, 0.65) : tinted(dark, 0.70))
        case .thick: return Backdrop(blurRadius: 14, saturation: 1.8, tint: light ? tinted(white, 0.80) : tinted(dark, 0.82))
        case .ultraThick: return Backdrop(blurRadius: 16, saturation: 1.8, tint: light ? tinted(white, 0.90) : tinted(dark, 0.92))
        case .bar:
            return Backdrop(blurRadius: 10, saturation: 1.8,
                            tint: light ? Color.Resolved(red: 248 / 255, green: 248 / 255, blue: 248 / 255, opacity: 0.80)
                                        : Color.Resolved(red: 33 / 255, green: 33 / 255, blue: 33 / 255, opacity: 0.72))
        case .alertPlatter, .actionSheetPlatter, .menuPlatter, .contextMenuBackdrop:
            return platterLook(in: scheme)
        }
    }
}

extension Material: ShapeStyle, ResolvableShapeStyle {
    /// Where a backdrop cannot be drawn (text, strokes): the tint colour.
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        .color(look(in: environment.colorScheme).tint)
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material more translucent than regular.
    public static var thinMaterial: Material { .thin }
    /// The default material.
    public static var regularMaterial: Material { .regular }
    /// A material more opaque than regular.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of system bars.
    public static var bar: Material { Material(thickness: .bar) }
}

extension ShapeStyle {
    /// The material this style stands for where it is drawn, looking through type erasure
    /// and the foreground style; nil for styles that are not materials.
    func material(in environment: EnvironmentValues) -> Material? {
        switch self {
        case let material as Material: return material
        case let erased as AnyShapeStyle: return erased.base.material(in: environment)
        case is ForegroundStyle:
            return (environment.foregroundStyle ?? environment.defaultForegroundStyle)?.material(in: environment)
        case is BackgroundStyle:
            return environment.backgroundStyle?.material(in: environment)
        default: return nil
        }
    }

    /// What filling a shape with this style draws instead of a paint: the backdrop of a
    /// material (`look(in:)`) or of Liquid Glass (`GlassFill`); nil for styles that paint.
    func backdrop(in environment: EnvironmentValues) -> Backdrop? {
        if let glass = self as? GlassFill { return glass.glass.look(in: environment) }
        return material(in: environment)?.look(in: environment.colorScheme)
    }
}
