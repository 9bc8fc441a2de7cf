// GlyphCache.swift · Raster/Text · Raster's own type (no SwiftUI counterpart)
// Status: Complete.

import Foundation

/// Rendered glyph masks, scaled colour glyph images and glyph outlines, kept for reuse across draws and threads.
///
/// Raster: a mask is keyed by face, glyph, pixel size per em (1/64 px, x and y) and the pen's
/// sub-pixel x offset in quarters of a pixel, so each key has exactly one correct image and
/// eviction never changes output. Masks above `largestCachedPixelSize` are rendered on each
/// draw instead, so the cache's memory stays bounded (≈ 8192 small masks).
final class GlyphCache: @unchecked Sendable {
    static let shared = GlyphCache()

    /// Sub-pixel x positions per pixel: pens are quantised to 1/4 pixel.
    static let subpixelSteps = 4
    /// The largest pixel size per em (in pixels) whose masks are cached.
    static let largestCachedPixelSize = 256

    struct MaskKey: Hashable {
        var face: Int
        var glyph: UInt32
        /// Pixels per em, horizontally and vertically, in 1/64 px.
        var pixelWidth: Int
        var pixelHeight: Int
        /// The pen's sub-pixel x offset in 1/`subpixelSteps` px, 0..<subpixelSteps.
        var subpixel: Int
    }

    private struct OutlineKey: Hashable {
        var face: Int
        var glyph: UInt32
    }

    private let masks = LRUCache<MaskKey, GlyphMask>(capacity: 8192)
    private let outlines = LRUCache<OutlineKey, Path>(capacity: 4096)
    private let colorImages = LRUCache<MaskKey, ColorGlyphImage>(capacity: 1024)

    /// The mask of `glyph` at `pixelWidth` × `pixelHeight` pixels per em (1/64 px) with the
    /// pen `subpixel` quarters of a pixel to the right of a whole pixel.
    func mask(_ face: FontFace, glyph: UInt32, pixelWidth: Int, pixelHeight: Int, subpixel: Int) -> GlyphMask {
        let key = MaskKey(face: face.serial, glyph: glyph, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                          subpixel: subpixel)
        let render = {
            let em = 64 * Double(face.unitsPerEm)
            let transform = GlyphTransform(xx: Double(pixelWidth) / em, xy: 0, yx: 0, yy: Double(pixelHeight) / em,
                                           dx: Double(subpixel) / Double(GlyphCache.subpixelSteps), dy: 0)
            return face.renderMask(of: glyph, transform: transform) ?? .empty
        }
        guard Swift.max(pixelWidth, pixelHeight) <= GlyphCache.largestCachedPixelSize * 64 else { return render() }
        return masks.value(for: key, orInsert: render)
    }

    /// The image of colour glyph `glyph` at `pixelWidth` × `pixelHeight` pixels per em
    /// (1/64 px), for a pen on a whole pixel (colour glyphs are not positioned in sub-pixels).
    func colorImage(_ face: FontFace, glyph: UInt32, pixelWidth: Int, pixelHeight: Int) -> ColorGlyphImage {
        let key = MaskKey(face: face.serial, glyph: glyph, pixelWidth: pixelWidth, pixelHeight: pixelHeight, subpixel: 0)
        let render = {
            let pixelsPerEm = Double(Swift.max(pixelWidth, pixelHeight)) / 64
            guard let bitmap = face.colorBitmap(of: glyph, pixelsPerEm: pixelsPerEm) else { return ColorGlyphImage.empty }
            return ColorGlyphResampler.image(of: bitmap, scaleX: Double(pixelWidth) / 64 / bitmap.pixelsPerEm,
                                             scaleY: Double(pixelHeight) / 64 / bitmap.pixelsPerEm)
        }
        guard Swift.max(pixelWidth, pixelHeight) <= GlyphCache.largestCachedPixelSize * 64 else { return render() }
        return colorImages.value(for: key, orInsert: render)
    }

    /// The outline of `glyph` in design units, y down, origin at the pen on the baseline.
    func outline(_ face: FontFace, glyph: UInt32) -> Path {
        outlines.value(for: OutlineKey(face: face.serial, glyph: glyph)) { face.outlinePath(of: glyph) }
    }
}
