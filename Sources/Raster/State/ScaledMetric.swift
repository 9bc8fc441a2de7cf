// ScaledMetric.swift · Raster/State · mirrors SwiftUI ScaledMetric (iOS 17)
// Status: Partial — scales by the text style's size ratio; UIKit's own curve is not published
// (see `DynamicTypeMetrics.scaled`).

import Foundation

/// A dynamic property that scales a numeric value.
///
/// Mirrors SwiftUI `@ScaledMetric`: `wrappedValue` is the value given at the default Dynamic
/// Type size (`.large`) times the text style's point size at the environment's
/// `dynamicTypeSize` over its size at `.large` (`DynamicTypeMetrics`). For example
/// `@ScaledMetric var side = 24.0` is 24 at `.large`, 24 × 40 / 17 ≈ 56.47 at
/// `.accessibility3` (body: 17 → 40 pt). Raster: unrounded; the value is in whatever unit it
/// was given in (usually points). iOS scales with UIFontMetrics' `scaledValue(for:)`, whose
/// curve differs from this ratio away from `.large` and is not published [UNCERTAIN]: 17
/// relative to body is 16.333 at `.medium` on iOS, 16 here.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// Creates the scaled metric with an unscaled value, scaled relative to `body`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value scaled for the current Dynamic Type size.
    public var wrappedValue: Value {
        DynamicTypeMetrics.scaled(baseValue, relativeTo: textStyle, at: dynamicTypeSize)
    }
}
