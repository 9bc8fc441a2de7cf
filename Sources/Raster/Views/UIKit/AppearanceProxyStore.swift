// AppearanceProxyStore.swift · Raster/Views/UIKit · where UIKit's appearance proxies (`UINavigationBar.appearance()`…) live
// Status: Raster-only — iOS keeps one set of proxies per process; Raster keeps that set and
// lets a scope (a test, a preview) have its own.

import Foundation

/// The appearance proxies of a process or of one scope: one object per UIKit class, made
/// on first use. A window (a `ViewGraph`) keeps the store current when it was made, so its
/// bars read, and its view code writes, the proxies of that store.
final class AppearanceProxyStore: @unchecked Sendable {
    private let lock = NSLock()
    private var proxies: [ObjectIdentifier: AnyObject] = [:]

    /// The process-wide proxies, as on iOS.
    static let global = AppearanceProxyStore()

    /// The store of `AppearanceProxies.isolated(_:)` while its body runs.
    @TaskLocal static var scoped: AppearanceProxyStore?

    /// The store view code sees now: the window's whose view code is running, else the
    /// scope's, else the process's.
    static var current: AppearanceProxyStore {
        Node.evaluating?.graph.appearanceProxies ?? Node.acting?.graph.appearanceProxies ?? scoped ?? global
    }

    /// The proxy of `type`, made with `make` the first time it is asked for.
    func proxy<T: AnyObject>(of type: T.Type, make: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let proxy = proxies[ObjectIdentifier(type)] as? T { return proxy }
        let proxy = make()
        proxies[ObjectIdentifier(type)] = proxy
        return proxy
    }

    /// The proxy of `type` if view code has asked for it, else nil (nothing was set).
    func existingProxy<T: AnyObject>(of type: T.Type) -> T? {
        lock.lock()
        defer { lock.unlock() }
        return proxies[ObjectIdentifier(type)] as? T
    }

    /// Forgets every proxy: each class's next `appearance()` is a fresh, unset one.
    func removeAll() {
        lock.lock()
        proxies = [:]
        lock.unlock()
    }
}

/// Raster-only: the scope of UIKit's appearance proxies (`UINavigationBar.appearance()`,
/// `UITabBar.appearance()`…).
///
/// On iOS the proxies are process-wide: what one screen's `init()` sets styles every bar
/// made afterwards. Raster keeps them process-wide too, so tests that run in parallel and set
/// different appearances affect each other. Run such a test's views in `isolated(_:)` (the
/// views made and the hosts created in it get their own, initially empty set of proxies,
/// which those hosts keep for their whole life), or call `reset()` between serial tests.
/// Each preview that `DiscoveredPreview.host` makes (`assertPreviewSnapshots`, `rendershot
/// previews`) is isolated this way, so a preview that styles bars in its `init()` does not
/// restyle the previews after it.
public enum AppearanceProxies {
    /// Forgets every proxy of the current scope (the process's outside `isolated(_:)`):
    /// bars drawn afterwards look as if no proxy had been set.
    public static func reset() {
        AppearanceProxyStore.current.removeAll()
    }

    /// Runs `body` with a fresh set of appearance proxies: proxies set in it, and the bars of
    /// hosts (`ViewHost`, `ImageRenderer`) created in it, use that set only.
    public static func isolated<R>(_ body: () throws -> R) rethrows -> R {
        try AppearanceProxyStore.$scoped.withValue(AppearanceProxyStore(), operation: body)
    }

    /// Runs the asynchronous `body` with a fresh set of appearance proxies (see the
    /// synchronous `isolated(_:)`).
    public static func isolated<R>(_ body: () async throws -> R) async rethrows -> R {
        try await AppearanceProxyStore.$scoped.withValue(AppearanceProxyStore(), operation: body)
    }
}
