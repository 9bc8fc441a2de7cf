// App.swift · Raster/App · mirrors SwiftUI App (iOS 17)
// Status: Complete for the protocol; Raster opens no windows: `main()` explains where the scenes render.

import Foundation

/// A type that represents the structure and behaviour of an app.
///
/// Raster: an app file written for SwiftUI compiles unchanged, `@main` included, so the
/// module that holds it can be built and tested on Linux. Raster has no windows to open:
/// its scenes render headlessly through `ViewHost(app:size:scale:colorScheme:)` (the first
/// `WindowGroup`'s content), snapshot tests and `rendershot previews`.
@MainActor @preconcurrency public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behaviour of the app: its scenes.
    @SceneBuilder var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    init()
}

extension App {
    /// The entry point of an app marked `@main`.
    ///
    /// Raster: there is no screen to open a window on, so this writes one line to standard
    /// error saying how the app's views render instead (`ViewHost(app:)` in tests,
    /// `rendershot previews`), and returns.
    public static func main() {
        let app = Self()
        let windows = SceneWindows.collect(app.body)
        FileHandle.standardError.write(Data((AppEntryPoint.message(for: Self.self, windowCount: windows.count) + "\n").utf8))
    }
}

/// The words `App.main()` writes.
enum AppEntryPoint {
    static func message(for type: Any.Type, windowCount: Int) -> String {
        let name = strippingGenerics(String(describing: type))
        let windows = windowCount == 1 ? "1 window" : "\(windowCount) windows"
        return "\(name): Raster renders views without a screen and opens no window (the app declares \(windows)); "
            + "render them with ViewHost(app:size:) in a test, or their previews with `rendershot previews`"
    }
}
