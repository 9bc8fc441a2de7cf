// StringsDictionary.swift · Raster/Localization · `.stringsdict` files: plural rules of one language's table
// Status: Partial — `NSStringPluralRuleType` variables (the only rule type Foundation
// documents for this format); `NSStringDeviceSpecificRuleType` and width rules are not read.
//
// The format is a property list: {KEY: {"NSStringLocalizedFormatKey": "%#@name@",
// name: {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey":
// "lld", "zero" | "one" | "two" | "few" | "many" | "other": "%lld items"}}}.

import Foundation

enum StringsDictionaryParser {
    /// The table of the `.stringsdict` property list `data`, read from `path` (for messages).
    /// A file that is not a property list gives an empty table with one problem naming it; an
    /// entry of the wrong shape is left out with a problem naming its key.
    static func parse(_ data: Data, path: String) -> StringTable {
        var table = StringTable()
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            table.problems.append("the stringsdict file \(path) is not a property list (\((error as NSError).localizedDescription)), "
                                  + "so none of its plural rules are used; fix it (`plutil -lint` checks it)")
            return table
        }
        guard let root = plist as? [String: Any] else {
            table.problems.append("the stringsdict file \(path) is not a dictionary of keys, so none of its plural rules are used")
            return table
        }
        for (key, value) in root {
            guard let rule = value as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else {
                table.problems.append("the stringsdict file \(path) has no NSStringLocalizedFormatKey string for the key \"\(key)\", "
                                      + "so the key is not translated by it")
                continue
            }
            var entry = LocalizedEntry(value: .string(format))
            for (name, variable) in rule where name != "NSStringLocalizedFormatKey" {
                guard let variable = variable as? [String: Any],
                      variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
                var variants: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    if let text = variable[category.rawValue] as? String { variants[category] = text }
                }
                entry.substitutions[name] = LocalizedSubstitution(
                    argumentNumber: nil, formatSpecifier: variable["NSStringFormatValueTypeKey"] as? String ?? "lld",
                    variants: variants)
            }
            table.entries[key] = entry
        }
        return table
    }
}
