// UIColor.swift · Raster/Paint · mirrors UIKit UIColor (iOS 17) and SwiftUI Color(uiColor:), Color(_: UIColor)
// Status: Partial — colours from components, asset catalogues and UIKit's named colours, as
// far as a SwiftUI view uses them, and to and from Raster's `CGColor`; dynamic colours from a
// provider, resolved for the traits of the environment they are drawn in (UITraitCollection.swift).
//
// Only where there is no UIKit (Linux): view files that colour with `UIColor.secondaryLabel`
// or `Color(.systemGroupedBackground)` compile as they are. A semantic colour resolves, when
// drawn, to iOS 17's light or dark value for the environment's colour scheme: the label and
// fill levels from swiftui-behavior.md §3.2, backgrounds, greys, separators, link and
// placeholder text from ios17-metrics.md §10.1–10.2, the palette (systemRed …) from §3.1.
// Increased-contrast values are not applied (as for Raster's other system colours).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that stores color data and sometimes opacity.
///
/// Raster: a UIKit colour as SwiftUI code uses it: a fixed sRGB colour or a dynamic one
/// (UIKit's semantic colours, asset catalogue colours) whose value is chosen from the light
/// or dark appearance when a view draws it. Components are 0...1 in the sRGB colour space
/// (UIKit's extended sRGB: values beyond it are kept and drawn clamped).
public final class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The SwiftUI colour this one draws as.
    let color: Color

    init(_ storage: Color.Storage) { color = Color(storage: storage) }

    /// Creates a color object from the given SwiftUI color.
    public init(_ color: Color) { self.color = color }

    /// A colour from red, green and blue components and an opacity (0...1, sRGB).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey: `white` (0 black ... 1 white) in every channel, and an opacity.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// A colour from hue, saturation and brightness (each 0...1) and an opacity.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// A colour from Display P3 components (0...1), converted to sRGB.
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// The colour set `name` of an asset catalogue, or nil when no catalogue has it.
    ///
    /// Raster: looked up as `Color(_:bundle:)` with a nil bundle does (the main bundle,
    /// SwiftPM resource bundles, `RASTER_ASSET_PATH`, the current directory), without its
    /// warning: UIKit's initializer returns nil for a missing name.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    /// The colour set `name` of the asset catalogues of `bundle` (nil: the main bundle and
    /// the places `init(named:)` looks), or nil when none has it; its appearance is chosen
    /// when it is drawn.
    public convenience init?(named name: String, in bundle: Bundle?) {
        let catalogs = AssetCatalog.catalogs(in: AssetCatalog.searchFolders(bundle: bundle))
        guard let found = AssetColor.find(name, in: catalogs) else { return nil }
        self.init(.asset(found))
    }

    /// The colour set `name` of `bundle`'s asset catalogues, as `init(named:in:)` finds it:
    /// dynamic when `traitCollection` is nil, else its value for those traits.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let dynamic = UIColor(named: name, in: bundle) else { return nil }
        self.init((traitCollection.map { dynamic.resolvedColor(with: $0) } ?? dynamic).color)
    }

    /// A colour whose value `dynamicProvider` picks from the traits of each view it is drawn in
    /// (light or dark, contrast, level), as UIKit asks it whenever the traits change.
    ///
    /// Raster: the provider is called when the colour is resolved for drawing, with a trait
    /// collection made from the environment (`UITraitCollection`).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(.dynamic(DynamicColor(provider: dynamicProvider)))
    }

    /// The colour's value for `traitCollection`: a fixed colour, the same for every trait
    /// collection for a fixed one.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let appearance = traitCollection.appearance
        return UIColor(Color(Color.resolve(color.storage, scheme: appearance.scheme, contrast: appearance.contrast,
                                           level: appearance.level, accent: nil)))
    }

    /// The colour with its opacity replaced by `alpha` (0...1); a dynamic colour stays dynamic.
    ///
    /// Raster: a dynamic colour's own opacity is multiplied rather than replaced (the
    /// semantic label colours are translucent already). [UNCERTAIN — UIKit replaces it.]
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if case .resolved(var resolved) = color.storage {
            resolved.opacity = Float(alpha)
            return UIColor(.resolved(resolved))
        }
        return UIColor(color.opacity(Double(alpha)))
    }

    /// Returns the components that form the color in the RGB color space: writes each
    /// component (gamma-encoded sRGB, 0...1; extended beyond for colours outside sRGB) and
    /// the opacity where a pointer is given; returns whether the colour could be converted
    /// (always true in Raster).
    ///
    /// Raster: a dynamic colour (semantic, asset) gives its light, standard-contrast value:
    /// there is no current trait collection (UIKit's `UITraitCollection.current`, light
    /// outside a dark view's drawing).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = color.resolve(in: EnvironmentValues())
        red?.pointee = CGFloat(resolved.red)
        green?.pointee = CGFloat(resolved.green)
        blue?.pointee = CGFloat(resolved.blue)
        alpha?.pointee = CGFloat(resolved.opacity)
        return true
    }

    /// Returns the components that form the color in the HSB color space: hue, saturation
    /// and brightness (0...1, from the sRGB components `getRed` gives; hue 0 for greys) and
    /// the opacity, where a pointer is given; returns true.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: alpha)
        let maximum = max(r, g, b), range = maximum - min(r, g, b)
        var h: CGFloat = 0
        if range > 0 {
            switch maximum {
            case r: h = (g - b) / range
            case g: h = 2 + (b - r) / range
            default: h = 4 + (r - g) / range
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }

    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    public var description: String { "UIColor(\(color))" }
}

// MARK: Fixed colours (UIKit's documentation gives each one's components)

extension UIColor {
    /// Grayscale 0, alpha 1.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Grayscale 1/3, alpha 1.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Grayscale 2/3, alpha 1.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// Grayscale 1, alpha 1.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grayscale 0.5, alpha 1.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// RGB 1, 0, 0.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// RGB 0, 1, 0.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// RGB 0, 0, 1.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// RGB 0, 1, 1.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// RGB 1, 1, 0.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// RGB 1, 0, 1.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// RGB 1, 0.5, 0.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// RGB 0.5, 0, 0.5.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// RGB 0.6, 0.4, 0.2.
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Grayscale 0, alpha 0.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

// MARK: Semantic colours (light and dark)

extension UIColor {
    /// Primary text: black in light mode, white in dark mode.
    public static var label: UIColor { UIColor(.system(.primary)) }
    /// Secondary text: 60,60,67 at 60% (light); 235,235,245 at 60% (dark).
    public static var secondaryLabel: UIColor { UIColor(.system(.secondary)) }
    /// Tertiary text: 60,60,67 at 30% (light); 235,235,245 at 30% (dark).
    public static var tertiaryLabel: UIColor { UIColor(.system(.tertiary)) }
    /// Quaternary text: 60,60,67 at 18% (light); 235,235,245 at 16% (dark).
    public static var quaternaryLabel: UIColor { UIColor(.system(.quaternary)) }
    /// Links: 0,122,255 (light); 9,132,255 (dark).
    public static var link: UIColor { UIColor(.system(.link)) }
    /// Placeholder text: 60,60,67 at 30% (light); 235,235,245 at 30% (dark).
    public static var placeholderText: UIColor { UIColor(.system(.placeholderText)) }
    /// Separators over content: 60,60,67 at 29% (light); 84,84,88 at 60% (dark).
    public static var separator: UIColor { UIColor(.system(.separator)) }
    /// Opaque separators: 198,198,200 (light); 56,56,58 (dark).
    public static var opaqueSeparator: UIColor { UIColor(.system(.opaqueSeparator)) }

    /// White (light); black (dark; #1C1C1E in presented content, the elevated level).
    public static var systemBackground: UIColor { UIColor(.system(.systemBackground)) }
    /// 242,242,247 (light); 28,28,30 (dark).
    public static var secondarySystemBackground: UIColor { UIColor(.system(.secondarySystemBackground)) }
    /// White (light); 44,44,46 (dark).
    public static var tertiarySystemBackground: UIColor { UIColor(.system(.tertiarySystemBackground)) }
    /// 242,242,247 (light); black (dark).
    public static var systemGroupedBackground: UIColor { UIColor(.system(.systemGroupedBackground)) }
    /// White (light); 28,28,30 (dark).
    public static var secondarySystemGroupedBackground: UIColor { UIColor(.system(.secondarySystemGroupedBackground)) }
    /// 242,242,247 (light); 44,44,46 (dark).
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(.system(.tertiarySystemGroupedBackground)) }

    /// Thin shapes: 120,120,128 at 20% (light); at 36% (dark).
    public static var systemFill: UIColor { UIColor(.system(.primaryFill)) }
    /// Medium shapes: 120,120,128 at 16% (light); at 32% (dark).
    public static var secondarySystemFill: UIColor { UIColor(.system(.secondaryFill)) }
    /// Large shapes: 120,120,128 at 12% (light); 118,118,128 at 24% (dark).
    public static var tertiarySystemFill: UIColor { UIColor(.system(.tertiaryFill)) }
    /// Large areas: 116,116,128 at 8% (light); at 18% (dark).
    public static var quaternarySystemFill: UIColor { UIColor(.system(.quaternaryFill)) }

    /// 142,142,147 in both appearances.
    public static var systemGray: UIColor { UIColor(.system(.gray)) }
    /// 174,174,178 (light); 99,99,102 (dark).
    public static var systemGray2: UIColor { UIColor(.system(.systemGray2)) }
    /// 199,199,204 (light); 72,72,74 (dark).
    public static var systemGray3: UIColor { UIColor(.system(.systemGray3)) }
    /// 209,209,214 (light); 58,58,60 (dark).
    public static var systemGray4: UIColor { UIColor(.system(.systemGray4)) }
    /// 229,229,234 (light); 44,44,46 (dark).
    public static var systemGray5: UIColor { UIColor(.system(.systemGray5)) }
    /// 242,242,247 (light); 28,28,30 (dark).
    public static var systemGray6: UIColor { UIColor(.system(.systemGray6)) }

    /// SwiftUI's `Color.red`: 255,59,48 (light); 255,69,58 (dark).
    public static var systemRed: UIColor { UIColor(.system(.red)) }
    /// SwiftUI's `Color.orange`.
    public static var systemOrange: UIColor { UIColor(.system(.orange)) }
    /// SwiftUI's `Color.yellow`.
    public static var systemYellow: UIColor { UIColor(.system(.yellow)) }
    /// SwiftUI's `Color.green`.
    public static var systemGreen: UIColor { UIColor(.system(.green)) }
    /// SwiftUI's `Color.mint`.
    public static var systemMint: UIColor { UIColor(.system(.mint)) }
    /// SwiftUI's `Color.teal`.
    public static var systemTeal: UIColor { UIColor(.system(.teal)) }
    /// SwiftUI's `Color.cyan`.
    public static var systemCyan: UIColor { UIColor(.system(.cyan)) }
    /// SwiftUI's `Color.blue`: 0,122,255 (light); 10,132,255 (dark).
    public static var systemBlue: UIColor { UIColor(.system(.blue)) }
    /// SwiftUI's `Color.indigo`.
    public static var systemIndigo: UIColor { UIColor(.system(.indigo)) }
    /// SwiftUI's `Color.purple`.
    public static var systemPurple: UIColor { UIColor(.system(.purple)) }
    /// SwiftUI's `Color.pink`.
    public static var systemPink: UIColor { UIColor(.system(.pink)) }
    /// SwiftUI's `Color.brown`.
    public static var systemBrown: UIColor { UIColor(.system(.brown)) }
}

// MARK: Core Graphics

extension UIColor {
    /// The Quartz colour of this colour: its sRGB components and opacity.
    ///
    /// Raster: a dynamic colour (semantic, asset) gives its light, standard-contrast value,
    /// as on iOS outside a dark trait collection: `layer.borderColor = UIColor.label.cgColor`
    /// stays black in dark mode, as it does on an iPhone.
    public var cgColor: CGColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a colour from a Quartz colour: its components as `Color(cgColor:)` reads them.
    public convenience init(cgColor: CGColor) {
        self.init(Color(cgColor: cgColor))
    }
}

extension Color {
    /// Creates a color from a UIKit color.
    ///
    /// Raster: a semantic UIKit colour (`.systemBackground`, `.secondaryLabel`, …) stays
    /// dynamic: its light or dark value is chosen when the view is drawn.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// Creates a color from a UIKit color (SwiftUI's iOS 13 spelling of `init(uiColor:)`).
    public init(_ color: UIColor) {
        self = color.color
    }
}
/// A colour provider of `UIColor(dynamicProvider:)`, compared by identity: each provider
/// is a colour of its own.
final class DynamicColor: Hashable, @unchecked Sendable {
    // @unchecked: the provider is the app's closure, called where colours resolve, as UIKit
    // calls it on the main thread.
    let provider: (UITraitCollection) -> UIColor

    init(provider: @escaping (UITraitCollection) -> UIColor) { self.provider = provider }

    /// How many dynamic colours are being resolved, one inside the other, on this task.
    @TaskLocal private static var depth = 0
    /// The most dynamic colours resolved one inside the other: a provider that returns
    /// itself (or a cycle of them) stops there.
    static let maximumDepth = 32

    /// `resolve` of the provider's colour for a view drawn in `scheme` at `contrast` and
    /// `level`; clear, with a warning, when providers nest deeper than `maximumDepth`.
    func resolving(scheme: ColorScheme, contrast: ColorSchemeContrast, level: UserInterfaceLevel,
                   _ resolve: (Color.Storage) -> Color.Resolved) -> Color.Resolved {
        guard Self.depth < Self.maximumDepth else {
            warnOnce("UIColor(dynamicProvider:): providers returned dynamic colours \(Self.maximumDepth) deep (a provider that "
                     + "returns itself, or a cycle); the colour is drawn clear. Return a fixed or system colour from the provider")
            return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        }
        let chosen = provider(UITraitCollection(scheme: scheme, contrast: contrast, level: level)).color.storage
        return Self.$depth.withValue(Self.depth + 1) { resolve(chosen) }
    }

    static func == (lhs: DynamicColor, rhs: DynamicColor) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
#endif
