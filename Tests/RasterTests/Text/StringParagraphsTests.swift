// StringParagraphsTests.swift · RasterTests/Text · the text a layout shapes (String+Paragraphs.swift, ShapedText.swift)

import Foundation
import Testing
@testable import Raster

@Suite struct StringParagraphsTests {
    @Test func textIsComposedAndASCIIIsLeftAsItIs() {
        // "Café" with a combining acute accent (U+0301) becomes the precomposed é (U+00E9).
        #expect("Cafe\u{301}".canonicallyComposed.unicodeScalars.map(\.value) == [0x43, 0x61, 0x66, 0xE9])
        #expect("Row 12".canonicallyComposed.unicodeScalars.map(\.value) == [0x52, 0x6F, 0x77, 0x20, 0x31, 0x32])
        #expect("".canonicallyComposed.isEmpty)
    }

    @Test func paragraphsSplitAtEveryNewline() {
        #expect("".paragraphs == [])
        #expect("Row 12".paragraphs == ["Row 12"])
        // U+000A…U+000D, CR LF as one, and the newlines beyond ASCII (NEL, LS, PS); empty
        // paragraphs are kept.
        #expect("a\nb\rc\u{B}d\u{C}e".paragraphs == ["a", "b", "c", "d", "e"])
        #expect("a\r\nb\n\nc\n".paragraphs == ["a", "b", "", "c", ""])
        #expect("a\u{85}b\u{2028}c\u{2029}d".paragraphs == ["a", "b", "c", "d"])
        #expect("café\nx".paragraphs == ["café", "x"])
    }

    @Test func arabicAfterOtherTextStillJoins() {
        // بيت (house) after Latin text: the Arabic letters take the forms ArabicJoining gives
        // them, whichever character of the text turns out to be the first to join.
        let cascade = TextFixtures.library.cascade(for: TextFixtures.body)
        let text = "ab \u{628}\u{64A}\u{62A}"
        let shaped = ShapedText(text[...], cascade: cascade, size: 17)
        let joined = ShapedText(Array("ab ") + [Character("\u{FE91}"), Character("\u{FEF4}"), Character("\u{FE96}")],
                                cascade: cascade, size: 17)
        #expect(shaped.clusters.map(\.character) == joined.clusters.map(\.character))
        #expect(shaped.glyphs.map(\.resolved.glyph) == joined.glyphs.map(\.resolved.glyph))
        #expect(shaped.glyphs.count == 6)
        // Text without a joining letter keeps its characters.
        #expect(ShapedText("ab \u{5E9}"[...], cascade: cascade, size: 17).clusters.map(\.character) == ["a", "b", " ", "\u{5E9}"])
    }
}
