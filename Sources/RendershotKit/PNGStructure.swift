// PNGStructure.swift · RendershotKit · what `diff` checks in a PNG before decoding its pixels
// Status: Complete.
//
// `diff` decodes whole images, so a file is vetted from its chunk headers first: an animated
// PNG (acTL before the first IDAT, APNG 1.0) is refused rather than compared by its first
// frame; an IHDR size above the canvas limit (Pixmap.maximumDimension per side,
// Pixmap.maximumPixelCount in all, the limit `render` applies) is refused; and so is image
// data too short to hold the pixels the header claims — deflate expands at most 1032:1 (a
// 258-byte match coded in 2 bits), so fewer than height × (1 + row bytes) / 1032 bytes of
// IDAT cannot be a whole image. Each check happens before any pixel buffer is allocated.

import Foundation
import Raster

/// The chunk layout of a PNG file, read from its chunk headers only.
struct PNGStructure: Equatable {
    /// An acTL chunk comes before the first IDAT: the file is an animated PNG.
    var isAnimated = false
    /// The bytes of image data in all IDAT chunks.
    var imageDataByteCount = 0

    /// The most bytes deflate produces from one compressed byte.
    static let maximumDeflateRatio = 1032

    /// Walks the chunk headers of `data`; stops at IEND or where the data ends.
    init(_ data: Data) {
        var offset = 8
        var seenImageData = false
        while offset + 8 <= data.count {
            let start = data.startIndex + offset
            let length = data[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: data[start + 4..<start + 8], as: UTF8.self)
            switch type {
            case "acTL" where !seenImageData: isAnimated = true
            case "IDAT":
                seenImageData = true
                imageDataByteCount += length
            case "IEND": return
            default: break
            }
            offset += 12 + length
        }
    }

    /// Checks the PNG at `path`, whose header is `info`, before its pixels are decoded.
    /// - Throws: `RendershotError.animatedImage`, `.imageTooLarge`, or `.unreadableImage`
    ///   when the image data is too short for the size the header gives.
    static func check(_ data: Data, info: PNGInfo, path: String) throws {
        let structure = PNGStructure(data)
        if structure.isAnimated { throw RendershotError.animatedImage(path: path) }
        guard info.width <= Pixmap.maximumDimension, info.height <= Pixmap.maximumDimension,
              info.width * info.height <= Pixmap.maximumPixelCount
        else { throw RendershotError.imageTooLarge(path: path, width: info.width, height: info.height) }
        let channels = [PNGInfo.ColorType.greyscale: 1, .rgb: 3, .palette: 1, .greyscaleAlpha: 2, .rgba: 4][info.colorType]!
        let rowBytes = (info.width * channels * info.bitDepth + 7) / 8
        let needed = info.height * (1 + rowBytes)
        if structure.imageDataByteCount * maximumDeflateRatio < needed {
            throw RendershotError.unreadableImage(path: path, reason: "its header says \(info.width)×\(info.height) pixels, but its "
                + "\(structure.imageDataByteCount) bytes of image data cannot hold that many (the file is cut short or damaged)")
        }
    }
}
