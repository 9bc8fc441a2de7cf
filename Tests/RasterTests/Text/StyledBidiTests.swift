// StyledBidiTests.swift · RasterTests/Text · bidi across styled runs and per paragraph (TextLayout+Bidi.swift, TextLayout+Runs.swift)
// Glyph x positions are sums of the advances Raster gives each character alone (the font's
// own advances), in the visual order UAX #9 gives: rules named per case.

import Foundation
import Testing
@testable import Raster

/// Whether two lists of positions agree to 1e-9 point (sums taken in different orders).
private func same(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
}

@Suite struct StyledBidiTests {
    let alef = "\u{5D0}", bet = "\u{5D1}"
    let latin = Font.body.resolved
    /// The Hebrew run's font: 28 pt (title), bold.
    let hebrew = Font.title.bold().resolved

    /// The advance of `character` alone in `font` (points) and its glyph.
    func glyph(_ character: String, _ font: Font.Resolved) -> (advance: CGFloat, id: UInt32) {
        let shaped = ShapedText(Substring(character), cascade: TextFixtures.library.cascade(for: font), size: font.size)
        return (shaped.clusters[0].advance, shaped.glyphs[0].resolved.glyph)
    }

    /// "Hi " in 17-pt regular, then alef bet in 28-pt bold: one line, in `direction`.
    func layout(_ direction: LayoutDirection) -> TextLayout {
        TextLayout(runs: [TextLayout.RunKey(string: "Hi ", font: latin, spacing: 0, baselineOffset: 0),
                          TextLayout.RunKey(string: alef + bet, font: hebrew, spacing: 0, baselineOffset: 0)],
                   maxWidth: nil, layoutDirection: direction, library: TextFixtures.library)
    }

    @Test func aHebrewRunAfterALatinRunReadsRightToLeftInALeftToRightParagraph() {
        let h = glyph("H", latin), i = glyph("i", latin), space = glyph(" ", latin)
        let a = glyph(alef, hebrew), b = glyph(bet, hebrew)
        let kern = TextFixtures.width("Hi") - h.advance - i.advance
        let ltr = layout(.leftToRight)
        // I1: the Hebrew letters go to level 1 and L2 reverses them: H i ␠ bet alef.
        #expect(ltr.glyphs.map(\.id) == [h.id, i.id, space.id, b.id, a.id])
        let afterSpace = h.advance + kern + i.advance + space.advance
        #expect(same(ltr.glyphs.map(\.position.x), [0, h.advance + kern, h.advance + kern + i.advance, afterSpace, afterSpace + b.advance]))
    }

    @Test func aLatinRunBeforeAHebrewRunGoesRightInARightToLeftParagraph() {
        let h = glyph("H", latin), i = glyph("i", latin), space = glyph(" ", latin)
        let a = glyph(alef, hebrew), b = glyph(bet, hebrew)
        let kern = TextFixtures.width("Hi") - h.advance - i.advance
        let rtl = layout(.rightToLeft)
        // Paragraph level 1: "Hi" is L (level 2), the space between L and R takes the
        // embedding direction (N2, level 1), the Hebrew stays at 1; L2 reverses the whole
        // line and then "Hi" back: bet alef ␠ H i, left to right.
        #expect(rtl.glyphs.map(\.id) == [b.id, a.id, space.id, h.id, i.id])
        let hebrewWidth = b.advance + a.advance
        #expect(same(rtl.glyphs.map(\.position.x), [0, b.advance, hebrewWidth, hebrewWidth + space.advance,
                                                     hebrewWidth + space.advance + h.advance + kern]))
        #expect(rtl.size.width == layout(.leftToRight).size.width)
    }

    @Test func eachRunKeepsItsGlyphsAndStyleAfterReordering() {
        let rtl = layout(.rightToLeft)
        let a = glyph(alef, hebrew), b = glyph(bet, hebrew)
        // The Hebrew run's slice (drawn in its own paint and size) holds its two glyphs at the
        // left; its segment's text stays in logical order.
        let hebrewSlice = rtl.slice(run: 1)
        #expect(hebrewSlice.glyphs.map(\.id) == [b.id, a.id])
        #expect(same(hebrewSlice.glyphs.map(\.position.x), [0, b.advance]))
        #expect(hebrewSlice.fontSize == 28)
        let segments = rtl.styling?.segments.filter { $0.run == 1 }
        #expect(segments?.map(\.text) == [alef + bet])
        #expect(segments?.map(\.minX) == [0])
        #expect(same(segments?.map(\.maxX) ?? [], [b.advance + a.advance]))
        #expect(rtl.slice(run: 0).glyphs.map(\.id) == [glyph(" ", latin).id, glyph("H", latin).id, glyph("i", latin).id])
    }

    @Test func styledTextAlignsLeadingToTheRightRightToLeft() {
        let runs = [TextLayout.RunKey(string: "Hi\nHello", font: latin, spacing: 0, baselineOffset: 0),
                    TextLayout.RunKey(string: " you", font: hebrew, spacing: 0, baselineOffset: 0)]
        let rtl = TextLayout(runs: runs, maxWidth: nil, layoutDirection: .rightToLeft, library: TextFixtures.library)
        #expect(rtl.lines[0].x == rtl.size.width - rtl.lines[0].width)
        #expect(rtl.lines[1].x == 0)
    }

    @Test func neutralsAtALineEndAreResolvedAgainstTheWholeParagraph() {
        // "א! ב" in a left-to-right paragraph, broken after "! ". Over the paragraph, "!" lies
        // between two R letters, so N1 makes it R (level 1) and L2 puts it left of alef; read
        // per line, it would sit between alef and the line's end (L) and stay on the right.
        let text = "\(alef)! \(bet)"
        let maxWidth = TextFixtures.width("\(alef)!") + 1
        let layout = TextLayout(text, font: latin, maxWidth: maxWidth, library: TextFixtures.library)
        #expect(layout.lines.map(\.text) == ["\(alef)!", bet])
        let bang = glyph("!", latin), a = glyph(alef, latin), space = glyph(" ", latin)
        let first = layout.glyphs[layout.lines[0].glyphs]
        #expect(first.map(\.id) == [bang.id, a.id, space.id])
        #expect(same(first.map(\.position.x), [0, bang.advance, bang.advance + a.advance]))
    }
}
