// BenchmarkArgumentTests.swift · RendershotTests · the benchmark runners refuse a scene or benchmark name that selects nothing (Benchmarks/main.swift, Benchmarks/Views/main.swift)

import Foundation
import Testing

/// The executable `name` built beside the test runner, or nil.
private func built(_ name: String) -> URL? {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return [runner.deletingLastPathComponent(), runner.deletingLastPathComponent().deletingLastPathComponent()]
        .map { $0.appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// Runs `executable` with `arguments`; its exit status and standard error.
private func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite struct BenchmarkArgumentTests {
    /// `--scene ""` said nothing and timed nothing (exit 0); an empty, missing or unknown
    /// name is now an error naming the problem and the scenes.
    @Test(.enabled(if: built("Benchmarks") != nil, "the Benchmarks executable is built beside the tests"))
    func anEmptyOrUnknownSceneNameIsAnError() throws {
        let benchmarks = try #require(built("Benchmarks"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["ui_frame", "shapes_10k"] { try Data("{}".utf8).write(to: folder.appendingPathComponent(name + ".json")) }
        var result = try run(benchmarks, [folder.path, "--scene", ""])
        #expect(result.status == 2)
        #expect(result.errors == "Benchmarks: error: the scene name given to --scene is empty; give a scene's name, "
                + "the file NAME.json of the scene folder, e.g. --scene ui_frame\n")
        result = try run(benchmarks, [folder.path, "--scene"])
        #expect(result.status == 2 && result.errors == "Benchmarks: error: --scene needs a scene name, e.g. --scene ui_frame\n")
        result = try run(benchmarks, [folder.path, "--scene", "ui_fram"])
        #expect(result.status == 2)
        #expect(result.errors == "Benchmarks: error: no scene named 'ui_fram' in \(folder.path); the scenes are shapes_10k, ui_frame\n")
    }

    /// Bad options and bad scene files stop the run before anything is timed or written:
    /// `--runs junk` meant 7 frames, `--runs 0` crashed on a slow scene, a negative width
    /// crashed after earlier scenes had written their results, and a file that is not JSON was
    /// "cannot read".
    @Test(.enabled(if: built("Benchmarks") != nil, "the Benchmarks executable is built beside the tests"))
    func badOptionsAndScenesStopBeforeAnythingIsWritten() throws {
        let benchmarks = try #require(built("Benchmarks"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-bench-\(UUID().uuidString)")
        let scenes = folder.appendingPathComponent("scenes"), out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = #"{"format": "rbench-scene/1", "name": "a_good", "width": 8, "height": 8, "background": [0, 0, 0, 255], "ops": []}"#
        try Data(good.utf8).write(to: scenes.appendingPathComponent("a_good.json"))
        for (arguments, message) in [(["--runs", "junk"], "--runs needs a whole number of frames, 1 or more (got 'junk')"),
                                     (["--runs", "0"], "--runs needs a whole number of frames, 1 or more (got '0')"),
                                     (["--out"], "--out needs a folder for the PNGs, e.g. --out /tmp/bench")] {
            let result = try run(benchmarks, [scenes.path] + arguments)
            #expect(result.status == 2 && result.errors == "Benchmarks: error: \(message)\n", "\(result.errors)")
        }
        let wide = good.replacingOccurrences(of: "a_good", with: "b_wide").replacingOccurrences(of: #""width": 8"#, with: #""width": -100"#)
        try Data(wide.utf8).write(to: scenes.appendingPathComponent("b_wide.json"))
        var result = try run(benchmarks, [scenes.path, "--out", out.path])
        #expect(result.status == 2)
        #expect(result.errors == "Benchmarks: error: \(scenes.path)/b_wide.json: a -100x8 canvas cannot be made: width and "
                + "height must be whole pixels from 1 to 32768, at most 268435456 pixels in all\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        try Data("{\"format\": ".utf8).write(to: scenes.appendingPathComponent("b_wide.json"))
        result = try run(benchmarks, [scenes.path, "--out", out.path])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("Benchmarks: error: \(scenes.path)/b_wide.json: not valid JSON ("), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        try FileManager.default.removeItem(at: scenes.appendingPathComponent("b_wide.json"))
        result = try run(benchmarks, [scenes.path, "--runs", "1", "--out", out.path])
        #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("a_good.raster.png").path))
    }

    /// `ViewBenchmarks --only ""` ran nothing (exit 0); now it names the benchmarks.
    @Test(.enabled(if: built("ViewBenchmarks") != nil, "the ViewBenchmarks executable is built beside the tests"))
    func anEmptyOrUnknownBenchmarkNameIsAnError() throws {
        let benchmarks = try #require(built("ViewBenchmarks"))
        for (arguments, problem) in [(["--only", ""], "the name given to --only is empty"),
                                     (["--only", "layout_10"], "no benchmark is named 'layout_10'"),
                                     (["--only"], "--only needs a benchmark's name")] {
            let result = try run(benchmarks, arguments)
            #expect(result.status == 2)
            #expect(result.errors.hasPrefix("ViewBenchmarks: error: \(problem); the benchmarks are "), "\(result.errors)")
            #expect(result.errors.contains("layout_10k_views"))
        }
    }
}
