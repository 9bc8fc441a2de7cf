import Foundation
import Testing
@testable import Raster

private final class KeyLog {
    var events: [String] = []
}

@Observable private final class Account {
    var name = ""
    var password = ""
    var notes = ""
}

private enum Field: Hashable { case name, password, notes }

/// A sign-in form: two fields submitted with return, a notes editor; `initial` has focus at first.
private struct SignIn: View {
    let account: Account
    let log: KeyLog
    var initial = Field.name
    @FocusState private var focus: Field?

    var body: some View {
        @Bindable var account = account
        VStack(spacing: 10) {
            TextField("Name", text: $account.name).focused($focus, equals: .name)
            SecureField("Password", text: $account.password).focused($focus, equals: .password)
            TextEditor(text: $account.notes).focused($focus, equals: .notes).frame(height: 60)
                .onSubmit { log.events.append("notes submitted") }
            TextField("Tags", text: .constant("")).submitScope()
        }
        .onSubmit { log.events.append("submit \(account.name)/\(account.password)") }
        .onAppear { focus = initial }
    }
}

/// A focusable square with nested key handlers.
private struct Stepper: View {
    let log: KeyLog
    let startsFocused: Bool
    @FocusState private var isFocused: Bool

    var body: some View {
        Color.blue.frame(width: 40, height: 40)
            .focusable()
            .focused($isFocused)
            .onKeyPress(.upArrow) {
                log.events.append("inner up")
                return .ignored
            }
            .onKeyPress(keys: [.upArrow, .downArrow]) { press in
                log.events.append("outer \(press.key == .upArrow ? "up" : "down") \(press.phase == .down ? "down" : "other")")
                return .handled
            }
            .onKeyPress(characters: .decimalDigits) { press in
                log.events.append("digit \(press.characters)")
                return .handled
            }
            .onKeyPress(phases: .up) { press in
                log.events.append("released \(press.characters)")
                return .ignored
            }
            .onAppear { isFocused = startsFocused }
    }
}

/// Buttons with keyboard shortcuts, one disabled, and a label that reads its shortcut.
private struct Toolbar: View {
    let log: KeyLog

    var body: some View {
        HStack {
            Button("Save") { log.events.append("save") }.keyboardShortcut("s")
            Button("Remove") { log.events.append("remove") }.keyboardShortcut(.delete, modifiers: []).disabled(true)
            Button { log.events.append("done") } label: { ShortcutReader(log: log) }.keyboardShortcut(.defaultAction)
            Button("Cancel") { log.events.append("cancel") }.keyboardShortcut(.cancelAction)
        }
    }
}

private struct ShortcutReader: View {
    let log: KeyLog
    @Environment(\.keyboardShortcut) private var shortcut

    var body: some View {
        log.events.append("label sees \(shortcut == .defaultAction ? "default" : "other")")
        return Text("Done")
    }
}

@Suite struct KeyboardInputTests {
    /// Characters append to the focused field, delete removes the last one, and return runs
    /// the `onSubmit` action around the field and clears the focus; a secure field edits its
    /// real string, not the bullets; nothing is typed without focus.
    @Test func typedTextEditsTheFocusedFieldAndReturnSubmits() {
        let account = Account(), log = KeyLog()
        let host = ViewHost(SignIn(account: account, log: log), size: CGSize(width: 300, height: 300))
        #expect(host.typeText("Anx"))
        #expect(host.pressKey(.delete))
        #expect(account.name == "An")
        #expect(host.typeText("a\n"))
        #expect(account.name == "Ana")
        #expect(log.events == ["submit Ana/"])
        let warnings = capturingWarnings { #expect(!host.typeText("lost")) }
        #expect(warnings == ["ViewHost.typeText(\"lost\"): no text field has focus, so nothing was typed. Tap the field "
                             + "first (tap(at:) or tap(\"its title\")), or set the FocusState bound to it with focused(_:)"])
        #expect(account.name == "Ana")
        let password = host.frames(of: "Text")[1]
        #expect(host.tap(at: CGPoint(x: password.midX, y: password.midY)))
        #expect(host.typeText("pw\n"))
        #expect(account.password == "pw")
        #expect(log.events == ["submit Ana/", "submit Ana/pw"])
    }

    /// Return in a text editor starts a new line and submits nothing.
    @Test func returnInATextEditorAddsALine() {
        let account = Account(), log = KeyLog()
        let host = ViewHost(SignIn(account: account, log: log, initial: .notes), size: CGSize(width: 300, height: 300))
        #expect(host.typeText("one\ntwo"))
        #expect(account.notes == "one\ntwo")
        #expect(log.events.isEmpty)
    }

    /// `submitScope()` keeps the actions above it from running for the fields under it.
    @Test func aSubmitScopeBlocksTheActionsAboveIt() {
        struct Scoped: View {
            let log: KeyLog
            @FocusState private var isFocused: Bool
            var body: some View {
                VStack {
                    TextField("Tags", text: .constant("")).focused($isFocused)
                        .onSubmit { log.events.append("inner") }
                        .submitScope()
                }
                .onSubmit { log.events.append("outer") }
                .onAppear { isFocused = true }
            }
        }
        let log = KeyLog()
        let host = ViewHost(Scoped(log: log), size: CGSize(width: 200, height: 60))
        #expect(host.pressKey(.return))
        #expect(log.events == ["inner"])
    }

    /// Key-downs go to the focused view's handlers innermost first until one returns
    /// `.handled`; key-ups only to `.up` handlers; an unfocused view gets nothing.
    @Test func keyPressesGoToTheFocusedViewsHandlersInnermostFirst() {
        let log = KeyLog()
        let host = ViewHost(Stepper(log: log, startsFocused: true), size: CGSize(width: 100, height: 100))
        #expect(host.pressKey(.upArrow))
        #expect(log.events == ["inner up", "outer up down", "released \u{F700}"])
        log.events.removeAll()
        #expect(host.pressKey("7"))
        #expect(!host.pressKey("x"))
        #expect(log.events == ["digit 7", "released 7", "released x"])
        let idle = KeyLog()
        let unfocused = ViewHost(Stepper(log: idle, startsFocused: false), size: CGSize(width: 100, height: 100))
        #expect(!unfocused.pressKey(.downArrow))
        #expect(idle.events.isEmpty)
    }

    /// A shortcut runs the first enabled button with exactly that key and those modifiers;
    /// buttons read their shortcut from `\.keyboardShortcut`.
    @Test func keyboardShortcutsRunTheirButtons() {
        let log = KeyLog()
        let host = ViewHost(Toolbar(log: log), size: CGSize(width: 400, height: 60))
        _ = host.render()
        #expect(log.events == ["label sees default"])
        log.events.removeAll()
        #expect(!host.pressKey("s"))
        #expect(host.pressKey("s", modifiers: .command))
        #expect(!host.pressKey("s", modifiers: [.command, .shift]))
        #expect(!host.pressKey(.delete))
        #expect(host.pressKey(.return))
        #expect(host.pressKey(.escape))
        #expect(log.events == ["save", "done", "cancel"])
    }

    /// The special keys carry AppKit's and UIKit's characters; shortcuts default to Command.
    @Test func keyEquivalentsAndShortcutDefaults() {
        #expect(KeyEquivalent.return.character == "\r")
        #expect(KeyEquivalent.escape.character == "\u{1B}")
        #expect(KeyEquivalent.delete.character == "\u{7F}")
        #expect(KeyEquivalent.upArrow.character == "\u{F700}")
        #expect(KeyEquivalent.pageDown.character == "\u{F72D}")
        #expect(KeyboardShortcut("n").modifiers == .command)
        #expect(KeyboardShortcut.defaultAction == KeyboardShortcut(.return, modifiers: []))
        #expect(KeyboardShortcut.cancelAction.key == .escape)
        #expect(KeyPress.Phases.all == [.down, .repeat, .up])
    }
}
