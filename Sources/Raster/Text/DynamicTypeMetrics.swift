// DynamicTypeMetrics.swift · Raster/Text · the point size of each SwiftUI text style at each DynamicTypeSize (iOS 17), and font scaling by it
// Status: Partial — sizes from simulator dumps, checked against the HIG at three sizes (see
// `DynamicTypeMetrics`); line heights come from the face's own metrics at the scaled size,
// as SwiftUI's Text does, not from the HIG's leading column.

import Foundation

/// The point sizes of the text styles at every Dynamic Type size, and how a font's size
/// follows them.
///
/// Sources (ios17-metrics.md §8.1): `UIFont.preferredFont(forTextStyle:)` sizes dumped for all
/// 12 content size categories on an iOS 13.3 simulator (github.com/temoki/UIKit_DynamicType,
/// README); the xSmall, Large and accessibility1 columns equal Apple's HIG Typography tables
/// ("Dynamic Type sizes", iOS tabs xSmall, Large, AX1) exactly, and Large equals
/// swiftui-behavior.md §2.1. The small, medium, xLarge, xxLarge, xxxLarge and
/// accessibility2…5 columns have only the simulator dump as a source [UNCERTAIN for iOS 17].
/// Since iOS 11 every style grows through accessibility5 (in iOS 8 only body did).
enum DynamicTypeMetrics {
    /// Point sizes per style, one per `DynamicTypeSize` in `allCases` order:
    /// xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5.
    static func pointSizes(of style: Font.TextStyle) -> [CGFloat] {
        switch style {
        case .largeTitle:  return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title:       return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2:      return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3:      return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline:    return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body:        return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout:     return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote:    return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption:     return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2:    return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    /// `style`'s point size at `size`.
    static func pointSize(of style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        pointSizes(of: style)[size.index]
    }

    /// `value` (a length at `.large`) scaled as UIFontMetrics scales it for `style`: by the
    /// style's size at `size` over its size at `.large`. Multiplies before dividing, so a
    /// style's own Large size maps exactly onto the table (17 × 53 / 17 = 53).
    static func scaled<Value: BinaryFloatingPoint>(_ value: Value, relativeTo style: Font.TextStyle,
                                                   at size: DynamicTypeSize) -> Value {
        guard size != .large else { return value }
        return value * Value(pointSize(of: style, at: size)) / Value(pointSize(of: style, at: .large))
    }
}

extension DynamicTypeSize {
    /// The position in `allCases`: 0 for `.xSmall` … 11 for `.accessibility5`.
    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }
}

extension Font.Resolved {
    /// The font at the Dynamic Type `size`: a size relative to a text style follows that
    /// style's table (`DynamicTypeMetrics`), a fixed size stays. The result is fixed.
    func scaled(for size: DynamicTypeSize) -> Font.Resolved {
        var result = self
        if let style = scalesRelativeTo {
            result.size = DynamicTypeMetrics.scaled(self.size, relativeTo: style, at: size)
            result.scalesRelativeTo = nil
        }
        return result
    }
}

extension Font {
    /// What the font resolves to at the environment's Dynamic Type size.
    func resolve(in environment: EnvironmentValues) -> Resolved {
        resolved.scaled(for: environment.dynamicTypeSize)
    }

    /// A font family installed on the machine, at `size` points at the default Dynamic Type
    /// size, scaled with `textStyle` as the Dynamic Type size changes.
    ///
    /// Mirrors SwiftUI `Font.custom(_:size:relativeTo:)`. Raster: the size is multiplied by
    /// the style's size at the environment's `dynamicTypeSize` over its size at `.large`
    /// (UIFontMetrics' proportional scaling), unrounded. Falls back to the system font with a
    /// warning when no such family is found.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        var font = custom(name, size: size)
        font.resolved.scalesRelativeTo = textStyle
        return font
    }

    /// A font family installed on the machine, at `fixedSize` points whatever the Dynamic
    /// Type size. Mirrors SwiftUI `Font.custom(_:fixedSize:)`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = custom(name, size: fixedSize)
        font.resolved.scalesRelativeTo = nil
        return font
    }
}
