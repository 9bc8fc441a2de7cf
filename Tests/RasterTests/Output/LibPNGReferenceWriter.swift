// LibPNGReferenceWriter.swift · RasterTests/Output · the libpng writer PNGWriter replaced, kept as its reference
//
// PNGEncoder wrote through libpng's classic API (one row at a time into memory, a filter
// named per row) until Output/PNGWriter.swift took over for speed. Everything but the deflated
// data must stay the same (chunks, zlib header, filtered rows), so this writer stays here and
// PNGWriterTests compares the two.

import Foundation
import Testing
@testable import Raster
import CPNG

/// The `png_set_filter` mask of a filter choice.
func libpngMask(_ filter: PNGEncoder.Filter) -> Int32 {
    switch filter {
    case .none: return PNG_FILTER_NONE
    case .sub: return PNG_FILTER_SUB
    case .up: return PNG_FILTER_UP
    case .average: return PNG_FILTER_AVG
    case .paeth: return PNG_FILTER_PAETH
    case .adaptive: return PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_PAETH
    }
}

/// The `png_set_filter` mask of one filter type.
func libpngMask(_ type: PNGFilterType) -> Int32 {
    switch type {
    case .none: return PNG_FILTER_NONE
    case .sub: return PNG_FILTER_SUB
    case .up: return PNG_FILTER_UP
    case .average: return PNG_FILTER_AVG
    case .paeth: return PNG_FILTER_PAETH
    }
}

/// The libpng classic-API calls PNGEncoder made until PNGWriter replaced them, with arguments
/// already validated: the bytes PNGWriter must still write.
enum LibPNGReferenceWriter {
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
        png_set_filter(png, PNG_FILTER_TYPE_BASE, choosesPerRow ? PNG_FILTER_PAETH : libpngMask(filter))
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
                    PNGWriter.straighten(pixels.baseAddress! + (y * pixmap.width + region.x) * 4, into: row,
                                         width: region.width, hasAlpha: hasAlpha)
                    if choosesPerRow && y > region.y {
                        png_set_filter(png, PNG_FILTER_TYPE_BASE,
                                       libpngMask(AdaptiveRowFilter.choose(row: row, above: above, count: rowBytes,
                                                                           bytesPerPixel: channels)))
                    }
                    png_write_row(png, row)
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
        Issue.record("libpng: \(message.map { String(cString: $0) } ?? "")")
    }
}
