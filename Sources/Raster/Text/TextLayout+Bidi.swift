// TextLayout+Bidi.swift · Raster/Text · a laid-out line's clusters in visual order (UAX #9 through Bidi.swift)
// Status: Partial — reordering and mirrored glyphs; no Arabic joining forms (no shaper).
//
// The hook between line breaking and glyph placement: TextLayout breaks a paragraph into
// lines in logical order, then asks `BidiLine` for each line's clusters left to right and
// places them with its pen in that order.

import Foundation

/// One line's clusters in visual order, with the glyphs mirrored clusters draw instead.
struct BidiLine {
    /// Cluster indices (into the line's `ShapedText`), left to right; trailing spaces last.
    let order: [Int]
    /// For a cluster drawn right to left whose character mirrors (L4): the mirrored glyph.
    let mirroredGlyphs: [Int: ResolvedGlyph]

    /// The visual order of `clusters` of `text`, a line of a paragraph in `direction`;
    /// nil when it is the logical order with nothing mirrored (all left-to-right text).
    init?(_ text: ShapedText, clusters: Range<Int>, direction: LayoutDirection, cascade: FontCascade) {
        let visible = text.trimmingTrailingSpaces(clusters)
        if direction == .leftToRight, !text.clusters[visible].contains(where: { Bidi.mayReorder($0.character) }) { return nil }
        let characters = text.clusters[visible].map(\.character)
        guard let (visual, levels) = Bidi.visualOrder(of: characters, direction: direction) else { return nil }
        order = visual.map { visible.lowerBound + $0 } + Array(visible.upperBound..<clusters.upperBound)
        var mirrored: [Int: ResolvedGlyph] = [:]
        for (offset, character) in characters.enumerated() where levels[offset] % 2 == 1 {
            guard let mirror = Bidi.mirrored(character), let scalar = mirror.unicodeScalars.first,
                  let glyph = cascade.glyph(for: scalar) else { continue }
            mirrored[visible.lowerBound + offset] = glyph
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
