// TextLayout+Bidi.swift · Raster/Text · a laid-out line's clusters in visual order (UAX #9 through Bidi.swift)
// Status: Partial — per-paragraph levels, per-line reordering and mirrored glyphs; Arabic joining
// forms come from ArabicJoining.swift (no shaper).
//
// The hook between line breaking and glyph placement: TextLayout breaks a paragraph into
// lines in logical order; `BidiParagraph` resolves the paragraph's embedding levels once,
// across all its styled runs (a `Text + Text` or Markdown paragraph is one bidi paragraph,
// as in Core Text's attributed strings), and `BidiLine` gives each line's clusters left to
// right, which TextLayout places with its pen in that order. A cluster keeps its run (and so
// its style) wherever it moves.

import Foundation

/// A paragraph's embedding levels after UAX #9's rules X1–I2, shared by its lines.
struct BidiParagraph {
    /// 0 for a left-to-right paragraph, 1 for right to left (from `\.layoutDirection`).
    let level: UInt8
    /// Each cluster's bidi class (its first scalar's).
    let classes: [BidiClass]
    /// Each cluster's resolved level.
    let levels: [UInt8]

    /// The levels of `text`, a whole paragraph in `direction`; nil when it reads in logical
    /// order (a left-to-right paragraph without right-to-left characters or controls).
    init?(_ text: ShapedText, direction: LayoutDirection) {
        if direction == .leftToRight, !text.clusters.contains(where: { Bidi.mayReorder($0.character) }) { return nil }
        let scalars = text.clusters.map { $0.character.unicodeScalars.first ?? " " }
        level = direction == .rightToLeft ? 1 : 0
        classes = scalars.map(BidiClass.init)
        levels = Bidi.paragraphLevels(classes, scalars: scalars, paragraphLevel: level)
    }
}

/// One line's clusters in visual order, with the glyphs mirrored clusters draw instead.
struct BidiLine {
    /// Cluster indices (into the line's `ShapedText`), left to right; trailing spaces last.
    let order: [Int]
    /// For a cluster drawn right to left whose character mirrors (L4): the mirrored glyph.
    let mirroredGlyphs: [Int: ResolvedGlyph]

    /// The visual order of `clusters` of `text`, a line of `paragraph` (the levels of all of
    /// `text`), a mirrored glyph taken from the cascade `cascade` gives for a cluster index;
    /// nil when it is the logical order with nothing mirrored.
    init?(_ text: ShapedText, clusters: Range<Int>, paragraph: BidiParagraph?, cascade: (Int) -> FontCascade) {
        guard let paragraph else { return nil }
        let visible = text.trimmingTrailingSpaces(clusters)
        let levels = Bidi.lineLevels(paragraph.levels[visible], classes: paragraph.classes[visible], paragraphLevel: paragraph.level)
        if !levels.contains(where: { $0 != 0 }) { return nil }
        order = Bidi.reorder(levels).map { visible.lowerBound + $0 } + Array(visible.upperBound..<clusters.upperBound)
        var mirrored: [Int: ResolvedGlyph] = [:]
        for (offset, level) in levels.enumerated() where level % 2 == 1 {
            let c = visible.lowerBound + offset
            guard let mirror = Bidi.mirrored(text.clusters[c].character), let scalar = mirror.unicodeScalars.first,
                  let glyph = cascade(c).glyph(for: scalar) else { continue }
            mirrored[c] = glyph
        }
        mirroredGlyphs = mirrored
    }
}

extension TextAlignment {
    /// The fraction of a line's free space placed to its left in `direction`: leading is
    /// the right edge when right to left.
    func lineOffsetFraction(in direction: LayoutDirection) -> CGFloat {
        direction == .rightToLeft ? 1 - lineOffsetFraction : lineOffsetFraction
    }
}
