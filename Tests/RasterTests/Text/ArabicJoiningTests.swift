// ArabicJoiningTests.swift · RasterTests/Text · Arabic contextual forms (ArabicJoining.swift)
// Forms are those of Unicode's Arabic Presentation Forms-B chart (U+FE70–U+FEFF); joining
// types from ArabicShaping.txt.

import Foundation
import Testing
@testable import Raster

@Suite struct ArabicJoiningTests {
    private func forms(_ text: String) -> [UInt32]? {
        ArabicJoining.contextualForms(Array(text))?.map { $0.unicodeScalars.first!.value }
    }

    @Test func dualJoiningLettersTakeInitialMedialAndFinalForms() {
        // بيت (house): beh initial, yeh medial, teh final.
        #expect(forms("\u{628}\u{64A}\u{62A}") == [0xFE91, 0xFEF4, 0xFE96])
        // A letter alone is isolated.
        #expect(forms("\u{628}") == [0xFE8F])
    }

    @Test func rightJoiningLettersBreakTheJoinAfterThem() {
        // دار (house): dal and alef join only the letter before them, so none of the three joins:
        // all isolated.
        #expect(forms("\u{62F}\u{627}\u{631}") == [0xFEA9, 0xFE8D, 0xFEAD])
        // باب (door): beh initial, alef final, beh isolated (alef joins only backwards).
        #expect(forms("\u{628}\u{627}\u{628}") == [0xFE91, 0xFE8E, 0xFE8F])
    }

    @Test func lamAlefIsOneLigature() {
        // سلام (peace): seen initial, lam-alef final ligature, meem isolated.
        #expect(forms("\u{633}\u{644}\u{627}\u{645}") == [0xFEB3, 0xFEFC, 0xFEE1])
        #expect(forms("\u{644}\u{627}") == [0xFEFB])
    }

    @Test func marksStayWithTheirLetterAndTextWithoutArabicIsLeftAlone() {
        // Beh with a fatha (U+064E) in its cluster, then teh: the mark does not break the join.
        let joined = ArabicJoining.contextualForms(Array("\u{628}\u{64E}\u{62A}"))
        #expect(joined?.map { $0.unicodeScalars.map(\.value) } == [[0xFE91, 0x064E], [0xFE96]])
        #expect(ArabicJoining.contextualForms(Array("Hello \u{5E9}\u{5DC}\u{5D5}\u{5DD}")) == nil)
    }

    @Test func theFallbackFaceDrawsTheForms() {
        // DejaVu Sans has a glyph for each presentation form, distinct from the isolated one.
        let joined = TextLayout("\u{628}\u{64A}\u{62A}", font: TextFixtures.body, maxWidth: nil, layoutDirection: .rightToLeft,
                                library: TextFixtures.library)
        let isolated = TextLayout("\u{628}", font: TextFixtures.body, maxWidth: nil, library: TextFixtures.library)
        #expect(joined.glyphs.count == 3)
        #expect(!joined.glyphs.contains { $0.id == 0 })
        #expect(Set(joined.glyphs.map { joined.faces[$0.face].descriptor.family }) == ["DejaVu Sans"])
        // Drawn right to left: the initial beh is the rightmost glyph, not the isolated one.
        let rightmost = joined.glyphs.max { $0.position.x < $1.position.x }
        #expect(rightmost?.id != isolated.glyphs.first?.id)
        #expect(joined.glyphs.first?.position.x == 0)
    }
}
