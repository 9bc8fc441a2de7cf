// AttributedTextEditorTests.swift · RasterTests/Controls · the iOS 26 rich-text TextEditor and its formatting definitions
// (TextEditor+AttributedString.swift, AttributedTextFormatting.swift). Compatibility survey 8: IcySky's composer.

import Foundation
import Testing
@testable import Raster

/// A pattern attribute the app's own code sets on runs (as IcySky's composer marks mentions).
private enum MentionAttribute: CodableAttributedStringKey {
    typealias Value = Bool
    static let name = "RasterTests.MentionAttribute"
}

extension AttributeScopes {
    fileprivate struct ComposerAttributes: AttributeScope {
        let mention: MentionAttribute
        let foregroundColor: AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
        let underlineStyle: AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute
    }
}

extension AttributeDynamicLookup {
    fileprivate subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.ComposerAttributes, T>) -> T {
        self[T.self]
    }
}

/// Colours mentions red and every other run with no colour, as IcySky's pattern constraint.
private struct MentionColor: AttributedTextValueConstraint {
    typealias Scope = AttributeScopes.ComposerAttributes
    typealias AttributeKey = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute

    func constrain(_ container: inout Attributes) {
        container.foregroundColor = container.mention == true ? .red : nil
    }
}

private struct ComposerFormatting: AttributedTextFormattingDefinition {
    typealias Scope = AttributeScopes.ComposerAttributes

    var body: some AttributedTextFormattingDefinition<Scope> {
        MentionColor()
        // Only a single underline is allowed; any other becomes single.
        AttributedTextFormatting.ValueConstraint(for: \.underlineStyle, values: [nil, .single], default: .single)
    }
}

private typealias Colour = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
private typealias Underline = AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute

/// "hi @bob": the mention marked, a dashed underline on "hi ".
private func draft() -> AttributedString {
    var greeting = AttributedString("hi ")
    greeting[Underline.self] = Text.LineStyle(pattern: .dash)
    var mention = AttributedString("@bob")
    mention.mention = true
    return greeting + mention
}

@Observable private final class Composer {
    var text = draft()
    var selection = AttributedTextSelection()
}

private struct ComposerEditor: View {
    let composer: Composer
    @FocusState private var isFocused: Bool

    var body: some View {
        @Bindable var composer = composer
        TextEditor(text: $composer.text, selection: $composer.selection)
            .textInputFormattingControlVisibility(.hidden, for: .all)
            .attributedTextFormattingDefinition(ComposerFormatting())
            .focused($isFocused)
            .onAppear { isFocused = true }
    }
}

@Suite struct AttributedTextEditorTests {
    private static let size = CGSize(width: 200, height: 60)

    /// Each run gets what the constraints leave, in order: the mention red, the rest no
    /// colour, the dashed underline single.
    @Test func aDefinitionConstrainsEachRun() {
        var text = draft()
        text[Colour.self] = .blue
        ComposerFormatting()._constrain(&text)
        let runs = text.runs.map { (String(text[$0.range].characters), $0[Colour.self], $0[Underline.self]) }
        #expect(runs.count == 2)
        #expect(runs[0].0 == "hi " && runs[0].1 == nil && runs[0].2 == .single)
        #expect(runs[1].0 == "@bob" && runs[1].1 == .red && runs[1].2 == nil)
    }

    /// The editor draws the constrained text: the same pixels as an editor of the text the
    /// definition makes, and not those of the unconstrained text.
    @Test func theEditorDrawsTheTextAsTheDefinitionConstrainsIt() throws {
        var constrained = draft()
        ComposerFormatting()._constrain(&constrained)
        let proposal = ProposedViewSize(Self.size)
        let formatted = try renderView(TextEditor(text: .constant(draft())).attributedTextFormattingDefinition(ComposerFormatting()),
                                       proposal: proposal)
        let expected = try renderView(TextEditor(text: .constant(constrained)), proposal: proposal)
        let unformatted = try renderView(TextEditor(text: .constant(draft())), proposal: proposal)
        #expect(formatted.pixmap.data == expected.pixmap.data)
        #expect(formatted.pixmap.data != unformatted.pixmap.data)
        // Some pixel of "@bob" is red.
        let pixmap = formatted.pixmap
        let red = (0..<pixmap.height).contains { y in
            (0..<pixmap.width).contains { x in
                let pixel = pixmap[x, y]
                return pixel.r > 200 && pixel.g < 100 && pixel.b < 100
            }
        }
        #expect(red)
    }

    /// Typing appends with the last run's attributes, applies the definition and moves the
    /// selection to the end.
    @Test func typingAppendsConstrainsAndMovesTheSelection() {
        let composer = Composer()
        let host = ViewHost(ComposerEditor(composer: composer), size: Self.size)
        #expect(host.typeText("!"))
        #expect(String(composer.text.characters) == "hi @bob!")
        let last = composer.text.runs.map { (String(composer.text[$0.range].characters), $0.mention, $0[Colour.self]) }.last
        #expect(last?.0 == "@bob!" && last?.1 == true && last?.2 == .red)
        #expect(composer.text.runs.first?[Underline.self] == .single)
        #expect(composer.selection.indices(in: composer.text) == .insertionPoint(composer.text.endIndex))
        #expect(host.pressKey(.delete))
        #expect(host.pressKey(.delete))
        #expect(String(composer.text.characters) == "hi @bo")
        // VoiceOver reads the characters as the editor's value.
        #expect(host.accessibilityDescription() == #"[textField] value: "hi @bo" (0, 0, 200, 60)"#)
    }

    @Test func selectionsAndControlVisibility() {
        let text = AttributedString("abc")
        let b = text.characters.index(after: text.startIndex)
        #expect(AttributedTextSelection().indices(in: text) == .insertionPoint(text.endIndex))
        #expect(AttributedTextSelection(insertionPoint: b).indices(in: text) == .insertionPoint(b))
        #expect(AttributedTextSelection(range: b..<text.endIndex).indices(in: text) == .ranges(RangeSet(b..<text.endIndex)))
        struct Hidden: View {
            @Environment(\.hiddenTextInputFormattingControls) var hidden
            var body: some View { Text("\(hidden.rawValue)") }
        }
        func shown<V: View>(_ view: V) -> [String] { texts(in: ViewHost(view, size: CGSize(width: 100, height: 40))) }
        #expect(shown(Hidden()) == ["0"])
        #expect(shown(Hidden().textInputFormattingControlVisibility(.hidden, for: .all)) == ["3"])
        // The modifier closer to the view shows the input assistant's controls again.
        #expect(shown(Hidden().textInputFormattingControlVisibility(.visible, for: .inputAssistant)
            .textInputFormattingControlVisibility(.hidden, for: .all)) == ["1"])
    }
}
