import Foundation
import Testing
import Raster
@testable import RendershotKit
@testable import rendershot

@Suite struct RenderCommandTests {
    @Test func theGalleryWritesEveryScene() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = rendershot(["--out", folder.path])
        #expect(status == 0)
        #expect(files(in: folder) == testScenes.map { "\($0.name).png" }.sorted())
        #expect(output.lines.first == "wrote \(folder.path)/bar-0.png (40×30 px)")
        #expect(output.errors == ["rendershot: 3 of 10 scenes", "rendershot: 5 of 10 scenes",
                                  "rendershot: 8 of 10 scenes", "rendershot: 10 of 10 scenes"])
        let info = try PNGInfo(contentsOf: folder.appendingPathComponent("bar-3.png"))
        #expect(info.text["Title"] == "bar-3")
        #expect(info.text["Fonts"]?.hasPrefix("Inter Regular") == true)
        #expect(try PNGInfo(contentsOf: folder.appendingPathComponent("bar-2.png")).text["Fonts"] == "")
    }

    @Test func renderWritesTheNamedScenesWithOverrides() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = rendershot(["render", "bar-2", "bar-1", "bar-2", "--size", "10x8", "--scale", "3",
                                           "--color-scheme", "dark", "--out", folder.path])
        #expect(status == 0)
        #expect(output.lines == ["wrote \(folder.path)/bar-2.png (30×24 px)", "wrote \(folder.path)/bar-1.png (30×24 px)"])
        #expect(output.errors.isEmpty)
    }

    /// `--json`: one array of the files written, in scene order, instead of the lines.
    @Test func jsonListsTheFilesWritten() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = rendershot(["render", "bar-2", "bar-1", "--size", "10x8", "--out", folder.path, "--json"])
        #expect(status == 0)
        let files = try #require(try JSONSerialization.jsonObject(with: Data(output.lines.joined(separator: "\n").utf8)) as? [[String: String]])
        #expect(files == [["scene": "bar-2", "file": "\(folder.path)/bar-2.png", "size": "10×8 px"],
                          ["scene": "bar-1", "file": "\(folder.path)/bar-1.png", "size": "10×8 px"]])
        let animated = rendershot(["animate", "bar-3", "--fps", "2", "--duration", "0.5", "--out", folder.path, "--json"])
        let apng = try #require(try JSONSerialization.jsonObject(with: Data(animated.output.lines.joined(separator: "\n").utf8)) as? [[String: String]])
        #expect(apng == [["scene": "bar-3", "file": "\(folder.path)/bar-3.apng", "size": "2 frames of 40×30 px at 2 fps"]])
    }

    /// `--matrix`: every combination of the axes' values, devices varying slowest, named by
    /// the variant; several values without it are a usage error.
    @Test func matrixRendersEveryCombination() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = rendershot(["render", "bar-1", "--matrix", "--device", "iPhone SE (3rd generation),iPhone 15 landscape",
                                           "--color-scheme", "light", "--color-scheme", "dark", "--scale", "1", "--out", folder.path])
        #expect(status == 0)
        #expect(output.lines == [
            "wrote \(folder.path)/bar-1.iPhoneSE-light.png (375×667 px)", "wrote \(folder.path)/bar-1.iPhoneSE-dark.png (375×667 px)",
            "wrote \(folder.path)/bar-1.iPhone15-landscape-light.png (852×393 px)",
            "wrote \(folder.path)/bar-1.iPhone15-landscape-dark.png (852×393 px)",
        ])
        let light = try Pixmap(contentsOf: folder.appendingPathComponent("bar-1.iPhoneSE-light.png"))
        let dark = try Pixmap(contentsOf: folder.appendingPathComponent("bar-1.iPhoneSE-dark.png"))
        #expect(light[0, 0] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(dark[0, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        let several = rendershot(["render", "bar-1", "--color-scheme", "light,dark"])
        #expect(several.status == 2)
        #expect(several.output.errors == ["rendershot: error: invalid value 'light,dark' for '--color-scheme': "
                                          + "expected one value; to render every combination of several, add '--matrix'"])
        #expect(rendershot(["render", "bar-1", "--matrix", "--color-scheme", "dark"]).status == 2)
        #expect(rendershot(["render", "bar-1", "--matrix", "--color-scheme", "dark,dark"]).output.errors
                == ["rendershot: error: invalid value 'dark,dark' for '--color-scheme': expected each value once: "
                    + "a repeated one would render the same files twice"])
    }

    /// `--layout-direction rtl` (or `rightToLeft`) lays the scene out right to left: the
    /// stack's first bar, red, goes to the right end.
    @Test func layoutDirectionMirrorsTheScene() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = RendershotScene("bars", size: CGSize(width: 40, height: 10), scale: 1) {
            HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0).frame(width: 10); Color(red: 0, green: 0, blue: 1) }
        }
        let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
        for (value, redX, blueX) in [("ltr", 5, 35), ("rtl", 35, 5), ("rightToLeft", 35, 5), ("leftToRight", 5, 35)] {
            let (status, _) = rendershot(["render", "bars", "--layout-direction", value, "--out", folder.path], scenes: [scene])
            #expect(status == 0)
            let image = try Pixmap(contentsOf: folder.appendingPathComponent("bars.png"))
            #expect(image[redX, 5] == red, "\(value)")
            #expect(image[blueX, 5] == blue, "\(value)")
        }
    }

    /// A directory where a scene's file would go is found before any scene is rendered.
    @Test func aDirectoryInPlaceOfAnOutputIsRefusedFirst() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("bar-2.png"), withIntermediateDirectories: true)
        let (status, output) = rendershot(["render", "bar-1", "bar-2", "bar-3", "--out", folder.path])
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: '\(folder.path)/bar-2.png' is a directory where a file of '--out' "
                                  + "would be written; remove it or give another folder"])
        #expect(files(in: folder) == ["bar-2.png"])
    }

    @Test func svgIsTheDisplayListInPoints() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = rendershot(["render", "bar-0", "--format", "svg", "--out", folder.path])
        #expect(status == 0)
        #expect(output.lines == ["wrote \(folder.path)/bar-0.svg (40×30 pt)"])
        let svg = try String(contentsOf: folder.appendingPathComponent("bar-0.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"30\""))
        #expect(svg.contains("viewBox=\"0 0 40 30\">\n  <rect width=\"40\" height=\"30\" fill=\"#ffffff\"/>\n"))
        #expect(svg.contains("<path d=\"M0 0 L4 0 L4 8 L0 8 Z\""))
        #expect(rendershot(["render", "bar-0", "--format", "svg", "--color-scheme", "dark", "--out", folder.path]).status == 0)
        let dark = try String(contentsOf: folder.appendingPathComponent("bar-0.svg"), encoding: .utf8)
        #expect(dark.contains("<rect width=\"40\" height=\"30\" fill=\"#000000\"/>"))
    }

    /// A square whose side is a `@ScaledMetric` of 17 (body's size at Large): 17 pt by
    /// default, 40 pt with `--dynamic-type accessibility3` (body's size there).
    struct ScaledSquare: View {
        @ScaledMetric private var side = 17.0

        var body: some View { Color.red.frame(width: side, height: side).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading) }
    }

    @Test func dynamicTypeSetsTheScenesSize() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenes = [RendershotScene("square", size: CGSize(width: 60, height: 60), scale: 1) { ScaledSquare() }]
        func svg(_ options: [String]) throws -> String {
            #expect(rendershot(["render", "square", "--format", "svg", "--out", folder.path] + options, scenes: scenes).status == 0)
            return try String(contentsOf: folder.appendingPathComponent("square.svg"), encoding: .utf8)
        }
        #expect(try svg([]).contains("<path d=\"M0 0 L17 0 L17 17 L0 17 Z\""))
        #expect(try svg(["--dynamic-type", "accessibility3"]).contains("<path d=\"M0 0 L40 0 L40 40 L0 40 Z\""))
        #expect(try svg(["--dynamic-type=XSMALL"]).contains("<path d=\"M0 0 L14 0 L14 14 L0 14 Z\""))
    }

    @Test func jobsDoNotChangeAByteOfTheOutput() throws {
        let one = temporaryFolder(), two = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: one); try? FileManager.default.removeItem(at: two) }
        let scenes = testScenes + Gallery.scenes
        let options = ["--size", "100x120", "--scale", "1"]
        let first = rendershot(["--jobs", "1", "--out", one.path] + options, scenes: scenes)
        let second = rendershot(["--jobs", "2", "--out", two.path] + options, scenes: scenes)
        #expect(first.status == 0 && second.status == 0)
        #expect(files(in: one) == files(in: two))
        #expect(files(in: one).count == scenes.count)
        for name in files(in: one) {
            let a = try Data(contentsOf: one.appendingPathComponent(name)), b = try Data(contentsOf: two.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between --jobs 1 and --jobs 2")
        }
        #expect(first.output.lines.map { $0.replacingOccurrences(of: one.path, with: "") }
                == second.output.lines.map { $0.replacingOccurrences(of: two.path, with: "") })
    }

    @Test(arguments: 1...4) func shardsCoverEverySceneExactlyOnce(count: Int) throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var seen: [String] = []
        for index in 1...count {
            let shardFolder = folder.appendingPathComponent("\(index)")
            #expect(rendershot(["--shard", "\(index)/\(count)", "--out", shardFolder.path]).status == 0)
            let names = files(in: shardFolder)
            #expect(names == testScenes.enumerated().filter { $0.offset % count == index - 1 }.map { "\($0.element.name).png" }.sorted())
            seen += names
        }
        #expect(seen.sorted() == testScenes.map { "\($0.name).png" }.sorted())
    }

    @Test func anEmptyShardWritesNothingAndSaysSo() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let (status, output) = rendershot(["--shard", "3/3", "--out", out], scenes: Array(testScenes.prefix(2)))
        #expect(status == 0)
        #expect(output.errors == ["rendershot: note: shard 3/3 holds no scenes"])
        #expect(files(in: folder).isEmpty)
    }

    @Test func aTerminalGetsABarThatIsErasedAtTheEnd() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, output) = rendershot(["--out", folder.path], terminal: true)
        #expect(output.errors.isEmpty)
        #expect(output.progressText.hasPrefix("\r[==>                     ] 1/10 scenes  bar-0\u{1B}[K\r\u{1B}[K"))
        #expect(output.progressText.hasSuffix("\r[========================] 10/10 scenes  bar-9\u{1B}[K\r\u{1B}[K"))
    }

    @Test func resultsComeBackInOrderWhateverTheJobCount() {
        for jobs in [1, 3, 8] {
            var order: [Int] = []
            forEachInOrder(count: 20, jobs: jobs, work: { i in i * i }, deliver: { i, square in
                #expect(square == i * i)
                order.append(i)
            })
            #expect(order == Array(0..<20))
        }
    }
}
