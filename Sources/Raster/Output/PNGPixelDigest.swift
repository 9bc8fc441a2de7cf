// PNGPixelDigest.swift · Raster/Output · Raster's own chunk (no SwiftUI counterpart)
// Status: Complete.
//
// A snapshot reference records a 64-bit digest of the pixels it was encoded from, so that a
// test whose rendering did not change can pass without encoding (filtering and deflating at
// level 6 cost about 22 ms for an iPhone screen at @3x) or decoding (inflating the same pixels costs about
// as much). The digest lives in a private chunk before IEND:
//
//     rsPX:  version (1 byte, 1) · digest (8 bytes) · width, height (4 bytes each) ·
//            binding (4 bytes: CRC-32 of the IDAT chunks' CRCs, in order)
//
// all big-endian. Its type's letters say ancillary, private and unsafe to copy (PNG
// specification, 3rd edition, §5.4), so an editor that changes the image drops it; the binding
// catches editors that do not: a chunk whose binding does not match the file's IDAT chunks
// (whose CRCs the chunk walk verifies) is ignored. The digest is a function of the
// premultiplied RGBA8 bytes and the size: four 64-bit lanes over 32-byte blocks and one over
// the bytes after them, each step an xor with the data, a multiplication by an odd constant
// and a rotation, which is a bijection of the lane for given data, so pictures that differ in
// one 8-byte word (or one byte of the tail) never share a digest; the lanes are
// mixed with SplitMix64's finalizer. It is a fingerprint against accidents, not a cryptographic
// hash: a digest that differs means the pixels differ; an equal digest of pictures that differ
// in several words has a chance of about 2⁻⁶⁴.

import Foundation

/// Records and reads the pixel digest of a PNG (see the file header).
///
/// Available as `@_spi(RasterOutput) import Raster` to Raster's snapshot-testing library; not
/// part of the stable API.
@_spi(RasterOutput)
public enum PNGPixelDigest {
    static let chunkType = "rsPX"
    static let version: UInt8 = 1

    /// The digest of `pixmap`'s premultiplied RGBA8 bytes and size.
    public static func digest(of pixmap: Pixmap) -> UInt64 {
        let k: UInt64 = 0x9E37_79B9_7F4A_7C15
        let size = UInt64(pixmap.width) << 32 | UInt64(pixmap.height)
        // Four scalar lanes, not a SIMD4: x86-64's baseline has no 64-bit vector multiply, and
        // its emulation made each 32-byte step wait on the last; scalar multiplies of the four
        // independent lanes overlap (an @3x phone frame: 0.80 ms against 1.78, same values).
        var a = 1 &* k ^ size, b = 2 &* k ^ size, c = 3 &* k ^ size, d = 4 &* k ^ size
        var tail: UInt64 = 0
        pixmap.data.withUnsafeBytes { bytes in
            let blocks = bytes.count / 32
            for block in 0..<blocks {
                let offset = block * 32
                a = (a ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* k
                b = (b ^ bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)) &* k
                c = (c ^ bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)) &* k
                d = (d ^ bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) &* k
                a = a << 29 | a >> 35
                b = b << 29 | b >> 35
                c = c << 29 | c >> 35
                d = d << 29 | d >> 35
            }
            for index in (blocks * 32)..<bytes.count {
                tail = (tail ^ UInt64(bytes[index])) &* k
                tail = tail << 29 | tail >> 35
            }
        }
        func mix(_ value: UInt64) -> UInt64 {
            var z = value
            z = (z ^ z >> 30) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ z >> 27) &* 0x94D0_49BB_1331_11EB
            return z ^ z >> 31
        }
        return mix(mix(mix(mix(mix(a) ^ b) ^ c) ^ d) ^ tail)
    }

    /// `png` with an `rsPX` chunk recording `digest` and the size, inserted before IEND.
    /// - Throws: `PNGError` when `png` is not a well-formed PNG.
    public static func stamped(_ png: Data, digest: UInt64, width: Int, height: Int) throws -> Data {
        try png.withUnsafeBytes { bytes in
            let chunks = try PNGChunk.chunks(in: bytes, source: "the snapshot")
            guard let end = chunks.last, end.type == "IEND" else {
                throw PNGError(source: "the snapshot", problem: .malformed("no IEND chunk"))
            }
            var data: [UInt8] = [version]
            PNGChunk.appendUInt32(UInt32(truncatingIfNeeded: digest >> 32), to: &data)
            PNGChunk.appendUInt32(UInt32(truncatingIfNeeded: digest), to: &data)
            PNGChunk.appendUInt32(UInt32(width), to: &data)
            PNGChunk.appendUInt32(UInt32(height), to: &data)
            PNGChunk.appendUInt32(binding(of: chunks, in: bytes), to: &data)
            var stream = [UInt8](UnsafeRawBufferPointer(rebasing: bytes[..<end.offset]))
            PNGChunk.append(type: chunkType, data: data, to: &stream)
            stream.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[end.offset...]))
            return Data(stream)
        }
    }

    /// The digest `png` records for a `width` × `height` picture, or nil when it records none,
    /// records another size or version, or its chunk is not bound to the file's image data
    /// (see the file header). Never throws: a damaged file has no digest.
    public static func recordedDigest(in png: Data, width: Int, height: Int) -> UInt64? {
        png.withUnsafeBytes { bytes -> UInt64? in
            guard let chunks = try? PNGChunk.chunks(in: bytes, source: "the reference"),
                  let chunk = chunks.last(where: { $0.type == chunkType }), chunk.data.count == 21,
                  bytes[chunk.data.lowerBound] == version else { return nil }
            let start = chunk.data.lowerBound + 1
            let digest = UInt64(PNGChunk.readUInt32(bytes, at: start)) << 32 | UInt64(PNGChunk.readUInt32(bytes, at: start + 4))
            guard PNGChunk.readUInt32(bytes, at: start + 8) == width, PNGChunk.readUInt32(bytes, at: start + 12) == height,
                  PNGChunk.readUInt32(bytes, at: start + 16) == binding(of: chunks, in: bytes) else { return nil }
            return digest
        }
    }

    /// The CRC-32 of the IDAT chunks' stored CRCs, in file order.
    private static func binding(of chunks: [PNGChunk], in bytes: UnsafeRawBufferPointer) -> UInt32 {
        var crcs: [UInt8] = []
        for chunk in chunks where chunk.type == "IDAT" {
            crcs.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[chunk.data.upperBound..<(chunk.data.upperBound + 4)]))
        }
        return crcs.withUnsafeBytes { CRC32.checksum($0) }
    }
}
