// OneCharacterPathTests.swift · RendershotTests · every option that takes a path, given a one-character relative path
// The toolchain's Foundation traps in NSString's path methods for one-character strings;
// rendershot crashed (SIGILL, exit 132) on `--out x` before paths were taken apart by FilePath.

import Foundation
import Testing
import Raster

@Suite struct OneCharacterPathTests {
    /// Runs the built rendershot in a fresh folder; returns its status, standard error and
    /// the files then in the folder (recursively, sorted).
    private func run(_ arguments: [String], prepare: (URL) throws -> Void = { _ in }) throws
        -> (status: Int32, errors: String, files: [String]) {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try prepare(folder)
        let process = Process()
        process.executableURL = builtRendershot
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let found = (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted()
        return (process.terminationStatus, text, found)
    }

    private static let small = ["--size", "40x40", "--scale", "1"]

    @Test(.enabled(if: builtRendershot != nil, "the rendershot executable is built beside the tests"),
          arguments: [
            (["render", "state-counter", "--out", "x"], ["x", "x/state-counter.png"]),
            (["render", "state-counter", "--out", "a/b"], ["a", "a/b", "a/b/state-counter.png"]),
            (["render", "state-counter", "--format", "svg", "--out", "s"], ["s", "s/state-counter.svg"]),
            (["animate", "state-counter", "--duration", "0", "--apng", "a"], ["a"]),
            (["animate", "state-counter", "--duration", "0", "--frames", "f"], ["f", "f/state-counter-0000.png"]),
            (["animate", "state-counter", "--duration", "0", "--contact-sheet", "c"], ["c"]),
            (["animate", "state-counter", "--duration", "0", "--out", "o"], ["o", "o/state-counter.apng"]),
          ])
    func oneCharacterOutputsAreWritten(arguments: [String], expected: [String]) throws {
        let result = try run(arguments + Self.small)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.files == expected)
    }

    @Test(.enabled(if: builtRendershot != nil, "the rendershot executable is built beside the tests"))
    func diffWritesAOneCharacterDiffImage() throws {
        let result = try run(["diff", "p", "q", "--out", "d"]) { folder in
            let red = try Pixmap(width: 2, height: 2), blue = try Pixmap(width: 2, height: 2)
            red.fill(PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
            blue.fill(PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
            try red.pngData().write(to: folder.appendingPathComponent("p"))
            try blue.pngData().write(to: folder.appendingPathComponent("q"))
        }
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.files == ["d", "p", "q"])
    }
}
