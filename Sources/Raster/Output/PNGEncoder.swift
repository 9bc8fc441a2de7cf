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
// adaptive takes 35 ms for 220 KB and level 1 + Sub 18 ms for 280 KB (Pillow 13 at level 6:
// 56 ms for 230 KB). So selectable level and filter need the classic API. `.adaptive` is
// Raster's own per-row choice, passed to libpng one filter at a time (see AdaptiveRowFilter);
// with libpng's own choice that encode took 57 ms.
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
        /// A choice per row among Sub, Up and Paeth, the one whose filtered bytes have the
        /// smallest sum of absolute values (see `AdaptiveRowFilter`).
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
                                  filter: filter, pixelsPerMetre: options.pixelsPerMetre) { bytes in
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
    /// Pixels are moved as 4-byte words, except where alpha is neither 0 nor 255.
    static func straighten(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, width: Int,
                           hasAlpha: Bool) {
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

/// Raster's filter choice for `.adaptive`, one filter per row, in place of libpng's.
///
/// libpng's adaptive choice filters every row with each allowed filter and keeps the one with
/// the smallest sum of absolute values, in scalar loops: on a 1170×2532 UI frame it took
/// nearly half the encoding time, and on a frame of flat colour more than deflate itself. This uses the
/// same measure, summed 16 bytes at a time: Up first (an unchanged row sums to 0 and is taken
/// at once), then Sub. Paeth is tried only on rows that both leave noisy, on average more
/// than `paethThreshold` from zero per byte, as photographs do: on UI frames it rarely wins,
/// and libpng's Paeth pass is the slowest filter to apply. Average is not tried (libpng's set
/// left it out too). Same rows, same choice, so the output stays deterministic.
///
/// The vector code keeps to operations Swift compiles inline: byte lanes are widened by
/// reinterpreting 16 bytes as 8 16-bit lanes and splitting low and high bytes (each sum and
/// each Paeth prediction is per byte, so which byte goes to which lane does not matter);
/// the standard library's widening conversions, `pointwiseMin`, `pointwiseMax` and
/// `wrappedSum` were compiled as calls in the loop.
enum AdaptiveRowFilter {
    /// Mean |residual| per byte above which Paeth is tried. Over 61 UI frames and a
    /// photograph, 4 gives files within 0.1% of trying Paeth on every row.
    static let paethThreshold = 4

    typealias Bytes = SIMD16<UInt8>
    typealias Lanes = SIMD8<UInt16>
    typealias SignedLanes = SIMD8<Int16>

    /// The `png_set_filter` mask of the single filter for `row`, given the unfiltered `above`.
    static func choose(row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int,
                       bytesPerPixel: Int) -> Int32 {
        let up = residualSum(row, minus: above, count: count)
        if up == 0 { return PNG_FILTER_UP }
        var sub = 0
        for i in 0..<bytesPerPixel { sub += magnitude(row[i]) }
        sub += residualSum(row + bytesPerPixel, minus: row, count: count - bytesPerPixel)
        let best = min(up, sub)
        if best > paethThreshold * count,
           paethSum(row, above: above, count: count, bytesPerPixel: bytesPerPixel) < best {
            return PNG_FILTER_PAETH
        }
        return up <= sub ? PNG_FILTER_UP : PNG_FILTER_SUB
    }

    /// |d| of a filtered byte read as a signed value: min(d, 256 − d).
    @inline(__always)
    static func magnitude(_ d: UInt8) -> Int { Int(min(d, 0 &- d)) }

    /// `magnitude` of each byte, as |d| of the signed byte: (d ^ s) − s with s = d >> 7.
    @inline(__always)
    static func magnitudes(_ d: Bytes) -> Bytes {
        let signed = unsafeBitCast(d, to: SIMD16<Int8>.self), sign = signed &>> 7
        return unsafeBitCast((signed ^ sign) &- sign, to: Bytes.self)
    }

    /// The bytes of `v` as 16-bit lanes: low bytes, high bytes.
    @inline(__always)
    static func halves(_ v: Bytes) -> (low: Lanes, high: Lanes) {
        let pairs = unsafeBitCast(v, to: Lanes.self)
        return (pairs & 0xFF, pairs &>> 8)
    }

    /// |v| per lane, as (v ^ s) − s with s = v >> 15 (0 or −1).
    @inline(__always)
    static func absolute(_ v: SignedLanes) -> SignedLanes {
        let sign = v &>> 15
        return (v ^ sign) &- sign
    }

    /// Σ of the lanes.
    @inline(__always)
    static func total(_ lanes: Lanes) -> Int {
        var sum = 0
        for i in 0..<Lanes.scalarCount { sum += Int(lanes[i]) }
        return sum
    }

    /// Σ magnitude(a[i] − b[i]) for i in 0..<count.
    static func residualSum(_ a: UnsafePointer<UInt8>, minus b: UnsafePointer<UInt8>, count: Int) -> Int {
        let a = UnsafeRawPointer(a), b = UnsafeRawPointer(b)
        var sum = 0
        var i = 0
        while i + 16 <= count {
            // Each step adds at most 2 × 128 to a lane, so 255 steps fit in 16 bits.
            var lanes = Lanes()
            let blockEnd = min(count, i + 16 * 255)
            while i + 16 <= blockEnd {
                let d = a.loadUnaligned(fromByteOffset: i, as: Bytes.self) &- b.loadUnaligned(fromByteOffset: i, as: Bytes.self)
                let (low, high) = halves(magnitudes(d))
                lanes &+= low &+ high
                i += 16
            }
            sum += total(lanes)
        }
        while i < count {
            sum += magnitude(a.load(fromByteOffset: i, as: UInt8.self) &- b.load(fromByteOffset: i, as: UInt8.self))
            i += 1
        }
        return sum
    }

    /// Σ magnitude of the Paeth residuals of `row` (PNG specification §9.4).
    static func paethSum(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int,
                         bytesPerPixel bpp: Int) -> Int {
        // The first pixel has no left neighbour: Paeth predicts the byte above.
        var sum = 0
        for i in 0..<bpp { sum += magnitude(row[i] &- above[i]) }
        let x = UnsafeRawPointer(row), b = UnsafeRawPointer(above)
        var i = bpp
        while i + 16 <= count {
            var lanes = Lanes()
            let blockEnd = min(count, i + 16 * 255)
            while i + 16 <= blockEnd {
                let value = halves(x.loadUnaligned(fromByteOffset: i, as: Bytes.self))
                let left = halves(x.loadUnaligned(fromByteOffset: i - bpp, as: Bytes.self))
                let up = halves(b.loadUnaligned(fromByteOffset: i, as: Bytes.self))
                let upLeft = halves(b.loadUnaligned(fromByteOffset: i - bpp, as: Bytes.self))
                lanes &+= paethMagnitudes(value.low, left.low, up.low, upLeft.low)
                    &+ paethMagnitudes(value.high, left.high, up.high, upLeft.high)
                i += 16
            }
            sum += total(lanes)
        }
        while i < count {
            let a = Int(row[i - bpp]), b = Int(above[i]), c = Int(above[i - bpp])
            let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
            let prediction = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            sum += magnitude(row[i] &- UInt8(prediction))
            i += 1
        }
        return sum
    }

    /// magnitude(x − Paeth(a, b, c)) per lane, for byte values in 16-bit lanes.
    @inline(__always)
    static func paethMagnitudes(_ x: Lanes, _ a: Lanes, _ b: Lanes, _ c: Lanes) -> Lanes {
        let a = unsafeBitCast(a, to: SignedLanes.self), b = unsafeBitCast(b, to: SignedLanes.self)
        let c = unsafeBitCast(c, to: SignedLanes.self)
        let p = b &- c, q = a &- c
        let pa = absolute(p), pb = absolute(q), pc = absolute(p &+ q)
        var prediction = c
        prediction.replace(with: b, where: pb .<= pc)
        prediction.replace(with: a, where: pa .<= pb .& pa .<= pc)
        // The residual byte, read as signed: ((d + 128) mod 256) − 128.
        let d = ((unsafeBitCast(x, to: SignedLanes.self) &- prediction &+ 128) & 0xFF) &- 128
        return unsafeBitCast(absolute(d), to: Lanes.self)
    }
}
