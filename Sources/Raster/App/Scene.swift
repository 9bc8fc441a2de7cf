// Scene.swift · Raster/App · mirrors SwiftUI Scene and SceneBuilder (iOS 17)
// Status: Complete for the protocol and builder; a scene's windows are collected for hosting (SceneWindows).

import Foundation

/// A part of an app's user interface with a life cycle managed by the system.
///
/// Raster: write scenes as in SwiftUI. Only their windows' content matters headlessly:
/// `ViewHost(app:size:)` hosts the first `WindowGroup`'s view with the environment the
/// scene modifiers above it set.
@MainActor @preconcurrency public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behaviour of the scene.
    @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public enum SceneBuilder {
    /// Passes a single scene written as a child scene through unmodified.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// Passes a single scene through unmodified.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Combines several scenes into one (SwiftUI's `_TupleScene`), in the order written.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        TupleScene(content: (repeat each content))
    }

    /// A scene written inside an `if` without an `else`: present only when the condition held.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> some Scene {
        OptionalScene(content: content)
    }

    /// Passes a scene guarded by `if #available` through unchanged.
    public static func buildLimitedAvailability(_ content: some Scene) -> some Scene { content }
}

/// One window a scene declares: its identifier and title, if any, the root view with the
/// scene modifiers' effects applied, and the actions to run when a host shows it
/// (`onChange(of:initial: true)`).
struct SceneWindow {
    let id: String?
    let title: Text?
    let content: AnyView
    var hostActions: [() -> Void] = []

    /// The title as read in `environment`'s locale (a key is translated as `Text` translates it).
    func title(in environment: EnvironmentValues) -> String? { title?.string(in: environment) }
}

/// Scenes that Raster implements itself instead of through `body`.
protocol PrimitiveScene {
    /// The windows this scene declares, in the order written.
    func windows() -> [SceneWindow]
}

extension PrimitiveScene {
    /// Primitive scenes have no body; asking for it is a programming error.
    func sceneBodyIsNeverCalled() -> Never {
        fatalError("\(type(of: self)) is a primitive scene and has no body")
    }
}

/// Walks a scene tree down to its primitive scenes and lists their windows.
enum SceneWindows {
    /// Every window `scene` declares, in the order written.
    static func collect<S: Scene>(_ scene: S) -> [SceneWindow] {
        if let primitive = scene as? PrimitiveScene { return primitive.windows() }
        return collect(scene.body)
    }
}

/// Several scenes written one after another in a scene builder.
struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    let content: (repeat each Content)

    var body: Never { sceneBodyIsNeverCalled() }

    func windows() -> [SceneWindow] {
        var windows: [SceneWindow] = []
        for scene in repeat each content { windows += SceneWindows.collect(scene) }
        return windows
    }
}

/// A scene written inside an `if` without an `else`.
struct OptionalScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content?

    var body: Never { sceneBodyIsNeverCalled() }

    func windows() -> [SceneWindow] { content.map(SceneWindows.collect) ?? [] }
}
