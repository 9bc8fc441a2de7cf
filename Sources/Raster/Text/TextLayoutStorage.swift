// TextLayoutStorage.swift · Raster/Text · what the Text.Layout values a TextRenderer gets share (SwiftUI keeps this private too)
// Status: Complete.
//
// A text view's layout (TextLayout), its styled runs and their paints, cut into placements:
// one per line for text of one style, one per styled segment otherwise (a stretch of one
// run on one line, TextLayout+Runs.swift). A placement's drawing is what the text view
// draws for it (Text+Runs.swift): its glyphs in its run's paint, its underline and
// strikethrough, or its inline image.

import Foundation

final class TextLayoutStorage {
    /// A stretch of one run on one line.
    struct Placement: Hashable {
        /// The styled run (index into `runs`).
        var run: Int
        /// The glyphs, in the layout's glyph list.
        var glyphs: Range<Int>
        /// The left and right edges and the baseline, points in the text view's space.
        var minX: CGFloat
        var maxX: CGFloat
        var baseline: CGFloat
        /// The segment of the layout's styling it is; nil for text of one style.
        var segment: Int?
    }

    let layout: TextLayout
    let runs: [TextRun]
    let paints: [DisplayList.Paint]
    /// The text view's frame, points at the origin: what gradients in its paints span.
    let frame: CGRect
    let environment: EnvironmentValues
    /// The text's base direction.
    var layoutDirection: LayoutDirection { environment.layoutDirection }

    /// The storage of `layout`, a text of `runs` in a frame of `size` points, painted as the
    /// text view paints in `environment`.
    init(layout: TextLayout, runs: [TextRun], size: CGSize, environment: EnvironmentValues) {
        self.layout = layout
        self.runs = runs
        self.environment = environment
        frame = CGRect(origin: .zero, size: size)
        paints = runs.map { [frame] in ($0.style ?? AnyShapeStyle(ForegroundStyle())).paint(in: environment, bounds: frame) }
    }

    /// The layout's lines for a `Text.Layout`.
    func lines() -> [Text.Layout.Line] {
        let styled = styledPlacements()
        return zip(layout.lines.indices, layout.lines).map { index, line in
            var placements: [Placement] = []
            var metrics = layout.metrics
            if let styled {
                placements = styled[index]
                let shown = placements.map { self.metrics(ofRun: $0.run) }
                if let first = shown.first {
                    metrics = shown.dropFirst().reduce(first) { line, run in
                        var line = line
                        line.ascent = Swift.max(line.ascent, run.ascent)
                        line.descent = Swift.max(line.descent, run.descent)
                        line.leading = Swift.max(line.leading, run.leading)
                        return line
                    }
                }
            } else if !line.glyphs.isEmpty {
                placements = [Placement(run: 0, glyphs: line.glyphs, minX: line.x, maxX: line.x + line.width,
                                        baseline: line.baseline, segment: nil)]
            }
            let origin = CGPoint(x: line.x, y: line.baseline)
            return Text.Layout.Line(storage: self, placements: placements, laidOutOrigin: origin,
                                    bounds: Text.Layout.TypographicBounds(origin: origin, width: line.width, metrics: metrics),
                                    origin: origin)
        }
    }

    /// The styled segments as placements, by line; nil for text of one style. A segment's
    /// baseline lies in its line (above the line's bottom), a raised or lowered one too (its
    /// line grows to hold it); an inline image's segment has no glyphs to go by. Segments come
    /// line by line, so one pass finds each one's line.
    private func styledPlacements() -> [[Placement]]? {
        guard let styling = layout.styling else { return nil }
        var byLine = Array(repeating: [Placement](), count: layout.lines.count)
        var line = 0
        for (s, segment) in styling.segments.enumerated() {
            while line < styling.lineBottoms.count, segment.baseline >= styling.lineBottoms[line] { line += 1 }
            guard line < byLine.count else { break }
            byLine[line].append(Placement(run: segment.run, glyphs: segment.glyphs, minX: segment.minX, maxX: segment.maxX,
                                          baseline: segment.baseline, segment: s))
        }
        return byLine
    }

    /// The metrics of run `run`'s primary face at its size (the layout's own for text of one style).
    func metrics(ofRun run: Int) -> FontMetrics {
        guard let styling = layout.styling, let face = styling.runFaces[run] else { return layout.metrics }
        return face.metrics(size: styling.runSizes[run])
    }

    /// The number of elements of `placement` as a run: its glyphs, or 1 for an inline image
    /// (which has none).
    func count(of placement: Placement) -> Int {
        runs[placement.run].image != nil ? 1 : placement.glyphs.count
    }

    /// Elements `indices` of `placement` (0..<count), clamped to it.
    func clamped(_ indices: Range<Int>, of placement: Placement) -> Range<Int> {
        let count = count(of: placement)
        let lower = Swift.min(Swift.max(indices.lowerBound, 0), count)
        return lower..<Swift.min(Swift.max(indices.upperBound, lower), count)
    }

    /// The glyphs of elements `indices` of `placement`, in the layout's glyph list (none for an image).
    func glyphs(_ indices: Range<Int>, of placement: Placement) -> Range<Int> {
        guard runs[placement.run].image == nil else { return placement.glyphs }
        let indices = clamped(indices, of: placement)
        return placement.glyphs.lowerBound + indices.lowerBound..<placement.glyphs.lowerBound + indices.upperBound
    }

    /// The typographic bounds of elements `indices` of `placement`, moved by `offset`: from
    /// the first glyph's pen (the placement's left edge for its first) to the next glyph's
    /// (its right edge after its last).
    func bounds(of placement: Placement, indices: Range<Int>, offset: CGSize) -> Text.Layout.TypographicBounds {
        let (minX, maxX) = span(of: placement, indices: clamped(indices, of: placement))
        return Text.Layout.TypographicBounds(origin: CGPoint(x: minX + offset.width, y: placement.baseline + offset.height),
                                             width: maxX - minX, metrics: metrics(ofRun: placement.run))
    }

    private func span(of placement: Placement, indices: Range<Int>) -> (CGFloat, CGFloat) {
        let count = count(of: placement), first = placement.glyphs.lowerBound
        let minX = indices.lowerBound == 0 ? placement.minX : layout.glyphs[first + indices.lowerBound].position.x
        let maxX = indices.upperBound >= count ? placement.maxX : layout.glyphs[first + indices.upperBound].position.x
        return (minX, Swift.max(minX, maxX))
    }

    /// What the text view draws for elements `indices` of `placement`: the glyphs in the
    /// run's paint, then the run's underline and strikethrough under their span, or the run's
    /// inline image.
    func items(of placement: Placement, indices: Range<Int>) -> [DisplayList.Item] {
        let indices = clamped(indices, of: placement)
        guard !indices.isEmpty else { return [] }
        let run = runs[placement.run], paint = paints[placement.run]
        let glyphs = glyphs(indices, of: placement)
        guard let styling = layout.styling, let s = placement.segment else {
            return [.text(layout.subset(glyphs, fontSize: layout.fontSize), origin: .zero, paint)]
        }
        let segment = styling.segments[s]
        if run.image != nil {
            let alone = TextLayout.Styling(segments: [segment], runSizes: styling.runSizes, runFaces: styling.runFaces,
                                           lineBottoms: styling.lineBottoms)
            return TextRun.inlineImageItems(of: alone, runs: runs, paints: paints)
        }
        var items: [DisplayList.Item] = [.text(layout.subset(glyphs, fontSize: styling.runSizes[placement.run]), origin: .zero, paint)]
        let (minX, maxX) = span(of: placement, indices: indices)
        let pixel = 1 / Swift.max(environment.displayScale, 1)
        for (decoration, isUnderline) in [(run.attributes.underline, true), (run.attributes.strikethrough, false)] {
            guard let decoration, decoration.isActive,
                  let band = styling.decorationBand(of: segment, underline: isUnderline, pixel: pixel) else { continue }
            let decorationPaint = decoration.style.color.map { AnyShapeStyle($0).paint(in: environment, bounds: frame) } ?? paint
            items.append(.fill(TextDecorationPattern.path(decoration.style.pattern, from: minX, to: maxX, band: band),
                               decorationPaint, FillStyle()))
        }
        return items
    }
}
