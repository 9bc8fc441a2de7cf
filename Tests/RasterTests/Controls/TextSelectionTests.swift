import Foundation
import Testing
@testable import Raster

@Observable private final class Draft {
    var text = "Hello world"
    var selection: TextSelection?
}

/// A focused editor or field bound to the draft's text and selection.
private struct Editing: View {
    let draft: Draft
    let usesField: Bool
    @FocusState private var isFocused: Bool

    var body: some View {
        @Bindable var draft = draft
        Group {
            if usesField {
                TextField("Title", text: $draft.text, selection: $draft.selection)
            } else {
                TextEditor(text: $draft.text, selection: $draft.selection)
            }
        }
        .focused($isFocused)
        .onAppear { isFocused = true }
    }
}

@Suite struct TextSelectionTests {
    private func offsets(_ selection: TextSelection?, in text: String) -> [Int]? {
        guard case .selection(let range)? = selection?.indices else { return nil }
        return [text.distance(from: text.startIndex, to: range.lowerBound),
                text.distance(from: text.startIndex, to: range.upperBound)]
    }

    /// Typing replaces the selected range and leaves an insertion point after the typed text;
    /// delete at an insertion point removes the character before it.
    @Test func typingReplacesTheSelection() {
        let draft = Draft()
        let text = draft.text
        draft.selection = TextSelection(range: text.index(text.startIndex, offsetBy: 6)..<text.endIndex)
        let host = ViewHost(Editing(draft: draft, usesField: false), size: CGSize(width: 300, height: 120))
        #expect(host.typeText("there"))
        #expect(draft.text == "Hello there")
        #expect(offsets(draft.selection, in: draft.text) == [11, 11])
        #expect(draft.selection?.isInsertion == true)
        draft.selection = TextSelection(insertionPoint: draft.text.index(draft.text.startIndex, offsetBy: 5))
        #expect(host.pressKey(.delete))
        #expect(draft.text == "Hell there")
        #expect(offsets(draft.selection, in: draft.text) == [4, 4])
        #expect(host.pressKey(.return))
        #expect(draft.text == "Hell\n there")
        #expect(offsets(draft.selection, in: draft.text) == [5, 5])
    }

    /// Delete removes a selected range; with no selection a field types at the end and the
    /// binding then holds the insertion point at the end; an index past the end counts as it.
    @Test func deleteRemovesARangeAndNilTypesAtTheEnd() {
        let draft = Draft()
        let text = draft.text
        draft.selection = TextSelection(range: text.startIndex..<text.index(text.startIndex, offsetBy: 6))
        let host = ViewHost(Editing(draft: draft, usesField: true), size: CGSize(width: 300, height: 60))
        #expect(host.pressKey(.delete))
        #expect(draft.text == "world")
        #expect(offsets(draft.selection, in: draft.text) == [0, 0])
        draft.selection = nil
        #expect(host.typeText("s"))
        #expect(draft.text == "worlds")
        #expect(offsets(draft.selection, in: draft.text) == [6, 6])
        draft.selection = TextSelection(insertionPoint: "a much longer string".endIndex)
        #expect(host.typeText("!"))
        #expect(draft.text == "worlds!")
    }

    /// A selection's parts: insertion or not, several ranges, the affinity default and its
    /// environment value.
    @Test func selectionValuesAndAffinity() {
        let text = "abc"
        let b = text.index(after: text.startIndex)
        #expect(TextSelection(insertionPoint: b).isInsertion)
        #expect(!TextSelection(range: text.startIndex..<b).isInsertion)
        let several = TextSelection(ranges: RangeSet([text.startIndex..<b, text.index(after: b)..<text.endIndex]))
        #expect(!several.isInsertion)
        #expect(several.editedRange(in: text) == text.startIndex..<b)
        #expect(TextSelection(insertionPoint: b).affinity == .automatic)
        var seen: [TextSelectionAffinity] = []
        _ = ViewHost(VStack {
            EnvironmentProbe { seen.append($0.textSelectionAffinity) }.textSelectionAffinity(.upstream)
            EnvironmentProbe { seen.append($0.textSelectionAffinity) }
        }, size: CGSize(width: 10, height: 20)).render()
        #expect(seen == [.upstream, .automatic])
    }
}
