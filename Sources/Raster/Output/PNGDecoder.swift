// PNGDecoder.swift · Raster/Output · Raster's own type (no SwiftUI counterpart; compare
// UIImage(data:) on iOS)
// Status: Complete.
//
// Decodes any PNG libpng reads (palette, grey, grey + alpha, RGB, RGBA; 1–16 bits; Adam7
// interlaced; tRNS) to premultiplied RGBA8. For an APNG this is the default image (frame 0).
//
// Input is untrusted, so libpng is reached only through its simplified read API
// (`png_image_begin_read_from_memory` / `png_image_finish_read`), which catches libpng's
// errors inside C and returns them as a status and `image.message`. Before libpng sees the
// bytes Raster walks the chunk structure itself (PNGChunk): signature, lengths, every CRC and
// the IEND terminator, so truncated and damaged files get a precise message, and checks the
// IHDR size against Pixmap's limits before allocating anything. libpng warnings about the
// image data are errors here (a damaged image must not pass for a good one).
//
// Colour: libpng converts to 8-bit sRGB, straight alpha. A 16-bit image without gAMA/sRGB
// is taken as sRGB-encoded (PNG_IMAGE_FLAG_16BIT_sRGB), as most writers of 16-bit PNGs
// mean, so a 16-bit channel v becomes round(v × 255 / 65535). Premultiplication is exact:
// c = round(s × a / 255), which inverts PNGEncoder.straight for every valid premultiplied
// value (see Pixmap+PNG.swift for the proof).

import CPNG
import Foundation

enum PNGDecoder {
    /// Width, height and premultiplied RGBA8 pixels (row-major, 4 × width bytes per row).
    struct Image {
        var width: Int
        var height: Int
        var pixels: [UInt8]
    }

    /// Decodes `bytes`; `source` names the data in errors and warnings.
    /// - Throws: `PNGError` — `.notPNG`, `.truncated`, `.badChecksum`, `.malformed` from the
    ///   chunk walk, `.tooLarge` for images Pixmap cannot hold, `.decodeFailed` with libpng's
    ///   message for damaged image data.
    static func decode(_ bytes: UnsafeRawBufferPointer, source: String) throws -> Image {
        let chunks = try PNGChunk.chunks(in: bytes, source: source)
        let header = chunks[0].data.lowerBound
        let width = Int(PNGChunk.readUInt32(bytes, at: header))
        let height = Int(PNGChunk.readUInt32(bytes, at: header + 4))
        guard width > 0, height > 0 else {
            throw PNGError(source: source, problem: .malformed("IHDR gives an empty \(width)x\(height) image"))
        }
        guard width <= Pixmap.maximumDimension, height <= Pixmap.maximumDimension,
              width * height <= Pixmap.maximumPixelCount
        else { throw PNGError(source: source, problem: .tooLarge(width: width, height: height)) }
        guard chunks.contains(where: { $0.type == "IDAT" }) else {
            throw PNGError(source: source, problem: .malformed("no IDAT chunk"))
        }
        // Deflate expands at most 1032:1 (a 258-byte match in 2 bits), so image data shorter
        // than the header's rows over 1032 cannot be whole: refuse it before allocating pixels.
        let imageData = chunks.reduce(0) { $0 + ($1.type == "IDAT" ? $1.data.count : 0) }
        let channels = PNGInfo.ColorType(rawValue: bytes[header + 9])?.channelCount ?? 1
        let bitsPerPixel = Int(bytes[header + 8]) * channels
        if imageData * 1032 < height * ((width * bitsPerPixel + 7) / 8) {
            throw PNGError(source: source, problem: .imageDataTooShort(width: width, height: height, bytes: imageData))
        }

        let end = chunks[chunks.count - 1].data.upperBound + 4
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_memory(&image, bytes.baseAddress, end) != 0 else {
            throw PNGError(source: source, problem: .decodeFailed(message(of: image)))
        }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, 0, nil)
        }
        guard finished != 0 else {
            throw PNGError(source: source, problem: .decodeFailed(message(of: image)))
        }
        if image.warning_or_error & UInt32(PNG_IMAGE_WARNING) != 0 {
            let warning = message(of: image)
            guard !isAboutImageData(warning) else {
                throw PNGError(source: source, problem: .decodeFailed(warning))
            }
            warnOnce("\(source): libpng: \(warning)")
        }
        premultiply(&pixels)
        return Image(width: width, height: height, pixels: pixels)
    }

    /// Premultiplies straight RGBA8 in place: c = round(c × a / 255).
    static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let a = UInt32(p[i + 3])
                if a == 255 { continue }
                p[i] = UInt8((UInt32(p[i]) * a + 127) / 255)
                p[i + 1] = UInt8((UInt32(p[i + 1]) * a + 127) / 255)
                p[i + 2] = UInt8((UInt32(p[i + 2]) * a + 127) / 255)
            }
        }
    }

    /// Whether a libpng warning says the pixels may be wrong: libpng downgrades some damage
    /// to the compressed data (a bad Adler-32, missing or extra data) to a warning once it has
    /// enough bytes to fill the image. Other warnings (colour profiles, ancillary chunks) are
    /// passed on.
    private static func isAboutImageData(_ warning: String) -> Bool {
        warning.contains("IDAT") || warning.contains("image data") || warning.contains("compressed data")
    }

    /// libpng's NUL-terminated message in `image.message`.
    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
