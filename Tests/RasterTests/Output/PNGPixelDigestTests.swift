// PNGPixelDigestTests.swift · RasterTests/Output · checks Output/PNGPixelDigest.swift

import Foundation
import Testing
@_spi(RasterOutput) @testable import Raster

@Suite struct PNGPixelDigestTests {
    /// A `width` × `height` pixmap whose bytes count up from `seed`, so that neighbouring
    /// pixels differ.
    func counting(width: Int, height: Int, seed: UInt8 = 0) -> Pixmap {
        let pixmap = try! Pixmap(width: width, height: height)
        for index in pixmap.data.indices { pixmap.data[index] = UInt8(truncatingIfNeeded: index &+ Int(seed)) }
        return pixmap
    }

    /// The digest is a fixed function of the bytes and size: the same on every machine and
    /// run, so references recorded elsewhere keep their fast pass. The expected values come
    /// from a separate Python model of the algorithm in PNGPixelDigest.swift's header (a
    /// 24-byte picture is all tail; a 60-byte one is one block and a 28-byte tail).
    @Test func theDigestIsAFixedFunctionOfBytesAndSize() {
        #expect(PNGPixelDigest.digest(of: counting(width: 3, height: 2)) == 0x6C01_E442_1967_6061)
        #expect(PNGPixelDigest.digest(of: counting(width: 5, height: 3)) == 0x177F_157E_76D7_CCF8)
        #expect(PNGPixelDigest.digest(of: counting(width: 3, height: 2)) == PNGPixelDigest.digest(of: counting(width: 3, height: 2)))
        #expect(PNGPixelDigest.digest(of: counting(width: 3, height: 2)) != PNGPixelDigest.digest(of: counting(width: 2, height: 3)))
    }

    /// Changing any one byte, in the 32-byte blocks or in the tail after them, changes the digest.
    @Test func everySingleByteChangeChangesTheDigest() {
        for (width, height) in [(11, 3), (2, 2)] {  // four blocks and a 4-byte tail; a 16-byte tail alone
            let digest = PNGPixelDigest.digest(of: counting(width: width, height: height))
            var unchanged: [Int] = []
            for index in 0..<(width * height * 4) {
                for bit in [0x01, 0x80] as [UInt8] {
                    let changed = counting(width: width, height: height)
                    changed.data[index] ^= bit
                    if PNGPixelDigest.digest(of: changed) == digest { unchanged.append(index) }
                }
            }
            #expect(unchanged.isEmpty, "\(width)×\(height)")
        }
    }

    @Test func aStampedPNGRecordsItsDigestBeforeIENDAndDecodesAsBefore() throws {
        let pixmap = counting(width: 16, height: 9, seed: 7)
        let plain = try pixmap.pngData()
        let digest = PNGPixelDigest.digest(of: pixmap)
        let stamped = try PNGPixelDigest.stamped(plain, digest: digest, width: 16, height: 9)
        let types = try stamped.withUnsafeBytes { try PNGChunk.chunks(in: $0, source: "test").map(\.type) }
        #expect(types.suffix(2) == ["rsPX", "IEND"])
        #expect(stamped.count == plain.count + 12 + 21)
        #expect(PNGPixelDigest.recordedDigest(in: stamped, width: 16, height: 9) == digest)
        #expect(try Pixmap(pngData: stamped).data == Pixmap(pngData: plain).data)
    }

    /// No digest is read from a file without the chunk, from a damaged file, for another
    /// size, or when the image data was replaced and the chunk kept (an editor that copies
    /// unknown chunks it should drop).
    @Test func aDigestIsReadOnlyWhenItIsBoundToTheImageData() throws {
        let pixmap = counting(width: 16, height: 9, seed: 7)
        let stamped = try PNGPixelDigest.stamped(try pixmap.pngData(), digest: PNGPixelDigest.digest(of: pixmap), width: 16, height: 9)
        #expect(PNGPixelDigest.recordedDigest(in: try pixmap.pngData(), width: 16, height: 9) == nil)
        #expect(PNGPixelDigest.recordedDigest(in: stamped, width: 9, height: 16) == nil)
        #expect(PNGPixelDigest.recordedDigest(in: Data("not a PNG".utf8), width: 16, height: 9) == nil)
        #expect(PNGPixelDigest.recordedDigest(in: stamped.prefix(stamped.count - 20), width: 16, height: 9) == nil)

        let edited = try counting(width: 16, height: 9, seed: 8).pngData()
        let graft = try stamped.withUnsafeBytes { stampedBytes -> Data in
            let rsPX = try #require(try PNGChunk.chunks(in: stampedBytes, source: "test").first { $0.type == "rsPX" })
            return try edited.withUnsafeBytes { editedBytes in
                let end = try #require(try PNGChunk.chunks(in: editedBytes, source: "test").last)
                return Data(editedBytes[..<end.offset]) + Data(stampedBytes[rsPX.offset..<(rsPX.data.upperBound + 4)])
                    + Data(editedBytes[end.offset...])
            }
        }
        #expect(try Pixmap(pngData: graft).data == counting(width: 16, height: 9, seed: 8).data)
        #expect(PNGPixelDigest.recordedDigest(in: graft, width: 16, height: 9) == nil)
    }
}
