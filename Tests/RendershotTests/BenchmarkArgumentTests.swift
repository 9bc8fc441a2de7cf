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
