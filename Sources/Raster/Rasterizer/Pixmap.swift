// Pixmap.swift · Raster/Rasterizer · Raster's own drawing surface (no SwiftUI counterpart)
// Status: Complete.

import CRasterKernels
import Foundation

/// A pixel in premultiplied RGBA8: each colour byte is already multiplied by alpha.
public struct PremultipliedRGBA8: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public static let transparent = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)
}

/// Errors creating a drawing surface.
public enum PixmapError: Error, Equatable, CustomStringConvertible {
    /// Width or height is zero, negative or larger than `Pixmap.maximumDimension`, or the
    /// pixel count exceeds `Pixmap.maximumPixelCount`.
    case invalidSize(width: Int, height: Int)

    public var description: String {
        switch self {
        case .invalidSize(let w, let h):
            return "cannot make a \(w)x\(h) pixel canvas: each side must be 1...\(Pixmap.maximumDimension) "
                + "and the area at most \(Pixmap.maximumPixelCount) pixels; draw a smaller size or at a lower scale "
                + "(for a scroll view's whole content, fewer rows or its visible part only)"
        }
    }
}

/// A rectangular grid of premultiplied RGBA8 pixels.
///
/// Raster: pixels, origin at the top-left, y down; rows are `4 × width` bytes with no
/// padding, bytes in R, G, B, A order, colour premultiplied by alpha. A `Pixmap` is a
/// reference type so that drawing contexts sharing it draw into the same pixels.
public final class Pixmap {
    /// The largest width or height accepted: 32,768 pixels.
    public static let maximumDimension = 32_768
    /// The largest area accepted: 268,435,456 pixels (1 GiB of RGBA8).
    public static let maximumPixelCount = 1 << 28

    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes, row-major.
    public var data: [UInt8]

    /// A transparent pixmap.
    /// - Throws: `PixmapError.invalidSize` when a side is not in 1...`maximumDimension` or
    ///   the area exceeds `maximumPixelCount`.
    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Pixmap.maximumDimension, height <= Pixmap.maximumDimension,
              width * height <= Pixmap.maximumPixelCount
        else { throw PixmapError.invalidSize(width: width, height: height) }
        self.width = width
        self.height = height
        self.data = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A pixmap of `data`, `width × height × 4` bytes of premultiplied RGBA8 that a decoder
    /// made for a size it checked against the limits (no second, zeroed buffer is allocated).
    init(width: Int, height: Int, adopting data: [UInt8]) {
        precondition(width > 0 && height > 0 && data.count == width * height * 4,
                     "Pixmap(width: \(width), height: \(height), adopting: \(data.count) bytes): not width × height × 4 bytes")
        self.width = width
        self.height = height
        self.data = data
    }

    /// The pixel at `(x, y)`, pixels from the top-left corner; both must be in range (a
    /// precondition names the position and the size otherwise).
    public subscript(x: Int, y: Int) -> PremultipliedRGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the \(width)×\(height) pixmap")
            let i = (y * width + x) * 4
            return PremultipliedRGBA8(r: data[i], g: data[i + 1], b: data[i + 2], a: data[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the \(width)×\(height) pixmap")
            let i = (y * width + x) * 4
            data[i] = newValue.r; data[i + 1] = newValue.g; data[i + 2] = newValue.b; data[i + 3] = newValue.a
        }
    }

    /// Sets every pixel to `color`.
    public func fill(_ color: PremultipliedRGBA8) {
        let packed = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
        data.withUnsafeMutableBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            guard let start = pixels.baseAddress else { return }
            raster_fill_pixels(start, pixels.count, packed)
        }
    }
}
