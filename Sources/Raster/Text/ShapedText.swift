// ShapedText.swift · Raster/Text · Raster's own type (no SwiftUI counterpart)
// Status: Partial — one glyph per Unicode scalar from the font cascade, unhinted advances
// and pair kerning. TODO: GSUB (ligatures, contextual alternates), mark positioning,
// complex scripts and right-to-left runs need a real shaper.

import Foundation

/// A glyph of a shaped paragraph, offset from the start of its cluster.
struct ShapedGlyph: Hashable, Sendable {
    var resolved: ResolvedGlyph
    /// Points from the cluster's origin to the glyph's origin.
    var offset: CGFloat
}

/// A grapheme cluster (a Swift `Character`) after shaping: the unit of line breaking.
struct ShapedCluster: Hashable, Sendable {
    /// The cluster's glyphs in `ShapedText.glyphs`.
    var glyphs: Range<Int>
    /// Points the pen moves over the cluster.
    var advance: CGFloat
    /// Kerning between the previous cluster's last glyph and this one's first, in points;
    /// dropped when the cluster starts a line.
    var kernBefore: CGFloat
    var breakClass: LineBreakClass
    /// The character the cluster shows.
    var character: Character
    /// The index of the styled run the cluster belongs to (`TextLayout.Styling`); 0 in text of
    /// one style.
    var run: Int = 0
}

/// One paragraph (text without line breaks) turned into positioned glyphs.
///
/// Raster: points. Each Unicode scalar maps to one glyph of the first face in the cascade
/// that covers it, except that a cluster asking for emoji presentation takes the colour emoji
/// face's glyphs for the whole sequence (FontCascade+Emoji.swift); default-ignorable scalars (zero-width joiners, variation selectors,
/// control characters, soft hyphens) get no glyph and no width. A tab is as wide as four
/// spaces (TODO: tab stops).
struct ShapedText: Sendable {
    /// Internal so that styled runs can add tracking and tabular digits (TextLayout+Runs.swift).
    var glyphs: [ShapedGlyph] = []
    var clusters: [ShapedCluster] = []
    /// The font size in points.
    let size: CGFloat
    /// Whether a glyph comes from a colour bitmap face (emoji), whose taller metrics may grow
    /// its line (TextLayout+LineGrowth.swift).
    private(set) var hasColorGlyphs = false

    init(size: CGFloat) {
        self.size = size
    }

    /// Shapes `characters` (no newlines) with `cascade` at `size` points; Arabic letters take
    /// their contextual forms first (ArabicJoining.swift).
    init<C: Collection>(_ characters: C, cascade: FontCascade, size: CGFloat) where C.Element == Character {
        self.size = size
        shape(characters, cascade: cascade)
    }

    /// Shapes `text` as the generic initializer does, with room for its clusters and glyphs
    /// reserved up front: its UTF-8 length bounds both and costs nothing to count, where
    /// counting its characters would be a pass over the text of its own.
    init(_ text: Substring, cascade: FontCascade, size: CGFloat) {
        self.size = size
        clusters.reserveCapacity(text.utf8.count)
        glyphs.reserveCapacity(text.utf8.count)
        shape(text, cascade: cascade)
    }

    /// Appends the clusters of `characters` to an empty text: in one pass, unless a joining Arabic
    /// letter turns up, when all of them are shaped again in their contextual forms.
    private mutating func shape<C: Collection>(_ characters: C, cascade: FontCascade) where C.Element == Character {
        for character in characters {
            if ArabicJoining.joins(character), let joined = ArabicJoining.contextualForms(characters) {
                glyphs.removeAll(keepingCapacity: true)
                clusters.removeAll(keepingCapacity: true)
                hasColorGlyphs = false
                for character in joined { append(character, cascade: cascade) }
                return
            }
            append(character, cascade: cascade)
        }
    }

    /// The width of the clusters in `range` in points, without trailing spaces and without
    /// the first cluster's kerning.
    func width(of range: Range<Int>) -> CGFloat {
        var width: CGFloat = 0
        for i in range.lowerBound..<trimmingTrailingSpaces(range).upperBound {
            width += (i == range.lowerBound ? 0 : clusters[i].kernBefore) + clusters[i].advance
        }
        return width
    }

    /// The text of the clusters in `range`, without trailing spaces.
    func text(of range: Range<Int>) -> String {
        String(clusters[trimmingTrailingSpaces(range)].map(\.character))
    }

    /// `range` without the spaces at its end.
    func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, clusters[end - 1].breakClass == .space { end -= 1 }
        return range.lowerBound..<end
    }

    /// Appends the clusters in `range` of `other` (shaped at the same size), kerning the
    /// first against the current last glyph.
    mutating func append(_ other: ShapedText, clusters range: Range<Int>) {
        for i in range {
            var cluster = other.clusters[i]
            let first = glyphs.count
            glyphs.append(contentsOf: other.glyphs[cluster.glyphs])
            cluster.glyphs = first..<glyphs.count
            if i == range.lowerBound { cluster.kernBefore = kerning(before: first) }
            clusters.append(cluster)
        }
        hasColorGlyphs = hasColorGlyphs || other.hasColorGlyphs
    }

    /// Appends one character's cluster.
    private mutating func append(_ character: Character, cascade: FontCascade) {
        let breakClass = LineBreakClass(character)
        let first = glyphs.count
        var advance: CGFloat = 0
        if character.utf8.count > 1, let emoji = cascade.emojiGlyphs(for: character) {
            for resolved in emoji {
                glyphs.append(ShapedGlyph(resolved: resolved, offset: advance))
                advance += resolved.face.points(resolved.face.advance(of: resolved.glyph), size: size)
            }
            hasColorGlyphs = true
        } else {
            for scalar in character.unicodeScalars where !ShapedText.isIgnorable(scalar) {
                guard let resolved = cascade.glyph(for: scalar == "\t" ? " " : scalar) else {
                    advance += size / 2 // No font installed at all: keep the layout's proportions.
                    continue
                }
                let face = resolved.face
                glyphs.append(ShapedGlyph(resolved: resolved, offset: advance))
                let width = face.points(face.advance(of: resolved.glyph), size: size)
                advance += scalar == "\t" ? width * 4 : width
                hasColorGlyphs = hasColorGlyphs || face.hasColorBitmaps
            }
        }
        let cluster = ShapedCluster(glyphs: first..<glyphs.count, advance: advance,
                                    kernBefore: kerning(before: first), breakClass: breakClass, character: character)
        clusters.append(cluster)
    }

    /// Kerning in points between the glyph before `index` and the glyph at `index`, when
    /// both exist and come from the same face.
    private func kerning(before index: Int) -> CGFloat {
        guard index > 0, index < glyphs.count else { return 0 }
        let left = glyphs[index - 1].resolved, right = glyphs[index].resolved
        guard left.face === right.face else { return 0 }
        return left.face.points(left.face.kerning(left.glyph, right.glyph), size: size)
    }

    /// Scalars drawn with no glyph and no width: controls, zero-width format characters,
    /// soft hyphen, variation selectors and tags.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x034F, 0x061C, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E,
             0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }
}
