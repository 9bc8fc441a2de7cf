// TextSelection.swift · Raster/Views/Controls · mirrors SwiftUI TextSelection, TextSelectionAffinity, textSelectionAffinity(_:) (iOS 18)
// Status: Partial — a bound selection is where typed keys edit and is moved as iOS moves it;
// the caret is still drawn after the last character and no selection highlight is drawn.

import Foundation

/// Represents a selection of text: an insertion point, a range of text or, on macOS,
/// several ranges.
///
/// Mirrors SwiftUI's `TextSelection` (iOS 18), the selection of `TextField(_:text:selection:)`
/// and `TextEditor(text:selection:)`. Raster: keys typed into a field with a bound selection
/// (`ViewHost.typeText`, `pressKey`) replace the selected text, or insert at the insertion
/// point, and leave an insertion point after what they typed, as iOS does; delete removes the
/// selected text or the character before the insertion point. A nil selection types at the
/// end. Indices beyond the end of the text count as the end.
public struct TextSelection: Hashable, Sendable {
    /// The indices of a selection.
    public enum Indices: Hashable, Sendable {
        /// One range of text; an empty range is an insertion point.
        case selection(Range<String.Index>)
        /// Several ranges of text (macOS).
        case multiSelection(RangeSet<String.Index>)
    }

    /// The indices of the selection.
    public var indices: Indices
    /// Which side of a line break an insertion point at the break belongs to.
    public var affinity: TextSelectionAffinity = .automatic

    /// A selection of `range`.
    public init(range: Range<String.Index>) {
        indices = .selection(range)
    }

    /// A selection of several ranges (iOS uses the first one).
    public init(ranges: RangeSet<String.Index>) {
        indices = .multiSelection(ranges)
    }

    /// An insertion point (a caret) at `insertionPoint`.
    public init(insertionPoint: String.Index) {
        indices = .selection(insertionPoint..<insertionPoint)
    }

    /// Whether the selection is an insertion point, not a range of text.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): return range.isEmpty
        case .multiSelection(let ranges): return ranges.ranges.allSatisfy(\.isEmpty)
        }
    }

    /// The range typed keys replace in `text`: the selection (its first range), clamped to the
    /// end of the text.
    func editedRange(in text: String) -> Range<String.Index> {
        let range: Range<String.Index>
        switch indices {
        case .selection(let selected): range = selected
        case .multiSelection(let ranges): range = ranges.ranges.first ?? text.endIndex..<text.endIndex
        }
        return min(range.lowerBound, text.endIndex)..<min(range.upperBound, text.endIndex)
    }
}

/// Which side of a line break an insertion point belongs to.
///
/// Mirrors SwiftUI's `TextSelectionAffinity` (iOS 18). Raster records it.
public enum TextSelectionAffinity: Hashable, Sendable {
    /// The system chooses.
    case automatic
    /// The end of the line before the break.
    case upstream
    /// The start of the line after the break.
    case downstream
}

private struct TextSelectionAffinityKey: EnvironmentKey {
    static let defaultValue = TextSelectionAffinity.automatic
}

extension EnvironmentValues {
    /// The affinity of text selections made here (`textSelectionAffinity(_:)`; automatic by
    /// default).
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
}

extension View {
    /// Sets the direction of a selection or cursor relative to a text character.
    ///
    /// Raster: recorded in `\.textSelectionAffinity`; nothing is drawn differently.
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        environment(\.textSelectionAffinity, affinity)
    }
}

extension TextEditor {
    /// A text editor showing and editing `text`, with `selection` bound to its selection
    /// (see `TextSelection` for how typing moves it).
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: text)
        self.selection = selection
    }
}

extension TextField {
    /// A text field with a custom label, bound to its text and its selection (see
    /// `TextSelection`); `axis` nil is `.horizontal`.
    public init(text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil,
                @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: axis ?? .horizontal, label: label)
        self.selection = selection
    }
}

extension TextField where Label == Text {
    /// A text field titled with a localized string key, bound to its text and its selection
    /// (see `TextSelection`); `axis` nil is `.horizontal`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
                prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt, title: Text(titleKey), axis: axis ?? .horizontal)
        self.selection = selection
    }

    /// A text field titled with a string, bound to its text and its selection (see
    /// `TextSelection`); `axis` nil is `.horizontal`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>,
                                   prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt, title: Text(title), axis: axis ?? .horizontal)
        self.selection = selection
    }
}
