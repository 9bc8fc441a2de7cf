// WindowGroup.swift · Raster/App · mirrors SwiftUI WindowGroup (iOS 17)
// Status: Partial — the view-content forms; the data-presenting forms (`WindowGroup(for:)`, macOS/iPadOS) are not here.

import Foundation

/// A scene that presents a group of identically structured windows.
///
/// Raster: the window's root view is what `ViewHost(app:size:)` hosts. The title and
/// identifier are accepted and recorded on the scene, the title read in a locale when asked
/// for (`SceneWindow.title(in:)`); iOS draws neither on iPhone (the title names the window
/// in the iPad app switcher).
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let id: String?
    let title: Text?
    let content: Content

    /// A window group with `content` as each window's root view.
    public init(@ViewBuilder content: () -> Content) {
        self.init(id: nil, title: nil, content: content())
    }

    /// A window group with an identifier (for `openWindow(id:)` on platforms with windows).
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(id: id, title: nil, content: content())
    }

    /// A window group with a title.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(id: nil, title: title, content: content())
    }

    /// A window group with a title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(id: id, title: title, content: content())
    }

    /// A window group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(id: nil, title: Text(titleKey), content: content())
    }

    /// A window group with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(id: id, title: Text(titleKey), content: content())
    }

    /// A window group with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(id: nil, title: Text(verbatim: String(title)), content: content())
    }

    /// A window group with a title string and an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(id: id, title: Text(verbatim: String(title)), content: content())
    }

    init(id: String?, title: Text?, content: Content) {
        self.id = id
        self.title = title
        self.content = content
    }

    public var body: Never { sceneBodyIsNeverCalled() }

    func windows() -> [SceneWindow] { [SceneWindow(id: id, title: title, content: AnyView(content))] }
}
