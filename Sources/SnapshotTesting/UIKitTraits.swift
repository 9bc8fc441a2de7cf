// UIKitTraits.swift · SnapshotTesting · the UIKit trait and inset types swift-snapshot-testing's image strategies take
// Status: Partial — the traits Raster draws differently are applied (style, scale, size
// classes, content size, layout direction, contrast, legibility weight); the idiom is
// recorded only.
//
// Linux has no UIKit. Test code passes these to `.image(layout:traits:)` and
// `ViewImageConfig`, so this module declares the subset it uses, by UIKit's names, and maps
// each trait to the SwiftUI environment value Raster reads (`UIEdgeInsets` is Raster's).

import Foundation
import Raster

extension UIEdgeInsets {
    /// SwiftUI's insets for a left-to-right layout (leading is left). `UIEdgeInsets` itself
    /// is Raster's (Views/UIKit/UIWindow.swift).
    var edgeInsets: EdgeInsets { EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right) }
}

/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// A size class (`UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// The layout direction (`UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// The device family (`UIUserInterfaceIdiom`); recorded only.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// Increase Contrast (`UIAccessibilityContrast`).
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal, high
}

/// Bold Text (`UILegibilityWeight`).
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular, bold
}

/// The Dynamic Type size (`UIContentSizeCategory`), by UIKit's names.
public struct UIContentSizeCategory: Hashable, Sendable {
    /// SwiftUI's size; nil for `.unspecified`.
    let dynamicTypeSize: DynamicTypeSize?

    public static let unspecified = Self(dynamicTypeSize: nil)
    public static let extraSmall = Self(dynamicTypeSize: .xSmall)
    public static let small = Self(dynamicTypeSize: .small)
    public static let medium = Self(dynamicTypeSize: .medium)
    public static let large = Self(dynamicTypeSize: .large)
    public static let extraLarge = Self(dynamicTypeSize: .xLarge)
    public static let extraExtraLarge = Self(dynamicTypeSize: .xxLarge)
    public static let extraExtraExtraLarge = Self(dynamicTypeSize: .xxxLarge)
    public static let accessibilityMedium = Self(dynamicTypeSize: .accessibility1)
    public static let accessibilityLarge = Self(dynamicTypeSize: .accessibility2)
    public static let accessibilityExtraLarge = Self(dynamicTypeSize: .accessibility3)
    public static let accessibilityExtraExtraLarge = Self(dynamicTypeSize: .accessibility4)
    public static let accessibilityExtraExtraExtraLarge = Self(dynamicTypeSize: .accessibility5)
}

/// A set of traits (`UITraitCollection`): each initializer sets one; `init(traitsFrom:)`
/// combines several, later collections overriding earlier ones. Unset traits leave the
/// snapshot's defaults (light, scale from the layout, no size class).
public struct UITraitCollection: Sendable {
    public private(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public private(set) var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public private(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    public private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    public private(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    public private(set) var accessibilityContrast: UIAccessibilityContrast = .unspecified
    public private(set) var legibilityWeight: UILegibilityWeight = .unspecified
    /// Pixels per point; 0 when unset.
    public private(set) var displayScale: CGFloat = 0

    /// No traits.
    public init() {}
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    public init(preferredContentSizeCategory: UIContentSizeCategory) { self.preferredContentSizeCategory = preferredContentSizeCategory }
    /// Recorded only: Raster draws every idiom alike.
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
    public init(accessibilityContrast: UIAccessibilityContrast) { self.accessibilityContrast = accessibilityContrast }
    public init(legibilityWeight: UILegibilityWeight) { self.legibilityWeight = legibilityWeight }
    public init(displayScale: CGFloat) { self.displayScale = displayScale }

    /// The traits of `collections`, each set trait of a later one replacing an earlier one's.
    public init(traitsFrom collections: [UITraitCollection]) {
        for other in collections {
            if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
            if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
            if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
            if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
            if other.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = other.preferredContentSizeCategory }
            if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
            if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
            if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
            if other.displayScale != 0 { displayScale = other.displayScale }
        }
    }

    /// The colour scheme these traits ask for; light when unset.
    var colorScheme: ColorScheme { userInterfaceStyle == .dark ? .dark : .light }

    /// `view` in the environment these traits set: each set trait becomes the SwiftUI
    /// environment value it maps to; unset ones change nothing.
    func applied<Content: View>(to view: Content) -> AnyView {
        var result = AnyView(view)
        if let size = preferredContentSizeCategory.dynamicTypeSize {
            result = AnyView(result.environment(\.dynamicTypeSize, size))
        }
        switch layoutDirection {
        case .leftToRight: result = AnyView(result.environment(\.layoutDirection, .leftToRight))
        case .rightToLeft: result = AnyView(result.environment(\.layoutDirection, .rightToLeft))
        case .unspecified: break
        }
        switch horizontalSizeClass {
        case .compact: result = AnyView(result.environment(\.horizontalSizeClass, .compact))
        case .regular: result = AnyView(result.environment(\.horizontalSizeClass, .regular))
        case .unspecified: break
        }
        switch verticalSizeClass {
        case .compact: result = AnyView(result.environment(\.verticalSizeClass, .compact))
        case .regular: result = AnyView(result.environment(\.verticalSizeClass, .regular))
        case .unspecified: break
        }
        switch accessibilityContrast {
        case .normal: result = AnyView(result.environment(\.colorSchemeContrast, .standard))
        case .high: result = AnyView(result.environment(\.colorSchemeContrast, .increased))
        case .unspecified: break
        }
        switch legibilityWeight {
        case .regular: result = AnyView(result.environment(\.legibilityWeight, .regular))
        case .bold: result = AnyView(result.environment(\.legibilityWeight, .bold))
        case .unspecified: break
        }
        return result
    }
}
