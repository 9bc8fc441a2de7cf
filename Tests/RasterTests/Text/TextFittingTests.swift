// TextFittingTests.swift · RasterTests/Text · minimumScaleFactor and allowsTightening: Text/TextLayout+Fitting.swift
// Widths are Inter's at 17 pt (the CI font); text advances scale linearly with the size, so
// the chosen scale is the largest thousandth at which the line fits.

import Foundation
import Testing
@testable import Raster

@Suite struct TextFittingTests {
    let string = "Cancellation fee waived today"
    var natural: CGFloat { TextLayout(string, font: Font.body.resolved, maxWidth: nil).size.width }

    /// The layout of the one-line text at `width` with `factor` and `tightening`.
    func layout(width: CGFloat, factor: CGFloat = 1, tightening: Bool = false, lineLimit: Int? = 1) -> TextLayout {
        var environment = EnvironmentValues()
        environment.lineLimit = lineLimit
        environment.minimumScaleFactor = factor
        environment.allowsTightening = tightening
        let content = TextContent(runs: Text(string).runs(in: environment), in: environment)
        return content.textLayout(for: ProposedViewSize(width: width, height: nil))
    }

    @Test func textThatFitsKeepsItsSize() {
        let fitting = layout(width: natural + 1, factor: 0.5, tightening: true)
        #expect(fitting.fontSize == 17 && fitting.styling == nil && !fitting.isTruncated)
        // Without a line limit the text wraps instead of shrinking.
        let wrapped = layout(width: natural * 0.7, factor: 0.5, lineLimit: nil)
        #expect(wrapped.fontSize == 17 && wrapped.lines.count == 2)
    }

    /// At 77.77 % of the width the largest thousandth that fits is 0.777: 13.209 pt.
    @Test func theFontScalesToTheLargestThousandthThatFits() {
        let scaled = layout(width: natural * 0.7777, factor: 0.5)
        #expect(abs(scaled.fontSize - 17 * 0.777) < 1e-9)
        #expect(!scaled.isTruncated && scaled.lines.map(\.text) == [string])
        #expect(abs(scaled.size.width - natural * 0.777) < 1e-6)
        // The glyphs are drawn at the scaled size.
        #expect(scaled.slice(run: 0).fontSize == scaled.fontSize)
    }

    @Test func belowTheFactorTheTextIsTruncatedAtTheFactor() {
        let truncated = layout(width: natural * 0.3, factor: 0.5)
        #expect(truncated.fontSize == 8.5 && truncated.isTruncated)
        #expect(truncated.lines.first?.text.hasSuffix("…") == true)
        // Without a factor it is truncated at its size.
        let plain = layout(width: natural * 0.3)
        #expect(plain.fontSize == 17 && plain.isTruncated)
    }

    /// 29 characters each 0.0095 em too wide: the least tightening, in thousandths of an em,
    /// that fits is 0.010 em, at full size.
    @Test func tighteningTakesTheLeastSpacingThatFits() throws {
        let count = CGFloat(string.count)
        let tight = layout(width: natural - count * 0.0095 * 17, tightening: true)
        #expect(tight.fontSize == 17 && !tight.isTruncated)
        #expect(abs(tight.size.width - (natural - count * 0.010 * 17)) < 1e-6)
        // Beyond 0.025 em it does not fit: the text is truncated at its size.
        let tooTight = layout(width: natural - count * 0.03 * 17, tightening: true)
        #expect(tooTight.fontSize == 17 && tooTight.isTruncated)
    }

    /// Tightened to the full 0.025 em, then scaled: the width is scale × (natural − 0.025 em × n).
    @Test func scalingFollowsTheFullTightening() {
        let count = CGFloat(string.count)
        let width = natural * 0.8
        let both = layout(width: width, factor: 0.5, tightening: true)
        let tightened = natural - count * 0.025 * 17
        let expected = (1000 * width / tightened).rounded(.down) / 1000
        #expect(abs(both.fontSize - 17 * expected) < 1e-9 && !both.isTruncated)
        #expect(both.fontSize > layout(width: width, factor: 0.5).fontSize)
    }

    @Test func theModifiersSetTheEnvironmentAndWarnOutsideTheRange() {
        #expect(EnvironmentValues().minimumScaleFactor == 1 && !EnvironmentValues().allowsTightening)
        var environment = EnvironmentValues()
        environment.minimumScaleFactor = 0
        #expect(environment.textFitting.minimumScaleFactor == 0.01)
        environment.minimumScaleFactor = .nan
        #expect(environment.textFitting.minimumScaleFactor == 1)
        let warnings = capturingWarnings { _ = Text("x").minimumScaleFactor(2) }
        #expect(warnings == ["minimumScaleFactor(2.0): the factor must be a fraction between 0 and 1; it is clamped to 1; "
                             + "pass a value in 0...1"])
        let frames = layoutFrames(Text(string).lineLimit(1).minimumScaleFactor(0.5).frame(width: natural * 0.7777),
                                  proposal: .unspecified)
        #expect(frames.last?.frame.height == (TextLayout("", font: Font.body.resolved, maxWidth: nil).metrics.lineHeight * 0.777)
            .rounded(.up))
    }
}
