// Image+CGImage.swift · Raster/Views · mirrors SwiftUI Image(_:scale:orientation:label:), Image(decorative:scale:orientation:), Image.Orientation (iOS 17)
// Status: Complete.

import Foundation

extension Image {
    /// The orientation of an image.
    ///
    /// Raster: how the image's pixel data is turned to be shown, as the EXIF orientation
    /// tag (CoreGraphics' `CGImagePropertyOrientation`) describes it: `.right` shows the data
    /// turned 90° clockwise (a portrait photo of an iPhone camera), `.left` 90°
    /// counterclockwise, `.down` 180°; the mirrored cases also flip it (`.upMirrored`
    /// left to right, `.downMirrored` top to bottom, `.leftMirrored` about the main diagonal,
    /// `.rightMirrored` about the other). Raw values are SwiftUI's.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up = 0
        case upMirrored = 2
        case down = 6
        case downMirrored = 4
        case left = 1
        case leftMirrored = 3
        case right = 7
        case rightMirrored = 5
    }

    /// Creates a labelled image based on a Core Graphics image instance, for use as content
    /// for controls.
    ///
    /// Raster: `scale` is pixels per point (a 60×60-pixel image at scale 3 is 20×20 points;
    /// not positive and finite: 1, with a warning); `orientation` turns the pixels as
    /// `Image.Orientation` describes, a left or right one swapping width and height; the
    /// label names the image for accessibility.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(pixmap: cgImage.pixmap.oriented(orientation),
                  scale: PixelScale.validOrOne(scale, givenTo: "Image(_:scale:orientation:label:)"))
        accessibilityLabel = label
    }

    /// Creates an unlabelled, decorative image based on a Core Graphics image instance.
    ///
    /// Raster: drawn as `init(_:scale:orientation:label:)` draws it, and hidden from the
    /// accessibility tree.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(pixmap: cgImage.pixmap.oriented(orientation),
                  scale: PixelScale.validOrOne(scale, givenTo: "Image(decorative:scale:orientation:)"))
        isDecorative = true
    }
}

extension Pixmap {
    /// The pixels turned as `orientation` shows them (itself for `.up`): output pixel
    /// (x, y) takes the input pixel the EXIF orientation maps there.
    func oriented(_ orientation: Image.Orientation) -> Pixmap {
        if orientation == .up { return self }
        let swaps = [.left, .leftMirrored, .right, .rightMirrored].contains(orientation)
        let (w, h) = (width, height)
        // The same pixel count in another shape is always a valid size.
        let result = try! Pixmap(width: swaps ? h : w, height: swaps ? w : h)
        for y in 0..<result.height {
            for x in 0..<result.width {
                let source: (x: Int, y: Int)
                switch orientation {
                case .up: source = (x, y)
                case .upMirrored: source = (w - 1 - x, y)
                case .down: source = (w - 1 - x, h - 1 - y)
                case .downMirrored: source = (x, h - 1 - y)
                case .left: source = (w - 1 - y, x)
                case .leftMirrored: source = (y, x)
                case .right: source = (y, h - 1 - x)
                case .rightMirrored: source = (w - 1 - y, h - 1 - x)
                }
                result[x, y] = self[source.x, source.y]
            }
        }
        return result
    }
}
