// ViewHost.swift · RasterSnapshotTesting/Strategies · `.image()` for a hosted window (Raster's own)
// Status: Complete.

import Foundation
import Raster

extension Snapshotting where Format == SnapshotImage {
    /// The host's current frame (its window at its scale, after the taps and time it has
    /// seen), compared with a PNG reference that records the fonts used.
    ///
    /// ```swift
    /// let host = ViewHost(Counter(), size: CGSize(width: 200, height: 100))
    /// host.tap(at: CGPoint(x: 100, y: 50))
    /// assertSnapshot(of: host, as: .image())
    /// ```
    /// Records: `Snapshots/<TestFile>/<test>.<n>.png`.
    public static func image<Content: View>(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting
    where Value == ViewHost<Content> {
        Snapshotting<SnapshotImage, SnapshotImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { host in SnapshotImage(try host.renderOrThrow(), fonts: host.drawing().fontsUsed) }
    }
}
