// PluralRules.swift · Raster/Localization · CLDR plural categories, the keys of `.xcstrings` and `.stringsdict` plural variations
// Status: Partial — cardinal rules of the languages listed in `PluralRule.forLanguage(_:)`;
// other languages use English's rule (one for exactly 1, other otherwise); no ordinals.
//
// Source: Unicode CLDR, "Language Plural Rules" (unicode.org/cldr/charts/latest/supplemental/
// language_plural_rules.html). The rules are written over CLDR's operands of a number's
// written form: n its absolute value, i its integer digits, v the count of its visible
// fraction digits (0 for an integer).

import Foundation

/// A CLDR plural category, as named in string catalogs and `.stringsdict` files.
enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}

/// CLDR's operands of a number: `n` absolute value, `i` integer part, `v` visible fraction digits.
struct PluralOperands: Equatable {
    var n: Double
    var i: Int64
    var v: Int

    init(_ integer: Int64) {
        n = Double(integer.magnitude)
        i = Int64(clamping: integer.magnitude)
        v = 0
    }

    /// A floating-point argument: its fraction digits are those of its shortest decimal form
    /// (1.5 has v = 1, 2.0 has v = 0).
    init(_ value: Double) {
        n = abs(value)
        i = n < 9.2e18 ? Int64(n) : Int64.max
        if n == n.rounded(.towardZero) {
            v = 0
        } else {
            let text = "\(n)"
            v = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
        }
    }
}

/// A language's cardinal plural rule: which category a number falls in.
enum PluralRule: Equatable {
    /// one: i = 1 and v = 0 (English, German, Dutch, Swedish, Italian, Spanish, …; the default).
    case oneForExactlyOne
    /// one: i = 0,1; many: multiples of a million (French).
    case french
    /// one: i = 0..1 (Portuguese; Portugal's pt-PT uses `oneForExactlyOne`).
    case portuguese
    /// No plural forms: always other (Japanese, Korean, Chinese, Thai, Vietnamese, Indonesian, Malay).
    case otherOnly
    /// one, few, many by the last one and two digits (Russian, Ukrainian, Belarusian).
    case eastSlavic
    /// one, few, many (Polish).
    case polish
    /// one, few (2–4), many (decimals) (Czech, Slovak).
    case westSlavic
    /// zero, one, two, few (3–10), many (11–99) by the last two digits (Arabic).
    case arabic

    /// The rule of `language`, a BCP 47 language code such as "fr" (region and script ignored).
    static func forLanguage(_ language: String) -> PluralRule {
        let parts = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        switch parts.first ?? "" {
        case "fr": return .french
        case "pt": return parts.dropFirst().contains("pt") ? .oneForExactlyOne : .portuguese
        case "ja", "ko", "zh", "th", "vi", "id", "ms", "lo", "my", "yue": return .otherOnly
        case "ru", "uk", "be": return .eastSlavic
        case "pl": return .polish
        case "cs", "sk": return .westSlavic
        case "ar": return .arabic
        default: return .oneForExactlyOne
        }
    }

    /// The category of a number with `operands`.
    func category(of operands: PluralOperands) -> PluralCategory {
        let i = operands.i, v = operands.v, n = operands.n
        let i10 = i % 10, i100 = i % 100
        switch self {
        case .oneForExactlyOne:
            return i == 1 && v == 0 ? .one : .other
        case .french:
            if i == 0 || i == 1 { return .one }
            return v == 0 && i != 0 && i % 1_000_000 == 0 ? .many : .other
        case .portuguese:
            return i == 0 || i == 1 ? .one : .other
        case .otherOnly:
            return .other
        case .eastSlavic:
            guard v == 0 else { return .other }
            if i10 == 1 && i100 != 11 { return .one }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case .polish:
            guard v == 0 else { return .other }
            if i == 1 { return .one }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case .westSlavic:
            guard v == 0 else { return .many }
            if i == 1 { return .one }
            return (2...4).contains(i) ? .few : .other
        case .arabic:
            guard n == n.rounded(.towardZero) else { return .other }
            let n100 = Int64(n.truncatingRemainder(dividingBy: 100))
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            if (3...10).contains(n100) { return .few }
            if (11...99).contains(n100) { return .many }
            return .other
        }
    }

    /// The variation for a number with `operands` among `variations`: its category's, else
    /// `other`'s. An explicit `zero` variation is also used for 0 in every language (string
    /// catalogs offer it for "no items" wording), as Foundation does.
    func select<Value>(_ operands: PluralOperands, from variations: [PluralCategory: Value]) -> Value? {
        if operands.n == 0, let zero = variations[.zero] { return zero }
        return variations[category(of: operands)] ?? variations[.other]
    }
}
