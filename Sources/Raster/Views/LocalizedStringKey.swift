// LocalizedStringKey.swift · Raster/Views · mirrors SwiftUI LocalizedStringKey (iOS 17)
// Status: Partial — keys are looked up in string tables when a view resolves them
// (Localization/LocalizedStringKey+Resolution.swift). Interpolations without a SwiftUI format
// specifier (any other type) are accepted as `%@` with `String(describing:)`, where SwiftUI
// refuses to compile them.

import Foundation

/// The key used to look up an entry in a strings file or strings dictionary file.
///
/// Mirrors SwiftUI's `LocalizedStringKey`: a string literal is its own key; an interpolated
/// literal's key has a format specifier in each interpolation's place (`"\(count) items"` is
/// the key `"%lld items"`, with `count` kept as its argument) and its literal `%` signs
/// doubled. Raster: see `_FormatSpecifiable` for the specifier of each number type; strings,
/// texts and formatted values are `%@`.
public struct LocalizedStringKey: Equatable, Hashable, ExpressibleByStringInterpolation, Sendable {
    /// The key looked up: a format string when the key was interpolated.
    let key: String
    /// The interpolated values, in order; their specifiers are in `key`.
    let arguments: [FormatArgument]
    /// Whether `key` is a format string (it was interpolated), whose specifiers the
    /// arguments fill; a plain key is shown as written, `%` signs and all.
    let hasFormatSpecifiers: Bool

    /// A key of `value`, looked up as written.
    public init(_ value: String) {
        key = value
        arguments = []
        hasFormatSpecifiers = false
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.format
        arguments = stringInterpolation.arguments
        hasFormatSpecifiers = true
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.key == rhs.key && lhs.arguments == rhs.arguments && lhs.hasFormatSpecifiers == rhs.hasFormatSpecifiers
    }

    /// Hashes the key only: keys equal by `==` have equal keys.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// Builds the format string and arguments of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""
        var arguments: [FormatArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            format.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// Appends literal text, its `%` signs doubled so that they are not specifiers.
        ///
        /// Most literals have no `%`: a scan of their UTF-8 bytes says so without Foundation's
        /// string search, which was a thirtieth of building a screen of interpolated texts.
        public mutating func appendLiteral(_ literal: String) {
            guard literal.utf8.contains(UInt8(ascii: "%")) else {
                format += literal
                return
            }
            format += literal.replacingOccurrences(of: "%", with: "%%")
        }

        mutating func append(_ argument: FormatArgument, specifier: String) {
            format += specifier
            arguments.append(argument)
        }

        /// Appends a string as `%@`.
        public mutating func appendInterpolation(_ string: String) { append(.string(string), specifier: "%@") }

        /// Appends a number with its type's specifier (`%lld` for `Int`, `%lf` for `Double`, …).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            append(FormatArgument(specifiable: value._arg), specifier: value._specifier)
        }

        /// Appends a number with a printf-style `specifier` such as `"%.2f"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            append(FormatArgument(specifiable: value._arg), specifier: specifier)
        }

        /// Appends any other value as `%@`, written with `String(describing:)` (SwiftUI does
        /// not compile this; Raster accepts it).
        public mutating func appendInterpolation<T>(_ value: T) { append(.string(String(describing: value)), specifier: "%@") }

        /// Appends `input` formatted by `format` in the environment's locale, as `%@`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(.formatted(FormattedValue(input: input, format: format)), specifier: "%@")
        }

        /// Appends `subject` written by `formatter`, as `%@` (a nil formatter writes it with
        /// `String(describing:)`).
        ///
        /// SwiftUI constrains `Subject` to `ReferenceConvertible` or `NSObject`; Raster takes
        /// any value, as Linux's `Date` and `URL` are not `ReferenceConvertible`. The formatter
        /// is used as configured (its own locale and time zone, not the environment's).
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
            guard let formatter else { return appendInterpolation(subject) }
            append(.formatted(FormattedValue(subject, formatter: formatter)), specifier: "%@")
        }

        /// Appends `date` in `style` (`Text(_:style:)`), as `%@`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(.text(Text(date, style: style), argument: arguments.count), specifier: "%@")
        }

        /// Appends a text, resolved (and translated) in the environment, as `%@`; drawn, it keeps
        /// its own font, colour and other styling (and custom attributes) over the key's.
        public mutating func appendInterpolation(_ text: Text) { append(.text(text, argument: arguments.count), specifier: "%@") }

        /// Appends an image, drawn inline in the text on its baseline (Views/Text+Image.swift),
        /// as `%@`.
        public mutating func appendInterpolation(_ image: Image) { append(.image(image, argument: arguments.count), specifier: "%@") }
    }
}
