// TextLayout+Runs.swift · Raster/Text · mirrors Core Text's layout of attributed runs behind SwiftUI Text (iOS 17)
// Status: Partial — runs of their own font, spacing and baseline offset in one line
// breaking; image runs are boxes (TextLayout+Attachments.swift).
//
// The runs are shaped one by one (each with its own cascade and size) and joined into one
// shaped paragraph per newline, so lines break across runs as in one-font text. A line is
// as tall as its tallest run: its ascent is the largest `ascent + baselineOffset` and its
// descent the largest `descent - baselineOffset` of the runs it shows (hhea values at each
// run's size), its leading the largest leading; a line without characters (an empty
// paragraph) takes the metrics of the run it is in. Lines are `lineSpacing` apart. Spacing
// (`kerning` + `tracking`) is added after every character, the last one too, as UIKit's
// `NSAttributedString.Key.kern` does. Kerning pairs apply across runs of the same face.
// Each paragraph is one bidi paragraph across its runs (TextLayout+Bidi.swift), and lines
// align by `\.layoutDirection` as one-run text does.

import Foundation

extension TextLayout {
    /// The layout inputs of one styled run.
    struct RunKey: Hashable, Sendable {
        var string: String
        var font: Font.Resolved
        /// Points added after each character (`kerning` + `tracking`).
        var spacing: CGFloat
        /// Points the run's baseline is raised by.
        var baselineOffset: CGFloat
        /// The box an inline image run lays out instead of `string` (TextLayout+Attachments.swift);
        /// nil for a run of characters.
        var attachment: Attachment? = nil
    }

    /// Where the runs of a styled layout are.
    struct Styling: Sendable {
        /// A stretch of one run on one line, without the line's trailing spaces.
        struct Segment: Hashable, Sendable {
            var run: Int
            /// The segment's glyphs in the layout's `glyphs`.
            var glyphs: Range<Int>
            /// The left and right edges, points in layout space.
            var minX: CGFloat
            var maxX: CGFloat
            /// The run's baseline (the line's baseline raised by the run's offset), points from the top.
            var baseline: CGFloat
            /// The characters shown.
            var text: String
        }

        var segments: [Segment]
        /// Each run's font size in points.
        var runSizes: [CGFloat]
        /// Each run's primary face (for decoration metrics); nil when no font is installed.
        var runFaces: [FontFace?]
        /// The bottom of each line, points from the top.
        var lineBottoms: [CGFloat]

        /// The band, in layout points, an underline (or strikethrough) of `segment` covers:
        /// the face's position and thickness, rounded to whole device pixels of `pixel`
        /// points, from the baseline rounded as glyphs are; nil without a face.
        func decorationBand(of segment: Segment, underline: Bool, pixel: CGFloat) -> ClosedRange<CGFloat>? {
            guard let face = runFaces[segment.run] else { return nil }
            let size = runSizes[segment.run]
            let thickness = Swift.max(1, (face.points(underline ? face.underlineThickness : face.strikeoutSize, size: size) / pixel).rounded())
            // Distance below the baseline to the band's top, device pixels.
            let top = underline
                ? -face.points(face.underlinePosition, size: size) / pixel - thickness / 2
                : -face.points(face.strikeoutPosition, size: size) / pixel - thickness
            let baseline = (segment.baseline / pixel).rounded()
            let y = baseline + top.rounded()
            return y * pixel...(y + thickness) * pixel
        }
    }

    /// Lays `runs` out as one text; see this file's header and `init(_:font:...)`.
    init(runs: [RunKey], maxWidth: CGFloat?, maxHeight: CGFloat? = nil, lineLimit: Int? = nil,
         truncation: TextTruncation = .tail, alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0,
         layoutDirection: LayoutDirection = .leftToRight, library: FontLibrary = .shared) {
        let runs = runs.isEmpty ? [RunKey(string: "", font: Font.body.resolved, spacing: 0, baselineOffset: 0)] : runs.map {
            var run = $0
            run.font.size = run.font.size.isFinite ? Swift.max(0, run.font.size) : 0
            run.spacing = run.spacing.isFinite ? run.spacing : 0
            run.baselineOffset = run.baselineOffset.isFinite ? run.baselineOffset : 0
            run.attachment = run.attachment?.sanitized
            return run
        }
        let key = CacheKey(string: "", font: runs[0].font, maxWidth: Self.limit(maxWidth), maxHeight: Self.limit(maxHeight),
                           lineLimit: lineLimit.map { Swift.max(1, $0) }, truncation: truncation, alignment: alignment,
                           lineSpacing: lineSpacing.isFinite ? Swift.max(0, lineSpacing) : 0, layoutDirection: layoutDirection,
                           runs: runs)
        self.init(key: key, library: library)
    }

    /// Lays out `key.runs`.
    init(styled key: CacheKey, library: FontLibrary) {
        let runs = key.runs ?? []
        let cascades = runs.map { library.cascade(for: $0.font) }
        let runMetrics = zip(runs, cascades).map { run, cascade in
            let metrics = cascade.primary?.metrics(size: run.font.size) ?? FontMetrics(
                size: run.font.size, ascent: run.font.size * 0.8, descent: run.font.size * 0.2, leading: 0,
                capHeight: run.font.size * 0.7, xHeight: run.font.size * 0.5, unitsPerEm: 1000)
            return run.attachment?.growing(metrics) ?? metrics
        }

        // 1. Shape the runs into paragraphs and break them into lines.
        var paragraphs: [ShapedText] = []
        var paragraphRuns: [Int] = [] // The run each paragraph starts in.
        var current = ShapedText(size: runs[0].font.size), currentRun = 0
        var hasText = false
        for (r, run) in runs.enumerated() {
            for (i, piece) in run.string.canonicallyComposed.paragraphs.enumerated() {
                if i > 0 {
                    paragraphs.append(current)
                    paragraphRuns.append(currentRun)
                    (current, currentRun) = (ShapedText(size: run.font.size), r)
                }
                guard !piece.isEmpty else { continue }
                hasText = true
                if current.clusters.isEmpty { (current, currentRun) = (ShapedText(size: run.font.size), r) }
                let shaped = Self.shape(piece, run: r, of: run, cascade: cascades[r])
                current.append(shaped, clusters: 0..<shaped.clusters.count)
            }
            if run.string.contains(where: \.isNewline) { hasText = true }
        }
        if hasText {
            paragraphs.append(current)
            paragraphRuns.append(currentRun)
        }
        var pieces: [(text: ShapedText, clusters: Range<Int>, run: Int, isTruncated: Bool)] = []
        var starts: [(paragraph: Int, cluster: Int)] = []
        for (p, paragraph) in paragraphs.enumerated() {
            for range in LineBreaker.lines(of: paragraph, maxWidth: key.maxWidth) {
                pieces.append((paragraph, range, paragraphRuns[p], false))
                starts.append((p, range.lowerBound))
            }
        }

        /// The ascent, descent and leading of a line showing `clusters` of `text` (in `run` when empty).
        func lineMetrics(_ text: ShapedText, _ clusters: Range<Int>, run: Int) -> (ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
            var shown = Set(clusters.map { text.clusters[$0].run })
            if shown.isEmpty { shown = [run] }
            var line = (ascent: -CGFloat.infinity, descent: -CGFloat.infinity, leading: CGFloat(0))
            for r in shown {
                line.ascent = Swift.max(line.ascent, runMetrics[r].ascent + runs[r].baselineOffset)
                line.descent = Swift.max(line.descent, runMetrics[r].descent - runs[r].baselineOffset)
                line.leading = Swift.max(line.leading, runMetrics[r].leading)
            }
            return line
        }

        // 2. Keep the lines that fit the limits; the last kept line takes the rest, truncated.
        var limit = key.lineLimit ?? Int.max
        if let maxHeight = key.maxHeight {
            var bottom = -key.lineSpacing, fitting = 0
            for piece in pieces {
                let m = lineMetrics(piece.text, piece.clusters, run: piece.run)
                bottom += key.lineSpacing + m.ascent + m.descent + m.leading
                guard bottom <= maxHeight + 1e-9 else { break }
                fitting += 1
            }
            if fitting < pieces.count { limit = Swift.min(limit, Swift.max(1, fitting)) }
        }
        if pieces.count > limit {
            let start = starts[limit - 1]
            let paragraph = paragraphs[start.paragraph]
            let run = start.cluster < paragraph.clusters.count ? paragraph.clusters[start.cluster].run : paragraphRuns[start.paragraph]
            let last = TextLayout.truncatedLine(paragraphs: paragraphs, from: start, mode: key.truncation,
                                                maxWidth: key.maxWidth, cascade: cascades[run], ellipsisRun: run)
            pieces.removeSubrange((limit - 1)...)
            pieces.append((last, 0..<last.clusters.count, run, true))
        }

        // 3. Measure, align and place, line by line and run by run.
        let widths = pieces.map { $0.text.width(of: $0.clusters) }
        let width = widths.max() ?? 0
        var faces = FaceTable()
        var glyphs: [Glyph] = []
        var lines: [Line] = []
        var segments: [Styling.Segment] = []
        var lineBottoms: [CGFloat] = []
        var top: CGFloat = 0
        let bidiParagraphs = paragraphs.map { BidiParagraph($0, direction: key.layoutDirection) }
        let paragraphStarts = Self.paragraphStarts(of: paragraphs)
        for (i, piece) in pieces.enumerated() {
            let m = lineMetrics(piece.text, piece.clusters, run: piece.run)
            let baseline = top + m.ascent
            let x = (width - widths[i]) * key.alignment.lineOffsetFraction(in: key.layoutDirection)
            let first = glyphs.count
            var shownEnd = piece.clusters.upperBound
            while shownEnd > piece.clusters.lowerBound, piece.text.clusters[shownEnd - 1].breakClass == .space { shownEnd -= 1 }
            var pen = x
            // Clusters left to right (TextLayout+Bidi.swift); kerning only between logical neighbours.
            let paragraph = piece.isTruncated ? BidiParagraph(piece.text, direction: key.layoutDirection) : bidiParagraphs[starts[i].paragraph]
            let bidi = BidiLine(piece.text, clusters: piece.clusters, paragraph: paragraph,
                                cascade: { cascades[piece.text.clusters[$0].run] })
            var previous = piece.clusters.lowerBound - 1
            let characters = Self.characterIndex(clusters: piece.clusters, isTruncated: piece.isTruncated, start: starts[i],
                                                 paragraphStarts: paragraphStarts)
            for c in bidi?.order ?? Array(piece.clusters) {
                let cluster = piece.text.clusters[c]
                if c != piece.clusters.lowerBound, c == previous + 1 { pen += cluster.kernBefore }
                let runBaseline = baseline - runs[cluster.run].baselineOffset
                let glyphStart = glyphs.count
                for g in cluster.glyphs {
                    let shaped = piece.text.glyphs[g]
                    let resolved = bidi?.mirroredGlyphs[c] ?? shaped.resolved
                    glyphs.append(Glyph(face: faces.index(of: resolved.face), id: resolved.glyph,
                                        position: CGPoint(x: pen + shaped.offset, y: runBaseline), character: characters(c)))
                }
                if c < shownEnd {
                    let right = pen + cluster.advance
                    // A segment grows by visual neighbours that are also logical ones, so its text
                    // stays in logical order (a right-to-left stretch is met last character first).
                    if let last = segments.last, last.run == cluster.run, last.glyphs.upperBound == glyphStart,
                       glyphStart != first, abs(c - previous) == 1 {
                        segments[segments.count - 1].glyphs = last.glyphs.lowerBound..<glyphs.count
                        segments[segments.count - 1].maxX = right
                        if c == previous + 1 {
                            segments[segments.count - 1].text.append(cluster.character)
                        } else {
                            segments[segments.count - 1].text.insert(cluster.character, at: last.text.startIndex)
                        }
                    } else {
                        segments.append(Styling.Segment(run: cluster.run, glyphs: glyphStart..<glyphs.count, minX: pen,
                                                        maxX: right, baseline: runBaseline, text: String(cluster.character)))
                    }
                }
                pen += cluster.advance
                previous = c
            }
            lines.append(Line(glyphs: first..<glyphs.count, x: x, baseline: baseline, width: widths[i],
                              isTruncated: piece.isTruncated, text: piece.text.text(of: piece.clusters)))
            top = baseline + m.descent + m.leading
            lineBottoms.append(top)
            top += key.lineSpacing
        }
        self.faces = faces.faces
        self.glyphs = glyphs
        self.lines = lines
        self.isTruncated = lines.contains(where: \.isTruncated)
        self.metrics = runMetrics[0]
        self.fontSize = runs[0].font.size
        self.lineSpacing = key.lineSpacing
        self.unwrappedWidth = paragraphs.map(LineBreaker.unbrokenWidth(of:)).max() ?? 0
        self.styling = Styling(segments: segments, runSizes: runs.map(\.font.size),
                               runFaces: cascades.map(\.primary), lineBottoms: lineBottoms)
        self.size = CGSize(width: width, height: lineBottoms.last ?? 0)
        self.firstBaseline = lines.first?.baseline ?? 0
        self.lastBaseline = lines.last?.baseline ?? 0
    }

    /// `characters` of `run` (index `index`) shaped, with its spacing after every cluster and,
    /// for tabular digits, every digit centred in the widest digit's advance.
    private static func shape(_ characters: Substring, run index: Int, of run: RunKey, cascade: FontCascade) -> ShapedText {
        if let attachment = run.attachment {
            return ShapedText(attachment: attachment, run: index, spacing: run.spacing, size: run.font.size)
        }
        var shaped = ShapedText(characters, cascade: cascade, size: run.font.size)
        let digitAdvance = run.font.monospacedDigit ? widestDigit(cascade: cascade, size: run.font.size) : nil
        for c in shaped.clusters.indices {
            shaped.clusters[c].run = index
            shaped.clusters[c].advance += run.spacing
            guard let digitAdvance, shaped.clusters[c].breakClass == .digit else { continue }
            let natural = shaped.clusters[c].advance - run.spacing
            for g in shaped.clusters[c].glyphs { shaped.glyphs[g].offset += (digitAdvance - natural) / 2 }
            shaped.clusters[c].advance = digitAdvance + run.spacing
            shaped.clusters[c].kernBefore = 0
            if c + 1 < shaped.clusters.count { shaped.clusters[c + 1].kernBefore = 0 }
        }
        return shaped
    }

    /// The widest advance of the digits 0–9 in points, in the faces `cascade` draws them with.
    private static func widestDigit(cascade: FontCascade, size: CGFloat) -> CGFloat {
        (0...9).compactMap { d -> CGFloat? in
            guard let glyph = cascade.glyph(for: Unicode.Scalar(0x30 + UInt32(d))!) else { return nil }
            return glyph.face.points(glyph.face.advance(of: glyph.glyph), size: size)
        }.max() ?? 0
    }

    /// The glyphs of run `run` alone, in that run's font size: what one paint draws. Its
    /// lines are the run's segments (for display list dumps and SVG labels).
    func slice(run: Int) -> TextLayout {
        guard let styling else { return self }
        var glyphs: [Glyph] = []
        var lines: [Line] = []
        for segment in styling.segments where segment.run == run {
            let first = glyphs.count
            glyphs.append(contentsOf: self.glyphs[segment.glyphs])
            lines.append(Line(glyphs: first..<glyphs.count, x: segment.minX, baseline: segment.baseline,
                              width: segment.maxX - segment.minX, isTruncated: false, text: segment.text))
        }
        return TextLayout(slicing: self, glyphs: glyphs, lines: lines, fontSize: styling.runSizes[run])
    }

    /// The layout of `glyphs` alone (a range of `glyphs`), drawn at `fontSize` points (the
    /// size of the run they belong to), for a text renderer drawing part of a line.
    func subset(_ range: Range<Int>, fontSize: CGFloat) -> TextLayout {
        let first = glyphs[range].first?.position ?? .zero
        let line = Line(glyphs: 0..<range.count, x: first.x, baseline: first.y, width: 0, isTruncated: false, text: "")
        return TextLayout(slicing: self, glyphs: Array(glyphs[range]), lines: [line], fontSize: fontSize)
    }

    private init(slicing layout: TextLayout, glyphs: [Glyph], lines: [Line], fontSize: CGFloat) {
        self.faces = layout.faces
        self.glyphs = glyphs
        self.lines = lines
        self.size = layout.size
        self.firstBaseline = layout.firstBaseline
        self.lastBaseline = layout.lastBaseline
        self.metrics = layout.metrics
        self.fontSize = fontSize
        self.isTruncated = layout.isTruncated
        self.lineSpacing = layout.lineSpacing
        self.unwrappedWidth = layout.unwrappedWidth
        self.styling = nil
    }
}
