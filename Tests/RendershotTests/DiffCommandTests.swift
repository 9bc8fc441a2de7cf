import Foundation
import Testing
import Raster
@testable import RendershotKit

@Suite struct DiffCommandTests {
    private func write(_ pixmap: Pixmap, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try pixmap.write(to: url)
        return url.path
    }

    private func square(_ red: UInt8, changed: Int = 0) -> Pixmap {
        let pixmap = try! Pixmap(width: 4, height: 4)
        pixmap.fill(PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        for i in 0..<changed { pixmap[i, 1] = PremultipliedRGBA8(r: red, g: 0, b: 0, a: 255) }
        return pixmap
    }

    @Test func identicalImagesExitZero() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try write(square(0), "a.png", in: folder), b = try write(square(0), "b.png", in: folder)
        let (status, output) = rendershot(["diff", a, b])
        #expect(status == 0)
        #expect(output.lines == ["\(a): 4×4 px", "\(b): 4×4 px", "identical: every byte of all 16 pixels matches"])
    }

    @Test func differencesArePrintedExactAndPerceptualAndExitOne() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try write(square(0), "a.png", in: folder), b = try write(square(200, changed: 2), "b.png", in: folder)
        let out = folder.appendingPathComponent("d/diff.png").path
        let (status, output) = rendershot(["diff", a, b, "--out", out])
        #expect(status == 1)
        let diff = ImageDiff(reference: square(0), actual: square(200, changed: 2))
        #expect(output.lines == [
            "\(a): 4×4 px", "\(b): 4×4 px",
            "pixels: 2 of 16 differ, max channel delta 255 at (0, 1)",
            "perceptual: max ΔE00 \(formatDecimal(diff.maxDeltaE)), 2 pixels (12.5%) above ΔE00 2, the visible threshold",
            "wrote \(out) (4×4 px)",
        ])
        #expect(try Pixmap(contentsOf: URL(fileURLWithPath: out))[0, 1] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    /// `--json`: the same facts as one object, keys sorted, instead of the lines.
    @Test func jsonGivesTheFactsAsOneObject() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try write(square(0), "a.png", in: folder), b = try write(square(200, changed: 2), "b.png", in: folder)
        let (status, output) = rendershot(["diff", a, b, "--json"])
        #expect(status == 1)
        #expect(output.lines.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.lines[0].utf8)) as? [String: Any])
        #expect(object["a"] as? String == a)
        #expect(object["sizeA"] as? String == "4×4")
        #expect(object["identical"] as? Bool == false)
        #expect(object["sizesMatch"] as? Bool == true)
        #expect(object["pixelCount"] as? Int == 16)
        #expect(object["differingPixels"] as? Int == 2)
        #expect(object["maxChannelDelta"] as? Int == 255)
        #expect(object["maxChannelDeltaAt"] as? [Int] == [0, 1])
        #expect(object["pixelsAboveThreshold"] as? Int == 2)
        #expect(object["diffImage"] == nil)
    }

    /// `--out` naming one of the images compared is refused before anything is read or
    /// written (it replaced the image with the diff).
    @Test func theDiffImageMayNotReplaceAnInput() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try write(square(0), "a.png", in: folder), b = try write(square(200, changed: 2), "b.png", in: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: a))
        for out in [a, folder.appendingPathComponent("./b.png").path] {
            let (status, output) = rendershot(["diff", a, b, "--out", out])
            #expect(status == 2)
            #expect(output.errors == ["rendershot: error: invalid value '\(out)' for '--out': expected a file other than "
                                      + "the two images compared, which it would replace"])
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == before)
    }

    @Test func differentSizesAndFontsAreSaid() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        try square(0).write(to: a, textMetadata: ["Fonts": "Inter Regular"])
        try Pixmap(width: 2, height: 3).write(to: b, textMetadata: ["Fonts": ""])
        let d = folder.appendingPathComponent("d.png").path
        let (status, output) = rendershot(["diff", a.path, b.path, "--out", d])
        #expect(status == 1)
        #expect(output.lines == [
            "\(a.path): 4×4 px", "\(b.path): 2×3 px", "the sizes differ, so the pixels were not compared",
            "fonts differ: \(a.path) used Inter Regular; \(b.path) used none", "wrote \(d) (4×4 px)",
        ])
    }

    /// A 32768×1 and a 1×32768 image each fit a canvas but not together: no diff image, and
    /// the one an earlier run left is removed.
    @Test func imagesTooLargeTogetherLeaveNoDiffImage() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        try Pixmap(width: 32768, height: 1).write(to: a)
        try Pixmap(width: 1, height: 32768).write(to: b)
        let d = folder.appendingPathComponent("d.png")
        try Data("stale".utf8).write(to: d)
        let (status, output) = rendershot(["diff", a.path, b.path, "--out", d.path])
        #expect(status == 1)
        #expect(output.lines.last == "no diff image: both images on one canvas would be 32768×32768 px, more than a canvas can hold")
        #expect(!FileManager.default.fileExists(atPath: d.path))
    }

    @Test func unreadableFilesExitTwo() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("notes.png")
        try Data("hello".utf8).write(to: text)
        let missing = folder.appendingPathComponent("missing.png").path
        #expect(rendershot(["diff", missing, text.path]).output.errors
                == ["rendershot: error: cannot read '\(missing)': there is no such file; give the path of a PNG file"])
        let (status, output) = rendershot(["diff", text.path, text.path])
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: cannot read '\(text.path)': not a PNG file (the PNG signature is missing); "
                                  + "give the path of a PNG file"])
    }

    /// A PNG of `chunks` after the signature: each (type, data) with its length and CRC.
    private func png(_ chunks: [(String, [UInt8])]) -> Data {
        var bytes: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        func be(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 255) } }
        for (type, data) in chunks {
            let body = Array(type.utf8) + data
            bytes += be(data.count) + body + be(Int(crc32(body)))
        }
        return Data(bytes)
    }

    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    private func header(width: Int, height: Int) -> [UInt8] {
        [width, height].flatMap { value in [24, 16, 8, 0].map { UInt8((value >> $0) & 255) } } + [8, 6, 0, 0, 0]
    }

    @Test func animatedPNGsAreRefused() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let apng = folder.appendingPathComponent("a.apng").path
        let writer = try APNGWriter(url: URL(fileURLWithPath: apng), width: 4, height: 4)
        try writer.addFrame(square(0), delay: 0.1)
        try writer.addFrame(square(200, changed: 2), delay: 0.1)
        try writer.finish()
        let (status, output) = rendershot(["diff", apng, apng])
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: diff compares still images; '\(apng)' is an animated PNG — export its frames "
                                  + "with 'rendershot animate NAME --frames DIR' and diff those"])
        #expect(output.lines.isEmpty)
        #expect(try PNGInfo(contentsOf: URL(fileURLWithPath: apng)).frameCount == 2)
        let still = try write(square(0), "still.png", in: folder)
        #expect(try PNGInfo(contentsOf: URL(fileURLWithPath: still)).frameCount == 1)
    }

    @Test func headersBeyondTheCanvasLimitOrWithoutTheirDataAreRefusedBeforeDecoding() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zlibOf1000Zeros: [UInt8] = [120, 156, 99, 96, 24, 5, 163, 96, 20, 12, 119, 0, 0, 3, 232, 0, 1]
        let huge = folder.appendingPathComponent("huge.png"), short = folder.appendingPathComponent("short.png")
        try png([("IHDR", header(width: 40000, height: 10)), ("IDAT", zlibOf1000Zeros), ("IEND", [])]).write(to: huge)
        try png([("IHDR", header(width: 20000, height: 13000)), ("IDAT", zlibOf1000Zeros), ("IEND", [])]).write(to: short)
        let (status, output) = rendershot(["diff", huge.path, short.path])
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: '\(huge.path)' says it is 40000×10 pixels, more than a canvas can hold "
                                  + "(each side at most 32768 px, 268435456 px in all); diff smaller images"])
        let second = rendershot(["diff", short.path, huge.path])
        #expect(second.status == 2)
        #expect(second.output.errors == ["rendershot: error: cannot read '\(short.path)': its header says 20000×13000 pixels, but its "
                                         + "17 bytes of image data cannot hold that many (the file is cut short or damaged); "
                                         + "give the path of a PNG file"])
    }

    @Test func anUnwritableDiffImageExitsThreeBeforeComparing() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try write(square(0), "a.png", in: folder)
        let out = folder.appendingPathComponent("a.png/diff.png").path
        let (status, output) = rendershot(["diff", a, a, "--out", out])
        #expect(status == 3)
        #expect(output.errors == ["rendershot: error: could not write '\(out)': not a directory; give a path in a folder you can write to"])
        #expect(output.lines.isEmpty)
    }
}
