// ContentSizeCategory.swift · Raster/State · mirrors SwiftUI ContentSizeCategory and EnvironmentValues.sizeCategory (iOS 13; superseded by DynamicTypeSize)
// Status: Complete — a view of the environment's `dynamicTypeSize`, case for case.

import Foundation

/// The sizes that you can specify for content: the older name of Dynamic Type sizes.
///
/// Mirrors SwiftUI's `ContentSizeCategory`, which iOS 15 replaced with `DynamicTypeSize`.
/// Raster: each case is one `DynamicTypeSize` (`.extraSmall` is `.xSmall` …
/// `.accessibilityExtraExtraExtraLarge` is `.accessibility5`); reading or setting
/// `\.sizeCategory` reads or sets `\.dynamicTypeSize`.
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes (`.accessibilityMedium` and
    /// larger).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The Dynamic Type size of the same rank.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!]
    }

    /// The category of the same rank as `size`.
    init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }
}

extension EnvironmentValues {
    /// The preferred size of the content (`.large` by default): the environment's
    /// `dynamicTypeSize` under its older name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
