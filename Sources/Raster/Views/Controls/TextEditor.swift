// TextEditor.swift · Raster/Views/Controls · mirrors SwiftUI TextEditor (iOS 17) and draws the insertion point of multi-line text
// Status: Partial — the text wrapped as UITextView lays it out, its background and its caret when
// focused; keys typed with `ViewHost.typeText` append (return adds a line), and text taller than
// the editor is clipped instead of scrolled; a bound selection (iOS 18, TextSelection.swift) is
// where keys edit, but the caret is drawn after the last character.

import Foundation

/// A view that can display and edit long-form text.
///
/// Raster, in points: UITextView's layout — the bound text in the environment's font (body
/// by default) and the primary colour, wrapped to the editor's width less
/// `TextEditorMetrics.lineFragmentPadding` on each side, starting
/// `TextEditorMetrics.containerInset` below the top. The editor takes the proposed size;
/// an unspecified width is the text's unwrapped width plus the padding, an unspecified
/// height the text's height plus the insets (one line at least). Outside a `List` or `Form`
/// it draws the system background behind the text (hidden by `scrollContentBackground(.hidden)`);
/// in a row the row's background shows. Under `focused(_:)` or `focused(_:equals:)` a tap
/// focuses it and a focused editor draws the caret after the last character. Disabled: the
/// text is drawn at half opacity.
public struct TextEditor: View {
    let text: Binding<String>
    /// The bound selection of `init(text:selection:)`: where typed keys edit; nil otherwise.
    var selection: Binding<TextSelection?>?
    /// The bound rich text of `init(text:selection:)` with an `AttributedString` (iOS 26),
    /// drawn and edited instead of `text`; nil for a plain-text editor.
    var attributedText: Binding<AttributedString>?
    /// The bound selection of the rich-text editor, moved to the end of the text by typing.
    var attributedSelection: Binding<AttributedTextSelection>?

    /// A text editor showing and editing `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isFocused) private var isFocused
    @Environment(\.focusRequest) private var focusRequest
    @Environment(\.scrollContentBackground) private var background
    @Environment(\.listSectionAppearance) private var list
    @Environment(\.attributedTextFormatting) private var formatting

    public var body: some View {
        if focusRequest == nil {
            modifier(ImplicitFocusModifier())
        } else {
            editor
        }
    }

    /// The editor, under a focus binding (`focused(_:)`) or an implicit one.
    private var editor: some View {
        let rich = attributedText.map { RichTextEditing(text: $0, selection: attributedSelection, formatting: formatting) }
        let text = rich?.plainText ?? self.text
        let content = text.wrappedValue
        let showsCaret = isFocused && isEnabled
        let drawsBackground = background != .hidden && list == nil
        // An empty editor keeps one line between its insets, as UITextView does.
        // The text keeps its whole height (never truncated with an ellipsis, which a text
        // view does not draw) and the editor's bounds clip what runs past its foot.
        return (rich.map { content.isEmpty ? Text(verbatim: " ") : Text($0.drawnText) } ?? Text(verbatim: content.isEmpty ? " " : content))
            .lineLimit(nil)
            .fixedSize(horizontal: false, vertical: true)
            .overlay { if showsCaret { TextInsertionPoint(text: content) } }
            .padding(.horizontal, TextEditorMetrics.lineFragmentPadding)
            .padding(.vertical, TextEditorMetrics.containerInset)
            .frame(maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
            .modifier(FocusOnTap(request: isEnabled ? focusRequest : nil, editing: TextEditing(text: text, selection: selection, isMultiline: true)))
            .dimmedWhenDisabled(isEnabled)
            .background { if drawsBackground { Color(storage: .system(.systemBackground)) } }
            .clipped()
    }
}

/// UITextView's text insets, in points.
enum TextEditorMetrics {
    /// `UITextView.textContainerInset`'s top and bottom: 8 (its default is (8, 0, 8, 0);
    /// Apple's `textContainerInset` documentation, checked on the juejin/haomeiwen write-up
    /// of UITextView's insets).
    static let containerInset: CGFloat = 8
    /// `NSTextContainer.lineFragmentPadding`'s default, 5: the text's inset from the leading
    /// and trailing edges of each line (Apple's `lineFragmentPadding` documentation).
    static let lineFragmentPadding: CGFloat = 5

}

/// The caret of multi-line text: `TextCaret`'s 2-point tint bar, one line tall, 1 point after
/// the last glyph of the last line (at the top-leading corner when the text is empty). Laid over a `Text` of `text`, it lays the text out again at the size the text
/// was given to find that line.
struct TextInsertionPoint: View {
    let text: String

    var body: some View {
        let text = self.text
        return ControlCanvas(measure: { $0.replacingUnspecifiedDimensions() }) { size, environment in
            let font = (environment.font ?? .body).resolve(in: environment)
            let layout = TextLayout(text, font: font, maxWidth: size.width, lineLimit: environment.lineLimit,
                                    lineSpacing: environment.lineSpacing)
            let lineHeight = layout.metrics.ascent + layout.metrics.descent + layout.metrics.leading
            let caret = layout.lines.last.map {
                CGRect(x: $0.x + $0.width + 1, y: $0.baseline - layout.metrics.ascent, width: 2, height: lineHeight)
            } ?? CGRect(x: 0, y: 0, width: 2, height: lineHeight)
            let paint = TintShapeStyle().paint(in: environment, bounds: caret)
            return [.fill(Path(roundedRect: caret, cornerRadius: 1), paint, FillStyle())]
        }
    }
}
