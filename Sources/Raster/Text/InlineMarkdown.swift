// InlineMarkdown.swift · Raster/Text · mirrors the inline Markdown SwiftUI renders in Text string literals (iOS 17)
// Status: Partial — the inline subset SwiftUI draws: **strong** / __strong__, *emphasis* /
// _emphasis_, ***both***, ~~strikethrough~~, `code`, [links](url) and backslash escapes.
// Block syntax (headings, lists, quotes) stays literal text, as in SwiftUI; newlines are kept.
// No autolinks (<https://…>), link titles, reference links or HTML.
//
// Foundation on Linux has no `AttributedString(markdown:)` (swift-foundation leaves it out),
// so Raster parses the subset itself, after CommonMark 0.31 §6 (inlines) and GFM's
// strikethrough extension:
//   1. One pass over the UTF-8 bytes cuts the text into pieces: literal text, code spans
//      (a backtick run closed by the next run of the same length, else literal), escapes,
//      delimiter runs of `*`, `_` and `~` (left- and right-flanking as §6.2 defines; bytes
//      beyond ASCII count as letters), and `[` … `](url)` links (no spaces in the URL).
//   2. Each delimiter run that can close is matched at once against the runs before it that
//      can open, as §6.3's "process emphasis" does, with a bottom per kind of run so that
//      openers already found unmatched are not searched again, and the "multiple of 3"
//      rule; `~` pairs only with a run of the same length (1 or 2). A match records a range
//      of pieces; unmatched markers stay literal text, as SwiftUI draws them. Delimiters
//      inside a link's text do not match ones outside it.
//   3. A sweep over the pieces with a counter per attribute gives the styled spans.
// Every step is linear in the length of the text, and a text with none of `*_~`[\` is
// returned without parsing.

import Foundation

enum InlineMarkdown {
    /// What Markdown styled a span with.
    struct Style: Hashable, Sendable {
        var isStrong = false
        var isEmphasized = false
        var isStrikethrough = false
        var isCode = false
        var link: URL?
    }

    /// A stretch of parsed text in one style.
    struct Span: Hashable, Sendable {
        var text: String
        var style: Style
    }

    /// The storage of a Text showing `string` with its inline Markdown applied: the string
    /// itself when it has no Markdown, else the styled spans joined.
    static func storage(of string: String) -> Text.Storage {
        let spans = parse(string)
        if spans.isEmpty { return .verbatim("") }
        if spans.count == 1, spans[0].style == Style() { return .verbatim(spans[0].text) }
        return .concatenated(spans.map(text(of:)))
    }

    /// The characters `string` shows once its inline Markdown is applied (markers left out).
    static func plainText(of string: String) -> String {
        parse(string).map(\.text).joined()
    }

    /// `span` as a Text: strong is bold, emphasis italic, code monospaced, a link drawn in the tint.
    static func text(of span: Span) -> Text {
        var text = Text(verbatim: span.text)
        if span.style.isStrong { text = text.bold() }
        if span.style.isEmphasized { text = text.italic() }
        if span.style.isStrikethrough { text = text.strikethrough() }
        if span.style.isCode { text = text.monospaced() }
        text.attributes.link = span.style.link
        return text
    }

    /// `string` cut into styled spans (adjacent spans differ in style); see the header.
    static func parse(_ string: String) -> [Span] {
        guard string.utf8.contains(where: { $0 == .star || $0 == .underscore || $0 == .tilde || $0 == .backtick
            || $0 == .openBracket || $0 == .backslash }) else {
            return string.isEmpty ? [] : [Span(text: string, style: Style())]
        }
        var parser = Parser(Array(string.utf8))
        parser.scan()
        return parser.spans()
    }
}

private extension UInt8 {
    static let star = UInt8(ascii: "*"), underscore = UInt8(ascii: "_"), tilde = UInt8(ascii: "~")
    static let backtick = UInt8(ascii: "`"), backslash = UInt8(ascii: "\\"), space = UInt8(ascii: " ")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")

    /// Space, tab, line feed, form feed or carriage return.
    var isMarkdownWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0C || self == 0x0D }

    /// ASCII punctuation (CommonMark §2.1), the characters a backslash escapes.
    var isASCIIPunctuation: Bool {
        (0x21...0x2F).contains(self) || (0x3A...0x40).contains(self) || (0x5B...0x60).contains(self) || (0x7B...0x7E).contains(self)
    }
}

private struct Parser {
    /// A stretch of the text's bytes shown as is (a delimiter run shrinks as it is matched).
    struct Piece {
        var range: Range<Int>
        var isCode = false
    }

    /// A delimiter run that may still open emphasis.
    struct Delimiter {
        var piece: Int
        var byte: UInt8
        /// Markers left unmatched.
        var count: Int
        /// The run's length as written (for the "multiple of 3" rule).
        var length: Int
        var canOpen: Bool
        var canClose: Bool
    }

    enum Mark { case strong, emphasis, strikethrough }

    let bytes: [UInt8]
    var pieces: [Piece] = []
    /// Open delimiter runs, innermost last.
    var openers: [Delimiter] = []
    /// For each kind of closing run (`bottomKey`), the number of openers below which none matches it.
    var bottoms: [Int: Int] = [:]
    /// Open `[` brackets: their piece and the opener count when they were met.
    var brackets: [(piece: Int, openers: Int)] = []
    /// Styled ranges of pieces (lower bound inclusive, upper exclusive).
    var marks: [(range: Range<Int>, mark: Mark)] = []
    /// Links, left to right, not overlapping.
    var links: [(range: Range<Int>, url: URL)] = []
    /// Backtick runs by length: their starts, and how many were passed.
    var backtickRuns: [Int: (starts: [Int], next: Int)] = [:]
    /// The end of the last URL search: the first `)` or whitespace at or after `from`.
    var urlStop: (from: Int, stop: Int)?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var i = 0
        while i < bytes.count {
            guard bytes[i] == .backtick else { i += 1; continue }
            let length = runLength(at: i)
            backtickRuns[length, default: ([], 0)].starts.append(i)
            i += length
        }
    }

    func runLength(at start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] == bytes[start] { end += 1 }
        return end - start
    }

    mutating func scan() {
        var i = 0, textStart = 0
        func flush(_ end: Int, _ pieces: inout [Piece]) {
            if end > textStart { pieces.append(Piece(range: textStart..<end)) }
        }
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case .backslash where i + 1 < bytes.count && bytes[i + 1].isASCIIPunctuation:
                flush(i, &pieces)
                pieces.append(Piece(range: i + 1..<i + 2))
                i += 2
                textStart = i
            case .backtick:
                let length = runLength(at: i)
                guard let close = nextBacktickRun(length: length, after: i) else { i += length; continue }
                flush(i, &pieces)
                var content = i + length..<close
                if content.count >= 2, bytes[content.lowerBound] == .space, bytes[content.upperBound - 1] == .space,
                   bytes[content].contains(where: { $0 != .space }) {
                    content = content.lowerBound + 1..<content.upperBound - 1
                }
                pieces.append(Piece(range: content, isCode: true))
                i = close + length
                textStart = i
            case .star, .underscore, .tilde:
                let length = runLength(at: i)
                flush(i, &pieces)
                pieces.append(Piece(range: i..<i + length))
                delimiterRun(byte, at: i, length: length)
                i += length
                textStart = i
            case .openBracket:
                flush(i, &pieces)
                pieces.append(Piece(range: i..<i + 1))
                brackets.append((pieces.count - 1, openers.count))
                i += 1
                textStart = i
            case .closeBracket:
                guard let open = brackets.popLast() else { i += 1; continue }
                guard let (url, end) = linkDestination(after: i) else { i += 1; continue }
                flush(i, &pieces)
                links.append((open.piece + 1..<pieces.count, url))
                pieces[open.piece].range = i..<i
                openers.removeSubrange(Swift.min(open.openers, openers.count)...)
                brackets.removeAll()
                i = end
                textStart = i
            default:
                i += 1
            }
        }
        flush(bytes.count, &pieces)
    }

    /// The start of the first backtick run of exactly `length` after `position`.
    mutating func nextBacktickRun(length: Int, after position: Int) -> Int? {
        guard var runs = backtickRuns[length] else { return nil }
        while runs.next < runs.starts.count, runs.starts[runs.next] <= position { runs.next += 1 }
        backtickRuns[length] = runs
        return runs.next < runs.starts.count ? runs.starts[runs.next] : nil
    }

    /// For a `]` at `close`: the URL of a `(url)` right after it and the index after its `)`.
    mutating func linkDestination(after close: Int) -> (URL, Int)? {
        let start = close + 2
        guard start <= bytes.count, bytes[close + 1] == .openParen else { return nil }
        var stop = start
        if let last = urlStop, last.from <= start, start <= last.stop {
            stop = last.stop
        } else {
            while stop < bytes.count, bytes[stop] != .closeParen, !bytes[stop].isMarkdownWhitespace { stop += 1 }
        }
        urlStop = (start, stop)
        guard stop < bytes.count, bytes[stop] == .closeParen,
              let url = URL(string: String(decoding: bytes[start..<stop], as: UTF8.self)) else { return nil }
        return (url, stop + 1)
    }

    /// Handles a delimiter run of `length` `byte`s at `start`, whose piece is the last one:
    /// matches it as a closer, then keeps what is left of it as an opener when it can open.
    mutating func delimiterRun(_ byte: UInt8, at start: Int, length: Int) {
        let before = start > 0 ? bytes[start - 1] : .space, after = start + length < bytes.count ? bytes[start + length] : .space
        let leftFlanking = !after.isMarkdownWhitespace
            && (!after.isASCIIPunctuation || before.isMarkdownWhitespace || before.isASCIIPunctuation)
        let rightFlanking = !before.isMarkdownWhitespace
            && (!before.isASCIIPunctuation || after.isMarkdownWhitespace || after.isASCIIPunctuation)
        var closer = Delimiter(piece: pieces.count - 1, byte: byte, count: length, length: length,
                               canOpen: leftFlanking, canClose: rightFlanking)
        if byte == .underscore {
            closer.canOpen = leftFlanking && (!rightFlanking || before.isASCIIPunctuation)
            closer.canClose = rightFlanking && (!leftFlanking || after.isASCIIPunctuation)
        }
        if closer.canClose { match(&closer) }
        if closer.count > 0, closer.canOpen { openers.append(closer) }
    }

    /// Matches `closer` against the open runs, innermost first, until it is used up or none matches.
    mutating func match(_ closer: inout Delimiter) {
        let key = Int(closer.byte) << 3 | (closer.canOpen ? 4 : 0) | closer.length % 3
        while closer.count > 0 {
            let bottom = Swift.min(bottoms[key] ?? 0, openers.count)
            guard let index = openers[bottom...].lastIndex(where: { matches($0, closer) }) else {
                bottoms[key] = openers.count
                return
            }
            var opener = openers[index]
            let used = closer.byte == .tilde ? closer.count : (opener.count >= 2 && closer.count >= 2 ? 2 : 1)
            let mark: Mark = closer.byte == .tilde ? .strikethrough : used == 2 ? .strong : .emphasis
            marks.append((opener.piece + 1..<closer.piece, mark))
            opener.count -= used
            closer.count -= used
            pieces[opener.piece].range = pieces[opener.piece].range.dropLast(used)
            pieces[closer.piece].range = pieces[closer.piece].range.dropFirst(used)
            openers.removeSubrange((opener.count == 0 ? index : index + 1)...)
            if opener.count > 0 { openers[index] = opener }
        }
    }

    /// Whether `opener` and `closer` make emphasis (CommonMark §6.2 rules 9 and 10, GFM for `~`).
    func matches(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
        guard opener.byte == closer.byte else { return false }
        if closer.byte == .tilde { return opener.count == closer.count && closer.count <= 2 }
        if opener.canClose || closer.canOpen,
           (opener.length + closer.length) % 3 == 0, !(opener.length % 3 == 0 && closer.length % 3 == 0) {
            return false
        }
        return true
    }

    /// The pieces as styled spans, adjacent ones of one style merged.
    func spans() -> [InlineMarkdown.Span] {
        var strong = [Int](repeating: 0, count: pieces.count + 1)
        var emphasis = strong, strikethrough = strong
        for (range, mark) in marks where !range.isEmpty {
            switch mark {
            case .strong: strong[range.lowerBound] += 1; strong[range.upperBound] -= 1
            case .emphasis: emphasis[range.lowerBound] += 1; emphasis[range.upperBound] -= 1
            case .strikethrough: strikethrough[range.lowerBound] += 1; strikethrough[range.upperBound] -= 1
            }
        }
        var spans: [InlineMarkdown.Span] = []
        var depth = (strong: 0, emphasis: 0, strikethrough: 0), link = 0
        var pending: (bytes: [UInt8], style: InlineMarkdown.Style)?
        for (i, piece) in pieces.enumerated() {
            depth.strong += strong[i]
            depth.emphasis += emphasis[i]
            depth.strikethrough += strikethrough[i]
            while link < links.count, links[link].range.upperBound <= i { link += 1 }
            guard !piece.range.isEmpty else { continue }
            let url = link < links.count && links[link].range.contains(i) ? links[link].url : nil
            let style = InlineMarkdown.Style(isStrong: depth.strong > 0, isEmphasized: depth.emphasis > 0,
                                             isStrikethrough: depth.strikethrough > 0, isCode: piece.isCode, link: url)
            if pending?.style == style {
                pending?.bytes.append(contentsOf: bytes[piece.range])
            } else {
                if let pending { spans.append(.init(text: String(decoding: pending.bytes, as: UTF8.self), style: pending.style)) }
                pending = (Array(bytes[piece.range]), style)
            }
        }
        if let pending { spans.append(.init(text: String(decoding: pending.bytes, as: UTF8.self), style: pending.style)) }
        return spans
    }
}
