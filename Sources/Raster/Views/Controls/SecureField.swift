// SecureField.swift · Raster/Views/Controls · mirrors SwiftUI SecureField (iOS 17)
// Status: Complete — a TextField showing one bullet per character of its text; keys typed with
// `ViewHost.typeText(_:)` while it has focus edit the string itself.

import Foundation

/// A control into which people securely enter private text.
///
/// Raster: drawn as a `TextField` (same size, styles, placeholder, focus and caret) whose
/// text is shown as one bullet (U+2022) per character of the bound string. [UNCERTAIN —
/// UIKit's secure entry draws its own dot glyph; its exact size is not measured] The
/// accessibility value is the bullets too, never the text.
public struct SecureField<Label: View>: View {
    var field: TextField<Label>

    /// A secure field with a custom label and an optional prompt shown when it is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: SecureField.masked(text), prompt: prompt, label: label)
        field.editedText = text
    }

    public var body: some View { field }

    /// The bound string shown as bullets; setting it sets the string itself.
    static func masked(_ text: Binding<String>) -> Binding<String> {
        Binding(get: { String(repeating: "\u{2022}", count: text.wrappedValue.count) },
                set: { text.wrappedValue = $0 })
    }
}

extension SecureField where Label == Text {
    /// A secure field with a title from a localized string key, shown as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: SecureField.masked(text), prompt: nil, title: Text(titleKey))
        field.editedText = text
    }

    /// A secure field with a title from a string, shown as its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: SecureField.masked(text), prompt: nil, title: Text(title))
        field.editedText = text
    }

    /// A secure field with a title and a prompt; the prompt is the placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: SecureField.masked(text), prompt: prompt, title: Text(titleKey))
        field.editedText = text
    }

    /// A secure field with a title string and a prompt; the prompt is the placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: SecureField.masked(text), prompt: prompt, title: Text(title))
        field.editedText = text
    }
}
