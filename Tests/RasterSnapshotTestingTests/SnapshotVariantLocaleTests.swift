// SnapshotVariantLocaleTests.swift · RasterSnapshotTestingTests · a variant's locale translates the snapshotted view's texts

import Foundation
import Testing
import Raster
@testable import RasterSnapshotTesting

@Suite struct SnapshotVariantLocaleTests {
    /// A variant's locale reaches `Text`'s lookup: the key is shown translated from a String
    /// Catalog in French and Korean, and as written without a locale (en_US).
    @Test func aVariantsLocaleTranslatesTheView() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-variant-locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"Done": {"localizations": {
              "fr": {"stringUnit": {"state": "translated", "value": "Terminé"}},
              "ko": {"stringUnit": {"state": "translated", "value": "완료"}}}}}}
            """
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let bundle = try #require(Bundle(path: folder.path))
        func shown(_ variant: SnapshotVariant) throws -> String {
            try SnapshotLayout.sizeThatFits.displayListDescription(of: variant.applied(to: Text("Done", bundle: bundle)), scale: 1,
                                                                   colorScheme: .light)
        }
        #expect(try shown(SnapshotVariant(locale: Locale(identifier: "fr_FR"))).contains("text \"Terminé\""))
        #expect(try shown(SnapshotVariant(locale: Locale(identifier: "ko_KR"))).contains("text \"완료\""))
        #expect(try shown(SnapshotVariant()).contains("text \"Done\""))
    }
}
