// PNGFuzz.swift · Fuzz · the PNG and APNG decoder on damaged files
//
// Each input starts from a valid file, either one Raster wrote (PNGEncoder with each row
// filter, text metadata, a three-frame APNG from APNGWriter) or one made here in any colour
// type, bit depth and interlacing the PNG specification allows, with its image data in stored
// (uncompressed) deflate blocks. One to four mutations follow: bit flips, byte stores,
// truncation, chunks swapped, dropped or duplicated, a huge IHDR size, a changed IHDR field,
// damaged chunk data (the CRC recomputed so the damage reaches libpng, as for a bad zlib
// stream in IDAT) or a bad CRC. The result goes to `Pixmap(pngData:)` and `PNGInfo(pngData:)`,
// which must throw or succeed.

import Foundation
@_spi(Fuzzing) import Raster

enum PNGFuzz {
    static func run(_ g: inout SplitMix64) {
        var file = g.oneIn(2) ? g.pick(written) : made(&g)
        for _ in 0...g.below(4) { mutate(&file, &g) }
        let data = Data(file)
        _ = try? PNGInfo(pngData: data, source: "fuzz")
        if let pixmap = try? Pixmap(pngData: data, source: "fuzz") {
            precondition(pixmap.width > 0 && pixmap.height > 0, "a decoded PNG has an empty size")
        }
    }

    /// Files Raster's own writers made, once per run.
    static let written: [[UInt8]] = {
        var g = SplitMix64(state: 0x504E47)
        var files: [[UInt8]] = []
        let filters: [PNGEncoder.Filter] = [.adaptive, .sub, .none]
        for (index, filter) in filters.enumerated() {
            let pixmap = randomPixmap(width: 3 + index * 5, height: 2 + index * 3, &g)
            let text = index == 0 ? ["Title": "fuzz", "Software": "Raster Fuzz ü"] : [:]
            if let png = try? pixmap.pngData(compressionLevel: index * 4 + 1, filter: filter, textMetadata: text) {
                files.append(Array(png))
            }
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("raster-fuzz-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        if let writer = try? APNGWriter(url: url, width: 9, height: 7, loopCount: 2) {
            for frame in 0..<3 { try? writer.addFrame(randomPixmap(width: 9, height: 7, &g), delay: Double(frame + 1) / 10) }
            try? writer.finish()
            if let apng = try? Data(contentsOf: url) { files.append(Array(apng)) }
        }
        precondition(files.count == 4, "Fuzz: Raster's PNG writers failed to make the seed files")
        return files
    }()

    static func randomPixmap(width: Int, height: Int, _ g: inout SplitMix64) -> Pixmap {
        let pixmap = try! Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let alpha = UInt8(truncatingIfNeeded: g.next())
                let channel = { (g: inout SplitMix64) in UInt8(g.below(Int(alpha) + 1)) }
                pixmap.data[(y * width + x) * 4 ..< (y * width + x) * 4 + 4] =
                    [channel(&g), channel(&g), channel(&g), alpha]
            }
        }
        return pixmap
    }

    /// A valid PNG of random size, colour type, depth and interlacing; stored deflate blocks.
    static func made(_ g: inout SplitMix64) -> [UInt8] {
        let (colorType, depths): (UInt8, [UInt8]) = g.pick([(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]),
                                                          (4, [8, 16]), (6, [8, 16])])
        let depth = g.pick(depths)
        let width = 1 + g.below(40), height = 1 + g.below(40)
        let interlaced = g.oneIn(3)
        var file: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        var header: [UInt8] = []
        for value in [width, height] { header += bigEndian(UInt32(value)) }
        header += [depth, colorType, 0, 0, interlaced ? 1 : 0]
        appendPNGChunk(type: "IHDR", data: header, to: &file)
        if colorType == 3 {
            let entries = 1 + g.below(1 << Int(depth))
            appendPNGChunk(type: "PLTE", data: (0..<entries * 3).map { _ in UInt8(truncatingIfNeeded: g.next()) }, to: &file)
            if g.oneIn(2) {
                appendPNGChunk(type: "tRNS", data: (0...g.below(entries)).map { _ in UInt8(truncatingIfNeeded: g.next()) }, to: &file)
            }
        }
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]!
        let bitsPerPixel = channels * Int(depth)
        let passes = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var raw: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let passWidth = (width - x0 + dx - 1) / dx, passHeight = (height - y0 + dy - 1) / dy
            guard passWidth > 0, passHeight > 0 else { continue }
            for _ in 0..<passHeight {
                raw.append(UInt8(g.below(5)))
                for _ in 0..<(passWidth * bitsPerPixel + 7) / 8 { raw.append(UInt8(truncatingIfNeeded: g.next())) }
            }
        }
        let stream = storedZlib(raw)
        let split = g.oneIn(3) ? g.below(stream.count) : stream.count
        appendPNGChunk(type: "IDAT", data: Array(stream[..<split]), to: &file)
        if split < stream.count { appendPNGChunk(type: "IDAT", data: Array(stream[split...]), to: &file) }
        appendPNGChunk(type: "IEND", data: [], to: &file)
        return file
    }

    /// `bytes` as a zlib stream (RFC 1950) of stored deflate blocks (RFC 1951 §3.2.4).
    static func storedZlib(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, bytes.count)
            let length = UInt16(end - start)
            out += [end == bytes.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8),
                    UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += bytes[start..<end]
            start = end
        } while start < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0  // Adler-32
        for byte in bytes { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + bigEndian(b << 16 | a)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
         UInt8(truncatingIfNeeded: value)]
    }

    /// A chunk as found: type and data bytes, and the CRC it carried.
    struct Chunk {
        var type: [UInt8]
        var data: [UInt8]
        var crc: [UInt8]
    }

    /// The chunks after the signature, as far as their lengths stay inside `file`, and what
    /// follows the last whole one.
    static func chunks(of file: [UInt8]) -> (chunks: [Chunk], tail: [UInt8]) {
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= file.count {
            let length = Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8 | Int(file[offset + 3])
            guard offset + 12 + length <= file.count else { break }
            chunks.append(Chunk(type: Array(file[offset + 4..<offset + 8]), data: Array(file[offset + 8..<offset + 8 + length]),
                                crc: Array(file[offset + 8 + length..<offset + 12 + length])))
            offset += 12 + length
        }
        return (chunks, Array(file[min(offset, file.count)...]))
    }

    static func assemble(_ chunks: [Chunk], tail: [UInt8], prefix: [UInt8]) -> [UInt8] {
        var file = prefix
        for chunk in chunks { file += bigEndian(UInt32(chunk.data.count)) + chunk.type + chunk.data + chunk.crc }
        return file + tail
    }

    /// `chunk` with its CRC recomputed over its (possibly changed) type and data.
    static func resealed(_ chunk: Chunk) -> Chunk {
        var stream: [UInt8] = []
        appendPNGChunk(type: String(decoding: chunk.type, as: Unicode.ASCII.self).count == 4
                       && chunk.type.allSatisfy({ $0 < 128 }) ? String(decoding: chunk.type, as: Unicode.ASCII.self) : "xxXx",
                       data: chunk.data, to: &stream)
        return Chunk(type: chunk.type, data: chunk.data, crc: Array(stream.suffix(4)))
    }

    static func mutate(_ file: inout [UInt8], _ g: inout SplitMix64) {
        guard !file.isEmpty else { return }
        let prefix = Array(file.prefix(8))
        var (list, tail) = chunks(of: file)
        switch g.below(10) {
        case 0:
            for _ in 0...g.below(8) { file[g.below(file.count)] ^= 1 << UInt8(g.below(8)) }
            return
        case 1:
            file[g.below(file.count)] = g.pick([0, 0xFF, 0x7F, 0x80, 1, UInt8(truncatingIfNeeded: g.next())])
            return
        case 2:
            file.removeLast(g.below(file.count))
            return
        case 3 where list.count > 1:
            list.swapAt(g.below(list.count), g.below(list.count))
        case 4 where list.count > 1:
            if g.oneIn(2) { list.remove(at: g.below(list.count)) } else { list.insert(g.pick(list), at: g.below(list.count + 1)) }
        case 5 where !list.isEmpty && list[0].data.count >= 13:
            let huge: [UInt32] = [0, 1, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, 16_385, 1 << 20, UInt32(truncatingIfNeeded: g.next())]
            list[0].data.replaceSubrange(g.oneIn(2) ? 0..<4 : 4..<8, with: bigEndian(g.pick(huge)))
            list[0] = resealed(list[0])
        case 6 where !list.isEmpty && list[0].data.count >= 13:
            list[0].data[8 + g.below(5)] = g.pick([0, 1, 2, 3, 4, 6, 7, 8, 16, 255])
            list[0] = resealed(list[0])
        case 7, 8:
            guard !list.isEmpty else { return }
            let idat = list.indices.filter { list[$0].type == Array("IDAT".utf8) || list[$0].type == Array("fdAT".utf8) }
            let index = !idat.isEmpty && g.oneIn(2) ? g.pick(idat) : g.below(list.count)
            if list[index].data.isEmpty { list[index].data = [UInt8(truncatingIfNeeded: g.next())] } else {
                for _ in 0...g.below(4) {
                    let at = g.below(list[index].data.count)
                    switch g.below(3) {
                    case 0: list[index].data[at] ^= 1 << UInt8(g.below(8))
                    case 1: list[index].data.removeLast(list[index].data.count - at)
                    default: list[index].data[at] = UInt8(truncatingIfNeeded: g.next())
                    }
                    if list[index].data.isEmpty { break }
                }
            }
            list[index] = resealed(list[index])
        default:
            guard !list.isEmpty else { return }
            list[g.below(list.count)].crc[g.below(4)] ^= 1 << UInt8(g.below(8))
        }
        file = assemble(list, tail: tail, prefix: prefix)
    }
}
