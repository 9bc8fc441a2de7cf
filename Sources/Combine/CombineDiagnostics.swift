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
    @TaskLocal package static var capture: Capture?

    /// What receives a capture's warnings. A class, not a closure: in release builds, pushing
    /// a task-local value of function type from code outside any task crashed in
    /// `swift_task_localValuePush` (it read the value type's metadata through a null pointer:
    /// preview discovery in the view benchmarks, Swift 6.2).
    package final class Capture: Sendable {
        let receive: @Sendable (String) -> Void

        package init(_ receive: @escaping @Sendable (String) -> Void) { self.receive = receive }
    }

    /// Reports `message` once per process (or to the current capture).
    package static func warnOnce(_ message: String) {
        if let capture {
            capture.receive(message)
            return
        }
        lock.lock()
        let isNew = reported.insert(message).inserted
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("raster: warning: \(message)\n".utf8))
    }
}
