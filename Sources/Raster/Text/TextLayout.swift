// TextLayout.swift · Raster/Text · mirrors the text layout behind SwiftUI Text (iOS 17)
// Status: Partial — wrapping, truncation, alignment, line spacing and baselines of one
// font (styled runs: TextLayout+Runs.swift), lines ordered by the bidirectional algorithm
// (TextLayout+Bidi.swift; one-font text only); shrinking to fit is TextLayout+Fitting.swift.
// See swiftui-behavior.md §1.14 and §2.
//
// Vertical metrics: every line is `lineHeight = ascent + descent + leading` of the primary
// face (the `hhea` values at the font's size), unrounded; the layout engine rounds frames to
// device pixels. Line i's top is `i × (lineHeight + lineSpacing)` and its baseline sits
// `ascent` below that. Glyphs from fallback faces do not make a line taller (Core Text
// would grow a line for a fallback face with larger metrics), except colour emoji: a line
// holding them grows to their face's ascent and descent (TextLayout+LineGrowth.swift).

import Foundation

/// How text that does not fit is shortened with an ellipsis ("…").
enum TextTruncation: Hashable, Sendable {
    /// "…" then the end of the text.
    case head
    /// The start, "…", then the end.
    case middle
    /// The start then "…" (SwiftUI's default).
    case tail
}

/// A string laid out in lines of glyphs, ready to measure and draw.
///
/// Raster: points, origin at the top-left of the layout box, y down. `size` is the used
/// size: the widest line (trailing spaces hang outside it) by the lines' total height. With
/// `maxWidth` nil the text is not wrapped (its ideal size; newlines still break). With
/// `maxWidth` 0 every piece between break opportunities gets its own line, so the width is
/// that of the widest character (its minimum width). Layouts are cached per library by all their
/// inputs, because SwiftUI measures a text many times per layout pass.
struct TextLayout: Sendable {
    /// A positioned glyph.
    struct Glyph: Hashable, Sendable {
        /// Index into `faces`.
        var face: Int
        /// The glyph index in that face.
        var id: UInt32
        /// The glyph origin on its baseline, points in layout space.
        var position: CGPoint
        /// The index of the character (grapheme cluster) the glyph shows, counted over the
        /// whole text with each newline one character (`characterIndex(...)`); on a truncated
        /// line, counted on from where the line starts, the ellipsis included.
        var character: Int
    }

    /// A laid-out line.
    struct Line: Hashable, Sendable {
        /// The line's glyphs in `glyphs`.
        var glyphs: Range<Int>
        /// The left edge of the line's ink box after alignment, points.
        var x: CGFloat
        /// The baseline's distance from the top of the layout, points.
        var baseline: CGFloat
        /// The line's width without trailing spaces, points.
        var width: CGFloat
        /// Whether an ellipsis replaced part of the text on this line.
        var isTruncated: Bool
        /// The characters shown, without trailing spaces (NFC; "…" where truncated).
        var text: String
    }

    /// Everything a layout depends on, for the cache.
    struct CacheKey: Hashable, Sendable {
        var string: String
        var font: Font.Resolved
        var maxWidth: CGFloat?
        var maxHeight: CGFloat?
        var lineLimit: Int?
        var truncation: TextTruncation
        var alignment: TextAlignment
        var lineSpacing: CGFloat
        var layoutDirection: LayoutDirection = .leftToRight
        /// The styled runs of a text of several styles (then `string` is empty and `font` is
        /// the first run's); nil for text of one font.
        var runs: [RunKey]?
    }

    /// The faces the glyphs come from, in order of first use.
    let faces: [FontFace]
    let glyphs: [Glyph]
    let lines: [Line]
    /// The used size in points.
    let size: CGSize
    /// Distance from the top to the first line's baseline, points; 0 for empty text.
    let firstBaseline: CGFloat
    /// Distance from the top to the last line's baseline, points; 0 for empty text.
    let lastBaseline: CGFloat
    /// The primary face's metrics at the font's size.
    let metrics: FontMetrics
    /// The font size in points the glyphs are scaled to.
    let fontSize: CGFloat
    /// Whether any line was truncated.
    let isTruncated: Bool
    /// Extra points between lines.
    let lineSpacing: CGFloat
    /// The narrowest width, in points, that wraps none of the text's paragraphs (whatever
    /// width this layout was made for).
    let unwrappedWidth: CGFloat
    /// Which run each glyph belongs to and where runs sit, for text of several styles
    /// (TextLayout+Runs.swift); nil for text of one font.
    let styling: Styling?

    /// Lays `string` out in `font`.
    ///
    /// - Parameters:
    ///   - maxWidth: the width to wrap to in points; nil for no wrapping, 0 for the minimum
    ///     width. Non-finite values mean nil; negative values mean 0.
    ///   - maxHeight: the height available in points: lines beyond it are dropped and the
    ///     last kept line truncated. At least one line is always kept.
    ///   - lineLimit: the most lines (values below 1 count as 1); nil for no limit.
    ///   - truncation: where the ellipsis goes when lines run out.
    ///   - alignment: how lines of different widths align within `size.width`.
    ///   - lineSpacing: extra points between lines (negative counts as 0).
    ///   - layoutDirection: the paragraphs' base direction: where `.leading` alignment puts
    ///     lines and how the bidirectional algorithm orders each line (TextLayout+Bidi.swift).
    ///   - library: the fonts to use.
    init(_ string: String, font: Font.Resolved, maxWidth: CGFloat?, maxHeight: CGFloat? = nil,
         lineLimit: Int? = nil, truncation: TextTruncation = .tail, alignment: TextAlignment = .leading,
         lineSpacing: CGFloat = 0, layoutDirection: LayoutDirection = .leftToRight, library: FontLibrary = .shared) {
        var font = font
        font.size = Self.sanitizedSize(font.size)
        let key = CacheKey(string: string, font: font, maxWidth: Self.limit(maxWidth), maxHeight: Self.limit(maxHeight),
                           lineLimit: lineLimit.map { Swift.max(1, $0) }, truncation: truncation,
                           alignment: alignment, lineSpacing: lineSpacing.isFinite ? Swift.max(0, lineSpacing) : 0,
                           layoutDirection: layoutDirection)
        self.init(key: key, library: library)
    }

    /// The layout for `key`, from the library's cache when it was made before.
    init(key: CacheKey, library: FontLibrary) {
        if let cached = library.layoutCache.value(for: key) {
            self = cached
            return
        }
        if key.runs != nil {
            self.init(styled: key, library: library)
        } else {
            self.init(key, library: library)
        }
        library.layoutCache.insert(self, for: key)
        library.recordUse(of: faces)
    }

    /// The index of each paragraph's first character in the whole text, a newline counting
    /// as one character.
    static func paragraphStarts(of paragraphs: [ShapedText]) -> [Int] {
        var starts: [Int] = []
        var next = 0
        for paragraph in paragraphs {
            starts.append(next)
            next += paragraph.clusters.count + 1
        }
        return starts
    }

    /// Maps a cluster index of a line showing `clusters` to the index of its character in the
    /// whole text: a line of a paragraph indexes the paragraph's clusters; a truncated line is
    /// a text of its own, counted on from the character its line `start`s at.
    static func characterIndex(clusters: Range<Int>, isTruncated: Bool, start: (paragraph: Int, cluster: Int),
                               paragraphStarts: [Int]) -> (Int) -> Int {
        let base = paragraphStarts[start.paragraph]
        guard isTruncated else { return { base + $0 } }
        return { base + start.cluster + $0 - clusters.lowerBound }
    }

    /// The line metrics of `font` (those of a layout of it, empty or not): its primary
    /// face's at its size, or a fifth below and four fifths above the baseline when no font
    /// is installed. Without making a layout, so a text's spacing and a symbol's cap height
    /// cost no layout-cache lookup.
    static func metrics(of font: Font.Resolved, library: FontLibrary = .shared) -> FontMetrics {
        var font = font
        font.size = sanitizedSize(font.size)
        return metrics(of: library.cascade(for: font), size: font.size)
    }

    private static func metrics(of cascade: FontCascade, size: CGFloat) -> FontMetrics {
        cascade.primary?.metrics(size: size)
            ?? FontMetrics(size: size, ascent: size * 0.8, descent: size * 0.2, leading: 0,
                           capHeight: size * 0.7, xHeight: size * 0.5, unitsPerEm: 1000)
    }

    /// A font size as layouts use it: non-finite sizes are 0, negative ones 0.
    private static func sanitizedSize(_ size: CGFloat) -> CGFloat { size.isFinite ? Swift.max(0, size) : 0 }

    private init(_ key: CacheKey, library: FontLibrary) {
        let cascade = library.cascade(for: key.font)
        let size = key.font.size
        let metrics = Self.metrics(of: cascade, size: size)
        let lineStep = metrics.lineHeight + key.lineSpacing

        // 1. Shape each paragraph and break it into lines.
        let paragraphs = key.string.canonicallyComposed.paragraphs.map { ShapedText($0, cascade: cascade, size: size) }
        var pieces: [(text: ShapedText, clusters: Range<Int>, isTruncated: Bool)] = []
        var starts: [(paragraph: Int, cluster: Int)] = []
        for (p, paragraph) in paragraphs.enumerated() {
            for range in LineBreaker.lines(of: paragraph, maxWidth: key.maxWidth) {
                pieces.append((paragraph, range, false))
                starts.append((p, range.lowerBound))
            }
        }

        // 2. Keep the lines that fit the limits; the last kept line takes the rest, truncated.
        var limit = key.lineLimit ?? Int.max
        if let maxHeight = key.maxHeight, let fitting = Self.linesFitting(in: maxHeight, lineStep: lineStep, lineSpacing: key.lineSpacing),
           fitting < pieces.count {
            limit = Swift.min(limit, Swift.max(1, fitting))
        }
        if pieces.count > limit {
            let start = starts[limit - 1]
            let last = TextLayout.truncatedLine(paragraphs: paragraphs, from: start, mode: key.truncation,
                                                maxWidth: key.maxWidth, cascade: cascade)
            pieces.removeSubrange((limit - 1)...)
            pieces.append((last, 0..<last.clusters.count, true))
        }

        // 3. Measure, align and place.
        let widths = pieces.map { $0.text.width(of: $0.clusters) }
        let width = widths.max() ?? 0
        var faces = FaceTable()
        var glyphs: [Glyph] = []
        var lines: [Line] = []
        var grown: CGFloat = 0
        let bidiParagraphs = paragraphs.map { BidiParagraph($0, direction: key.layoutDirection) }
        let paragraphStarts = Self.paragraphStarts(of: paragraphs)
        for (i, piece) in pieces.enumerated() {
            let growth = piece.text.colorGlyphGrowth(of: piece.clusters, beyond: metrics)
            let baseline = CGFloat(i) * lineStep + metrics.ascent + grown + growth.above
            grown += growth.above + growth.below
            let x = (width - widths[i]) * key.alignment.lineOffsetFraction(in: key.layoutDirection)
            let first = glyphs.count
            var pen = x
            // Clusters left to right; kerning only between clusters that are logical neighbours.
            let paragraph = piece.isTruncated ? BidiParagraph(piece.text, direction: key.layoutDirection) : bidiParagraphs[starts[i].paragraph]
            let bidi = BidiLine(piece.text, clusters: piece.clusters, paragraph: paragraph, cascade: { _ in cascade })
            var previous = piece.clusters.lowerBound - 1
            let characters = Self.characterIndex(clusters: piece.clusters, isTruncated: piece.isTruncated, start: starts[i],
                                                 paragraphStarts: paragraphStarts)
            for c in bidi?.order ?? Array(piece.clusters) {
                let cluster = piece.text.clusters[c]
                if c != piece.clusters.lowerBound, c == previous + 1 { pen += cluster.kernBefore }
                previous = c
                for g in cluster.glyphs {
                    let shaped = piece.text.glyphs[g]
                    let resolved = bidi?.mirroredGlyphs[c] ?? shaped.resolved
                    glyphs.append(Glyph(face: faces.index(of: resolved.face), id: resolved.glyph,
                                        position: CGPoint(x: pen + shaped.offset, y: baseline), character: characters(c)))
                }
                pen += cluster.advance
            }
            lines.append(Line(glyphs: first..<glyphs.count, x: x, baseline: baseline, width: widths[i],
                              isTruncated: piece.isTruncated, text: piece.text.text(of: piece.clusters)))
        }
        self.faces = faces.faces
        self.glyphs = glyphs
        self.lines = lines
        self.isTruncated = lines.contains(where: \.isTruncated)
        self.metrics = metrics
        self.fontSize = size
        self.lineSpacing = key.lineSpacing
        self.unwrappedWidth = paragraphs.map(LineBreaker.unbrokenWidth(of:)).max() ?? 0
        self.styling = nil
        let count = CGFloat(lines.count)
        self.size = CGSize(width: width,
                           height: lines.isEmpty ? 0 : count * metrics.lineHeight + (count - 1) * key.lineSpacing + grown)
        self.firstBaseline = lines.first?.baseline ?? 0
        self.lastBaseline = lines.last?.baseline ?? 0
    }
}

extension TextLayout {
    /// The faces of a layout being built, each with its index in order of first use.
    struct FaceTable {
        private(set) var faces: [FontFace] = []
        private var indices: [FontFace: Int] = [:]

        /// The index of `face`, added at the end when new.
        mutating func index(of face: FontFace) -> Int {
            if let known = indices[face] { return known }
            faces.append(face)
            indices[face] = faces.count - 1
            return faces.count - 1
        }
    }

    /// A width or height limit as layouts use it: nil for nil or non-finite values, 0 for
    /// negative ones.
    static func limit(_ length: CGFloat?) -> CGFloat? {
        length.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }
    }

    /// How many whole lines, `lineStep` points apart, fit in `maxHeight` points; nil when
    /// lines take no room (every line fits).
    static func linesFitting(in maxHeight: CGFloat, lineStep: CGFloat, lineSpacing: CGFloat) -> Int? {
        guard lineStep > 0 else { return nil }
        let fitting = ((maxHeight + lineSpacing) / lineStep + 1e-9).rounded(.down)
        return fitting < CGFloat(Int.max / 2) ? Int(fitting) : nil
    }

    /// For a layout made without a width limit: whether the same text laid out at
    /// `maxWidth` points (as `limit` gives it) is this very layout, because no line wraps
    /// and none was truncated (a truncated line is cut to the width).
    func isUnchanged(atMaxWidth maxWidth: CGFloat) -> Bool {
        !isTruncated && unwrappedWidth <= maxWidth + LineBreaker.tolerance
    }

    /// For a layout made without a height limit: whether the same text laid out within
    /// `maxHeight` points (as `limit` gives it) is this very layout, because all its lines
    /// fit (the first line is always kept).
    func isUnchanged(atMaxHeight maxHeight: CGFloat) -> Bool {
        if let styling { return (styling.lineBottoms.last ?? 0) <= maxHeight + 1e-9 }
        guard let fitting = Self.linesFitting(in: maxHeight, lineStep: metrics.lineHeight + lineSpacing,
                                              lineSpacing: lineSpacing) else { return true }
        return Swift.max(1, fitting) >= lines.count
    }
}
