// ScaledMetric.swift · Raster/State · mirrors SwiftUI ScaledMetric (iOS 17)
// Status: Complete.

import Foundation

/// A dynamic property that scales a numeric value.
///
/// Mirrors SwiftUI `@ScaledMetric`: `wrappedValue` is the value given at the default Dynamic
/// Type size (`.large`) times the text style's point size at the environment's
/// `dynamicTypeSize` over its size at `.large`, as UIFontMetrics scales values
/// (`DynamicTypeMetrics`). For example `@ScaledMetric var side = 24.0` is 24 at `.large`,
/// 24 × 40 / 17 ≈ 56.47 at `.accessibility3` (body: 17 → 40 pt). Raster: unrounded; the
/// value is in whatever unit it was given in (usually points).
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
