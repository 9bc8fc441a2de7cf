// TextRendererTests.swift · RasterTests/Text · TextRenderer, Text.Layout and custom text attributes

import Foundation
import Testing
@testable import Raster

/// Draws every line as it is: the text's own drawing.
private struct LineRenderer: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout { ctx.draw(line) }
    }
}

/// Draws every run, then every glyph slice of it again on a second pass through a copy.
private struct SliceRenderer: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line {
                for slice in run { ctx.draw(slice) }
            }
        }
    }
}

/// Records the layout it is given.
private final class LayoutLog {
    var layouts: [Text.Layout] = []
}

private struct RecordingRenderer: TextRenderer {
    let log: LayoutLog
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) { log.layouts.append(layout) }
}

private struct Highlight: TextAttribute {}

/// Draws only the runs marked `Highlight`.
private struct HighlightOnlyRenderer: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line where run[Highlight.self] != nil { ctx.draw(run) }
        }
    }
}

/// Draws the text at `opacity`, animatable.
private struct FadeRenderer: TextRenderer {
    var opacity: Double
    var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        ctx.opacity = opacity
        for line in layout { ctx.draw(line) }
    }
}

/// Takes a fixed size, or a broken one.
private struct SizingRenderer: TextRenderer {
    var size: CGSize
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { size }
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {}
}

/// Moves every line 10 points right by setting its origin.
private struct ShiftRenderer: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for var line in layout {
            line.origin.x += 10
            ctx.draw(line)
        }
    }
}

@Observable private final class FadeModel {
    var opacity = 1.0
}

private struct FadingText: View {
    var model: FadeModel
    var body: some View {
        Text("Fade").foregroundStyle(Color(red: 0, green: 0, blue: 0)).textRenderer(FadeRenderer(opacity: model.opacity))
    }
}

@Suite struct TextRendererTests {
    private static let plain = Text("Hello renderer, two lines here")
    private static let decorated = Text("Styled ").foregroundStyle(.red) + Text("text").underline().bold()
        + Text(" with lines and more words").strikethrough()
    private static let imaged = Text("Styled ").foregroundStyle(.red) + Text("text").bold()
        + Text(" with \(Image(systemName: "star.fill")) and more words")

    /// Drawing each line draws the bytes the text draws by itself: plain text, and styled
    /// text with colours, underlines, strikethroughs and an inline image.
    @Test func drawingTheLinesIsTheTextsOwnDrawing() throws {
        for text in [Self.plain, Self.decorated, Self.imaged] {
            let view = text.frame(width: 150, height: 60, alignment: .topLeading)
            let plain = try renderView(view, scale: 2)
            let lines = try renderView(view.textRenderer(LineRenderer()), scale: 2)
            let drawn = plain.pixmap.data.contains { $0 != 0 }, same = lines.pixmap.data == plain.pixmap.data
            #expect(drawn)
            #expect(same)
        }
    }

    /// Drawing glyph by glyph draws the same bytes too, where no underline or strikethrough
    /// is cut at the glyphs' edges (its anti-aliased pieces would meet there); the image of
    /// an image run is its one element.
    @Test func drawingEachGlyphIsTheTextsOwnDrawing() throws {
        for text in [Self.plain, Self.imaged] {
            let view = text.frame(width: 150, height: 60, alignment: .topLeading)
            let plain = try renderView(view, scale: 2)
            let slices = try renderView(view.textRenderer(SliceRenderer()), scale: 2)
            let same = slices.pixmap.data == plain.pixmap.data
            #expect(same)
        }
    }

    /// The layout holds the text's lines with their baselines and widths, one run a line for
    /// text of one style, a glyph slice per character, and each glyph's character index.
    @Test func theLayoutDescribesTheLinesRunsAndGlyphs() throws {
        let log = LayoutLog()
        _ = try renderView(Text("ab cd").font(.system(size: 20)).frame(width: 30).textRenderer(RecordingRenderer(log: log)))
        let layout = try #require(log.layouts.last)
        let text = TextLayout("ab cd", font: Font.system(size: 20).resolved, maxWidth: 30)
        #expect(layout.count == 2)
        #expect(!layout.isTruncated)
        #expect(layout.map(\.origin) == text.lines.map { CGPoint(x: $0.x, y: $0.baseline) })
        #expect(layout.map(\.typographicBounds.width) == text.lines.map(\.width))
        #expect(layout[0].typographicBounds.ascent == text.metrics.ascent)
        #expect(layout[0].typographicBounds.descent == text.metrics.descent)
        #expect(layout.map(\.count) == [1, 1])
        let first = layout[0][0], second = layout[1][0]
        #expect(first.characterIndices.map(\.value) == [0, 1, 2])
        #expect(second.characterIndices.map(\.value) == [3, 4])
        #expect(first.layoutDirection == .leftToRight)
        #expect(second.count == 2)
        // Slices run from pen to pen; the last ends at the run's right edge.
        #expect(second[0].typographicBounds.origin == CGPoint(x: text.glyphs[3].position.x, y: text.lines[1].baseline))
        #expect(second[0].typographicBounds.width == text.glyphs[4].position.x - text.glyphs[3].position.x)
        #expect(second[1].typographicBounds.width == text.lines[1].x + text.lines[1].width - text.glyphs[4].position.x)
        #expect(second.typographicBounds.width == text.lines[1].width)
        let rect = second.typographicBounds.rect
        #expect(rect.minY == text.lines[1].baseline - text.metrics.ascent)
        #expect(rect.height == text.metrics.ascent + text.metrics.descent)
        #expect(second[1].indices == 1..<2)
    }

    /// Styled text wrapped over lines: each line holds the runs on its baseline, in order.
    @Test func styledRunsBelongToTheirLines() throws {
        let log = LayoutLog()
        _ = try renderView(Self.decorated.frame(width: 150).textRenderer(RecordingRenderer(log: log)))
        let layout = try #require(log.layouts.last)
        #expect(layout.count == 3)
        for line in layout {
            #expect(!line.isEmpty)
            #expect(line.allSatisfy { $0.typographicBounds.origin.y == line.origin.y })
        }
    }

    /// A truncated text says so.
    @Test func aTruncatedLayoutSaysSo() throws {
        let log = LayoutLog()
        _ = try renderView(Text("A long line that does not fit").lineLimit(1).frame(width: 60)
            .textRenderer(RecordingRenderer(log: log)))
        let layout = try #require(log.layouts.last)
        #expect(layout.count == 1)
        #expect(layout.isTruncated)
    }

    /// A custom attribute marks its part's run (the innermost value wins); the renderer can
    /// draw that run alone, which is the part drawn where it lies.
    @Test func customAttributesMarkTheirRuns() throws {
        let text = Text("Plain ") + Text("marked").customAttribute(Highlight())
        let log = LayoutLog()
        _ = try renderView(text.textRenderer(RecordingRenderer(log: log)))
        let layout = try #require(log.layouts.last)
        #expect(layout[0].count == 2)
        #expect(layout[0][0][Highlight.self] == nil)
        #expect(layout[0][1][Highlight.self] == Highlight())
        #expect(layout[0][1][0][Highlight.self] == Highlight())
        let width = TextLayout("Plain ", font: Font.body.resolved, maxWidth: nil).size.width
        let marked = try renderView(text.textRenderer(HighlightOnlyRenderer()))
        let full = try renderView(text)
        let split = Int(width.rounded(.down))
        for y in 0..<marked.height {
            for x in 0..<marked.width {
                #expect(marked[x, y] == (x < split ? RGBA8(r: 0, g: 0, b: 0, a: 0) : full[x, y]))
            }
        }
    }

    /// A text interpolated into a key keeps its own style and custom attribute, as WWDC24's
    /// appearance effect writes it: the same bytes as the texts joined with `+`, and the
    /// renderer finds the marked run.
    @Test func anInterpolatedTextKeepsItsStyleAndAttributes() throws {
        let marked = Text("Visual Effects").customAttribute(Highlight()).foregroundStyle(.pink).bold()
        let interpolated = Text("Build \(marked) with SwiftUI")
        let joined = Text("Build ") + marked + Text(" with SwiftUI")
        let a = try renderView(interpolated, scale: 2), b = try renderView(joined, scale: 2)
        let same = a.pixmap.data == b.pixmap.data
        #expect(same)
        #expect(interpolated.string(in: EnvironmentValues()) == "Build Visual Effects with SwiftUI")
        let log = LayoutLog()
        _ = try renderView(interpolated.textRenderer(RecordingRenderer(log: log)))
        let runs = try #require(log.layouts.last).flatMap { line in Array(line) }
        #expect(runs.map { $0[Highlight.self] != nil } == [false, true, false])
    }

    /// Moving a line's origin moves its glyphs by as much.
    @Test func aMovedLineDrawsWhereItWasMoved() throws {
        let view = Text("Moved").frame(width: 80, height: 30, alignment: .topLeading)
        let shifted = try renderView(view.textRenderer(ShiftRenderer()))
        let offset = try renderView(Text("Moved").offset(x: 10).frame(width: 80, height: 30, alignment: .topLeading))
        let same = shifted.pixmap.data == offset.pixmap.data
        #expect(same)
    }

    /// The renderer's animatable data animates: halfway through a linear fade from 1 to 0 the
    /// text's black ink is half as opaque over the white window (255 × 0.5, truncated).
    @Test func theRendererAnimates() throws {
        let model = FadeModel()
        let host = ViewHost(FadingText(model: model), size: CGSize(width: 60, height: 30))
        let full = host.render()
        let black = RGBA8(r: 0, g: 0, b: 0, a: 255)
        let ink = try #require((0..<full.height).lazy.flatMap { y in (0..<full.width).map { (x: $0, y: y) } }
            .first { full[$0.x, $0.y] == black })
        withAnimation(.linear(duration: 1)) { model.opacity = 0 }
        host.advance(by: 0.5)
        #expect(host.render()[ink.x, ink.y] == RGBA8(r: 127, g: 127, b: 127, a: 255))
        host.advance(by: 0.5)
        #expect(host.render()[ink.x, ink.y] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    /// The renderer's size is the text view's; a size that is not finite is replaced by the
    /// text's own, with a warning that names the renderer.
    @Test func theRendererSizesTheText() throws {
        let sized = ViewHost(Text("Hi").textRenderer(SizingRenderer(size: CGSize(width: 100, height: 50))),
                             size: CGSize(width: 300, height: 300))
        #expect(sized.layoutDescription().contains("Text(\"Hi\") (100, 125, 100, 50)"))
        let natural = ViewHost(Text("Hi"), size: CGSize(width: 300, height: 300)).layoutDescription()
        var broken = ""
        let warnings = capturingWarnings {
            broken = ViewHost(Text("Hi").textRenderer(SizingRenderer(size: CGSize(width: CGFloat.nan, height: 5))),
                              size: CGSize(width: 300, height: 300)).layoutDescription()
        }
        #expect(broken.components(separatedBy: "\n").first { $0.contains("Text(") } == natural.components(separatedBy: "\n").first { $0.contains("Text(") })
        #expect(warnings.contains { $0.contains("SizingRenderer.sizeThatFits(proposal:text:)") && $0.contains("not a finite size") })
    }

    /// Redacted text draws its placeholder, not through the renderer.
    @Test func redactedTextIsNotRendered() throws {
        let view = Text("Secret").redacted(reason: .placeholder).frame(width: 80, height: 30)
        let plain = try renderView(view)
        let rendered = try renderView(view.textRenderer(HighlightOnlyRenderer()))
        let same = rendered.pixmap.data == plain.pixmap.data, drawn = rendered.pixmap.data.contains { $0 != 0 }
        #expect(same)
        #expect(drawn)
    }
}
