// IDATStream.swift · Raster/Output · Raster's own: a PNG image's zlib stream, cut into IDAT chunks
// Status: Complete.
//
// The filtered rows go through zlib's deflate as a raw stream; this file writes the zlib
// wrapper itself (RFC 1950: a two-byte header, the Adler-32 of the rows at the end), summing
// the rows with CRasterKernels' `raster_adler32`, many times faster than zlib's byte loop
// (which took a twentieth of exporting a frame). The bytes are those libpng 1.6 wrote before
// (Tests/RasterTests/Output/LibPNGReferenceWriter.swift keeps that writer as the reference):
// - deflate's settings: the level given, memory level 8, the default strategy, and a window
//   of 2^15 bytes narrowed, for images of at most 16 KiB, to the smallest that holds the
//   image and 262 bytes more (libpng's `png_deflate_claim`);
// - the header zlib writes for that window and level, then narrowed again to the smallest
//   window that holds the image alone (libpng's `optimize_cmf`, as a decoder needs no more);
// - IDAT chunks of 65,536 bytes, the last one shorter: libpng's output buffer
//   (`png_set_compression_buffer_size`), emptied into a chunk whenever deflate fills it;
// - deflate is given one row at a time without flushing, then asked to finish with no
//   more input. A stored stream (level 0) cuts its blocks by the room left in the output
//   buffer, so the first buffer leaves the header's two bytes free, as zlib does.

import CPNG
import CRasterKernels

/// Deflates filtered rows into IDAT chunks appended to a PNG byte stream.
///
/// A class, because zlib's state points back at its `z_stream` and refuses any call through
/// a moved copy: the stream lives at one address from `deflateInit2_` to `deflateEnd`.
final class IDATStream {
    /// The bytes of each IDAT chunk but the last.
    static let chunkSize = 1 << 16

    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    /// The chunk being filled; it holds `chunkSize` bytes.
    private var buffer: [UInt8]
    /// Bytes of `buffer` in use: the header's two to begin with.
    private var filled = 2
    /// The Adler-32 of the rows so far.
    private var adler: UInt32 = 1

    /// Starts the stream of an image of `imageSize` filtered bytes (rows with their filter
    /// bytes) deflated at `level` (0...9).
    init(imageSize: Int, level: Int) {
        let windowBits = Self.windowBits(imageSize: imageSize)
        stream.initialize(to: z_stream())
        let status = deflateInit2_(stream, Int32(level), Z_DEFLATED, -windowBits, 8, Z_DEFAULT_STRATEGY,
                                   zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        // Every argument is in range (PNGEncoder checked the level): only memory can be short,
        // where the allocation failure traps as a Swift allocation would.
        guard status == Z_OK else { fatalError("zlib could not start a deflate stream (\(status))") }
        buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        let header = Self.header(windowBits: windowBits, level: level, imageSize: imageSize)
        buffer[0] = header.cmf
        buffer[1] = header.flg
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    /// The deflate window zlib is given: 15 bits, less for images of at most 16 KiB, down to
    /// the smallest window that still holds the image and deflate's 262 bytes of lookahead.
    static func windowBits(imageSize: Int) -> Int32 {
        var bits: Int32 = 15
        guard imageSize <= 16384 else { return bits }
        var half = 1 << (bits - 1)
        while imageSize + 262 <= half {
            half >>= 1
            bits -= 1
        }
        return bits
    }

    /// The zlib header (RFC 1950 §2.2) zlib writes for `windowBits` and `level`, with the
    /// window narrowed to the smallest that holds an image of `imageSize` bytes.
    static func header(windowBits: Int32, level: Int, imageSize: Int) -> (cmf: UInt8, flg: UInt8) {
        let levelFlags = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var header = (8 + ((Int(windowBits) - 8) << 4)) << 8 | levelFlags << 6
        header += 31 - header % 31
        var cmf = header >> 8, flg = header & 0xFF
        var info = cmf >> 4
        var half = 1 << (info + 7)
        if imageSize <= 16384 && imageSize <= half {
            repeat {
                half >>= 1
                info -= 1
            } while info > 0 && imageSize <= half
            cmf = (cmf & 0x0F) | info << 4
            flg = (flg & 0xE0) + 0x1F - ((cmf << 8) + (flg & 0xE0)) % 0x1F
        }
        return (UInt8(cmf), UInt8(flg))
    }

    /// Deflates `count` bytes at `bytes` (one filtered row); full chunks go to `png`.
    func append(_ bytes: UnsafePointer<UInt8>, count: Int, to png: inout [UInt8]) {
        adler = raster_adler32(adler, bytes, count)
        stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes)
        stream.pointee.avail_in = UInt32(count)
        repeat {
            let status = deflate(flush: Z_NO_FLUSH, into: &png)
            // With input and room for output, deflate only fails on a damaged stream.
            guard status == Z_OK else { fatalError("zlib could not deflate a row (\(status))") }
        } while stream.pointee.avail_in > 0
    }

    /// Finishes the stream: the last deflate output and the Adler-32, then the last chunk.
    func finish(into png: inout [UInt8]) {
        var status: Int32
        repeat {
            status = deflate(flush: Z_FINISH, into: &png)
        } while status == Z_OK
        guard status == Z_STREAM_END else { fatalError("zlib could not finish a deflate stream (\(status))") }
        for shift in stride(from: 24, through: 0, by: -8) {
            if filled == Self.chunkSize { emitChunk(into: &png) }
            buffer[filled] = UInt8(truncatingIfNeeded: adler >> shift)
            filled += 1
        }
        if filled > 0 { emitChunk(into: &png) }
    }

    /// One deflate call into the rest of the buffer; a full buffer becomes a chunk.
    private func deflate(flush: Int32, into png: inout [UInt8]) -> Int32 {
        let room = Self.chunkSize - filled
        let status = buffer.withUnsafeMutableBufferPointer { buffer -> Int32 in
            stream.pointee.next_out = buffer.baseAddress! + filled
            stream.pointee.avail_out = UInt32(room)
            return CPNG.deflate(stream, flush)
        }
        filled += room - Int(stream.pointee.avail_out)
        if filled == Self.chunkSize { emitChunk(into: &png) }
        return status
    }

    private func emitChunk(into png: inout [UInt8]) {
        buffer.withUnsafeBufferPointer { PNGChunk.append(type: "IDAT", data: UnsafeBufferPointer(rebasing: $0[..<filled]), to: &png) }
        filled = 0
    }
}
