// FuzzSupport.swift · Fuzz · the fuzz runner's random numbers, watchdog and crash reporter
//
// Every input is made from its own generator, seeded from the run's seed and the input's
// iteration number (`SplitMix64(seed:iteration:)`), so any one input is reproduced by
// `--seed S --from I --iterations 1` without replaying the ones before it.

import Foundation

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014): a 64-bit state advanced by the golden-ratio increment and mixed by two
/// multiply-xorshift rounds. The same numbers on every platform.
struct SplitMix64 {
    private var state: UInt64

    init(state: UInt64) { self.state = state }

    /// The generator of input `iteration` of a run seeded with `seed`.
    init(seed: UInt64, iteration: UInt64) {
        var mixer = SplitMix64(state: seed)
        self.state = mixer.next() ^ (iteration &* 0xD1B5_4A32_D192_ED03)
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0); the modulo bias is irrelevant for fuzzing.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True with probability 1 / `n`.
    mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }

    /// A double in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A uniformly chosen element of `values` (not empty).
    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }

    /// A number that is usually within `range` and sometimes hostile: NaN, ±infinity, ±1e30,
    /// ±1e9, the smallest subnormal, ±0 or a huge finite value.
    mutating func hostile(_ range: ClosedRange<Double>) -> CGFloat {
        switch below(24) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return oneIn(2) ? 1e30 : -1e30
        case 4: return oneIn(2) ? 1e9 : -1e9
        case 5: return .leastNonzeroMagnitude
        case 6: return oneIn(2) ? 0 : -0.0
        case 7: return oneIn(2) ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
        default: return CGFloat(range.lowerBound + unit() * (range.upperBound - range.lowerBound))
        }
    }
}

/// Monotonic time in nanoseconds.
func monotonicNanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// Resident memory now, in bytes (from /proc/self/statm).
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

/// The process's peak resident memory so far, in bytes (getrusage's ru_maxrss is in KiB on Linux).
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss * 1024
}

/// The input now running, read by the watchdog thread and the crash handler.
/// `iteration` is −1 between inputs.
nonisolated(unsafe) var currentTarget = ""
nonisolated(unsafe) var currentSeed: UInt64 = 0
nonisolated(unsafe) var currentIteration: Int64 = -1
nonisolated(unsafe) var currentStart: UInt64 = 0
/// The crash handler's message prefix and digit buffer, made before any input runs.
nonisolated(unsafe) var crashPrefix: [UInt8] = []
nonisolated(unsafe) var crashDigits: [UInt8] = []

/// How to rerun the current input, e.g. `--target png --seed 1 --from 42 --iterations 1`.
func reproduceArguments() -> String {
    "--target \(currentTarget) --seed \(currentSeed) --from \(currentIteration) --iterations 1"
}

/// Starts a thread that checks the running input every 50 ms: one that runs longer than
/// `timeout` seconds is a hang, and a resident size above `memoryCap` bytes is unbounded
/// memory; either is reported with the input's seed and iteration and the process aborts.
func startWatchdog(timeout: Double, memoryCap: Int) {
    let thread = Thread {
        while true {
            usleep(50_000)
            let iteration = currentIteration
            guard iteration >= 0 else { continue }
            let elapsed = Double(monotonicNanoseconds() &- currentStart) / 1e9
            let resident = residentBytes()
            var finding: String?
            if elapsed > timeout {
                finding = "HANG: input ran longer than \(timeout) s"
            } else if resident > memoryCap {
                finding = "MEMORY: resident size \(resident >> 20) MiB passed the cap of \(memoryCap >> 20) MiB"
            }
            if let finding, iteration == currentIteration {
                FileHandle.standardError.write(Data("Fuzz: \(finding) (target \(currentTarget), seed \(currentSeed), iteration \(iteration)); reproduce with: Fuzz \(reproduceArguments())\n".utf8))
                abort()
            }
        }
    }
    thread.start()
}

/// On a crash signal, writes which input was running (seed and iteration) to standard error,
/// then hands the signal to the handler it replaced (Swift's backtracer, when enabled). The
/// handler only writes into buffers made beforehand (a signal handler must not allocate).
func installCrashHandler(target: String, seed: UInt64) {
    crashPrefix = Array("Fuzz: CRASH (target \(target), seed \(seed)); reproduce with: Fuzz --target \(target) --seed \(seed) --from ".utf8)
    crashDigits = [UInt8](repeating: 0, count: 24)
    for signal in crashSignals {
        var action = Glibc.sigaction()
        action.__sigaction_handler.sa_handler = { number in
            crashPrefix.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
            var value = UInt64(max(currentIteration, 0))
            var count = 0
            crashDigits.withUnsafeMutableBufferPointer { digits in
                repeat { digits[23 - count] = UInt8(48 + value % 10); value /= 10; count += 1 } while value > 0
                _ = write(2, digits.baseAddress! + 24 - count, count)
            }
            _ = write(2, " --iterations 1\n", 16)
            if let index = crashSignals.firstIndex(of: number) {
                sigaction(number, &replacedActions[index], nil)
            } else {
                Foundation.signal(number, SIG_DFL)
            }
            raise(number)
        }
        sigaction(signal, &action, &replacedActions[crashSignals.firstIndex(of: signal)!])
    }
}

let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]
nonisolated(unsafe) var replacedActions = Array(repeating: Glibc.sigaction(), count: 6)
