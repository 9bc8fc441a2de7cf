// UIAccessibility.swift · Raster/Views/UIKit · mirrors UIKit UIAccessibility's settings, post(notification:argument:) and UIAccessibility.Notification (iOS 17)
// Status: Partial — the settings are read from the running view's environment and posted
// notifications are recorded in its host (ViewHost.postedAccessibilityNotifications); nothing
// is spoken and no element is focused. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// UIKit's accessibility settings and notifications.
///
/// Raster: each setting is the accessibility environment value of the view whose code is
/// running (a body, an action, a representable's `makeUIView`/`updateUIView`), so a test sets
/// it as it sets the SwiftUI value, `.environment(\.accessibilityReduceMotion, true)` on the
/// hosted view; outside a host each is false, a device's default.
public enum UIAccessibility {
    /// Whether Reduce Motion is on: `\.accessibilityReduceMotion`.
    public static var isReduceMotionEnabled: Bool { running?.accessibilityReduceMotion ?? false }
    /// Whether VoiceOver is running: `\.accessibilityVoiceOverEnabled`.
    public static var isVoiceOverRunning: Bool { running?.accessibilityVoiceOverEnabled ?? false }
    /// Whether Bold Text is on: a `\.legibilityWeight` of `.bold`.
    public static var isBoldTextEnabled: Bool { running?.legibilityWeight == .bold }
    /// Whether Reduce Transparency is on: `\.accessibilityReduceTransparency`.
    public static var isReduceTransparencyEnabled: Bool { running?.accessibilityReduceTransparency ?? false }
    /// Whether Increase Contrast is on: a `\.colorSchemeContrast` of `.increased`.
    public static var isDarkerSystemColorsEnabled: Bool { running?.colorSchemeContrast == .increased }
    /// Whether Smart Invert or Classic Invert is on: `\.accessibilityInvertColors`.
    public static var isInvertColorsEnabled: Bool { running?.accessibilityInvertColors ?? false }
    /// Whether Switch Control is running: `\.accessibilitySwitchControlEnabled`.
    public static var isSwitchControlRunning: Bool { running?.accessibilitySwitchControlEnabled ?? false }
    /// Whether Differentiate Without Color is on: `\.accessibilityDifferentiateWithoutColor`.
    public static var shouldDifferentiateWithoutColor: Bool { running?.accessibilityDifferentiateWithoutColor ?? false }
    /// Whether Button Shapes is on: `\.accessibilityShowButtonShapes`.
    public static var buttonShapesEnabled: Bool { running?.accessibilityShowButtonShapes ?? false }

    /// Posted by iOS when Reduce Motion is turned on or off. Raster never posts it: a host's
    /// settings are its views' environment, which the views read again when it changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted by iOS when VoiceOver starts or stops. Raster never posts it (see above).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusChanged")
    /// Posted by iOS when Bold Text is turned on or off. Raster never posts it (see above).
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")

    /// Posts `notification` to assistive apps, with `argument`: the text of an
    /// `.announcement` (a `String` or `NSAttributedString`), the element to move to for
    /// `.screenChanged` and `.layoutChanged` (or nil), the text of `.pageScrolled`.
    ///
    /// Raster: nothing is spoken or focused; the post is recorded in the host whose view code
    /// is running (`ViewHost.postedAccessibilityNotifications`). Outside a host nothing
    /// records it, and a warning says so.
    public static func post(notification: Notification, argument: Any?) {
        guard let graph = UIApplication.runningGraph else {
            warnOnce("UIAccessibility.post(notification:argument:) was called outside a hosted view's code, so no ViewHost "
                     + "recorded it; post from a view's action or a representable's update")
            return
        }
        let posted = PostedAccessibilityNotification(kind: notification.kind, argument: argument)
        if posted.kind == .announcement, posted.text == nil {
            warnOnce("UIAccessibility.post(notification: .announcement, argument: \(argument.map { "\($0)" } ?? "nil")): "
                     + "an announcement's argument is the text to speak, a String or NSAttributedString; it is recorded "
                     + "without text")
        }
        graph.systemRequests.post(posted)
    }

    /// The environment of the view whose code is running, nil outside a host.
    private static var running: EnvironmentValues? { UITraitCollection.runningEnvironment }

    /// A notification an app posts to assistive apps (UIKit's `UIAccessibility.Notification`,
    /// its raw values UIKit's).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument is the element VoiceOver moves to, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed; the argument is the element to move to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Text to speak; the argument is a `String` or `NSAttributedString`.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is the text describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)

        /// The kind of post Raster records.
        var kind: PostedAccessibilityNotification.Kind {
            switch self {
            case .screenChanged: .screenChanged
            case .layoutChanged: .layoutChanged
            case .announcement: .announcement
            case .pageScrolled: .pageScrolled
            default: .other(rawValue)
            }
        }
    }
}
#endif
