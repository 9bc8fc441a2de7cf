// LocalizedTitlesTests.swift · RasterTests/Localization · keys outside Text views follow `\.locale`: joined texts, back-button titles, accessibility texts
// Fixture: Fixtures/App (fr.lproj/Localizable.strings, Localizable.xcstrings): "Hello" is
// "Bonjour" and "Good night" "Bonne nuit" in French.

import Foundation
import Testing
@testable import Raster

@Suite struct LocalizedTitlesTests {
    typealias F = LocalizationFixtures
    let french = Locale(identifier: "fr_FR")

    @Test func joinedTextsTranslateEachKeyForTheLocale() {
        var environment = EnvironmentValues()
        environment.locale = french
        let joined = Text("Hello", bundle: F.app).bold() + Text(verbatim: ", ") + Text("Good night", bundle: F.app)
        #expect(joined.string(in: environment) == "Bonjour, Bonne nuit")
        #expect(joined.runs(in: environment).map(\.string) == ["Bonjour", ", ", "Bonne nuit"])
        #expect(joined.string(in: EnvironmentValues()) == "Hello, Good night")
    }

    @Test func theBackButtonShowsThePreviousTitleInTheLocale() {
        let host = ViewHost(NavigationStack {
            NavigationLink("Open") { Color.red.navigationTitle("Detail").navigationBarTitleDisplayMode(.inline) }
                .navigationTitle(Text("Hello", bundle: F.app))
        }.environment(\.locale, french), size: CGSize(width: 393, height: 600))
        host.tap(unit: "Text(\"Open\")")
        // The back button's title, at the bar's leading edge after the chevron (27 pt).
        #expect(host.frame(ofUnit: "Text(\"Bonjour\")")?.minX == 27)
    }

    @Test func accessibilityTextsAreTranslatedForTheLocale() {
        let view = VStack {
            Text(verbatim: "x")
                .accessibilityLabel(Text("Hello", bundle: F.app))
                .accessibilityHint(Text("Good night", bundle: F.app))
            Text("Good night", bundle: F.app)
        }.environment(\.locale, french)
        let tree = ViewHost(view, size: CGSize(width: 100, height: 100)).accessibilityDescription()
        #expect(tree.contains(#""Bonjour""#))
        #expect(tree.contains(#"hint: "Bonne nuit""#))
        #expect(tree.contains(#"[staticText] "Bonne nuit""#))
        #expect(!tree.contains("Hello") && !tree.contains("Good night"))
    }
}
