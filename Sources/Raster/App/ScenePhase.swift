// ScenePhase.swift · Raster/App · mirrors SwiftUI ScenePhase and EnvironmentValues.scenePhase (iOS 17)
// Status: Complete — a headless scene is always active.

import Foundation

/// An indication of a scene's operational state.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene isn't currently visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The current operational state of the scene.
    ///
    /// Raster: `.active` unless set with `environment(\.scenePhase, …)`: a headless window is
    /// always in the foreground, so views render their active look.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
