// LibPNGWriter.swift · Raster/Output · Raster's own libpng writer (no SwiftUI counterpart)
// Status: Complete.
//
// PNGEncoder's libpng calls: the classic write API into memory, one row at a time.
//
// Why the classic API: the simplified writer (`png_image_write_to_memory`) offers only two
// settings, zlib level 6 with adaptive filtering or level 3 without filtering, while the
// choice matters: on a 1170×2532 opaque UI frame (release build, median of 9) level 6 +
// adaptive takes 35 ms for 220 KB and level 1 + Sub 18 ms for 280 KB (Pillow 13 at level 6:
// 56 ms for 230 KB). So selectable level and filter need the classic API. `.adaptive` is
// Raster's own per-row choice, passed to libpng one filter at a time (see AdaptiveRowFilter);
// with libpng's own choice that encode took 57 ms.
// Its errors cannot be caught in Swift (libpng would longjmp, or abort without a jump
// buffer), so PNGEncoder validates every argument first and text chunks are written by
// Raster itself. The only error left is allocation failure, where the error callback traps,
// as a Swift allocation would.
// Decoding takes untrusted input and uses the simplified API instead (see PNGDecoder).

import CPNG

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
enum LibPNGWriter {
    /// PNG colour types (PNG specification §11.2.2).
    static let colorTypeRGB: Int32 = 2
    static let colorTypeRGBA: Int32 = 6

    final class ByteSink {
        var bytes: [UInt8] = []
    }

    static func write(_ pixmap: Pixmap, region: PixelRegion, hasAlpha: Bool, level: Int, filter: PNGEncoder.Filter,
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
        // zlib's default strategy (libpng picks Z_FILTERED for filtered rows: as fast here, but
        // UI frames come out 4–10% larger) and a 64 KiB output buffer (fewer deflate calls).
        png_set_compression_strategy(png, 0)
        png_set_compression_buffer_size(png, 1 << 16)
        // `.adaptive` names one filter per row (see `AdaptiveRowFilter`). libpng keeps the row
        // above only when the filter set before the first row needs it, so that row is written
        // with Paeth, which over libpng's all-zero row above predicts from the left: it is Sub.
        // libpng itself drops Up and Paeth from 1-pixel-high and Sub and Paeth from 1-pixel-wide
        // images (later calls would warn), so those keep libpng's own choice.
        let choosesPerRow = filter == .adaptive && region.width > 1 && region.height > 1
        png_set_filter(png, PNG_FILTER_TYPE_BASE, choosesPerRow ? PNG_FILTER_PAETH : filter.libpngMask)
        png_write_info(png, info)
        afterHeader(&sink.bytes)

        let channels = hasAlpha ? 4 : 3
        let rowBytes = region.width * channels
        // Two rows, this one and the one above, for the filter choice.
        var rows = [UInt8](repeating: 0, count: 2 * rowBytes)
        pixmap.data.withUnsafeBufferPointer { pixels in
            rows.withUnsafeMutableBufferPointer { rows in
                let rows = rows.baseAddress!
                for y in region.y..<region.maxY {
                    let row = rows + (y & 1) * rowBytes, above = rows + (~y & 1) * rowBytes
                    assert((y * pixmap.width + region.maxX) * 4 <= pixels.count,
                           "row \(y), pixels ..<\(region.maxX), outside a \(pixmap.width)-wide pixmap of \(pixels.count) bytes")
                    straighten(pixels.baseAddress! + (y * pixmap.width + region.x) * 4, into: row,
                               width: region.width, hasAlpha: hasAlpha)
                    if choosesPerRow && y > region.y {
                        png_set_filter(png, PNG_FILTER_TYPE_BASE,
                                       AdaptiveRowFilter.choose(row: row, above: above, count: rowBytes,
                                                                bytesPerPixel: channels))
                    }
                    png_write_row(png, row)
                }
            }
        }
        png_write_end(png, nil)
        return sink.bytes
    }

    /// Writes `width` premultiplied RGBA pixels from `source` to `target` as straight RGBA,
    /// or as RGB when `hasAlpha` is false (every alpha is then 255, so the colour is copied).
    /// Pixels are moved as 4-byte words, except where alpha is neither 0 nor 255. Reads
    /// `width × 4` bytes, writes `width × 4` (RGBA) or `width × 3` (RGB).
    static func straighten(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, width: Int,
                           hasAlpha: Bool) {
        assert(width >= 1, "a row of \(width) pixels")
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        guard hasAlpha else {
            // Each word's fourth byte is overwritten by the next pixel; the last pixel, whose
            // fourth byte would fall outside the row, is copied bytewise.
            for x in 0..<width - 1 {
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self), toByteOffset: x * 3,
                              as: UInt32.self)
            }
            let last = (width - 1) * 4, lastTarget = (width - 1) * 3
            target[lastTarget] = source[last]
            target[lastTarget + 1] = source[last + 1]
            target[lastTarget + 2] = source[last + 2]
            return
        }
        for x in 0..<width {
            let i = x * 4
            switch source[i + 3] {
            case 255:
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: i, as: UInt32.self), toByteOffset: i, as: UInt32.self)
            case 0:
                to.storeBytes(of: 0, toByteOffset: i, as: UInt32.self)
            case let a:
                target[i] = PNGEncoder.straight(source[i], alpha: a)
                target[i + 1] = PNGEncoder.straight(source[i + 1], alpha: a)
                target[i + 2] = PNGEncoder.straight(source[i + 2], alpha: a)
                target[i + 3] = a
            }
        }
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
