import Foundation
import Testing
@testable import Raster

@Suite struct TextLayoutTests {
    let library = TextFixtures.library
    let body = TextFixtures.body
    func width(_ s: String) -> CGFloat { TextFixtures.width(s) }
    func lines(_ s: String, _ maxWidth: CGFloat?, lineLimit: Int? = nil, truncation: TextTruncation = .tail) -> [String] {
        TextFixtures.lines(s, maxWidth: maxWidth, lineLimit: lineLimit, truncation: truncation)
    }

    // MARK: Metrics

    /// A font's line metrics without a layout (`TextLayout.metrics(of:)`, what a text's
    /// spacing and a symbol's cap height use) are those of its empty layout, the size
    /// sanitized the same way (NaN and infinite sizes are 0, negative ones 0).
    @Test func metricsOfAFontAreThoseOfItsEmptyLayout() {
        for size in [17, 34, 0, -4, .nan, .infinity] as [CGFloat] {
            var font = body
            font.size = size
            let metrics = TextLayout.metrics(of: font, library: library)
            #expect(metrics == TextLayout("", font: font, maxWidth: nil, library: library).metrics)
            #expect(metrics.size == (size.isFinite ? max(0, size) : 0))
        }
        #expect(TextLayout.metrics(of: body, library: library).ascent > 0)
    }

    // MARK: Breaking (swiftui-behavior.md §1.14, §2.2)

    @Test func wrapsAtSpacesAndLetsTrailingSpacesHang() {
        let w = max(width("The quick"), width("brown fox"))
        #expect(lines("The quick brown fox", w) == ["The quick", "brown fox"])
        #expect(lines("The quick brown fox", width("The quick") - 0.01) == ["The", "quick", "brown", "fox"])
        #expect(width("Hello     ") == width("Hello"))
        #expect(lines("Hello    world", width("Hello world")) == ["Hello", "world"])
    }

    @Test func idealSizeIsUnwrappedButNewlinesStillBreak() {
        let layout = TextLayout("One two\nthree", font: body, maxWidth: nil, library: library)
        #expect(layout.lines.map(\.text) == ["One two", "three"])
        #expect(layout.size.width == width("One two"))
        #expect(lines("a\r\nb\u{2028}c", nil) == ["a", "b", "c"])
        #expect(lines("\n", nil) == ["", ""])
    }

    @Test func breaksAfterHyphensButNotBeforeDigits() {
        #expect(lines("well-known words", width("well-known") - 0.01) == ["well-", "known", "words"])
        #expect(lines("pages 10-20", width("pages 10-")) == ["pages", "10-20"])
        #expect(lines("a -b", width("a -")) == ["a", "-b"])
    }

    @Test func ideographsBreakAnywhereButNotBeforeClosingPunctuation() {
        #expect(lines("一二三四五六", width("一二三")) == ["一二三", "四五六"])
        #expect(lines("一二三。四五", width("一二三")) == ["一二", "三。四", "五"])
    }

    @Test func hangulWrapsAtSpacesFirstAndLongWordsByCharacter() {
        #expect(lines("안녕하세요 반갑습니다", width("안녕하세요 반")) == ["안녕하세요", "반갑습니다"])
        #expect(lines("반갑습니다", width("반갑")) == ["반갑", "습니", "다"])
    }

    @Test func wordLongerThanTheLineBreaksBetweenCharacters() {
        let w = width("Supercal")
        #expect(width("Supercali") > w && width("ifragilisti") <= w && width("ifragilistic") > w)
        #expect(lines("Supercalifragilistic", w) == ["Supercal", "ifragilisti", "c"])
        #expect(lines("a Supercalifragilistic", w) == ["a", "Supercal", "ifragilisti", "c"])
    }

    @Test func zeroWidthGivesEveryCharacterItsOwnLineAndTheWidestCharactersWidth() {
        let layout = TextLayout("The quick", font: body, maxWidth: 0, library: library)
        #expect(layout.lines.map(\.text) == ["T", "h", "e", "q", "u", "i", "c", "k"])
        #expect(layout.size.width == "Thequick".map { width(String($0)) }.max())
    }

    // MARK: Truncation

    @Test func tailHeadAndMiddleTruncationOnOneLine() {
        let text = "The quick brown fox jumps"
        #expect(lines(text, width("The quick b…"), lineLimit: 1) == ["The quick b…"])
        #expect(lines(text, width("The quick b…") - 0.01, lineLimit: 1) == ["The quick…"])
        #expect(lines(text, width("…fox jumps"), lineLimit: 1, truncation: .head) == ["…fox jumps"])
        #expect(lines(text, width("…x jumps") - 0.01, lineLimit: 1, truncation: .head) == ["…jumps"])
        #expect(lines("oooooooooooo", width("ooo…ooo"), lineLimit: 1, truncation: .middle) == ["ooo…ooo"])
        #expect(lines("oooooooooooo", width("ooo…oooo"), lineLimit: 1, truncation: .middle) == ["ooo…oooo"])
        #expect(lines(text, nil, lineLimit: 1) == [text])
    }

    @Test func truncationWithTwoLinesCutsTheSecond() {
        let text = "The quick brown fox jumps over the lazy dog"
        let w = width("The quick brown")
        let tail = lines(text, w, lineLimit: 2)
        #expect(tail == ["The quick brown", "fox jumps over…"])
        #expect(width("fox jumps over…") <= w && width("fox jumps over t…") > w)
        #expect(lines(text, w, lineLimit: 2, truncation: .head) == ["The quick brown", "…r the lazy dog"])
        #expect(width("…r the lazy dog") <= w && width("…er the lazy dog") > w)
        // Middle: the start of the rest gets at most half the room beside the ellipsis.
        #expect(lines(text, w, lineLimit: 2, truncation: .middle) == ["The quick brown", "fox jum…zy dog"])
        #expect(width("fox jum") <= (w - width("…")) / 2 && width("fox jump") > (w - width("…")) / 2)
        #expect(width("fox jum…zy dog") <= w && width("fox jum…azy dog") > w)
    }

    @Test func lineLimitOverNewlinesEndsTheLastLineWithAnEllipsis() {
        #expect(lines("A\nB\nC", nil, lineLimit: 2) == ["A", "B…"])
        #expect(lines("A\nB\nC", nil, lineLimit: 2, truncation: .head) == ["A", "…C"])
        #expect(lines("A\nB\nC", nil, lineLimit: 2, truncation: .middle) == ["A", "B…C"])
    }

    @Test func heightLimitKeepsTheLinesThatFitAndAtLeastOne() {
        let text = "The quick brown fox jumps over the lazy dog"
        let lineHeight = TextLayout("X", font: body, maxWidth: nil, library: library).metrics.lineHeight
        let two = TextLayout(text, font: body, maxWidth: width("The quick brown"), maxHeight: 2 * lineHeight + 4,
                             library: library)
        #expect(two.lines.count == 2 && two.isTruncated)
        let one = TextLayout(text, font: body, maxWidth: 100, maxHeight: 1, library: library)
        #expect(one.lines.count == 1 && one.lines[0].text.hasSuffix("…"))
        let spaced = TextLayout(text, font: body, maxWidth: width("The quick brown"), maxHeight: 2 * lineHeight + 3,
                                lineSpacing: 4, library: library)
        #expect(spaced.lines.count == 1)
        let tall = TextLayout(text, font: body, maxWidth: 100, maxHeight: 1e300, library: library)
        #expect(!tall.isTruncated && tall.lines.count > 2)
    }

    // MARK: Geometry

    @Test func sizeAndBaselinesFollowTheFontMetrics() throws {
        let layout = TextLayout("one\ntwo\nthree", font: body, maxWidth: nil, lineSpacing: 4, library: library)
        let m = layout.metrics
        #expect(m.lineHeight == m.ascent + m.descent + m.leading)
        #expect(layout.size.height == 3 * m.lineHeight + 2 * 4)
        #expect(layout.firstBaseline == m.ascent)
        #expect(layout.lastBaseline == 2 * (m.lineHeight + 4) + m.ascent)
        #expect(layout.lines.map(\.baseline) == [m.ascent, m.lineHeight + 4 + m.ascent, 2 * (m.lineHeight + 4) + m.ascent])
        let empty = TextLayout("", font: body, maxWidth: 100, library: library)
        #expect(empty.size == .zero && empty.lines.isEmpty && empty.firstBaseline == 0)
    }

    @Test func alignmentOffsetsLinesWithinTheWidestLine() {
        for (alignment, fraction) in [(TextAlignment.leading, CGFloat(0)), (.center, 0.5), (.trailing, 1)] {
            let layout = TextLayout("Hi\nHello world", font: body, maxWidth: nil, alignment: alignment, library: library)
            let free = layout.size.width - width("Hi")
            #expect(layout.lines.map(\.x) == [free * fraction, 0])
            #expect(layout.glyphs[0].position.x == free * fraction)
        }
    }

    @Test func layoutsAreCachedByTheirInputs() {
        let library = FontLibrary(searchDirectories: [TextFixtures.interFolder], warningHandler: { _ in })
        let a = TextLayout("Cached", font: body, maxWidth: 50, library: library)
        let b = TextLayout("Cached", font: body, maxWidth: 50, library: library)
        _ = TextLayout("Cached", font: body, maxWidth: 51, library: library)
        #expect(library.layoutCache.count == 2)
        #expect(a.glyphs == b.glyphs && a.lines == b.lines)
    }

    @Test func badInputsAreClampedNotTrusted() {
        let nan = TextLayout("Hello", font: body, maxWidth: .nan, lineLimit: 0, lineSpacing: -3, library: library)
        #expect(nan.size.width == width("Hello") && nan.lines.count == 1)
        var huge = body
        huge.size = -.infinity
        #expect(TextLayout("Hello", font: huge, maxWidth: nil, library: library).size == .zero)
    }
}
