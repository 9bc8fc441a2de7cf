// OpenURLAction.swift · Raster/State · mirrors SwiftUI OpenURLAction, OpenURLAction.Result, EnvironmentValues.openURL (iOS 17)
// Status: Complete — the system's opening is recorded by the window (`ViewHost.openedURLs`), not performed.

import Foundation

/// An action that opens a URL.
///
/// Read it from the environment (`@Environment(\.openURL)`) and call it with a URL. The
/// default action hands the URL to the system; replace it for a subtree with
/// `environment(\.openURL, OpenURLAction { url in ... })`, whose handler says what became
/// of the URL (`Result`).
///
/// Raster: "the system" is the window: a URL that reaches it is appended to
/// `ViewHost.openedURLs` and counts as accepted. An action called where no window is (a
/// value made outside a hosted view) warns once and is not accepted.
public struct OpenURLAction {
    /// What a custom handler did with a URL.
    public struct Result {
        enum Outcome: Equatable {
            case handled, discarded
            /// Open this URL with the system handler (nil: the URL the handler was given).
            case system(URL?)
        }
        let outcome: Outcome

        /// The handler opened the URL: the completion gets `true`.
        public static let handled = Result(outcome: .handled)
        /// The handler discarded the URL: the completion gets `false`.
        public static let discarded = Result(outcome: .discarded)
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(outcome: .system(nil))
        /// The handler asks the system to open `url` instead (to transform URLs while
        /// still relying on the system to open them).
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    /// The custom handler, or nil for the system's action.
    let handler: ((URL) -> Result)?
    /// The window that receives URLs handed to the system; filled in when read from the environment.
    var system: SystemRequests?

    /// Creates an action that opens a URL with `handler`, which returns what it did with it.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    init(system: SystemRequests?) {
        handler = nil
        self.system = system
    }

    /// Opens `url`: runs the handler, and hands the URL to the system when there is no
    /// handler or it returns `.systemAction`.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`, then calls `completion` with whether it was accepted (handled, or
    /// handed to a window), before this returns.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler?(url).outcome ?? .system(nil) {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let replacement): completion(openWithSystem(replacement ?? url))
        }
    }

    private func openWithSystem(_ url: URL) -> Bool {
        guard let system else {
            warnOnce("OpenURLAction: \(url.absoluteString) reached no window; read the action from a hosted view's environment (@Environment(\\.openURL)) to have it recorded in ViewHost.openedURLs")
            return false
        }
        system.open(url)
        return true
    }
}

private struct OpenURLKey: ToolbarInheritedKey {
    static let defaultValue: OpenURLAction? = nil
}

extension EnvironmentValues {
    /// The action that opens a URL: the system's (recorded in `ViewHost.openedURLs`) unless
    /// `environment(\.openURL, ...)` set one.
    public var openURL: OpenURLAction {
        get {
            var action = self[OpenURLKey.self] ?? OpenURLAction(system: nil)
            action.system = systemRequests
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }
}
