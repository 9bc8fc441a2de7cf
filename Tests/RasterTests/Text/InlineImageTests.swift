// InlineImageTests.swift · RasterTests/Text · images in Text: Views/Text+Image.swift, Text/TextLayout+Attachments.swift
// Symbol inks are Material Icons design units (512 per em, SymbolTests' header): `circle.fill`
// is 426 × 426. Symbols are centred on the cap height of the run's font (ios17-metrics.md §9).

import Foundation
import Testing
@testable import Raster

@Suite struct InlineImageTests {
    static let fonts: [(Font, CGFloat)] = [(.caption, 12), (.body, 17), (.largeTitle, 34)]

    /// The runs, layout and drawing of `text` with no size limit, in the default environment.
    func laidOut(_ text: Text, proposal: ProposedViewSize = .unspecified)
        -> (runs: [TextRun], layout: TextLayout, items: [DisplayList.Item]) {
        let environment = EnvironmentValues()
        let runs = text.runs(in: environment)
        let layout = TextContent(runs: runs, in: environment).textLayout(for: proposal)
        return (runs, layout, TextRun.displayItems(of: layout, runs: runs, size: layout.size, in: environment))
    }

    /// The translations of the image groups among `items`.
    func imageOrigins(_ items: [DisplayList.Item]) -> [CGPoint] {
        items.compactMap { item in
            guard case .group(.transform(let t), _) = item else { return nil }
            return CGPoint(x: t.tx, y: t.ty)
        }
    }

    // MARK: Frames

    /// The symbol is as wide as its ink, and its ink's middle is half the cap height above the
    /// baseline, at 12, 17 and 34 points; the text after it starts at its right edge.
    @Test(arguments: Self.fonts)
    func anInterpolatedSymbolIsItsInkCentredOnTheCapHeight(font: Font, pointSize: CGFloat) throws {
        let (runs, layout, items) = laidOut(Text("\(Image(systemName: "circle.fill")) 4.5").font(font))
        let ink = symbolSize(designUnits: 426, 426, pointSize: pointSize)
        let metrics = TextLayout("", font: font.resolved, maxWidth: nil).metrics
        #expect(runs.map(\.string) == ["\u{FFFC}", " 4.5"])
        let styling = try #require(layout.styling)
        #expect(styling.segments.map(\.run) == [0, 1])
        #expect(styling.segments[0].minX == 0 && abs(styling.segments[0].maxX - ink.width) < 1e-9)
        #expect(abs(styling.segments[1].minX - ink.width) < 1e-9)
        // The circle is lower than the line's ascent, so the line keeps the font's metrics.
        #expect(layout.firstBaseline == metrics.ascent && layout.size.height == metrics.lineHeight)
        let origin = try #require(imageOrigins(items).first)
        #expect(origin.x == 0)
        #expect(abs(origin.y + ink.height / 2 - (metrics.ascent - metrics.capHeight / 2)) < 1e-9)
        #expect(abs(layout.size.width - (ink.width + TextLayout(" 4.5", font: font.resolved, maxWidth: nil).size.width)) < 1e-9)
    }

    @Test func textOfAnImageJoinsOtherTextAsTheInterpolationDoes() throws {
        let joined = laidOut(Text(Image(systemName: "star.fill")) + Text(" 4.5"))
        let interpolated = laidOut(Text("\(Image(systemName: "star.fill")) 4.5"))
        #expect(joined.layout.styling?.segments == interpolated.layout.styling?.segments)
        #expect(imageOrigins(joined.items) == imageOrigins(interpolated.items))
        #expect(Text("\(Image(systemName: "star.fill")) 4.5").plainText == " 4.5")
        #expect(LocalizedStringKey("\(Image(systemName: "star.fill")) 4.5").key == "%@ 4.5")
    }

    /// A symbol is bold text's size in bold (SF's weights scale symbols, ios17-metrics.md §9).
    @Test func theSymbolTakesItsRunsFontAndWeight() throws {
        let bold = laidOut(Text("\(Image(systemName: "circle.fill"))").font(.title.bold()))
        let width = try #require(bold.layout.styling?.segments.first).maxX
        #expect(abs(width - symbolSize(designUnits: 426, 426, pointSize: 28, factor: 103.828 / 99.61).width) < 1e-9)
    }

    @Test func linesBreakBeforeAndAfterAnImage() {
        let star = Image(systemName: "star.fill")
        let starWidth = symbolSize(designUnits: 426, 405).width
        let three = laidOut(Text("\(star)\(star)\(star)"), proposal: ProposedViewSize(width: starWidth * 2 + 0.5, height: nil))
        #expect(three.layout.lines.map(\.text) == ["\u{FFFC}\u{FFFC}", "\u{FFFC}"])
        let xs = imageOrigins(three.items).map(\.x)
        #expect(xs.count == 3 && xs[0] == 0 && abs(xs[1] - starWidth) < 1e-9 && xs[2] == 0)
        let rated = laidOut(Text("Rated \(star) 4.5"), proposal: ProposedViewSize(width: TextFixtures.width("Rated ") + 1, height: nil))
        #expect(rated.layout.lines.map(\.text) == ["Rated", "\u{FFFC} 4.5"])
        // Closing punctuation stays with the image before it.
        let comma = laidOut(Text("\(star)\(star),"), proposal: ProposedViewSize(width: starWidth * 1.5, height: nil))
        #expect(comma.layout.lines.map(\.text) == ["\u{FFFC}", "\u{FFFC},"])
    }

    /// A bitmap sits on the baseline at its point size; a tall one grows its line.
    @Test func aBitmapSitsOnTheBaselineAndGrowsItsLine() throws {
        let pixmap = try Pixmap(width: 20, height: 60)
        pixmap.fill(PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255))
        let image = Image(pixmap: pixmap, scale: 2) // 10 × 30 points
        let metrics = TextLayout("", font: Font.body.resolved, maxWidth: nil).metrics
        let (_, layout, items) = laidOut(Text("a\(image)b"))
        let styling = try #require(layout.styling)
        #expect(styling.segments.map(\.text) == ["a", "\u{FFFC}", "b"])
        #expect(abs(styling.segments[1].maxX - styling.segments[1].minX - 10) < 1e-9)
        #expect(layout.firstBaseline == 30 && layout.size.height == 30 + metrics.descent + metrics.leading)
        #expect(imageOrigins(items) == [CGPoint(x: styling.segments[1].minX, y: 0)])
    }

    // MARK: Scaling to fit

    /// Two 10 × 30-pt bitmaps on one line of at most 15 pt shrink with the text around them
    /// (`minimumScaleFactor(0.5)`): the largest factor that fits is 15 / 20 = 0.75, so each box
    /// is 7.5 × 22.5 pt and its drawing is scaled by 0.75 (Core Text scales a run delegate's
    /// bounds with its run; TextLayout+Fitting.swift).
    @Test func bitmapsScaleWithTheTextThatFitsByMinimumScaleFactor() throws {
        let pixmap = try Pixmap(width: 20, height: 60)
        let image = Image(pixmap: pixmap, scale: 2)
        var environment = EnvironmentValues()
        environment.lineLimit = 1
        environment.minimumScaleFactor = 0.5
        let runs = Text("\(image)\(image)").runs(in: environment)
        let layout = TextContent(runs: runs, in: environment).textLayout(for: ProposedViewSize(width: 15, height: nil))
        let styling = try #require(layout.styling)
        #expect(styling.segments.map(\.minX) == [0, 7.5] && styling.segments.map(\.maxX) == [7.5, 15])
        #expect(layout.firstBaseline == 22.5 && !layout.isTruncated)
        let items = TextRun.displayItems(of: layout, runs: runs, size: layout.size, in: environment)
        let transforms = items.compactMap { item -> CGAffineTransform? in
            guard case .group(.transform(let t), _) = item else { return nil }
            return t
        }
        #expect(transforms == [CGAffineTransform(a: 0.75, b: 0, c: 0, d: 0.75, tx: 0, ty: 0),
                               CGAffineTransform(a: 0.75, b: 0, c: 0, d: 0.75, tx: 7.5, ty: 0)])
    }

    /// A symbol before " 4.5" at 40 pt, in half its natural width, scales with its text by the
    /// factor the whole line takes: its box is the ink at 40 pt times that factor.
    @Test func aSymbolScalesWithItsLine() throws {
        let text = Text("\(Image(systemName: "circle.fill")) 4.5").font(.system(size: 40))
        let natural = laidOut(text).layout.size.width
        var environment = EnvironmentValues()
        environment.lineLimit = 1
        environment.minimumScaleFactor = 0.25
        let runs = text.runs(in: environment)
        let layout = TextContent(runs: runs, in: environment).textLayout(for: ProposedViewSize(width: natural / 2, height: nil))
        let styling = try #require(layout.styling)
        let factor = styling.runSizes[0] / 40
        #expect(factor < 1 && factor >= 0.25 && styling.runSizes[1] == styling.runSizes[0])
        let ink = symbolSize(designUnits: 426, 426, pointSize: 40)
        #expect(abs(styling.segments[0].maxX - ink.width * factor) < 1e-9)
        #expect(layout.size.width <= natural / 2)
    }

    // MARK: Pixels

    @Test func aSymbolIsDrawnInItsRunsForegroundStyle() throws {
        let text = Text("\(Image(systemName: "circle.fill"))").foregroundColor(pureRed) + Text("x")
        let pixmap = try renderView(text.font(.system(size: 40)), scale: 1).pixmap
        let ink = symbolSize(designUnits: 426, 426, pointSize: 40)
        let metrics = TextLayout("", font: Font.system(size: 40).resolved, maxWidth: nil).metrics
        let middle = (x: Int(ink.width / 2), y: Int(metrics.ascent - metrics.capHeight / 2))
        #expect(pixmap[middle.x, middle.y] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        // Above the circle's top nothing is drawn.
        #expect(pixmap[middle.x, max(0, middle.y - Int(ink.height / 2) - 2)].a == 0)
    }

    @Test func aBitmapKeepsItsColoursAndATemplateTakesTheStyle() throws {
        let pixmap = try Pixmap(width: 12, height: 12)
        pixmap.fill(PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255))
        let original = try renderView(Text("\(Image(pixmap: pixmap))").foregroundColor(pureBlue)).pixmap
        let template = try renderView(Text("\(Image(pixmap: pixmap).renderingMode(.template))").foregroundColor(pureBlue)).pixmap
        let baseline = Int(TextLayout("", font: Font.body.resolved, maxWidth: nil).metrics.ascent)
        #expect(original[6, baseline - 6] == PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(template[6, baseline - 6] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
    }
}
