// GraphicsContext+Text.swift · Raster/Text · draws laid-out text through GraphicsContext (SwiftUI's GraphicsContext.draw(_: Text, ...))
// Status: Complete.

import Foundation

extension GraphicsContext {
    /// Draws `layout` with its top-left corner at `origin` (user space), painted with
    /// `shading`, through the context's clip, opacity, blend mode and layers.
    ///
    /// Raster: when the device transform only scales and translates, glyphs come from the
    /// glyph cache (rendered at the device pixel size, pens on 1/4 pixel, baselines on whole
    /// pixels); otherwise their outlines are filled by the rasterizer. Colour (emoji) glyphs
    /// are composited as images (GraphicsContext+ColorGlyphs.swift), pens on whole pixels.
    /// Text larger than 4,096 device pixels per em (`TextLayout.largestCachedPixelSize`, such
    /// as 17-point text in a snapshot at scale 1,000) has its outlines filled, unhinted.
    func draw(_ layout: TextLayout, at origin: CGPoint, with shading: Shading) {
        guard !layout.glyphs.isEmpty else { return }
        textFaces?.note(layout)
        let t = CGAffineTransform(translationX: origin.x, y: origin.y).concatenating(deviceTransform)
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
        let scale = Swift.max(hypot(t.a, t.b), hypot(t.c, t.d))
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, layout.fontSize * scale <= TextLayout.largestCachedPixelSize else {
            var context = self
            context.concatenate(CGAffineTransform(translationX: origin.x, y: origin.y))
            context.fill(layout.glyphPaths(transform: .identity), with: shading)
            context.drawColorGlyphs(of: layout, pixelsPerEm: layout.fontSize * scale)
            return
        }
        let pixelWidth = Int((layout.fontSize * t.a * 64).rounded()), pixelHeight = Int((layout.fontSize * t.d * 64).rounded())
        guard pixelWidth > 0, pixelHeight > 0 else { return }
        let steps = GlyphCache.subpixelSteps
        let limit: CGFloat = 1_073_741_824
        for glyph in layout.glyphs {
            let x = t.a * glyph.position.x + t.tx, y = t.d * glyph.position.y + t.ty
            guard abs(x) < limit, abs(y) < limit else { continue }
            let quarters = Int((x * CGFloat(steps)).rounded())
            let penX = quarters >= 0 ? quarters / steps : -((-quarters + steps - 1) / steps)
            let penY = Int(y.rounded())
            if layout.faces[glyph.face].hasColorBitmaps {
                drawColorGlyph(GlyphCache.shared.colorImage(layout.faces[glyph.face], glyph: glyph.id, pixelWidth: pixelWidth,
                                                            pixelHeight: pixelHeight), penX: Int(x.rounded()), penY: penY)
                continue
            }
            let mask = GlyphCache.shared.mask(layout.faces[glyph.face], glyph: glyph.id, pixelWidth: pixelWidth,
                                              pixelHeight: pixelHeight, subpixel: quarters - penX * steps)
            guard mask.width > 0, mask.height > 0 else { continue }
            fill(mask: CoverageMask(originX: penX + mask.left, originY: penY + mask.top,
                                    width: mask.width, height: mask.height, coverage: mask.coverage),
                 with: shading)
        }
    }
}
