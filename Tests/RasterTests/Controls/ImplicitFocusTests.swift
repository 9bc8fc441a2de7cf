import Foundation
import Testing
@testable import Raster

@Observable private final class Entries {
    var first = ""
    var second = ""
    var bound = ""
    var notes = ""
}

/// Two fields and an editor without focus bindings, and one bound to a `FocusState` that
/// starts focused; `focusLog` records the bound field's focus.
private struct Fields: View {
    let entries: Entries
    let focusLog: (Bool) -> Void
    @FocusState private var boundIsFocused: Bool

    var body: some View {
        @Bindable var entries = entries
        VStack(spacing: 12) {
            TextField("First", text: $entries.first)
            TextField("Second", text: $entries.second)
            TextField("Bound", text: $entries.bound).focused($boundIsFocused)
            TextEditor(text: $entries.notes).frame(height: 60)
        }
        .padding()
        .onAppear { boundIsFocused = true }
        .onChange(of: boundIsFocused) { _, focused in focusLog(focused) }
    }
}

/// A tap focuses a text field or editor that has no `focused(_:)` binding, as on iOS.
@Suite struct ImplicitFocusTests {
    @Test func aTapFocusesAFieldWithoutABindingAndTakesFocusFromTheBoundOne() throws {
        let entries = Entries()
        var log: [Bool] = []
        let host = ViewHost(Fields(entries: entries) { log.append($0) }, size: CGSize(width: 300, height: 300))
        #expect(host.typeText("b"))
        try host.tap("First")
        #expect(host.typeText("one"))
        try host.tap("Second")
        #expect(host.typeText("two"))
        #expect(host.tap(at: CGPoint(x: 150, y: 200)))
        #expect(host.pressKey(.return))
        #expect(host.typeText("x"))
        #expect([entries.first, entries.second, entries.bound, entries.notes] == ["one", "two", "b", "\nx"])
        #expect(log == [true, false])
        // The bound field takes focus back from an unbound one, and return on an unbound
        // field gives focus up.
        try host.tap("Bound")
        #expect(host.typeText("c"))
        try host.tap("First")
        #expect(host.pressKey(.return))
        #expect(!host.typeText("z"))
        #expect([entries.first, entries.bound, entries.notes] == ["one", "bc", "\nx"])
        #expect(log == [true, false, true, false])
    }

    @Test func theFocusedFieldDrawsItsCaret() throws {
        let entries = Entries()
        let host = ViewHost(Fields(entries: entries) { _ in }, size: CGSize(width: 300, height: 300))
        let before = host.render()
        try host.tap("Second")
        let after = host.render()
        let frame = try host.frame(of: "Second")
        // The caret at the field's leading edge: a tint-coloured column appears there.
        let x = Int(frame.minX.rounded(.down)), y = Int(frame.midY)
        #expect(before.pixmap[x, y] != after.pixmap[x, y] || before.pixmap[x + 1, y] != after.pixmap[x + 1, y])
    }
}
