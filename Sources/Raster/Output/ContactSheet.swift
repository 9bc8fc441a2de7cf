// ContactSheet.swift · Raster/Output · Raster's own type (no SwiftUI counterpart)
// Status: Complete.
//
// Lays frames out in a grid on one pixmap, for looking at an animation at a glance.
//
//   ┌──────────────────────────────┐   padding around and between cells
//   │ ┌──────┐ ┌──────┐ ┌──────┐   │   cell = the largest reduced frame; a smaller frame is
//   │ │frame0│ │frame1│ │frame2│   │   centred in its cell
//   │ └──────┘ └──────┘ └──────┘   │
//   │ caption  caption  caption    │   `captionHeight` pixels under each cell; the caption
//   │ ┌──────┐ ┌──────┐            │   pixmap (drawn by the caller, e.g. with the text layer)
//   │ │frame3│ │frame4│            │   is centred horizontally, top-aligned, clipped to the band
//   └──────────────────────────────┘
//
// Reduction: `.integer(n)` averages each n×n block (partial blocks at the right and bottom
// edges average the pixels they have), in premultiplied space so transparent pixels do not
// darken their neighbours. `.factor(f)` first box-reduces by ⌊1/f⌋ and then resamples
// bilinearly to round(size × f): the bilinear step then shrinks by less than 2×, where it
// cannot skip source pixels and alias. Frames and captions are composited source-over.

import Foundation

/// Errors laying out a contact sheet.
public enum ContactSheetError: Error, Equatable, CustomStringConvertible {
    case noFrames
    /// A parameter is out of range; the text names it.
    case invalidParameter(String)

    public var description: String {
        switch self {
        case .noFrames: return "a contact sheet needs at least one frame"
        case .invalidParameter(let detail): return "invalid contact sheet parameter: \(detail)"
        }
    }
}

/// A grid of frames with room for a caption under each.
///
/// Raster: all sizes in pixels; origin top-left, y down.
public struct ContactSheet {
    /// How frames are shrunk before they are placed.
    public enum Reduction: Equatable, Sendable {
        /// Frames at full size.
        case none
        /// Each n × n block of pixels becomes one pixel (n ≥ 1).
        case integer(Int)
        /// Frames scaled by `f` in (0, 1], to round(size × f) pixels (at least 1).
        case factor(Double)
    }

    /// Frames per row (fewer when there are fewer frames). Default 4.
    public var columns: Int
    /// Pixels around the grid and between cells. Default 8.
    public var padding: Int
    /// The sheet's colour behind frames and captions. Default opaque white.
    public var background: PremultipliedRGBA8
    /// Default `.none`.
    public var reduction: Reduction
    /// Pixels reserved under each cell for its caption. Default 0.
    public var captionHeight: Int

    public init(columns: Int = 4, padding: Int = 8,
                background: PremultipliedRGBA8 = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255),
                reduction: Reduction = .none, captionHeight: Int = 0) {
        self.columns = columns
        self.padding = padding
        self.background = background
        self.reduction = reduction
        self.captionHeight = captionHeight
    }

    /// Draws `frames` in reading order.
    /// - Parameter caption: the caption pixmap for frame `i`, or nil for none.
    /// - Throws: `ContactSheetError` for no frames or a parameter out of range;
    ///   `PixmapError.invalidSize` when the sheet would exceed Pixmap's limits.
    public func render(_ frames: [Pixmap], caption: ((Int) -> Pixmap?)? = nil) throws -> Pixmap {
        guard !frames.isEmpty else { throw ContactSheetError.noFrames }
        guard columns >= 1 else { throw ContactSheetError.invalidParameter("columns \(columns) is less than 1") }
        guard padding >= 0, captionHeight >= 0 else {
            throw ContactSheetError.invalidParameter("padding \(padding) and caption height \(captionHeight) must not be negative")
        }
        switch reduction {
        case .none: break
        case .integer(let n) where n >= 1: break
        case .factor(let f) where f > 0 && f <= 1: break
        default: throw ContactSheetError.invalidParameter("reduction \(reduction) is not a shrink")
        }

        let reduced = try frames.map(reduce)
        let cellWidth = reduced.map(\.width).max()!, cellHeight = reduced.map(\.height).max()!
        let columnCount = min(columns, frames.count)
        let rowCount = (frames.count + columnCount - 1) / columnCount
        let sheet = try Pixmap(width: columnCount * (cellWidth + padding) + padding,
                               height: rowCount * (cellHeight + captionHeight + padding) + padding)
        sheet.fill(background)
        for (index, frame) in reduced.enumerated() {
            let cellX = padding + index % columnCount * (cellWidth + padding)
            let cellY = padding + index / columnCount * (cellHeight + captionHeight + padding)
            Self.draw(frame, on: sheet, x: cellX + (cellWidth - frame.width) / 2, y: cellY + (cellHeight - frame.height) / 2,
                      clip: PixelRegion(x: cellX, y: cellY, width: cellWidth, height: cellHeight))
            if captionHeight > 0, let label = caption?(index) {
                Self.draw(label, on: sheet, x: cellX + (cellWidth - label.width) / 2, y: cellY + cellHeight,
                          clip: PixelRegion(x: cellX, y: cellY + cellHeight, width: cellWidth, height: captionHeight))
            }
        }
        return sheet
    }

    private func reduce(_ frame: Pixmap) throws -> Pixmap {
        switch reduction {
        case .none:
            return frame
        case .integer(let n):
            return n == 1 ? frame : try Self.boxReduced(frame, by: n)
        case .factor(let f):
            let width = max(1, Int((Double(frame.width) * f).rounded()))
            let height = max(1, Int((Double(frame.height) * f).rounded()))
            let step = Int((1 / f).rounded(.down))
            let boxed = step >= 2 ? try Self.boxReduced(frame, by: step) : frame
            return try Self.bilinear(boxed, width: width, height: height)
        }
    }

    /// Each n × n block averaged into one pixel, rounding to nearest; the result is
    /// ⌈width / n⌉ × ⌈height / n⌉.
    static func boxReduced(_ source: Pixmap, by n: Int) throws -> Pixmap {
        let result = try Pixmap(width: (source.width + n - 1) / n, height: (source.height + n - 1) / n)
        let sourceWidth = source.width, resultWidth = result.width
        source.data.withUnsafeBufferPointer { from in
            result.data.withUnsafeMutableBufferPointer { to in
                for y in 0..<result.height {
                    let rows = (y * n)..<min(y * n + n, source.height)
                    for x in 0..<resultWidth {
                        let columns = (x * n)..<min(x * n + n, sourceWidth)
                        var r = 0, g = 0, b = 0, a = 0
                        for sy in rows {
                            for i in stride(from: (sy * sourceWidth + columns.lowerBound) * 4,
                                            to: (sy * sourceWidth + columns.upperBound) * 4, by: 4) {
                                r += Int(from[i]); g += Int(from[i + 1]); b += Int(from[i + 2]); a += Int(from[i + 3])
                            }
                        }
                        let count = rows.count * columns.count, o = (y * resultWidth + x) * 4
                        to[o] = UInt8((r + count / 2) / count)
                        to[o + 1] = UInt8((g + count / 2) / count)
                        to[o + 2] = UInt8((b + count / 2) / count)
                        to[o + 3] = UInt8((a + count / 2) / count)
                    }
                }
            }
        }
        return result
    }

    /// `source` resampled to `width` × `height` by bilinear interpolation between the four
    /// source pixels around each target pixel's centre (edges clamp), rounding to nearest.
    static func bilinear(_ source: Pixmap, width: Int, height: Int) throws -> Pixmap {
        if width == source.width && height == source.height { return source }
        let result = try Pixmap(width: width, height: height)
        let sourceWidth = source.width
        let scaleX = Double(sourceWidth) / Double(width), scaleY = Double(source.height) / Double(height)
        source.data.withUnsafeBufferPointer { from in
            result.data.withUnsafeMutableBufferPointer { to in
                for y in 0..<height {
                    let sy = min(max((Double(y) + 0.5) * scaleY - 0.5, 0), Double(source.height - 1))
                    let y0 = Int(sy), fy = sy - Double(y0)
                    let row0 = y0 * sourceWidth * 4, row1 = min(y0 + 1, source.height - 1) * sourceWidth * 4
                    for x in 0..<width {
                        let sx = min(max((Double(x) + 0.5) * scaleX - 0.5, 0), Double(sourceWidth - 1))
                        let x0 = Int(sx), fx = sx - Double(x0)
                        let column0 = x0 * 4, column1 = min(x0 + 1, sourceWidth - 1) * 4
                        for c in 0..<4 {
                            let topLeft = Double(from[row0 + column0 + c]), topRight = Double(from[row0 + column1 + c])
                            let bottomLeft = Double(from[row1 + column0 + c]), bottomRight = Double(from[row1 + column1 + c])
                            let top = topLeft + (topRight - topLeft) * fx
                            let bottom = bottomLeft + (bottomRight - bottomLeft) * fx
                            to[(y * width + x) * 4 + c] = UInt8((top + (bottom - top) * fy).rounded())
                        }
                    }
                }
            }
        }
        return result
    }

    /// Composites premultiplied `image` source-over onto `sheet` with its top-left at
    /// (x, y), only inside `clip`: d = s + round(d × (255 − sa) / 255), at most 255.
    static func draw(_ image: Pixmap, on sheet: Pixmap, x: Int, y: Int, clip: PixelRegion) {
        let left = max(x, clip.x), right = min(x + image.width, clip.maxX)
        let top = max(y, clip.y), bottom = min(y + image.height, clip.maxY)
        guard left < right, top < bottom else { return }
        let imageWidth = image.width, sheetWidth = sheet.width
        image.data.withUnsafeBufferPointer { from in
            sheet.data.withUnsafeMutableBufferPointer { to in
                for sy in top..<bottom {
                    for sx in left..<right {
                        let s = ((sy - y) * imageWidth + (sx - x)) * 4, d = (sy * sheetWidth + sx) * 4
                        let inverse = 255 - Int(from[s + 3])
                        for c in 0..<4 {
                            to[d + c] = UInt8(min(255, Int(from[s + c]) + (Int(to[d + c]) * inverse + 127) / 255))
                        }
                    }
                }
            }
        }
    }
}
