// UIContentSizeCategory.swift · Raster/Views/UIKit · mirrors UIKit UIContentSizeCategory (iOS 17) and SwiftUI's conversions to and from DynamicTypeSize
// Status: Complete — the twelve categories and unspecified, each one Dynamic Type size.
// Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// Constants that indicate the preferred size of your content (UIKit's Dynamic Type sizes).
///
/// Raster: each category is one `DynamicTypeSize` (`.extraSmall` is `.xSmall` …
/// `.accessibilityExtraExtraExtraLarge` is `.accessibility5`); a trait collection's category
/// is what `UIFontMetrics` and `UIFont.preferredFont(forTextStyle:compatibleWith:)` scale to.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories in Dynamic Type order, one per `DynamicTypeSize.allCases`.
    private static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { DynamicTypeSize(self)?.isAccessibilitySize ?? false }

    /// The category of a Dynamic Type size (SwiftUI's `UIContentSizeCategory.init(_:)`).
    public init(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.ordered[dynamicTypeSize.index]
    }

    /// Orders categories by size; unspecified (and any raw value UIKit lacks) comes first.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
    }

    /// The Dynamic Type size of the category, nil for unspecified and raw values UIKit lacks.
    package var dynamicTypeSize: DynamicTypeSize? {
        Self.ordered.firstIndex(of: self).map { DynamicTypeSize.allCases[$0] }
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a content size category (SwiftUI's
    /// `DynamicTypeSize.init(_:)`); nil for `.unspecified`.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = uiSizeCategory.dynamicTypeSize else { return nil }
        self = size
    }
}
#endif
