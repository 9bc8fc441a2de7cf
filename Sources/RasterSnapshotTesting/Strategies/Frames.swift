// Frames.swift · RasterSnapshotTesting/Strategies · `.frames` for any View: an animation's filmstrip (Raster's own)
// Status: Complete — the frames come from ViewHost.advance(by:), so the animations the
// host runs show as they progress.

import Foundation
import Raster

extension Snapshotting where Value: View, Format == SnapshotImage {
    /// The view hosted on `layout` and sampled `fps` times a second over `duration` seconds
    /// (both ends included: t = 0, 1/fps, …, duration), laid out as a contact sheet of
    /// `columns` with each frame's time as its caption.
    ///
    /// Records: `Snapshots/<TestFile>/<test>.<n>.png` (one image of every frame).
    /// - Parameters:
    ///   - scale: pixels per point of the frames and captions; nil for the device's, or 1.
    ///   - precision, perceptualPrecision: see `Diffing.image(precision:perceptualPrecision:)`.
    /// The snapshot fails to be taken (`SnapshotError.invalidLayout`) for an fps that is not
    /// positive, a negative duration, more than 10 000 frames, or fewer than 1 column.
    public static func frames(layout: SnapshotLayout = .sizeThatFits, fps: Double = 10, duration: TimeInterval = 1,
                              scale: CGFloat? = nil, colorScheme: ColorScheme = .light, columns: Int = 6,
                              precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<SnapshotImage, SnapshotImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in
                guard columns > 0 else {
                    throw SnapshotError.invalidLayout("a contact sheet of \(columns) columns is not possible: give at least 1")
                }
                guard let times = Filmstrip.times(fps: fps, duration: duration) else {
                    throw SnapshotError.invalidLayout("a filmstrip of \(duration) s at \(fps) fps is not possible: "
                                                      + "fps must be positive, the duration not negative, and at most 10000 frames")
                }
                let pixelScale = try layout.resolvedScale(scale)
                let host = try layout.host(view, scale: pixelScale, colorScheme: colorScheme)
                var frames: [Pixmap] = []
                var fonts = Set<String>()
                for time in times {
                    host.advance(by: time - host.time)
                    frames.append(host.render().pixmap)
                    fonts.formUnion(host.drawing().fontsUsed)
                }
                let sheet = try Filmstrip.sheet(frames: frames, times: times, columns: columns, captionScale: pixelScale)
                return SnapshotImage(pixmap: sheet.pixmap, scale: pixelScale, fonts: fonts.union(sheet.fonts).sorted())
            }
    }
}
