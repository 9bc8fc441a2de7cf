// PNGEncoderTests.swift · RasterTests/Output · checks Output/PNGEncoder.swift, PNGWriter.swift, AdaptiveRowFilter.swift and PNGText.swift

import Foundation
import Testing
@testable import Raster

@Suite struct PNGEncoderTests {
    /// A 37×23 pseudo-random image; `opaque` forces alpha 255.
    static func noise(opaque: Bool, seed: UInt64 = 7) -> Pixmap {
        var random = SplitMix64(state: seed)
        return makePixmap(width: 37, height: 23) { _, _ in
            let a = opaque ? 255 : Int(random.byte())
            return [random.int(below: a + 1), random.int(below: a + 1), random.int(below: a + 1), a].map { UInt8($0) }
        }
    }

    @Test func opaqueRoundTripIsExact() throws {
        let pixmap = Self.noise(opaque: true)
        let back = try Pixmap(pngData: try pixmap.pngData())
        #expect(back.width == 37 && back.height == 23)
        #expect(back.data == pixmap.data)
    }

    /// The bound is zero: every (c, a) with c ≤ a survives encode → decode (proof in Pixmap+PNG.swift).
    @Test func translucentRoundTripIsExactForEveryPremultipliedValue() throws {
        var pairs: [(c: UInt8, a: UInt8)] = []
        for a in 0...255 { for c in 0...a { pairs.append((UInt8(c), UInt8(a))) } }
        #expect(pairs.count == 257 * 128)
        let pixmap = makePixmap(width: 257, height: 128) { x, y in
            let (c, a) = pairs[y * 257 + x]
            return [c, a - c, c / 2, a]
        }
        let back = try Pixmap(pngData: try pixmap.pngData())
        #expect(back.data == pixmap.data)
    }

    @Test func colourAboveAlphaClampsToAlpha() throws {
        let pixmap = makePixmap(width: 1, height: 1) { _, _ in [200, 10, 0, 100] }
        let back = try Pixmap(pngData: try pixmap.pngData())
        #expect(back[0, 0] == PremultipliedRGBA8(r: 100, g: 10, b: 0, a: 100))
    }

    @Test func straightAlphaRoundsHalfUp() {
        #expect(PNGEncoder.straight(1, alpha: 2) == 128)  // 127.5
        #expect(PNGEncoder.straight(1, alpha: 3) == 85)   // 85.0
        #expect(PNGEncoder.straight(2, alpha: 3) == 170)
        #expect(PNGEncoder.straight(1, alpha: 254) == 1)  // 1.004
        #expect(PNGEncoder.straight(0, alpha: 7) == 0)
        #expect((1...255).allSatisfy { PNGEncoder.straight(UInt8($0), alpha: UInt8($0)) == 255 })
    }

    @Test func fullyTransparentPixelsBecomeTransparentBlack() throws {
        let pixmap = makePixmap(width: 2, height: 1) { x, _ in x == 0 ? [0, 0, 0, 0] : [10, 20, 30, 40] }
        let chunks = try chunkRecords(try pixmap.pngData(compressionLevel: 0, filter: .none))
        // Level 0 stores the filtered rows verbatim after the 2-byte zlib header and the
        // 5-byte stored-block header: filter byte, then straight RGBA.
        let idat = try #require(chunks.first { $0.type == "IDAT" })
        #expect(Array(idat.data[7..<16]) == [0, 0, 0, 0, 0, 64, 128, 191, 40])
    }

    @Test func opaqueImagesAreRGBAndTranslucentOnesRGBA() throws {
        let opaque = try chunkRecords(try Self.noise(opaque: true).pngData())
        let translucent = try chunkRecords(try Self.noise(opaque: false).pngData())
        #expect(opaque[0].data[8...9] == [8, 2])
        #expect(translucent[0].data[8...9] == [8, 6])
    }

    @Test func chunksAreHeaderSRGBPhysTextDataEnd() throws {
        let data = try Self.noise(opaque: true).pngData(scale: 3, textMetadata: ["font.body": "Inter", "app": "Raster"])
        let chunks = try chunkRecords(data)
        #expect(chunks.map(\.type) == ["IHDR", "sRGB", "pHYs", "tEXt", "tEXt", "IDAT", "IEND"])
        #expect(chunks[1].data == [0])  // perceptual intent
        #expect(chunks[2].uint32(at: 0) == 8504 && chunks[2].uint32(at: 4) == 8504 && chunks[2].data[8] == 1)
        #expect(chunks[3].data == Array("app\0Raster".utf8))
        #expect(chunks[4].data == Array("font.body\0Inter".utf8))
        #expect(!chunks.contains { $0.type == "tIME" })
    }

    @Test func physFollowsScale() throws {
        for (scale, ppm) in [(1.0, 2835), (2.0, 5669), (3.0, 8504), (1.5, 4252)] as [(CGFloat, UInt32)] {
            let chunks = try chunkRecords(try Self.noise(opaque: true).pngData(scale: scale))
            #expect(chunks[2].uint32(at: 0) == ppm, "scale \(scale)")
        }
    }

    @Test func textOutsideLatin1IsWrittenAsITXt() throws {
        let data = try Self.noise(opaque: true).pngData(textMetadata: ["font": "Noto Sans 日本語", "café": "naïve"])
        let chunks = try chunkRecords(data)
        #expect(chunks.filter { $0.type == "tEXt" }.map(\.data) == [[0x63, 0x61, 0x66, 0xE9, 0, 0x6E, 0x61, 0xEF, 0x76, 0x65]])
        #expect(chunks.filter { $0.type == "iTXt" }.map(\.data) == [Array("font\0\0\0\0\0Noto Sans 日本語".utf8)])
        #expect(try PNGInfo(pngData: data).text == ["font": "Noto Sans 日本語", "café": "naïve"])
    }

    @Test func sameInputGivesSameBytes() throws {
        let first = try Self.noise(opaque: false).pngData(textMetadata: ["b": "2", "a": "1", "c": "3"])
        let second = try Self.noise(opaque: false).pngData(textMetadata: ["c": "3", "a": "1", "b": "2"])
        #expect(first == second)
    }

    @Test func everyLevelAndFilterDecodesExactly() throws {
        let pixmap = Self.noise(opaque: false)
        for level in 0...9 {
            let data = try pixmap.pngData(compressionLevel: level)
            #expect(try Pixmap(pngData: data).data == pixmap.data, "level \(level)")
        }
        let stripes = makePixmap(width: 64, height: 64) { x, y in [UInt8(x * 4), UInt8((x + y) % 8 * 32), 0, 255] }
        let stored = try stripes.pngData(compressionLevel: 0), smallest = try stripes.pngData(compressionLevel: 9)
        #expect(stored.count > 64 * 64 * 3 && smallest.count < stored.count / 10)
        var outputs: Set<Data> = []
        for filter in PNGEncoder.Filter.allCases {
            let data = try pixmap.pngData(filter: filter)
            outputs.insert(data)
            #expect(try Pixmap(pngData: data).data == pixmap.data, "filter \(filter)")
        }
        #expect(outputs.count == PNGEncoder.Filter.allCases.count)
    }

    /// libpng's cost of a filtered row, written out bytewise: Σ min(d, 256 − d).
    static func cost(_ residuals: [UInt8]) -> Int { residuals.reduce(0) { $0 + Int(min($1, 0 &- $1)) } }

    /// Paeth's predictor (PNG specification §9.4).
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c), pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    /// The Up, Sub and Paeth costs of `row` under `above`, bytewise.
    static func filterCosts(_ row: [UInt8], above: [UInt8], bytesPerPixel bpp: Int) -> (up: Int, sub: Int, paeth: Int) {
        let left = { (i: Int, r: [UInt8]) in i >= bpp ? r[i - bpp] : 0 }
        return (cost(row.indices.map { row[$0] &- above[$0] }),
                cost(row.indices.map { row[$0] &- left($0, row) }),
                cost(row.indices.map { row[$0] &- paeth(left($0, row), above[$0], left($0, above)) }))
    }

    /// The vector sums cover every length (the tail after whole 16-byte steps, and more than
    /// one 255-step block) and every byte difference, including −128.
    @Test(arguments: [3, 4])
    func adaptiveRowCostsMatchTheirBytewiseDefinition(bytesPerPixel: Int) {
        var random = SplitMix64(state: 11)
        for count in Array(bytesPerPixel...70) + [4080, 4083, 8200] {
            // Mostly small differences, as in images, with some bytes anywhere in 0...255.
            let above = (0..<count).map { _ in random.byte() }
            let row = above.map { random.int(below: 4) == 0 ? random.byte() : $0 &+ UInt8(random.int(below: 5)) &- 2 }
            let expected = Self.filterCosts(row, above: above, bytesPerPixel: bytesPerPixel)
            row.withUnsafeBufferPointer { row in
                above.withUnsafeBufferPointer { above in
                    let r = row.baseAddress!, a = above.baseAddress!
                    #expect(AdaptiveRowFilter.residualSum(r, minus: a, count: count) == expected.up)
                    #expect(Self.cost(Array(row[..<bytesPerPixel]))
                            + AdaptiveRowFilter.residualSum(r + bytesPerPixel, minus: r, count: count - bytesPerPixel)
                            == expected.sub)
                    #expect(AdaptiveRowFilter.paethSum(r, above: a, count: count, bytesPerPixel: bytesPerPixel)
                            == expected.paeth, "count \(count)")
                }
            }
        }
        let extremes: [UInt8] = [0, 128, 255, 127, 1, 129]
        let row = (0..<48).map { extremes[$0 % 6] }, above = (0..<48).map { extremes[($0 + 1) % 6] }
        #expect(AdaptiveRowFilter.residualSum(row, minus: above, count: 48) == Self.filterCosts(row, above: above, bytesPerPixel: 3).up)
    }

    /// `.adaptive` writes the first row with Paeth (over the all-zero row above, the same
    /// bytes as Sub), a repeated row with Up, a flat row with Sub, a row that is its
    /// neighbours' sum with Paeth (there Paeth predicts from the left where the row steps by
    /// 0 and from above elsewhere), and every row with the cheapest of Up, Sub and Paeth.
    @Test func adaptiveChoosesAFilterPerRow() throws {
        var random = SplitMix64(state: 3)
        let noise = (0..<8 * 3).map { _ in random.byte() }
        let steps: [UInt8] = [0, 0, 40, 40, 80, 80, 120, 120]
        let pixmap = makePixmap(width: 8, height: 6) { x, y in
            switch y {
            case 0, 1: return [UInt8(x * 8), UInt8(x * 8), UInt8(x * 8), 255]
            case 2: return [200, 200, 200, 255]
            case 3, 4: return Array(repeating: steps[x] + UInt8(y * 10), count: 3) + [255]
            default: return Array(noise[(x * 3)..<(x * 3 + 3)]) + [255]
            }
        }
        let data = try pixmap.pngData(compressionLevel: 0)
        #expect(try Pixmap(pngData: data).data == pixmap.data)
        // Level 0 stores the filtered rows after the 2-byte zlib header and 5-byte block header.
        let idat = try #require(try chunkRecords(data).first { $0.type == "IDAT" }).data
        let rowBytes = 8 * 3 + 1
        let filters = (0..<6).map { idat[7 + $0 * rowBytes] }
        #expect(filters[0...2] == [4, 2, 1] && filters[4] == 4)
        for y in 1..<6 {
            let row = (0..<8).flatMap { x in [pixmap[x, y].r, pixmap[x, y].g, pixmap[x, y].b] }
            let above = (0..<8).flatMap { x in [pixmap[x, y - 1].r, pixmap[x, y - 1].g, pixmap[x, y - 1].b] }
            let costs = Self.filterCosts(row, above: above, bytesPerPixel: 3)
            let cheaper: UInt8 = costs.up <= costs.sub ? 2 : 1
            let paethTried = min(costs.up, costs.sub) > AdaptiveRowFilter.paethThreshold * row.count
            #expect(filters[y] == (paethTried && costs.paeth < min(costs.up, costs.sub) ? 4 : cheaper), "row \(y)")
        }
    }

    /// A 1-pixel-wide image keeps only Up, a 1-pixel-high one only Sub, a single pixel None
    /// (`PNGEncoder.Filter.allowed`, as libpng's writer did).
    @Test(arguments: [(1, 5), (5, 1), (1, 1), (2, 2)])
    func adaptiveThinImagesRoundTrip(size: (width: Int, height: Int)) throws {
        var random = SplitMix64(state: 5)
        let pixmap = makePixmap(width: size.width, height: size.height) { _, _ in
            [random.byte() / 2, random.byte() / 2, 0, 128]
        }
        #expect(try Pixmap(pngData: try pixmap.pngData()).data == pixmap.data)
    }

    @Test(arguments: [-1, 10])
    func compressionLevelOutOfRangeThrows(level: Int) {
        #expect(throws: PNGError(source: "PNG data", problem: .invalidArgument("compression level \(level) is not in 0...9"))) {
            try Self.noise(opaque: true).pngData(compressionLevel: level)
        }
    }

    @Test(arguments: [0, -1, CGFloat.nan, CGFloat.infinity, 1e9])
    func unrecordableScaleThrows(scale: CGFloat) {
        #expect(throws: PNGError(source: "PNG data", problem: .invalidArgument("scale \(scale) cannot be recorded in pHYs"))) {
            try Self.noise(opaque: true).pngData(scale: scale)
        }
    }

    @Test(arguments: ["", " font", "font ", "a  b", String(repeating: "k", count: 80), "ключ", "tab\tkey"])
    func invalidTextKeyThrows(key: String) {
        #expect {
            try Self.noise(opaque: true).pngData(textMetadata: [key: "value"])
        } throws: { error in
            guard let error = error as? PNGError, case .invalidArgument(let detail) = error.problem else { return false }
            return detail.hasPrefix("text key \"\(key)\" is not a PNG keyword")
        }
    }

    @Test func dataOfTheWrongSizeThrowsAndWritesNothing() throws {
        let pixmap = try Pixmap(width: 4, height: 3)
        pixmap.data = [UInt8](repeating: 255, count: 20)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("raster-short-data-\(UUID()).png")
        #expect(throws: PNGError(source: url.path, problem: .invalidArgument(
            "the pixmap's data holds 20 bytes, not width × height × 4 = 48; give `data` a new value of that size"))) {
            try pixmap.write(to: url)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func textValueWithNULThrows() {
        #expect(throws: PNGError(source: "PNG data", problem: .invalidArgument("text value for \"k\" contains NUL"))) {
            try Self.noise(opaque: true).pngData(textMetadata: ["k": "a\0b"])
        }
    }
}
