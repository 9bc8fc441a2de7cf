// PreferredColorScheme.swift · Raster/Modifiers · mirrors SwiftUI preferredColorScheme(_:) (iOS 17)
// Status: Complete.
//
// As in SwiftUI, the modifier does not set its own view's environment: it states a preference
// (`PreferredColorSchemeKey`) that the window reads at its root. `ViewHost` and
// `ImageRenderer` lay the tree out, read the root's value and, when it differs from the
// scheme the root's environment has, set `colorScheme` in the root's environment and update
// again: every view of the window, and the window's background, take the preferred scheme.

import Foundation

/// The colour scheme the views of a window prefer; nil for none.
///
/// A modifier with a scheme overrides the scheme its content prefers (outer wins, as for
/// `preference(key:value:)`); `preferredColorScheme(nil)` leaves the content's.
struct PreferredColorSchemeKey: PreferenceKey {
    static let defaultValue: ColorScheme? = nil

    /// The first view (in source order) with a preference decides.
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        value = value ?? nextValue()
    }
}

extension View {
    /// Sets the preferred color scheme for this presentation.
    ///
    /// Raster: the presentation is the `ViewHost` window or `ImageRenderer` image the view is
    /// drawn in: its root environment's `colorScheme` becomes `colorScheme`, whatever scheme
    /// the host was made with, and its background (when opaque) is the scheme's. Nil states
    /// no preference: the host's own scheme is used.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformPreference(PreferredColorSchemeKey.self) { preferred in
            if let colorScheme { preferred = colorScheme }
        }
    }
}

extension ViewGraph {
    /// `updateAndLayout(proposal:in:)` in the colour scheme the window prefers: the root's
    /// `PreferredColorSchemeKey` value, else the window's `overrideUserInterfaceStyle`
    /// (`windowColorScheme`), else `base`; and with the window's tint as the root's accent
    /// colour (`windowTint`, else `UIWindow.appearance().tintColor`). Changing the root's
    /// scheme or accent colour updates and lays the tree out once more.
    @discardableResult
    func updateAndLayout(proposal: ProposedViewSize, in container: CGSize? = nil, colorScheme base: ColorScheme) -> CGSize {
        let size = updateAndLayout(proposal: proposal, in: container)
        let scheme = root?.preferenceValue(PreferredColorSchemeKey.self).flatMap { $0 } ?? windowColorScheme ?? base
        let tint = windowTint ?? appearanceProxies.windowTint
        guard environment.colorScheme != scheme || environment.accentColor != tint else { return size }
        environment.colorScheme = scheme
        environment.accentColor = tint
        return updateAndLayout(proposal: proposal, in: container)
    }
}
