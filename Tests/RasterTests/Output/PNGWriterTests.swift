// PNGWriterTests.swift · RasterTests/Output · checks Output/PNGWriter.swift, IDATStream.swift and CRasterKernels' PNGRowKernels.c
//
// PNGWriter must write what libpng wrote before it (LibPNGReferenceWriter.swift) but for the
// deflated data: the same chunks, the same zlib header and the same filtered rows once the
// IDAT data is inflated, for every size class (one pixel wide or high, small enough for a
// narrower zlib window, large enough for several IDAT chunks), both colour types, every
// filter and level, regions, and rendered frames. libdeflate deflates instead of zlib, so the
// compressed bytes differ; the pixels a decoder reads do not.

import CPNG
import CRasterKernels
import Foundation
import Testing
@testable import Raster

@Suite struct PNGWriterTests {
    /// Both writers' bytes for `pixmap` (or `region` of it), with a text chunk after the header.
    static func bothWriters(_ pixmap: Pixmap, region: PixelRegion? = nil, hasAlpha: Bool, level: Int = 6,
                            filter: PNGEncoder.Filter = .adaptive) -> (new: [UInt8], libpng: [UInt8]) {
        let region = region ?? PixelRegion(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        let text: (inout [UInt8]) -> Void = { PNGChunk.append(type: "tEXt", data: Array("Software\0Raster".utf8), to: &$0) }
        return (PNGWriter.write(pixmap, region: region, hasAlpha: hasAlpha, level: level, filter: filter,
                                pixelsPerMetre: 11811, afterHeader: text),
                LibPNGReferenceWriter.write(pixmap, region: region, hasAlpha: hasAlpha, level: level, filter: filter,
                                            pixelsPerMetre: 11811, afterHeader: text))
    }

    /// What a PNG stream says apart from how its rows were deflated: every chunk but IDAT, in
    /// order, the zlib header (window and level fields), and the filtered rows inflated from
    /// the IDAT data.
    struct Meaning: Equatable {
        var chunks: [String]
        var zlibHeader: [UInt8]
        var rows: [UInt8]
    }

    /// The meaning of `png`; nil when its IDAT data does not inflate to at most `capacity` bytes.
    static func meaning(of png: [UInt8], capacity: Int = 1 << 22) throws -> Meaning? {
        let chunks = try chunkRecords(Data(png))
        let stream = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        var rows = [UInt8](repeating: 0, count: capacity)
        var length = UInt(capacity)
        let status = uncompress(&rows, &length, stream, UInt(stream.count))
        guard status == Z_OK, stream.count >= 2 else { return nil }
        let described = chunks.filter { $0.type != "IDAT" }.map { $0.type + ":" + $0.data.map { String($0, radix: 16) }.joined(separator: ",") }
        return Meaning(chunks: described, zlibHeader: Array(stream[0..<2]), rows: Array(rows[..<Int(length)]))
    }

    /// Whether both writers' streams mean the same (`meaning(of:)`), each inflating.
    static func sameMeaning(_ bytes: (new: [UInt8], libpng: [UInt8])) throws -> Bool {
        guard let new = try meaning(of: bytes.new), let libpng = try meaning(of: bytes.libpng) else { return false }
        return new == libpng
    }

    /// Noise over flat bands and a gradient: rows every filter wins on. `translucent` adds
    /// alpha 0, 255 and values between.
    static func image(width: Int, height: Int, translucent: Bool, seed: UInt64 = 11) -> Pixmap {
        var random = SplitMix64(state: seed)
        return makePixmap(width: width, height: height) { x, y in
            let a: UInt8 = translucent ? [0, 255, 128, random.byte()][(x + y) % 4] : 255
            let v: UInt8
            switch y % 5 {
            case 0: v = random.byte()
            case 1: v = UInt8(truncatingIfNeeded: x * 3 + y)
            case 2: v = 200
            default: v = UInt8(truncatingIfNeeded: x * y)
            }
            let c = UInt8(Int(v) * Int(a) / 255)
            return [c, c / 2, UInt8(Int(random.byte()) * Int(a) / 255), a]
        }
    }

    /// Sizes: one pixel, one row, one column, a 16-KiB-window image, 64 KiB raw RGB (the
    /// narrowing stops at 16 KiB), and one whose noise fills several 64 KiB chunks.
    static let sizes: [(width: Int, height: Int)] = [(1, 1), (7, 1), (1, 9), (2, 2), (37, 23), (70, 70), (150, 146), (300, 120)]

    @Test(arguments: sizes)
    func sameRowsAsLibpngForEveryFilter(size: (width: Int, height: Int)) throws {
        for translucent in [false, true] {
            let pixmap = Self.image(width: size.width, height: size.height, translucent: translucent)
            for filter in PNGEncoder.Filter.allCases {
                let bytes = Self.bothWriters(pixmap, hasAlpha: translucent, filter: filter)
                #expect(try Self.sameMeaning(bytes), "\(size) translucent \(translucent) \(filter)")
            }
        }
    }

    @Test(arguments: 0...9)
    func sameRowsAsLibpngAtEveryLevel(level: Int) throws {
        for size in Self.sizes {
            let pixmap = Self.image(width: size.width, height: size.height, translucent: size.width % 2 == 0)
            let bytes = Self.bothWriters(pixmap, hasAlpha: size.width % 2 == 0, level: level)
            #expect(try Self.sameMeaning(bytes), "\(size) level \(level)")
        }
    }

    /// Level 0 stores the rows (the stream is longer than they are); level 1 shrinks the
    /// 300×120 image (a fifth of its rows are noise), level 9 at least as much.
    @Test func levelsTradeSizeForSpeed() throws {
        let pixmap = Self.image(width: 300, height: 120, translucent: false)
        func idatBytes(_ level: Int) throws -> Int {
            try chunkRecords(Data(Self.bothWriters(pixmap, hasAlpha: false, level: level).new))
                .filter { $0.type == "IDAT" }.map(\.data.count).reduce(0, +)
        }
        let rows = (300 * 3 + 1) * 120
        #expect(try idatBytes(0) > rows)
        #expect(try idatBytes(1) < idatBytes(0))
        #expect(try idatBytes(9) <= idatBytes(1))
    }

    /// The image sizes where libpng narrows the zlib window: the header's window field
    /// follows it across each power of two, and the stream still inflates.
    @Test func sameZlibHeaderAsLibpngAroundEveryWindowSize() throws {
        // Filtered bytes (3 · width + 1) · 2 straddling 256 ... 16,384 and the 262-byte lookahead.
        for width in [40, 41, 42, 84, 85, 86, 170, 171, 172, 341, 342, 343, 2730, 2731, 2732] {
            let pixmap = Self.image(width: width, height: 2, translucent: false)
            for level in [1, 6, 9] {
                let bytes = Self.bothWriters(pixmap, hasAlpha: false, level: level)
                #expect(try Self.sameMeaning(bytes), "width \(width) level \(level)")
            }
        }
    }

    /// The zlib header's fields: window 2^(CINFO + 8) bytes, the smallest that holds a small
    /// image; FLEVEL by level; the check bits make the pair a multiple of 31.
    @Test func zlibHeaderFields() {
        let cases: [(level: Int, size: Int, cmf: UInt8, flg: UInt8)] = [
            (6, 1_000_000, 0x78, 0x9C), (1, 1_000_000, 0x78, 0x01), (9, 1_000_000, 0x78, 0xDA), (3, 1_000_000, 0x78, 0x5E),
            (6, 16_384, 0x68, 0x81), (6, 16_385, 0x78, 0x9C), (6, 300, 0x18, 0x95), (6, 1, 0x08, 0x99),
        ]
        for c in cases {
            let header = IDATStream.header(level: c.level, imageSize: c.size)
            #expect(header.cmf == c.cmf && header.flg == c.flg, "level \(c.level), \(c.size) bytes")
            #expect((Int(header.cmf) << 8 | Int(header.flg)) % 31 == 0)
        }
    }

    /// Encoders keep their buffers and compressors (`IDATStream.Workspace`): an image encodes
    /// to the same bytes after larger and smaller images at other levels as before them, on
    /// any thread.
    @Test func keptWorkspacesGiveTheSameBytes() async {
        let small = Self.image(width: 37, height: 23, translucent: true), large = Self.image(width: 300, height: 120, translucent: false)
        let first = Self.bothWriters(small, hasAlpha: true).new
        _ = Self.bothWriters(large, hasAlpha: false, level: 9)
        _ = Self.bothWriters(Self.image(width: 2, height: 2, translucent: false), hasAlpha: false, level: 6)
        let again = await withTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<4 { group.addTask { Self.bothWriters(small, hasAlpha: true).new } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(again.count == 4 && again.allSatisfy { $0 == first })
    }

    /// The zlib stream of a 300×120 noisy image spans several 65,536-byte IDAT chunks.
    @Test func largeStreamsAreCutIntoChunksOf64KiB() throws {
        let data = Data(Self.bothWriters(Self.image(width: 300, height: 120, translucent: true), hasAlpha: true, level: 0).new)
        let sizes = try chunkRecords(data).filter { $0.type == "IDAT" }.map(\.data.count)
        #expect(sizes.count == 3 && sizes.dropLast().allSatisfy { $0 == 65_536 } && sizes.last! < 65_536)
    }

    /// A region of a larger pixmap, as the APNG writer encodes a frame's changed rectangle.
    @Test func sameRowsAsLibpngForARegion() throws {
        let pixmap = Self.image(width: 90, height: 60, translucent: true)
        let bytes = Self.bothWriters(pixmap, region: PixelRegion(x: 13, y: 7, width: 41, height: 29), hasAlpha: true)
        #expect(try Self.sameMeaning(bytes))
    }

    /// Frames as `rendershot animate` and the export benchmark write them: a phone screen at
    /// 3x with a card sliding across it, rendered and encoded by both writers, and read back.
    @MainActor @Test func renderedFramesHaveTheSameRowsAsWithLibpng() throws {
        let offset = ExportFrameOffset()
        let host = ViewHost(ExportFrameScene(offset: offset), size: CGSize(width: 390, height: 844), scale: 3)
        for step in [0.0, 0.37, 1.0] {
            offset.value = step
            let pixmap = try host.renderOrThrow().pixmap
            let bytes = Self.bothWriters(pixmap, hasAlpha: false)
            #expect(try Self.meaning(of: bytes.new, capacity: (1170 * 3 + 1) * 2532) == Self.meaning(of: bytes.libpng, capacity: (1170 * 3 + 1) * 2532),
                    "card at \(step)")
            #expect(bytes.new.count > 10_000 && bytes.new.count < bytes.libpng.count * 11 / 10)
            #expect(try Pixmap(pngData: Data(bytes.new)).data == pixmap.data)
        }
    }

    @Test func adler32MatchesZlib() {
        var random = SplitMix64(state: 17)
        let noise = (0..<40_000).map { _ in random.byte() }, full = [UInt8](repeating: 255, count: 40_000)
        for bytes in [noise, full] {
            for count in [0, 1, 15, 16, 17, 255, 5_551, 5_552, 5_553, 11_104, 11_120, 40_000] {
                for start: UInt32 in [1, 0xFFF0_FFF0, 0x1234_5678 % 65_521] {
                    let ours = bytes.withUnsafeBufferPointer { raster_adler32(start, $0.baseAddress!, count) }
                    let zlib = bytes.withUnsafeBufferPointer { UInt32(adler32(UInt(start), $0.baseAddress!, UInt32(count))) }
                    #expect(ours == zlib, "\(count) bytes from \(start)")
                }
            }
        }
    }
}

/// How far the export scene's card has slid, 0 ... 1.
@Observable final class ExportFrameOffset {
    var value = 0.0
}

/// A screen like the export benchmark's: text, rounded cards, a tab row, and a card that
/// slides across as `offset` goes from 0 to 1.
struct ExportFrameScene: View {
    let offset: ExportFrameOffset
    var body: some View {
        ZStack(alignment: .topLeading) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Today").font(.largeTitle).bold()
                ForEach(0..<8, id: \.self) { card in
                    HStack(spacing: 12) {
                        RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 44, height: 44)
                        Text("Card \(card)").font(.headline)
                        Spacer()
                    }
                    .padding(8)
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
                }
                Spacer()
            }
            .padding()
            .background(Color(white: 0.95))
            RoundedRectangle(cornerRadius: 16).fill(Color.purple)
                .frame(width: 120, height: 80)
                .padding(.leading, offset.value * 250)
                .padding(.top, 400)
        }
    }
}
