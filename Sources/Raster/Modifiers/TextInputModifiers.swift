// TextInputModifiers.swift · Raster/Modifiers · mirrors SwiftUI textInputAutocapitalization, autocapitalization, autocorrectionDisabled, disableAutocorrection, keyboardType, textContentType and UIKit's UITextAutocapitalizationType, UIKeyboardType, UITextContentType (iOS 17)
// Status: Complete as recorded values — they only matter to a device keyboard, which
// Raster does not have.

import Foundation

/// The autocapitalization behavior of a text-based view (UIKit's type, which SwiftUI's
/// `autocapitalization(_:)` takes). Raw values are UIKit's.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// No automatic text capitalization.
    case none = 0
    /// Capitalize the first letter of each word.
    case words = 1
    /// Capitalize the first letter of each sentence.
    case sentences = 2
    /// Capitalize all characters.
    case allCharacters = 3
}

/// The kind of keyboard to display for a text-based view (UIKit's type, which SwiftUI's
/// `keyboardType(_:)` takes). Raw values are UIKit's.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11

    /// Deprecated in UIKit: `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The semantic meaning of a text input area (UIKit's type, which SwiftUI's
/// `textContentType(_:)` takes), with iOS 17's constants.
///
/// Raster: a constant's `rawValue` is its name here (UIKit's strings are opaque
/// constants); the value is only recorded, for a device's AutoFill, which Raster does not have.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let middleName = UITextContentType(rawValue: "middleName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
    public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
    public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
    public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
    public static let creditCardType = UITextContentType(rawValue: "creditCardType")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    public static let birthdate = UITextContentType(rawValue: "birthdate")
    public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
    public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
    public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
}

/// The kind of autocapitalization behavior applied during text input.
///
/// Raster: recorded in the environment for text fields; it only matters to a device
/// keyboard, which Raster does not have (a `TextField` never gets typing).
public struct TextInputAutocapitalization: Sendable {
    enum Behavior: Hashable, Sendable {
        case never, words, sentences, characters
    }

    let behavior: Behavior

    /// Capitalizes nothing.
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(behavior: .never) }
    /// Capitalizes the first letter of every word.
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(behavior: .words) }
    /// Capitalizes the first letter of every sentence.
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(behavior: .sentences) }
    /// Capitalizes every letter.
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(behavior: .characters) }

    init(behavior: Behavior) { self.behavior = behavior }

    /// The behavior matching a `UITextAutocapitalizationType`.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: behavior = .never
        case .words: behavior = .words
        case .sentences: behavior = .sentences
        case .allCharacters: behavior = .characters
        }
    }
}

private struct TextInputAutocapitalizationKey: EnvironmentKey {
    static let defaultValue: TextInputAutocapitalization.Behavior? = nil
}

private struct KeyboardTypeKey: EnvironmentKey {
    static let defaultValue = UIKeyboardType.default
}

private struct TextContentTypeKey: EnvironmentKey {
    static let defaultValue: UITextContentType? = nil
}

private struct DisableAutocorrectionKey: EnvironmentKey {
    static let defaultValue: Bool? = nil
}

extension EnvironmentValues {
    /// The capitalization set with `textInputAutocapitalization(_:)` or
    /// `autocapitalization(_:)`; nil means the text field's default (sentences).
    var textInputAutocapitalization: TextInputAutocapitalization.Behavior? {
        get { self[TextInputAutocapitalizationKey.self] }
        set { self[TextInputAutocapitalizationKey.self] = newValue }
    }

    /// The keyboard type set with `keyboardType(_:)` (default `.default`).
    var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    /// The content type set with `textContentType(_:)`; nil (the default) means none.
    var textContentType: UITextContentType? {
        get { self[TextContentTypeKey.self] }
        set { self[TextContentTypeKey.self] = newValue }
    }

    /// Whether the view hierarchy has autocorrection disabled; nil (the default) means the
    /// system default.
    ///
    /// Raster: recorded only; it matters to a device keyboard.
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionKey.self] }
        set { self[DisableAutocorrectionKey.self] = newValue }
    }

    /// Whether the view hierarchy has autocorrection disabled (default false).
    ///
    /// Raster: recorded only; it matters to a device keyboard.
    public var autocorrectionDisabled: Bool {
        get { disableAutocorrection ?? false }
        set { disableAutocorrection = newValue }
    }
}

extension View {
    /// Sets how often the shift key in the keyboard is automatically enabled; nil restores
    /// the default.
    ///
    /// Raster: recorded in the environment; it only matters to a device keyboard.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\.textInputAutocapitalization, autocapitalization?.behavior)
    }

    /// Sets whether to apply auto-capitalization to this view.
    ///
    /// Raster: records the same value as `textInputAutocapitalization(_:)`; it only matters
    /// to a device keyboard.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        environment(\.textInputAutocapitalization, TextInputAutocapitalization(style)?.behavior)
    }

    /// Sets whether to disable autocorrection for this view (default true).
    ///
    /// Raster: recorded in the environment; it only matters to a device keyboard.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.disableAutocorrection, disable)
    }

    /// Sets whether to disable autocorrection for this view; nil uses the system default.
    ///
    /// Raster: recorded in the environment; it only matters to a device keyboard.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        environment(\.disableAutocorrection, disable)
    }

    /// Sets the keyboard type for this view.
    ///
    /// Raster: recorded in the environment; it only matters to a device keyboard.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type)
    }

    /// Sets the text content type for this view, which the system uses to offer suggestions
    /// (AutoFill) while the user enters text; nil removes it.
    ///
    /// Raster: recorded in the environment; it only matters to a device's keyboard and
    /// AutoFill, which Raster does not have.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        environment(\.textContentType, textContentType)
    }
}
