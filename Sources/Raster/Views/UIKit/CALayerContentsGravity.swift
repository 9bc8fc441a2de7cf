// CALayerContentsGravity.swift · Raster/Views/UIKit · mirrors Core Animation CALayerContentsGravity (iOS 17)
// Status: Complete — every gravity, with iOS's vertical names (below).
// Only where there is no UIKit (Linux), which has no Core Animation.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// How a layer's `contents` are placed in its bounds (Core Animation's `CALayerContentsGravity`).
///
/// Raster: as on iOS, the vertical names count y upwards, Core Animation's own direction,
/// so in a layer on screen `.top` places the image at the bottom edge and `.bottom` at the
/// top (Apple's `contentsGravity` documentation: with flipped contents "top aligns the
/// content to the bottom of the layer"; on iOS `.bottom` is seen at the top, as the sample
/// project ynaoto/iOSCALayer records). [UNCERTAIN: read from those two sources, not
/// measured on a device.]
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred at its own size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centred along the edge of greater y at its own size (the bottom edge on screen).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred along the edge of smaller y at its own size (the top edge on screen).
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred along the left edge at its own size.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred along the right edge at its own size.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the corner of smaller x and greater y (the bottom-left on screen).
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the corner of greater x and y (the bottom-right on screen).
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the corner of smaller x and y (the top-left on screen).
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the corner of greater x and smaller y (the top-right on screen).
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit the bounds keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds keeping its aspect ratio, centred (overflowing them unless
    /// the layer masks to its bounds).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where contents of `size` (points) are drawn in `bounds` (y down), through the
    /// matching `UIView.ContentMode`; an unknown raw value stretches, as `.resize`.
    func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        let modes: [CALayerContentsGravity: UIView.ContentMode] = [
            .center: .center, .top: .bottom, .bottom: .top, .left: .left, .right: .right,
            .topLeft: .bottomLeft, .topRight: .bottomRight, .bottomLeft: .topLeft, .bottomRight: .topRight,
            .resizeAspect: .scaleAspectFit, .resizeAspectFill: .scaleAspectFill,
        ]
        return (modes[self] ?? .scaleToFill).rect(for: size, in: bounds)
    }
}
#endif
