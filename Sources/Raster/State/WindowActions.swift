// WindowActions.swift · Raster/State · mirrors SwiftUI OpenWindowAction, DismissWindowAction and EnvironmentValues.openWindow, dismissWindow, supportsMultipleWindows (iOS 16)
// Status: Complete for an iPhone — it shows one window: requests are recorded
// (`ViewHost.windowRequests`) with a warning, and nothing opens or closes.

import Foundation

/// A request to open or close a window, as `openWindow` and `dismissWindow` made it.
public struct WindowRequest: Hashable {
    /// Whether the request opens or closes a window.
    public enum Kind: Hashable, Sendable {
        case open, dismiss
    }

    /// Opening or closing.
    public let kind: Kind
    /// The id of the `WindowGroup` or `Window` scene asked for, if given.
    public let id: String?
    /// The value presented in the window, if given (`openWindow(value:)`).
    public let value: AnyHashable?

    /// A request of `kind` for the scene `id` presenting `value`.
    public init(kind: Kind, id: String? = nil, value: AnyHashable? = nil) {
        self.kind = kind
        self.id = id
        self.value = value
    }
}

/// An action that opens a window (SwiftUI `OpenWindowAction`): read it with
/// `@Environment(\.openWindow)` and call it with a scene's id, a value, or both.
///
/// Raster: an iPhone shows one window (`supportsMultipleWindows` is false), so nothing
/// opens; each call is recorded in `ViewHost.windowRequests` and warns once.
public struct OpenWindowAction {
    weak var system: SystemRequests?

    /// Opens the window of the scene whose id is `id`.
    public func callAsFunction(id: String) {
        record(WindowRequest(kind: .open, id: id))
    }

    /// Opens a window presenting `value`, of the scene that presents values of its type.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        record(WindowRequest(kind: .open, value: AnyHashable(value)))
    }

    /// Opens a window of the scene `id` presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        record(WindowRequest(kind: .open, id: id, value: AnyHashable(value)))
    }

    private func record(_ request: WindowRequest) {
        system?.request(request)
        warnOnce("openWindow: an iPhone shows one window (supportsMultipleWindows is false), so no window opened; "
                 + "the request is recorded in ViewHost.windowRequests. Present the content with a sheet or a navigation push")
    }
}

/// An action that closes a window (SwiftUI `DismissWindowAction`): read it with
/// `@Environment(\.dismissWindow)`.
///
/// Raster: an iPhone's one window stays; each call is recorded in `ViewHost.windowRequests`
/// and warns once.
public struct DismissWindowAction {
    weak var system: SystemRequests?

    /// Closes the window the action was read in.
    public func callAsFunction() {
        record(WindowRequest(kind: .dismiss))
    }

    /// Closes the window of the scene whose id is `id`.
    public func callAsFunction(id: String) {
        record(WindowRequest(kind: .dismiss, id: id))
    }

    /// Closes the window presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        record(WindowRequest(kind: .dismiss, value: AnyHashable(value)))
    }

    /// Closes the window of the scene `id` presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        record(WindowRequest(kind: .dismiss, id: id, value: AnyHashable(value)))
    }

    private func record(_ request: WindowRequest) {
        system?.request(request)
        warnOnce("dismissWindow: an iPhone's one window cannot be closed, so nothing closed; the request is recorded in "
                 + "ViewHost.windowRequests. Dismiss a sheet with the dismiss action instead")
    }
}

extension EnvironmentValues {
    /// The action that opens a window (recorded in `ViewHost.windowRequests` on an iPhone).
    public var openWindow: OpenWindowAction { OpenWindowAction(system: systemRequests) }

    /// The action that closes a window (recorded in `ViewHost.windowRequests` on an iPhone).
    public var dismissWindow: DismissWindowAction { DismissWindowAction(system: systemRequests) }

    /// Whether the app can show several windows: false, as on an iPhone.
    public var supportsMultipleWindows: Bool { false }
}
