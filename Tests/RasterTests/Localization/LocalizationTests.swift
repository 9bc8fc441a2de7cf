import Foundation
import Testing
@testable import Raster

/// The fixture folders: `App` is laid out as an app bundle's resources (a String Catalog,
/// `.lproj` folders of `.strings` and `.stringsdict` files); `Broken` holds a catalog that is
/// not JSON and a strings file with a syntax error.
enum LocalizationFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    static let app = Bundle(path: folder + "/App")!
    static let broken = Bundle(path: folder + "/Broken")!

    /// `key` as a `Text` shows it in `locale`, looked up in `bundle`.
    static func text(_ key: LocalizedStringKey, _ locale: String, tableName: String? = nil, bundle: Bundle = app) -> String {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        return Text(key, tableName: tableName, bundle: bundle).string(in: environment)
    }
}

@Suite struct LocalizationTests {
    typealias F = LocalizationFixtures

    @Test func stringCatalogTranslatesToFrenchAndKorean() {
        #expect(F.text("Hello", "fr_FR") == "Bonjour")
        #expect(F.text("Hello", "ko_KR") == "안녕하세요")
        #expect(F.text("Hello", "en_US") == "Hello")
    }

    @Test func stringsFilesTranslateToFrenchAndKorean() {
        #expect(F.text("Good night", "fr_FR") == "Bonne nuit")
        // ko.lproj/Localizable.strings is UTF-16LE with a byte-order mark.
        #expect(F.text("Good night", "ko_KR") == "안녕히 주무세요")
        #expect(F.text("Quote", "fr_FR") == "Il a dit \"oui\"\nà demain")
    }

    @Test func theCatalogComesBeforeTheStringsFileOfTheSameTable() {
        #expect(F.text("Hello", "fr") == "Bonjour")
    }

    @Test func tableNameSelectsAnotherTable() {
        #expect(F.text("Title", "fr_FR", tableName: "Settings") == "Réglages")
        #expect(F.text("Title", "fr_FR") == "Title")
    }

    @Test func interpolationsBecomeSwiftUIsFormatSpecifiers() {
        let name = "Ana", count = 3
        #expect(LocalizedStringKey("\(name) sent \(count) photos").key == "%@ sent %lld photos")
        #expect(LocalizedStringKey("\(2.5) km").key == "%lf km")
        #expect(LocalizedStringKey("\(Float(2.5)) km").key == "%f km")
        #expect(LocalizedStringKey("\(Int32(2)) \(UInt(3)) \(UInt8(4))").key == "%d %llu %u")
        #expect(LocalizedStringKey("\(5)% off").key == "%lld%% off")
        #expect(LocalizedStringKey("100%").key == "100%")
    }

    @Test func stringAndIntArgumentsAreFormattedIntoTheTranslation() {
        let name = "Ana", count = 3
        #expect(F.text("\(name) sent \(count) photos", "fr_FR") == "Ana a envoyé 3 photos")
        #expect(F.text("\(name) sent \(count) photos", "ko_KR") == "Ana님이 사진 3장을 보냈습니다")
        // The German translation puts the arguments the other way round (%2$lld … %1$@).
        #expect(F.text("\(name) sent \(count) photos", "de_DE") == "3 Fotos von Ana")
        #expect(F.text("\(name) sent \(count) photos", "en_US") == "Ana sent 3 photos")
    }

    @Test func untranslatedFormatKeysAreFormattedInTheLocale() {
        #expect(F.text("\(5)% off", "en_US") == "5% off")
        #expect(F.text("100%", "en_US") == "100%")
        // %lf writes six decimals, with the locale's decimal separator (as String(format:locale:)).
        #expect(F.text("\(2.5) km", "en_US") == "2.500000 km")
        #expect(F.text("\(2.5) km", "fr_FR") == "2,500000 km")
        #expect(F.text("\(2.5, specifier: "%.1f") km", "fr_FR") == "2,5 km")
        #expect(F.text("\(1234567) steps", "en_US") == "1234567 steps")
    }

    @Test func englishAndFrenchPluralsFromTheCatalog() {
        #expect(F.text("\(1) items", "en_US") == "1 item")
        #expect(F.text("\(2) items", "en_US") == "2 items")
        #expect(F.text("\(0) items", "en_US") == "0 items")
        // French is singular for 0 and 1 (CLDR: one is i = 0,1).
        #expect(F.text("\(0) items", "fr_FR") == "0 élément")
        #expect(F.text("\(1) items", "fr_FR") == "1 élément")
        #expect(F.text("\(2) items", "fr_FR") == "2 éléments")
        #expect(F.text("\(3) items", "ko_KR") == "항목 3개")
        #expect(F.text("\(1) items", "ja_JP") == "1 個の項目")
    }

    @Test func russianAndPolishFewAndMany() {
        let russian = [1: "1 элемент", 2: "2 элемента", 4: "4 элемента", 5: "5 элементов", 11: "11 элементов",
                       12: "12 элементов", 21: "21 элемент", 22: "22 элемента", 25: "25 элементов", 111: "111 элементов"]
        for (count, expected) in russian { #expect(F.text("\(count) items", "ru_RU") == expected) }
        let polish = [1: "1 element", 2: "2 elementy", 4: "4 elementy", 5: "5 elementów", 12: "12 elementów",
                      21: "21 elementów", 22: "22 elementy", 0: "0 elementów"]
        for (count, expected) in polish { #expect(F.text("\(count) items", "pl_PL") == expected) }
    }

    @Test func arabicHasSixCategories() {
        let arabic = [0: "لا عناصر", 1: "عنصر واحد", 2: "عنصران", 3: "3 عناصر", 10: "10 عناصر", 11: "11 عنصرًا",
                      99: "99 عنصرًا", 100: "100 عنصر", 103: "103 عناصر"]
        for (count, expected) in arabic { #expect(F.text("\(count) items", "ar_EG") == expected) }
    }

    @Test func pluralRulesFollowCLDR() {
        func category(_ language: String, _ n: Int64) -> PluralCategory {
            PluralRule.forLanguage(language).category(of: PluralOperands(n))
        }
        #expect(category("en", 1) == .one && category("en", 0) == .other)
        #expect(category("de", 1) == .one && category("de", 2) == .other)
        #expect(category("fr", 0) == .one && category("fr", 1_000_000) == .many && category("fr", 2) == .other)
        #expect(category("ko", 1) == .other && category("ja", 1) == .other)
        #expect(category("ru", 101) == .one && category("ru", 113) == .many && category("ru", 1003) == .few)
        #expect(category("pl", 112) == .many && category("pl", 1) == .one && category("pl", 24) == .few)
        #expect(category("ar", 2) == .two && category("ar", 205) == .few && category("ar", 1099) == .many)
        #expect(category("pt", 0) == .one && category("pt-PT", 0) == .other)
        #expect(PluralRule.forLanguage("ru").category(of: PluralOperands(2.5)) == .other)
        #expect(PluralRule.forLanguage("en").category(of: PluralOperands(1.0)) == .one)
    }

    @Test func stringsdictPluralVariables() {
        #expect(F.text("\(1) messages", "ru_RU") == "У вас 1 сообщение")
        #expect(F.text("\(3) messages", "ru_RU") == "У вас 3 сообщения")
        #expect(F.text("\(5) messages", "ru_RU") == "У вас 5 сообщений")
        #expect(F.text("\(5) messages", "en_US") == "5 messages")
    }

    @Test func catalogSubstitutionsVaryEachArgument() {
        #expect(F.text("\(1) files in \(3) folders", "en_US") == "1 file in 3 folders")
        #expect(F.text("\(2) files in \(1) folders", "en_US") == "2 files in 1 folder")
    }

    @Test func deviceVariationsTakeTheIPhones() {
        #expect(F.text("Tap to continue", "fr_FR") == "Touchez pour continuer")
    }

    @Test func languageOrderIsScriptAndRegionThenLanguage() {
        #expect(LocalizationLanguages.candidates(for: Locale(identifier: "fr_CA")) == ["fr-CA", "fr"])
        #expect(LocalizationLanguages.candidates(for: Locale(identifier: "zh_TW")) == ["zh-Hant-TW", "zh-Hant", "zh-TW", "zh"])
        #expect(LocalizationLanguages.candidates(for: Locale(identifier: "zh-Hans_CN")) == ["zh-Hans-CN", "zh-Hans", "zh-CN", "zh"])
        #expect(LocalizationLanguages.candidates(for: Locale(identifier: "ko")) == ["ko"])
    }

    @Test func fallbackGoesFromRegionToLanguageToTheSourceLanguageToTheKey() {
        #expect(F.text("Colour", "fr_CA") == "Couleur (Canada)")
        #expect(F.text("Colour", "fr_BE") == "Couleur")
        // German has no translation: the catalog's source language (en) has one.
        #expect(F.text("Colour", "de_DE") == "Color")
        #expect(F.text("Good night", "fr_CA") == "Bonne nuit (Canada)")
        #expect(F.text("Good night", "fr_CH") == "Bonne nuit")
        #expect(F.text("Good night", "ja_JP") == "Good night")
    }

    @Test func aMissingKeyShowsTheKey() {
        #expect(F.text("Not in any table", "fr_FR") == "Not in any table")
        #expect(F.text("Hello", "fr_FR", bundle: Bundle(path: "/nonexistent-raster-folder") ?? .main) == "Hello")
    }

    @Test func verbatimTextIsNeverLookedUp() {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "fr_FR")
        #expect(Text(verbatim: "Hello").string(in: environment) == "Hello")
        #expect(Text("Hello" as String).string(in: environment) == "Hello")
    }

    @Test func searchPathIsTheGivenBundleOrTheEnvironmentVariableThenTheMainBundle() {
        let main = Bundle.main.resourcePath ?? Bundle.main.bundlePath
        #expect(LocalizationSearchPath.folders(for: nil, environment: "/a::/b") == ["/a", "/b", main])
        #expect(LocalizationSearchPath.folders(for: nil, environment: nil) == [main])
        #expect(LocalizationSearchPath.folders(for: F.app, environment: "/a") == [F.folder + "/App"])
    }

    @Test func stringLocalizedResolvesAsTextDoes() {
        let french = Locale(identifier: "fr_FR")
        #expect(String(localized: "Hello", bundle: F.app, locale: french) == "Bonjour")
        #expect(String(localized: "\(2) items", bundle: F.app, locale: Locale(identifier: "pl_PL")) == "2 elementy")
        #expect(String(localized: "Title", table: "Settings", bundle: F.app, locale: french) == "Réglages")
        #expect(String(localized: "greeting.missing", defaultValue: "Hi \(3)", bundle: F.app, locale: french) == "Hi 3")
        #expect(String(localized: "Hello", defaultValue: "Hi", bundle: F.app, locale: french) == "Bonjour")
        let resource = LocalizedStringResource("Hello", locale: Locale(identifier: "ko_KR"), bundle: .atURL(URL(fileURLWithPath: F.folder + "/App")))
        #expect(String(localized: resource) == "안녕하세요")
        #expect(resource.key == "Hello")
    }

    @Test func textOfAResourceUsesTheEnvironmentsLocale() {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "fr_FR")
        let resource = LocalizedStringResource("\(1) items", bundle: .atURL(URL(fileURLWithPath: F.folder + "/App")))
        #expect(Text(resource).string(in: environment) == "1 élément")
    }

    @Test func invalidCatalogJSONWarnsOnceNamingTheFileAndShowsTheKey() {
        let (shown, warnings) = RasterDiagnostics.capturingWarnings { F.text("Hello", "fr_FR", bundle: F.broken) }
        #expect(shown == "Hello")
        let catalogWarnings = warnings.filter { $0.contains("Localizable.xcstrings") }
        #expect(catalogWarnings.count == 1)
        #expect(catalogWarnings.first?.contains("/Broken/Localizable.xcstrings is not valid JSON") == true)
    }

    @Test func stringsSyntaxErrorKeepsTheEntriesBeforeItAndNamesTheLine() {
        let (shown, warnings) = RasterDiagnostics.capturingWarnings {
            [F.text("Good night", "fr_FR", bundle: F.broken), F.text("Thanks", "fr_FR", bundle: F.broken)]
        }
        #expect(shown == ["Bonne nuit", "Thanks"])
        let stringsWarnings = warnings.filter { $0.contains("fr.lproj/Localizable.strings") }
        #expect(stringsWarnings.count == 1)
        #expect(stringsWarnings.first?.contains("line 2: expected ';' after the value of \"Good morning\"") == true)
    }

    @Test func mismatchedSpecifiersWarnNamingTheKeyAndShowTheKey() {
        let (shown, warnings) = RasterDiagnostics.capturingWarnings { F.text("Broken \(3)", "fr_FR") }
        #expect(shown == "Broken 3")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("the fr translation of the key \"Broken %lld\"") == true)
        #expect(warnings.first?.contains("'%@' is given a number") == true)
    }

    @Test func formatStringsAreCheckedAgainstTheirArguments() throws {
        let locale = Locale(identifier: "en_US")
        func format(_ string: String, _ arguments: [FormatArgument]) throws -> String {
            try LocalizedFormat.format(string, arguments: arguments, locale: locale) { Localization.text(of: $0, in: EnvironmentValues()) }
        }
        #expect(try format("%2$@ %1$lld%%", [.signed(7), .string("x")]) == "x 7%")
        #expect(try format("%05.1f|%-4@|%x", [.double(3.14159), .string("ab"), .signed(255)]) == "003.1|ab  |ff")
        #expect(throws: FormatError(reason: "'%2$@' asks for argument 2 of 1")) { try format("%2$@", [.string("x")]) }
        #expect(throws: FormatError(reason: "'%lld' is given text")) { try format("%lld", [.string("x")]) }
        #expect(throws: FormatError(reason: "it ends with a lone '%'")) { try format("50%", []) }
        #expect(throws: FormatError(reason: "'%k' is not a format specifier")) { try format("%k", []) }
    }
}
