// ViewStrategies.swift · SnapshotTesting · mirrors swift-snapshot-testing's `.image` strategies for SwiftUI views
// Status: Complete.

import Foundation
import Raster
import RasterSnapshotTesting

extension Snapshotting where Value: View, Format == UIImage {
    /// The view at its ideal size, scale 1, light, compared byte for byte.
    public static var image: Snapshotting { .image() }

    /// The view rendered on `layout` with `traits`, compared with a PNG reference.
    ///
    /// Scale: `traits`' `displayScale` when set, else the device preset's (its traits carry
    /// it), else 1. `.device(config:)` hosts the view on a screen of the config's size and
    /// safe area (centred, on the window's background, as RasterSnapshotTesting's `.device`);
    /// a config without a size and `.sizeThatFits` render the view at its ideal size on a
    /// transparent background. The traits set the colour scheme and the environment values
    /// they map to (`UITraitCollection`).
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: accepted for source compatibility; Raster has no window
    ///     server, so every view is drawn the same way.
    ///   - precision: the share of pixels that must match (0…1).
    ///   - perceptualPrecision: how close a pixel must be to match, in perceptual terms (0…1).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        var config = ViewImageConfig()
        if case .device(let device) = layout { config = device }
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        let scale = merged.displayScale > 0 ? merged.displayScale : 1
        let rasterLayout: SnapshotLayout
        switch layout {
        case .sizeThatFits:
            rasterLayout = .sizeThatFits
        case .fixed(let width, let height):
            rasterLayout = .fixed(width: width, height: height)
        case .device(let config):
            guard let size = config.size else { rasterLayout = .sizeThatFits; break }
            rasterLayout = .device(Device(name: "ViewImageConfig", size: size, scale: scale,
                                          safeAreaInsets: config.safeArea.edgeInsets,
                                          horizontalSizeClass: merged.horizontalSizeClass == .regular ? .regular : .compact,
                                          verticalSizeClass: merged.verticalSizeClass == .compact ? .compact : .regular))
        }
        return Snapshotting<AnyView, SnapshotImage>
            .image(layout: rasterLayout, scale: scale, colorScheme: merged.colorScheme,
                   precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in merged.applied(to: view) }
            .uiImageFormat
    }
}
