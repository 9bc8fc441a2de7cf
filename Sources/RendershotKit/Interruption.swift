// Interruption.swift · RendershotKit · Ctrl-C (SIGINT) and SIGTERM during a run
// Status: Complete.
//
// The signal handler only records the signal (a signal can come twice: `timeout` sends it to
// the command and then to its process group); a third one ends the process at once, for a
// run that does not stop. Commands call `check()` between scenes and between
// frames; it throws `RendershotError.interrupted`, the command removes the temporary files
// it made (an unfinished APNG, see `OutputFiles.removeTemporaryFiles`) and ends its progress
// line, and rendershot prints `rendershot: interrupted; removed partial output` and exits
// 128 + the signal: 130 for SIGINT, 143 for SIGTERM. Files already complete are kept.

import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a run has been asked to stop, and by which signal.
final class Interruption: Sendable {
    /// The flag the process's SIGINT and SIGTERM handlers set (see `installHandlers`).
    static let process = Interruption()

    /// Signals received after which the handler ends the process at once.
    static let forcefulCount = 3

    private let pending = Atomic<Int32>(0)
    private let count = Atomic<Int>(0)

    init() {}

    /// The signal that asked the run to stop, or nil.
    var receivedSignal: Int32? {
        let value = pending.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Records that signal `number` asked the run to stop (the handlers call this; tests
    /// too) and returns how many requests there have been.
    @discardableResult
    func request(_ number: Int32) -> Int {
        pending.store(number, ordering: .relaxed)
        return count.add(1, ordering: .relaxed).newValue
    }

    /// Throws when a signal asked the run to stop.
    /// - Throws: `RendershotError.interrupted` with the signal.
    func check() throws {
        if let receivedSignal { throw RendershotError.interrupted(signal: receivedSignal) }
    }

    /// Makes SIGINT and SIGTERM set `process` instead of ending the process; the
    /// `forcefulCount`-th signal ends it at once with status 128 + the signal. Both are
    /// unblocked, as a parent may start rendershot with them blocked (Foundation's
    /// `Process`, from some threads), where they would wait unseen until the run ends.
    static func installHandlers() {
        _ = process.receivedSignal
        _ = signal(SIGINT, interruptionHandler)
        _ = signal(SIGTERM, interruptionHandler)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}

/// Records the signal (atomics and `_exit` are async-signal-safe).
private func interruptionHandler(_ number: Int32) {
    if Interruption.process.request(number) >= Interruption.forcefulCount { _exit(128 + number) }
}
