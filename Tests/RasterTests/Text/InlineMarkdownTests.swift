// InlineMarkdownTests.swift · RasterTests/Text · the inline Markdown parser (InlineMarkdown.swift)
// Expected spans follow CommonMark 0.31 §6 examples and what SwiftUI draws for a Text literal.

import Foundation
import Testing
@testable import Raster

@Suite struct InlineMarkdownTests {
    typealias Style = InlineMarkdown.Style

    func spans(_ s: String) -> [String] {
        InlineMarkdown.parse(s).map { span in
            var marks = ""
            if span.style.isStrong { marks += "B" }
            if span.style.isEmphasized { marks += "I" }
            if span.style.isStrikethrough { marks += "S" }
            if span.style.isCode { marks += "C" }
            if let link = span.style.link { marks += "L(\(link.absoluteString))" }
            return marks.isEmpty ? span.text : "\(marks):\(span.text)"
        }
    }

    @Test func theSubsetSwiftUIDraws() {
        #expect(spans("**bold** *it* `code` ~~strike~~ [link](https://x)")
            == ["B:bold", " ", "I:it", " ", "C:code", " ", "S:strike", " ", "L(https://x):link"])
        #expect(spans("__bold__ and _it_") == ["B:bold", " and ", "I:it"])
        #expect(spans("***both***") == ["BI:both"])
        #expect(spans("**bold *and it* too**") == ["B:bold ", "BI:and it", "B: too"])
        #expect(spans("[**bold link**](https://a.b/c?d=1)") == ["BL(https://a.b/c?d=1):bold link"])
    }

    @Test func unbalancedMarkersStayLiteral() {
        #expect(spans("2 * 3 * 4") == ["2 * 3 * 4"])
        #expect(spans("**not closed") == ["**not closed"])
        #expect(spans("*a **b*") == ["*a *", "I:b"])
        #expect(spans("`open code") == ["`open code"])
        #expect(spans("[no link] (x)") == ["[no link] (x)"])
        #expect(spans("[text](has space)") == ["[text](has space)"])
        #expect(spans("~one~ ~~two~ ~~~three~~~") == ["S:one", " ~~two~ ~~~three~~~"])
    }

    @Test func intrawordUnderscoresAndEscapes() {
        #expect(spans("snake_case_name") == ["snake_case_name"])
        #expect(spans("\\*not it\\*") == ["*not it*"])
        #expect(spans("a\\b") == ["a\\b"])
        #expect(spans("**a**b") == ["B:a", "b"])
    }

    @Test func codeSpansKeepTheirContentLiteral() {
        #expect(spans("`**x**`") == ["C:**x**"])
        #expect(spans("`` a`b ``") == ["C:a`b"])
        #expect(spans("` `") == ["C: "])
    }

    @Test func newlinesAndPlainTextAreKept() {
        #expect(spans("line one\n**two**") == ["line one\n", "B:two"])
        #expect(spans("# Heading\n- item") == ["# Heading\n- item"])
        #expect(spans("") == [])
    }

    /// A string literal is a localized key: its translation (here the key itself) is parsed
    /// as Markdown when the text is resolved; verbatim text never is.
    @Test func aTextLiteralParsesItsMarkdownAndVerbatimDoesNot() {
        let runs = Text("plain **bold**").runs(in: EnvironmentValues())
        #expect(runs.map(\.string) == ["plain ", "bold"])
        #expect(runs.map(\.font.weight) == [.regular, .bold])
        #expect(Text("plain **bold**").plainText == "plain bold")
        #expect(Text(verbatim: "plain **bold**").storage == .verbatim("plain **bold**"))
        #expect(Text(verbatim: "plain **bold**").runs(in: EnvironmentValues()).map(\.string) == ["plain **bold**"])
        #expect(Text("no markup").runs(in: EnvironmentValues()).map(\.string) == ["no markup"])
    }

    /// A 10 MB string of openers, closers of another kind, brackets and unclosed link
    /// destinations parses in linear time: a quadratic parser would take hours, this one
    /// seconds even in a debug build on a loaded machine.
    @Test func tenMegabytesOfUnmatchedMarkersParseQuickly() {
        let unit = "*a _b [c ~e ](f g~~ h_ `i "
        let text = String(repeating: unit, count: 10_000_000 / unit.utf8.count)
        let start = Date()
        let result = InlineMarkdown.parse(text)
        let seconds = Date().timeIntervalSince(start)
        #expect(!result.isEmpty)
        #expect(seconds < 60, "took \(seconds) s")
    }
}
