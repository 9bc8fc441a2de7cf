// OutputTestSupport.swift · RasterTests/Output · helpers shared by the Output tests

import Foundation
@testable import Raster

/// Deterministic pseudo-random numbers (SplitMix64) so fuzz cases repeat exactly.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(below bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}

/// A chunk as read back in tests.
struct ChunkRecord {
    var type: String
    var data: [UInt8]

    func uint32(at offset: Int) -> UInt32 {
        data[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    func uint16(at offset: Int) -> UInt16 {
        UInt16(data[offset]) << 8 | UInt16(data[offset + 1])
    }
}

/// The chunks of `data`, walked (and CRC-checked) by the production reader.
func chunkRecords(_ data: Data) throws -> [ChunkRecord] {
    try data.withUnsafeBytes { raw in
        try PNGChunk.chunks(in: raw, source: "test").map { ChunkRecord(type: $0.type, data: Array(raw[$0.data])) }
    }
}

/// A PNG stream made of `chunks` (CRCs computed by the production writer).
func pngStream(_ chunks: [ChunkRecord]) -> Data {
    var bytes = PNGChunk.signature
    for chunk in chunks { PNGChunk.append(type: chunk.type, data: chunk.data, to: &bytes) }
    return Data(bytes)
}

/// A pixmap whose pixel (x, y) is `pixel(x, y)` as premultiplied RGBA bytes.
func makePixmap(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) -> Pixmap {
    let pixmap = try! Pixmap(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let p = pixel(x, y)
            pixmap[x, y] = PremultipliedRGBA8(r: p[0], g: p[1], b: p[2], a: p[3])
        }
    }
    return pixmap
}

/// A fresh empty directory under the system's temporary directory.
func makeTemporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("raster-output-tests-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The names in `directory`, sorted.
func directoryListing(_ directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
}
