// ViewGraph+Keyboard.swift · Raster/Graph · where a hardware key press goes: the focused view, its onKeyPress handlers, text input, keyboard shortcuts (Raster's own; UIKit's responder chain on iOS)
// Status: Complete — one key at a time; no key repeat, no input methods, no tab-key focus
// movement.

import Foundation

/// The names under which keyboard modifiers keep their parts on their nodes (`Node.storage`).
enum KeyboardInput {
    /// A `ValueBox<KeyPressHandler>`: the node's `onKeyPress` handler.
    static let keyPressKey = "keyboard.keyPress"
    /// A `ValueBox<ShortcutAction>`: a button's shortcut and action.
    static let shortcutKey = "keyboard.shortcut"
    /// A `FocusTarget`: the node is a view that can hold focus.
    static let focusTargetKey = "keyboard.focusTarget"

    /// Whether `key` types its character into a text field: not a control character, not a
    /// function key (the private-use characters U+F700…U+F8FF that arrows and page keys use).
    static func isText(_ key: KeyEquivalent) -> Bool {
        key.character.unicodeScalars.allSatisfy { scalar in
            scalar.value >= 0x20 && scalar.value != 0x7F && !(0xF700...0xF8FF).contains(scalar.value)
        }
    }
}

/// A view that can hold focus: a text input control, or a view marked `focusable()`.
final class FocusTarget {
    /// The text a text input control edits; nil for other focusable views.
    let editing: TextEditing?

    init(editing: TextEditing?) {
        self.editing = editing
    }
}

/// What typing into a focused text input control changes.
struct TextEditing {
    /// The string typed into (the real string under a `SecureField`'s bullets).
    let text: Binding<String>
    /// The control's bound selection (`TextField(_:text:selection:)`), where keys edit; nil
    /// when it has none, or it holds nil: keys then edit the end of the text.
    let selection: Binding<TextSelection?>?
    /// Whether return starts a new line (`TextEditor`, `TextField(axis: .vertical)`) instead of
    /// submitting the field.
    let isMultiline: Bool
    /// The field's kind of submission: `.text` for text fields, `.search` for the search field
    /// of `searchable`.
    var trigger: SubmitTriggers = .text
    /// The `onSubmit(of:_:)` actions return runs, outermost first, where they are not those
    /// around the field's view: the search field's are those around its `searchable`, since
    /// the navigation bar draws the field away from it.
    var submitActions: [(triggers: SubmitTriggers, action: () -> Void)]? = nil

    /// Applies a key no handler took: a character replaces the selection (is appended without
    /// one), delete removes the selected text or the character before the insertion point,
    /// return adds a line or submits. Returns whether the key did something.
    func apply(_ press: KeyPress, at node: Node) -> Bool {
        guard press.modifiers.isDisjoint(with: [.command, .control]) else { return false }
        switch press.key {
        case .delete:
            delete()
            return true
        case .return where isMultiline:
            insert("\n")
            return true
        case .return:
            // The actions added by `onSubmit(of:)` for the field's trigger around it, innermost
            // first [UNCERTAIN: Apple's documentation does not give the order], then the field
            // gives up focus, as iOS's return key does.
            for submit in (submitActions ?? node.environment.submitActions).reversed() where submit.triggers.contains(trigger) {
                submit.action()
            }
            node.environment.focusRelease?()
            return true
        case let key where KeyboardInput.isText(key):
            insert(press.characters)
            return true
        default:
            return false
        }
    }

    /// The range the next edit changes: the bound selection, or the end of the text.
    private func editedRange(of string: String) -> Range<String.Index> {
        selection?.wrappedValue?.editedRange(in: string) ?? string.endIndex..<string.endIndex
    }

    /// Replaces the edited range with `characters`, leaving an insertion point after them.
    private func insert(_ characters: String) {
        var string = text.wrappedValue
        let range = editedRange(of: string)
        let offset = string.distance(from: string.startIndex, to: range.lowerBound) + characters.count
        string.replaceSubrange(range, with: characters)
        commit(string, insertionOffset: offset)
    }

    /// Removes the selected text, or the character before the insertion point.
    private func delete() {
        var string = text.wrappedValue
        var range = editedRange(of: string)
        if range.isEmpty {
            guard range.lowerBound > string.startIndex else { return }
            range = string.index(before: range.lowerBound)..<range.lowerBound
        }
        let offset = string.distance(from: string.startIndex, to: range.lowerBound)
        string.removeSubrange(range)
        commit(string, insertionOffset: offset)
    }

    /// Writes the edited text, then moves a bound selection to an insertion point `offset`
    /// characters into it.
    private func commit(_ string: String, insertionOffset offset: Int) {
        text.wrappedValue = string
        guard let selection else { return }
        let edited = text.wrappedValue
        let point = edited.index(edited.startIndex, offsetBy: offset, limitedBy: edited.endIndex) ?? edited.endIndex
        var moved = TextSelection(insertionPoint: point)
        moved.affinity = selection.wrappedValue?.affinity ?? .automatic
        selection.wrappedValue = moved
    }
}

/// Marks the view under it as able to hold focus (`focusable(_:)`, text input controls).
struct FocusTargetModifier: ViewModifier, PrimitiveModifier {
    /// nil marks nothing (`focusable(false)`, a disabled field).
    let target: FocusTarget?

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.storage[KeyboardInput.focusTargetKey] = target
        node.becomeTransparent(content: content)
    }
}

extension ViewGraph {
    /// The focused view: the first focus target, in view order, whose `focused(_:equals:)`
    /// binding holds its value; nil when none does.
    func focusedTarget() -> Node? {
        firstNode { $0.storage[KeyboardInput.focusTargetKey] != nil && $0.environment.isFocused }
    }

    /// Takes focus from the focused view, as UIKit's first responder resigning does (a
    /// dismissing scroll, `resignFirstResponder`, `endEditing`): its `focused` binding becomes
    /// false or nil. Returns whether a view had focus.
    @discardableResult
    func resignFocus() -> Bool {
        guard let focused = focusedTarget() else { return false }
        focused.environment.focusRelease?()
        return true
    }

    /// Plays one key event: the `onKeyPress` handlers of the focused view and its ancestors,
    /// innermost first, until one returns `.handled`; then, for a key-down, the focused text
    /// field's own editing, then the first enabled button whose keyboard shortcut is the key
    /// with exactly these modifiers. Returns whether something took the key.
    func dispatch(_ press: KeyPress) -> Bool {
        let focused = focusedTarget()
        var node = focused
        while let current = node {
            if let handler = (current.storage[KeyboardInput.keyPressKey] as? ValueBox<KeyPressHandler>)?.value,
               let result = Node.$acting.withValue(current, operation: { handler.handle(press) }), result == .handled {
                return true
            }
            node = current.parent
        }
        guard press.phase == .down else { return false }
        if let focused, let editing = (focused.storage[KeyboardInput.focusTargetKey] as? FocusTarget)?.editing,
           Node.$acting.withValue(focused, operation: { editing.apply(press, at: focused) }) {
            return true
        }
        func shortcut(of node: Node) -> ShortcutAction? {
            (node.storage[KeyboardInput.shortcutKey] as? ValueBox<ShortcutAction>)?.value
        }
        let button = firstNode { node in
            shortcut(of: node).map { $0.shortcut.key == press.key && $0.shortcut.modifiers == press.modifiers } ?? false
        }
        guard let button, let entry = shortcut(of: button) else { return false }
        Node.$acting.withValue(button, operation: entry.action)
        return true
    }

    /// The first node, depth first in view order, that `matches`, skipping views on their way
    /// out (removal transitions).
    func firstNode(where matches: (Node) -> Bool) -> Node? {
        guard let root else { return nil }
        var stack = [root]
        while let node = stack.popLast() {
            if node.isRemovalGhost || node.isRemoved { continue }
            if matches(node) { return node }
            stack.append(contentsOf: node.orderedChildren.reversed())
        }
        return nil
    }
}
