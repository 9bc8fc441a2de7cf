// View.swift · RasterSnapshotTesting/Strategies · `.image` for any View (Raster's own)
// Status: Complete.

import Foundation
import Raster

extension Snapshotting where Value: View, Format == SnapshotImage {
    /// The view at its ideal size, scale 1, light, compared byte for byte.
    ///
    /// Records: `Snapshots/<TestFile>/<test>.<n>.png`.
    ///
    /// Disfavoured so that in a file importing the `SnapshotTesting` module `.image` is
    /// swift-snapshot-testing's, whose format is `UIImage`.
    @_disfavoredOverload
    public static var image: Snapshotting { .image() }

    /// The view rendered on `layout` and compared with a PNG reference.
    ///
    /// `.sizeThatFits` renders through `ImageRenderer` (the image is the view's ideal size);
    /// `.fixed` and `.device` host the view in a `ViewHost` window of that size, centred.
    /// The background is transparent for `.sizeThatFits` and the window's (white, black in
    /// dark mode) otherwise. The fonts the text is drawn with are recorded in the reference,
    /// so a machine with other fonts reports a font mismatch.
    /// - Parameters:
    ///   - scale: pixels per point; nil for the device's scale, or 1.
    ///   - scrollContent: `.viewport` (default) shows what a screen shows; `.full` renders
    ///     every scroll view's whole content, the view proposed the layout's width and a nil
    ///     height, so a `.fixed` or `.device` image is as tall as the content
    ///     (see `View.renderingScrollContent(_:)`).
    ///   - precision, perceptualPrecision: see `Diffing.image(precision:perceptualPrecision:)`.
    ///
    /// Disfavoured so that in a file importing the `SnapshotTesting` module a call that both
    /// spellings accept (`.image(precision: 0.99)`) takes swift-snapshot-testing's.
    @_disfavoredOverload
    public static func image(layout: SnapshotLayout = .sizeThatFits, scale: CGFloat? = nil, colorScheme: ColorScheme = .light,
                             scrollContent: ScrollContentRendering = .viewport,
                             precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<SnapshotImage, SnapshotImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in try layout.image(of: view, scale: scale, colorScheme: colorScheme, scrollContent: scrollContent) }
    }
}
