// Font.swift · Raster/Paint · mirrors SwiftUI Font, Font.Weight, Font.Design, Font.TextStyle (iOS 17)
// Status: Partial — text styles scale with the Dynamic Type size (Text/DynamicTypeMetrics).
// Faces come from Text/FontLibrary (SF Pro is not on Linux).

import Foundation

/// An environment-dependent font.
///
/// Raster: sizes are in points. Text styles resolve to the iOS 17 sizes and weights
/// (swiftui-behavior.md §2.1) at the environment's Dynamic Type size (ios17-metrics.md §8.1);
/// `system(size:)` and `custom(_:fixedSize:)` keep their size.
public struct Font: Hashable, Sendable {
    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Point size and weight at the default Dynamic Type size.
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .body: return (17, .regular)
            case .callout: return (16, .regular)
            case .subheadline: return (15, .regular)
            case .footnote: return (13, .regular)
            case .caption: return (12, .regular)
            case .caption2: return (11, .regular)
            }
        }
    }

    /// A weight to use for fonts; `value` runs from -1 (ultraLight) to 1 (black) as in SwiftUI.
    public struct Weight: Hashable, Comparable, Sendable {
        /// The OpenType weight class: 100 (thin) ... 900 (black).
        let weightClass: Int

        public static let ultraLight = Weight(weightClass: 100)
        public static let thin = Weight(weightClass: 200)
        public static let light = Weight(weightClass: 300)
        public static let regular = Weight(weightClass: 400)
        public static let medium = Weight(weightClass: 500)
        public static let semibold = Weight(weightClass: 600)
        public static let bold = Weight(weightClass: 700)
        public static let heavy = Weight(weightClass: 800)
        public static let black = Weight(weightClass: 900)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.weightClass < rhs.weightClass }
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// What a font resolves to: everything the text layer needs to pick a face and size.
    struct Resolved: Hashable, Sendable {
        /// Size in points.
        var size: CGFloat
        var weight: Weight
        var design: Design
        var italic: Bool
        /// A family name asked for with `Font.custom`, or nil for the system font.
        var family: String?
        /// The text style whose Dynamic Type sizes `size` follows (`size` being the size at
        /// `.large`); nil for a fixed size. `scaled(for:)` resolves it.
        var scalesRelativeTo: TextStyle? = nil
        /// The width asked for (Font+Width.swift); faces are not yet matched by it.
        var width: Width = .standard
        /// Whether digits are drawn tabular (`monospacedDigit()`), each as wide as the widest.
        var monospacedDigit = false
    }

    /// The font at the default Dynamic Type size (`.large`); `resolve(in:)` scales it.
    var resolved: Resolved

    init(_ resolved: Resolved) { self.resolved = resolved }

    /// The system font of `style`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let m = style.metrics
        return Font(Resolved(size: m.size, weight: weight ?? m.weight, design: design ?? .default, italic: false, family: nil,
                             scalesRelativeTo: style))
    }

    /// The system font at `size` points, whatever the Dynamic Type size (as SwiftUI's does
    /// not scale; use `@ScaledMetric` for a size that should). Raster: a size that is not a
    /// finite number ≥ 0 draws nothing, with a one-time warning naming it.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(Resolved(size: checkedSize(size), weight: weight ?? .regular, design: design ?? .default, italic: false, family: nil))
    }

    /// A font family installed on the machine, at `size` points at the default Dynamic Type
    /// size, scaled relative to `body` as SwiftUI's is; falls back to the system font (with a
    /// warning) when no such family is found. A size that is not a finite number ≥ 0 draws
    /// nothing, with a one-time warning.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(Resolved(size: checkedSize(size), weight: .regular, design: .default, italic: false, family: name,
                      scalesRelativeTo: .body))
    }

    /// `size`, warning once when it is not a finite number of points ≥ 0 (text in such a
    /// font has no glyphs to draw and measures 0 × 0).
    private static func checkedSize(_ size: CGFloat) -> CGFloat {
        if !(size.isFinite && size >= 0) {
            warnOnce("a font size of \(size) points is not a finite number ≥ 0; text in that font is not drawn. Give a size in points")
        }
        return size
    }

    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)

    public func weight(_ weight: Weight) -> Font {
        var r = resolved; r.weight = weight; return Font(r)
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var r = resolved; r.italic = true; return Font(r)
    }

    public func monospaced() -> Font {
        var r = resolved; r.design = .monospaced; return Font(r)
    }
}
