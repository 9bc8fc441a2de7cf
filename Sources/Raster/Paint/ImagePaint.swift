// ImagePaint.swift · Raster/Paint · mirrors SwiftUI ImagePaint and ShapeStyle.image(_:sourceRect:scale:) (iOS 17)
// Status: Complete for bitmap images (PNG files, asset image sets, pixmaps, `UIImage`s);
// a symbol or missing image paints nothing, with a warning.

import Foundation

/// A shape style that fills a shape by repeating a region of an image.
///
/// Raster: the tile is the part of the image's pixels named by `sourceRect` (unit
/// coordinates, 0...1 of the image's width and height), drawn at the image's point size
/// times `scale`, repeated over the shape from the top-leading corner of its bounds (points,
/// y down). An asset image uses its file for the environment's display scale and appearance.
/// The image's own colours are used (its template rendering mode is not applied).
public struct ImagePaint: ShapeStyle, ResolvableShapeStyle {
    /// The image to be drawn.
    public var image: Image
    /// A unit-space rectangle defining how much of the source image to draw: the tile.
    public var sourceRect: CGRect
    /// A scale factor applied to the image while it's being drawn.
    public var scale: CGFloat

    /// Creates a shape-filling shape style: `sourceRect` defaults to the whole image, `scale`
    /// to 1.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        guard case .pixmap(let pixmap, let imageScale) = image.resolvingAsset(in: environment).source else {
            warnOnce("ImagePaint has an image without pixels (a system symbol, or an image that was not found); "
                     + "it paints nothing. Give it a PNG or asset image")
            return .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0))
        }
        // One pixel of the image is (its point size ÷ its pixels) × `scale` points.
        let perPixel = PixelScale.validOrOne(scale, givenTo: "ImagePaint(scale:)") / imageScale
        return .tiledImage(GraphicsContext.Shading.tile(of: pixmap, sourceRect: sourceRect),
                           imageToUser: CGAffineTransform(a: perPixel, b: 0, c: 0, d: perPixel, tx: bounds.minX, ty: bounds.minY))
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style that fills a shape by repeating a region of an image (see `ImagePaint`).
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                             scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

extension Pixmap {
    /// A copy whose premultiplied pixels are all scaled by `factor` (0...1): the image at
    /// that opacity.
    func multiplyingOpacity(_ factor: Float) -> Pixmap {
        let result = try! Pixmap(width: width, height: height)
        let f = Swift.max(0, Swift.min(1, factor))
        for index in data.indices {
            result.data[index] = UInt8((Float(data[index]) * f).rounded())
        }
        return result
    }
}
