// FontFace+ColorGlyphs.swift · Raster/Text · Raster's own code (plays the part of Core Text
// drawing Apple Color Emoji's bitmaps)
// Status: Partial — colour bitmap glyphs of CBDT/CBLC fonts (Noto Color Emoji) through
// FreeType's `FT_LOAD_COLOR`; no sbix (Apple Color Emoji's format on macOS), COLR or SVG
// glyphs.
//
// FreeType decodes a strike's PNG into premultiplied BGRA (`FT_PIXEL_MODE_BGRA`, FreeType 2
// API reference, "FT_Pixel_Mode"); Raster swaps it to its own premultiplied RGBA and scales
// it to the text size itself (ColorGlyphResampler.swift), so the result does not depend on
// FreeType's bitmap scaling.

import CFreeType
import Foundation

/// A colour glyph as its font stores it: one strike's bitmap, placed relative to the pen.
///
/// Raster: strike pixels, y down. Pixel `(0, 0)` sits at `(left, top)` strike pixels from
/// the glyph origin on the baseline (`top` is negative above the baseline); `pixels` is
/// premultiplied RGBA8, row-major, `4 × width` bytes per row.
struct ColorGlyphBitmap: Sendable {
    /// The strike's size in pixels per em (its `y_ppem`).
    var pixelsPerEm: Double
    var left: Int
    var top: Int
    var width: Int
    var height: Int
    var pixels: [UInt8]
}

extension FontFace {
    /// Whether `face` holds colour bitmap strikes and no outlines (CBDT/CBLC or sbix fonts).
    static func isColorBitmapFace(_ face: FT_Face) -> Bool {
        let flags = face.pointee.face_flags
        return flags & FreeTypeFlags.faceScalable == 0 && flags & FreeTypeFlags.faceColor != 0
            && flags & FreeTypeFlags.faceFixedSizes != 0 && face.pointee.num_fixed_sizes > 0
    }

    /// The bitmap of colour glyph `glyph` from the strike best suited to `pixelsPerEm`: the
    /// smallest at least that large, else the largest. Nil when the glyph has no colour
    /// bitmap or fails to load; an empty bitmap (0 × 0) for glyphs without ink (a zero-width
    /// joiner).
    func colorBitmap(of glyph: UInt32, pixelsPerEm: Double) -> ColorGlyphBitmap? {
        withLockedFace { face in
            let count = Int(face.pointee.num_fixed_sizes)
            guard count > 0, let sizes = face.pointee.available_sizes else { return nil }
            var best = 0
            for i in 0..<count {
                let ppem = Double(sizes[i].y_ppem) / 64, bestPPEM = Double(sizes[best].y_ppem) / 64
                let fits = ppem >= pixelsPerEm, bestFits = bestPPEM >= pixelsPerEm
                if (fits && (!bestFits || ppem < bestPPEM)) || (!fits && !bestFits && ppem > bestPPEM) { best = i }
            }
            guard FT_Select_Size(face, FT_Int(best)) == 0,
                  FT_Load_Glyph(face, FT_UInt(glyph), FreeTypeFlags.loadColor) == 0 else { return nil }
            let slot = face.pointee.glyph!
            let bitmap = slot.pointee.bitmap
            let strikePPEM = Double(sizes[best].y_ppem) / 64
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            guard width > 0, height > 0, let buffer = bitmap.buffer else {
                return ColorGlyphBitmap(pixelsPerEm: strikePPEM, left: 0, top: 0, width: 0, height: 0, pixels: [])
            }
            guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), strikePPEM > 0 else { return nil }
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for row in 0..<height {
                let source = pitch >= 0 ? buffer + row * pitch : buffer + (row - height + 1) * pitch
                for x in 0..<width {
                    let s = source + x * 4, d = (row * width + x) * 4
                    pixels[d] = s[2]; pixels[d + 1] = s[1]; pixels[d + 2] = s[0]; pixels[d + 3] = s[3]
                }
            }
            return ColorGlyphBitmap(pixelsPerEm: strikePPEM, left: Int(slot.pointee.bitmap_left),
                                    top: -Int(slot.pointee.bitmap_top), width: width, height: height, pixels: pixels)
        }
    }
}
