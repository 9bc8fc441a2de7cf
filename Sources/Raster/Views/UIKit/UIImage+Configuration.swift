// UIImage+Configuration.swift · Raster/Views/UIKit · mirrors UIKit UIImage.Configuration, UIImage.SymbolConfiguration, UIImage.SymbolWeight, UIImage.SymbolScale, UIImage.RenderingMode and the image's configuring methods (iOS 17)
// Status: Partial — point size, weight, scale, text style, font, hierarchical and palette
// colours, rendering modes and tint colours are drawn by UIImageView as Image(systemName:)
// draws with those settings; symbols are one colour (as every SymbolRenderingMode is in
// Raster), so a palette draws its first colour. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension UIImage {
    /// A symbol image of `name` drawn with `configuration` (a `SymbolConfiguration`; nil or
    /// another configuration: none), or nil when Raster has no such symbol (see
    /// `init(systemName:)`).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard UIImage.hasSymbol(name) else { return nil }
        self.init(source: .symbol(name), configuration: configuration as? SymbolConfiguration)
    }

    /// The symbol configuration the image is drawn with; nil for none.
    public var symbolConfiguration: SymbolConfiguration? { configuration }

    /// Whether the image is an SF Symbol.
    public var isSymbolImage: Bool {
        if case .symbol = source { return true }
        return false
    }

    /// The image with `configuration` in place of its own (a configuration that is not a
    /// `SymbolConfiguration` removes it).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        UIImage(source: source, configuration: configuration as? SymbolConfiguration, renderingMode: renderingMode, tint: tint)
    }

    /// The image with `configuration`'s values put over its own configuration's
    /// (`SymbolConfiguration.applying(_:)`).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        let merged = self.configuration?.applying(configuration) ?? configuration
        return UIImage(source: source, configuration: merged, renderingMode: renderingMode, tint: tint)
    }

    /// The image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, configuration: configuration, renderingMode: renderingMode, tint: tint)
    }

    /// The image in `color`, drawn as it is (`.alwaysOriginal`): a symbol in that colour, a
    /// bitmap as a silhouette of its alpha in that colour.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image in `color` and `renderingMode`. As UIKit documents, a symbol always draws in
    /// `color`; a bitmap is a silhouette of its alpha in `color`, or in the view's tint when
    /// `renderingMode` is `.alwaysTemplate`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, configuration: configuration, renderingMode: renderingMode, tint: color)
    }

    /// `environment` with the symbol configuration's font and image scale (unchanged for a
    /// bitmap or an unconfigured symbol).
    func symbolEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard isSymbolImage, let configuration else { return environment }
        var environment = environment
        if let font = configuration.symbolFont { environment.font = font }
        if let scale = configuration.scale.swiftUI { environment.imageScale = scale }
        return environment
    }

    /// How a view whose tint is `viewTint` draws the image: the environment (the symbol
    /// configuration's font and scale, and the foreground colour) and whether the image is a
    /// template (its alpha filled with that colour). A symbol draws in its tint colour, else
    /// black when `.alwaysOriginal`, else its configuration's colour, else `viewTint`; a
    /// bitmap is a template in `viewTint` when `.alwaysTemplate`, else in its tint colour
    /// when it has one, else drawn as it is.
    func drawing(in environment: EnvironmentValues, viewTint: UIColor) -> (environment: EnvironmentValues, isTemplate: Bool) {
        var environment = symbolEnvironment(environment)
        let color: UIColor?
        if isSymbolImage {
            color = tint ?? (renderingMode == .alwaysOriginal ? .black : configuration?.symbolColor ?? viewTint)
        } else {
            color = renderingMode == .alwaysTemplate ? viewTint : tint
        }
        guard let color else { return (environment, false) }
        environment.foregroundStyle = AnyShapeStyle(color.color)
        return (environment, !isSymbolImage)
    }

    /// The traits an image is configured with (UIKit's `UIImage.Configuration`); symbol
    /// images take a `SymbolConfiguration`.
    open class Configuration: @unchecked Sendable {
        init() {}
    }

    /// The size, weight, scale and colours a symbol image is drawn with.
    ///
    /// Raster: a `UIImageView` draws a configured symbol as `Image(systemName:)` draws in a
    /// view whose font is `.system(size: pointSize, weight:)` (points) or the text style's
    /// (at the current content size category) or the `UIFont`'s, whose `imageScale` is the
    /// scale's, and whose foreground is the hierarchical colour or the first palette colour
    /// (Raster draws symbols in one colour). Unset values are the image view's: the body
    /// style, the medium scale and the view's tint.
    public final class SymbolConfiguration: Configuration, Hashable, @unchecked Sendable {
        /// The point size, points; nil unset.
        var pointSize: CGFloat?
        var weight: SymbolWeight = .unspecified
        var scale: SymbolScale = .unspecified
        var textStyle: UIFont.TextStyle?
        var font: UIFont?
        var hierarchicalColor: UIColor?
        var paletteColors: [UIColor]?

        override init() {}

        /// A configuration with no value set.
        public static let unspecified = SymbolConfiguration()

        /// Symbols at `pointSize` points (not a finite number ≥ 0: 0, with a warning).
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// Symbols at `pointSize` points and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// Symbols at `pointSize` points, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            self.pointSize = UIFont.checked(pointSize, in: "UIImage.SymbolConfiguration(pointSize:)",
                                            sizing: "the symbol has size 0 and")
            self.weight = weight
            self.scale = scale
        }

        /// Symbols in the font of `textStyle` (a raw value iOS lacks is body, with a warning).
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        /// Symbols in the font of `textStyle` at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init()
            _ = textStyle.checkedSwiftUI(in: "UIImage.SymbolConfiguration(textStyle:)")
            self.textStyle = textStyle
            self.scale = scale
        }

        /// Symbols in `font`.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// Symbols in `font` at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init()
            self.font = font
            self.scale = scale
        }

        /// Symbols at `weight`.
        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }

        /// Symbols at `scale`.
        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }

        /// Symbols drawn hierarchically in `hierarchicalColor`. Raster draws them in that
        /// colour, one layer (as `SymbolRenderingMode.hierarchical` in Raster).
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            self.hierarchicalColor = hierarchicalColor
        }

        /// Symbols drawn with a colour per layer. Raster draws them in the first colour; an
        /// empty list leaves the colour to the view's tint, with a warning.
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            if paletteColors.isEmpty {
                warnOnce("UIImage.SymbolConfiguration(paletteColors:) was given no colours, so the symbol is drawn in the "
                         + "view's tint; give one colour per layer")
            }
            self.paletteColors = paletteColors.isEmpty ? nil : paletteColors
        }

        /// This configuration with the values `otherConfiguration` sets put over its own (nil:
        /// this one). The size-giving values (point size, text style, font) replace each
        /// other, and so do the colour ones (hierarchical, palette), as in UIKit.
        public func applying(_ otherConfiguration: Configuration?) -> Self {
            let result = SymbolConfiguration()
            result.copyValues(from: self)
            if let other = otherConfiguration as? SymbolConfiguration { result.copyValues(from: other) }
            return unsafeDowncast(result, to: Self.self)
        }

        /// The values `other` sets, put over this one's.
        private func copyValues(from other: SymbolConfiguration) {
            if other.pointSize != nil || other.textStyle != nil || other.font != nil {
                (pointSize, textStyle, font) = (other.pointSize, other.textStyle, other.font)
            }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified { scale = other.scale }
            if other.hierarchicalColor != nil || other.paletteColors != nil {
                (hierarchicalColor, paletteColors) = (other.hierarchicalColor, other.paletteColors)
            }
        }

        /// The font a symbol is drawn in (nil: the view's, body), at the weight when one is set.
        var symbolFont: Font? {
            var font: Font?
            if let pointSize { font = .system(size: pointSize) }
            if let textStyle { font = .system(textStyle.swiftUI) }
            if let uiFont = self.font { font = Font(uiFont.drawnFace) }
            guard let swiftUI = weight.swiftUI else { return font }
            return (font ?? .body).weight(swiftUI)
        }

        /// The colour the configuration draws a symbol in, nil when it sets none.
        var symbolColor: UIColor? { hierarchicalColor ?? paletteColors?.first }

        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale && lhs.textStyle == rhs.textStyle
                && lhs.font === rhs.font && lhs.hierarchicalColor == rhs.hierarchicalColor && lhs.paletteColors == rhs.paletteColors
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
        }
    }

    /// The weights of a symbol (UIKit's `UIImage.SymbolWeight`, its raw values UIKit's).
    public enum SymbolWeight: Int, Hashable, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The SwiftUI font weight, nil when unspecified.
        var swiftUI: Font.Weight? {
            switch self {
            case .unspecified: nil
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// The scales of a symbol relative to its font (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Hashable, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        /// The SwiftUI image scale, nil for the view's own (default and unspecified).
        var swiftUI: Image.Scale? {
            switch self {
            case .small: .small
            case .medium: .medium
            case .large: .large
            case .default, .unspecified: nil
            }
        }
    }

    /// How an image's colours are used (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Hashable, Sendable {
        /// The context's choice: symbols are templates, bitmaps drawn as they are.
        case automatic = 0
        /// The image's own colours (a symbol's is black).
        case alwaysOriginal = 1
        /// Only the image's alpha, filled with the view's tint colour.
        case alwaysTemplate = 2
    }
}
#endif
