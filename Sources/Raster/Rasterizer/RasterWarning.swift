// RasterWarning.swift · Raster/Rasterizer · Raster's own diagnostics (no SwiftUI counterpart)
// Status: Complete.

import Foundation

/// Prints `raster: warning: <message>` to stderr the first time `cause` is reported in this
/// process, and nothing on later reports of the same cause.
///
/// Raster: bad drawing input (non-finite coordinates, unsupported options) never stops a
/// frame; it is skipped and reported once per cause so that a long animation does not flood
/// the terminal.
enum RasterWarning {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported: Set<String> = []

    static func once(_ cause: String, _ message: @autoclosure () -> String) {
        lock.lock()
        let isNew = reported.insert(cause).inserted
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("raster: warning: \(message())\n".utf8))
    }
}
