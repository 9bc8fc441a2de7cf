// TextSelectionModifiers.swift · Raster/Modifiers · mirrors SwiftUI TextSelectability, textSelection(_:), TypesettingLanguage, typesettingLanguage(_:isEnabled:) on views and on Text (iOS 17)
// Status: Complete for a still frame — both are recorded (in the environment, or on the Text);
// neither changes what a frame shows (see each doc comment).

import Foundation

/// A type that describes the ability to select text.
///
/// Mirrors SwiftUI's `TextSelectability`: use `.enabled` or `.disabled` with
/// `textSelection(_:)`.
public protocol TextSelectability {
    /// A Boolean value that indicates whether the selectability type allows selection.
    static var allowsSelection: Bool { get }
}

/// A selectability type that enables text selection by the person using your app.
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// A selectability type that disables text selection by the person using your app.
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// A selectability value that enables text selection by a person using your app.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// A selectability value that disables text selection by the person using your app.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Defines how typesetting language is determined for text.
///
/// Mirrors SwiftUI's `TypesettingLanguage` (iOS 17).
public struct TypesettingLanguage: Equatable, Sendable {
    /// The explicit language; nil for automatic behavior.
    let language: Locale.Language?

    /// Automatic language behavior: the UI language and the preferred languages decide.
    public static let automatic = TypesettingLanguage(language: nil)

    /// Use `language` for typesetting.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(language: language)
    }
}

private struct TextSelectionKey: EnvironmentKey {
    static let defaultValue = false
}

private struct TypesettingLanguageKey: EnvironmentKey {
    static let defaultValue = TypesettingLanguage.automatic
}

extension EnvironmentValues {
    /// Whether text here can be selected (`textSelection(_:)`; false by default, as on iOS).
    var allowsTextSelection: Bool {
        get { self[TextSelectionKey.self] }
        set { self[TextSelectionKey.self] = newValue }
    }

    /// The typesetting language of text here (`typesettingLanguage(_:isEnabled:)`).
    var typesettingLanguage: TypesettingLanguage {
        get { self[TypesettingLanguageKey.self] }
        set { self[TypesettingLanguageKey.self] = newValue }
    }
}

extension View {
    /// Controls whether people can select text within this view.
    ///
    /// Raster: recorded in the environment. iOS shows nothing for selectable text until a
    /// long press opens the selection menu, which a still frame never shows, so the drawing is
    /// the same either way.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.allowsTextSelection, S.allowsSelection)
    }

    /// Specifies the language for typesetting (line height, line breaking and spacing of text
    /// in a script other than the UI language's).
    ///
    /// Raster: recorded in the environment; a line's height always comes from the fonts that
    /// draw it (taller fallback fonts make taller lines), whatever the language.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Specifies how the typesetting language is determined (see
    /// `typesettingLanguage(_:isEnabled:)` taking a `Locale.Language`).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.typesettingLanguage) { if isEnabled { $0 = language } }
    }
}

extension Text {
    /// Specifies the language for typesetting this text (see the `View` form).
    ///
    /// Raster: recorded on the text, which stays a `Text` (for concatenation); its lines are as
    /// tall as the fonts drawing them, whatever the language. `isEnabled` false leaves the text
    /// as it is.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Specifies how the typesetting language of this text is determined (see the `View` form).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        var copy = self
        copy.typesettingLanguage = language
        return copy
    }
}
