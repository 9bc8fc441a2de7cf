// main.swift · Benchmarks · times Raster on the shared rbench scenes like the anchors do
// Status: Complete.
//
//   swift run -c release Benchmarks [SCENE_DIR] [--runs N] [--scene NAME]... [--out DIR]
//
// For each scene: build every path, paint and style first (prepare_ms), draw one warm-up
// frame (first_ms), then time "clear + draw all ops" per frame on one thread, at least
// --runs frames (default 7) and until about a second was timed (at most 100 frames), and
// print one JSON line in the anchors' format (engine "raster"), plus "cpu_path", the span
// kernels' path (baseline, avx2, avx512; RASTER_CPU overrides it). SCENE_DIR defaults to
// ../shared/bench/scenes beside the package root (or one level further up). Every scene is
// read and checked, and the output folder made, before any is timed: a bad option, scene file
// or folder stops the run with an error (exit status 2) before anything is written.

import Foundation
@_spi(Benchmarks) import Raster

func nanoseconds(_ clock: clockid_t) -> UInt64 {
    var t = timespec()
    clock_gettime(clock, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// Clears `pixmap` and draws every op of `scene` into it. The ops are read in place, through
/// a buffer pointer: `for op in scene.ops` copied each op, retaining its path, shading and
/// style, which the anchors' loops do not do (2–3% of shapes_10k's frame in a perf profile).
func render(_ scene: Scene, into pixmap: Pixmap) {
    pixmap.fill(scene.background)
    var context = GraphicsContext(pixmap: pixmap)
    scene.ops.withUnsafeBufferPointer { ops in
        for i in ops.indices {
            context.transform = ops[i].transform
            context.opacity = ops[i].alpha
            switch ops[i].kind {
            case .fill(let style): context.fill(ops[i].path, with: ops[i].shading, style: style)
            case .stroke(let style): context.stroke(ops[i].path, with: ops[i].shading, style: style)
            case .text(let line): line.draw(in: context)
            }
        }
    }
}

func median(_ values: [UInt64]) -> Double {
    let s = values.sorted()
    return s.count % 2 == 1 ? Double(s[s.count / 2]) : Double(s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func ms(_ ns: Double) -> Double { (ns / 1e4).rounded() / 100 }

/// Prints `message` as an error on standard error and exits with `status` (2: bad input).
func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("Benchmarks: error: \(message)\n".utf8))
    exit(status)
}

let usage = """
    usage: Benchmarks [SCENE_DIR] [--runs N] [--scene NAME]... [--out DIR]
      SCENE_DIR   a folder of rbench-scene/1 files NAME.json (default: ../shared/bench/scenes
                  beside the package, or one level further up)
      --runs N    at least N timed frames a scene, a whole number from 1 to 100000 (default 7)
      --scene     time only the scene NAME (repeatable; default: every scene of the folder)
      --out DIR   where NAME.raster.png goes (default: ./out)
    Prints one JSON line a scene; RASTER_CPU=baseline, avx2 or avx512 picks the kernels' path.
    """

var arguments = Array(CommandLine.arguments.dropFirst())

/// The value after option `option`, or an error naming what it needs (`what`, with an example).
func value(of option: String, _ what: String) -> String {
    guard let next = arguments.first, !next.hasPrefix("--") else { fail("\(option) needs \(what)") }
    arguments.removeFirst()
    return next
}

var runs = 7
var only: [String] = []
var sceneDirectory: String?
var outputDirectory: String?
while !arguments.isEmpty {
    let a = arguments.removeFirst()
    switch a {
    case "--runs":
        let text = value(of: "--runs", "a whole number of frames from 1 to 100000, e.g. --runs 15")
        guard let n = Int(text), (1...100_000).contains(n) else { fail("--runs needs a whole number of frames from 1 to 100000 (got '\(text)')") }
        runs = n
    case "--scene":
        // An empty or missing name would match no scene and time nothing, silently.
        let name = value(of: "--scene", "a scene name, e.g. --scene ui_frame")
        guard !name.isEmpty else { fail("the scene name given to --scene is empty; give a scene's name, the file NAME.json of the scene folder, e.g. --scene ui_frame") }
        only.append(name)
    case "--out":
        let folder = value(of: "--out", "a folder for the PNGs, e.g. --out /tmp/bench")
        guard !folder.isEmpty else { fail("the folder given to --out is empty; give a folder for the PNGs, e.g. --out /tmp/bench") }
        outputDirectory = folder
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        if a.hasPrefix("-") { fail("unknown option '\(a)'\n\(usage)") }
        if let first = sceneDirectory { fail("one scene folder only (got '\(first)' and '\(a)'); pick scenes with --scene NAME") }
        sceneDirectory = a
    }
}
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let candidates = sceneDirectory.map { [URL(fileURLWithPath: $0)] } ?? [
    packageRoot.appendingPathComponent("../shared/bench/scenes"),
    packageRoot.appendingPathComponent("../../shared/bench/scenes"),
]
func isFolder(_ url: URL) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
}
guard let directory = candidates.first(where: isFolder) else {
    fail("no scene folder at \(candidates.map(\.path).joined(separator: " or ")); give a folder of NAME.json scene files")
}
let environmentFonts = (ProcessInfo.processInfo.environment["RBENCH_FONT_DIRS"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
Scene.fontDirectories = environmentFonts + [directory.deletingLastPathComponent().appendingPathComponent("fonts"),
                                            URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")]
let output = URL(fileURLWithPath: outputDirectory ?? "out")
let sceneNames = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
if sceneNames.isEmpty { fail("no scene files (NAME.json) in \(directory.path)") }
if let unknown = only.first(where: { !sceneNames.contains($0) }) {
    fail("no scene named '\(unknown)' in \(directory.path); the scenes are \(sceneNames.joined(separator: ", "))")
}
let files = sceneNames.filter { only.isEmpty || only.contains($0) }.map { $0 + ".json" }
// Every scene is read and checked, and the output folder made, before any is timed, so that
// bad input stops the run before it writes anything.
var scenes: [(scene: Scene, load: UInt64)] = []
for file in files {
    let t0 = nanoseconds(CLOCK_MONOTONIC)
    let scene: Scene
    do { scene = try Scene(contentsOf: directory.appendingPathComponent(file)) } catch { fail("\(error)") }
    if let other = scenes.firstIndex(where: { $0.scene.name == scene.name }) {
        fail("\(files[other]) and \(file) both name their scene '\(scene.name)', whose PNG is \(scene.name).raster.png; "
             + "give each scene its own name (its file's name, as FORMAT.md's scenes do)")
    }
    scenes.append((scene, nanoseconds(CLOCK_MONOTONIC) - t0))
}
do { try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true) } catch {
    let reason = FileManager.default.fileExists(atPath: output.path) && !isFolder(output)
        ? "it is a file" : "a part of its path is a file, or a folder that cannot be written"
    fail("cannot make the output folder \(output.path): \(reason); give a folder that can be made with --out DIR")
}
guard FileManager.default.isWritableFile(atPath: output.path) else {
    fail("the output folder \(output.path) cannot be written; give a writable one with --out DIR")
}

for (scene, load) in scenes {
    let t0 = nanoseconds(CLOCK_MONOTONIC)
    // Scene checked the size against Pixmap's limits; only memory can fail here.
    let pixmap: Pixmap
    do { pixmap = try Pixmap(width: scene.width, height: scene.height) } catch { fail("\(scene.name): \(error)") }
    let prepare = load + nanoseconds(CLOCK_MONOTONIC) - t0
    let f0 = nanoseconds(CLOCK_MONOTONIC)
    render(scene, into: pixmap)
    let first = nanoseconds(CLOCK_MONOTONIC) - f0
    let frames = max(runs, min(100, Int(1e9 / Double(max(first, 1)))))
    var wall: [UInt64] = [], cpu: [UInt64] = []
    for _ in 0..<frames {
        let c0 = nanoseconds(CLOCK_PROCESS_CPUTIME_ID), w0 = nanoseconds(CLOCK_MONOTONIC)
        render(scene, into: pixmap)
        let w1 = nanoseconds(CLOCK_MONOTONIC), c1 = nanoseconds(CLOCK_PROCESS_CPUTIME_ID)
        wall.append(w1 - w0); cpu.append(c1 - c0)
    }
    let png = output.appendingPathComponent("\(scene.name).raster.png")
    do { try pixmap.write(to: png) } catch { fail("cannot write \(png.path): \(error.localizedDescription)", status: 1) }
    let result: [String: Any] = [
        "engine": "raster", "version": "Raster (Swift, analytic coverage)", "scene": scene.name,
        "cpu_path": RasterCPUPath.current.rawValue,
        "median_ms": ms(median(wall)), "min_ms": ms(Double(wall.min()!)), "max_ms": ms(Double(wall.max()!)),
        "cpu_median_ms": ms(median(cpu)), "first_ms": ms(Double(first)), "prepare_ms": ms(Double(prepare)),
        "floor_ms": NSNull(), "runs": frames, "size": [scene.width, scene.height], "ops": scene.opCount, "notes": scene.notes,
        "png": png.path,
    ]
    let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
    print(String(decoding: json, as: UTF8.self))
    fflush(stdout)
}
