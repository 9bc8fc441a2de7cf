// UIVisualEffectView.swift · Raster/Views/UIKit · mirrors UIKit UIVisualEffectView, UIVisualEffect, UIBlurEffect, UIVibrancyEffect, UIVibrancyEffectStyle (iOS 17)
// Status: Partial — a blur draws the SwiftUI material of its thickness over what is behind
// the view, with the content view's subviews above; a vibrancy draws its content in the
// style's colour, not blended with what is behind it as iOS does.
// Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An initial object for visual effects (UIKit's `UIVisualEffect`): a blur or a vibrancy.
open class UIVisualEffect {
    public init() {}
}

/// A visual effect that blurs what is behind it.
///
/// Raster: in a `UIVisualEffectView`, drawn as the SwiftUI material of the matching
/// thickness (`Style.material`); as a bar appearance's `backgroundEffect`, any blur draws the
/// bar material.
public final class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    public let style: Style

    /// Creates a blur effect of `style`.
    public init(style: Style) { self.style = style }

    /// UIKit's blur styles (the system materials and the legacy ones).
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark

        /// The SwiftUI material drawn for the style and the colour scheme it fixes (nil: the
        /// view's own): `.systemUltraThinMaterial` is `.ultraThinMaterial`, `.systemThinMaterial`
        /// `.thinMaterial`, `.systemMaterial` `.regularMaterial`, `.systemThickMaterial`
        /// `.thickMaterial`, `.systemChromeMaterial` `.bar` (the material of UIKit's bars), each
        /// `…Light`/`…Dark` form in that scheme. The legacy styles [UNCERTAIN: Apple gives no
        /// mapping]: `.regular` is regular, `.prominent` thick, `.light` regular in light,
        /// `.extraLight` thin in light and `.dark` regular in dark.
        var material: (material: Material, scheme: ColorScheme?) {
            switch self {
            case .systemUltraThinMaterial: (.ultraThin, nil)
            case .systemThinMaterial: (.thin, nil)
            case .systemMaterial, .regular: (.regular, nil)
            case .systemThickMaterial, .prominent: (.thick, nil)
            case .systemChromeMaterial: (.bar, nil)
            case .systemUltraThinMaterialLight: (.ultraThin, .light)
            case .systemThinMaterialLight, .extraLight: (.thin, .light)
            case .systemMaterialLight, .light: (.regular, .light)
            case .systemThickMaterialLight: (.thick, .light)
            case .systemChromeMaterialLight: (.bar, .light)
            case .systemUltraThinMaterialDark: (.ultraThin, .dark)
            case .systemThinMaterialDark: (.thin, .dark)
            case .systemMaterialDark, .dark: (.regular, .dark)
            case .systemThickMaterialDark: (.thick, .dark)
            case .systemChromeMaterialDark: (.bar, .dark)
            }
        }
    }
}

/// An object that amplifies and adjusts the colour of the content layered behind a visual
/// effect view.
///
/// Raster: in a `UIVisualEffectView`, the content view's subviews are drawn in the style's
/// colour (`UIVibrancyEffectStyle.color`) resolved in the blur's colour scheme (its
/// `…Light`/`…Dark` one, else the view's), keeping their shapes and opacity: a label on a dark
/// material's vibrancy is light whatever its own colour, as on iOS. [UNCERTAIN: iOS blends
/// vibrant content with what is behind it (lighter on dark materials, darker on light ones);
/// Raster fills it with the plain colour.]
public final class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is for.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style (default `.label`).
    public let style: UIVibrancyEffectStyle

    /// Creates a vibrancy effect for `blurEffect` in `style`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
    }

    /// Creates a vibrancy effect for `blurEffect` in the `.label` style.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }
}

/// The styles of vibrancy (UIKit's `UIVibrancyEffectStyle`): the semantic colour the
/// content takes, from the label colours to the fills and the separator.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator

    /// The semantic colour of the same name (`.label` is `UIColor.label`, `.fill`
    /// `UIColor.systemFill`, and so on).
    var color: UIColor {
        switch self {
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        case .tertiaryLabel: .tertiaryLabel
        case .quaternaryLabel: .quaternaryLabel
        case .fill: .systemFill
        case .secondaryFill: .secondarySystemFill
        case .tertiaryFill: .tertiarySystemFill
        case .separator: .separator
        }
    }
}

/// An object that implements some complex visual effects.
///
/// Raster: with a `UIBlurEffect`, the view's bounds (rounded by `layer.cornerRadius` when
/// it clips to them) show what is drawn behind the view blurred, saturated and tinted as the
/// SwiftUI material of the blur's thickness (`UIBlurEffect.Style.material`) in the view's
/// colour scheme (or the style's own `…Light`/`…Dark` scheme); the `contentView`'s subviews
/// are drawn above it. Points, y down. With a `UIVibrancyEffect` the subviews are drawn in the
/// vibrancy's colour (see `UIVibrancyEffect`) and no material; with no effect, nothing but the
/// content is drawn. Its `backgroundColor`, which UIKit forbids setting, is drawn under the
/// material as any view's.
open class UIVisualEffectView: UIView {
    /// The effect (nil: none).
    open var effect: UIVisualEffect?
    /// The view to add subviews to, so that they are drawn over the effect; it fills the
    /// effect view (its frame is the effect view's bounds).
    public let contentView: UIView

    /// Creates an effect view drawing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates an effect view with the frame you give and no effect.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Raster: there are no archives; returns nil (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps the content view over the bounds, as UIKit does.
    open override var frame: CGRect {
        didSet { contentView.frame = bounds }
    }

    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        guard let blur = effect as? UIBlurEffect else { return [] }
        let (material, scheme) = blur.style.material
        return [.backdrop(layer.shape(in: bounds), FillStyle(), material.look(in: scheme ?? environment.colorScheme))]
    }

    /// With a vibrancy, the subviews' drawing as a mask over the bounds filled in the
    /// vibrancy's colour: each drawn pixel keeps its coverage and opacity and takes the colour.
    override func subviewItems(_ items: [DisplayList.Item], in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        guard let vibrancy = effect as? UIVibrancyEffect, !items.isEmpty else { return items }
        var scheme = environment
        if let fixed = vibrancy.blurEffect.style.material.scheme { scheme.colorScheme = fixed }
        let color = vibrancy.style.color.color.resolve(in: scheme)
        return [.group(.mask(items), [.fill(Path(bounds), .color(color), FillStyle())])]
    }
}
#endif
