// RedactionModifiers.swift · Raster/Modifiers · mirrors SwiftUI RedactionReasons, redacted(reason:), unredacted(), privacySensitive(_:) and \.redactionReasons (iOS 17)
// Status: Partial — `.placeholder` draws text and images as placeholders (Views/Redaction+Drawing.swift);
// `.privacy` does so for views marked `privacySensitive()`; `.invalidated` is recorded only.
//
// Apple's documentation: "Adding a redaction is an additive process: any redaction provided
// will be added to the reasons provided by the parent", and `unredacted()` "removes any reason
// to apply a redaction to this view hierarchy".

import Foundation

/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a new set from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Displayed data should appear as generic placeholders: text as rounded bars, images as
    /// filled rounded rectangles, each in its foreground style at low opacity.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information: views marked
    /// `privacySensitive()` are drawn as placeholders.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update.
    ///
    /// Raster: recorded in `\.redactionReasons`; nothing changes how views draw (on iOS it
    /// dims widgets while they wait for an update).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The current redaction reasons applied to the view hierarchy (empty by default).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views here are marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text and images here draw as placeholders: a `.placeholder` reason, or a
    /// `.privacy` one over a privacy-sensitive view.
    var drawsRedacted: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

extension View {
    /// Adds a reason to apply a redaction to this view hierarchy, to those of its parents.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks the view as containing sensitive, private user data: it is drawn as a
    /// placeholder where the redaction reasons include `.privacy`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}
