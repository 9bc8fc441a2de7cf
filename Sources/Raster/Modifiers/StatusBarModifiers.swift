// StatusBarModifiers.swift · Raster/Modifiers · mirrors SwiftUI statusBarHidden(_:), the deprecated statusBar(hidden:) and persistentSystemOverlays(_:) (iOS 17)
// Status: Complete for what Raster draws: the status bar drawn for a device
// (`Device.showsStatusBar`, `--status-bar`) disappears; the safe area keeps its top inset, as
// on Face ID iPhones, whose sensor housing stays.

import Foundation

/// Whether the window's views ask to hide the status bar; nil when none says.
///
/// Outer modifiers win over their content, and among siblings the first that says wins, as
/// for `preferredColorScheme`.
struct StatusBarHiddenKey: PreferenceKey {
    static let defaultValue: Bool? = nil

    static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
        value = value ?? nextValue()
    }
}

extension View {
    /// Sets the visibility of the status bar.
    ///
    /// Raster: a window whose views ask for it draws no status bar, even on a device made
    /// with `showingStatusBar()` (`rendershot --status-bar`); the safe area does not change.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        transformPreference(StatusBarHiddenKey.self) { $0 = hidden }
    }

    /// Sets the preferred visibility of the non-transient system views overlaying the app
    /// (on iPhone, the home indicator).
    ///
    /// Raster: recorded in the environment (`\.persistentSystemOverlays`); Raster draws no home
    /// indicator, so every visibility draws the same.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        environment(\.persistentSystemOverlays, visibility)
    }

    /// Sets the visibility of the status bar (deprecated: use `statusBarHidden(_:)`).
    @available(*, deprecated, renamed: "statusBarHidden(_:)")
    public func statusBar(hidden: Bool) -> some View {
        statusBarHidden(hidden)
    }
}

private struct PersistentSystemOverlaysKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// The preferred visibility of the home indicator (`persistentSystemOverlays(_:)`).
    var persistentSystemOverlays: Visibility {
        get { self[PersistentSystemOverlaysKey.self] }
        set { self[PersistentSystemOverlaysKey.self] = newValue }
    }
}

extension ViewGraph {
    /// Whether the laid-out window's views ask to hide the status bar.
    var hidesStatusBar: Bool {
        root?.preferenceValue(StatusBarHiddenKey.self).flatMap { $0 } ?? false
    }
}
