// ViewHost+App.swift · Raster/App · hosting an App's window: ViewHost(app:size:scale:colorScheme:) (Raster's own)

import Foundation

extension ViewHost where Content == AnyView {
    /// Hosts the first window `app` declares: the content of its first `WindowGroup` (or the
    /// editor of a new document of its first `DocumentGroup(newDocument:)`), with
    /// the environment its scene modifiers set; runs the scene's `onChange(of:initial: true)`
    /// actions once, as iOS does when the scene appears. `size` is in points, `scale` in
    /// pixels per point, as in `init(_:size:scale:colorScheme:)`.
    ///
    /// An app that declares no window is hosted as an empty window, with a warning naming
    /// the app and the fix.
    public convenience init<A: App>(app: A, size: CGSize, scale: CGFloat = 1, colorScheme: ColorScheme = .light) {
        let window = Self.firstWindow(of: app)
        self.init(window?.content ?? AnyView(EmptyView()), size: size, scale: scale, colorScheme: colorScheme)
        window?.hostActions.forEach { $0() }
    }

    /// Hosts the first window `app` declares on `device`'s screen, with its safe area and
    /// size classes, as `init(_:device:colorScheme:)` hosts a view; otherwise as
    /// `init(app:size:scale:colorScheme:)`.
    public convenience init<A: App>(app: A, device: Device, colorScheme: ColorScheme = .light) {
        let window = Self.firstWindow(of: app)
        self.init(window?.content ?? AnyView(EmptyView()), device: device, colorScheme: colorScheme)
        window?.hostActions.forEach { $0() }
    }

    /// The first window of `app`, warning (once) when it declares none.
    private static func firstWindow<A: App>(of app: A) -> SceneWindow? {
        let window = SceneWindows.collect(app.body).first
        if window == nil {
            warnOnce("\(strippingGenerics(String(describing: A.self))) declares no WindowGroup or DocumentGroup(newDocument:), "
                     + "so ViewHost(app:) shows an empty window; put the app's root view in a WindowGroup { … } in its body "
                     + "(a DocumentGroup(viewing:) has no window: Raster has no document browser to open a file with)")
        }
        return window
    }
}
