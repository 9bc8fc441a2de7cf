// main.swift · Fuzz · runs one fuzz target for an iteration or time budget
//
//   swift build -c release --product Fuzz
//   nice -n 19 .build/release/Fuzz --target png|svg|raster|layout [--seed N] [--from I]
//       [--iterations N] [--seconds S] [--timeout S] [--max-rss-mb M]
//
// Runs inputs --from, --from + 1, … (default 0) until --iterations inputs ran or --seconds
// passed (default: 1,000,000 inputs, no time limit). Each input is built from its own
// generator (FuzzSupport.swift) and must return: a crash, an input that runs longer than
// --timeout seconds (default 10) or a resident size above --max-rss-mb (default 2048) is
// reported with the seed and iteration that reproduce it, and the process stops with a
// non-zero status. Warnings the library raises are counted, not printed. Progress goes to
// standard error every 10 s; the summary is one JSON line on standard output. See
// docs/fuzzing.md.

import Foundation
@_spi(Fuzzing) import Raster

let targets: [String: (inout SplitMix64) -> Void] = [
    "png": PNGFuzz.run,
    "svg": SVGPathFuzz.run,
    "raster": RasterizerFuzz.run,
    "layout": LayoutFuzz.run,
]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Fuzz: error: \(message)\n".utf8))
    exit(2)
}

var target = ""
var seed: UInt64 = 1
var first = 0
var iterations = 1_000_000
var seconds = Double.infinity
var timeout = 10.0
var memoryCapMiB = 2048
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let option = arguments.removeFirst()
    guard let value = arguments.first else { fail("\(option) needs a value") }
    arguments.removeFirst()
    switch option {
    case "--target": target = value
    case "--seed": seed = UInt64(value) ?? { fail("--seed takes a whole number, not \(value)") }()
    case "--from": first = Int(value) ?? { fail("--from takes a whole number, not \(value)") }()
    case "--iterations": iterations = Int(value) ?? { fail("--iterations takes a whole number, not \(value)") }()
    case "--seconds": seconds = Double(value) ?? { fail("--seconds takes a number, not \(value)") }()
    case "--timeout": timeout = Double(value) ?? { fail("--timeout takes a number, not \(value)") }()
    case "--max-rss-mb": memoryCapMiB = Int(value) ?? { fail("--max-rss-mb takes a whole number, not \(value)") }()
    default: fail("unknown option \(option)")
    }
}
guard let run = targets[target] else {
    fail("choose a target with --target: \(targets.keys.sorted().joined(separator: ", "))")
}

currentTarget = target
currentSeed = seed
installCrashHandler(target: target, seed: seed)
startWatchdog(timeout: timeout, memoryCap: memoryCapMiB << 20)

let start = monotonicNanoseconds()
var lastProgress = start
var done = 0
var warned = 0
while done < iterations {
    let now = monotonicNanoseconds()
    if Double(now - start) / 1e9 >= seconds { break }
    if now - lastProgress >= 10_000_000_000 {
        lastProgress = now
        FileHandle.standardError.write(Data("Fuzz: \(target): \(done) inputs, \(Int(Double(done) / (Double(now - start) / 1e9))) per second, peak RSS \(peakResidentBytes() >> 20) MiB\n".utf8))
    }
    let iteration = first + done
    var generator = SplitMix64(seed: seed, iteration: UInt64(iteration))
    currentStart = now
    currentIteration = Int64(iteration)
    let warnings = RasterDiagnostics.capturingWarnings { run(&generator) }.warnings
    currentIteration = -1
    if !warnings.isEmpty { warned += 1 }
    done += 1
}
let elapsed = Double(monotonicNanoseconds() - start) / 1e9
print("{\"target\":\"\(target)\",\"seed\":\(seed),\"from\":\(first),\"inputs\":\(done),\"seconds\":\(Int(elapsed.rounded())),"
      + "\"inputs_per_second\":\(Int(Double(done) / max(elapsed, 1e-9))),\"inputs_with_warnings\":\(warned),"
      + "\"peak_rss_mib\":\(peakResidentBytes() >> 20)}")
