// ViewBenchmarks.swift · Benchmarks/Views · timings of the view layers: graph, layout, display list, frame export
// Status: Complete.
//
// Each benchmark builds what it needs outside the timed region, then times the work
// `runs` times (after one warm-up) and prints one JSON line with the median, minimum and
// maximum in milliseconds, like the anchors in shared/bench. The memory benchmarks
// (Benchmarks+Memory.swift) follow, one JSON line each. Run with a release build:
//
//     swift run -c release ViewBenchmarks [--runs N] [--only NAME]...

import Foundation
import Raster

/// One named measurement.
struct ViewBenchmark {
    let name: String
    let target: String
    /// Prepares a run and returns the timed work.
    let prepare: () -> () -> Void
    /// What was measured, when it is not what the name says (a frame of the user's own for
    /// the PNG encoder); printed as the result's `"frame"`.
    var frame: () -> String? = { nil }
}

/// Milliseconds on `clock`: CLOCK_MONOTONIC for wall time, CLOCK_PROCESS_CPUTIME_ID for
/// the CPU time of this process (steadier when other work shares the machine).
func milliseconds(_ clock: clockid_t = CLOCK_MONOTONIC) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

/// `text` as a JSON string, quoted and escaped.
func jsonString(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
}

/// Runs `benchmark` `runs` times after a warm-up; prints its JSON line with wall-clock
/// median, minimum and maximum and the median CPU time.
func measure(_ benchmark: ViewBenchmark, runs: Int) {
    benchmark.prepare()()
    var times: [Double] = []
    var cpuTimes: [Double] = []
    for _ in 0..<runs {
        let work = benchmark.prepare()
        let start = milliseconds(), cpuStart = milliseconds(CLOCK_PROCESS_CPUTIME_ID)
        work()
        times.append(milliseconds() - start)
        cpuTimes.append(milliseconds(CLOCK_PROCESS_CPUTIME_ID) - cpuStart)
    }
    times.sort()
    cpuTimes.sort()
    func rounded(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
    print("{\"engine\": \"raster\", \"benchmark\": \"\(benchmark.name)\", \"median_ms\": \(rounded(times[runs / 2])), "
          + "\"min_ms\": \(rounded(times.first!)), \"max_ms\": \(rounded(times.last!)), "
          + "\"cpu_median_ms\": \(rounded(cpuTimes[runs / 2])), \"runs\": \(runs), "
          + "\"target\": \"\(benchmark.target)\"" + (benchmark.frame().map { ", \"frame\": \(jsonString($0))" } ?? "") + "}")
}

var runs = 9
var only: Set<String> = []
var arguments = CommandLine.arguments.dropFirst()
let allNames = (allViewBenchmarks() + snapshotBenchmarks()).map(\.name) + allMemoryBenchmarks().map(\.name)
while let argument = arguments.popFirst() {
    switch argument {
    case "--help", "-h":
        print("""
            usage: ViewBenchmarks [--runs N] [--only NAME]...
              --runs N     timed runs of each benchmark after one warm-up (default 9); the median, minimum and
                           maximum are printed, in milliseconds, one JSON line a benchmark
              --only NAME  run this benchmark (repeat to run several); the benchmarks are
                           \(allNames.joined(separator: ", "))
            RASTER_PNG_BENCH_FRAME=FILE.png has png_encode_1170x2532_level6 encode that image instead
            (its JSON line names it as "frame"). Build with -c release: debug builds are many times slower.
            """)
        exit(0)
    case "--runs":
        let text = arguments.popFirst()
        guard let value = text.flatMap(Int.init), (1...100_000).contains(value) else {
            FileHandle.standardError.write(Data("ViewBenchmarks: error: --runs needs a whole number of runs from 1 to 100000 (got '\(text ?? "")')\n".utf8))
            exit(2)
        }
        runs = value
    case "--only":
        // An empty or unknown name would match no benchmark and time nothing, silently.
        let value = arguments.popFirst()
        guard let name = value, allNames.contains(name) else {
            let problem = value.map { $0.isEmpty ? "the name given to --only is empty" : "no benchmark is named '\($0)'" }
                ?? "--only needs a benchmark's name"
            FileHandle.standardError.write(Data("ViewBenchmarks: error: \(problem); the benchmarks are \(allNames.joined(separator: ", "))\n".utf8))
            exit(2)
        }
        only.insert(name)
    default:
        FileHandle.standardError.write(Data("ViewBenchmarks: error: unknown argument '\(argument)'; use --runs N or --only NAME (--help tells more)\n".utf8))
        exit(2)
    }
}

// A PNG frame of the user's that cannot be read stops the run before anything is timed.
if only.isEmpty || only.contains("png_encode_1170x2532_level6") { _ = userBenchmarkFrame }
for benchmark in allViewBenchmarks() + snapshotBenchmarks() where only.isEmpty || only.contains(benchmark.name) {
    measure(benchmark, runs: runs)
}
for benchmark in allMemoryBenchmarks() where only.isEmpty || only.contains(benchmark.name) {
    measureMemory(benchmark)
}
