// TextLayout+Drawing.swift · Raster/Text · the glyph outlines of laid-out text
// Status: Complete. Drawing goes through GraphicsContext (GraphicsContext+Text.swift):
// cached glyph masks for axis-aligned transforms, these outlines filled by the rasterizer
// for every other transform, and these outlines for SVG export.

import Foundation

extension TextLayout {
    /// The largest glyph drawn from the glyph cache's masks, in device pixels per em (a mask
    /// of 4,096 × 4,096 pixels is 16 MB); larger text has its outlines filled, as under rotation.
    static let largestCachedPixelSize: CGFloat = 4096

    /// All glyph outlines as one path (non-zero fill), mapped by `transform` from layout
    /// points (origin top-left, y down). For drawing under rotation or skew, for text
    /// filled with a shape style, and for SVG export.
    func glyphPaths(transform: CGAffineTransform) -> Path {
        var path = Path()
        for glyph in glyphs {
            let face = faces[glyph.face]
            let outline = GlyphCache.shared.outline(face, glyph: glyph.id)
            guard !outline.isEmpty else { continue }
            let s = face.scale(forSize: fontSize)
            let placement = CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: glyph.position.x, ty: glyph.position.y)
            path.addPath(outline, transform: placement.concatenating(transform))
        }
        return path
    }

    /// All glyph outlines in layout points (origin top-left, y down).
    func path() -> Path {
        glyphPaths(transform: .identity)
    }
}
