// UISceneDelegate.swift · Raster/Views/UIKit · mirrors UIKit UISceneDelegate, UIWindowSceneDelegate, UISceneSession, UISceneConfiguration, UIScene.ConnectionOptions (iOS 17)
// Status: Partial — accepted declarations: a scene delegate compiles and is never called
// (Raster connects no UIKit scenes; a host runs the SwiftUI views). Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The core methods you use to respond to life-cycle events occurring within a scene
/// (UIKit's `UISceneDelegate`).
///
/// Raster: every method is optional, as in UIKit, and none is called: hosts connect no UIKit
/// scenes. An app that builds its window here (`UIHostingController(rootView:)`) is shown by
/// hosting that root view in a `ViewHost`.
@MainActor @preconcurrency public protocol UISceneDelegate: AnyObject {
    /// Tells the delegate about the addition of a scene to the app (never called by Raster).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Tells the delegate that UIKit removed a scene from the app (never called by Raster).
    func sceneDidDisconnect(_ scene: UIScene)
    /// Tells the delegate that the scene became active (never called by Raster).
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Tells the delegate that the scene is about to resign the active state (never called by Raster).
    func sceneWillResignActive(_ scene: UIScene)
    /// Tells the delegate that the scene is about to begin running in the foreground (never
    /// called by Raster).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Tells the delegate that the scene is running in the background (never called by Raster).
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Asks the delegate to open one or more URLs (never called by Raster:
    /// `ViewHost.deliverURL(_:)` runs the views' `onOpenURL` handlers instead).
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// Additional methods that you use to manage app-specific tasks occurring in a scene
/// (UIKit's `UIWindowSceneDelegate`).
///
/// Raster: `window` is the property scene delegates declare (`var window: UIWindow?`); the
/// default neither stores nor returns one.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The main window associated with the scene.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

extension UIScene {
    /// Additional options for configuring a scene: the URLs, activities and notification
    /// responses that launched it (none in Raster).
    open class ConnectionOptions {
        /// The URLs to open (empty).
        public var urlContexts: Set<UIOpenURLContext> { [] }
        /// The source application's bundle identifier (nil).
        public var sourceApplication: String? { nil }

        init() {}
    }
}

/// An object that contains a URL to open and the options for opening it (UIKit's
/// `UIOpenURLContext`).
open class UIOpenURLContext: Hashable {
    /// The URL to open.
    public let url: URL

    init(url: URL) { self.url = url }

    public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An object that contains information about one of the app's scenes (UIKit's `UISceneSession`).
open class UISceneSession {
    /// The role of a scene.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The role of the app's main interactive window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The role the scene plays in the app.
    public let role: Role
    /// A unique identifier that persists for the lifetime of the session.
    public let persistentIdentifier: String
    /// The scene associated with the session, if connected.
    open weak var scene: UIScene?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
    }
}

/// Information about the objects and storyboard for UIKit to use when creating a scene
/// (UIKit's `UISceneConfiguration`).
///
/// Raster: recorded; no scene is created from it.
open class UISceneConfiguration {
    /// The app-specific name of the configuration.
    public let name: String?
    /// The role of the scenes created from it.
    public let role: UISceneSession.Role
    /// The class of the scene delegate (recorded).
    open var delegateClass: AnyClass?
    /// The class of the scene (recorded).
    open var sceneClass: AnyClass?

    /// Creates a scene configuration with the name and role you give.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
#endif
