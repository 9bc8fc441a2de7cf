// ScenePhase.swift · Raster/App · mirrors SwiftUI ScenePhase and EnvironmentValues.scenePhase, isSceneCaptured and isLuminanceReduced (iOS 17)
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

private struct SceneCapturedKey: EnvironmentKey {
    static let defaultValue = false
}

private struct LuminanceReducedKey: EnvironmentKey {
    static let defaultValue = false
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

    /// Whether the scene is being captured: recorded, mirrored with AirPlay or screen-shared
    /// (iOS 17). Raster: false unless set with `environment(\.isSceneCaptured, …)`.
    public var isSceneCaptured: Bool {
        get { self[SceneCapturedKey.self] }
        set { self[SceneCapturedKey.self] = newValue }
    }

    /// Whether the display is dimmed for the always-on display (iOS 16). Raster: false unless
    /// set with `environment(\.isLuminanceReduced, …)`, the screen at full brightness.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }
}
