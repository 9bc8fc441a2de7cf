// UIFont.swift · Raster/Views/UIKit · mirrors UIKit UIFont, UIFont.TextStyle, UIFont.Weight (iOS 17), and SwiftUI Font.init(_: UIFont)
// Status: Partial — system fonts (sizes, weights, designs, bold and italic traits), named
// fonts and the Dynamic Type text styles, drawn by UILabel and UITextView through Raster's
// text engine; no font names or metrics (ascender, lineHeight) read back.
// Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that provides access to the font's characteristics.
///
/// Raster: a face (the system font or a named family, with a weight, a design and an
/// italic trait) at `pointSize` points. UIKit views (`UILabel`, `UITextView`) draw it at
/// exactly that size with Raster's text engine; bar appearances' text attributes take it
/// too. A preferred font (`preferredFont(forTextStyle:)`) has its style's size at the Dynamic
/// Type size of the view code that asked for it, as on iOS, where it is the size of the
/// current content size category.
public final class UIFont: @unchecked Sendable {
    /// The SwiftUI font this one stands for (`Font(_:)`).
    let font: Font
    /// The font's size, points.
    public let pointSize: CGFloat
    /// Whether `UIFontMetrics` made this font by scaling another.
    let isScaled: Bool

    init(_ font: Font, size: CGFloat, isScaled: Bool = false) {
        self.font = font
        pointSize = size
        self.isScaled = isScaled
    }

    /// The font named `fontName` at `size` points. Raster: never nil; a name no font has falls
    /// back as `Font.custom(_:size:)` does, with its warning when drawn.
    public convenience init?(name fontName: String, size: CGFloat) {
        let size = UIFont.checked(size, in: "UIFont(name: \"\(fontName)\", size:)")
        self.init(.custom(fontName, size: size), size: size)
    }

    /// The font `descriptor` describes, at `pointSize` points when it is greater than 0,
    /// else at the descriptor's own size (UIKit: a positive size takes precedence over the
    /// descriptor's).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? UIFont.checked(pointSize, in: "UIFont(descriptor:size:)") : descriptor.pointSize
        var face = descriptor.face
        face.size = size
        self.init(Font(face), size: size)
    }

    /// Mirrors UIKit's `UIFont.familyNames`: the families of the installed fonts. Raster: the
    /// families of the fonts Raster draws with (its font folders: `RASTER_FONT_PATH`, then the
    /// system's), sorted by UTF-8 bytes; an iPhone lists its own families.
    public static var familyNames: [String] { FontLibrary.shared.familyNames }

    /// Mirrors UIKit's `UIFont.fontNames(forFamilyName:)`: the PostScript names of a family's
    /// faces (the family compared without regard to case), or none for a family not installed.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        FontLibrary.shared.faces(inFamily: familyName).map(\.postScriptName)
    }

    /// Mirrors UIKit's `UIFont.systemFontSize`: the standard system font size, 14 points on
    /// iOS (a label's text is 17: `labelFontSize`).
    public static var systemFontSize: CGFloat { 14 }
    /// Mirrors UIKit's `UIFont.smallSystemFontSize`: 12 points on iOS.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// Mirrors UIKit's `UIFont.labelFontSize`: the size of a label's text, 17 points on iOS.
    public static var labelFontSize: CGFloat { 17 }
    /// Mirrors UIKit's `UIFont.buttonFontSize`: the size of a button's text, 18 points on iOS.
    public static var buttonFontSize: CGFloat { 18 }

    /// The system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let size = checked(fontSize, in: "UIFont.systemFont(ofSize:)")
        return UIFont(.system(size: size, weight: weight.swiftUI), size: size)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        let size = checked(fontSize, in: "UIFont.italicSystemFont(ofSize:)")
        return UIFont(.system(size: size).italic(), size: size)
    }

    /// The monospaced system font at `fontSize` points and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let size = checked(fontSize, in: "UIFont.monospacedSystemFont(ofSize:weight:)")
        return UIFont(.system(size: size, weight: weight.swiftUI, design: .monospaced), size: size)
    }

    /// The font of a Dynamic Type text style at the current content size category: its
    /// `pointSize` is the style's in iOS 17's table at the Dynamic Type size of the view code
    /// that asks (a representable's `makeUIView`, a body; Large, 17 for `.body`, outside a
    /// host). UIKit views draw it at that size; through `Font(_:)` it is the SwiftUI text
    /// style, which follows the environment's Dynamic Type size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a Dynamic Type text style at the content size category of
    /// `traitCollection` (nil or unspecified: the current one, see
    /// `preferredFont(forTextStyle:)`).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let swiftUI = style.checkedSwiftUI(in: "UIFont.preferredFont(forTextStyle:)")
        let size = DynamicTypeMetrics.pointSize(of: swiftUI, at: UITraitCollection.dynamicTypeSize(of: traitCollection))
        return UIFont(.system(swiftUI), size: size)
    }

    /// The font's descriptor: its face and size.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(face: drawnFace) }

    /// The same font at `fontSize` points (not a finite number ≥ 0: size 0, with a warning).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        let size = UIFont.checked(fontSize, in: "UIFont.withSize(_:)")
        var face = drawnFace
        face.size = size
        return UIFont(Font(face), size: size)
    }

    /// The face UIKit's views draw: the font at exactly `pointSize` points, whatever the
    /// environment's Dynamic Type size (a UIFont is fixed once made).
    var drawnFace: Font.Resolved {
        var face = font.resolved
        face.size = pointSize
        face.scalesRelativeTo = nil
        return face
    }

    /// `size` when it is a finite number ≥ 0; else 0 (nothing drawn) with a warning naming
    /// `call` and what is sized (`sizing`: "the font has size 0 and its text", by default).
    static func checked(_ size: CGFloat, in call: String,
                        sizing consequence: String = "the font has size 0 and its text") -> CGFloat {
        guard size.isFinite, size >= 0 else {
            warnOnce("\(call): the size \(size) is not a finite number of points ≥ 0, so \(consequence) "
                     + "draws nothing; give a size such as 17")
            return 0
        }
        return size
    }

    /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        private static let styles: [TextStyle: Font.TextStyle] = [
            .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3, .headline: .headline,
            .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote, .caption1: .caption,
            .caption2: .caption2,
        ]

        /// The SwiftUI text style of the same name (`.body` for a raw value UIKit does not have).
        var swiftUI: Font.TextStyle { Self.styles[self] ?? .body }

        /// `swiftUI`, warning (naming `call`) when the raw value is not one of UIKit's styles.
        func checkedSwiftUI(in call: String) -> Font.TextStyle {
            if Self.styles[self] == nil {
                warnOnce("\(call): \"\(rawValue)\" is not a UIFont.TextStyle iOS has, so the body style is used; "
                         + "use one of the static styles, such as .body or .headline")
            }
            return swiftUI
        }
    }

    /// A font weight, UIKit's values (-1 lightest ... 1 heaviest).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The nearest SwiftUI weight.
        var swiftUI: Font.Weight {
            let named: [(Weight, Font.Weight)] = [(.ultraLight, .ultraLight), (.thin, .thin), (.light, .light),
                                                  (.regular, .regular), (.medium, .medium), (.semibold, .semibold),
                                                  (.bold, .bold), (.heavy, .heavy), (.black, .black)]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }
}

extension Font {
    /// The SwiftUI font a UIKit font stands for (SwiftUI `Font.init(_: UIFont)`): a system
    /// font of its size and weight, a named font, or a Dynamic Type style's.
    public init(_ font: UIFont) {
        self = font.font
    }
}
#endif
