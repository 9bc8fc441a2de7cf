// Color.swift · Raster/Paint · mirrors SwiftUI Color, Color.Resolved, ColorScheme (iOS 17)
// Status: Partial — sRGB, linear sRGB and Display P3, the iOS 17 system palette
// (light/dark, standard contrast) and asset catalogue colours (Color+Asset.swift).

import Foundation

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// A representation of a color that adapts to a given context.
///
/// Raster: colours are sRGB. A system colour (`.blue`, `.primary`, ...) resolves to the
/// iOS 17 value for the environment's `colorScheme` (swiftui-behavior.md §3.1, §3.2).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// A concrete colour value: red, green and blue components in the sRGB colour space and
    /// an opacity.
    ///
    /// Raster: `red`, `green`, `blue` are gamma-encoded sRGB (0...1, extended beyond that
    /// range for colours outside sRGB, such as saturated Display P3 ones), straight (not
    /// premultiplied) alpha; `linearRed`... are the same components in linear light
    /// (Color+ColorSpace.swift). SwiftUI stores the linear values; the encoded ones are what
    /// Raster draws with, clamped to 0...1.
    /// Coded as its sRGB components (`red`, `green`, `blue`, `opacity`, 0...1 floats).
    public struct Resolved: Hashable, Sendable, Codable {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        /// A resolved colour from components in `colorSpace` (converted to sRGB).
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let encoded = Color.RGBColorSpace.encodedSRGB(red: Double(red), green: Double(green), blue: Double(blue),
                                                          from: colorSpace)
            self.red = Float(encoded.0); self.green = Float(encoded.1); self.blue = Float(encoded.2)
            self.opacity = opacity
        }

        /// Components as 0...255 bytes (straight alpha), rounded to nearest.
        var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            func byte(_ v: Float) -> UInt8 { UInt8(Swift.max(0, Swift.min(255, (v * 255).rounded()))) }
            return (byte(red), byte(green), byte(blue), byte(opacity))
        }
    }

    /// The colour spaces a colour can be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    indirect enum Storage: Hashable, Sendable {
        case resolved(Resolved)
        case system(SystemColor)
        case opacity(Storage, Double)
        /// `Color.accentColor`: the environment's accent colour (`accentColor(_:)`), else blue.
        case accent
        /// A colour set of an asset catalogue, its appearance chosen when resolved.
        case asset(AssetColor)
        /// A UIKit colour whose provider picks a colour for the traits it is drawn with
        /// (`UIColor(dynamicProvider:)`).
        case dynamic(DynamicColor)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// A colour from red, green and blue components (0...1) in `colorSpace` and an opacity.
    ///
    /// Raster: `.sRGBLinear` components are gamma-encoded and `.displayP3` ones converted to
    /// sRGB (Color+ColorSpace.swift); P3 colours outside sRGB keep extended components and
    /// are drawn clamped.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .resolved(Resolved(colorSpace: colorSpace, red: Float(red), green: Float(green), blue: Float(blue),
                                     opacity: Float(opacity)))
    }

    /// A grey with `white` (0 black ... 1 white) in every channel.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (each 0...1; hue 1 is hue 0).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A colour that is already resolved.
    public init(_ resolved: Resolved) {
        storage = .resolved(resolved)
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(storage, opacity))
    }

    /// The concrete colour in `environment` (its colour scheme picks light or dark values,
    /// its colour scheme contrast an asset colour's high-contrast ones).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Color.resolve(storage, scheme: environment.colorScheme, contrast: environment.colorSchemeContrast,
                      level: environment.userInterfaceLevel, accent: environment.accentColor?.storage)
    }

    /// `accent` is the environment's accent colour, which never contains `.accent` itself
    /// (`accentColor(_:)` substitutes the inherited one).
    static func resolve(_ storage: Storage, scheme: ColorScheme, contrast: ColorSchemeContrast = .standard,
                        level: UserInterfaceLevel = .base, accent: Storage?) -> Resolved {
        switch storage {
        case .resolved(let r): return r
        case .system(let s): return s.resolved(scheme, level: level)
        case .opacity(let base, let o):
            var r = resolve(base, scheme: scheme, contrast: contrast, level: level, accent: accent)
            r.opacity *= Float(o)
            return r
        case .accent: return resolve(accent ?? .system(.blue), scheme: scheme, contrast: contrast, level: level, accent: nil)
        case .asset(let color):
            guard let chosen = color.storage(scheme: scheme, contrast: contrast) else {
                if !color.variants.isEmpty {
                    warnOnce("the colour set '\(color.name)' has no colour for the \(scheme) appearance (nor an 'Any' one); "
                             + "it is drawn clear. Add an 'Any Appearance' colour to the set")
                }
                return Resolved(red: 0, green: 0, blue: 0, opacity: 0)
            }
            return resolve(chosen, scheme: scheme, contrast: contrast, level: level, accent: accent)
        case .dynamic(let color):
            return color.resolving(scheme: scheme, contrast: contrast, level: level) { chosen in
                resolve(chosen, scheme: scheme, contrast: contrast, level: level, accent: accent)
            }
        }
    }

    public var description: String {
        switch storage {
        case .system(let s): return "\(s)"
        case .resolved(let r): return r.description
        case .opacity(let base, let o): return "\(Color(storage: base)) \(Int((o * 100).rounded()))%"
        case .accent: return "accentColor"
        case .asset(let color): return "NamedColor(\"\(color.name)\")"
        case .dynamic: return "DynamicColor"
        }
    }

    // MARK: The system palette (iOS 17, swiftui-behavior.md §3.1–3.2)

    public static let red = Color(storage: .system(.red))
    public static let orange = Color(storage: .system(.orange))
    public static let yellow = Color(storage: .system(.yellow))
    public static let green = Color(storage: .system(.green))
    public static let mint = Color(storage: .system(.mint))
    public static let teal = Color(storage: .system(.teal))
    public static let cyan = Color(storage: .system(.cyan))
    public static let blue = Color(storage: .system(.blue))
    public static let indigo = Color(storage: .system(.indigo))
    public static let purple = Color(storage: .system(.purple))
    public static let pink = Color(storage: .system(.pink))
    public static let brown = Color(storage: .system(.brown))
    public static let gray = Color(storage: .system(.gray))
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// Black in light mode, white in dark mode.
    public static let primary = Color(storage: .system(.primary))
    /// 60,60,67 at 60% in light mode; 235,235,245 at 60% in dark mode.
    public static let secondary = Color(storage: .system(.secondary))
    /// The accent colour: the one set with `accentColor(_:)` above the view, else system
    /// blue (an `AccentColor` colour set in an asset catalogue is not read).
    public static let accentColor = Color(storage: .accent)
}

/// The named colours whose value depends on the colour scheme.
enum SystemColor: String, Hashable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case primary, secondary, tertiary, quaternary, quinary
    case primaryFill, secondaryFill, tertiaryFill, quaternaryFill
    case separator, systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, systemGray4
    // UIKit's other semantic colours (UIColor.swift).
    case tertiarySystemGroupedBackground, opaqueSeparator, link, placeholderText
    case systemGray2, systemGray3, systemGray5, systemGray6

    /// The colour in `scheme` at `level` (the elevated level changes only Dark Mode's
    /// background colours: `elevatedDarkValue`).
    func resolved(_ scheme: ColorScheme, level: UserInterfaceLevel = .base) -> Color.Resolved {
        let (light, dark) = values
        let v = scheme == .light ? light : level == .elevated ? elevatedDarkValue ?? dark : dark
        return Color.Resolved(red: Float(v.0) / 255, green: Float(v.1) / 255, blue: Float(v.2) / 255, opacity: Float(v.3))
    }

    /// (light, dark) as sRGB bytes and an opacity.
    private var values: ((Int, Int, Int, Double), (Int, Int, Int, Double)) {
        switch self {
        case .red: return ((255, 59, 48, 1), (255, 69, 58, 1))
        case .orange: return ((255, 149, 0, 1), (255, 159, 10, 1))
        case .yellow: return ((255, 204, 0, 1), (255, 214, 10, 1))
        case .green: return ((52, 199, 89, 1), (48, 209, 88, 1))
        case .mint: return ((0, 199, 190, 1), (99, 230, 226, 1))
        case .teal: return ((48, 176, 199, 1), (64, 200, 224, 1))
        case .cyan: return ((50, 173, 230, 1), (100, 210, 255, 1))
        case .blue: return ((0, 122, 255, 1), (10, 132, 255, 1))
        case .indigo: return ((88, 86, 214, 1), (94, 92, 230, 1))
        case .purple: return ((175, 82, 222, 1), (191, 90, 242, 1))
        case .pink: return ((255, 45, 85, 1), (255, 55, 95, 1))
        case .brown: return ((162, 132, 94, 1), (172, 142, 104, 1))
        case .gray: return ((142, 142, 147, 1), (142, 142, 147, 1))
        case .primary: return ((0, 0, 0, 1), (255, 255, 255, 1))
        case .secondary: return ((60, 60, 67, 0.6), (235, 235, 245, 0.6))
        case .tertiary: return ((60, 60, 67, 0.3), (235, 235, 245, 0.3))
        case .quaternary: return ((60, 60, 67, 0.18), (235, 235, 245, 0.16))
        case .quinary: return ((0, 0, 0, 0.05), (255, 255, 255, 0.05))
        case .primaryFill: return ((120, 120, 128, 0.20), (120, 120, 128, 0.36))
        case .secondaryFill: return ((120, 120, 128, 0.16), (120, 120, 128, 0.32))
        case .tertiaryFill: return ((120, 120, 128, 0.12), (118, 118, 128, 0.24))
        case .quaternaryFill: return ((116, 116, 128, 0.08), (116, 116, 128, 0.18))
        case .separator: return ((60, 60, 67, 0.29), (84, 84, 88, 0.6))
        case .systemBackground: return ((255, 255, 255, 1), (0, 0, 0, 1))
        case .secondarySystemBackground: return ((242, 242, 247, 1), (28, 28, 30, 1))
        case .tertiarySystemBackground: return ((255, 255, 255, 1), (44, 44, 46, 1))
        // ios17-metrics.md §10.1 (Flutter colors.dart, cross-checked with printed UIKit values).
        case .systemGroupedBackground: return ((242, 242, 247, 1), (0, 0, 0, 1))
        case .secondarySystemGroupedBackground: return ((255, 255, 255, 1), (28, 28, 30, 1))
        // ios17-metrics.md §10.2: a pressed or selected list row.
        case .systemGray4: return ((209, 209, 214, 1), (58, 58, 60, 1))
        // ios17-metrics.md §10.1–10.2 (Flutter colors.dart, which names the UIKit colour of each).
        case .tertiarySystemGroupedBackground: return ((242, 242, 247, 1), (44, 44, 46, 1))
        case .opaqueSeparator: return ((198, 198, 200, 1), (56, 56, 58, 1))
        case .link: return ((0, 122, 255, 1), (9, 132, 255, 1))
        case .placeholderText: return ((60, 60, 67, 0.3), (235, 235, 245, 0.3))
        case .systemGray2: return ((174, 174, 178, 1), (99, 99, 102, 1))
        case .systemGray3: return ((199, 199, 204, 1), (72, 72, 74, 1))
        case .systemGray5: return ((229, 229, 234, 1), (44, 44, 46, 1))
        case .systemGray6: return ((242, 242, 247, 1), (28, 28, 30, 1))
        }
    }
}

extension Array where Element == Color.Resolved {
    /// The mean of the colours' straight components (clear for none): what an output that
    /// cannot draw an angular or mesh gradient (SVG) fills with.
    var mean: Color.Resolved {
        let count = Float(Swift.max(self.count, 1))
        return reduce(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)) { sum, c in
            Color.Resolved(red: sum.red + c.red / count, green: sum.green + c.green / count,
                           blue: sum.blue + c.blue / count, opacity: sum.opacity + c.opacity / count)
        }
    }
}
