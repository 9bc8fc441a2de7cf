// RasterImage.swift · RasterSnapshotTesting/Strategies · `.png` for RasterImage (Raster's own)
// Status: Complete.

import Foundation
import Raster

extension Snapshotting where Value == RasterImage, Format == SnapshotImage {
    /// A rendered image compared byte for byte with a PNG reference (its scale recorded).
    ///
    /// Records: `Snapshots/<TestFile>/<test>.<n>.png`.
    public static var png: Snapshotting { .png() }

    /// A rendered image compared with a PNG reference within the given precisions (see
    /// `Diffing.image(precision:perceptualPrecision:)`).
    public static func png(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<SnapshotImage, SnapshotImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { SnapshotImage($0) }
    }
}
