// TextLayout+Drawing.swift · Raster/Text · draws what SwiftUI Text displays (iOS 17)
// Status: Complete — solid colour fill; gradients and other shape styles on text come from
// GraphicsContext (draw `glyphPaths(transform:)` or mask with the glyph coverage).
//
// Axis-aligned transforms (scale > 0 and translation): glyph masks from FreeType's grayscale
// rasterizer, unhinted, at the device pixel size, with the pen's x quantised to 1/4 pixel
// (nearest quarter) and the baseline snapped to the nearest whole pixel, then cached
// (GlyphCache). Every other transform (rotation, skew, mirroring): each glyph's outline is
// mapped through the full transform and rendered at its exact position, uncached.

import Foundation

extension TextLayout {
    /// The largest glyph drawn, in device pixels per em; larger text is skipped with a warning.
    static let largestDrawablePixelSize: CGFloat = 4096

    /// Draws the glyphs in `color`, source-over.
    ///
    /// - Parameters:
    ///   - pixmap: the device surface.
    ///   - transform: maps layout points (origin at the layout box's top-left, y down) to
    ///     device pixels.
    ///   - color: the fill colour.
    ///   - clipMask: device-space coverage that scales the glyph coverage; pixels outside
    ///     it are not touched.
    ///   - library: where warnings go.
    func draw(into pixmap: Pixmap, transform: CGAffineTransform, color: Color.Resolved,
              clipMask: CoverageMask? = nil, library: FontLibrary = .shared) {
        let source = GlyphCompositor.premultiplied(color)
        guard source.a > 0, !glyphs.isEmpty,
              [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
        else { return }
        let scale = Swift.max(hypot(transform.a, transform.b), hypot(transform.c, transform.d))
        guard fontSize * scale <= TextLayout.largestDrawablePixelSize else {
            library.warnOnce("huge-text", "text larger than \(Int(TextLayout.largestDrawablePixelSize)) px per em is not drawn")
            return
        }
        if transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0 {
            drawAxisAligned(into: pixmap, transform: transform, color: source, clipMask: clipMask)
        } else {
            drawTransformed(into: pixmap, transform: transform, color: source, clipMask: clipMask)
        }
    }

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

    /// Points beyond this many pixels from the origin are not drawn (their pixel index would
    /// not fit the arithmetic, and no pixmap reaches them).
    private static let devicePositionLimit: CGFloat = 1_073_741_824

    private func drawAxisAligned(into pixmap: Pixmap, transform t: CGAffineTransform, color: PremultipliedRGBA8,
                                 clipMask: CoverageMask?) {
        let pixelWidth = Int((fontSize * t.a * 64).rounded()), pixelHeight = Int((fontSize * t.d * 64).rounded())
        guard pixelWidth > 0, pixelHeight > 0 else { return }
        let steps = GlyphCache.subpixelSteps
        for glyph in glyphs {
            let x = t.a * glyph.position.x + t.tx, y = t.d * glyph.position.y + t.ty
            guard abs(x) < TextLayout.devicePositionLimit, abs(y) < TextLayout.devicePositionLimit else { continue }
            let quarters = Int((x * CGFloat(steps)).rounded())
            let penX = quarters >= 0 ? quarters / steps : -((-quarters + steps - 1) / steps)
            let penY = Int(y.rounded())
            let mask = GlyphCache.shared.mask(faces[glyph.face], glyph: glyph.id, pixelWidth: pixelWidth,
                                              pixelHeight: pixelHeight, subpixel: quarters - penX * steps)
            GlyphCompositor.composite(mask, x: penX + mask.left, y: penY + mask.top, color: color, clip: clipMask,
                                      into: pixmap)
        }
    }

    private func drawTransformed(into pixmap: Pixmap, transform t: CGAffineTransform, color: PremultipliedRGBA8,
                                 clipMask: CoverageMask?) {
        for glyph in glyphs {
            let origin = glyph.position.applying(t)
            guard abs(origin.x) < TextLayout.devicePositionLimit, abs(origin.y) < TextLayout.devicePositionLimit
            else { continue }
            let face = faces[glyph.face]
            let s = Double(face.scale(forSize: fontSize))
            let penX = origin.x.rounded(.down), penY = origin.y.rounded(.down)
            // Design units are y up and device pixels y down; FreeType renders y up, so the
            // device map (a c; b d) becomes (a −c; −b d) and the pen's y fraction flips sign.
            let map = GlyphTransform(xx: Double(t.a) * s, xy: -Double(t.c) * s, yx: -Double(t.b) * s, yy: Double(t.d) * s,
                                     dx: Double(origin.x - penX), dy: -Double(origin.y - penY))
            guard let mask = face.renderMask(of: glyph.id, transform: map) else { continue }
            GlyphCompositor.composite(mask, x: Int(penX) + mask.left, y: Int(penY) + mask.top, color: color,
                                      clip: clipMask, into: pixmap)
        }
    }
}
