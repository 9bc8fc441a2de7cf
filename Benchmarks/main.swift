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
// ../shared/bench/scenes beside the package root (or one level further up).

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

/// Prints `message` as an error on standard error and exits with status 2 (bad input).
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Benchmarks: error: \(message)\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 7
var only: [String] = []
var sceneDirectory: String?
var outputDirectory: String?
while !arguments.isEmpty {
    let a = arguments.removeFirst()
    switch a {
    case "--runs": runs = Int(arguments.isEmpty ? "" : arguments.removeFirst()) ?? 7
    case "--scene":
        // An empty or missing name would match no scene and time nothing, silently.
        guard let name = arguments.first, !name.hasPrefix("--") else { fail("--scene needs a scene name, e.g. --scene ui_frame") }
        arguments.removeFirst()
        guard !name.isEmpty else { fail("the scene name given to --scene is empty; give a scene's name, the file NAME.json of the scene folder, e.g. --scene ui_frame") }
        only.append(name)
    case "--out": if !arguments.isEmpty { outputDirectory = arguments.removeFirst() }
    default: sceneDirectory = a
    }
}
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let candidates = sceneDirectory.map { [URL(fileURLWithPath: $0)] } ?? [
    packageRoot.appendingPathComponent("../shared/bench/scenes"),
    packageRoot.appendingPathComponent("../../shared/bench/scenes"),
]
guard let directory = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
    FileHandle.standardError.write(Data("Benchmarks: error: no scene folder at \(candidates.map(\.path))\n".utf8))
    exit(2)
}
let environmentFonts = (ProcessInfo.processInfo.environment["RBENCH_FONT_DIRS"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
Scene.fontDirectories = environmentFonts + [directory.deletingLastPathComponent().appendingPathComponent("fonts"),
                                            URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")]
let output = URL(fileURLWithPath: outputDirectory ?? "out")
let sceneNames = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
if let unknown = only.first(where: { !sceneNames.contains($0) }) {
    fail("no scene named '\(unknown)' in \(directory.path); the scenes are \(sceneNames.joined(separator: ", "))")
}
let files = sceneNames.filter { only.isEmpty || only.contains($0) }.map { $0 + ".json" }

for file in files {
    let t0 = nanoseconds(CLOCK_MONOTONIC)
    let scene: Scene
    do { scene = try Scene(contentsOf: directory.appendingPathComponent(file)) } catch {
        FileHandle.standardError.write(Data("Benchmarks: error: \(error)\n".utf8))
        exit(2)
    }
    let pixmap = try Pixmap(width: scene.width, height: scene.height)
    let prepare = nanoseconds(CLOCK_MONOTONIC) - t0
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
    var notes = scene.notes
    let png = output.appendingPathComponent("\(scene.name).raster.png")
    do {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try pixmap.write(to: png)
    } catch {
        notes.append("PNG not written: \(error)")
    }
    let result: [String: Any] = [
        "engine": "raster", "version": "Raster (Swift, analytic coverage)", "scene": scene.name,
        "cpu_path": RasterCPUPath.current.rawValue,
        "median_ms": ms(median(wall)), "min_ms": ms(Double(wall.min()!)), "max_ms": ms(Double(wall.max()!)),
        "cpu_median_ms": ms(median(cpu)), "first_ms": ms(Double(first)), "prepare_ms": ms(Double(prepare)),
        "floor_ms": NSNull(), "runs": frames, "size": [scene.width, scene.height], "ops": scene.opCount, "notes": notes,
        "png": png.path,
    ]
    let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
    print(String(decoding: json, as: UTF8.self))
    fflush(stdout)
}
