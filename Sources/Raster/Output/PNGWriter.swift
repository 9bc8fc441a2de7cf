// PNGWriter.swift · Raster/Output · Raster's own PNG writer (no SwiftUI counterpart)
// Status: Complete.
//
// PNGEncoder's bytes, with arguments already validated: signature, IHDR, sRGB (perceptual),
// pHYs, the caller's text chunks, IDAT (IDATStream.swift) and IEND. Each row is made
// straight (premultiplied → straight alpha, or RGB for an opaque image), filtered
// (CRasterKernels' `raster_png_filter_row`, the filter of each row chosen as below) and
// deflated.
//
// Why not libpng's writer: its row loop copied, filtered and summed every row in scalar
// loops, a tenth of exporting a 1170×2532 frame on top of zlib's own deflate, which was most
// of it (now libdeflate's, IDATStream.swift). Apart from the deflated data, the bytes are
// those libpng 1.6 wrote with the same settings (chunks, zlib header, filtered rows): the
// reference writer in Tests/RasterTests/Output/LibPNGReferenceWriter.swift is compared with
// this one over images of every size class, both colour types, every filter and level.
//
// Filters (PNG specification §9.2), as libpng applied them: one filter for every row, or for
// `.adaptive` one filter per row of Raster's choice (AdaptiveRowFilter.swift). The row above
// the first is all zeros, and the first row of an `.adaptive` image is written with Paeth,
// which over zeros predicts from the left. An image one pixel high keeps no filter that reads
// the row above, one pixel wide none that reads the pixel to the left (libpng's
// `png_write_start_row`); `.adaptive` then means the one filter left of Sub, Up and Paeth.

import CRasterKernels

/// A PNG filter type: the byte before each filtered row (PNG specification §9.2).
enum PNGFilterType: UInt8 {
    case none = 0, sub, up, average, paeth
}

extension PNGEncoder.Filter {
    /// The filters this choice allows for an image of `width` × `height` pixels: all but
    /// those that read a row above in a one-row image, or a pixel to the left in a one-pixel
    /// column; `.none` when nothing is left.
    func allowed(width: Int, height: Int) -> Set<PNGFilterType> {
        var filters: Set<PNGFilterType>
        switch self {
        case .none: filters = [.none]
        case .sub: filters = [.sub]
        case .up: filters = [.up]
        case .average: filters = [.average]
        case .paeth: filters = [.paeth]
        case .adaptive: filters = [.sub, .up, .paeth]
        }
        if height == 1 { filters.subtract([.up, .average, .paeth]) }
        if width == 1 { filters.subtract([.sub, .average, .paeth]) }
        return filters.isEmpty ? [.none] : filters
    }
}

enum PNGWriter {
    /// PNG colour types (PNG specification §11.2.2).
    static let colorTypeRGB: UInt8 = 2
    static let colorTypeRGBA: UInt8 = 6

    static func write(_ pixmap: Pixmap, region: PixelRegion, hasAlpha: Bool, level: Int, filter: PNGEncoder.Filter,
                      pixelsPerMetre: UInt32, afterHeader: (inout [UInt8]) -> Void) -> [UInt8] {
        let channels = hasAlpha ? 4 : 3
        let rowBytes = region.width * channels
        var bytes = PNGChunk.signature
        bytes.reserveCapacity(region.width * region.height + 1024)
        var header: [UInt8] = []
        PNGChunk.appendUInt32(UInt32(region.width), to: &header)
        PNGChunk.appendUInt32(UInt32(region.height), to: &header)
        // 8 bits a sample; deflate compression, adaptive filtering, no interlace (§11.2.2).
        header += [8, hasAlpha ? colorTypeRGBA : colorTypeRGB, 0, 0, 0]
        PNGChunk.append(type: "IHDR", data: header, to: &bytes)
        PNGChunk.append(type: "sRGB", data: [0], to: &bytes)
        var physical: [UInt8] = []
        PNGChunk.appendUInt32(pixelsPerMetre, to: &physical)
        PNGChunk.appendUInt32(pixelsPerMetre, to: &physical)
        physical.append(1) // the unit is the metre
        PNGChunk.append(type: "pHYs", data: physical, to: &bytes)
        afterHeader(&bytes)

        let allowed = filter.allowed(width: region.width, height: region.height)
        let choosesPerRow = allowed.count > 1
        // One filter for every row, or for the first row of a per-row choice: Paeth.
        let fixed = choosesPerRow ? PNGFilterType.paeth : allowed.first!
        // The row and the one above (zeros above the first).
        var rows = [UInt8](repeating: 0, count: 2 * rowBytes)
        IDATStream.write(size: (rowBytes + 1) * region.height, level: level, into: &bytes) { filtered in
            pixmap.data.withUnsafeBufferPointer { pixels in
                rows.withUnsafeMutableBufferPointer { rows in
                    let rows = rows.baseAddress!
                    for y in region.y..<region.maxY {
                        let row = rows + (y & 1) * rowBytes, above = rows + (~y & 1) * rowBytes
                        assert((y * pixmap.width + region.maxX) * 4 <= pixels.count,
                               "row \(y), pixels ..<\(region.maxX), outside a \(pixmap.width)-wide pixmap of \(pixels.count) bytes")
                        straighten(pixels.baseAddress! + (y * pixmap.width + region.x) * 4, into: row,
                                   width: region.width, hasAlpha: hasAlpha)
                        let type = choosesPerRow && y > region.y
                            ? AdaptiveRowFilter.choose(row: row, above: above, count: rowBytes, bytesPerPixel: channels)
                            : fixed
                        let target = filtered + (y - region.y) * (rowBytes + 1)
                        target[0] = type.rawValue
                        raster_png_filter_row(type.rawValue, row, above, target + 1, rowBytes, channels)
                    }
                }
            }
        }
        PNGChunk.append(type: "IEND", data: [], to: &bytes)
        return bytes
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
}
