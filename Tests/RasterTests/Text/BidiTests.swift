// BidiTests.swift · RasterTests/Text · the bidirectional algorithm (Bidi.swift, BidiClass+Table.swift, TextLayout+Bidi.swift)
// Expected visual orders follow UAX #9 rule by rule; the rule each case
// exercises is named. Strings are written with escapes where an editor would reorder them.

import Foundation
import Testing
@testable import Raster

/// The characters of `line` left to right, as the algorithm orders them; explicit formatting
/// controls (which draw nothing) are left out.
private func visual(_ line: String, _ direction: LayoutDirection) -> String {
    let characters = Array(line)
    guard let (order, _) = Bidi.visualOrder(of: characters, direction: direction) else { return line }
    return String(order.map { characters[$0] }.filter { !BidiClass($0).isRemovedByX9 && !BidiClass($0).isIsolateInitiator && BidiClass($0) != .pdi })
}

@Suite struct BidiTests {
    // Hebrew letters: alef U+05D0, bet U+05D1, gimel U+05D2, dalet U+05D3, he U+05D4, vav U+05D5.
    let alefBetGimel = "\u{5D0}\u{5D1}\u{5D2}"
    let gimelBetAlef = "\u{5D2}\u{5D1}\u{5D0}"

    @Test func classesComeFromTheUnicodeData() {
        #expect(BidiClass(Character("a")) == .l)
        #expect(BidiClass(Character("\u{5D0}")) == .r)
        #expect(BidiClass(Character("\u{627}")) == .al)      // Arabic alef
        #expect(BidiClass(Character("7")) == .en)
        #expect(BidiClass(Character("\u{663}")) == .an)      // Arabic-Indic digit three
        #expect(BidiClass(Character("$")) == .et)
        #expect(BidiClass(Character(",")) == .cs)
        #expect(BidiClass(Character("+")) == .es)
        #expect(BidiClass(Character(" ")) == .ws)
        #expect(BidiClass(Character("!")) == .on)
        #expect(BidiClass(Character("\u{5B8}")) == .nsm)     // Hebrew point qamats (by general category)
        #expect(BidiClass(Character("\u{2067}")) == .rli)
        #expect(BidiClass(Character("\u{4E2D}")) == .l)      // CJK ideographs are L
    }

    @Test func leftToRightTextNeedsNoReordering() {
        #expect(Bidi.visualOrder(of: Array("Hello, world (1 + 2)!"), direction: .leftToRight) == nil)
    }

    @Test func hebrewRunInsideALeftToRightParagraphIsReversed() {
        // I1–I2: R at level 0 → 1; L2 reverses the run; the spaces between L and R take the
        // embedding direction (N2), so they stay where they are.
        #expect(visual("abc \(alefBetGimel) def", .leftToRight) == "abc \(gimelBetAlef) def")
    }

    @Test func rightToLeftParagraphKeepsEnglishRunsInOrder() {
        // Paragraph level 1: L runs go to level 2 and are reversed twice; the line reads from the right.
        let dalHeVav = "\u{5D3}\u{5D4}\u{5D5}", vavHeDal = "\u{5D5}\u{5D4}\u{5D3}"
        #expect(visual("\(alefBetGimel) abc \(dalHeVav)", .rightToLeft) == "\(vavHeDal) abc \(gimelBetAlef)")
        #expect(visual("\(alefBetGimel) 123 \(dalHeVav)", .rightToLeft) == "\(vavHeDal) 123 \(gimelBetAlef)")
    }

    @Test func trailingPunctuationOfEnglishInARightToLeftParagraphGoesLeft() {
        // N1 fails between L and eos (R), so "!" takes the embedding direction (N2): level 1.
        #expect(visual("Hello!", .rightToLeft) == "!Hello")
        #expect(visual("Hello!", .leftToRight) == "Hello!")
    }

    @Test func europeanDigitsAfterArabicLettersAreArabicNumbers() {
        // W2: EN after AL → AN (level 2 in a level-1 run), so "12" keeps its order at the left.
        let ainDalDal = "\u{639}\u{62F}\u{62F}", dalDalAin = "\u{62F}\u{62F}\u{639}"
        #expect(visual("\(ainDalDal) 12", .rightToLeft) == "12 \(dalDalAin)")
        let levels = Bidi.visualOrder(of: Array("\(ainDalDal) 12"), direction: .rightToLeft)?.levels
        #expect(levels == [1, 1, 1, 1, 2, 2])
    }

    @Test func numberSeparatorsJoinDigits() {
        // W4: one CS between European digits is a digit; W5: ET next to digits is a digit.
        #expect(visual("\(alefBetGimel) 1,000 $5", .rightToLeft) == "$5 1,000 \(gimelBetAlef)")
    }

    @Test func pairedBracketsTakeTheDirectionOfTheirContextAndMirror() {
        // N0: the brackets enclose only R (opposite to the embedding direction L) and follow L,
        // so they resolve to L and stay outside the reversed run.
        #expect(visual("abc (\(alefBetGimel)) def", .leftToRight) == "abc (\(gimelBetAlef)) def")
        // Right to left, brackets around English after Hebrew resolve to R (their context,
        // N0 c.1): they are reversed with the line, in code point order ")abc(", and L4
        // draws each as its mirror, so the reader sees "(abc)" at the left.
        #expect(visual("\(alefBetGimel) (abc)", .rightToLeft) == ")abc( \(gimelBetAlef)")
        #expect(visual("\u{5D0}(\u{5D1})", .rightToLeft) == ")\u{5D1}(\u{5D0}")
        #expect(Bidi.mirrored("(") == ")")
        #expect(Bidi.mirrored(")") == "(")
        #expect(Bidi.mirrored("«") == "»")
        #expect(Bidi.mirrored("a") == nil)
    }

    @Test func explicitOverridesAndIsolates() {
        // X6 with RLO: "abc" is forced to R and reversed; PDF (X7) ends it.
        #expect(visual("x \u{202E}abc\u{202C} y", .leftToRight) == "x cba y")
        // X5a–X6a: an RLI isolate orders its content right to left without touching the outside.
        #expect(visual("a \u{2067}\(alefBetGimel) 1\u{2069} b", .leftToRight) == "a 1 \(gimelBetAlef) b")
    }

    @Test func trailingWhitespaceTakesTheParagraphLevel() {
        // L1: the spaces at the end of a right-to-left line go to level 1, at the line's left.
        let levels = Bidi.visualOrder(of: Array("ab  "), direction: .rightToLeft)?.levels
        #expect(levels == [2, 2, 1, 1])
        #expect(visual("ab  ", .rightToLeft) == "  ab")
    }

    @Test func textLayoutDrawsHebrewFromTheRight() throws {
        // Each glyph's x in a right-to-left layout: alef (first in memory) is the rightmost.
        let layout = TextLayout(alefBetGimel, font: TextFixtures.body, maxWidth: nil, layoutDirection: .rightToLeft,
                                library: TextFixtures.library)
        let xs = layout.glyphs.map(\.position.x)
        #expect(xs.count == 3)
        #expect(xs[0] == 0)
        #expect(xs[0] < xs[1] && xs[1] < xs[2])
        let faces = Set(layout.glyphs.map { layout.faces[$0.face].descriptor.family })
        #expect(faces == ["DejaVu Sans"])
        // Left to right drawn: gimel, bet, alef; the Hebrew run reads right to left in a
        // left-to-right paragraph too, so both layouts draw the same glyphs in the same places.
        func glyph(_ letter: String) -> UInt32? {
            TextLayout(letter, font: TextFixtures.body, maxWidth: nil, library: TextFixtures.library).glyphs.first?.id
        }
        #expect(layout.glyphs.map(\.id) == [glyph("\u{5D2}"), glyph("\u{5D1}"), glyph("\u{5D0}")].compactMap { $0 })
        let ltr = TextLayout(alefBetGimel, font: TextFixtures.body, maxWidth: nil, library: TextFixtures.library)
        #expect(ltr.glyphs == layout.glyphs)
        #expect(layout.size.width == ltr.size.width)
    }

    @Test func leadingAlignmentIsTheRightEdgeRightToLeft() {
        // multilineTextAlignment(.leading) in a right-to-left layout: each line ends at the right edge.
        let text = "Hi\nHello"
        let rtl = TextLayout(text, font: TextFixtures.body, maxWidth: nil, layoutDirection: .rightToLeft, library: TextFixtures.library)
        let ltr = TextLayout(text, font: TextFixtures.body, maxWidth: nil, library: TextFixtures.library)
        #expect(rtl.size == ltr.size)
        #expect(rtl.lines[0].x == rtl.size.width - rtl.lines[0].width)
        #expect(rtl.lines[1].x == 0)
        #expect(ltr.lines[0].x == 0)
        let trailing = TextLayout(text, font: TextFixtures.body, maxWidth: nil, alignment: .trailing,
                                  layoutDirection: .rightToLeft, library: TextFixtures.library)
        #expect(trailing.lines[0].x == 0)
    }

    @Test func mirroredBracketsDrawTheirMirrorGlyph() throws {
        // "א(" right to left: "(" sits at the left edge and draws the glyph of ")".
        let layout = TextLayout("\u{5D0}(", font: TextFixtures.body, maxWidth: nil, layoutDirection: .rightToLeft,
                                library: TextFixtures.library)
        let closing = TextLayout(")", font: TextFixtures.body, maxWidth: nil, library: TextFixtures.library)
        #expect(layout.glyphs.first?.position.x == 0)
        #expect(layout.glyphs.first?.id == closing.glyphs.first?.id)
    }
}
