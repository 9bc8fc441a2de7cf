import Foundation
import Testing
import Raster
@testable import RendershotKit

/// A counter tapped at 0.25 s and 0.5 s, in a small window.
private let tapped = RendershotScene("tapped", size: CGSize(width: 60, height: 30), scale: 1,
                           taps: [ScriptedTap(at: 0.5, CGPoint(x: 30, y: 15)), ScriptedTap(at: 0.25, CGPoint(x: 30, y: 15))]) {
    TapCounter()
}

private struct TapCounter: View {
    @State private var count = 0
    var body: some View {
        Color(hue: Double(count) / 4, saturation: 1, brightness: 1).frame(width: 40, height: 20).onTapGesture { count += 1 }
    }
}

/// A bar that grows from 10 to 40 points over half a second after the tap at 0.
private let growing = RendershotScene("growing", size: CGSize(width: 50, height: 10), scale: 1, taps: [ScriptedTap(at: 0, CGPoint(x: 25, y: 5))]) {
    GrowingBar()
}

private struct GrowingBar: View {
    @State private var wide = false
    var body: some View {
        Color.red.frame(width: wide ? 40 : 10, height: 10)
            .onTapGesture { withAnimation(.linear(duration: 0.5)) { wide = true } }
    }
}

@Suite struct AnimateCommandTests {
    @Test func untilSettledRecordsAnAnimationToItsEnd() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = rendershot(["animate", "growing", "--until-settled", "--fps", "10", "--frames", folder.path],
                                          scenes: [growing])
        #expect(status == 0)
        #expect(output.lines == ["wrote \(folder.path)/growing-0000.png … growing-0005.png (6 frames of 50×10 px at 10 fps)"])
        let widths = try (0...5).map { index -> Int in
            let frame = try Pixmap(contentsOf: folder.appendingPathComponent("growing-000\(index).png"))
            return (0..<50).filter { frame[$0, 5].g < 200 }.count
        }
        #expect(widths == [10, 16, 22, 28, 34, 40])
    }


    @Test func framesAreTakenAtEachStepAfterTheTapsDueByThen() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames")
        let apng = folder.appendingPathComponent("a.png").path, sheet = folder.appendingPathComponent("sheet.png").path
        let (status, output) = rendershot(["animate", "tapped", "--fps", "4", "--duration", "1", "--frames", frames.path,
                                           "--apng", apng, "--contact-sheet", sheet], scenes: [tapped])
        #expect(status == 0)
        #expect(output.lines == [
            "wrote \(apng) (5 frames of 60×30 px at 4 fps)",
            "wrote \(frames.path)/tapped-0000.png … tapped-0004.png (5 frames of 60×30 px at 4 fps)",
            "wrote \(sheet) (\(try PNGInfo(contentsOf: URL(fileURLWithPath: sheet)).width)×"
                + "\(try PNGInfo(contentsOf: URL(fileURLWithPath: sheet)).height) px: 5 of the 5 frames of 60×30 px at 4 fps)",
        ])
        #expect(files(in: frames) == (0...4).map { "tapped-000\($0).png" })
        let colours = try (0...4).map { try Pixmap(contentsOf: frames.appendingPathComponent("tapped-000\($0).png"))[30, 15] }
        #expect(colours[0] != colours[1])
        #expect(colours[1] != colours[2])
        #expect(colours[2] == colours[3] && colours[3] == colours[4])
        let info = try PNGInfo(contentsOf: URL(fileURLWithPath: apng))
        #expect(info.frameCount == 3)
        #expect(try PNGInfo(contentsOf: URL(fileURLWithPath: sheet)).width == 5 * (60 + 8) + 8)
    }

    @Test func withoutOutputsTheAnimationGoesToTheOutputFolder() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = rendershot(["animate", "tapped", "--until-settled", "--fps", "10", "--out", folder.path], scenes: [tapped])
        #expect(status == 0)
        #expect(output.lines == ["wrote \(folder.path)/tapped.apng (6 frames of 60×30 px at 10 fps)"])
        #expect(output.errors.isEmpty)
    }

    @Test func untilSettledStopsAtItsCapWithAWarning() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let late = RendershotScene("late", size: CGSize(width: 4, height: 4), scale: 1, taps: [ScriptedTap(at: 10, CGPoint(x: 2, y: 2))]) {
            TapCounter()
        }
        let (status, output) = rendershot(["animate", "late", "--until-settled", "--fps", "240", "--out", folder.path], scenes: [late])
        #expect(status == 0)
        #expect(output.lines == ["wrote \(folder.path)/late.apng (600 frames of 4×4 px at 240 fps)"])
        #expect(output.errors.last == "rendershot: warning: 'late' was still animating after 600 frames (2.5 s at 240 fps); stopped there")
    }

    @Test func anOutputFileThatIsADirectoryIsRefusedFirst() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames").path
        let (status, output) = rendershot(["animate", "tapped", "--apng", folder.path, "--frames", frames], scenes: [tapped])
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: '--apng' needs a file path, but '\(folder.path)' is a directory; give a file name"])
        #expect(files(in: folder).isEmpty)
    }

    /// Two outputs naming one file are refused before anything is written (the last written
    /// replaced the other).
    @Test func twoOutputsMayNotShareAFile() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = folder.appendingPathComponent("x.png").path
        let (status, output) = rendershot(["animate", "tapped", "--fps", "4", "--apng", same, "--contact-sheet", same],
                                          scenes: [tapped])
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: invalid value '\(same)' for '--contact-sheet': expected a file other "
                                  + "than one that '--apng' writes"])
        let frame = folder.appendingPathComponent("frames/./tapped-0001.png").path
        let (frameStatus, frameOutput) = rendershot(["animate", "tapped", "--fps", "4", "--frames", folder.appendingPathComponent("frames").path,
                                                     "--apng", frame], scenes: [tapped])
        #expect(frameStatus == 2)
        #expect(frameOutput.errors == ["rendershot: error: invalid value '\(frame)' for '--apng': expected a file other "
                                       + "than one that '--frames' writes"])
        #expect(files(in: folder).isEmpty)
    }

    /// An output file may not be a folder another output writes into (`--apng z --frames z`,
    /// `--contact-sheet c --apng c/x.apng`): refused before anything is written (frames were
    /// written, then the run failed with exit 3).
    @Test func anOutputFileMayNotBeAnotherOutputsFolder() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let z = folder.appendingPathComponent("z").path
        let (status, output) = rendershot(["animate", "tapped", "--fps", "4", "--apng", z, "--frames", z], scenes: [tapped])
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: invalid value '\(z)' for '--apng': expected a file other than the "
                                  + "folder '--frames' writes into"])
        let c = folder.appendingPathComponent("c").path
        let (sheetStatus, sheetOutput) = rendershot(["animate", "tapped", "--fps", "4", "--contact-sheet", c,
                                                     "--apng", c + "/x.apng"], scenes: [tapped])
        #expect(sheetStatus == 2)
        #expect(sheetOutput.errors == ["rendershot: error: invalid value '\(c)' for '--contact-sheet': expected a file other "
                                       + "than the folder '--apng' writes into"])
        #expect(files(in: folder).isEmpty)
    }

    /// A directory where a frame would go is found before any frame is written.
    @Test func aDirectoryInPlaceOfAFrameIsRefusedFirst() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("tapped-0002.png")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        let (status, output) = rendershot(["animate", "tapped", "--fps", "4", "--frames", folder.path], scenes: [tapped])
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: '\(folder.path)/tapped-0002.png' is a directory where a file of "
                                  + "'--frames' would be written; remove it or give another folder"])
        #expect(files(in: folder) == ["tapped-0002.png"])
    }

    @Test func framesOfAnEarlierLongerRunAreRemovedAndCounted() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = ["tapped-extra.png", "tapped-0012.txt", "other-0011.png", "tapped-1-0011.png", "tapped-.png", "tapped-00x5.png"]
        for name in kept + (0...9).map({ "tapped-000\($0).png" }) + ["tapped-123456789012345678901234.png"] {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        let (status, output) = rendershot(["animate", "tapped", "--fps", "4", "--duration", "1", "--frames", folder.path], scenes: [tapped])
        #expect(status == 0)
        #expect(output.lines == ["wrote \(folder.path)/tapped-0000.png … tapped-0004.png (5 frames of 60×30 px at 4 fps); "
                                 + "removed 6 older frames numbered after 4"])
        #expect(files(in: folder) == (kept + (0...4).map { "tapped-000\($0).png" }).sorted())
        #expect(rendershot(["animate", "tapped", "--fps", "4", "--duration", "1", "--frames", folder.path], scenes: [tapped]).output.lines
                == ["wrote \(folder.path)/tapped-0000.png … tapped-0004.png (5 frames of 60×30 px at 4 fps)"])
    }

    @Test func anUnwritableOutputIsFoundBeforeTheFirstFrame() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let apng = file.appendingPathComponent("sub/a.apng").path
        let (status, output) = rendershot(["animate", "tapped", "--apng", apng], scenes: [tapped], terminal: true)
        #expect(status == 3)
        #expect(output.errors == ["rendershot: error: could not write '\(apng)': not a directory; give a path in a folder you can write to"])
        #expect(output.progressText.isEmpty)
        let frames = folder.appendingPathComponent("file/frames").path
        #expect(rendershot(["animate", "tapped", "--frames", frames], scenes: [tapped]).output.errors
                == ["rendershot: error: could not write '\(frames)': not a directory; give a path in a folder you can write to"])
        #expect(files(in: folder) == ["file"])
    }

    @Test func helpStatesTheFrameCapAndTheCleanUp() {
        let help = Help.text(for: "animate")
        #expect(help.contains("most 10000 frames (fps × duration + 1)"))
        #expect(help.contains("removes files named exactly NAME-<digits>.png numbered\n"))
    }

    @Test func theSheetKeepsFramesSpreadEvenlyAndTheLast() {
        var sheet = SheetFrames(limit: 5)
        let pixmap = try! Pixmap(width: 1, height: 1)
        for i in 0..<23 { sheet.add(pixmap, time: Double(i), index: i) }
        #expect(sheet.frames.map(\.time) == [0, 8, 16, 22])
        var short = SheetFrames(limit: 5)
        for i in 0..<3 { short.add(pixmap, time: Double(i), index: i) }
        #expect(short.frames.map(\.time) == [0, 1, 2])
    }
}
