// BenchmarkArgumentTests.swift · RendershotTests · the benchmark runners refuse a scene or benchmark name that selects nothing (Benchmarks/main.swift, Benchmarks/Views/main.swift) and bad settings (Benchmarks/run.sh)

import Foundation
import Testing

/// The executable `name` built beside the test runner, or nil.
private func built(_ name: String) -> URL? {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return [runner.deletingLastPathComponent(), runner.deletingLastPathComponent().deletingLastPathComponent()]
        .map { $0.appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// Runs `executable` with `arguments` (and `environment` added to this process's); its exit
/// status and standard error.
private func run(_ executable: URL, _ arguments: [String],
                 environment: [String: String] = [:]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// A new temporary folder holding an empty `scenes` folder, and where `out` would be (not made).
private func sceneFolders() throws -> (folder: URL, scenes: URL, out: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-bench-\(UUID().uuidString)")
    let scenes = folder.appendingPathComponent("scenes")
    try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
    return (folder, scenes, folder.appendingPathComponent("out"))
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
        let (folder, scenes, out) = try sceneFolders()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = #"{"format": "rbench-scene/1", "name": "a_good", "width": 8, "height": 8, "background": [0, 0, 0, 255], "ops": []}"#
        try Data(good.utf8).write(to: scenes.appendingPathComponent("a_good.json"))
        for (arguments, message) in [(["--runs", "junk"], "--runs needs a whole number of frames from 1 to 100000 (got 'junk')"),
                                     (["--runs", "0"], "--runs needs a whole number of frames from 1 to 100000 (got '0')"),
                                     (["--runs", "1000000000000"], "--runs needs a whole number of frames from 1 to 100000 (got '1000000000000')"),
                                     (["--out"], "--out needs a folder for the PNGs, e.g. --out /tmp/bench")] {
            let result = try run(benchmarks, [scenes.path] + arguments)
            #expect(result.status == 2 && result.errors == "Benchmarks: error: \(message)\n", "\(result.errors)")
        }
        let wide = good.replacingOccurrences(of: "a_good", with: "b_wide").replacingOccurrences(of: #""width": 8"#, with: #""width": -100"#)
        try Data(wide.utf8).write(to: scenes.appendingPathComponent("b_wide.json"))
        var result = try run(benchmarks, [scenes.path, "--out", out.path])
        #expect(result.status == 2)
        #expect(result.errors == "Benchmarks: error: \(scenes.path)/b_wide.json: the scene's width must be a whole number "
                + "from 1 to 32768 (got -100)\n")
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

    /// A scene's fields are checked one by one against FORMAT.md, each failure naming the field
    /// and what it must be: a width of 100.5 or "wide" was "missing name, width, height,
    /// background or ops", an unknown op "no paint", a gradient's point with no numbers
    /// crashed, and a font path out of the font folders, an empty list of stops, a colour
    /// component of 300, a text size of −17 or a dash of zeros were drawn (or not) without a
    /// word. Two files naming the same scene wrote one PNG over the other.
    @Test(.enabled(if: built("Benchmarks") != nil, "the Benchmarks executable is built beside the tests"))
    func sceneFieldsAreCheckedAgainstTheFormat() throws {
        let benchmarks = try #require(built("Benchmarks"))
        let (folder, scenes, out) = try sceneFolders()
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = #""format": "rbench-scene/1", "name": "a", "width": 8, "height": 8, "background": [0, 0, 0, 255]"#
        let solid = #""paint": {"type": "solid", "color": [0, 0, 0, 255]}"#
        let cases: [(String, String)] = [
            (#""width": 100.5, "ops": []"#, "the scene's width must be a whole number from 1 to 32768 (got 100.5)"),
            (#""ops": [{"op": "explode"}]"#,
             "op 0: unknown op 'explode'; the ops are fill_ellipse, fill_path, fill_rect, fill_rounded_rect, stroke_path and text"),
            (#""ops": [{"op": "text", "text": "x", "font": "../../etc/passwd", "size": 17, "x": 1, "y": 5, "color": [0, 0, 0, 255]}]"#,
             "op 0's font '../../etc/passwd' is not a plain file name (not empty, no '/', not '.' or '..'): a font file's name, "
                + "looked up in the font folders"),
            (#""ops": [{"op": "text", "text": "x", "font": "DejaVuSans.ttf", "size": -17, "x": 1, "y": 5, "color": [0, 0, 0, 255]}]"#,
             "op 0's size must be a number from 0.0001 to 32768.0 (got -17)"),
            (#""ops": [{"op": "fill_rect", "rect": [0, 0, 4, 4], "paint": {"type": "linear", "p0": [0, 0], "p1": [1, 1], "stops": []}}]"#,
             "op 0's paint's stops are missing or empty; give [[offset, r, g, b, a], ...] from offset 0 to 1"),
            (#""ops": [{"op": "fill_rect", "rect": [0, 0, 4, 4], "paint": {"type": "linear", "p0": [], "p1": [1, 1], "stops": [[0, 1, 2, 3, 4], [1, 1, 2, 3, 4]]}}]"#,
             "op 0's paint's p0 must be a list of 2 numbers (got [])"),
            (#""ops": [{"op": "fill_rect", "rect": [0, 0, 4, 4], "paint": {"type": "solid", "color": [300, 0, 0, 255]}}]"#,
             "op 0's paint's color must be a list of 4 numbers from 0.0 to 255.0 (got [300, 0, 0, 255])"),
            (#""ops": [{"op": "stroke_path", "path": {"verbs": "ML", "pts": [0, 0, 4, 4]}, "stroke": {"width": 1, "dash": [0, 0]}, "# + solid + "}]",
             "op 0's stroke's dash must be an even number of positive lengths (got [0.0, 0.0])"),
            // JSONSerialization gives true as a number; it was a canvas 1 pixel wide.
            (#""width": true, "ops": []"#, "the scene's width must be a whole number from 1 to 32768 (got true)"),
            (#""ops": [{"op": "fill_rect", "rect": [0, 0, 4, 4], "alpha": "0.5", "# + solid + "}]",
             #"op 0's alpha must be a number from 0.0 to 1.0 (got "0.5")"#),
            (#""ops": [{"op": "fill_rect", "rect": [0, 0, 4, 4], "paint": {"type": "radial", "center": [0, 0], "radius": 4, "stops": [[0, 1, 2, 3, 4], [0.5, 1, 2, 3, 4]]}}]"#,
             "op 0's paint's stop 1 has offset 0.5; offsets run in order from 0 (the first) to 1 (the last)"),
            (#""ops": [{"op": "fill_rect", "rect": [0, 0, 4, 4], "paint": {"type": "radial", "center": [0, 0], "radius": 0, "stops": [[0, 1, 2, 3, 4], [1, 1, 2, 3, 4]]}}]"#,
             "op 0's paint's radius must be a number above 0 (got 0.0)"),
            (#""ops": [{"op": "fill_path", "path": {"verbs": "ML", "pts": [0, 0, 4, 4, 8]}, "# + solid + "}]",
             "op 0's path's pts hold 5 numbers, but its verbs 'ML' use 4"),
            (#""ops": [{"op": "text", "text": "x", "font": "DejaVuSans.ttf", "size": 17, "x": 1, "y": 5, "color": [0, 0, 0, 255], "alpha": 7}]"#,
             "op 0's alpha must be a number from 0.0 to 1.0 (got 7)"),
            (#""ops": [{"op": "text", "text": "x", "font": "a.json", "size": 17, "x": 1, "y": 5, "color": [0, 0, 0, 255]}]"#,
             "op 0: \(scenes.path)/a.json is not a font file FreeType can read; give a .ttf or .otf file"),
        ]
        for (fields, message) in cases {
            try Data("{\(header), \(fields)}".utf8).write(to: scenes.appendingPathComponent("a.json"))
            // The scene folder is a font folder too, so that a scene file stands in for a font file that is not one.
            let result = try run(benchmarks, [scenes.path, "--runs", "1", "--out", out.path], environment: ["RBENCH_FONT_DIRS": scenes.path])
            #expect(result.status == 2)
            #expect(result.errors == "Benchmarks: error: \(scenes.path)/a.json: \(message)\n")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
        try Data("{\(header), \"ops\": []}".utf8).write(to: scenes.appendingPathComponent("a.json"))
        try Data("{\(header), \"ops\": []}".utf8).write(to: scenes.appendingPathComponent("b.json"))
        var result = try run(benchmarks, [scenes.path, "--runs", "1", "--out", out.path])
        #expect(result.status == 2)
        #expect(result.errors == "Benchmarks: error: a.json and b.json both name their scene 'a', whose PNG is a.raster.png; "
                + "give each scene its own name (its file's name, as FORMAT.md's scenes do)\n")
        try FileManager.default.removeItem(at: scenes.appendingPathComponent("b.json"))
        let file = folder.appendingPathComponent("file")
        try Data().write(to: file)
        result = try run(benchmarks, [scenes.path, "--runs", "1", "--out", file.path + "/out"])
        #expect(result.status == 2)
        #expect(result.errors == "Benchmarks: error: cannot make the output folder \(file.path)/out: a part of its path is a "
                + "file, or a folder that cannot be written; give a folder that can be made with --out DIR\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// `ViewBenchmarks --only ""` ran nothing (exit 0); now it names the benchmarks, as
    /// `--help` does.
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
        // --help was an unknown argument; it prints the usage and the benchmarks' names.
        let help = try run(benchmarks, ["--help"])
        #expect(help.status == 0 && help.errors.isEmpty, "\(help.errors)")
    }

    /// run.sh checks its settings before it builds anything: each bad one stops it with exit
    /// status 2 and a message naming the setting, and it leaves nothing behind. An OUT folder
    /// holding an earlier run's results had them summarized with the new run's (its rounds
    /// append to their files), which made a table of two runs without a word.
    @Test func runScriptSettingsAreCheckedBeforeTheBuild() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/run.sh")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-run-\(UUID().uuidString)")
        let bench = folder.appendingPathComponent("bench"), earlier = folder.appendingPathComponent("earlier")
        try FileManager.default.createDirectory(at: bench.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: earlier, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{}".utf8).write(to: bench.appendingPathComponent("scenes/ui_frame.json"))
        try Data().write(to: bench.appendingPathComponent("run_anchors.sh"))
        let results = earlier.appendingPathComponent("raster.1.jsonl"), plainFile = folder.appendingPathComponent("file")
        try Data("{\"scene\": \"ui_frame\"}\n".utf8).write(to: results)
        try Data().write(to: plainFile)
        let fresh = folder.appendingPathComponent("fresh").path
        // A `swift` that fails at once stands in for the build, so that a setting let through
        // fails this test in a moment instead of starting a benchmark.
        let tools = folder.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        try Data("#!/bin/sh\nexit 3\n".utf8).write(to: tools.appendingPathComponent("swift"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools.appendingPathComponent("swift").path)
        let path = tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let cases: [([String: String], String)] = [
            (["ROUNDS": "0", "OUT": fresh], "ROUNDS must be a whole number of rounds from 1 to 1000 (got '0')"),
            // 2^64 + 1 wrapped to 1 round in bash's arithmetic, and 10^20 − 1 to billions (seq then ran out of memory).
            (["ROUNDS": "18446744073709551617", "OUT": fresh],
             "ROUNDS must be a whole number of rounds from 1 to 1000 (got '18446744073709551617')"),
            (["RUNS": "abc", "OUT": fresh], "RUNS must be a whole number of frames from 1 to 100000 (got 'abc')"),
            (["SCENES": "ui_fram", "OUT": fresh], "no scene named 'ui_fram' in \(bench.path)/scenes; the scenes are ui_frame"),
            (["SCENES": "../scenes/ui_frame", "OUT": fresh], "SCENES names '../scenes/ui_frame', which is not a scene's name; "
                + "give names from \(bench.path)/scenes, e.g. SCENES=\"ui_frame\""),
            (["SCENES": "*", "OUT": fresh], "no scene named '*' in \(bench.path)/scenes; the scenes are ui_frame"),
            (["SCENES": "ui_frame ui_frame", "OUT": fresh], "SCENES names 'ui_frame' twice; name each scene once"),
            (["OUT": earlier.path], "OUT=\(earlier.path) already holds an earlier run's results (raster.1.jsonl); "
                + "give a new or empty folder, or remove its raster.*.jsonl and anchors.*.jsonl"),
            (["OUT": plainFile.path + "/out"], "OUT=\(plainFile.path)/out is not a folder that can be written; give a writable folder"),
        ]
        for (settings, message) in cases {
            let result = try run(URL(fileURLWithPath: "/bin/bash"), [script.path],
                                 environment: settings.merging(["BENCH": bench.path, "PATH": path]) { $1 })
            #expect(result.status == 2, "\(settings)")
            #expect(result.errors == "run.sh: error: \(message)\n")
        }
        try FileManager.default.removeItem(at: bench.appendingPathComponent("run_anchors.sh"))
        let result = try run(URL(fileURLWithPath: "/bin/bash"), [script.path], environment: ["BENCH": bench.path, "PATH": path, "OUT": fresh])
        #expect(result.status == 2)
        #expect(result.errors == "run.sh: error: \(bench.path) has no run_anchors.sh, which runs Skia and Blend2D; set BENCH to "
                + "the shared bench folder (scenes/*.json and run_anchors.sh)\n")
        #expect(!FileManager.default.fileExists(atPath: fresh))
        #expect(try String(contentsOf: results, encoding: .utf8) == "{\"scene\": \"ui_frame\"}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: earlier.path) == ["raster.1.jsonl"])
    }
}
