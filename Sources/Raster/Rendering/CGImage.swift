// CGImage.swift · Raster/Rendering · mirrors CoreGraphics CGImage and CGImageAlphaInfo (the members SwiftUI code reads)
// Status: Partial — an immutable premultiplied RGBA8 bitmap in sRGB: size, layout members,
// `cropping(to:)`; no CGColorSpace, CGDataProvider, bitmapInfo, masks or CGContext.
// Linux Foundation has no CoreGraphics, so Raster defines the type, as it does CGColor. Where
// CoreGraphics exists (an Apple platform) this file defines nothing; Raster builds for Linux only.

import Foundation

#if !canImport(Darwin) // not canImport(CoreGraphics): Raster's CoreGraphics module answers it
/// A bitmap image (CoreGraphics' type, which `ImageRenderer.cgImage` returns and
/// `Image(_:scale:orientation:label:)` draws).
///
/// Raster: an immutable reference type, as CoreGraphics' is, holding premultiplied RGBA8
/// pixels in sRGB, rows top to bottom: `width` and `height` are pixels (a CGImage has no
/// scale; give one to `Image(_:scale:orientation:label:)`; `UIImage(cgImage:)` takes 1).
/// Not modelled: the colour space object, the data provider (read the pixels through
/// `Image` or `UIImage.pngData()`), `bitmapInfo`, decode arrays, masks and drawing into a
/// `CGContext`.
public final class CGImage: @unchecked Sendable {
    /// The pixels; never drawn into after the image is made.
    let pixmap: Pixmap

    /// An image of `pixmap`'s pixels, which the caller no longer changes.
    init(pixmap: Pixmap) { self.pixmap = pixmap }

    /// The width of the image, in pixels.
    public var width: Int { pixmap.width }
    /// The height of the image, in pixels.
    public var height: Int { pixmap.height }
    /// The number of bits for each colour component of a pixel: 8.
    public var bitsPerComponent: Int { 8 }
    /// The number of bits for each pixel: 32 (red, green, blue, alpha).
    public var bitsPerPixel: Int { 32 }
    /// The number of bytes of each row: 4 × `width` (rows have no padding in Raster).
    public var bytesPerRow: Int { 4 * pixmap.width }
    /// How alpha is stored: `.premultipliedLast` (RGBA, colour multiplied by alpha).
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    /// Whether the image is an image mask: false, Raster makes none.
    public var isMask: Bool { false }
    /// Whether the image is interpolated when drawn scaled: true, as for rendered images.
    public var shouldInterpolate: Bool { true }

    /// An image of the pixels of `rect` (pixels, origin at the top-left), rounded out to
    /// whole pixels and cut to the image, as CoreGraphics' `cropping(to:)` does; nil when
    /// nothing of the image is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let area = PixelRect(covering: rect.standardized).intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        guard !area.isEmpty else { return nil }
        return CGImage(pixmap: pixmap.cropped(to: area))
    }
}

/// Storage options for alpha component data (CoreGraphics' raw values).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}
#endif
