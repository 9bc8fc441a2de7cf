// SceneModifiers.swift · Raster/App · mirrors SwiftUI Scene.environment, environmentObject, onChange(of:), defaultSize, windowResizability, WindowResizability, handlesExternalEvents(matching:) (iOS 17)
// Status: Partial — the modifiers real app files put on their WindowGroup; they act on the windows' content.

import Foundation
import Combine

/// A scene whose windows' content and host actions are changed by a scene modifier.
struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content
    let transform: (SceneWindow) -> SceneWindow

    var body: Never { sceneBodyIsNeverCalled() }

    func windows() -> [SceneWindow] { SceneWindows.collect(content).map(transform) }
}

extension Scene {
    /// Sets the environment value at `keyPath` to `value` for the scene's windows.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        modifyingContent { $0.environment(keyPath, value) }
    }

    /// Places an observable object in the environment of the scene's windows.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        modifyingContent { $0.environment(object) }
    }

    /// Supplies `object` to `@EnvironmentObject` properties of the scene's views.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        modifyingContent { $0.environmentObject(object) }
    }

    /// Adds an action to run when `value` changes; with `initial`, also when the scene
    /// first appears.
    ///
    /// Raster: a headless scene's values (its `scenePhase`) stay as they started, so only
    /// the initial run happens: `ViewHost(app:)` runs the action once when it hosts the
    /// window, as iOS does when the scene appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene {
        onHost(initial ? { action(value, value) } : nil)
    }

    /// Adds an action to run when `value` changes; with `initial`, also when the scene
    /// first appears (the zero-parameter form).
    ///
    /// Raster: as the two-parameter form, only the initial run happens.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        onHost(initial ? action : nil)
    }

    /// Adds an action run with the new value when `value` changes (deprecated in iOS 17 for
    /// the forms with `initial:`).
    ///
    /// Raster: a headless scene's values do not change, so the action never runs, as on
    /// iOS while the value stays the same.
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene {
        onHost(nil)
    }

    /// Sets the default size of a window the scene opens, in points.
    ///
    /// Raster: accepted and recorded only; on iPhone a window fills the screen (iOS ignores
    /// it too), and a `ViewHost` takes its size from its own `size`.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

    /// Sets the default size of a window the scene opens, in points.
    ///
    /// Raster: accepted only, as `defaultSize(width:height:)`.
    public func defaultSize(_ size: CGSize) -> some Scene { self }

    /// Sets the kind of resizability for the scene's windows (iOS 17): whether the content's
    /// size bounds the window on platforms whose windows resize (macOS, visionOS, iPadOS
    /// windowing).
    ///
    /// Raster: accepted only: an iPhone window fills the screen whatever it says, and a
    /// `ViewHost` takes its size from its own `size`.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }

    /// Specifies the external events (URLs, user activities) for which the system makes a new
    /// window of this scene, by matching their targeting identifiers against `conditions`
    /// (`"*"` matches all).
    ///
    /// Raster: accepted only: an iPhone app has one window, which gets every event; a test
    /// delivers a URL to the hosted window with `ViewHost.deliverURL(_:)`.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }

    private func modifyingContent<V: View>(_ modify: @escaping (AnyView) -> V) -> ModifiedScene<Self> {
        ModifiedScene(content: self) { window in
            SceneWindow(id: window.id, title: window.title, content: AnyView(modify(window.content)), hostActions: window.hostActions)
        }
    }

    private func onHost(_ action: (() -> Void)?) -> ModifiedScene<Self> {
        ModifiedScene(content: self) { window in
            SceneWindow(id: window.id, title: window.title, content: window.content,
                        hostActions: window.hostActions + (action.map { [$0] } ?? []))
        }
    }
}

/// The resizability of a window (iOS 17): what bounds its size as the user resizes it.
///
/// Raster: recorded by `windowResizability(_:)` only; iPhone windows are not resized.
public struct WindowResizability: Sendable {
    let name: String

    /// The system's choice for the scene (default).
    public static let automatic = WindowResizability(name: "automatic")
    /// The window's minimum and maximum sizes are its content's.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// The window's minimum size is its content's; it may grow beyond.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}
