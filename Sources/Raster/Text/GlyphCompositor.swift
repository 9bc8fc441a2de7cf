// GlyphCompositor.swift · Raster/Text · Raster's own code (no SwiftUI counterpart)
// Status: Complete — solid colour, source-over; to be routed through GraphicsContext.
//
// Source-over with a premultiplied colour C = (r, g, b, a) and coverage m (0…255, the glyph
// mask times the clip mask): S = C·m/255, D' = S + D·(255 − S.a)/255 per channel. Products
// of two bytes are divided by 255 with exact rounding: t = x·y + 128, (t + t>>8) >> 8.

import Foundation

enum GlyphCompositor {
    /// `color` as premultiplied bytes: each straight component rounded to a byte, then
    /// multiplied by the alpha byte with rounding.
    static func premultiplied(_ color: Color.Resolved) -> PremultipliedRGBA8 {
        let b = color.bytes
        return PremultipliedRGBA8(r: UInt8(mul255(UInt32(b.r), UInt32(b.a))), g: UInt8(mul255(UInt32(b.g), UInt32(b.a))),
                                  b: UInt8(mul255(UInt32(b.b), UInt32(b.a))), a: b.a)
    }

    /// x·y/255 rounded to nearest, for bytes x and y.
    @inline(__always)
    static func mul255(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x * y + 128
        return (t + (t >> 8)) >> 8
    }

    /// Blends `color` through `mask` onto `pixmap` with the mask's pixel (0, 0) on device
    /// pixel (`x`, `y`). Pixels outside the pixmap or outside `clip` are left alone.
    static func composite(_ mask: GlyphMask, x: Int, y: Int, color: PremultipliedRGBA8, clip: CoverageMask?,
                          into pixmap: Pixmap) {
        guard mask.width > 0, mask.height > 0, color.a > 0 else { return }
        var x0 = Swift.max(x, 0), y0 = Swift.max(y, 0)
        var x1 = Swift.min(x + mask.width, pixmap.width), y1 = Swift.min(y + mask.height, pixmap.height)
        if let clip {
            x0 = Swift.max(x0, clip.originX); y0 = Swift.max(y0, clip.originY)
            x1 = Swift.min(x1, clip.originX + clip.width); y1 = Swift.min(y1, clip.originY + clip.height)
        }
        guard x0 < x1, y0 < y1 else { return }
        let r = UInt32(color.r), g = UInt32(color.g), b = UInt32(color.b), a = UInt32(color.a)
        let width = pixmap.width
        let clipCoverage = clip?.coverage ?? []
        pixmap.data.withUnsafeMutableBufferPointer { dst in
            mask.coverage.withUnsafeBufferPointer { src in
                clipCoverage.withUnsafeBufferPointer { clipBytes in
                    for row in y0..<y1 {
                        let maskRow = (row - y) * mask.width - x
                        let clipRow = clip.map { (row - $0.originY) * $0.width - $0.originX } ?? 0
                        var d = (row * width + x0) * 4
                        for column in x0..<x1 {
                            defer { d += 4 }
                            var m = UInt32(src[maskRow + column])
                            if clip != nil { m = mul255(m, UInt32(clipBytes[clipRow + column])) }
                            if m == 0 { continue }
                            let sa = mul255(a, m), inverse = 255 - sa
                            dst[d] = UInt8(mul255(r, m) + mul255(UInt32(dst[d]), inverse))
                            dst[d + 1] = UInt8(mul255(g, m) + mul255(UInt32(dst[d + 1]), inverse))
                            dst[d + 2] = UInt8(mul255(b, m) + mul255(UInt32(dst[d + 2]), inverse))
                            dst[d + 3] = UInt8(sa + mul255(UInt32(dst[d + 3]), inverse))
                        }
                    }
                }
            }
        }
    }
}
