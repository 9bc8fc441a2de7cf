// PNGEncoder.swift · Raster/Output · Raster's own type (no SwiftUI counterpart; compare
// UIImage.pngData() on iOS)
// Status: Complete.
//
// Encodes a premultiplied RGBA8 `Pixmap` as an 8-bit sRGB PNG, in memory. This file is the
// API and what is checked before any byte is written; PNGWriter.swift writes the chunks and
// rows (deflated by libdeflate, IDATStream.swift), AdaptiveRowFilter.swift chooses the `.adaptive`
// filter of each row.
//
// Everything the writer could reject is validated here, before it is called: image size
// (Pixmap's limits are far inside PNG's 2^31 − 1 pixel side limit), compression level
// 0...9, filter, pHYs value, text chunks.
//
// Colour: premultiplied → straight alpha with exact rounding, c = round(c × 255 / a) (half
// up); a = 0 becomes 0,0,0,0. When every alpha in the image is 255 the PNG is written as
// 8-bit RGB instead of RGBA: the choice depends on the pixels only, so equal input still
// gives equal bytes, and an opaque frame shrinks by a quarter before compression.
// Chunks: IHDR, sRGB (perceptual), pHYs, tEXt/iTXt (sorted by key), IDAT..., IEND. No tIME,
// so the bytes depend only on pixels and options.

import Foundation

/// Encodes pixmaps as PNG files.
///
/// Raster: pixels in, bytes out. The output is deterministic: the same pixmap and options
/// give the same bytes on every run (libdeflate's version being equal).
public struct PNGEncoder {
    /// The PNG row filter (PNG specification §7.3) applied before compression.
    public enum Filter: Sendable, CaseIterable {
        case none, sub, up, average, paeth
        /// A choice per row among Sub, Up and Paeth, the one whose filtered bytes have the
        /// smallest sum of absolute values (see `AdaptiveRowFilter`).
        case adaptive
    }

    /// Points-to-pixels factor recorded in pHYs; 1 means 72 dpi. Default 1.
    public var scale: CGFloat
    /// Deflate level on zlib's scale, 0 (store) ... 9 (smallest), given to libdeflate. Default 6.
    public var compressionLevel: Int
    /// Row filter. Default `.adaptive`.
    public var filter: Filter
    /// Text chunks, written in key order. Keys are PNG keywords (1–79 Latin-1 printable
    /// characters); values must not contain NUL. Default empty.
    public var textMetadata: [String: String]

    public init(scale: CGFloat = 1, compressionLevel: Int = 6, filter: Filter = .adaptive,
                textMetadata: [String: String] = [:]) {
        self.scale = scale
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.textMetadata = textMetadata
    }

    /// The PNG bytes of `pixmap`.
    /// - Throws: `PNGError` `.invalidArgument` for a level outside 0...9, a scale that is not
    ///   positive and finite (or too large for pHYs), an invalid text key or value, or a
    ///   pixmap whose `data` no longer holds width × height × 4 bytes.
    public func encode(_ pixmap: Pixmap) throws -> Data {
        Data(try encodedBytes(pixmap, source: "PNG data"))
    }

    /// The PNG bytes of `region` of `pixmap` (all of it when nil). APNG frames pass
    /// `alwaysAlpha` so every frame shares the RGBA colour type of the first.
    func encodedBytes(_ pixmap: Pixmap, region: PixelRegion? = nil, alwaysAlpha: Bool = false,
                      source: String) throws -> [UInt8] {
        let region = region ?? PixelRegion(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        precondition(region.x >= 0 && region.y >= 0 && region.width > 0 && region.height > 0
                     && region.maxX <= pixmap.width && region.maxY <= pixmap.height, "region outside the pixmap")
        let options = try validatedOptions(source: source)
        guard pixmap.data.count == pixmap.width * pixmap.height * 4 else {
            throw PNGError(source: source, problem: .invalidArgument(
                "the pixmap's data holds \(pixmap.data.count) bytes, not width × height × 4 = "
                + "\(pixmap.width * pixmap.height * 4); give `data` a new value of that size"))
        }
        let hasAlpha = alwaysAlpha || !Self.isOpaque(pixmap, region: region)
        return PNGWriter.write(pixmap, region: region, hasAlpha: hasAlpha, level: compressionLevel,
                               filter: filter, pixelsPerMetre: options.pixelsPerMetre) { bytes in
            for chunk in options.textChunks { PNGChunk.append(type: chunk.type, data: chunk.data, to: &bytes) }
        }
    }

    /// Checks every option the writer could reject, before it is called.
    /// - Returns: the pHYs value and the text chunks in key order.
    /// - Throws: `PNGError.Problem.invalidArgument` naming the bad option.
    func validatedOptions(source: String) throws -> (pixelsPerMetre: UInt32, textChunks: [(type: String, data: [UInt8])]) {
        let pixelsPerMetre = try Self.pixelsPerMetre(scale: scale, source: source)
        guard (0...9).contains(compressionLevel) else {
            throw PNGError(source: source, problem: .invalidArgument(
                "compression level \(compressionLevel) is not in 0...9"))
        }
        let textChunks = try textMetadata.sorted { $0.key < $1.key }.map {
            try PNGText.chunk(key: $0.key, value: $0.value, source: source)
        }
        return (pixelsPerMetre, textChunks)
    }

    /// Pixels per metre for pHYs: round(scale × 72 / 0.0254), so scale 1 is 72 dpi (2835).
    /// - Throws: `PNGError.Problem.invalidArgument` unless scale is finite, positive and
    ///   gives 1...2³¹−1 pixels per metre.
    static func pixelsPerMetre(scale: CGFloat, source: String) throws -> UInt32 {
        let value = (Double(scale) * 72 / 0.0254).rounded()
        guard scale.isFinite, scale > 0, value >= 1, value <= Double(Int32.max) else {
            throw PNGError(source: source, problem: .invalidArgument("scale \(scale) cannot be recorded in pHYs"))
        }
        return UInt32(value)
    }

    /// Straight (non-premultiplied) value of premultiplied channel `c` at alpha `a` > 0:
    /// round(c × 255 / a), halves rounded up; `c` above `a` (not valid premultiplied) clamps to 255.
    @inline(__always)
    static func straight(_ c: UInt8, alpha a: UInt8) -> UInt8 {
        let c = UInt32(min(c, a)), a = UInt32(a)
        return UInt8((c * 510 + a) / (2 * a))
    }

    /// Whether every alpha in `region` is 255, tested four pixels at a time: setting the
    /// colour bytes leaves all 16 bytes 255 only when all four alphas are.
    private static func isOpaque(_ pixmap: Pixmap, region: PixelRegion) -> Bool {
        let colourBytes = SIMD16<UInt8>(255, 255, 255, 0, 255, 255, 255, 0, 255, 255, 255, 0, 255, 255, 255, 0)
        return pixmap.data.withUnsafeBytes { pixels in
            for y in region.y..<region.maxY {
                let start = (y * pixmap.width + region.x) * 4, end = start + region.width * 4
                var i = start
                var all = SIMD16<UInt8>(repeating: 255)
                while i + 16 <= end {
                    all &= pixels.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) | colourBytes
                    i += 16
                }
                if all != SIMD16(repeating: 255) { return false }
                for alpha in stride(from: i + 3, to: end, by: 4) where pixels[alpha] != 255 { return false }
            }
            return true
        }
    }
}

/// A rectangle of whole pixels: origin top-left, y down.
struct PixelRegion: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    var maxX: Int { x + width }
    var maxY: Int { y + height }
}
