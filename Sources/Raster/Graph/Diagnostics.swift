// Diagnostics.swift · Raster/Graph · Raster's runtime warnings (SwiftUI logs "runtime issues")
// Status: Complete.

import Foundation

/// Where Raster's warnings go. Each distinct message is reported once per process.
public enum RasterDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported: Set<String> = []
    nonisolated(unsafe) private static var handler: ((String) -> Void)?

    /// Replaces where warnings are written (standard error by default); pass nil to restore it.
    /// Tests use this to assert a warning's exact text.
    public static func setHandler(_ newHandler: ((String) -> Void)?) {
        lock.lock(); defer { lock.unlock() }
        handler = newHandler
        reported.removeAll()
    }

    static func warn(_ message: String) {
        lock.lock()
        let isNew = reported.insert(message).inserted
        let current = handler
        lock.unlock()
        guard isNew else { return }
        if let current {
            current(message)
        } else {
            FileHandle.standardError.write(Data("raster: warning: \(message)\n".utf8))
        }
    }
}

/// Reports `message` once per process.
func warnOnce(_ message: String) {
    RasterDiagnostics.warn(message)
}
