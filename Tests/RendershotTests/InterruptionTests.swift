import Foundation
import Testing
import Raster
@testable import RendershotKit

/// SIGINT and SIGTERM during a run: temporary files removed, one line, status 128 + signal.
@Suite struct InterruptionTests {
    /// Runs `arguments` in-process; `signal` arrives when standard error first shows `trigger`.
    private func run(_ arguments: [String], signal: Int32, at trigger: String,
                     terminal: Bool = false) -> (status: Int32, output: CapturedOutput) {
        let interruption = Interruption()
        var output = CapturedOutput(isTerminal: terminal)
        output.onStandardError = { text in
            if text.contains(trigger), interruption.receivedSignal == nil { interruption.request(signal) }
        }
        let status = Rendershot.run(scenes: testScenes, arguments: arguments, output: &output, interruption: interruption)
        return (status, output)
    }

    @Test func anInterruptedAnimationLeavesNoTemporaryFile() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let apng = folder.appendingPathComponent("out.apng").path
        let (status, output) = run(["animate", "bar-1", "--fps", "10", "--duration", "1.1", "--apng", apng],
                                   signal: SIGINT, at: "3 of 12 frames")
        #expect(status == 130)
        #expect(output.errors == ["rendershot: 3 of 12 frames", "rendershot: interrupted; removed partial output"])
        #expect(output.lines.isEmpty)
        #expect(files(in: folder).isEmpty)
    }

    @Test func theProgressLineIsEndedAndFramesWrittenAreKept() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let apng = folder.appendingPathComponent("out.apng").path, frames = folder.appendingPathComponent("frames")
        let (status, output) = run(["animate", "bar-2", "--fps", "10", "--duration", "1.1", "--apng", apng, "--frames", frames.path],
                                   signal: SIGTERM, at: "] 2/12 frames", terminal: true)
        #expect(status == 143)
        #expect(output.errors == ["rendershot: interrupted; removed partial output"])
        #expect(output.progressText.hasSuffix("] 2/12 frames  bar-2\u{1B}[K\n"))
        #expect(files(in: folder) == ["frames"])
        #expect(files(in: frames) == ["bar-2-0000.png", "bar-2-0001.png"])
    }

    @Test func anInterruptedRenderStopsBetweenScenes() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = run(["--out", folder.path], signal: SIGTERM, at: "3 of 10 scenes")
        #expect(status == 143)
        #expect(output.lines == (0...2).map { "wrote \(folder.path)/bar-\($0).png (40×30 px)" })
        #expect(output.errors == ["rendershot: 3 of 10 scenes", "rendershot: interrupted; removed partial output"])
        #expect(files(in: folder) == ["bar-0.png", "bar-1.png", "bar-2.png"])
    }

    @Test func onlyThisProcesssTemporaryFilesBesideTheTargetAreRemoved() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pid = getpid()
        let names = [".x.apng.\(pid)-7.tmp", ".x.apng.\(pid)-12.tmp", ".x.apng.1-7.tmp", ".x.apng.\(pid)-a.tmp",
                     ".y.apng.\(pid)-7.tmp", "x.apng"]
        for name in names { try Data().write(to: folder.appendingPathComponent(name)) }
        let removed = OutputFiles.removeTemporaryFiles(beside: folder.appendingPathComponent("x.apng").path)
        #expect(removed == [".x.apng.\(pid)-12.tmp", ".x.apng.\(pid)-7.tmp"])
        #expect(files(in: folder) == [".x.apng.1-7.tmp", ".x.apng.\(pid)-a.tmp", ".y.apng.\(pid)-7.tmp", "x.apng"])
    }

    @Test func aThirdSignalIsForceful() {
        let interruption = Interruption()
        #expect(interruption.receivedSignal == nil)
        #expect(interruption.request(SIGINT) == 1)
        #expect(interruption.request(SIGINT) == 2)
        #expect(Interruption.forcefulCount == 3)
        #expect(interruption.receivedSignal == SIGINT)
        #expect(throws: RendershotError.interrupted(signal: SIGINT)) { try interruption.check() }
    }
}

/// The real process and its signal handler: SIGINT once the first quarter of the frames is
/// reported (so the APNG's temporary file exists), then the exit status and the folder.
@Suite struct InterruptedProcessTests {
    @Test(.enabled(if: builtRendershot != nil, "the rendershot executable is built beside the tests"))
    func sigintRemovesThePartialAnimation() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = builtRendershot
        process.arguments = ["animate", "state-counter", "--size", "40x40", "--scale", "1", "--fps", "240", "--duration", "40",
                             "--apng", folder.appendingPathComponent("out.apng").path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains(" of 9601 frames\n") {
            let data = errors.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        process.interrupt()
        text += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        // The scene's scripted tap, placed for a phone, lies outside the 40-point window: one
        // warning says so before the progress lines.
        #expect(text.hasPrefix("raster: warning: ViewHost: a touch at (195, 422) is outside the window (40 × 40 points "
            + "from (0, 0)), so it lands on nothing; touch a point inside the window\nrendershot: 2401 of 9601 frames\n"))
        #expect(text.hasSuffix("\nrendershot: interrupted; removed partial output\n"))
        #expect(files(in: folder).isEmpty)
    }
}
