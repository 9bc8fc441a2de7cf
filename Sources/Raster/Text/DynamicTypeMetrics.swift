// DynamicTypeMetrics.swift · Raster/Text · the point size of each SwiftUI text style at each DynamicTypeSize (iOS 17), and font scaling by it
// Status: Complete for point sizes — every column equals Apple's HIG table; line heights
// come from the face's own metrics at the scaled size, as SwiftUI's Text does, not from the
// HIG's leading column.

import Foundation

/// The point sizes of the text styles at every Dynamic Type size, and how a font's size
/// follows them.
///
/// Source: Apple's Human Interface Guidelines, Typography, "Specifications": the tables "iOS,
/// iPadOS Dynamic Type sizes" (xSmall, Small, Medium, Large (Default), xLarge, xxLarge,
/// xxxLarge) and "iOS, iPadOS larger accessibility type sizes" (AX1…AX5), point size per
/// style, as the page stood on June 21, 2023 (the iOS 17 / visionOS update) and unchanged in
/// the copy taken on 2026-01-23 (github.com/MaryM1660/Continuum_test,
/// APPLE_HIG_TYPOGRAPHY_SPECIFICATIONS.md). All 132 values are pinned by
/// `DynamicTypeTests.everyTextStyleHasTheHIGPointSizeAtEverySize`. The iOS 13.3 simulator
/// dump this table first came from (github.com/temoki/UIKit_DynamicType) agrees everywhere
/// but caption2 at accessibility5, where it has 41 and the HIG 40; the HIG's 40 is used.
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
        case .caption2:    return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// `style`'s point size at `size`.
    static func pointSize(of style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        pointSizes(of: style)[size.index]
    }

    /// `value` (a length at `.large`) scaled for `style`: by the style's size at `size` over
    /// its size at `.large`. Multiplies before dividing, so a style's own Large size maps
    /// exactly onto the table (17 × 53 / 17 = 53).
    ///
    /// This is how `Font.custom(_:size:relativeTo:)` scales, and Raster's reading of
    /// UIFontMetrics' `scaledValue(for:)` behind `@ScaledMetric` [UNCERTAIN]: UIKit's curve
    /// is not this ratio and is not published. The two values measured on devices disagree
    /// with the ratio: 17 relative to body is 16.333 at `.medium` where the ratio gives 16
    /// (Jared Sinclair, "Scaled Metric Surprises on iOS & iPadOS", 2024), and a 17-point
    /// system font scaled by body's metrics is 48 points at accessibility5 where the ratio
    /// gives 53 (Stack Overflow question 51243804, iOS 11, 2018). Two points do not fix a
    /// curve for 11 styles and 12 sizes, so the ratio stays.
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
