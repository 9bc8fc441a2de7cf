// UIKitTraits.swift · SnapshotTesting · how the UIKit traits swift-snapshot-testing's image strategies take are applied
// Status: Partial — the traits Raster draws differently are applied (style, scale, size
// classes, content size, layout direction, contrast, legibility weight); the idiom is
// recorded only.
//
// Test code passes traits to `.image(layout:traits:)` and `ViewImageConfig`. The types are
// Raster's (`UITraitCollection`, `UIEdgeInsets`), so a test file importing both Raster and
// this module names them without ambiguity; here each trait maps to the SwiftUI environment
// value Raster reads.

import Foundation
import Raster

extension UIEdgeInsets {
    /// SwiftUI's insets for a left-to-right layout (leading is left). `UIEdgeInsets` itself
    /// is Raster's (Views/UIKit/UIWindow.swift).
    var edgeInsets: EdgeInsets { EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right) }
}

extension UITraitCollection {
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
