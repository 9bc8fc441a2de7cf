// StringCatalog.swift · Raster/Localization · String Catalog (`.xcstrings`) files: every language's table of one catalog
// Status: Partial — string units, plural and device variations and substitutions, as Xcode
// 15 writes them (format version 1.0). A unit's `state` is not consulted: Xcode compiles
// "needs_review" and "new" values into the app too. Width variations are not read.
//
// The format is JSON: {"sourceLanguage": "en", "strings": {KEY: {"localizations": {LANG:
// {"stringUnit": {"state", "value"}, "variations": {"plural" | "device": {CASE: {...}}},
// "substitutions": {NAME: {"argNum", "formatSpecifier", "variations": {"plural": ...}}}}}}}}.

import Foundation

/// One `.xcstrings` file: a table per language, and its source (development) language.
struct StringCatalog: Equatable {
    var sourceLanguage: String?
    var tables: [String: StringTable] = [:]
    /// Warnings about the file (each names it), repeated whenever it is consulted.
    var problems: [String] = []

    /// The catalog in the JSON `data`, read from `path` (for messages). Invalid JSON gives an
    /// empty catalog with one problem naming the file; an entry of the wrong shape is left
    /// out with a problem naming its key.
    init(_ data: Data, path: String) {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            problems.append("the string catalog \(path) is not valid JSON (\(Self.reason(of: error))), so none of its "
                            + "translations are used; open it in Xcode or fix the JSON")
            return
        }
        guard let root = json as? [String: Any], let strings = root["strings"] as? [String: Any] else {
            problems.append("the string catalog \(path) has no \"strings\" object at its top level, so none of its "
                            + "translations are used; it must be a String Catalog as Xcode writes it")
            return
        }
        sourceLanguage = root["sourceLanguage"] as? String
        for (key, value) in strings {
            guard let localizations = (value as? [String: Any])?["localizations"] else { continue }
            guard let byLanguage = localizations as? [String: Any] else {
                problems.append("the string catalog \(path) has a \"localizations\" of the key \"\(key)\" that is not an "
                                + "object, so the key is not translated")
                continue
            }
            for (language, localization) in byLanguage {
                guard let entry = Self.entry(localization) else {
                    problems.append("the string catalog \(path) has a \(language) localization of the key \"\(key)\" with no "
                                    + "\"stringUnit\" value or \"variations\", so it is not used")
                    continue
                }
                tables[language, default: StringTable()].entries[key] = entry
            }
        }
    }

    /// The entry of one language's localization object; nil when it has no usable value.
    private static func entry(_ localization: Any) -> LocalizedEntry? {
        guard let object = localization as? [String: Any], let value = variant(object) else { return nil }
        var entry = LocalizedEntry(value: value)
        for (name, substitution) in object["substitutions"] as? [String: Any] ?? [:] {
            guard let substitution = substitution as? [String: Any],
                  let plural = (substitution["variations"] as? [String: Any])?["plural"] as? [String: Any] else { continue }
            var variants: [PluralCategory: String] = [:]
            for (name, unit) in plural {
                guard let category = PluralCategory(rawValue: name), let text = unitValue(unit) else { continue }
                variants[category] = text
            }
            entry.substitutions[name] = LocalizedSubstitution(
                argumentNumber: (substitution["argNum"] as? NSNumber)?.intValue,
                formatSpecifier: substitution["formatSpecifier"] as? String ?? "lld", variants: variants)
        }
        return entry
    }

    /// A string unit's value or the variations of an object holding one.
    private static func variant(_ object: [String: Any]) -> LocalizedVariant? {
        if let value = unitValue(object) { return .string(value) }
        guard let variations = object["variations"] as? [String: Any] else { return nil }
        if let plural = variations["plural"] as? [String: Any] {
            var cases: [PluralCategory: LocalizedVariant] = [:]
            for (name, value) in plural {
                guard let category = PluralCategory(rawValue: name), let object = value as? [String: Any],
                      let variant = variant(object) else { continue }
                cases[category] = variant
            }
            return cases.isEmpty ? nil : .plural(cases)
        }
        if let device = variations["device"] as? [String: Any] {
            var cases: [String: LocalizedVariant] = [:]
            for (name, value) in device {
                guard let object = value as? [String: Any], let variant = variant(object) else { continue }
                cases[name] = variant
            }
            return cases.isEmpty ? nil : .device(cases)
        }
        return nil
    }

    /// `{"stringUnit": {"value": …}}`'s value.
    private static func unitValue(_ object: Any) -> String? {
        ((object as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
    }

    /// JSONSerialization's message for `error`, which names the line or character it failed at.
    private static func reason(of error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}
