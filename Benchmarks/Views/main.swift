// ViewBenchmarks.swift · Benchmarks/Views · timings of the view layers: graph, layout, display list, frame export
// Status: Complete.
//
// Each benchmark builds what it needs outside the timed region, then times the work
// `runs` times (after one warm-up) and prints one JSON line with the median, minimum and
// maximum in milliseconds, like the anchors in shared/bench. The memory benchmarks
// (Benchmarks+Memory.swift) follow, one JSON line each. Run with a release build:
//
//     swift run -c release ViewBenchmarks [--runs N] [--only NAME]

import Foundation
import Raster

/// One named measurement.
struct ViewBenchmark {
    let name: String
    let target: String
    /// Prepares a run and returns the timed work.
    let prepare: () -> () -> Void
}

/// Milliseconds on `clock`: CLOCK_MONOTONIC for wall time, CLOCK_PROCESS_CPUTIME_ID for
/// the CPU time of this process (steadier when other work shares the machine).
func milliseconds(_ clock: clockid_t = CLOCK_MONOTONIC) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
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
          + "\"target\": \"\(benchmark.target)\"}")
}

var runs = 9
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs":
        guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else {
            FileHandle.standardError.write(Data("ViewBenchmarks: error: --runs needs a positive integer\n".utf8))
            exit(2)
        }
        runs = value
    case "--only":
        // An empty or unknown name would match no benchmark and time nothing, silently.
        let names = (allViewBenchmarks() + snapshotBenchmarks()).map(\.name) + allMemoryBenchmarks().map(\.name)
        let value = arguments.popFirst()
        guard let name = value, names.contains(name) else {
            let problem = value.map { $0.isEmpty ? "the name given to --only is empty" : "no benchmark is named '\($0)'" }
                ?? "--only needs a benchmark's name"
            FileHandle.standardError.write(Data("ViewBenchmarks: error: \(problem); the benchmarks are \(names.joined(separator: ", "))\n".utf8))
            exit(2)
        }
        only = name
    default:
        FileHandle.standardError.write(Data("ViewBenchmarks: error: unknown argument '\(argument)'; use --runs N or --only NAME\n".utf8))
        exit(2)
    }
}

for benchmark in allViewBenchmarks() + snapshotBenchmarks() where only == nil || benchmark.name == only {
    measure(benchmark, runs: runs)
}
for benchmark in allMemoryBenchmarks() where only == nil || benchmark.name == only {
    measureMemory(benchmark)
}
