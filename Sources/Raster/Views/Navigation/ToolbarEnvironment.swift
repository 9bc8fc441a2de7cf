// ToolbarEnvironment.swift · Raster/Views/Navigation · the environment toolbar items get: their bar's, plus what the view declaring them was given
// Status: Complete — the app's own keys, observable and environment objects, and the built-in
// values that carry state or intent (tint, accent colour, enabled, edit mode, locale, time
// zone, URL opening); Raster's layout and styling values stay the bar's.

import Foundation

/// An environment key whose value toolbar items take from the view that declares them, as
/// the app's own keys are taken (see `ToolbarEnvironment`).
protocol ToolbarInheritedKey: EnvironmentKey {}

/// The environment a navigation page's bar and content both descend from: what the view
/// declaring toolbar items was given since then is what its items are given.
struct ToolbarSiteBase {
    let environment: EnvironmentValues
}

private struct ToolbarSiteBaseKey: EnvironmentKey {
    static let defaultValue: ToolbarSiteBase? = nil
}

extension EnvironmentValues {
    /// The environment of the navigation page around this view, before its bar and
    /// content split; nil outside a navigation stack's page.
    var toolbarSiteBase: ToolbarSiteBase? {
        get { self[ToolbarSiteBaseKey.self] }
        set { self[ToolbarSiteBaseKey.self] = newValue }
    }
}

extension View {
    /// Records the environment here as the page's base (`toolbarSiteBase`).
    func markingToolbarSiteBase() -> some View {
        modifier(EnvironmentWritingModifier { $0.toolbarSiteBase = ToolbarSiteBase(environment: $0) })
    }
}

/// SwiftUI gives toolbar content the environment of the view whose `toolbar` declares it: an
/// object put in with `environment(_:)` or `environmentObject(_:)`, a custom key, `tint`,
/// `disabled` or `environment(\.editMode, …)` written around a page's content reaches the
/// buttons of its bar (a toolbar item reading `@Environment(Model.self)` of a model given to
/// a pushed page works there). Raster draws the items in the bar, whose environment is the
/// page's: each item takes what its declaring view was given since the page began
/// (`ToolbarSiteBase`) where the bar did not set a value of its own (the bar's font, symbol
/// scale and colour scheme stay). Of Raster's own keys, only those marked
/// `ToolbarInheritedKey` are taken: the others describe where a view is laid out (a list
/// row, a form section, a scroll view), not what its bar items should do.
enum ToolbarEnvironment {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var inherited: [ObjectIdentifier: Bool] = [:]

    /// `entries`, each item given what `site` (the declaring view's environment) was given
    /// since its page's base; unchanged outside a navigation page (no base).
    static func entries(_ entries: [ToolbarEntry], declaredIn site: EnvironmentValues) -> [ToolbarEntry] {
        guard let base = site.toolbarSiteBase?.environment else { return entries }
        return entries.map { entry in
            var entry = entry
            entry.view = AnyView(entry.view.modifier(EnvironmentWritingModifier {
                $0.adopt(writesOf: site, since: base, where: inherits)
            }))
            return entry
        }
    }

    /// Whether items take `key`'s value from their declaring view: the app's own keys (any
    /// declared outside Raster, `@Entry` ones too) and Raster's `ToolbarInheritedKey`s.
    static func inherits(_ key: Any.Type) -> Bool {
        let id = ObjectIdentifier(key)
        lock.lock()
        defer { lock.unlock() }
        if let known = inherited[id] { return known }
        let answer = key is any ToolbarInheritedKey.Type || !String(reflecting: key).hasPrefix("Raster.")
        inherited[id] = answer
        return answer
    }
}
