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

    /// Not for a host: a `ViewHost`'s window (its size or device), scale and colour scheme
    /// are set when it is made, and its state (taps, scrolls, time) belongs to that window,
    /// so a snapshot cannot lay it out anew. Make the host as the snapshot should be, then
    /// snapshot it with `.image()`.
    @available(*, unavailable, message: "a ViewHost's window, scale and colour scheme are set when it is made: make it with ViewHost(view, size:scale:colorScheme:) or ViewHost(view, device:colorScheme:), then snapshot it with .image()")
    public static func image<Content: View>(layout: SnapshotLayout, scale: CGFloat? = nil, colorScheme: ColorScheme = .light,
                                            precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting
    where Value == ViewHost<Content> {
        fatalError("unavailable")
    }
}
