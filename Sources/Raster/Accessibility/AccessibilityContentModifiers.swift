// AccessibilityContentModifiers.swift · Raster/Accessibility · mirrors SwiftUI's accessibilityCustomContent, accessibilityTextContentType, speech modifiers (speechAlwaysIncludesPunctuation, speechSpellsOutCharacters, speechAdjustedPitch, speechAnnouncementsQueued), accessibilityIgnoresInvertColors, accessibilityDirectTouch, accessibilityZoomAction and accessibilityLinkedGroup, with AXCustomContent, AccessibilityCustomContentKey, AccessibilityTextContentType, AccessibilityDirectTouchOptions and AccessibilityZoomGestureAction (iOS 15–17)
// Status: Partial — recorded and printed by the accessibility tree (`ViewHost.accessibilityDescription()`,
// the `.accessibility` snapshot strategy): they tell VoiceOver and Smart Invert on a device how to
// read or treat the view, and change nothing iOS draws.

import Foundation

/// Mirrors the Accessibility framework's `AXCustomContent` (iOS 14): a label and value that
/// VoiceOver reads on request ("more content"), and how important they are.
public final class AXCustomContent: @unchecked Sendable {
    /// How VoiceOver offers the content: `.high` reads it with the element, `.default` only
    /// when asked for more content.
    public enum Importance: Int, Sendable {
        case `default` = 0
        case high = 1
    }

    /// The content's label ("Age").
    public let label: String
    /// The content's value ("3 years").
    public let value: String
    /// How VoiceOver offers the content.
    public var importance: Importance = .default

    /// Content with `label` and `value`.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}

/// Mirrors SwiftUI's `AccessibilityCustomContentKey` (iOS 15): the label of custom content
/// and the identifier that lets a later modifier replace it.
public struct AccessibilityCustomContentKey: Equatable {
    let label: Text
    let id: String

    /// A key labelled `label`, identified by `id`.
    public init(_ label: Text, id: String) {
        self.label = label
        self.id = id
    }

    /// A key labelled with a localized string key, identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.init(Text(labelKey), id: id)
    }

    /// A key labelled with a localized string key, identified by the key itself.
    public init(_ labelKey: LocalizedStringKey) {
        self.init(Text(labelKey), id: labelKey.plainText)
    }
}

/// Mirrors SwiftUI's `AccessibilityTextContentType` (iOS 15): the kind of text a view holds,
/// which VoiceOver reads accordingly (source code with its punctuation, a spreadsheet by cell).
public struct AccessibilityTextContentType: Equatable, Sendable {
    let name: String

    /// Plain text (the default).
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// A console's output.
    public static let console = AccessibilityTextContentType(name: "console")
    /// A file system's paths and names.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Messages, as in a chat.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// Prose, as in a book.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// A spreadsheet's cells.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A word processor's document.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// Mirrors SwiftUI's `AccessibilityDirectTouchOptions` (iOS 17): how a direct-touch area
/// behaves under VoiceOver.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// VoiceOver does not speak the element while it is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// Touches pass through only once the element is activated.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

/// Mirrors SwiftUI's `AccessibilityZoomGestureAction` (iOS 16): the zoom VoiceOver asks of a
/// view (a three-finger double tap and drag), and where.
public struct AccessibilityZoomGestureAction {
    /// Whether to zoom in or out.
    public enum Direction: Hashable, Sendable {
        case zoomIn
        case zoomOut
    }

    /// Whether to zoom in or out.
    public let direction: Direction
    /// Where to zoom, as a unit point of the view.
    public let location: UnitPoint
    /// Where to zoom, in the view's coordinates (points).
    public let point: CGPoint
}

/// One piece of custom content as a modifier gives it, read in the view's locale when the
/// modifier updates.
struct AccessibilityCustomContentItem: Equatable {
    var id: String
    var label: Text
    var value: Text?
    var importance: AXCustomContent.Importance
}

/// Custom content as the accessibility tree lists it; a nil value (given by a modifier)
/// removes the content of its id.
struct AccessibilityCustomContentRecord: Equatable {
    var id: String
    var label: String
    var value: String?
    var importance: AXCustomContent.Importance
}

/// The speech attributes of an element (the `speech…` modifiers); nil fields are not set.
struct AccessibilitySpeech: Equatable {
    var alwaysIncludesPunctuation: Bool?
    var spellsOutCharacters: Bool?
    var adjustedPitch: Double?
    var announcementsQueued: Bool?

    /// The attributes of `other` that it sets, over these.
    func merging(_ other: AccessibilitySpeech) -> AccessibilitySpeech {
        AccessibilitySpeech(alwaysIncludesPunctuation: other.alwaysIncludesPunctuation ?? alwaysIncludesPunctuation,
                            spellsOutCharacters: other.spellsOutCharacters ?? spellsOutCharacters,
                            adjustedPitch: other.adjustedPitch ?? adjustedPitch,
                            announcementsQueued: other.announcementsQueued ?? announcementsQueued)
    }

    /// The attributes that are on, as the accessibility tree lists them ("punctuation",
    /// "spellsOut", "pitch: 0.5", "queued"); empty when none is.
    var listed: [String] {
        var names: [String] = []
        if alwaysIncludesPunctuation == true { names.append("punctuation") }
        if spellsOutCharacters == true { names.append("spellsOut") }
        if let pitch = adjustedPitch { names.append("pitch: \(formatPoints(CGFloat(pitch)))") }
        if announcementsQueued == true { names.append("queued") }
        return names
    }
}

extension View {
    /// Adds custom content VoiceOver reads on request: `value` under `key`'s label, replacing
    /// earlier content of the same key; a nil value removes it.
    ///
    /// Raster: listed in the accessibility tree (`customContent: [Age: 3 years]`, with
    /// `(high)` for high importance).
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibility { $0.customContent = [AccessibilityCustomContentItem(id: key.id, label: key.label, value: value,
                                                                           importance: importance)] }
    }

    /// Adds custom content with a localized value under `key`.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(valueKey), importance: importance)
    }

    /// Adds custom content with a string value under `key`.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(value), importance: importance)
    }

    /// Adds custom content labelled `label` (its text is the key).
    public func accessibilityCustomContent(_ label: Text, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(label, id: label.plainText), value, importance: importance)
    }

    /// Adds custom content with a localized label and value.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), value, importance: importance)
    }

    /// Adds custom content with a localized label and a localized value.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), Text(valueKey), importance: importance)
    }

    /// Adds custom content with a localized label and a string value.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), Text(value), importance: importance)
    }

    /// Sets the kind of text the view holds, which VoiceOver reads accordingly.
    ///
    /// Raster: listed in the accessibility tree (`textContentType: sourceCode`).
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View {
        accessibility { $0.textContentType = value }
    }

    /// Makes VoiceOver speak the view's punctuation ("comma", "period") when `value`.
    ///
    /// Raster: listed in the accessibility tree (`speech: [punctuation]`).
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
        accessibility { $0.speech.alwaysIncludesPunctuation = value }
    }

    /// Makes VoiceOver spell the view's text out character by character when `value`.
    ///
    /// Raster: listed in the accessibility tree (`speech: [spellsOut]`).
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
        accessibility { $0.speech.spellsOutCharacters = value }
    }

    /// Raises or lowers the pitch VoiceOver speaks the view in: −1 (lowest) to 1 (highest),
    /// 0 the default.
    ///
    /// Raster: listed in the accessibility tree (`speech: [pitch: 0.5]`).
    public func speechAdjustedPitch(_ value: Double) -> some View {
        accessibility { $0.speech.adjustedPitch = value }
    }

    /// Queues the view's announcements behind speech in progress instead of interrupting it
    /// when `value`.
    ///
    /// Raster: listed in the accessibility tree (`speech: [queued]`).
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
        accessibility { $0.speech.announcementsQueued = value }
    }

    /// Keeps the view's colours when Smart Invert inverts the screen (photos, video), when
    /// `active`.
    ///
    /// Raster: listed in the accessibility tree (`ignoresInvertColors`); Raster never inverts
    /// colours, so the drawing is the same either way.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        accessibility { $0.ignoresInvertColors = active }
    }

    /// Makes the view a direct-touch area: VoiceOver passes touches to it (a piano's keys, a
    /// drawing canvas).
    ///
    /// Raster: listed in the accessibility tree (`directTouch`, with its options).
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true,
                                         options: AccessibilityDirectTouchOptions = []) -> some View {
        accessibility { $0.isDirectTouchArea = isDirectTouchArea; $0.directTouchOptions = options }
    }

    /// Adds the zoom action VoiceOver performs on the view.
    ///
    /// Raster: listed in the accessibility tree as the action "zoom", not performed (it takes
    /// a direction and a point).
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View {
        accessibility { $0.actions = [AccessibilityActionItem(name: "zoom")] }
    }

    /// Links the view's element with the other elements of group `id` in `namespace`, so
    /// that VoiceOver moves between them as one group.
    ///
    /// Raster: listed in the accessibility tree (`linkedGroup: <id>`).
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        accessibility { $0.linkedGroup = "\(id)" }
    }
}
