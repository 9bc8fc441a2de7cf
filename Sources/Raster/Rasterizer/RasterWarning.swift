// RasterWarning.swift · Raster/Rasterizer · Raster's own diagnostics (no SwiftUI counterpart)
// Status: Complete.

import Foundation

/// Reports bad drawing input once per cause, through `RasterDiagnostics`.
///
/// Raster: bad drawing input (non-finite coordinates, unsupported options) never stops a
/// frame; it is skipped and reported once so that a long animation does not flood the
/// terminal. `cause` names the kind of problem; its message does not vary.
enum RasterWarning {
    static func once(_ cause: String, _ message: @autoclosure () -> String) {
        warnOnce(message())
    }
}
