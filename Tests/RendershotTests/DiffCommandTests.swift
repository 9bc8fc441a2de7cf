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
            "perceptual: max ΔE00 \(FrameDrawing.number(diff.maxDeltaE)), 2 pixels (12.5%) above ΔE00 2, the visible threshold",
            "wrote \(out) (4×4 px)",
        ])
        #expect(try Pixmap(contentsOf: URL(fileURLWithPath: out))[0, 1] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func differentSizesAndFontsAreSaid() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        try square(0).write(to: a, textMetadata: ["Fonts": "Inter Regular"])
        try Pixmap(width: 2, height: 3).write(to: b, textMetadata: ["Fonts": ""])
        let (status, output) = rendershot(["diff", a.path, b.path, "--out", folder.appendingPathComponent("d.png").path])
        #expect(status == 1)
        #expect(output.lines == [
            "\(a.path): 4×4 px", "\(b.path): 2×3 px", "the sizes differ, so the pixels were not compared",
            "fonts differ: \(a.path) used Inter Regular; \(b.path) used none", "no diff image: the sizes differ",
        ])
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
}
