// PNGDecoderTests.swift · RasterTests/Output · checks Output/PNGDecoder.swift

import Foundation
import Testing
@testable import Raster

@Suite struct PNGDecoderTests {
    typealias P = FixturePattern

    /// Asserts every pixel of `pixmap` equals `expected(x, y)` (premultiplied RGBA).
    func expectPixels(_ pixmap: Pixmap, width: Int = P.width, height: Int = P.height,
                      _ expected: (Int, Int) -> [UInt8]) {
        #expect(pixmap.width == width && pixmap.height == height)
        var mismatches: [String] = []
        for y in 0..<height {
            for x in 0..<width {
                let p = pixmap[x, y]
                let want = expected(x, y)
                if [p.r, p.g, p.b, p.a] != want { mismatches.append("(\(x),\(y)) \([p.r, p.g, p.b, p.a]) != \(want)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func palette8WithTRNS() throws {
        let pixmap = try P.decode(PNGFixtures.palette8WithTRNS, name: "palette8")
        expectPixels(pixmap) { x, y in
            let i = P.index(x, y)
            return P.premultiplied(P.palette[i] + [P.paletteAlpha[i]])
        }
    }

    @Test func palette4() throws {
        let pixmap = try P.decode(PNGFixtures.palette4, name: "palette4")
        expectPixels(pixmap) { x, y in P.palette[P.index(x, y)] + [255] }
    }

    @Test func grey8() throws {
        let pixmap = try P.decode(PNGFixtures.grey8, name: "grey8")
        expectPixels(pixmap) { x, y in let g = P.grey(x, y); return [g, g, g, 255] }
    }

    @Test func grey8WithTRNSMakesThatGreyTransparent() throws {
        let pixmap = try P.decode(PNGFixtures.grey8WithTRNS, name: "grey8WithTRNS")
        #expect(P.grey(1, 1) == 64)
        expectPixels(pixmap) { x, y in let g = P.grey(x, y); return g == 64 ? [0, 0, 0, 0] : [g, g, g, 255] }
    }

    @Test func grey1() throws {
        let pixmap = try P.decode(PNGFixtures.grey1, name: "grey1")
        expectPixels(pixmap) { x, y in (x + y) % 3 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255] }
    }

    @Test func greyAlpha8() throws {
        let pixmap = try P.decode(PNGFixtures.greyAlpha8, name: "greyAlpha8")
        expectPixels(pixmap) { x, y in let g = P.grey(x, y); return P.premultiplied([g, g, g, P.rgba(x, y)[3]]) }
    }

    @Test func grey16ScalesToNearest8BitValue() throws {
        let pixmap = try P.decode(PNGFixtures.grey16, name: "grey16")
        expectPixels(pixmap) { x, y in let g = P.to8(P.grey16(x, y)); return [g, g, g, 255] }
    }

    @Test func rgb8WithTRNSMakesThatColourTransparent() throws {
        let pixmap = try P.decode(PNGFixtures.rgb8WithTRNS, name: "rgb8WithTRNS")
        let key = Array(P.rgba(2, 1).prefix(3))
        expectPixels(pixmap) { x, y in
            let rgb = Array(P.rgba(x, y).prefix(3))
            return rgb == key ? [0, 0, 0, 0] : rgb + [255]
        }
    }

    @Test func rgba8() throws {
        let pixmap = try P.decode(PNGFixtures.rgba8, name: "rgba8")
        expectPixels(pixmap) { x, y in P.premultiplied(P.rgba(x, y)) }
    }

    @Test func rgba16() throws {
        let pixmap = try P.decode(PNGFixtures.rgba16, name: "rgba16")
        expectPixels(pixmap) { x, y in P.premultiplied(P.rgba16(x, y).map(P.to8)) }
    }

    @Test func adam7Interlaced() throws {
        let pixmap = try P.decode(PNGFixtures.rgba8Interlaced, name: "rgba8Interlaced")
        expectPixels(pixmap, width: 9, height: 9) { x, y in P.premultiplied(P.rgba(x, y)) }
        let tiny = try P.decode(PNGFixtures.grey8InterlacedTiny, name: "tiny")
        expectPixels(tiny, width: 3, height: 2) { x, y in let g = P.grey(x, y); return [g, g, g, 255] }
    }
}

@Suite struct PNGDecoderErrorTests {
    /// A small valid PNG with text, so every chunk kind Raster writes is present.
    static let valid: Data = {
        let pixmap = makePixmap(width: 6, height: 4) { x, y in [UInt8(x * 40), UInt8(y * 60), 0, UInt8(100 + x * 20)] }
        return try! pixmap.pngData(textMetadata: ["font": "Inter 400"])
    }()

    func decodeError(_ data: Data, source: String = "fuzz.png") -> PNGError? {
        do {
            _ = try Pixmap(pngData: data, source: source)
            return nil
        } catch {
            return error as? PNGError
        }
    }

    @Test func notAPNG() {
        let error = decodeError(Data("GIF89a, not a PNG".utf8), source: "picture.gif")
        #expect(error?.problem == .notPNG)
        #expect(error?.description == "picture.gif: not a PNG file (the PNG signature is missing)")
    }

    @Test func everyTruncationThrowsTruncatedAtItsLength() {
        let data = Self.valid
        var wrong: [Int] = []
        for length in 0..<data.count {
            let error = decodeError(data.prefix(length))
            if error?.problem != .truncated(offset: length) || error?.source != "fuzz.png" { wrong.append(length) }
        }
        #expect(wrong.isEmpty, "lengths without a truncation error: \(wrong)")
        #expect(decodeError(data.prefix(50))?.description
            == "fuzz.png: truncated PNG: the data ends at byte 50 before the IEND chunk")
        #expect(decodeError(data.prefix(0))?.description == "fuzz.png: is empty (0 bytes), not a PNG file")
    }

    @Test func everySingleByteFlipThrowsNamingTheFile() {
        var random = SplitMix64(state: 0x5EED_0001)
        var decoded: [Int] = []
        for offset in 0..<Self.valid.count {
            var data = Self.valid
            data[offset] ^= UInt8(1 + random.int(below: 255))
            guard let error = decodeError(data) else { decoded.append(offset); continue }
            #expect(error.description.hasPrefix("fuzz.png: "))
        }
        #expect(decoded.isEmpty, "flips that went unnoticed at offsets \(decoded)")
    }

    @Test func checksumErrorNamesChunkAndOffset() {
        var data = Self.valid
        data[8 + 8 + 2] ^= 0x01  // inside IHDR's data
        #expect(decodeError(data)?.problem == .badChecksum(chunk: "IHDR", offset: 8))
    }

    /// Flips bytes inside IHDR and IDAT and repairs the CRCs, so the damage reaches libpng.
    @Test func damagedImageDataWithValidChecksumsNeverCrashes() throws {
        var random = SplitMix64(state: 0x5EED_0002)
        let chunks = try chunkRecords(Self.valid)
        let targets = chunks.indices.filter { ["IHDR", "IDAT"].contains(chunks[$0].type) }
        var libpngErrors = 0
        for _ in 0..<300 {
            var damaged = chunks
            for _ in 0..<(1 + random.int(below: 3)) {
                let i = targets[random.int(below: targets.count)]
                damaged[i].data[random.int(below: damaged[i].data.count)] ^= UInt8(1 + random.int(below: 255))
            }
            do {
                let pixmap = try Pixmap(pngData: pngStream(damaged), source: "fuzz.png")
                #expect(pixmap.data.count == pixmap.width * pixmap.height * 4)
            } catch let error as PNGError {
                #expect(error.source == "fuzz.png")
                if case .decodeFailed = error.problem { libpngErrors += 1 }
            }
        }
        #expect(libpngErrors > 0)
    }

    @Test func oversizedHeaderIsRejectedBeforeAllocating() throws {
        var chunks = try chunkRecords(Self.valid)
        chunks[0].data.replaceSubrange(0..<8, with: [0, 1, 0, 0, 0, 1, 0, 0])  // 65536 × 65536
        #expect(decodeError(pngStream(chunks))?.problem == .tooLarge(width: 65536, height: 65536))
        chunks[0].data.replaceSubrange(0..<4, with: [0, 0, 0, 0])
        #expect(decodeError(pngStream(chunks))?.problem == .malformed("IHDR gives an empty 0x65536 image"))
    }

    @Test func headerLargerThanItsImageDataIsRejectedBeforeAllocating() throws {
        var chunks = try chunkRecords(Self.valid)
        chunks[0].data.replaceSubrange(0..<8, with: [0, 0, 0x4E, 0x20, 0, 0, 0x32, 0xC8])  // 20000 × 13000
        let imageData = chunks.filter { $0.type == "IDAT" }.reduce(0) { $0 + $1.data.count }
        let error = decodeError(pngStream(chunks))
        #expect(error?.problem == .imageDataTooShort(width: 20000, height: 13000, bytes: imageData))
        #expect(error?.description == "fuzz.png: its header says 20000×13000 pixels, but its \(imageData) bytes of image "
                                      + "data cannot hold that many (the file is cut short or damaged)")
    }

    @Test func missingFileNamesThePath() {
        let url = URL(fileURLWithPath: "/nonexistent-raster-dir/missing.png")
        #expect {
            try Pixmap(contentsOf: url)
        } throws: { error in
            guard let error = error as? PNGError, case .fileSystem = error.problem else { return false }
            return error.source == url.path && error.description.hasPrefix("/nonexistent-raster-dir/missing.png: ")
        }
    }
}
