// UIApplicationShortcutItem.swift · Raster/Views/UIKit · mirrors UIKit UIApplicationShortcutItem, UIMutableApplicationShortcutItem and UIApplicationShortcutIcon (iOS 17)
// Status: Complete as values — Home Screen quick actions are kept, never shown: there is no
// Home Screen to press an app icon on, and no delegate method is called with one.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A Home Screen quick action: what a long press on the app's icon lists (UIKit's
/// `UIApplicationShortcutItem`).
///
/// Raster: kept in `UIApplication.shared.shortcutItems` and compared as UIKit compares them
/// (by value); nothing shows them, and no delegate's `performActionFor` is called.
open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    /// The app's own string that identifies the action (as in Info.plist's
    /// `UIApplicationShortcutItemType`).
    open internal(set) var type: String
    /// The action's title, as the quick-action menu shows it.
    open internal(set) var localizedTitle: String
    /// The line under the title, if any.
    open internal(set) var localizedSubtitle: String?
    /// The icon beside the title, if any.
    open internal(set) var icon: UIApplicationShortcutIcon?
    /// App-specific values passed back with the action.
    open internal(set) var userInfo: [String: NSSecureCoding]?
    /// Which scene the action targets (UIKit's scene activation conditions; recorded).
    open var targetContentIdentifier: Any?

    /// A quick action of `type` titled `localizedTitle`, with an optional subtitle, icon and
    /// user info.
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    /// A quick action of `type` titled `localizedTitle`, without subtitle or icon.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }

    /// Equal when type, title, subtitle and icon are (user info is not compared).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutItem else { return false }
        return type == other.type && localizedTitle == other.localizedTitle
            && localizedSubtitle == other.localizedSubtitle && icon == other.icon
    }

    open override var hash: Int { type.hashValue ^ localizedTitle.hashValue }
}

/// A quick action whose values can be changed (UIKit's `UIMutableApplicationShortcutItem`).
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem, @unchecked Sendable {
    open override var type: String {
        get { super.type }
        set { super.type = newValue }
    }
    open override var localizedTitle: String {
        get { super.localizedTitle }
        set { super.localizedTitle = newValue }
    }
    open override var localizedSubtitle: String? {
        get { super.localizedSubtitle }
        set { super.localizedSubtitle = newValue }
    }
    open override var icon: UIApplicationShortcutIcon? {
        get { super.icon }
        set { super.icon = newValue }
    }
    open override var userInfo: [String: NSSecureCoding]? {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
}

/// The icon of a quick action: a system icon, an SF Symbol or an image of the app's
/// (UIKit's `UIApplicationShortcutIcon`). Raster: kept; never drawn.
open class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
    /// The system's quick-action icons.
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite,
             love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task,
             taskCompleted, alarm, bookmark, shuffle, audio, update
    }

    /// Where the icon comes from.
    enum Source: Equatable {
        case system(IconType), template(String), symbol(String)
    }

    let source: Source

    init(source: Source) {
        self.source = source
        super.init()
    }

    /// A system icon.
    public convenience init(type: IconType) { self.init(source: .system(type)) }
    /// An image of the app's asset catalogue, drawn as a template.
    public convenience init(templateImageName: String) { self.init(source: .template(templateImageName)) }
    /// An SF Symbol.
    public convenience init(systemImageName: String) { self.init(source: .symbol(systemImageName)) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIApplicationShortcutIcon)?.source == source
    }

    open override var hash: Int { String(describing: source).hashValue }
}

extension UIScene.ConnectionOptions {
    /// The quick action that launched the scene (nil: Raster launches nothing from the Home
    /// Screen).
    public var shortcutItem: UIApplicationShortcutItem? { nil }
}

extension UIApplicationDelegate {
    /// Asks the delegate to perform the quick action the user chose (never called by Raster:
    /// there is no Home Screen).
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}
}

extension UIWindowSceneDelegate {
    /// Asks the delegate to perform the quick action the user chose for the scene (never
    /// called by Raster: there is no Home Screen).
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}
}
#endif
