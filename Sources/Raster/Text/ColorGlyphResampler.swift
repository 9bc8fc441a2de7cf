// ColorGlyphResampler.swift · Raster/Text · Raster's own code (no SwiftUI counterpart)
// Status: Complete.
//
// Colour glyph strikes are large (Noto Color Emoji has one strike of 109 pixels per em,
// bitmaps 136 × 128), and text draws them at 10–150 pixels per em. The resampler is a
// separable triangle (tent) filter whose radius is one source pixel when enlarging (bilinear
// interpolation) and one output pixel when shrinking (so every source pixel contributes,
// weighted by its distance: no aliasing, no mip levels needed). Weights are normalised over
// the whole kernel, including the part beyond the bitmap's edge, which counts as transparent,
// so edges fade out as they would in a larger transparent bitmap. The arithmetic is Float in
// a fixed order on premultiplied values: the same inputs give the same bytes everywhere.

import Foundation

/// A colour glyph scaled to device pixels, placed relative to the pen.
///
/// Raster: device pixels, y down. Pixel `(0, 0)` of `pixmap` sits at `(penX + left,
/// penY + top)`, where the pen is the glyph origin on the baseline snapped to whole pixels.
struct ColorGlyphImage: @unchecked Sendable {
    var left: Int
    var top: Int
    /// Premultiplied RGBA; nil when the glyph has no ink.
    var pixmap: Pixmap?

    static let empty = ColorGlyphImage(left: 0, top: 0, pixmap: nil)
}

enum ColorGlyphResampler {
    /// The filter taps of one axis: for each output pixel, the first source pixel it reads
    /// and one weight per source pixel from there.
    private struct Taps {
        var first: [Int] = []
        var weights: [[Float]] = []
    }

    /// `bitmap` scaled by `scaleX` × `scaleY` device pixels per strike pixel (both > 0),
    /// covering every device pixel the filter reaches.
    static func image(of bitmap: ColorGlyphBitmap, scaleX: Double, scaleY: Double) -> ColorGlyphImage {
        guard bitmap.width > 0, bitmap.height > 0, scaleX > 0, scaleY > 0, scaleX.isFinite, scaleY.isFinite else {
            return .empty
        }
        let (left, columns) = taps(sourceCount: bitmap.width, sourceStart: Double(bitmap.left), scale: scaleX)
        let (top, rows) = taps(sourceCount: bitmap.height, sourceStart: Double(bitmap.top), scale: scaleY)
        let width = columns.first.count, height = rows.first.count
        guard width > 0, height > 0, let pixmap = try? Pixmap(width: width, height: height) else { return .empty }

        // Horizontal pass: every source row to `width` columns, premultiplied Float RGBA.
        var horizontal = [Float](repeating: 0, count: bitmap.height * width * 4)
        for y in 0..<bitmap.height {
            for x in 0..<width {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                let first = columns.first[x]
                for (k, w) in columns.weights[x].enumerated() {
                    let s = (y * bitmap.width + first + k) * 4
                    sum.0 += w * Float(bitmap.pixels[s]); sum.1 += w * Float(bitmap.pixels[s + 1])
                    sum.2 += w * Float(bitmap.pixels[s + 2]); sum.3 += w * Float(bitmap.pixels[s + 3])
                }
                let d = (y * width + x) * 4
                horizontal[d] = sum.0; horizontal[d + 1] = sum.1; horizontal[d + 2] = sum.2; horizontal[d + 3] = sum.3
            }
        }
        // Vertical pass into the output, rounded, colour kept within alpha.
        for y in 0..<height {
            let first = rows.first[y]
            for x in 0..<width {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (k, w) in rows.weights[y].enumerated() {
                    let s = ((first + k) * width + x) * 4
                    sum.0 += w * horizontal[s]; sum.1 += w * horizontal[s + 1]
                    sum.2 += w * horizontal[s + 2]; sum.3 += w * horizontal[s + 3]
                }
                let a = byte(sum.3)
                let d = (y * width + x) * 4
                pixmap.data[d] = Swift.min(byte(sum.0), a)
                pixmap.data[d + 1] = Swift.min(byte(sum.1), a)
                pixmap.data[d + 2] = Swift.min(byte(sum.2), a)
                pixmap.data[d + 3] = a
            }
        }
        return ColorGlyphImage(left: left, top: top, pixmap: pixmap)
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(Swift.max(0, Swift.min(255, value.rounded())))
    }

    /// The taps along one axis for `sourceCount` source pixels whose first starts at
    /// `sourceStart` source pixels from the pen, `scale` output pixels per source pixel;
    /// returns the first output pixel's position relative to the pen as well.
    private static func taps(sourceCount: Int, sourceStart: Double, scale: Double) -> (start: Int, taps: Taps) {
        let radius = Swift.max(1, 1 / scale) // in source pixels
        let start0 = sourceStart * scale, end0 = (sourceStart + Double(sourceCount)) * scale
        let reach = radius * scale
        let start = Int((start0 - reach).rounded(.down)), end = Int((end0 + reach).rounded(.up))
        var taps = Taps()
        for output in start..<end {
            // The output pixel's centre in source pixels from the bitmap's left (or top) edge.
            let u = (Double(output) + 0.5) / scale - sourceStart
            let low = Int((u - radius - 0.5).rounded(.down)), high = Int((u + radius - 0.5).rounded(.up))
            var weights: [Float] = []
            var total: Double = 0
            var first = -1
            for k in low...high {
                let w = Swift.max(0, 1 - abs(Double(k) + 0.5 - u) / radius)
                total += w
                guard k >= 0, k < sourceCount else { continue }
                if first < 0 { first = k }
                weights.append(Float(w))
            }
            taps.first.append(Swift.max(first, 0))
            taps.weights.append(total > 0 ? weights.map { $0 / Float(total) } : [])
        }
        return (start, taps)
    }
}
