import Foundation
import Testing
@testable import Raster

/// TextEditor: UITextView's insets (textContainerInset 8 top and bottom, lineFragmentPadding
/// 5 at the sides), its background, and the caret after the last line's last glyph.
@Suite struct TextEditorTests {
    private static let long = "Writes notes on the Analytical Engine. Likes poetry, mathematics and long walks."

    /// Sizes for proposals: the proposal when given; otherwise the text's size plus 2 × 5
    /// across and 2 × 8 down, one line at least (UITextView's defaults, Apple's
    /// `textContainerInset` and `lineFragmentPadding` documentation).
    @Test(arguments: [
        (text: "", width: 300 as CGFloat?, height: 200 as CGFloat?),
        (text: "", width: 300, height: nil),
        (text: TextEditorTests.long, width: 300, height: nil),
        (text: "Hi", width: nil, height: nil),
    ])
    func sizeFollowsTheInsets(text: String, width: CGFloat?, height: CGFloat?) {
        let editor = TextEditor(text: .constant(text))
        let size = controlsSize(editor, ProposedViewSize(width: width, height: height))
        let line = controlsSize(Text(" "), .unspecified).height
        let wrapped = controlsSize(Text(text.isEmpty ? " " : text), ProposedViewSize(width: width.map { $0 - 10 }, height: nil))
        #expect(size.width == width ?? wrapped.width + 10)
        #expect(size.height == height ?? max(wrapped.height, line) + 16)
    }

    /// iOS 17's styles: `.plain` and `.automatic` draw the editor as it is drawn without a
    /// style, and the style set is recorded by its type name.
    @Test func bothStylesDrawTheUndecoratedEditor() {
        let size = CGSize(width: 200, height: 80)
        let plain = controlsRender(TextEditor(text: .constant("Notes")).textEditorStyle(.plain), size: size)
        let automatic = controlsRender(TextEditor(text: .constant("Notes")).textEditorStyle(.automatic), size: size)
        let unstyled = controlsRender(TextEditor(text: .constant("Notes")), size: size)
        let same = plain.pixmap.data == unstyled.pixmap.data && automatic.pixmap.data == unstyled.pixmap.data
        #expect(same)
        var names: [String] = []
        _ = ViewHost(VStack {
            EnvironmentProbe { names.append($0.textEditorStyleName) }.textEditorStyle(.plain)
            EnvironmentProbe { names.append($0.textEditorStyleName) }
        }, size: size).render()
        #expect(names == ["PlainTextEditorStyle", "AutomaticTextEditorStyle"])
    }

    /// Text taller than the editor is clipped at the editor's foot, as a text view shows it,
    /// not truncated with an ellipsis: the text keeps its whole height.
    @Test func overflowingTextIsClippedNotTruncated() throws {
        let lines = (1...6).map { "Line \($0)" }.joined(separator: "\n")
        let host = ViewHost(TextEditor(text: .constant(lines)).frame(width: 200, height: 70), size: CGSize(width: 200, height: 70),
                            scale: 3)
        _ = host.layoutDescription()
        let text = try #require(host.graph.unitFrames().first { $0.name.hasPrefix("Text(") }).frame
        let whole = controlsSize(Text(verbatim: lines), ProposedViewSize(width: 190, height: nil))
        #expect(text.height == whole.height)
        #expect(text.minY == 8)
        #expect(text.height > 70)
    }

    /// The text starts 5 points in and 8 points down, wrapped to the width less 10.
    @Test func textSitsInsideTheInsets() throws {
        let host = ViewHost(TextEditor(text: .constant(Self.long)).frame(width: 300, height: 200),
                            size: CGSize(width: 300, height: 200), scale: 3)
        let text = try #require(host.frames(of: "Text").first)
        #expect(text.origin == CGPoint(x: 5, y: 8))
        #expect(text.width <= 290 && text.height > controlsSize(Text(" "), .unspecified).height * 2)
    }

    /// Outside lists the editor draws the system background; `scrollContentBackground(.hidden)`
    /// and a list row leave it out.
    @Test func backgroundIsTheSystemBackgroundUnlessHidden() {
        let size = CGSize(width: 200, height: 100)
        let editor = TextEditor(text: .constant(""))
        #expect(controlsRender(editor, size: size).pixel(atPoint: 150, 80) == rgba(255, 255, 255))
        #expect(controlsRender(editor, size: size, colorScheme: .dark).pixel(atPoint: 150, 80) == rgba(0, 0, 0))
        #expect(controlsRender(editor.scrollContentBackground(.hidden), size: size).pixel(atPoint: 150, 80).a == 0)
    }

    /// A focused editor draws the 2-point tint caret 1 point after the last glyph of its last
    /// line; an unfocused one draws none.
    @Test func focusedEditorDrawsTheCaretAfterTheLastLine() throws {
        let host = ViewHost(FocusedEditor(text: "One\nTwo three"), size: CGSize(width: 200, height: 120), scale: 3)
        host.isOpaque = false
        let caret = try #require(host.frames(of: "ControlCanvas").first { $0.height > 0 })
        let lines = try #require(host.frames(of: "Text").first)
        #expect(caret.origin == lines.origin)
        let lastLine = TextLayout("One\nTwo three", font: Font.body.resolved, maxWidth: 190).lines[1]
        let lineHeight = controlsSize(Text(" "), .unspecified).height
        let image = host.render()
        let x = lines.minX + lastLine.x + lastLine.width + 2, y = lines.minY + lineHeight * 1.5
        #expect(image.pixel(atPoint: x, y) == rgba(0, 122, 255))
        #expect(image.pixel(atPoint: x, lines.minY + lineHeight * 0.5) == rgba(255, 255, 255))
    }
}

/// A text editor focused from the start through its focus state.
private struct FocusedEditor: View {
    let text: String
    @FocusState private var focused: Bool

    var body: some View {
        TextEditor(text: .constant(text))
            .focused($focused)
            .onAppear { focused = true }
    }
}

/// TextField(_:text:axis:) with `.vertical`: wraps and grows by lines within `lineLimit`.
@Suite struct TextFieldAxisTests {
    private static let long = String(repeating: "word ", count: 30)

    /// Heights in lines of the field's font for each limit: one line when empty, the text's
    /// lines when unlimited, the range's lower bound when the text is shorter, its upper bound
    /// when longer; a horizontal field keeps one line.
    @Test(arguments: [
        (text: "", limit: nil as ClosedRange<Int>?, axis: Axis.vertical, lines: 1),
        (text: TextFieldAxisTests.long, limit: nil, axis: .vertical, lines: 0),
        (text: "", limit: 3...5, axis: .vertical, lines: 3),
        (text: TextFieldAxisTests.long, limit: 1...2, axis: .vertical, lines: 2),
        (text: TextFieldAxisTests.long, limit: nil, axis: .horizontal, lines: 1),
    ])
    func growsWithItsLinesWithinTheLimit(text: String, limit: ClosedRange<Int>?, axis: Axis, lines: Int) {
        let field = TextField("Bio", text: .constant(text), axis: axis)
        let proposal = ProposedViewSize(width: 200, height: nil)
        let size = limit.map { controlsSize(field.lineLimit($0), proposal) } ?? controlsSize(field, proposal)
        let lineHeight = TextLayout(" ", font: Font.body.resolved, maxWidth: nil).size.height
        let unlimited = controlsSize(Text(text), proposal).height
        let expected = lines == 0 ? unlimited : TextLayout(" " + String(repeating: "\n ", count: lines - 1), font: Font.body.resolved,
                                                           maxWidth: nil).size.height
        #expect(size.width == 200)
        #expect(abs(size.height - expected) < 0.34, "\(size.height) vs \(expected) (line \(lineHeight))")
        if lines == 0 { #expect(size.height > lineHeight * 3) }
    }

    /// A focused vertical field draws its caret after the last glyph of its last line.
    @Test func verticalFieldCaretFollowsTheLastLine() throws {
        let text = "One two three four five six seven"
        let host = ViewHost(FocusedVerticalField(text: text), size: CGSize(width: 120, height: 200), scale: 3)
        host.isOpaque = false
        let field = try #require(host.frames(of: "Text").first)
        let layout = TextLayout(text, font: Font.body.resolved, maxWidth: field.width)
        let last = try #require(layout.lines.last)
        #expect(layout.lines.count > 1)
        let lineHeight = layout.metrics.ascent + layout.metrics.descent + layout.metrics.leading
        let y = field.minY + last.baseline - layout.metrics.ascent + lineHeight / 2
        #expect(host.render().pixel(atPoint: field.minX + last.x + last.width + 2, y) == rgba(0, 122, 255))
    }
}

/// A vertical text field focused from the start.
private struct FocusedVerticalField: View {
    let text: String
    @FocusState private var focused: Bool

    var body: some View {
        TextField("Bio", text: .constant(text), axis: .vertical)
            .focused($focused)
            .onAppear { focused = true }
            .frame(maxHeight: .infinity, alignment: .top)
    }
}
