// Pixmap.swift · RasterSnapshotTesting/Strategies · `.png` for Pixmap (Raster's own)
// Status: Complete.

import Foundation
import Raster

extension Snapshotting where Value == Pixmap, Format == SnapshotImage {
    /// A pixmap compared byte for byte with a PNG reference.
    ///
    /// Records: `Snapshots/<TestFile>/<test>.<n>.png`.
    public static var png: Snapshotting { .png() }

    /// A pixmap compared with a PNG reference within the given precisions (see
    /// `Diffing.image(precision:perceptualPrecision:)`); `scale` (pixels per point) is
    /// recorded in the PNG.
    public static func png(scale: CGFloat = 1, precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<SnapshotImage, SnapshotImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { SnapshotImage(pixmap: $0, scale: scale) }
    }
}
