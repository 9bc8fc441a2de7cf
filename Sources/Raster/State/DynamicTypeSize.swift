// DynamicTypeSize.swift · Raster/State · mirrors SwiftUI DynamicTypeSize, EnvironmentValues.dynamicTypeSize and View.dynamicTypeSize(_:) (iOS 17)
// Status: Complete — text styles, `Font.custom` and `@ScaledMetric` scale by it
// (Text/DynamicTypeMetrics); system bars stay at `.large`.

import Foundation

/// A Dynamic Type size, which specifies how large scalable content should be.
///
/// Raster: the cases map onto UIKit's content size categories (xSmall = extraSmall …
/// accessibility5 = accessibilityExtraExtraExtraLarge); `.large` is the default. Each text
/// style's point size at each case is Apple's HIG table (`DynamicTypeMetrics`).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes (`.accessibility1` and larger).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The size limited to `range`: its nearest bound when outside it. An empty range
    /// (`.large ..< .large`) leaves the size as it is, with a one-time warning.
    func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == DynamicTypeSize {
        let allowed = Self.allCases.filter(range.contains)
        guard let lowest = allowed.first, let highest = allowed.last else {
            warnOnce("dynamicTypeSize(_:) was given a range with no DynamicTypeSize in it (\(range)); the size is not limited. "
                + "Give a range that holds at least one size, such as .xSmall ... .xxxLarge")
            return self
        }
        return Swift.min(Swift.max(self, lowest), highest)
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The current Dynamic Type size (default `.large`, the iOS default).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the Dynamic Type size within the view to the given value.
    ///
    /// Mirrors SwiftUI `dynamicTypeSize(_:)`: a range applied inside this view still limits
    /// the value (`.dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge)` gives
    /// `.large`).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size within the view to the given range.
    ///
    /// Mirrors SwiftUI `dynamicTypeSize(_:)` with a range (`...DynamicTypeSize.large`,
    /// `.xSmall ... .xxxLarge`, `.small...`): the inherited size is clamped to the range, so
    /// nested ranges give their intersection, and a size set inside the view is not limited.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { $0 = $0.clamped(to: range) }
    }
}
