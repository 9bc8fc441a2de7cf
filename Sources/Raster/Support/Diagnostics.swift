// Diagnostics.swift · Raster/Support · Raster's runtime warnings (SwiftUI logs "runtime issues")
// Status: Complete.

import Foundation
import Combine

/// Where Raster's warnings go: standard error, each distinct message once per process,
/// prefixed `raster: warning: ` (printed by the Combine module's diagnostics, which keep one
/// record of what was reported for both modules).
public enum RasterDiagnostics {

    /// Collects the warnings of the current task instead of printing them.
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []

        func append(_ message: String) {
            lock.lock(); defer { lock.unlock() }
            if !messages.contains(message) { messages.append(message) }
        }

        var all: [String] {
            lock.lock(); defer { lock.unlock() }
            return messages
        }
    }

    @TaskLocal static var capture: Capture?

    /// Runs `body` and returns its result with every distinct warning it raised, in order;
    /// while it runs, its warnings are not printed. Safe to use from parallel
    /// tests: only warnings raised by `body`'s own task are collected.
    public static func capturingWarnings<R>(_ body: () throws -> R) rethrows -> (result: R, warnings: [String]) {
        let capture = Capture()
        // The Combine module's warnings (Combine/CombineDiagnostics.swift) go to the same capture.
        let result = try $capture.withValue(capture) {
            try CombineDiagnostics.$capture.withValue(CombineDiagnostics.Capture { capture.append($0) }) { try body() }
        }
        return (result, capture.all)
    }

    /// Reports `message` once per process, or to the current capture (`package`: the Charts module warns through it).
    package static func warn(_ message: String) {
        if let capture {
            capture.append(message)
            return
        }
        CombineDiagnostics.warnOnce(message)
    }
}

/// Reports `message` once per process (or to the current capture).
func warnOnce(_ message: String) {
    RasterDiagnostics.warn(message)
}

/// Warns once that `call` (as written in code, e.g. "offset(x: nan, y: 0)") on a view of type
/// `view` was given a value that is not a finite number, which draws nothing.
func warnNotFinite(_ call: String, on view: Any.Type) {
    warnOnce("\(call) on \(strippingGenerics(String(describing: view))) was given a value that is not a finite "
             + "number (NaN or infinity), so the view is not drawn; give finite numbers")
}
