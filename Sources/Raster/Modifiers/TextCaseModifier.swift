// TextCaseModifier.swift · Raster/Modifiers · mirrors SwiftUI Text.Case and textCase(_:) (iOS 17)
// Status: Complete — cases are changed with the environment's locale.

import Foundation

extension Text {
    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        /// Uppercase capitalization.
        case uppercase
        /// Lowercase capitalization.
        case lowercase
    }
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

private struct TextCaseIsSetKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// A stylistic override to transform the case of `Text` when displayed (default nil:
    /// the text as written). Grouped list styles set `.uppercase` on section headers.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set {
            self[TextCaseKey.self] = newValue
            self[TextCaseIsSetKey.self] = true
        }
    }

    /// Whether a view above set `textCase` (to nil too), so that a list's header case
    /// does not replace it.
    var isTextCaseSet: Bool { self[TextCaseIsSetKey.self] }
}

extension View {
    /// Sets a transform for the case of the text contained in this view when displayed;
    /// nil leaves the text as written (and undoes a list header's uppercasing).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
