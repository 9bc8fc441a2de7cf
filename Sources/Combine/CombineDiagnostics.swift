// CombineDiagnostics.swift · Combine · warnings for misuse of this module's publishers (Raster collects them with its own)
// Status: Complete.

import Foundation

/// Where this module's warnings go: standard error, each distinct message once per process,
/// prefixed `raster: warning: ` as Raster's are; or, while Raster captures warnings
/// (`RasterDiagnostics.capturingWarnings`), to that capture.
package enum CombineDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported: Set<String> = []

    /// Receives the current task's warnings instead of standard error (set by Raster's capture).
    @TaskLocal package static var capture: (@Sendable (String) -> Void)?

    /// Reports `message` once per process (or to the current capture).
    package static func warnOnce(_ message: String) {
        if let capture {
            capture(message)
            return
        }
        lock.lock()
        let isNew = reported.insert(message).inserted
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("raster: warning: \(message)\n".utf8))
    }
}
