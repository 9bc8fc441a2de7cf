// UIApplicationDelegateAdaptor.swift · Raster/App · mirrors SwiftUI UIApplicationDelegateAdaptor and UIKit UIApplicationDelegate (iOS 17)
// Status: Partial — accepted declarations: the delegate is created and kept, and no
// callback is ever made (Raster launches no app process, registers for no notifications);
// a `@main` UIKit delegate says how to render instead.
//
// Only where there is no UIKit (Linux). An `App` that declares an app delegate compiles
// unchanged; the delegate's launch code, which usually configures SDKs Linux lacks, is not run.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A set of methods to manage shared behaviors for your app (UIKit's `UIApplicationDelegate`).
///
/// Raster: every method is optional, as in UIKit (each has a default that does nothing), and
/// none is called: there is no app process to launch, activate or background.
///
/// Deviation: the protocol requires `init()`, so that `UIApplicationDelegateAdaptor` can make
/// the delegate from its type without the Objective-C runtime. A delegate class must
/// therefore be `final`, or declare `required override init()`; a non-final class that does
/// neither fails to compile ("initializer requirement 'init()' can only be satisfied by a
/// 'required' initializer"): add `final`.
@MainActor @preconcurrency public protocol UIApplicationDelegate: AnyObject {
    /// Creates the delegate (what `UIApplicationDelegateAdaptor` calls once).
    init()

    /// Tells the delegate that the launch process has begun but that state restoration
    /// hasn't occurred (never called by Raster).
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Tells the delegate that the launch process is almost done and the app is almost ready
    /// to run (never called by Raster).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Tells the delegate that the app registered with Apple Push Notification service
    /// (never called by Raster).
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Tells the delegate that the app could not register with Apple Push Notification
    /// service (never called by Raster).
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
    /// Asks the delegate to open a resource specified by a URL (never called by Raster:
    /// `ViewHost.deliverURL(_:)` runs the views' `onOpenURL` handlers instead).
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// Tells the delegate when the app is about to terminate (never called by Raster).
    func applicationWillTerminate(_ application: UIApplication)
    /// Returns the configuration data for UIKit to use when creating a new scene (never
    /// called by Raster; the default is the `"Default Configuration"` of the session's role).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// The entry point of a UIKit app whose delegate is marked `@main` (UIKit's
    /// `UIApplicationMain`).
    ///
    /// Raster: there is no UIKit to run, so this writes one line to standard error saying how
    /// the app's SwiftUI views render instead, and returns, as `App.main()` does.
    public static func main() {
        let name = strippingGenerics(String(describing: Self.self))
        FileHandle.standardError.write(Data(("\(name): Raster runs no UIKit app and opens no window; render its SwiftUI "
            + "views with ViewHost(_:size:) in a test, or their previews with `rendershot previews`\n").utf8))
    }
}

extension UIApplication {
    /// Keys used to access values in the launch options dictionary passed to the
    /// app delegate's launch methods.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app was launched to open a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app was launched by a remote notification.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// Keys used to access values in the options of `application(_:open:options:)`.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The bundle ID of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }
}

/// A property wrapper type that you use to create a UIKit app delegate.
///
/// Raster: the delegate is created once, when the wrapper is (with the `App` value), and
/// kept; `wrappedValue` and `UIApplication.shared.delegate` return it. No delegate callback is made (see
/// `UIApplicationDelegate`), and it is not put in the environment. There is no
/// `projectedValue` (`$delegate`): Swift synthesizes none from an extension constrained to
/// `ObservableObject` delegates, where SwiftUI declares it.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    /// The underlying app delegate.
    public let wrappedValue: DelegateType

    /// Creates a UIKit app delegate adaptor: makes one `delegateType` with `init()` and makes
    /// it `UIApplication.shared.delegate`, as SwiftUI does.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        wrappedValue = delegateType.init()
        UIApplication.shared.delegate = wrappedValue
    }
}

#endif
