// PNGChunk.swift · Raster/Output · Raster's own type (no SwiftUI counterpart)
// Status: Complete.
//
// The PNG container (PNG specification, 3rd edition, §5): an 8-byte signature, then chunks,
// each `length (4 bytes, big-endian) · type (4 ASCII letters) · data · CRC-32`, where the
// CRC covers type and data (ISO 3309 / ITU-T V.42 polynomial, reflected, 0xEDB88320).
//
// Raster writes every chunk itself (PNGWriter.swift for images; tEXt, iTXt, acTL, fcTL,
// fdAT) and reads metadata by walking the stream here; libpng only decodes (PNGDecoder.swift).

import CPNG
import Foundation

/// One chunk in a PNG byte stream: its type and where its data lies.
struct PNGChunk: Equatable {
    /// The PNG file signature: `\x89PNG\r\n\x1a\n`.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// The largest chunk data length the format allows (2³¹ − 1 bytes).
    static let maximumLength = Int(Int32.max)

    /// The four-letter chunk type, such as `"IHDR"`.
    var type: String
    /// Byte offset of the chunk's length field in the stream.
    var offset: Int
    /// Byte range of the chunk's data in the stream.
    var data: Range<Int>

    /// Walks every chunk from the signature up to and including IEND, checking the
    /// structure and every CRC. Bytes after IEND are ignored.
    /// - Throws: `PNGError` `.notPNG`, `.truncated`, `.badChecksum` or `.malformed`, with
    ///   `source` as the error's source.
    static func chunks(in bytes: UnsafeRawBufferPointer, source: String) throws -> [PNGChunk] {
        func fail(_ problem: PNGError.Problem) -> PNGError { PNGError(source: source, problem: problem) }
        guard bytes.count >= signature.count else {
            throw fail(bytes.elementsEqual(signature.prefix(bytes.count)) ? .truncated(offset: bytes.count) : .notPNG)
        }
        guard bytes.prefix(signature.count).elementsEqual(signature) else { throw fail(.notPNG) }

        var chunks: [PNGChunk] = []
        var offset = signature.count
        while true {
            guard bytes.count - offset >= 8 else { throw fail(.truncated(offset: bytes.count)) }
            let length = Int(readUInt32(bytes, at: offset))
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw fail(.malformed("invalid chunk type at byte \(offset + 4)"))
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= maximumLength else {
                throw fail(.malformed("chunk \(type) at byte \(offset) claims \(length) bytes"))
            }
            let dataStart = offset + 8
            guard bytes.count - dataStart >= length + 4 else { throw fail(.truncated(offset: bytes.count)) }
            let data = dataStart..<(dataStart + length)
            let stored = readUInt32(bytes, at: data.upperBound)
            let computed = CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<data.upperBound]))
            guard stored == computed else { throw fail(.badChecksum(chunk: type, offset: offset)) }
            if chunks.isEmpty, type != "IHDR" || length != 13 {
                throw fail(.malformed("the first chunk is \(type) of \(length) bytes, not a 13-byte IHDR"))
            }
            chunks.append(PNGChunk(type: type, offset: offset, data: data))
            offset = data.upperBound + 4
            if type == "IEND" { return chunks }
        }
    }

    /// Appends a complete chunk (length, type, data, CRC) to `stream`.
    static func append<Bytes: Collection<UInt8>>(type: String, data: Bytes, to stream: inout [UInt8]) {
        precondition(type.utf8.count == 4 && data.count <= maximumLength, "invalid PNG chunk")
        appendUInt32(UInt32(data.count), to: &stream)
        let typeStart = stream.count
        stream.append(contentsOf: type.utf8)
        stream.append(contentsOf: data)
        let crc = stream.withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[typeStart...])) }
        appendUInt32(crc, to: &stream)
    }

    /// Reads a big-endian 32-bit value at `offset`.
    static func readUInt32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// Appends `value` as 4 big-endian bytes.
    static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value))
    }

    /// Appends `value` as 2 big-endian bytes.
    static func appendUInt16(_ value: UInt16, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value))
    }
}

/// Appends a complete PNG chunk (4-byte big-endian length, type, data, CRC-32) to `stream`.
/// For the fuzz runner (`Fuzz/`), which builds damaged files whose CRCs must still pass so the
/// decoder gets past the chunk walk.
/// Available as `@_spi(Fuzzing) import Raster`; not part of the stable API.
/// - Precondition: `type` is 4 ASCII letters and `data` is at most 2³¹ − 1 bytes.
@_spi(Fuzzing)
public func appendPNGChunk(type: String, data: [UInt8], to stream: inout [UInt8]) {
    PNGChunk.append(type: type, data: data, to: &stream)
}

/// CRC-32 as used by PNG and zlib: reflected polynomial 0xEDB88320, initial value and final
/// XOR 0xFFFFFFFF (PNG specification, Annex D), computed by zlib's `crc32`.
enum CRC32 {
    /// The CRC-32 of `bytes`.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 0 }
        return UInt32(crc32(0, base, UInt32(bytes.count)))
    }
}
