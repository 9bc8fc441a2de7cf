// TextLayout+LineGrowth.swift · Raster/Text · mirrors Core Text growing a line for the emoji
// font's metrics (iOS 17)
// Status: Partial — only colour emoji faces grow a line; other fallback faces do not.
//
// Core Text measures a line by the largest ascent and the largest descent among the fonts of
// its runs, so a line holding an emoji (Apple Color Emoji) is taller than one without: the
// typographic bounds of a CTLine change when an emoji is added (zed-industries/zed pull
// request 39886, "Fix ascent/descent calculation on macOS", which shows the line moving down).
// Raster applies the same rule with the installed emoji face's `hhea` metrics.

import Foundation

extension ShapedText {
    /// How far the colour glyphs among `clusters` reach beyond `metrics` (the primary face's),
    /// points: above the ascent and below the descent, each at least 0.
    func colorGlyphGrowth(of clusters: Range<Int>, beyond metrics: FontMetrics) -> (above: CGFloat, below: CGFloat) {
        guard hasColorGlyphs else { return (0, 0) }
        var ascent = metrics.ascent, descent = metrics.descent
        var seen: Set<FontFace> = []
        for c in clusters {
            for g in self.clusters[c].glyphs {
                let face = glyphs[g].resolved.face
                guard face.hasColorBitmaps, seen.insert(face).inserted else { continue }
                let faceMetrics = face.metrics(size: size)
                ascent = Swift.max(ascent, faceMetrics.ascent)
                descent = Swift.max(descent, faceMetrics.descent)
            }
        }
        return (ascent - metrics.ascent, descent - metrics.descent)
    }
}
