// TextLayoutMemoTests.swift · RasterTests/Text · a text's memo gives exactly the layout asked for, from few layouts

import Foundation
import Testing
@testable import Raster

@Suite struct TextLayoutMemoTests {
    let library = TextFixtures.library
    let body = TextFixtures.body

    struct Options {
        var lineLimit: Int?
        var truncation: TextTruncation = .tail
        var alignment: TextAlignment = .leading
        var lineSpacing: CGFloat = 0
    }

    func layout(_ string: String, _ options: Options, _ maxWidth: CGFloat?, _ maxHeight: CGFloat?) -> TextLayout {
        TextLayout(string, font: body, maxWidth: maxWidth, maxHeight: maxHeight, lineLimit: options.lineLimit,
                   truncation: options.truncation, alignment: options.alignment, lineSpacing: options.lineSpacing,
                   library: library)
    }

    func same(_ a: TextLayout, _ b: TextLayout) -> Bool {
        a.lines == b.lines && a.glyphs == b.glyphs && a.size == b.size && a.faces == b.faces
            && a.firstBaseline == b.firstBaseline && a.lastBaseline == b.lastBaseline
    }

    /// Every proposal a stack may make, around the places where the layout changes.
    func proposals(for string: String, _ options: Options) -> [ProposedViewSize] {
        let ideal = layout(string, options, nil, nil)
        let narrow = layout(string, options, 0, nil)
        let lineHeight = ideal.metrics.lineHeight
        var widths: [CGFloat?] = [nil, 0, -4, .nan, .infinity, 1, ideal.unwrappedWidth, ideal.size.width,
                                  narrow.size.width, ideal.size.width / 2, ideal.size.width / 3]
        for w in [ideal.unwrappedWidth, ideal.size.width] { widths += [w - 0.01, w + 0.01, w - 1e-7] }
        var heights: [CGFloat?] = [nil, 0, -1, .nan, .infinity, lineHeight / 2]
        for k in 1...4 {
            let step = CGFloat(k) * lineHeight + CGFloat(k - 1) * options.lineSpacing
            heights += [step, step - 0.01, step + 0.01]
        }
        return widths.flatMap { w in heights.map { h in ProposedViewSize(width: w, height: h) } }
    }

    @Test(arguments: [
        ("Row 12", Options()),
        ("The quick brown fox jumps over the lazy dog", Options()),
        ("The quick brown fox jumps over the lazy dog", Options(lineLimit: 2)),
        ("The quick brown fox jumps over the lazy dog", Options(lineLimit: 1, truncation: .middle)),
        ("AVAVAV To Ta WAWA", Options(alignment: .center, lineSpacing: 3)),
        ("One\ntwo three\n\nfour", Options(truncation: .head)),
        ("One\ntwo three", Options(lineLimit: 1)),
        ("Hello world\nx", Options(lineLimit: 1)),
        ("가나다라 마바사 아자차카", Options(alignment: .trailing)),
        ("一二三四五六七八", Options(lineSpacing: 10)),
        ("trailing spaces    ", Options()),
        ("", Options()),
    ])
    func memoGivesTheLayoutOfTheProposal(string: String, options: Options) {
        let memo = TextLayoutMemo()
        for proposal in proposals(for: string, options) {
            let remembered = memo.layout(for: proposal) { layout(string, options, $0, $1) }
            let direct = layout(string, options, proposal.width, proposal.height)
            #expect(same(remembered, direct), "\(string.debugDescription) at \(proposal)")
            #expect(memo.size(for: proposal) { layout(string, options, $0, $1) } == direct.size)
        }
    }

    @Test func aOneLineLabelKeepsOnlyTheLayoutsThatDiffer() {
        let memo = TextLayoutMemo()
        var made: [String] = []
        let lineHeight = layout("Row 12", Options(), nil, nil).metrics.lineHeight
        // The proposals a stack makes to a label: 0, infinity and a share on one axis, with
        // 0, infinity and a height between one and two lines on the other.
        for width in [0, CGFloat.infinity, 100] {
            for height in [0, CGFloat.infinity, lineHeight * 1.5] {
                _ = memo.size(for: ProposedViewSize(width: width, height: height)) { w, h in
                    made.append("\(w.map { "\($0)" } ?? "nil")×\(h.map { "\($0)" } ?? "nil")")
                    return layout("Row 12", Options(), w, h)
                }
            }
        }
        // Unlimited (one line); at width 0 two lines, which a zero height and a one-line
        // height each truncate.
        #expect(made == ["nil×nil", "0.0×nil", "0.0×0.0", "0.0×\(lineHeight * 1.5)"])
    }

    @Test func aRepeatedProposalIsAnsweredWithoutLayingOut() {
        let memo = TextLayoutMemo()
        let string = "The quick brown fox jumps over the lazy dog"
        let lineHeight = layout(string, Options(), nil, nil).metrics.lineHeight
        // A pass's proposals (three widths for each of three heights), then the next pass's,
        // asked in another order.
        var proposals: [ProposedViewSize] = []
        for width in [0, CGFloat.infinity, 120] {
            for height in [0, CGFloat.infinity, lineHeight * 2.5] { proposals.append(ProposedViewSize(width: width, height: height)) }
        }
        var first: [CGSize] = []
        for proposal in proposals { first.append(memo.size(for: proposal) { layout(string, Options(), $0, $1) }) }
        var made = 0
        var again: [CGSize] = []
        for proposal in proposals.reversed() {
            again.append(memo.size(for: proposal) { w, h in
                made += 1
                return layout(string, Options(), w, h)
            })
        }
        #expect(made == 0)
        #expect(again.reversed() == first)
        #expect(first == proposals.map { layout(string, Options(), $0.width, $0.height).size })
    }
}
