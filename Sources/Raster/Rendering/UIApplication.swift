// UIApplication.swift · Raster/Rendering · mirrors UIKit UIApplication.shared's calls SwiftUI view code makes: open(_:options:completionHandler:), canOpenURL(_:), connectedScenes, sendAction(_:to:from:for:), openSettingsURLString, isIdleTimerDisabled, alternate icons (iOS 17)
// Status: Partial — URLs opened are recorded as a `Link`'s are (`ViewHost.openedURLs`), never
// opened; the running host is the one scene and window (Views/UIKit/UIWindow.swift); a sent
// action is recorded, and `resignFirstResponder` performed (focus leaves the focused view); an
// alternate icon's name is recorded (`ViewHost.alternateIconName`), no icon drawn.
//
// Only where there is no UIKit (Linux). The app is the host whose view code runs: a call made
// while a view's body, action or lifecycle closure runs in a `ViewHost` records into that
// host; elsewhere there is no app to record into, and a warning says so.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The results of a background fetch or a remote notification's work, passed to its completion
/// handler (UIKit's `UIBackgroundFetchResult`; raw values as UIKit's).
///
/// Raster: no fetch or notification ever arrives in a rendered host, so an app delegate's
/// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` is never called; the
/// value matters on a device only.
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded (0).
    case newData = 0
    /// There was no new data (1).
    case noData = 1
    /// The attempt to download data failed (2).
    case failed = 2
}

/// The centralized point of control and coordination for apps running in iOS.
///
/// Raster: one shared object standing for the app of whichever host is running view code;
/// see `open(_:options:completionHandler:)` for where its requests go.
///
/// A `UIResponder`, as in UIKit, so the keyboard notification names read through it
/// (`UIApplication.keyboardWillShowNotification`) are `UIResponder`'s.
public final class UIApplication: UIResponder, @unchecked Sendable {
    /// Creates an app object. Raster: `UIResponder` requires the initializer; every instance
    /// stands for the same app as `shared` (UIKit allows only that one).
    public required init() { super.init() }

    /// The singleton app instance.
    public static let shared = UIApplication()

    /// The URL string you use to deep link to your app's custom settings in the Settings app
    /// (`"app-settings:"` on iOS 17).
    public static let openSettingsURLString = "app-settings:"

    /// Keys you pass in the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Open the URL only if it is a valid universal link with an installed app to open it
        /// (recorded with the URL's other options: ignored by Raster).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Attempts to open the resource at the specified URL asynchronously.
    ///
    /// Raster: nothing is opened; `url` is recorded as the default `openURL` action records
    /// it (`ViewHost.openedURLs`) in the host whose view code is running, and `completion`
    /// gets true. Called outside a host's view code, nothing records it: a warning says so
    /// and `completion` gets false. `options` are accepted and ignored.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: ((Bool) -> Void)? = nil) {
        let opened = record(url)
        completion?(opened)
    }

    /// Attempts to open the resource at the specified URL; returns whether it was opened
    /// (Raster: recorded, as `open(_:options:completionHandler:)` does).
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        record(url)
    }

    /// The URL schemes `canOpenURL(_:)` answers true for: those iOS opens with its own apps
    /// (Safari, Mail, Phone, Messages, FaceTime, Settings), which need no
    /// `LSApplicationQueriesSchemes` entry.
    static let systemSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "facetime", "app-settings"]

    /// Returns a Boolean value that indicates whether an app is available to handle a URL
    /// scheme.
    ///
    /// Raster: true for the schemes iOS's own apps handle (`http`, `https`, `mailto`, `tel`,
    /// `sms`, `facetime`, `app-settings`), false for any other (no third-party app is
    /// installed).
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return Self.systemSchemes.contains(scheme)
    }

    /// The app's currently connected scenes.
    ///
    /// Raster: while a host runs view code (a body, an action, a lifecycle closure), one
    /// foreground-active `UIWindowScene` whose key window is that host's window, with its
    /// device's bounds and safe-area insets (see `UIWindow`); empty elsewhere.
    public var connectedScenes: Set<UIScene> {
        guard let graph = Self.runningGraph else { return [] }
        return [UIWindowScene.hostScene(of: graph)]
    }

    /// The app's visible and hidden windows (deprecated in iOS 15: use a window scene's
    /// `windows`). Raster: the running host's window, or none (see `connectedScenes`).
    public var windows: [UIWindow] {
        connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
    }

    /// The app's key window (deprecated in iOS 13: use a window scene's `keyWindow`).
    /// Raster: the running host's window, nil outside one.
    public var keyWindow: UIWindow? { windows.first }

    /// A Boolean value that controls whether the idle timer is disabled for the app (false
    /// by default). Raster: recorded; a host never sleeps.
    public var isIdleTimerDisabled = false

    /// The app's dynamic Home Screen quick actions (nil until set). Raster: kept, never
    /// shown (Views/UIKit/UIApplicationShortcutItem.swift).
    public var shortcutItems: [UIApplicationShortcutItem]?

    /// Sends an action message identified by a selector to a specified target.
    ///
    /// Raster: the action's name is recorded (`ViewHost.sentActions`) in the host whose view
    /// code is running. `resignFirstResponder` sent to nil (the first responder) is performed
    /// as iOS performs it, dismissing the keyboard: the focused text field or view loses focus
    /// (its `@FocusState` becomes false or nil), and the result is true when something had
    /// focus. Any other action has no UIKit responder to handle it, and the result is false.
    /// `#selector` needs the Objective-C runtime, which Linux lacks, so write
    /// `Selector("resignFirstResponder")` (or the string literal) instead of
    /// `#selector(UIResponder.resignFirstResponder)`.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let graph = Self.runningGraph else {
            warnOnce("UIApplication.shared.sendAction(\(action)) was called outside a hosted view's code; there are no "
                     + "responders and no host to record it in. Use @FocusState to move or clear focus")
            return false
        }
        graph.systemRequests.send(String(describing: action))
        guard target == nil, String(describing: action) == "resignFirstResponder" else { return false }
        return graph.resignFocus()
    }

    /// The app delegate (UIKit's `UIApplication.delegate`).
    ///
    /// Raster: the delegate `@UIApplicationDelegateAdaptor` made, as SwiftUI sets it (the
    /// last one made, when several `App` values each declare one), or what code assigned;
    /// nil until either. Kept strongly, as the adaptor keeps it for the app's life. None of
    /// its methods is called by Raster (see `UIApplicationDelegate`).
    public var delegate: (any UIApplicationDelegate)? {
        get { Self.delegateLock.withLock { Self.storedDelegate } }
        set { Self.delegateLock.withLock { Self.storedDelegate = newValue } }
    }

    private static let delegateLock = NSLock()
    nonisolated(unsafe) private static var storedDelegate: (any UIApplicationDelegate)?

    /// The app's state (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable {
        /// Running in the foreground and receiving events (0).
        case active
        /// Running in the foreground but not receiving events (1).
        case inactive
        /// Running in the background (2).
        case background
    }

    /// The app's state: always `.active`, since a host's scene is always in the foreground
    /// (as `\.scenePhase` is `.active`).
    public var applicationState: State { .active }

    // The app's lifecycle notifications, with UIKit's names. A host's scene is always in the
    // foreground and is never sent to the background or terminated, so Raster never posts
    // them: code that observes them (`NotificationCenter.default.publisher(for:)`,
    // `onReceive`) keeps its foreground state, which is what a snapshot shows.

    /// Posted when the app enters the background (never in Raster).
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted shortly before the app leaves the background for the foreground (never in Raster).
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app becomes active (never in Raster).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active (never in Raster).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app is about to terminate (never in Raster).
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the app finishes launching (never in Raster).
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app receives a memory warning from the system (never in Raster).
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when there is a significant change in time, such as midnight (never in Raster).
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted when the user takes a screenshot (never in Raster).
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")

    /// Whether the app can change its icon: true, as on iOS.
    public var supportsAlternateIcons: Bool { true }

    /// The name of the alternate icon the app shows; nil for its primary icon.
    ///
    /// Raster: what `setAlternateIconName(_:completionHandler:)` last set in the host whose
    /// view code is running (its `ViewHost.alternateIconName`); nil outside a host.
    public var alternateIconName: String? { Self.runningGraph?.systemRequests.alternateIconName }

    /// Changes the app's icon to the alternate icon `alternateIconName` (nil: the primary).
    ///
    /// Raster: no icon or confirmation alert is drawn; the name is recorded in the host whose
    /// view code is running (`ViewHost.alternateIconName`) and `completionHandler` gets nil.
    /// Outside a host nothing records it: a warning says so and the handler gets an error.
    public func setAlternateIconName(_ alternateIconName: String?,
                                     completionHandler: (@Sendable (_ error: (any Error)?) -> Void)? = nil) {
        let recorded = recordIcon(alternateIconName)
        completionHandler?(recorded ? nil : CocoaError(.featureUnsupported))
    }

    /// Changes the app's icon (the async form of `setAlternateIconName(_:completionHandler:)`).
    /// - Throws: `CocoaError(.featureUnsupported)` outside a host's view code.
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        guard recordIcon(alternateIconName) else { throw CocoaError(.featureUnsupported) }
    }

    /// Records `name` as the running host's icon; false (with a warning) outside a host.
    private func recordIcon(_ name: String?) -> Bool {
        guard let graph = Self.runningGraph else {
            warnOnce("UIApplication.shared.setAlternateIconName(\(name ?? "nil")) was called outside a hosted view's code, "
                     + "so no ViewHost recorded it; call it from a view's action")
            return false
        }
        graph.systemRequests.alternateIconName = name
        return true
    }

    /// The graph of the host whose view code is running on this task, if any.
    static var runningGraph: ViewGraph? { (Node.evaluating ?? Node.acting)?.graph }

    /// Records `url` as opened in the running host; false (with a warning) outside one.
    private func record(_ url: URL) -> Bool {
        guard let graph = Self.runningGraph else {
            warnOnce("UIApplication.shared.open(\(url.absoluteString)) was called outside a hosted view's code, so no "
                     + "ViewHost recorded it; call it from a view's action, or use the openURL environment action")
            return false
        }
        graph.systemRequests.open(url)
        return true
    }
}

/// An object that describes a single user interaction with your app (UIKit's `UIEvent`);
/// pass nil to `sendAction(_:to:from:for:)`.
open class UIEvent {}

#if !canImport(ObjectiveC)
/// The name of an Objective-C method (the Objective-C runtime's `Selector`), for
/// `UIApplication.sendAction(_:to:from:for:)`.
///
/// Raster: Linux has no Objective-C runtime, so `#selector(...)` does not compile; write
/// `Selector("resignFirstResponder")` or a string literal.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let name: String

    /// The selector named `name` (as `NSSelectorFromString`).
    public init(_ name: String) { self.name = name }

    public init(stringLiteral value: String) { self.init(value) }

    /// The method's name.
    public var description: String { name }
}
#endif
#endif
