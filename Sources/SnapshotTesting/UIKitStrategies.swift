// UIKitStrategies.swift · SnapshotTesting · mirrors swift-snapshot-testing's `.image` strategies for UIViewController, UIView and UIImage
// Status: Complete — drawn as Raster draws UIKit views (UIView+Drawing.swift); a hosting
// controller draws its SwiftUI root view.

import Foundation
import Raster
import RasterSnapshotTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view at its frame's size (a fresh controller: the main screen's),
    /// no safe area, scale 1, light.
    public static var image: Snapshotting { .image() }

    /// The controller on a screen of `config`'s size, safe area and traits, as a window shows
    /// it, compared with a PNG reference.
    ///
    /// A `UIHostingController` draws its root view as the SwiftUI strategy's
    /// `.image(layout: .device(config:))` does (inside the safe area, on the window's
    /// background, white or black in dark mode); any other controller's view fills the screen,
    /// drawn as Raster draws UIKit views (backgrounds, layer corners, borders and shadows,
    /// labels, image views, text views; a subclass's own `draw(_:)` is not run, with a
    /// warning). Scale: `traits`' `displayScale` when set, else the preset's.
    ///
    /// - Parameters:
    ///   - config: the device: size (points), safe area and traits. A config without a size
    ///     takes the controller's view's frame size, or the main screen's for a fresh one.
    ///   - precision: the share of pixels that must match (0…1).
    ///   - perceptualPrecision: how close a pixel must be to match, in perceptual terms (0…1).
    ///   - size: overrides the config's size, points.
    ///   - traits: trait overrides, merged over the config's.
    public static func image(on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        func strategy(_ screen: ViewImageConfig) -> Snapshotting<AnyView, UIImage> {
            .image(precision: precision, perceptualPrecision: perceptualPrecision, layout: .device(config: screen), traits: traits)
        }
        let base = strategy(config)
        return Snapshotting(pathExtension: base.pathExtension, diffing: base.diffing) { controller in
            var screen = config
            screen.size = size ?? config.size ?? controller.snapshotSize
            return try strategy(screen).snapshot(controller.snapshotContent)
        }
    }

    /// The controller's view at `size` (points; nil: its view's frame size, or the main
    /// screen's for a fresh controller) with no safe area, compared with a PNG reference.
    /// Scale: `traits`' `displayScale` when set, else 1 (there is no simulator to take it
    /// from). Drawn as `image(on:)` draws.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: accepted for source compatibility; Raster has no window
    ///     server, so every controller is drawn the same way.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        .image(on: ViewImageConfig(safeArea: .zero, size: size, traits: .init()), precision: precision,
               perceptualPrecision: perceptualPrecision, traits: traits)
    }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view at its frame's size, scale 1, light.
    public static var image: Snapshotting { .image() }

    /// The view at `size` (points; nil: its frame's size) on a transparent background,
    /// compared with a PNG reference, drawn as Raster draws UIKit views (backgrounds, layer
    /// corners, borders and shadows, labels, image views, text views; a subclass's own
    /// `draw(_:)` is not run, with a warning). Scale: `traits`' `displayScale` when set, else 1.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: accepted for source compatibility; Raster has no window
    ///     server, so every view is drawn the same way.
    ///   - precision: the share of pixels that must match (0…1).
    ///   - perceptualPrecision: how close a pixel must be to match, in perceptual terms (0…1).
    /// - Throws (when the snapshot is taken; the assertion fails with the message): a view
    ///   with no area (a fresh `UIView()` has a 0×0 frame) names its size and asks for a
    ///   frame or a `size`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        let scale = traits.displayScale > 0 ? traits.displayScale : 1
        return Snapshotting<AnyView, SnapshotImage>
            .image(layout: .sizeThatFits, scale: scale, colorScheme: traits.colorScheme,
                   precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in
                let area = size ?? view.frame.size
                guard area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite else {
                    throw UIKitSnapshotError.noArea(type: String(describing: type(of: view)), size: area, given: size != nil)
                }
                return traits.applied(to: SnapshotUIView(view: view).frame(width: area.width, height: area.height))
            }
            .uiImageFormat
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// The image at its own size and scale.
    public static var image: Snapshotting { .image() }

    /// The image's pixels, or as `Image(uiImage:)` draws it at its size (points) for a symbol
    /// image or another scale, compared with a PNG reference.
    /// - Parameters:
    ///   - precision: the share of pixels that must match (0…1).
    ///   - perceptualPrecision: how close a pixel must be to match, in perceptual terms (0…1).
    ///   - scale: pixels per point; nil for the image's own scale.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { image in
            if image.pixels != nil, scale == nil || scale == image.scale { return image }
            guard image.size.width > 0, image.size.height > 0 else { throw UIKitSnapshotError.emptyImage }
            return UIImage(snapshot: try Snapshotting<Image, SnapshotImage>.image(layout: .sizeThatFits, scale: scale ?? image.scale)
                .snapshot(Image(uiImage: image)))
        }
    }
}

/// A UIKit value that cannot be snapshotted as given.
struct UIKitSnapshotError: Error, CustomStringConvertible {
    let description: String

    /// A view of `size` (its frame's, or the `size:` argument when `given`) with no area.
    static func noArea(type: String, size: CGSize, given: Bool) -> UIKitSnapshotError {
        guard given else {
            return UIKitSnapshotError(description: "cannot snapshot a \(type) of \(size.width)×\(size.height) points: give the view "
                                      + "a frame (UIView(frame:)) or pass `size:` to `.image(size:)`")
        }
        return UIKitSnapshotError(description: "cannot snapshot a \(type) at the size given, \(size.width)×\(size.height) points: "
                                  + "pass a positive, finite `size:`")
    }

    /// An image with nothing to draw.
    static let emptyImage = UIKitSnapshotError(description: "cannot snapshot an empty UIImage (UIImage(), or a failed load "
                                                + "with `?? UIImage()`): it has no pixels and no size")
}

extension UIViewController {
    /// The size a controller is drawn at when the strategy gives none: its view's frame, or
    /// the main screen's bounds while the frame is empty (a fresh controller's view on iOS
    /// is the screen's size).
    fileprivate var snapshotSize: CGSize {
        let frame = view.frame.size
        return frame.width > 0 && frame.height > 0 ? frame : UIScreen.main.bounds.size
    }

    /// What a screen shows of the controller: the SwiftUI content of a hosting, navigation or
    /// tab bar controller, or the controller's view filling the screen.
    fileprivate var snapshotContent: AnyView { AnyView(ControllerScreen(controller: self)) }
}

/// Hosts a given view in a SwiftUI layout.
private struct SnapshotUIView: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
}
