// AccessibilityTypes.swift · Raster/Accessibility · mirrors SwiftUI AccessibilityTraits, AccessibilityChildBehavior, AccessibilityHeadingLevel, AccessibilityActionKind, AccessibilityAdjustmentDirection (iOS 17)
// Status: Complete for the values; what they describe is printed by the accessibility tree.

import Foundation

/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    let bits: UInt32

    init(bits: UInt32) { self.bits = bits }

    /// The accessibility element is a button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// The accessibility element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// The accessibility element is currently selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The accessibility element is a link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// The accessibility element is a search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// The accessibility element is an image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// The accessibility element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// The accessibility element is a static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// The accessibility element provides summary information when the application starts.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// The accessibility element starts a media session when it is activated.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading the text within it.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// The accessibility element is modal.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// The accessibility element is a toggle.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)

    /// The traits' names in declaration order, as the accessibility tree prints them.
    static let names: [(AccessibilityTraits, String)] = [
        (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
        (.isSearchField, "searchField"), (.isImage, "image"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "keyboardKey"), (.isStaticText, "staticText"), (.isSummaryElement, "summaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.isModal, "modal"), (.isToggle, "toggle"),
    ]

    public init() { bits = 0 }
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        self = union(newMember)
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let removed = intersection(member)
        self = AccessibilityTraits(bits: bits & ~member.bits)
        return removed.bits == 0 ? nil : removed
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        self = union(newMember)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { self = union(other) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { self = intersection(other) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { self = symmetricDifference(other) }
}

/// Defines the behaviour for the child elements of the new parent element
/// (`accessibilityElement(children:)`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// Any child accessibility elements become hidden: the new element stands for them.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// Any child accessibility elements become children of the new accessibility element.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// Combine any child accessibility element's properties for the new accessibility element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// The hierarchy of a heading in relation to other headings.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading without a hierarchical level.
    case unspecified
    /// Level 1 heading.
    case h1
    /// Level 2 heading.
    case h2
    /// Level 3 heading.
    case h3
    /// Level 4 heading.
    case h4
    /// Level 5 heading.
    case h5
    /// Level 6 heading.
    case h6
}

/// The structure that defines the kinds of available accessibility actions.
public struct AccessibilityActionKind: Hashable, Sendable {
    /// The kind's name: a standard kind's, or a named action's text read in the default locale.
    let name: String
    /// A named action's text, read again in the view's locale (`\.locale`) where the action
    /// is listed; nil for the standard kinds.
    private let nameBox: NameBox?

    /// A named action's `Text`, held unchanged (Raster's `Text` is not `Sendable`).
    private final class NameBox: @unchecked Sendable {
        let text: Text
        init(_ text: Text) { self.text = text }
    }

    /// The value that represents the default accessibility action.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The value that represents a magic tap accessibility action.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// The value that represents an action that shows a menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// An action with a name (`accessibilityAction(named:_:)`).
    ///
    /// Raster: the name is read in the locale of the view the action is added to, as
    /// `accessibilityAction(named:_:)` reads it.
    public init(named name: Text) {
        self.name = name.plainText
        nameBox = NameBox(name)
    }

    init(name: String) {
        self.name = name
        nameBox = nil
    }

    /// A named action's text; nil for the standard kinds.
    var nameText: Text? { nameBox?.text }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.nameText == rhs.nameText }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A directional indicator you use when making an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment
    case decrement
}
