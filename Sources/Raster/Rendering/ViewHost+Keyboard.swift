// ViewHost+Keyboard.swift · Raster/Rendering · playing a hardware keyboard into a hosted view: key presses and typed text (Raster's own; an iPad's keyboard on iOS)
// Status: Complete — see Graph/ViewGraph+Keyboard.swift for where each key goes.

import Foundation

extension ViewHost {
    /// Presses and releases `key` with `modifiers` held, as a hardware keyboard does, at the
    /// host's current time. The key-down goes to the `onKeyPress` handlers of the focused view
    /// (the text field or `focusable()` view whose `focused(_:)` binding holds its value) and
    /// its ancestors, innermost first, until one returns `.handled`; then a focused text
    /// field types it (a character appends, `.delete` removes the last character, `.return`
    /// adds a line in a multi-line field or submits a single-line one: its `onSubmit` actions
    /// run and it gives up focus); then the first enabled button whose `keyboardShortcut` is
    /// `key` with exactly `modifiers` runs. The key-up goes to the `.up` handlers only. State
    /// changed by the handlers is applied before this returns.
    /// - Returns: whether a handler, the focused field or a shortcut took the key-down.
    @discardableResult
    public func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        settle()
        let characters = String(key.character)
        let handled = graph.hosting {
            let down = graph.dispatch(KeyPress(phase: .down, key: key, characters: characters, modifiers: modifiers))
            _ = graph.dispatch(KeyPress(phase: .up, key: key, characters: characters, modifiers: modifiers))
            return down
        }
        settle()
        return handled
    }

    /// Types `text` into the focused text field, one key press per character (see
    /// `pressKey(_:modifiers:)`): a newline is `.return`, so `"name\n"` types a name and
    /// submits a single-line field.
    /// - Returns: false, with a warning naming the fix, when no text field has focus (nothing
    ///   is typed); true otherwise.
    @discardableResult
    public func typeText(_ text: String) -> Bool {
        settle()
        guard let focused = graph.focusedTarget(),
              (focused.storage[KeyboardInput.focusTargetKey] as? FocusTarget)?.editing != nil else {
            warnOnce("ViewHost.typeText(\"\(text.prefix(40))\"): no text field has focus, so nothing was typed. Tap the "
                     + "field first (tap(at:) or tap(\"its title\")), or set the FocusState bound to it with focused(_:)")
            return false
        }
        for character in text {
            pressKey(character == "\n" ? .return : KeyEquivalent(character))
        }
        return true
    }
}
