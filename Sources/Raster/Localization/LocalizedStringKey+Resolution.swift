// LocalizedStringKey+Resolution.swift · Raster/Localization · a key's text in an environment: its translation, variation and arguments
// Status: Complete — see LocalizationLookup.swift for where translations are found.

import Foundation

extension LocalizedStringKey {
    /// The text this key shows in `environment`: its translation for the environment's
    /// locale from `tableName` (default "Localizable") in `bundle` (nil: the main bundle and
    /// RASTER_LOCALIZATION_PATH), its plural or device variation chosen, its arguments
    /// formatted in; the key itself (formatted) when no table has it.
    ///
    /// A translation whose specifiers do not match the arguments (or that does not parse) is
    /// not used: one warning names the key, the file and the specifier, and the key is shown.
    /// Interpolated images are left out: this string is drawn as plain text (a `Text` of the
    /// key draws them, through `LocalizedText`).
    func resolved(tableName: String? = nil, bundle: Bundle? = nil, in environment: EnvironmentValues) -> String {
        InlineImages.removingMarkers(from: Localization.resolve(key: key, value: self, table: tableName, bundle: bundle,
                                                                locale: environment.locale) {
            Localization.text(of: $0, in: environment)
        })
    }

    /// The text of this key in the default environment (en_US, the main bundle): for titles
    /// and labels read outside a view's environment.
    var plainText: String { resolved(in: EnvironmentValues()) }
}

/// The steps shared by `LocalizedStringKey` and `String(localized:)`.
enum Localization {
    /// `key` translated for `locale`, as `LocalizedStringKey.resolved(tableName:bundle:in:)`
    /// describes, with `value`'s arguments; `value`'s own text when no table has `key` (for a
    /// `LocalizedStringKey`, `key` is its own). `text` writes a `%@` argument.
    static func resolve(key: String, value: LocalizedStringKey, table: String?, bundle: Bundle?,
                        locale: Locale, text: (FormatArgument) -> String) -> String {
        let tableName = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        let arguments = value.arguments, isFormat = value.hasFormatSpecifiers
        func untranslated() -> String {
            guard isFormat else { return value.key }
            return (try? LocalizedFormat.format(value.key, arguments: arguments, locale: locale, text: text)) ?? value.key
        }
        let folders = LocalizationSearchPath.folders(for: bundle)
        guard !folders.isEmpty,
              let found = LocalizationStore.shared.translation(of: key, table: tableName, locale: locale, folders: folders)
        else { return untranslated() }
        let rule = PluralRule.forLanguage(found.language)
        do {
            let chosen = try variant(found.entry.value, arguments: arguments, rule: rule)
            let expanded = try LocalizedFormat.expandingVariables(in: chosen) { name, number in
                guard let substitution = found.entry.substitutions[name] else {
                    throw FormatError(reason: "the variable '%#@\(name)@' has no definition")
                }
                let argumentNumber = substitution.argumentNumber ?? number
                guard argumentNumber >= 1, argumentNumber <= arguments.count,
                      let operands = arguments[argumentNumber - 1].pluralOperands else {
                    throw FormatError(reason: "the variable '%#@\(name)@' needs a number as argument \(argumentNumber) "
                                      + "of \(arguments.count)")
                }
                guard let text = rule.select(operands, from: substitution.variants) else {
                    throw FormatError(reason: "the variable '%#@\(name)@' has no 'other' variant")
                }
                return text.replacingOccurrences(of: "%arg", with: "%\(argumentNumber)$" + substitution.formatSpecifier)
            }
            guard isFormat || expanded != chosen else { return chosen }
            return try LocalizedFormat.format(expanded, arguments: arguments, locale: locale, text: text)
        } catch let error as FormatError {
            warnOnce("the \(found.language) translation of the key \"\(key)\" in \(found.path) cannot be used: \(error.reason); "
                     + "the key is shown instead; make the translation's format specifiers match the key's")
            return untranslated()
        } catch {
            return untranslated()
        }
    }

    /// A `%@` argument written in `environment`; with `markingTexts`, a `Text` argument is the
    /// marker that stands for it, as an image's always is (for drawing it with its own style).
    static func text(of argument: FormatArgument, in environment: EnvironmentValues, markingTexts: Bool = false) -> String {
        switch argument {
        case .string(let string): return string
        case .formatted(let value): return value.format(environment)
        case .text(let text, let argument):
            return markingTexts ? InlineImages.marker(forArgument: argument) : text.string(in: environment)
        case .image(_, let argument): return InlineImages.marker(forArgument: argument)
        case .signed(let value): return String(value)
        case .unsigned(let value): return String(value)
        case .double(let value): return String(value)
        }
    }

    /// The string of `variant` for `arguments`: a plural variation by the first numeric
    /// argument in `rule`, a device variation for the iPhone ("iphone", else "other").
    private static func variant(_ variant: LocalizedVariant, arguments: [FormatArgument], rule: PluralRule) throws -> String {
        switch variant {
        case .string(let string):
            return string
        case .plural(let cases):
            guard let operands = arguments.lazy.compactMap(\.pluralOperands).first else {
                throw FormatError(reason: "it varies by plural but the key has no number argument")
            }
            guard let chosen = rule.select(operands, from: cases) else {
                throw FormatError(reason: "its plural variations have no 'other' case")
            }
            return try self.variant(chosen, arguments: arguments, rule: rule)
        case .device(let cases):
            guard let chosen = cases["iphone"] ?? cases["other"] ?? cases.sorted(by: { $0.key < $1.key }).first?.value else {
                throw FormatError(reason: "its device variations are empty")
            }
            return try self.variant(chosen, arguments: arguments, rule: rule)
        }
    }
}
