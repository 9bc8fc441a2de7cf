// GraphicsContext+ColorGlyphs.swift · Raster/Text · draws colour emoji glyphs as images
// (as Core Text draws Apple Color Emoji within text)
// Status: Complete — colour glyphs ignore the text's foreground style and take the context's
// clip, opacity and blend mode; filters apply to the text run as a whole (its caller's layer),
// as for glyph masks.

import Foundation

extension GraphicsContext {
    /// Composites `image`, a colour glyph already scaled to device pixels, with its pen at
    /// device pixel `(penX, penY)` (the glyph origin on the baseline).
    func drawColorGlyph(_ image: ColorGlyphImage, penX: Int, penY: Int) {
        guard let pixmap = image.pixmap else { return }
        let rect = CGRect(x: penX + image.left, y: penY + image.top, width: pixmap.width, height: pixmap.height)
        // Image pixels map 1:1 onto device pixels; nearest sampling reads each exactly.
        let imageToUser = CGAffineTransform(translationX: rect.minX, y: rect.minY).concatenating(deviceTransform.inverted())
        let shading = Shading(storage: .pixmap(pixmap, imageToUser: imageToUser, tiled: false, nearest: true))
        fillDevice(Path(rect), transform: .identity, shading: shading, rule: .nonZero, antialiased: true, alpha: 1)
    }

    /// Draws the colour glyphs of `layout` (origin at the user-space origin) from their
    /// strikes under a transform that rotates or skews, sampled bilinearly; the strike is the
    /// one best suited to `pixelsPerEm`.
    func drawColorGlyphs(of layout: TextLayout, pixelsPerEm: CGFloat) {
        for glyph in layout.glyphs where layout.faces[glyph.face].hasColorBitmaps {
            guard let bitmap = layout.faces[glyph.face].colorBitmap(of: glyph.id, pixelsPerEm: Double(pixelsPerEm)),
                  bitmap.width > 0, let pixmap = try? Pixmap(width: bitmap.width, height: bitmap.height) else { continue }
            pixmap.data = bitmap.pixels
            let s = layout.fontSize / CGFloat(bitmap.pixelsPerEm)
            draw(pixmap, in: CGRect(x: glyph.position.x + CGFloat(bitmap.left) * s, y: glyph.position.y + CGFloat(bitmap.top) * s,
                                    width: CGFloat(bitmap.width) * s, height: CGFloat(bitmap.height) * s))
        }
    }
}
