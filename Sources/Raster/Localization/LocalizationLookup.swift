// LocalizationLookup.swift · Raster/Localization · where translations are looked for: the search path, the language order, the parsed files
// Status: Complete for folders laid out as an app or SwiftPM resource bundle is: String
// Catalogs (`<table>.xcstrings`) and `<language>.lproj/<table>.strings` / `.stringsdict` at
// the folder's top level.
//
// Lookup order, for a key in table T (default "Localizable") and the locale's languages:
//
// 1. Languages: the locale's language with script and region (`zh-Hant-TW`), then with the
//    script alone, the region alone, then the language alone (`fr-CA`, then `fr`); then the
//    development languages: each catalog's `sourceLanguage`, `Base.lproj`, `en`.
// 2. For each language, each folder of the search path in order; in a folder, the string
//    catalog `T.xcstrings`, then `<language>.lproj/T.stringsdict`, then `T.strings` (the
//    `.lproj` folder named `fr-CA` or `fr_CA`).
// 3. Nothing found: the key itself (formatted with its arguments when it was interpolated).
//
// Search path: with a bundle given (`Text(_:tableName:bundle:)`, the user's `Bundle.module`)
// only that bundle's resource folder. Without one (the main bundle): the folders listed in
// the environment variable RASTER_LOCALIZATION_PATH (separated by `:`, read once per
// process), so that rendershot and tests find an app's translations, then `Bundle.main`'s
// resource folder.

import Foundation

/// The languages a locale's strings are looked up in, best first.
enum LocalizationLanguages {
    /// The languages of `locale`, from most to least specific, as BCP 47 tags: `fr_CA` gives
    /// `["fr-CA", "fr"]`, `zh_TW` `["zh-Hant-TW", "zh-Hant", "zh-TW", "zh"]` (Chinese
    /// without a script takes Traditional for Taiwan, Hong Kong and Macao, else Simplified).
    static func candidates(for locale: Locale) -> [String] {
        let parts = locale.identifier.split(separator: "@").first.map {
            $0.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        } ?? []
        guard let language = parts.first?.lowercased(), !language.isEmpty else { return [] }
        var script = parts.dropFirst().first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) })
            .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
        let region = parts.dropFirst().first(where: { ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber)) })
            .map { $0.uppercased() }
        if language == "zh", script == nil { script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans" }
        var tags: [String] = []
        func add(_ components: String?...) {
            guard components.allSatisfy({ $0 != nil }) else { return }
            let tag = components.compactMap { $0 }.joined(separator: "-")
            if !tags.contains(tag) { tags.append(tag) }
        }
        add(language, script, region)
        add(language, script)
        add(language, region)
        add(language)
        return tags
    }
}

/// The folders translations are looked for in.
enum LocalizationSearchPath {
    /// The environment variable listing folders searched before the main bundle.
    static let environmentVariable = "RASTER_LOCALIZATION_PATH"

    /// The folders searched for `bundle` (nil: the main bundle), in order; `environment` is
    /// RASTER_LOCALIZATION_PATH's value.
    static func folders(for bundle: Bundle?, environment: String?) -> [String] {
        if let bundle, bundle != Bundle.main { return [resourceFolder(of: bundle)] }
        let listed = (environment ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        return listed + [mainResourceFolder]
    }

    private static let mainResourceFolder = resourceFolder(of: Bundle.main)

    /// The folders searched for `bundle` with this process's RASTER_LOCALIZATION_PATH (read
    /// once, when a key is first looked up).
    static func folders(for bundle: Bundle?) -> [String] {
        if let bundle, bundle != Bundle.main { return [resourceFolders.value(for: ObjectIdentifier(bundle), orInsert: {
            (bundle, resourceFolder(of: bundle))
        }).folder] }
        return mainFolders
    }

    /// The main bundle's folders, without the main bundle's own when it holds no string
    /// tables (a tool's or a test runner's folder), so that most keys are not looked up at all.
    private static let mainFolders: [String] = {
        let all = folders(for: nil, environment: getenv(environmentVariable).map { String(cString: $0) })
        return LocalizationStore.shared.holdsTables(mainResourceFolder) ? all : all.filter { $0 != mainResourceFolder }
    }()

    private static func resourceFolder(of bundle: Bundle) -> String {
        bundle.resourcePath ?? bundle.bundlePath
    }

    /// Each bundle's resource folder (Foundation computes it anew on every call), the bundle
    /// kept so that its identifier is not reused.
    private static let resourceFolders = LRUCache<ObjectIdentifier, (bundle: Bundle, folder: String)>(capacity: 64)
}

/// A translation found for a key.
struct FoundTranslation {
    var entry: LocalizedEntry
    /// The language it was found in (its plural rules choose variations).
    var language: String
    /// The file it came from, for warnings.
    var path: String
}

/// The string tables of the search path's folders, each file read and parsed once per process.
final class LocalizationStore: @unchecked Sendable {
    static let shared = LocalizationStore()

    /// What a folder holds: its catalogs by table name, its `.lproj` folders' file names.
    private struct FolderIndex {
        var catalogs: [String: String] = [:]
        var localizations: [String: Set<String>] = [:]
    }

    /// A key's lookup: what `translation(of:table:locale:folders:)` was given.
    private struct Lookup: Hashable {
        var key: String
        var table: String
        var locale: String
        var folders: [String]
    }

    /// A lookup's result, with the problems of the files it consulted (warned about again on
    /// every use, so that each caller sees them).
    private struct LookupResult {
        var found: FoundTranslation?
        var problems: [String]
    }

    private let lookups = LRUCache<Lookup, LookupResult>(capacity: 4096)
    private let lock = NSLock()
    private var folders: [String: FolderIndex] = [:]
    private var catalogs: [String: StringCatalog] = [:]
    private var tables: [String: StringTable] = [:]

    /// The translation of `key` in `table` for `locale`'s languages in `folders`, in the
    /// order the file header gives; nil when no file has it. The problems of each file
    /// consulted are warned about. Lookups are remembered (files do not change while a
    /// process renders).
    func translation(of key: String, table: String, locale: Locale, folders: [String]) -> FoundTranslation? {
        let result = lookups.value(for: Lookup(key: key, table: table, locale: locale.identifier, folders: folders)) {
            var problems: [String] = []
            let found = look(for: key, table: table, locale: locale, folders: folders) { problems += $0 }
            return LookupResult(found: found, problems: problems)
        }
        result.problems.forEach(warnOnce)
        return result.found
    }

    /// Whether `folder` holds a string catalog or an `.lproj` folder.
    func holdsTables(_ folder: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        let index = index(of: folder)
        return !index.catalogs.isEmpty || !index.localizations.isEmpty
    }

    private func look(for key: String, table: String, locale: Locale, folders: [String],
                      report: ([String]) -> Void) -> FoundTranslation? {
        lock.lock(); defer { lock.unlock() }
        let indexes = folders.map { (path: $0, index: index(of: $0)) }
        guard indexes.contains(where: { !$0.index.catalogs.isEmpty || !$0.index.localizations.isEmpty }) else { return nil }
        var order = LocalizationLanguages.candidates(for: locale)
        for (path, index) in indexes {
            if let source = index.catalogs[table].flatMap({ catalog(at: path + "/" + $0).sourceLanguage }) { order.append(source) }
        }
        order += ["Base", "en"]
        var tried = Set<String>()
        for language in order where tried.insert(language).inserted {
            for (path, index) in indexes {
                if let name = index.catalogs[table] {
                    let file = path + "/" + name
                    let catalog = catalog(at: file)
                    report(catalog.problems)
                    if let entry = catalog.tables[language]?.entries[key] {
                        return FoundTranslation(entry: entry, language: language, path: file)
                    }
                }
                for folder in [language, language.replacingOccurrences(of: "-", with: "_")] {
                    guard let files = index.localizations[folder] else { continue }
                    for (suffix, parse) in [(".stringsdict", StringsDictionaryParser.parse), (".strings", StringsFileParser.parse)]
                    where files.contains(table + suffix) {
                        let file = path + "/" + folder + ".lproj/" + table + suffix
                        let strings = self.table(at: file, parse: parse)
                        report(strings.problems)
                        if let entry = strings.entries[key] {
                            return FoundTranslation(entry: entry, language: language, path: file)
                        }
                    }
                }
            }
        }
        return nil
    }

    private func index(of folder: String) -> FolderIndex {
        if let index = folders[folder] { return index }
        var index = FolderIndex()
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
            if name.hasSuffix(".xcstrings") {
                index.catalogs[String(name.dropLast(".xcstrings".count))] = name
            } else if name.hasSuffix(".lproj") {
                let files = (try? manager.contentsOfDirectory(atPath: folder + "/" + name)) ?? []
                index.localizations[String(name.dropLast(".lproj".count))] = Set(files)
            }
        }
        folders[folder] = index
        return index
    }

    private func catalog(at path: String) -> StringCatalog {
        if let catalog = catalogs[path] { return catalog }
        let catalog: StringCatalog
        if let data = FileManager.default.contents(atPath: path) {
            catalog = StringCatalog(data, path: path)
        } else {
            var unreadable = StringCatalog(Data("{\"strings\":{}}".utf8), path: path)
            unreadable.problems = ["the string catalog \(path) cannot be read, so none of its translations are used; check its permissions"]
            catalog = unreadable
        }
        catalogs[path] = catalog
        return catalog
    }

    private func table(at path: String, parse: (Data, String) -> StringTable) -> StringTable {
        if let table = tables[path] { return table }
        let table = FileManager.default.contents(atPath: path).map { parse($0, path) }
            ?? StringTable(problems: ["the strings file \(path) cannot be read, so none of its translations are used; check its permissions"])
        tables[path] = table
        return table
    }
}
