// StyledTextTests.swift · RasterTests/Text · styled runs: Text+Runs.swift, TextLayout+Runs.swift, Text+Styling.swift
// Widths are compared with the one-font layout of each run's characters (Inter, the CI font),
// to 1e-9 point because the sums are taken in another order.

import Foundation
import Testing
@testable import Raster

@Suite struct StyledTextTests {
    let library = TextFixtures.library
    let body = TextFixtures.body
    var bold: Font.Resolved { var f = body; f.weight = .bold; return f }

    func run(_ string: String, _ font: Font.Resolved? = nil, spacing: CGFloat = 0, offset: CGFloat = 0) -> TextLayout.RunKey {
        TextLayout.RunKey(string: string, font: font ?? body, spacing: spacing, baselineOffset: offset)
    }

    func layout(_ runs: [TextLayout.RunKey], maxWidth: CGFloat? = nil, lineLimit: Int? = nil) -> TextLayout {
        TextLayout(runs: runs, maxWidth: maxWidth, lineLimit: lineLimit, library: library)
    }

    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    // MARK: Layout of runs

    @Test func eachRunKeepsItsFaceAndRunsSitSideBySide() throws {
        let joined = layout([run("Bold", bold), run(" and plain")])
        let boldWidth = TextLayout("Bold", font: bold, maxWidth: nil, library: library).size.width
        let plainWidth = TextLayout(" and plain", font: body, maxWidth: nil, library: library).size.width
        #expect(close(joined.size.width, boldWidth + plainWidth))
        let styling = try #require(joined.styling)
        #expect(styling.segments.map(\.run) == [0, 1])
        #expect(styling.segments.map(\.text) == ["Bold", " and plain"])
        #expect(styling.segments[0].minX == 0 && close(styling.segments[0].maxX, boldWidth))
        #expect(close(styling.segments[1].minX, boldWidth) && close(styling.segments[1].maxX, boldWidth + plainWidth))
        #expect(joined.faces.map(\.descriptor.style) == ["Bold", "Regular"])
        // One line of body text: 17 pt Inter's hhea line height, as the one-font layout.
        #expect(joined.size.height == TextLayout("x", font: body, maxWidth: nil, library: library).size.height)
    }

    @Test func aLineIsAsTallAsItsTallestRun() {
        var large = body; large.size = 34
        let joined = layout([run("small "), run("Large", large)])
        let largeMetrics = TextLayout("", font: large, maxWidth: nil, library: library).metrics
        #expect(joined.firstBaseline == largeMetrics.ascent)
        #expect(joined.size.height == largeMetrics.lineHeight)
        // Every glyph sits on the one baseline.
        #expect(Set(joined.glyphs.map(\.position.y)) == [largeMetrics.ascent])
        // The slice of the large run draws at 34 pt, the small one at 17 pt.
        #expect(joined.slice(run: 1).fontSize == 34 && joined.slice(run: 0).fontSize == 17)
        #expect(joined.slice(run: 1).lines.map(\.text) == ["Large"])
    }

    @Test func baselineOffsetRaisesTheRunAndGrowsTheLine() {
        let metrics = TextLayout("", font: body, maxWidth: nil, library: library).metrics
        let joined = layout([run("H"), run("2", offset: 5)])
        #expect(joined.firstBaseline == metrics.ascent + 5)
        #expect(close(joined.size.height, metrics.lineHeight + 5))
        #expect(joined.glyphs.map(\.position.y) == [metrics.ascent + 5, metrics.ascent])
        let lowered = layout([run("H"), run("2", offset: -4)])
        #expect(lowered.firstBaseline == metrics.ascent)
        #expect(close(lowered.size.height, metrics.lineHeight + 4))
    }

    @Test func spacingFollowsEveryCharacter() {
        let plain = TextFixtures.width("abc")
        #expect(close(layout([run("abc", spacing: 2)]).size.width, plain + 6))
        #expect(close(layout([run("abc", spacing: -1)]).size.width, plain - 3))
    }

    @Test func tabularDigitsAreAllAsWideAsTheWidestDigit() {
        var tabular = body; tabular.monospacedDigit = true
        let ones = layout([run("111", tabular)]).size.width, eights = layout([run("888", tabular)]).size.width
        let widest = "0123456789".map { TextFixtures.width(String($0)) }.max()!
        #expect(close(ones, 3 * widest) && close(eights, 3 * widest))
        #expect(TextFixtures.width("111") < 3 * widest)
    }

    @Test func linesBreakAcrossRuns() {
        let width = layout([run("alpha "), run("beta", bold)]).size.width
        let joined = layout([run("alpha "), run("beta gamma", bold)], maxWidth: width + 1)
        #expect(joined.lines.map(\.text) == ["alpha beta", "gamma"])
        // The space after "alpha" is inside the line, so it is underlined with its run.
        #expect(joined.styling?.segments.map(\.text) == ["alpha ", "beta", "gamma"])
        #expect(joined.styling?.segments.map(\.run) == [0, 1, 1])
    }

    @Test func truncationKeepsTheEllipsisInTheRunOfItsLine() {
        let joined = layout([run("first line "), run("second words here", bold)], maxWidth: TextFixtures.width("first line"),
                            lineLimit: 1)
        #expect(joined.lines.count == 1 && joined.isTruncated)
        let last = joined.lines[0].text
        #expect(last.hasSuffix("…") && last.hasPrefix("first"))
        #expect(joined.styling?.segments.last?.run == 0)
    }

    @Test func emptyAndNewlineRuns() {
        #expect(layout([run("")]).size == .zero)
        let metrics = TextLayout("", font: body, maxWidth: nil, library: library).metrics
        let two = layout([run("a\n"), run("b", bold)])
        #expect(two.lines.map(\.text) == ["a", "b"])
        #expect(close(two.size.height, 2 * metrics.lineHeight))
    }

    // MARK: Resolving a Text into runs

    @Test func joinedTextsKeepTheirOwnStyleAndInheritTheRest() {
        let text = (Text("Bold").bold() + Text(" red").foregroundColor(.red) + Text(" title").font(.title)).italic()
        let runs = text.runs(in: EnvironmentValues())
        #expect(runs.map(\.string) == ["Bold", " red", " title"])
        #expect(runs.map(\.font.weight) == [.bold, .regular, .regular])
        #expect(runs.map(\.font.italic) == [true, true, true])
        #expect(runs.map(\.font.size) == [17, 17, 28])
        #expect(runs.map { $0.style == nil } == [true, false, true])
        #expect(text.plainText == "Bold red title")
    }

    @Test func viewModifiersSetTheEnvironmentTheTextResolvesIn() {
        var environment = EnvironmentValues()
        environment.textAttributes.weight = .semibold
        environment.textAttributes.underline = TextDecoration(isActive: true, style: .single)
        environment.textAttributes.tracking = 1.5
        let runs = (Text("a") + Text("b").fontWeight(.light).underline(false)).runs(in: environment)
        #expect(runs.map(\.font.weight) == [.semibold, .light])
        #expect(runs.map { $0.attributes.underline?.isActive } == [true, false])
        #expect(runs.map(\.layoutKey.spacing) == [1.5, 1.5])
    }

    /// `.secondary` draws the font at 0.8 of its size, on the text or through the environment;
    /// the text's own scale wins, `isEnabled: false` leaves the scale as it was, and the
    /// scaled text lays out as the smaller font does.
    @Test func textScaleSecondaryShrinksTheFont() {
        let own = (Text("12") + Text(" lbs").textScale(.secondary)).runs(in: EnvironmentValues())
        let body: CGFloat = 17, title: CGFloat = 28, factor: CGFloat = 0.8
        let ownSizes: [CGFloat] = own.map(\.font.size)
        #expect(ownSizes == [body, body * factor])
        var environment = EnvironmentValues()
        environment.textAttributes.scale = .secondary
        let joined = Text("a") + Text("b").textScale(.default) + Text("c").textScale(.default, isEnabled: false)
        let inheritedSizes: [CGFloat] = joined.font(.title).runs(in: environment).map(\.font.size)
        #expect(inheritedSizes == [title * factor, title, title * factor])
        let smaller = controlsSize(Text("lbs").font(.system(size: body * factor)), .unspecified)
        let plain = controlsSize(Text("lbs"), .unspecified)
        let scaledText = controlsSize(Text("lbs").textScale(.secondary), .unspecified)
        let scaledView = controlsSize(VStack { Text("lbs") }.textScale(.secondary), .unspecified)
        let disabled = controlsSize(VStack { Text("lbs") }.textScale(.secondary, isEnabled: false), .unspecified)
        #expect(scaledText == smaller && scaledView == smaller && disabled == plain && smaller.width < plain.width)
    }

    @Test func fontModifiersMapToTheResolvedFont() {
        let runs = Text("x").fontDesign(.serif).fontWidth(.condensed).monospacedDigit().runs(in: EnvironmentValues())
        #expect(runs[0].font.design == .serif && runs[0].font.width == .condensed && runs[0].font.monospacedDigit)
        #expect(Text("x").monospaced().runs(in: EnvironmentValues())[0].font.design == .monospaced)
        #expect(Font.system(size: 20, weight: .heavy, design: .rounded).resolved
            == Font.Resolved(size: 20, weight: .heavy, design: .rounded, italic: false, family: nil))
        #expect(Font.Width.condensed.value == -0.2 && Font.Width.expanded.value == 0.2)
    }

    @Test func anAttributedStringBecomesRuns() {
        var red = AttributedString("Red")
        red.foregroundColor = .red
        red.font = .title
        var link = AttributedString(" link")
        link.link = URL(string: "https://example.com")
        var under = AttributedString(" under")
        under.underlineStyle = .single
        under.baselineOffset = 3
        let runs = Text(red + link + under).runs(in: EnvironmentValues())
        #expect(runs.map(\.string) == ["Red", " link", " under"])
        #expect(runs.map(\.font.size) == [28, 17, 17])
        #expect(runs.map { $0.style == nil } == [false, false, true])
        #expect(runs[1].attributes.link == URL(string: "https://example.com"))
        #expect(runs[2].attributes.underline?.isActive == true && runs[2].layoutKey.baselineOffset == 3)
        // A string literal stays a localized key with Markdown, not an attributed string.
        #expect(Text("a **b**").runs(in: EnvironmentValues()).map(\.string) == ["a ", "b"])
    }

    /// Inline presentation intents, which Hackers' comment parser sets on the attributed
    /// strings it builds (compatibility survey 7), draw as Markdown's styles: the same runs
    /// and pixels as `Text("**a** *b* `c` ~~d~~")`.
    @Test func inlinePresentationIntentsDrawAsMarkdownsStyles() throws {
        func part(_ string: String, _ intent: InlinePresentationIntent?) -> AttributedString {
            var part = AttributedString(string)
            part.inlinePresentationIntent = intent
            return part
        }
        let attributed = part("a", .stronglyEmphasized) + part(" ", nil) + part("b", .emphasized) + part(" ", nil)
            + part("c", .code) + part(" ", nil) + part("d", .strikethrough)
        #expect(attributed.runs.first?.inlinePresentationIntent == .stronglyEmphasized)
        let markdown = Text("**a** *b* `c` ~~d~~")
        let runs = Text(attributed).runs(in: EnvironmentValues()), expected = markdown.runs(in: EnvironmentValues())
        #expect(runs.map(\.string) == expected.map(\.string))
        #expect(runs.map(\.font) == expected.map(\.font))
        #expect(runs.map { $0.attributes.strikethrough?.isActive == true } == [false, false, false, false, false, false, true])
        let drawn = try renderView(Text(attributed)), reference = try renderView(markdown)
        #expect(drawn.pixmap.width > 0 && drawn.pixmap.data == reference.pixmap.data)
        // Both at once; a run's own strikethrough style wins over the intent's plain one.
        var both = part("e", [.stronglyEmphasized, .emphasized, .strikethrough])
        both.strikethroughStyle = Text.LineStyle(pattern: .dash, color: .red)
        let bothRun = try #require(Text(both).runs(in: EnvironmentValues()).first)
        #expect(bothRun.font == Text("***e***").runs(in: EnvironmentValues()).first?.font)
        #expect(bothRun.attributes.strikethrough?.style == Text.LineStyle(pattern: .dash, color: .red))
        // Breaks and HTML change nothing drawn.
        #expect(Text(part("f", [.lineBreak, .inlineHTML])).runs(in: EnvironmentValues()).first?.font
                == Text(verbatim: "f").runs(in: EnvironmentValues()).first?.font)
        #expect(InlinePresentationIntent.code.rawValue == 4 && InlinePresentationIntent.strikethrough.rawValue == 32)
    }

    @Test func aPlainTextKeepsTheOneFontLayout() {
        let content = TextContent(runs: Text("Hello").runs(in: EnvironmentValues()), in: EnvironmentValues())
        #expect(content.runs == nil && content.string == "Hello")
        let styled = TextContent(runs: Text("Hello").kerning(1).runs(in: EnvironmentValues()), in: EnvironmentValues())
        #expect(styled.runs?.count == 1)
    }

    // MARK: Drawing

    @Test func runsDrawInTheirOwnColours() throws {
        let image = try renderView(Text("AAA").foregroundColor(pureRed) + Text("AAA").foregroundColor(pureBlue))
        let p = image.pixmap
        var reds = 0, blues = 0, firstBlue = Int.max, lastRed = 0
        for y in 0..<p.height { for x in 0..<p.width where p[x, y].a == 255 {
            if p[x, y] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255) { reds += 1; lastRed = max(lastRed, x) }
            if p[x, y] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255) { blues += 1; firstBlue = min(firstBlue, x) }
        } }
        #expect(reds > 20 && blues > 20)
        #expect(lastRed < firstBlue)
    }

    /// Inter Regular's `post` table: underlinePosition -… and underlineThickness …; FreeType
    /// moves the position to the stroke's centre (position − thickness / 2, sfobjs.c).
    @Test func underlineIsTheFacesStrokeRoundedToPixels() throws {
        let sfnt = try SFNTFile(path: TextFixtures.interFolder + "/Inter-Regular.otf")
        let post = try #require(sfnt.tableOffset("post"))
        let position = sfnt.s16(post + 8), thickness = sfnt.s16(post + 10)
        let descriptor = try #require(library.descriptors.first { $0.path.hasSuffix("/Inter-Regular.otf") })
        let face = try #require(library.face(for: descriptor))
        #expect(face.underlinePosition == position - thickness / 2 && face.underlineThickness == thickness)

        let image = try renderView(Text("Hello").underline(color: pureRed).foregroundColor(.black), scale: 2)
        let p = image.pixmap
        let redRows = (0..<p.height).filter { y in (0..<p.width).contains { p[$0, y] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255) } }
        // At 2 px per point: the baseline at round(2 × ascent), the stroke round(2 × thickness
        // × 17 / upem) px thick, its top round(−2 × position′ × 17 / upem − thickness / 2) below.
        let s = 2 * 17 / CGFloat(sfnt.unitsPerEm)
        let strokePixels = max(1, (CGFloat(thickness) * s).rounded())
        let baseline = (2 * CGFloat(sfnt.ascender) * 17 / CGFloat(sfnt.unitsPerEm)).rounded()
        let top = Int(baseline + (-CGFloat(position - thickness / 2) * s - strokePixels / 2).rounded())
        #expect(redRows == Array(top..<top + Int(strokePixels)))
        // The stroke spans the text's width: from x 0 to its last column.
        let row = top
        let redColumns = (0..<p.width).filter { p[$0, row] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255) }
        #expect(redColumns.first == 0)
        #expect(redColumns.count >= p.width - 2)
    }

    @Test func strikethroughAndDashedPatterns() throws {
        let solid = try renderView(Text("Hello").strikethrough(color: pureRed), scale: 1).pixmap
        let dashed = try renderView(Text("Hello").strikethrough(pattern: .dash, color: pureRed), scale: 1).pixmap
        func redCount(_ p: Pixmap) -> Int {
            var n = 0
            for y in 0..<p.height { for x in 0..<p.width where p[x, y] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255) { n += 1 } }
            return n
        }
        #expect(redCount(solid) > 0)
        // Dashes are 4 on, 2 off: two thirds of the solid stroke, give or take a partial dash.
        let ratio = Double(redCount(dashed)) / Double(redCount(solid))
        #expect(ratio > 0.55 && ratio < 0.8)
    }

    // MARK: Bad input

    /// A huge attributed string of alternating runs (red semibold, plain) drawn on an
    /// iPhone-sized screen: it lays out and draws without a crash in bounded time, the lines
    /// that fit are drawn from the top and the runs keep their colours. 1 MB (18,518 runs) in
    /// the suite; `RASTER_TEST_TEXT_MEGABYTES=10` runs the 10 MB (185,185 runs), which
    /// takes about ten times as long (the layout is linear; figures in the commit). Time is
    /// the test thread's CPU time, which load on the machine does not stretch; the limit is
    /// generous for a debug build, and a quadratic step (hours at 10 MB) fails it.
    @Test func aMegabytesLongAttributedStringDrawsInBoundedTime() throws {
        let megabytes = ProcessInfo.processInfo.environment["RASTER_TEST_TEXT_MEGABYTES"].flatMap(Int.init) ?? 1
        let unit = String(repeating: "lorem ipsum ", count: 4) + "dolor"
        var attributed = AttributedString()
        var red = AttributeContainer()
        red.foregroundColor = pureRed
        red.font = .body.weight(.semibold)
        let plain = AttributeContainer()
        let runCount = megabytes * 1_000_000 / (unit.utf8.count + 1)
        let built = threadCPUSeconds()
        for index in 0..<runCount {
            attributed.append(AttributedString(unit + " ", attributes: index.isMultiple(of: 2) ? red : plain))
        }
        let buildSeconds = threadCPUSeconds() - built
        #expect(attributed.runs.count == runCount)
        let start = threadCPUSeconds()
        let image = try renderView(Text(attributed).frame(width: 390, height: 844, alignment: .top),
                                   proposal: ProposedViewSize(width: 390, height: 844))
        let seconds = threadCPUSeconds() - start
        print("\(megabytes) MB attributed string: \(runCount) runs built in \(buildSeconds) s, drawn in \(seconds) s (CPU)")
        #expect(seconds < 60 * Double(megabytes), "took \(seconds) s of CPU time")
        let p = image.pixmap
        #expect(p.width == 390 && p.height == 844)
        var redRows = Set<Int>()
        for y in 0..<p.height { for x in 0..<p.width where p[x, y] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255) {
            redRows.insert(y)
        } }
        #expect(redRows.min().map { $0 < 30 } == true, "the first line is drawn at the top")
        #expect(redRows.max().map { $0 > 800 } == true, "lines fill the screen to its bottom")
    }

    /// Seconds of CPU time the calling thread has used.
    private func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
