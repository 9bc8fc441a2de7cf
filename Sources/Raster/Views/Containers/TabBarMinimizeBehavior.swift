// TabBarMinimizeBehavior.swift · Raster/Views/Containers · mirrors SwiftUI TabBarMinimizeBehavior, tabBarMinimizeBehavior(_:) (iOS 26)
// Status: Partial — recorded in the environment; the tab bar is drawn at rest (full size)
// whatever the behaviour.

import Foundation

/// When a tab bar minimizes as its content scrolls (iOS 26; minimizing is for iPhone tab
/// bars only).
///
/// Raster: recorded (see `tabBarMinimizeBehavior(_:)`); the bar is never drawn minimized.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String

    /// The system's default for the context.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// Minimizes the tab bar when scrolling down starts, and expands it when scrolling back up.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// Minimizes the tab bar when scrolling up starts (for content aligned to the bottom).
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// Never minimizes the tab bar.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

private struct TabBarMinimizeBehaviorKey: EnvironmentKey {
    static let defaultValue = TabBarMinimizeBehavior.automatic
}

extension EnvironmentValues {
    /// How tab bars in this environment minimize as their content scrolls (iOS 26).
    var tabBarMinimizeBehavior: TabBarMinimizeBehavior {
        get { self[TabBarMinimizeBehaviorKey.self] }
        set { self[TabBarMinimizeBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets the behavior for tab bar minimization (iOS 26).
    ///
    /// Raster: recorded in the environment of the `TabView` it is applied to; the tab bar
    /// is drawn as at rest. On iPhone, iOS 26 shrinks the bar with `.onScrollDown` (or
    /// `.onScrollUp`) into a small glass capsule holding the selected tab's icon once the
    /// content scrolls that way, and brings it back on the way back; Raster draws iOS 17's
    /// full tab bar, which iOS shows too before any scroll, whatever the behaviour.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        environment(\.tabBarMinimizeBehavior, behavior)
    }
}
