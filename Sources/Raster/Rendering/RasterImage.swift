// RasterImage.swift · Raster/Rendering · Raster's rendered image (SwiftUI's ImageRenderer gives a CGImage/UIImage)
// Status: Complete.

import Foundation

/// A pixel in straight (not premultiplied) alpha: what image viewers and PNG files show.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public var description: String { "RGBA8(\(r), \(g), \(b), \(a))" }
}

/// A rendered frame.
///
/// Raster: `width` and `height` are pixels; `scale` is pixels per point (the frame is
/// `width / scale` points wide). Pixels are stored premultiplied in a `Pixmap`; the
/// subscript reads them in straight alpha.
///
/// Sendable (as SwiftUI's rendered `CGImage` is), so a Swift 6 test may render on the main
/// actor and encode or compare elsewhere: every render makes a new `Pixmap` and Raster never
/// draws into it after returning the image. Code that draws into `pixmap` itself must not
/// share the image with other threads while it does.
public struct RasterImage: @unchecked Sendable {
    /// The pixels, premultiplied RGBA8.
    public let pixmap: Pixmap
    /// Pixels per point.
    public let scale: CGFloat

    public init(pixmap: Pixmap, scale: CGFloat) {
        self.pixmap = pixmap
        self.scale = scale
    }

    /// Width in pixels.
    public var width: Int { pixmap.width }
    /// Height in pixels.
    public var height: Int { pixmap.height }

    /// The pixel at column `x`, row `y` (both from 0 at the top-left), in straight alpha.
    public subscript(x: Int, y: Int) -> RGBA8 {
        let p = pixmap[x, y]
        guard p.a > 0 else { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
        func unpremultiply(_ c: UInt8) -> UInt8 {
            UInt8(min(255, (Int(c) * 255 + Int(p.a) / 2) / Int(p.a)))
        }
        return RGBA8(r: unpremultiply(p.r), g: unpremultiply(p.g), b: unpremultiply(p.b), a: p.a)
    }

    /// The image as PNG bytes (straight alpha, sRGB chunk, pHYs from `scale`).
    /// - Throws: `PNGError` if encoding fails.
    /// `filter` picks the PNG row filter (`.adaptive` tries several per row: smallest files).
    public func pngData(compressionLevel: Int = 6, filter: PNGEncoder.Filter = .adaptive,
                        textMetadata: [String: String] = [:]) throws -> Data {
        try pixmap.pngData(scale: scale, compressionLevel: compressionLevel, filter: filter, textMetadata: textMetadata)
    }

    /// Writes the image as a PNG file, atomically (a temporary file renamed into place).
    /// - Throws: `PNGError` or a file-system error naming `url`.
    public func write(to url: URL, compressionLevel: Int = 6, textMetadata: [String: String] = [:]) throws {
        try pixmap.write(to: url, scale: scale, compressionLevel: compressionLevel, textMetadata: textMetadata)
    }
}
