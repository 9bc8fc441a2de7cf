// PNGWriterTests.swift · RasterTests/Output · checks Output/PNGWriter.swift, IDATStream.swift and CRasterKernels' PNGRowKernels.c
//
// PNGWriter must write the bytes libpng wrote before it (LibPNGReferenceWriter.swift), for
// every size class (one pixel wide or high, small enough for a narrower zlib window, large
// enough for several IDAT chunks), both colour types, every filter and level, regions, and
// rendered frames.

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
    func sameBytesAsLibpngForEveryFilter(size: (width: Int, height: Int)) {
        for translucent in [false, true] {
            let pixmap = Self.image(width: size.width, height: size.height, translucent: translucent)
            for filter in PNGEncoder.Filter.allCases {
                let bytes = Self.bothWriters(pixmap, hasAlpha: translucent, filter: filter)
                #expect(bytes.new == bytes.libpng, "\(size) translucent \(translucent) \(filter)")
            }
        }
    }

    @Test(arguments: 0...9)
    func sameBytesAsLibpngAtEveryLevel(level: Int) {
        for size in Self.sizes {
            let pixmap = Self.image(width: size.width, height: size.height, translucent: size.width % 2 == 0)
            let bytes = Self.bothWriters(pixmap, hasAlpha: size.width % 2 == 0, level: level)
            #expect(bytes.new == bytes.libpng, "\(size) level \(level)")
        }
    }

    /// The image sizes where libpng narrows the zlib window: the header's window field and
    /// the stream both follow it, across each power of two.
    @Test func sameBytesAsLibpngAroundEveryWindowSize() {
        // Filtered bytes (3 · width + 1) · 2 straddling 256 ... 16,384 and the 262-byte lookahead.
        for width in [40, 41, 42, 84, 85, 86, 170, 171, 172, 341, 342, 343, 2730, 2731, 2732] {
            let pixmap = Self.image(width: width, height: 2, translucent: false)
            for level in [1, 6, 9] {
                let bytes = Self.bothWriters(pixmap, hasAlpha: false, level: level)
                #expect(bytes.new == bytes.libpng, "width \(width) level \(level)")
            }
        }
    }

    /// The zlib stream of a 300×120 noisy image spans several 65,536-byte IDAT chunks.
    @Test func largeStreamsAreCutIntoChunksOf64KiB() throws {
        let data = Data(Self.bothWriters(Self.image(width: 300, height: 120, translucent: true), hasAlpha: true, level: 0).new)
        let sizes = try chunkRecords(data).filter { $0.type == "IDAT" }.map(\.data.count)
        #expect(sizes.count == 3 && sizes.dropLast().allSatisfy { $0 == 65_536 } && sizes.last! < 65_536)
    }

    /// A region of a larger pixmap, as the APNG writer encodes a frame's changed rectangle.
    @Test func sameBytesAsLibpngForARegion() {
        let pixmap = Self.image(width: 90, height: 60, translucent: true)
        let bytes = Self.bothWriters(pixmap, region: PixelRegion(x: 13, y: 7, width: 41, height: 29), hasAlpha: true)
        #expect(bytes.new == bytes.libpng)
    }

    /// Frames as `rendershot animate` and the export benchmark write them: a phone screen at
    /// 3x with a card sliding across it, rendered and encoded by both writers.
    @MainActor @Test func renderedFramesHaveTheSameBytesAsWithLibpng() throws {
        let offset = ExportFrameOffset()
        let host = ViewHost(ExportFrameScene(offset: offset), size: CGSize(width: 390, height: 844), scale: 3)
        for step in [0.0, 0.37, 1.0] {
            offset.value = step
            let pixmap = try host.renderOrThrow().pixmap
            let bytes = Self.bothWriters(pixmap, hasAlpha: false)
            #expect(bytes.new == bytes.libpng, "card at \(step)")
            #expect(bytes.new.count > 10_000)
        }
    }

    /// The kernel's Adler-32 equals zlib's at every block boundary, for bytes that are all 255
    /// (the largest sums) and for noise, from any starting value.
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
