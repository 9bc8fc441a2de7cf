// FormatArgument.swift · Raster/Localization · the values interpolated into a LocalizedStringKey, and SwiftUI's _FormatSpecifiable
// Status: Complete for the types SwiftUI gives a format specifier (the integer and
// floating-point types); strings, texts and formatted values are `%@`.

import Foundation

/// A value interpolated into a localized string, kept until the string is resolved in an
/// environment (a translation may reorder or drop it; a formatted value and a `Text` use the
/// environment's locale).
indirect enum FormatArgument: Equatable {
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
    /// A value with its format style, formatted in the environment's locale.
    case formatted(FormattedValue)
    /// A text, resolved (and translated) in the environment; `argument` is its index among the
    /// key's arguments, for the marker that stands for it when the key is drawn with the text's
    /// own style (Views/Text+Image.swift).
    case text(Text, argument: Int)
    /// An image drawn inline; `argument` is its index among the key's arguments, which the
    /// marker standing for it in the formatted string encodes (Views/Text+Image.swift).
    case image(Image, argument: Int)

    /// The number the argument holds, for choosing a plural variation; nil for text.
    var pluralOperands: PluralOperands? {
        switch self {
        case .signed(let value): return PluralOperands(value)
        case .unsigned(let value): return PluralOperands(Int64(clamping: value))
        case .double(let value): return value.isFinite ? PluralOperands(value) : nil
        case .string, .formatted, .text, .image: return nil
        }
    }

    /// The argument of a `_FormatSpecifiable` value's `_arg`.
    init<T: CVarArg>(specifiable value: T) {
        switch value {
        case let v as Int: self = .signed(Int64(v))
        case let v as Int8: self = .signed(Int64(v))
        case let v as Int16: self = .signed(Int64(v))
        case let v as Int32: self = .signed(Int64(v))
        case let v as Int64: self = .signed(v)
        case let v as UInt: self = .unsigned(UInt64(v))
        case let v as UInt8: self = .unsigned(UInt64(v))
        case let v as UInt16: self = .unsigned(UInt64(v))
        case let v as UInt32: self = .unsigned(UInt64(v))
        case let v as UInt64: self = .unsigned(v)
        case let v as Float: self = .double(Double(v))
        case let v as Double: self = .double(v)
        case let v as CGFloat: self = .double(Double(v))
        default: self = .string(String(describing: value))
        }
    }
}

/// Arguments are immutable values; a formatted value's closure only reads its captured
/// input and format style.
extension FormatArgument: @unchecked Sendable {}

/// A type that gives its values a printf-style format specifier in an interpolated
/// `LocalizedStringKey`: `Text("\(count) items")` has the key `"%lld items"`.
///
/// Mirrors SwiftUI's underscored `_FormatSpecifiable`, to which it conforms the standard
/// integer and floating-point types. Raster: the specifiers are the ones SwiftUI generates —
/// `%lld` for `Int` and `Int64`, `%d` for the smaller signed integers, `%llu` for `UInt` and
/// `UInt64`, `%u` for the smaller unsigned integers, `%f` for `Float`, `%lf` for `Double`
/// and `CGFloat`.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    /// The value passed for the specifier.
    var _arg: _Arg { get }
    /// The printf-style specifier written into the key.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}
