// KeyboardShortcut.swift · Raster/Modifiers · mirrors SwiftUI KeyEquivalent, EventModifiers, KeyboardShortcut, keyboardShortcut(_:) (iOS 17)
// Status: Complete — a shortcut runs its button when `ViewHost.pressKey(_:modifiers:)` plays
// the key (a hardware keyboard on an iPad); iOS draws nothing for one, and neither does Raster.

import Foundation

/// Key equivalents consist of a letter, punctuation, or function key that can be combined
/// with an optional set of modifier keys to specify a keyboard shortcut.
///
/// Mirrors SwiftUI's `KeyEquivalent`. The special keys hold the characters AppKit and UIKit
/// give them: `"\r"` for return, `"\u{1B}"` for escape, `"\u{7F}"` for delete, and the
/// private-use function-key characters (`U+F700`…) for arrows, home, end, page up and down.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character value that the key equivalent represents.
    public var character: Character

    /// Creates a new key equivalent from the given character value.
    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral: Character) {
        self.init(extendedGraphemeClusterLiteral)
    }

    /// Up Arrow (U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down Arrow (U+F701).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left Arrow (U+F702).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right Arrow (U+F703).
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Clear (U+F739).
    public static let clear = KeyEquivalent("\u{F739}")
    /// Delete (U+007F): the backspace key.
    public static let delete = KeyEquivalent("\u{7F}")
    /// Forward Delete (U+F728).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// End (U+F72B).
    public static let end = KeyEquivalent("\u{F72B}")
    /// Escape (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Home (U+F729).
    public static let home = KeyEquivalent("\u{F729}")
    /// Page Up (U+F72C).
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down (U+F72D).
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Return (U+000D).
    public static let `return` = KeyEquivalent("\r")
    /// Space (U+0020).
    public static let space = KeyEquivalent(" ")
    /// Tab (U+0009).
    public static let tab = KeyEquivalent("\t")
}

/// A set of key modifiers that you can add to a gesture or a keyboard shortcut.
///
/// Mirrors SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// The Option key.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The Command key.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Any key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// The Function key.
    @available(*, deprecated, message: "Function modifier is reserved for system applications")
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// All possible modifier keys.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad,
                                             EventModifiers(rawValue: 1 << 6)]
}

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in
/// order to interact with your app.
///
/// Mirrors SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// Options for how a keyboard shortcut is laid out on keyboards of other languages.
    ///
    /// Raster: recorded; keys are matched as given (there is no keyboard layout to remap to).
    public struct Localization: Hashable, Sendable {
        let name: String

        /// Remaps and mirrors the shortcut as appropriate for the keyboard layout (the default).
        public static let automatic = Localization(name: "automatic")
        /// Remaps the shortcut, but never mirrors it for right-to-left layouts.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// Uses the shortcut as given.
        public static let custom = Localization(name: "custom")
    }

    /// The standard shortcut for a default button: Return, no modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard shortcut for cancelling: Escape, no modifiers.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The key equivalent the user presses with the modifiers.
    public var key: KeyEquivalent
    /// The modifier keys the user presses with the key.
    public var modifiers: EventModifiers
    /// How the shortcut adapts to other keyboard layouts.
    public var localization: Localization

    /// A shortcut of `key` with `modifiers` (Command by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// A shortcut of `key` with `modifiers` and a localization.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
    /// The keyboard shortcut that buttons in this environment will be triggered with
    /// (`keyboardShortcut(_:)`; nil without one), for button styles that draw it.
    public internal(set) var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Assigns a keyboard shortcut to the modified control: Command plus `key` by default.
    ///
    /// Raster: `ViewHost.pressKey(_:modifiers:)` with the same key and exactly these
    /// modifiers runs the first enabled button under this modifier, in view order, when no
    /// focused view's `onKeyPress` handled the key first; nothing is drawn for it, as on iOS.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Assigns a keyboard shortcut with a localization to the modified control.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }

    /// Assigns `shortcut` to the modified control (see `keyboardShortcut(_:modifiers:)`).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }

    /// Assigns `shortcut` to the modified control, or removes the one above it when nil.
    @_disfavoredOverload
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
}

/// A button's keyboard shortcut and the action it runs.
struct ShortcutAction {
    let shortcut: KeyboardShortcut
    let action: () -> Void
}

/// Registers a button's action for its environment's keyboard shortcut on the button's node,
/// where `ViewHost.pressKey(_:modifiers:)` finds it (Graph/ViewGraph+Keyboard.swift).
struct KeyboardShortcutTarget: ViewModifier, PrimitiveModifier {
    /// nil registers nothing (no shortcut, or a disabled button).
    let shortcut: ShortcutAction?

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.storage[KeyboardInput.shortcutKey] = shortcut.map { ValueBox($0) }
        node.becomeTransparent(content: content)
    }
}
