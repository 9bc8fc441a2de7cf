// AccessibilityRotor.swift · Raster/Accessibility · mirrors SwiftUI accessibilityRotor (all label, system-rotor, entries, text-range forms), AccessibilityRotorContent, AccessibilityRotorContentBuilder, AccessibilityRotorEntry, AccessibilitySystemRotor, accessibilityRotorEntry(id:in:) (iOS 15, 16)
// Status: Partial — rotors are recorded on their element and listed by the accessibility
// tree with their entries' labels; no assistive technology navigates them on Linux, and an
// entry's `prepare` closure is not run.

import Foundation

/// Content within an accessibility rotor: `AccessibilityRotorEntry` values, and `ForEach`,
/// `Group` and `if` of them.
///
/// Raster: rotor content is also a `View` (as table rows are), so `ForEach` and `Group` of
/// entries are the view types; only the entry and these containers conform.
public protocol AccessibilityRotorContent: View {}

/// A rotor's entries as Raster reads them.
protocol AccessibilityRotorEntrySource {
    var rotorEntryLabels: [Text] { get }
}

/// A struct representing an entry in an accessibility rotor: a label, and the element (by
/// its identifier, or the rotor's own element with a text range) it navigates to.
///
/// Raster: the label is recorded and listed in the accessibility tree; the identifier,
/// namespace and text range are kept for the device's navigation, which Linux has none of,
/// and `prepare` is not run. The entry draws nothing.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent, AccessibilityRotorEntrySource {
    let label: Text?
    let id: ID?
    let textRange: Range<String.Index>?

    /// Creates a rotor entry with a label and the identifier of the element it navigates to
    /// (an id of a `ForEach` or an `id(_:)` in a scroll view), optionally a range of that
    /// element's text.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label
        self.id = id
        self.textRange = textRange
    }

    /// Creates a rotor entry with a label, an identifier and the namespace of the
    /// `accessibilityRotorEntry(id:in:)` that marks its element.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        self.init(label, id: id, textRange: textRange, prepare: prepare)
    }

    /// Creates a rotor entry with a localized label and an identifier.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    /// Creates a rotor entry with a localized label, an identifier and a namespace.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    /// Creates a rotor entry with a label given as a string and an identifier.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }

    /// Creates a rotor entry with a label given as a string, an identifier and a namespace.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                                   prepare: @escaping () -> Void = {}) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }

    public var body: EmptyView { EmptyView() }

    var rotorEntryLabels: [Text] { [label ?? Text(verbatim: "")] }
}

extension AccessibilityRotorEntry where ID == Never {
    /// Creates a rotor entry for a range of the text of the element the rotor is on; a nil
    /// label is the text in that range.
    ///
    /// Raster: without a label the entry is listed with an empty one (the element's text is
    /// not read).
    public init(_ label: Text?, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = label
        self.id = nil
        self.textRange = textRange
    }

    /// Creates a rotor entry with a localized label for a range of the element's text.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), textRange: textRange, prepare: prepare)
    }

    /// Creates a rotor entry with a label given as a string for a range of the element's text.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(Text(label), textRange: textRange, prepare: prepare)
    }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {}
extension Group: AccessibilityRotorContent where Content: AccessibilityRotorContent {}
extension Optional: AccessibilityRotorContent where Wrapped: AccessibilityRotorContent {}
extension _ConditionalContent: AccessibilityRotorContent
where TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent {}

/// Several rotor contents in order: what `AccessibilityRotorContentBuilder` builds from a
/// block of more than one.
public struct TupleAccessibilityRotorContent<T>: AccessibilityRotorContent, AccessibilityRotorEntrySource {
    let rotorEntryLabels: [Text]
    public var body: EmptyView { EmptyView() }
}

/// A result builder for rotor entries (`accessibilityRotor(_:entries:)`).
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    /// One content, as it is.
    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }

    /// Several contents, their entries in order.
    public static func buildBlock<each Content: AccessibilityRotorContent>(_ content: repeat each Content)
        -> TupleAccessibilityRotorContent<(repeat each Content)> {
        var labels: [Text] = []
        for item in repeat each content { labels += AccessibilityRotorReading.labels(in: item) }
        return TupleAccessibilityRotorContent(rotorEntryLabels: labels)
    }

    /// A content written as a statement.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }

    /// The content of an `if` without `else`.
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else`.
    public static func buildEither<T: AccessibilityRotorContent, F: AccessibilityRotorContent>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<T: AccessibilityRotorContent, F: AccessibilityRotorContent>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// Designates a rotor that replaces one of the automatic, system-provided rotors.
///
/// Raster: the replaced rotor is listed by its name (`headings`, `links`, …) in the tree.
public struct AccessibilitySystemRotor: Sendable {
    let name: String

    /// System rotor allowing users to iterate through all the links.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    /// System rotor allowing users to iterate through links, visited or not.
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: visited ? "visitedLinks" : "unvisitedLinks")
    }
    /// System rotor allowing users to iterate through all the headings.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    /// System rotor allowing users to iterate through headings of a level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "headings(\(level))")
    }
    /// System rotor allowing users to iterate through all the ranges of bolded text.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    /// System rotor allowing users to iterate through all the ranges of italicized text.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    /// System rotor allowing users to iterate through all the ranges of underlined text.
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    /// System rotor allowing users to iterate through all the ranges of misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    /// System rotor allowing users to iterate through all the images.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    /// System rotor allowing users to iterate through all the text fields.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    /// System rotor allowing users to iterate through all the tables.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    /// System rotor allowing users to iterate through all the lists.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    /// System rotor allowing users to iterate through all the landmarks.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

/// One rotor of an element: its label (or the system rotor it replaces) and its entries'
/// labels, read in the locale of the view it is on.
struct AccessibilityRotorRecord: Equatable {
    var label: String
    var entries: [String]
    /// The label and entries as given, read when the modifier updates; nil once read.
    var labelText: Text?
    var entryTexts: [Text]?
    /// The ranges of the element's own label the entries go to (`accessibilityRotor(_:textRanges:)`),
    /// whose text labels them when the element is built; nil for rotors of entries.
    var textRanges: [Range<String.Index>]?

    /// The rotor with its texts read in `environment`.
    func resolvingTexts(in environment: EnvironmentValues) -> AccessibilityRotorRecord {
        var rotor = self
        if let labelText { rotor.label = labelText.string(in: environment) }
        if let entryTexts { rotor.entries = entryTexts.map { $0.string(in: environment) } }
        rotor.labelText = nil
        rotor.entryTexts = nil
        return rotor
    }

    /// The rotor of an element labelled `elementLabel`: a text-range rotor's entries are the
    /// label's text in each range, or empty for a range outside it.
    func entriesReading(_ elementLabel: String?) -> AccessibilityRotorRecord {
        guard let textRanges else { return self }
        var rotor = self
        let text = elementLabel ?? ""
        rotor.entries = textRanges.map { range in
            range.lowerBound >= text.startIndex && range.upperBound <= text.endIndex ? String(text[range]) : ""
        }
        rotor.textRanges = nil
        return rotor
    }
}

/// How a rotor's content is read into its entries' labels.
enum AccessibilityRotorReading {
    /// The labels of `content`'s entries, in order: `ForEach`, `Group` and conditionals are
    /// looked through as a picker's options are (PickerContent.swift).
    static func labels(in content: any View) -> [Text] {
        if let source = content as? AccessibilityRotorEntrySource { return source.rotorEntryLabels }
        return PickerOptions.views(in: content).flatMap { view -> [Text] in
            (view as? AccessibilityRotorEntrySource)?.rotorEntryLabels ?? []
        }
    }
}

extension View {
    /// Creates an accessibility rotor with the label `label` and the entries `entries`
    /// builds (entries, `ForEach` and `if` of entries).
    ///
    /// Raster: the rotor is recorded on the view's element and listed by the accessibility
    /// tree (`rotor "VIPs": [First, Second]`); no assistive technology navigates it on Linux.
    /// A rotor without entries warns.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotor(label: label, entries: AccessibilityRotorReading.labels(in: entries()))
    }

    /// Creates an accessibility rotor with a localized label (see the `Text` form).
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotor(Text(labelKey), entries: entries)
    }

    /// Creates an accessibility rotor with a label given as a string (see the `Text` form).
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotor(Text(label), entries: entries)
    }

    /// Creates an accessibility rotor replacing the system rotor `systemRotor` (see the `Text`
    /// form; the rotor is listed by the system rotor's name).
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotor(label: Text(verbatim: systemRotor.name), entries: AccessibilityRotorReading.labels(in: entries()))
    }

    /// Creates an accessibility rotor with an entry for each of `entries`, labelled by the
    /// string at `entryLabel`, navigating to the element whose identifier is its `id`.
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel],
                                                               entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(label: rotorLabel, entries: entries.map { Text(verbatim: $0[keyPath: entryLabel]) })
    }

    /// Creates an accessibility rotor with a localized label and an entry for each of `entries`.
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
                                                               entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabelKey), entries: entries, entryLabel: entryLabel)
    }

    /// Creates an accessibility rotor with a label given as a string and an entry for each
    /// of `entries`.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabel), entries: entries, entryLabel: entryLabel)
    }

    /// Creates an accessibility rotor replacing `systemRotor` with an entry for each of `entries`.
    public func accessibilityRotor<EntryModel: Identifiable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
                                                               entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(verbatim: systemRotor.name), entries: entries, entryLabel: entryLabel)
    }

    /// Creates an accessibility rotor with an entry for each of `entries`, identified by the
    /// value at `entryID` and labelled by the string at `entryLabel`.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: Text, entries: [EntryModel],
                                                               entryID: KeyPath<EntryModel, ID>,
                                                               entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(label: rotorLabel, entries: entries.map { Text(verbatim: $0[keyPath: entryLabel]) })
    }

    /// Creates an accessibility rotor with a localized label, identifying entries by `entryID`.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
                                                               entryID: KeyPath<EntryModel, ID>,
                                                               entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabelKey), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    /// Creates an accessibility rotor with a label given as a string, identifying entries by
    /// `entryID`.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabel), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    /// Creates an accessibility rotor replacing `systemRotor`, identifying entries by `entryID`.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
                                                               entryID: KeyPath<EntryModel, ID>,
                                                               entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(verbatim: systemRotor.name), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    /// Creates an accessibility rotor with an entry for each range of the view's own text
    /// (its accessibility label or value), labelled by the text in the range.
    ///
    /// Raster: each entry is listed with the text of its range in the view's accessibility
    /// label when the range lies in it, else with an empty label.
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        let rotor = AccessibilityRotorRecord(label: label.plainText, entries: [], labelText: label, textRanges: textRanges)
        return modifier(AccessibilityModifier(edit: AccessibilityEdit(rotors: [rotor])))
    }

    /// Creates an accessibility rotor with a localized label for ranges of the view's text.
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(labelKey), textRanges: textRanges)
    }

    /// Creates an accessibility rotor with a label given as a string for ranges of the
    /// view's text.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(label), textRanges: textRanges)
    }

    /// Creates an accessibility rotor replacing `systemRotor` for ranges of the view's text.
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(verbatim: systemRotor.name), textRanges: textRanges)
    }

    /// Ties this view's accessibility element to the rotor entries created with `id` in
    /// `namespace`.
    ///
    /// Raster: accepted only: the tie serves VoiceOver's navigation to an entry, which no
    /// assistive technology does on Linux; the view and its element are unchanged.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        self
    }

    private func accessibilityRotor(label: Text, entries: [Text]) -> some View {
        if entries.isEmpty {
            warnOnce("accessibilityRotor \"\(label.plainText)\" has no entries, so VoiceOver would offer an empty rotor; "
                     + "give it an AccessibilityRotorEntry for each place to go")
        }
        let rotor = AccessibilityRotorRecord(label: label.plainText, entries: entries.map(\.plainText), labelText: label,
                                             entryTexts: entries)
        return modifier(AccessibilityModifier(edit: AccessibilityEdit(rotors: [rotor])))
    }
}
