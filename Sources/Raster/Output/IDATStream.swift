// IDATStream.swift · Raster/Output · Raster's own: a PNG image's zlib stream, cut into IDAT chunks
// Status: Complete.
//
// The filtered rows of the whole image are deflated in one call to libdeflate (a raw DEFLATE
// stream), and this file writes the zlib wrapper around it (RFC 1950: a two-byte header, the
// Adler-32 of the rows at the end, summed by CRasterKernels' `raster_adler32`).
//
// Why libdeflate and not zlib: on the rows of phone screens at @3x, libdeflate's level 6 took
// about half of zlib's time at level 6 and wrote 2% fewer bytes (the filtered rows of 12 example
// screens' snapshot references, 393×852 RGB, mean of 5 runs: 1.91 ms against 3.61 ms an image,
// 319,101 bytes against 325,854); deflate was most of encoding a frame. It compresses a whole
// buffer at once, not a stream, so the image's filtered rows are held in memory (about 9 MB for
// 1170×2532 RGB) until it runs.
//
// - The header is zlib's for the level (FLEVEL: 0 below 2, 1 below 6, 2 at 6, 3 above) with a
//   32 KiB window, narrowed, for images of at most 16 KiB, to the smallest window that holds
//   the image (as libpng wrote it): no match can reach further back than the image is long.
// - IDAT chunks hold 65,536 bytes of the stream each, the last one fewer.
// - Level 0 writes stored (uncompressed) blocks.
// The bytes are a function of the rows, the level and libdeflate's version.

import CPNG
import CRasterKernels
import Foundation

/// Deflates an image's filtered rows into IDAT chunks appended to a PNG byte stream.
enum IDATStream {
    /// The bytes of each IDAT chunk but the last.
    static let chunkSize = 1 << 16

    /// Appends IDAT chunks holding the zlib stream of `size` bytes of filtered rows (each row
    /// after its filter byte), which `fill` writes to the buffer it is given, deflated at
    /// `level` (0...9), to `png`.
    static func write(size: Int, level: Int, into png: inout [UInt8], rows fill: (UnsafeMutablePointer<UInt8>) -> Void) {
        let workspace = Workspace.take()
        defer { Workspace.give(workspace) }
        let rows = workspace.rows(size)
        fill(rows)
        let compressor = workspace.compressor(level: level)
        let bound = libdeflate_deflate_compress_bound(compressor, size)
        let stream = workspace.stream(2 + bound + 4)
        let header = Self.header(level: level, imageSize: size)
        stream[0] = header.cmf
        stream[1] = header.flg
        let deflated = libdeflate_deflate_compress(compressor, rows, size, stream + 2, bound)
        // The buffer holds the bound libdeflate gives for these rows.
        guard deflated > 0 else { fatalError("libdeflate did not fit \(size) bytes in its own bound") }
        let adler = raster_adler32(1, rows, size)
        for (i, shift) in stride(from: 24, through: 0, by: -8).enumerated() {
            stream[2 + deflated + i] = UInt8(truncatingIfNeeded: adler >> shift)
        }
        let length = 2 + deflated + 4
        for start in stride(from: 0, to: length, by: chunkSize) {
            PNGChunk.append(type: "IDAT", data: UnsafeBufferPointer(start: stream + start, count: min(chunkSize, length - start)),
                            to: &png)
        }
    }

    /// The zlib header (RFC 1950 §2.2) for `level`: deflate with a 32 KiB window, narrowed,
    /// for images of at most 16 KiB, to the smallest window that holds an image of
    /// `imageSize` bytes (a decoder needs no more).
    static func header(level: Int, imageSize: Int) -> (cmf: UInt8, flg: UInt8) {
        var info = 7
        if imageSize <= 16384 {
            while info > 0 && imageSize <= 1 << (info + 7) { info -= 1 }
        }
        let levelFlags = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        let cmf = info << 4 | 8
        let flg = levelFlags << 6 + 31 - (cmf << 8 + levelFlags << 6) % 31
        return (UInt8(cmf), UInt8(flg))
    }

    /// What one encode needs besides the pixels, kept for the next: the filtered rows' buffer,
    /// the stream's buffer and libdeflate's compressors (hash tables of a few hundred kilobytes
    /// each). Made anew, every page of them is faulted in and cleared by the kernel again, which
    /// took a sixth of encoding a 1170×2532 frame. A workspace serves one encode at a time;
    /// encoders on several threads take one each, and at most `idleKept` wait between encodes.
    final class Workspace {
        static let idleKept = 4
        private static let lock = NSLock()
        nonisolated(unsafe) private static var idle: [Workspace] = []

        private var rowBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
        private var rowCapacity = 0
        private var streamBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
        private var streamCapacity = 0
        private var compressors: [Int: OpaquePointer] = [:]

        static func take() -> Workspace {
            lock.lock()
            let reused = idle.popLast()
            lock.unlock()
            return reused ?? Workspace()
        }

        static func give(_ workspace: Workspace) {
            lock.lock()
            if idle.count < idleKept { idle.append(workspace) }
            lock.unlock()
        }

        deinit {
            rowBuffer.deallocate()
            streamBuffer.deallocate()
            for compressor in compressors.values { libdeflate_free_compressor(compressor) }
        }

        /// A buffer of at least `count` bytes for the filtered rows (its contents undefined).
        func rows(_ count: Int) -> UnsafeMutablePointer<UInt8> {
            Self.grow(&rowBuffer, &rowCapacity, to: count)
            return rowBuffer
        }

        /// A buffer of at least `count` bytes for the zlib stream (its contents undefined).
        func stream(_ count: Int) -> UnsafeMutablePointer<UInt8> {
            Self.grow(&streamBuffer, &streamCapacity, to: count)
            return streamBuffer
        }

        /// libdeflate's compressor for `level` (0...9).
        func compressor(level: Int) -> OpaquePointer {
            if let compressor = compressors[level] { return compressor }
            // Only memory can be short (every level 0...9 is valid, PNGEncoder checked it),
            // where the allocation failure traps as a Swift allocation would.
            guard let made = libdeflate_alloc_compressor(Int32(level)) else {
                fatalError("libdeflate could not allocate a compressor for level \(level)")
            }
            compressors[level] = made
            return made
        }

        private static func grow(_ buffer: inout UnsafeMutablePointer<UInt8>, _ capacity: inout Int, to count: Int) {
            guard count > capacity else { return }
            buffer.deallocate()
            buffer = .allocate(capacity: count)
            capacity = count
        }
    }
}
