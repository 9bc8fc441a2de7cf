// PostedAccessibilityNotification.swift · Raster/Accessibility · what the views posted to assistive apps (Raster's own: iOS hands UIAccessibility.post(notification:argument:) to VoiceOver)
// Status: Complete — posts are recorded in order, never spoken.

import Foundation

/// One notification the hosted views posted to assistive apps
/// (`UIAccessibility.post(notification:argument:)`), as `ViewHost.postedAccessibilityNotifications`
/// lists them.
public struct PostedAccessibilityNotification: @unchecked Sendable, CustomStringConvertible {
    /// Which notification was posted (UIKit's `UIAccessibility.Notification`).
    public enum Kind: Hashable, Sendable {
        /// Text to speak.
        case announcement
        /// A new screen appeared.
        case screenChanged
        /// The layout of the screen changed.
        case layoutChanged
        /// A scroll finished.
        case pageScrolled
        /// Another notification, by its UIKit raw value.
        case other(UInt32)
    }

    /// Which notification was posted.
    public let kind: Kind
    /// The argument posted with it, as given.
    public let argument: Any?

    /// The text of an announcement or page scroll (a `String` argument, or an
    /// `NSAttributedString`'s string); nil for other kinds and arguments.
    public var text: String? {
        guard kind == .announcement || kind == .pageScrolled else { return nil }
        return argument as? String ?? (argument as? NSAttributedString)?.string
    }

    public var description: String {
        "\(kind)" + (text.map { " \"\($0)\"" } ?? argument.map { " \($0)" } ?? "")
    }
}
