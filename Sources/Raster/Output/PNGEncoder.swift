// PNGEncoder.swift · Raster/Output · Raster's own type (no SwiftUI counterpart; compare
// UIImage.pngData() on iOS)
// Status: Complete.
//
// Encodes a premultiplied RGBA8 `Pixmap` as an 8-bit sRGB PNG through libpng's classic
// write API into memory.
//
// Why the classic API: the simplified writer (`png_image_write_to_memory`) offers only two
// settings, zlib level 6 with adaptive filtering or level 3 without filtering, while the
// choice matters: on a 1170×2532 opaque UI frame (release build, median of 9) level 6 +
// adaptive takes 90 ms for 412 KB and level 1 + Sub 27 ms for 611 KB (Pillow at level 6:
// 82 ms for 413 KB as RGB, 100 ms as RGBA). So selectable level and filter need the classic API.
// Its errors cannot be caught in Swift (libpng would longjmp, or abort without a jump
// buffer), so everything libpng could reject is validated before libpng is called: image
// size (Pixmap's limits are far inside libpng's 1,000,000-pixel side limit), compression
// level 0...9, filter, pHYs value. Text chunks are written by Raster itself. The only error
// left is allocation failure, where the error callback traps, as a Swift allocation would.
// Decoding takes untrusted input and uses the simplified API instead (see PNGDecoder).
//
// Colour: premultiplied → straight alpha with exact rounding, c = round(c × 255 / a) (half
// up); a = 0 becomes 0,0,0,0. When every alpha in the image is 255 the PNG is written as
// 8-bit RGB instead of RGBA: the choice depends on the pixels only, so equal input still
// gives equal bytes, and an opaque frame shrinks by a quarter before compression.
// Chunks: IHDR, sRGB (perceptual), pHYs, tEXt/iTXt (sorted by key), IDAT..., IEND. No tIME,
// so the bytes depend only on pixels and options.

import CPNG
import Foundation

/// Encodes pixmaps as PNG files.
///
/// Raster: pixels in, bytes out. The output is deterministic: the same pixmap and options
/// give the same bytes on every run (libpng and zlib versions being equal).
public struct PNGEncoder {
    /// The PNG row filter (PNG specification §7.3) applied before compression.
    public enum Filter: Sendable, CaseIterable {
        case none, sub, up, average, paeth
        /// libpng's per-row choice among all five filters (smallest sum of absolute values).
        case adaptive
    }

    /// Points-to-pixels factor recorded in pHYs; 1 means 72 dpi. Default 1.
    public var scale: CGFloat
    /// zlib compression level, 0 (store) ... 9 (smallest). Default 6.
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
        return LibPNGWriter.write(pixmap, region: region, hasAlpha: hasAlpha, level: compressionLevel,
                                  filterMask: filter.libpngMask, pixelsPerMetre: options.pixelsPerMetre) { bytes in
            for chunk in options.textChunks { PNGChunk.append(type: chunk.type, data: chunk.data, to: &bytes) }
        }
    }

    /// Checks every option libpng could reject, before libpng is called.
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

    private static func isOpaque(_ pixmap: Pixmap, region: PixelRegion) -> Bool {
        pixmap.data.withUnsafeBufferPointer { pixels in
            for y in region.y..<region.maxY {
                let row = (y * pixmap.width + region.x) * 4
                for i in stride(from: row + 3, to: row + region.width * 4, by: 4) where pixels[i] != 255 {
                    return false
                }
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

extension PNGEncoder.Filter {
    /// The `png_set_filter` mask.
    var libpngMask: Int32 {
        switch self {
        case .none: return PNG_FILTER_NONE
        case .sub: return PNG_FILTER_SUB
        case .up: return PNG_FILTER_UP
        case .average: return PNG_FILTER_AVG
        case .paeth: return PNG_FILTER_PAETH
        case .adaptive: return PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_PAETH
        }
    }
}

/// The libpng classic-API calls, with arguments already validated by `PNGEncoder`.
private enum LibPNGWriter {
    /// PNG colour types (PNG specification §11.2.2).
    static let colorTypeRGB: Int32 = 2
    static let colorTypeRGBA: Int32 = 6

    final class ByteSink {
        var bytes: [UInt8] = []
    }

    static func write(_ pixmap: Pixmap, region: PixelRegion, hasAlpha: Bool, level: Int, filterMask: Int32,
                      pixelsPerMetre: UInt32, afterHeader: (inout [UInt8]) -> Void) -> [UInt8] {
        let sink = ByteSink()
        sink.bytes.reserveCapacity(region.width * region.height + 1024)
        var pngOrNil = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, onError, onWarning)
        var info = png_create_info_struct(pngOrNil)
        defer { png_destroy_write_struct(&pngOrNil, &info) }
        guard let png = pngOrNil, info != nil else { fatalError("libpng could not allocate its write structures") }

        png_set_write_fn(png, Unmanaged.passUnretained(sink).toOpaque(), onWrite, onFlush)
        png_set_IHDR(png, info, UInt32(region.width), UInt32(region.height), 8,
                     hasAlpha ? colorTypeRGBA : colorTypeRGB,
                     PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE)
        png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL)
        png_set_pHYs(png, info, pixelsPerMetre, pixelsPerMetre, PNG_RESOLUTION_METER)
        png_set_compression_level(png, Int32(level))
        // zlib's default strategy (libpng picks Z_FILTERED for filtered rows, which compresses
        // UI frames slower for no gain) and a 64 KiB output buffer (fewer deflate calls).
        png_set_compression_strategy(png, 0)
        png_set_compression_buffer_size(png, 1 << 16)
        png_set_filter(png, PNG_FILTER_TYPE_BASE, filterMask)
        png_write_info(png, info)
        afterHeader(&sink.bytes)

        let channels = hasAlpha ? 4 : 3
        var row = [UInt8](repeating: 0, count: region.width * channels)
        pixmap.data.withUnsafeBufferPointer { pixels in
            row.withUnsafeMutableBufferPointer { row in
                for y in region.y..<region.maxY {
                    var source = (y * pixmap.width + region.x) * 4
                    var target = 0
                    for _ in 0..<region.width {
                        let a = pixels[source + 3]
                        if a == 255 {
                            row[target] = pixels[source]
                            row[target + 1] = pixels[source + 1]
                            row[target + 2] = pixels[source + 2]
                        } else if a == 0 {
                            row[target] = 0; row[target + 1] = 0; row[target + 2] = 0
                        } else {
                            row[target] = PNGEncoder.straight(pixels[source], alpha: a)
                            row[target + 1] = PNGEncoder.straight(pixels[source + 1], alpha: a)
                            row[target + 2] = PNGEncoder.straight(pixels[source + 2], alpha: a)
                        }
                        if channels == 4 { row[target + 3] = a }
                        source += 4
                        target += channels
                    }
                    png_write_row(png, row.baseAddress)
                }
            }
        }
        png_write_end(png, nil)
        return sink.bytes
    }

    static let onWrite: png_rw_ptr = { png, data, length in
        guard let io = png_get_io_ptr(png), let data else { return }
        Unmanaged<ByteSink>.fromOpaque(io).takeUnretainedValue().bytes
            .append(contentsOf: UnsafeBufferPointer(start: data, count: length))
    }

    static let onFlush: png_flush_ptr = { _ in }

    static let onError: png_error_ptr = { _, message in
        fatalError("libpng failed on a validated image: \(message.map { String(cString: $0) } ?? "")")
    }

    static let onWarning: png_error_ptr = { _, message in
        warnOnce("libpng: \(message.map { String(cString: $0) } ?? "")")
    }
}
