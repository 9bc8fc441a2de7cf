// UserInterfaceLevel.swift · Raster/Paint · the visual level of content, which picks the system background colours' elevated variants in presented content (Raster's own; mirrors UIKit UIUserInterfaceLevel and UITraitCollection.userInterfaceLevel, which SwiftUI does not expose)
// Status: Complete — base and elevated; the high-contrast variants are not drawn.

import Foundation

/// The visual level of content in the window, as UIKit's `UIUserInterfaceLevel`: the
/// window's main content is at `.base`; content visually above it, such as a presented
/// sheet, full-screen cover or popover, is `.elevated` (UIKit docs,
/// `UITraitCollection.userInterfaceLevel`: "the system assigns the elevated level to alerts
/// and popovers"; its sheets are elevated too [ios17-metrics.md §6, §10.1]). In Dark Mode the
/// six system background colours are lighter at the elevated level, so a sheet stands out from
/// the dimmed screen behind it; in light mode both levels are the same colours.
///
/// Raster: an environment value the presentation layer sets for sheets, covers and popovers;
/// internal, as SwiftUI has no public key for it.
enum UserInterfaceLevel: Hashable, Sendable {
    /// The level of the window's main content.
    case base
    /// The level of content visually above the window's main content.
    case elevated
}

private struct UserInterfaceLevelKey: EnvironmentKey {
    static let defaultValue = UserInterfaceLevel.base
}

extension EnvironmentValues {
    /// The visual level of this content (`.elevated` in presented sheets, covers and popovers).
    var userInterfaceLevel: UserInterfaceLevel {
        get { self[UserInterfaceLevelKey.self] }
        set { self[UserInterfaceLevelKey.self] = newValue }
    }
}

extension SystemColor {
    /// The Dark Mode value at the elevated level, sRGB bytes and an opacity, for the colours
    /// that have one (ios17-metrics.md §10.1, from Flutter's `CupertinoColors`, each of which
    /// names the UIKit colour it mirrors); nil for the others, which are the same at both levels.
    var elevatedDarkValue: (Int, Int, Int, Double)? {
        switch self {
        case .systemBackground, .systemGroupedBackground: return (28, 28, 30, 1)
        case .secondarySystemBackground, .secondarySystemGroupedBackground: return (44, 44, 46, 1)
        case .tertiarySystemBackground, .tertiarySystemGroupedBackground: return (58, 58, 60, 1)
        default: return nil
        }
    }

    /// The colour in `environment`: its colour scheme and user interface level.
    func resolved(in environment: EnvironmentValues) -> Color.Resolved {
        resolved(environment.colorScheme, level: environment.userInterfaceLevel)
    }
}
