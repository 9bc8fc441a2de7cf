// TextEditor+AttributedString.swift · Raster/Views/Controls · mirrors SwiftUI TextEditor(text:selection:) with an AttributedString,
// AttributedTextSelection, TextInputFormattingControlPlacement and View.textInputFormattingControlVisibility(_:for:) (iOS 26)
// Status: Partial — the rich text is drawn with its attributes and the environment's formatting definition; typed keys append
// at its end (as a plain editor without a selection), and the bound selection is moved there.

import Foundation

/// The selection of a rich-text `TextEditor`: an insertion point or ranges of an
/// `AttributedString` (iOS 26).
///
/// Raster: typed keys edit the end of the text, whatever the selection, and move the bound
/// selection to an insertion point there.
public struct AttributedTextSelection: Equatable, Sendable {
    /// Where a selection is in a text.
    public enum Indices: Equatable, Sendable {
        /// An insertion point at an index.
        case insertionPoint(AttributedString.Index)
        /// One or more ranges of selected text.
        case ranges(RangeSet<AttributedString.Index>)
    }

    /// The selection's place; nil for the end of whatever text it is read against.
    private var stored: Indices?

    /// A selection with an insertion point at the end of the text.
    public init() {}

    /// A selection with an insertion point at `index`.
    public init(insertionPoint index: AttributedString.Index) {
        stored = .insertionPoint(index)
    }

    /// A selection of `range`.
    public init(range: Range<AttributedString.Index>) {
        stored = .ranges(RangeSet(range))
    }

    /// A selection of `ranges`.
    public init(ranges: RangeSet<AttributedString.Index>) {
        stored = .ranges(ranges)
    }

    /// The selection's indices in `text`; a selection made with `init()` is an insertion point
    /// at `text.endIndex`.
    public func indices(in text: AttributedString) -> Indices {
        stored ?? .insertionPoint(text.endIndex)
    }
}

/// Where the text formatting controls of an editor appear (iOS 26).
public struct TextInputFormattingControlPlacement: Sendable {
    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The formatting controls of the edit menu.
        public static let `default` = Set(rawValue: 1 << 0)
        /// Expanded formatting controls in the shortcuts bar (iPadOS) or bottom ornament (visionOS).
        public static let inputAssistant = Set(rawValue: 1 << 1)
        /// Every placement.
        public static let all: Set = [.default, .inputAssistant]
    }
}

private struct TextInputFormattingControlsHiddenKey: EnvironmentKey {
    static let defaultValue: TextInputFormattingControlPlacement.Set = []
}

extension EnvironmentValues {
    /// The placements whose formatting controls `textInputFormattingControlVisibility(_:for:)`
    /// hid.
    var hiddenTextInputFormattingControls: TextInputFormattingControlPlacement.Set {
        get { self[TextInputFormattingControlsHiddenKey.self] }
        set { self[TextInputFormattingControlsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Sets whether the text formatting controls of the editors here show in `placement`
    /// (iOS 26).
    ///
    /// Raster: recorded (the hidden placements are an environment value); Raster draws no edit
    /// menu or keyboard bar, so the value matters on a device only.
    public func textInputFormattingControlVisibility(_ visibility: Visibility,
                                                     for placement: TextInputFormattingControlPlacement.Set) -> some View {
        transformEnvironment(\.hiddenTextInputFormattingControls) { hidden in
            if visibility == .hidden { hidden.formUnion(placement) } else { hidden.subtract(placement) }
        }
    }
}

extension TextEditor {
    /// A rich-text editor showing and editing `text`, with its selection bound to `selection`
    /// (iOS 26).
    ///
    /// Raster: the text is drawn with its attributes (font, colour, underline …), constrained
    /// by the `attributedTextFormattingDefinition(_:)` around the editor, in the editor's
    /// layout (see `TextEditor`). Typed keys append at the end of the text with the
    /// attributes of its last character (Foundation's rules for added text), the definition
    /// is applied to the result, and `selection` becomes an insertion point at the end.
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
        self.init(text: .constant(""))
        attributedText = text
        attributedSelection = selection
    }
}

/// How a rich-text editor draws and edits its bound `AttributedString`.
struct RichTextEditing {
    let text: Binding<AttributedString>
    let selection: Binding<AttributedTextSelection>?
    let formatting: AttributedTextFormattingRule?

    /// The text as drawn: the bound text with the formatting definition applied.
    var drawnText: AttributedString {
        var drawn = text.wrappedValue
        formatting?.constrain(&drawn)
        return drawn
    }

    /// The text's characters, for the keyboard: a write keeps the attributes of the common
    /// prefix and changes only what follows it.
    var plainText: Binding<String> {
        let text = self.text, selection = self.selection, formatting = self.formatting
        return Binding(get: { String(text.wrappedValue.characters) }, set: { newValue in
            var edited = text.wrappedValue
            let old = String(edited.characters)
            let prefix = zip(old, newValue).prefix { $0 == $1 }.count
            let start = edited.characters.index(edited.startIndex, offsetBy: prefix)
            edited.characters.replaceSubrange(start..<edited.endIndex, with: newValue.dropFirst(prefix))
            formatting?.constrain(&edited)
            text.wrappedValue = edited
            selection?.wrappedValue = AttributedTextSelection(insertionPoint: edited.endIndex)
        })
    }
}
