import Foundation
import Observation
import Testing
@testable import Raster

/// The title of the note being edited, published by the focused field.
private struct NoteTitleKey: FocusedValueKey {
    typealias Value = String
}

/// The edited note's text, as a binding, published by the focused field.
private struct NoteTextKey: FocusedValueKey {
    typealias Value = Binding<String>
}

/// An undo action, published scene-wide.
private struct UndoKey: FocusedValueKey {
    typealias Value = () -> Void
}

extension FocusedValues {
    fileprivate var undo: (() -> Void)? {
        get { self[UndoKey.self] }
        set { self[UndoKey.self] = newValue }
    }

    fileprivate var noteTitle: String? {
        get { self[NoteTitleKey.self] }
        set { self[NoteTitleKey.self] = newValue }
    }

    fileprivate var noteText: Binding<String>? {
        get { self[NoteTextKey.self] }
        set { self[NoteTextKey.self] = newValue }
    }
}

/// What the readers saw, one entry per body run.
private final class ReadLog {
    var titles: [String] = []
}

@Observable private final class Notebook {
    var first = "milk"
    var second = "eggs"
    var showsSecond = false
}

private enum Note: Hashable { case first, second }

/// A status line reading the focused note's title.
private struct StatusLine: View {
    let log: ReadLog
    @FocusedValue(\.noteTitle) private var title

    var body: some View {
        log.titles.append(title ?? "none")
        return Text(title ?? "none")
    }
}

/// Two note fields, each publishing its title around itself; the list publishes a scene-wide
/// fallback title; the status line sits beside them, outside both.
private struct Notes: View {
    let notebook: Notebook
    let log: ReadLog
    var initial: Note?
    @FocusState private var focus: Note?

    var body: some View {
        @Bindable var notebook = notebook
        VStack(spacing: 8) {
            VStack(spacing: 8) {
                TextField("First", text: $notebook.first).focused($focus, equals: .first)
                    .focusedValue(\.noteTitle, "First")
                    .focusedValue(\.noteText, $notebook.first)
                TextField("Second", text: $notebook.second).focused($focus, equals: .second)
                    .focusedValue(\.noteTitle, "Second")
                    .focusedValue(\.noteText, $notebook.second)
            }
            .focusedSceneValue(\.noteTitle, "Notebook")
            StatusLine(log: log)
            Button("Leave") { focus = nil }
        }
        .onAppear { focus = initial }
    }
}

@Observable private final class Selection {
    var name: String
    init(name: String) { self.name = name }
}

@Suite struct FocusedValuesTests {
    /// The reader sees the value published around the focused field, in the frame the focus
    /// moves; with nothing focused, the scene-wide value; a tap moves focus and the value.
    @Test func theReaderFollowsFocus() {
        let log = ReadLog()
        let host = ViewHost(Notes(notebook: Notebook(), log: log, initial: .first), size: CGSize(width: 300, height: 200))
        _ = host.render()
        #expect(log.titles.last == "First")
        let second = host.frames(of: "Text")[1]
        #expect(host.tap(at: CGPoint(x: second.midX, y: second.midY)))
        _ = host.render()
        #expect(log.titles.last == "Second")
        let leave = host.frames(of: "Text")[3]
        #expect(host.tap(at: CGPoint(x: leave.midX, y: leave.midY)))
        _ = host.render()
        #expect(log.titles.last == "Notebook")
    }

    /// Without focus the scene value shows from the first frame, and the reader's body runs
    /// once per change, not on every update.
    @Test func sceneValuesAreSeenWithoutFocus() {
        let log = ReadLog()
        let host = ViewHost(Notes(notebook: Notebook(), log: log, initial: nil), size: CGSize(width: 300, height: 200))
        _ = host.render()
        _ = host.render()
        #expect(log.titles == ["none", "Notebook"])
    }

    /// `@FocusedBinding` reads and writes through the binding the focused field publishes;
    /// with nothing published it reads nil and a write changes nothing.
    @Test func focusedBindingWritesThroughThePublishedBinding() {
        final class Holder {
            var binding: FocusedBinding<String>?
        }
        struct Editor: View {
            let holder: Holder
            @FocusedBinding(\.noteText) var text
            var body: some View {
                holder.binding = _text
                return Text(text ?? "-")
            }
        }
        struct Screen: View {
            let notebook: Notebook
            let holder: Holder
            @FocusState var focus: Note?
            var body: some View {
                @Bindable var notebook = notebook
                VStack {
                    TextField("First", text: $notebook.first).focused($focus, equals: .first)
                        .focusedValue(\.noteText, $notebook.first)
                    Editor(holder: holder)
                    Button("Focus") { focus = .first }
                }
            }
        }
        let notebook = Notebook(), holder = Holder()
        let host = ViewHost(Screen(notebook: notebook, holder: holder), size: CGSize(width: 300, height: 200))
        _ = host.render()
        #expect(holder.binding?.wrappedValue == nil)
        holder.binding?.wrappedValue = "ignored"
        #expect(notebook.first == "milk")
        let focus = host.frames(of: "Text")[2]
        #expect(host.tap(at: CGPoint(x: focus.midX, y: focus.midY)))
        _ = host.render()
        #expect(holder.binding?.wrappedValue == "milk")
        holder.binding?.projectedValue.wrappedValue = "bread"
        #expect(notebook.first == "bread")
    }

    /// An Observable object published with `focusedValue(_:)` is read with
    /// `@FocusedValue(T.self)`; a nil object publishes nothing.
    @Test func observableObjectsArePublishedByType() {
        final class Seen { var names: [String] = [] }
        struct Reader: View {
            let seen: Seen
            @FocusedValue(Selection.self) var selection
            var body: some View {
                seen.names.append(selection?.name ?? "nil")
                return Text(selection?.name ?? "nil")
            }
        }
        struct Screen: View {
            let selection: Selection?
            let seen: Seen
            @FocusState var isFocused: Bool
            var body: some View {
                VStack {
                    TextField("Name", text: .constant("")).focused($isFocused).focusedValue(selection)
                    Reader(seen: seen)
                }
                .onAppear { isFocused = true }
            }
        }
        let seen = Seen()
        _ = ViewHost(Screen(selection: Selection(name: "Ada"), seen: seen), size: CGSize(width: 200, height: 100)).render()
        #expect(seen.names.last == "Ada")
        let none = Seen()
        _ = ViewHost(Screen(selection: nil, seen: none), size: CGSize(width: 200, height: 100)).render()
        #expect(none.names == ["nil"])
    }

    /// A reader that publishes a new closure each time it runs is re-run at most three times
    /// for it in a frame, and not again in later frames while nothing changes.
    @Test func aReaderRepublishingAClosureSettles() {
        struct Screen: View {
            let seen: ReadLog
            @FocusedValue(\.undo) var action
            var body: some View {
                seen.titles.append(action == nil ? "nil" : "action")
                return Text("Undo").focusedSceneValue(\.undo) { seen.titles.append("ran") }
            }
        }
        let seen = ReadLog()
        let host = ViewHost(Screen(seen: seen), size: CGSize(width: 100, height: 40))
        _ = host.render()
        #expect(seen.titles == ["nil", "action", "action", "action"])
        // Nothing changed since: the next frames run the body no more.
        _ = host.render()
        _ = host.render()
        #expect(seen.titles == ["nil", "action", "action", "action"])
    }

    /// Outside a view, a focused value reads nil.
    @Test func aFocusedValueOutsideAViewIsNil() {
        let value = FocusedValue(\.noteTitle)
        #expect(value.wrappedValue == nil)
    }

    /// `defaultFocus` focuses its value when the region appears with nothing focused, so
    /// typing goes there; a focus set before it appears is kept.
    @Test func defaultFocusFocusesWhenNothingIs() {
        struct Form: View {
            let notebook: Notebook
            @FocusState var focus: Note?
            var body: some View {
                @Bindable var notebook = notebook
                VStack {
                    TextField("First", text: $notebook.first).focused($focus, equals: .first)
                    if notebook.showsSecond {
                        TextField("Second", text: $notebook.second).focused($focus, equals: .second)
                            .defaultFocus($focus, .second, priority: .userInitiated)
                    }
                }
                .defaultFocus($focus, .first)
            }
        }
        let notebook = Notebook()
        let host = ViewHost(Form(notebook: notebook), size: CGSize(width: 300, height: 100))
        #expect(host.typeText("!"))
        #expect(notebook.first == "milk!")
        notebook.showsSecond = true
        #expect(host.typeText("?"))
        #expect(notebook.first == "milk!?")
        #expect(notebook.second == "eggs")
    }
}
