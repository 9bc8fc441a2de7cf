// UIWindow.swift · Raster/Views/UIKit · mirrors UIKit UIEdgeInsets, UIResponder, UIScene, UIWindowScene, UIWindow (iOS 17), as SwiftUI code reads them for safe-area insets and to dismiss the keyboard
// Status: Partial — the running host is the one scene and its key window: bounds and safe-area
// insets from its device, `endEditing(_:)` takes focus; a window an app makes itself is
// recorded, never shown. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The inset distances for views (UIKit's `UIEdgeInsets`), points.
public struct UIEdgeInsets: Hashable, Sendable {
    /// Inset from the top edge, points (default 0).
    public var top: CGFloat
    /// Inset from the left edge, points (default 0; left also in right-to-left layouts).
    public var left: CGFloat
    /// Inset from the bottom edge, points (default 0).
    public var bottom: CGFloat
    /// Inset from the right edge, points (default 0).
    public var right: CGFloat

    /// Creates edge insets with the given distances, points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle moved in by `insets` on each edge (UIKit's `inset(by:)`, points); negative
    /// insets move the edges out. Insets larger than the rectangle give an empty one at its
    /// inset origin.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: max(width - insets.left - insets.right, 0), height: max(height - insets.top - insets.bottom, 0))
    }
}

/// The light or dark look of an interface (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// The system's look.
    case unspecified = 0
    /// The light look.
    case light = 1
    /// The dark look.
    case dark = 2

    /// The SwiftUI colour scheme of the style; nil for `.unspecified`.
    var colorScheme: ColorScheme? {
        switch self {
        case .unspecified: nil
        case .light: .light
        case .dark: .dark
        }
    }
}

/// An abstract interface for responding to and handling events (UIKit's `UIResponder`).
///
/// Raster: the base class app and scene delegates are declared on
/// (`class SceneDelegate: UIResponder, UIWindowSceneDelegate`). An `NSObject`, as in UIKit, so
/// that an app delegate declared on it meets `@UIApplicationDelegateAdaptor`'s `NSObject &
/// UIApplicationDelegate` constraint. Its `init()` is required, so a non-final subclass
/// satisfies `UIApplicationDelegate`'s `init()` requirement. Deviation: UIView and
/// UIViewController do not inherit from it.
open class UIResponder: NSObject {
    /// Creates a responder.
    public required override init() { super.init() }

    /// Whether this object is the first responder (false: Raster's text fields have focus
    /// through SwiftUI, not through UIKit responders).
    open var isFirstResponder: Bool { false }

    /// Asks UIKit to make this object the first responder; false, since no UIKit responder
    /// receives events in Raster.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Notifies this object that it has been asked to relinquish its status as first
    /// responder; true, since it never has it. To take focus from the focused SwiftUI view,
    /// send `Selector("resignFirstResponder")` to nil with `UIApplication.sendAction`.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    // Raster draws no keyboard, so none of these is ever posted: code that moves content
    // clear of the keyboard (`NotificationCenter.default.publisher(for:)`) keeps its
    // keyboard-hidden layout, which is what a snapshot without a keyboard shows.

    /// Posted before the keyboard shows (never in Raster).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed (never in Raster).
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides (never in Raster).
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid (never in Raster).
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (never in Raster).
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed (never in Raster).
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The user-info key of the keyboard's frame at the end of its animation (a CGRect).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the keyboard's frame at the start of its animation (a CGRect).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard animation's duration, seconds.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the keyboard animation's curve.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// An object that represents one instance of an app's user interface (UIKit's `UIScene`).
///
/// Raster: the scenes of `UIApplication.shared.connectedScenes` are `UIWindowScene`s for the
/// running host; a scene is equal only to itself.
open class UIScene: Hashable {
    /// The activation states of a scene.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// The current state of the scene: `.foregroundActive` for a host's scene (a host is
    /// always on screen).
    public let activationState: ActivationState

    /// The object that receives the scene's life-cycle events (never called by Raster).
    open var delegate: UISceneDelegate?

    /// The scene's title, for the app switcher (recorded).
    open var title: String! = ""

    init(activationState: ActivationState) { self.activationState = activationState }

    public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // The scene's lifecycle notifications, with UIKit's names. A host's scene is connected
    // once and stays in the foreground, active, so Raster never posts them (as it never posts
    // `UIApplication`'s): code that observes them keeps its foreground state, which is what
    // a snapshot shows.

    /// Posted when a scene is added to the app (never in Raster).
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene is removed from the app (never in Raster).
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene becomes active and responds to the user (never in Raster).
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active (never in Raster).
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to come to the foreground (never in Raster).
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene goes to the background (never in Raster).
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene that manages one or more windows for an app (UIKit's `UIWindowScene`).
///
/// Raster: the scene of the host whose view code is running, with that host's window.
open class UIWindowScene: UIScene {
    /// The host's window.
    private var hostWindow: UIWindow!

    /// The scene of `graph`'s host, made on first use and kept for the host's lifetime.
    static func hostScene(of graph: ViewGraph) -> UIWindowScene {
        if let scene = graph.systemRequests.windowScene as? UIWindowScene { return scene }
        let scene = UIWindowScene(hostWindowOf: graph)
        graph.systemRequests.windowScene = scene
        return scene
    }

    /// The scene whose one window is `graph`'s host window.
    init(hostWindowOf graph: ViewGraph) {
        super.init(activationState: .foregroundActive)
        hostWindow = UIWindow(hostOf: graph)
        hostWindow.windowScene = self
    }

    /// The windows associated with the scene: the host's window.
    open var windows: [UIWindow] { [hostWindow] }

    /// The key window of the scene: the host's window.
    open var keyWindow: UIWindow? { hostWindow }

    /// The screen the scene is on (`UIScreen.main`, the host's device).
    open var screen: UIScreen { UIScreen.main }

    /// The interface orientation of the scene: the host device's.
    open var interfaceOrientation: UIInterfaceOrientation {
        hostWindow.graph?.device?.orientation.isLandscape == true ? .landscapeLeft : .portrait
    }
}

/// The orientation of the app's user interface (UIKit's `UIInterfaceOrientation`).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Whether the orientation is portrait or portrait upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape left or right.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a view controller supports (UIKit's `UIInterfaceOrientationMask`): one bit
/// per `UIInterfaceOrientation`, `1 << rawValue`, as UIKit defines it.
///
/// Raster: recorded only. A rendered host does not rotate, so the mask matters on a device only;
/// the orientation drawn is the host device's (`ViewHost(device:)`, a `landscape` form).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait (2).
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape with the home button or bottom edge on the right (16).
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape with the home button or bottom edge on the left (8).
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait upside down (4).
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations (24).
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// All four orientations (30).
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but portrait upside down (26).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The backdrop for an app's user interface (UIKit's `UIWindow`).
///
/// Raster: a host's window (from `UIApplication.shared.connectedScenes`, `windows` or
/// `keyWindow`) is the key window, the same object for the host's lifetime; its `frame` and
/// `bounds` are the host device's screen (points, origin at the top-left corner, y down), or
/// the iPhone 15's without a device, as `UIScreen.main`'s are, and its `safeAreaInsets` are the
/// device's (59, 0, 34, 0 on an iPhone 15 in portrait; zero without a device). A window an app makes (`UIWindow(windowScene:)` in a scene delegate)
/// keeps its root view controller, and is not shown: host the root view with `ViewHost`.
open class UIWindow: UIView {
    /// The graph of the host this window stands for; nil for a window the app made.
    weak var graph: ViewGraph?
    /// Whether this window stands for a host.
    private var isHostWindow = false

    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?

    /// The root view controller of the window (recorded; nil for a host's window).
    open var rootViewController: UIViewController?

    /// The window's position in the z-axis stack (recorded). Default `.normal`.
    open var windowLevel: UIWindow.Level = .normal

    /// Creates a window for the scene, with the scene's screen as its frame.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
    }

    /// Creates a window with the frame you give, points.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a window from an archive. Raster: there are none, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The window standing for `graph`'s host.
    init(hostOf graph: ViewGraph) {
        super.init(frame: CGRect(origin: .zero, size: (graph.device ?? .iPhone15).size))
        self.graph = graph
        isHostWindow = true
        isKeyWindow = true
    }

    /// The light or dark look of the window's views. Raster: on a host's window, `.light`
    /// or `.dark` sets the colour scheme of the hosted views (laid out again at the next
    /// frame), as an app's theme switch does on iOS; a view's `preferredColorScheme` still
    /// wins, as a hosting controller's override does over its window's. `.unspecified` gives
    /// the host's own scheme back.
    open override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        didSet {
            guard isHostWindow, let graph else { return }
            graph.windowColorScheme = overrideUserInterfaceStyle.colorScheme
            graph.setNeedsLayout()
        }
    }

    /// The colour that tints the window's views. Raster: on a host's window it sets the
    /// hosted views' accent colour (`Color.accentColor`, the default `tint` of buttons,
    /// toggles and links; laid out again at the next frame), as the window's tint does for
    /// SwiftUI on iOS; a view's `tint(_:)` or `accentColor(_:)` still wins. nil gives back
    /// `UIWindow.appearance().tintColor`, else system blue.
    open override var tintColor: UIColor! {
        didSet {
            guard isHostWindow, let graph else { return }
            graph.windowTint = tintColor?.color
            graph.setNeedsLayout()
        }
    }

    /// The appearance proxy of windows (UIKit's `UIAppearance`): its `tintColor`, set in
    /// `App.init` or before a host is made, is the accent colour of the hosted views of each
    /// window (`ViewHost`) made afterwards with the same proxies (see `AppearanceProxies`),
    /// unless the host window's own `tintColor` is set. Its other properties are recorded only.
    open class func appearance() -> UIWindow {
        AppearanceProxyStore.current.proxy(of: UIWindow.self) { UIWindow(frame: .zero) }
    }

    /// The screen the window is on: the host's (`UIScreen.main`).
    open var screen: UIScreen { UIScreen.main }

    /// Whether this is the key window: true for a host's window and for a window made key
    /// with `makeKeyAndVisible()`.
    open private(set) var isKeyWindow = false

    /// The insets that leave the window's content clear of the status bar, the sensor housing
    /// and the home indicator, points: the host device's safe-area insets in its current
    /// orientation (zero for a window without a device).
    open override var safeAreaInsets: UIEdgeInsets {
        guard let insets = graph?.device?.safeAreaInsets else { return .zero }
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// Shows the window and makes it the key window (Raster: recorded; see `isKeyWindow`).
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    /// Makes the window the key window (Raster: recorded).
    open func makeKey() { isKeyWindow = true }

    /// Causes the view (or one of its embedded text fields) to resign the first responder
    /// status, dismissing the keyboard.
    ///
    /// Raster: for a host's window, the focused text field or view loses focus (its
    /// `@FocusState` becomes false or nil), as on iOS; returns whether one had focus. `force`
    /// is ignored (no field refuses). A window the app made has no views: false.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard isHostWindow, let graph else { return false }
        return graph.resignFocus()
    }

    /// The positioning of windows relative to each other (UIKit's `UIWindow.Level`).
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default level (0).
        public static let normal = Level(rawValue: 0)
        /// The level of the status bar (1000).
        public static let statusBar = Level(rawValue: 1000)
        /// The level of alerts (2000).
        public static let alert = Level(rawValue: 2000)
    }
}
#endif
