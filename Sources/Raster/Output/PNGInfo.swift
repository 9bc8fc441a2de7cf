// PNGInfo.swift · Raster/Output · Raster's own type (no SwiftUI counterpart)
// Status: Complete.
//
// Header facts and metadata of a PNG, read by walking its chunks without decoding pixels:
// IHDR (size, depth, colour type, interlace), pHYs (scale), tEXt/iTXt (text) and acTL
// (APNG frame count). Snapshot tests read the fonts recorded in a reference this way.

import Foundation

/// What a PNG file says about itself.
///
/// Raster: sizes in pixels; `scale` is pixels per point, recovered from pHYs.
public struct PNGInfo: Equatable, Sendable {
    /// PNG colour types (PNG specification §11.2.2).
    public enum ColorType: UInt8, Sendable {
        case greyscale = 0, rgb = 2, palette = 3, greyscaleAlpha = 4, rgba = 6

        /// Samples per pixel (a palette index counts as one).
        var channelCount: Int {
            switch self {
            case .greyscale, .palette: return 1
            case .greyscaleAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }
    }

    public var width: Int
    public var height: Int
    /// Bits per channel (per index for palette images): 1, 2, 4, 8 or 16.
    public var bitDepth: Int
    public var colorType: ColorType
    /// True for Adam7 interlacing.
    public var isInterlaced: Bool
    /// Pixels per point from pHYs when it is in pixels per metre with equal x and y:
    /// ppm × 0.0254 / 72 rounded to the nearest 1/100 (pHYs holds whole pixels per metre,
    /// so finer scales cannot be told apart). Nil without such a pHYs.
    public var scale: CGFloat?
    /// tEXt and uncompressed iTXt entries; for a repeated key the first one wins.
    public var text: [String: String]
    /// Frames of an APNG (from acTL); 1 for a still PNG.
    public var frameCount: Int

    /// Reads the header and metadata of PNG bytes.
    /// - Throws: `PNGError` naming `source`: `.notPNG`, `.truncated`, `.badChecksum` or
    ///   `.malformed` (also for IHDR values the specification does not allow).
    public init(pngData: Data, source: String = "PNG data") throws {
        self = try pngData.withUnsafeBytes { try PNGInfo(bytes: $0, source: source) }
    }

    /// Reads the header and metadata of the PNG file at `url` (see `init(pngData:source:)`).
    /// - Throws: `PNGError` with `url.path` as its source; `.fileSystem` when unreadable.
    public init(contentsOf url: URL) throws {
        try self.init(pngData: try Pixmap.readFile(url), source: url.path)
    }

    private init(bytes: UnsafeRawBufferPointer, source: String) throws {
        let chunks = try PNGChunk.chunks(in: bytes, source: source)
        let ihdr = chunks[0].data.lowerBound
        width = Int(PNGChunk.readUInt32(bytes, at: ihdr))
        height = Int(PNGChunk.readUInt32(bytes, at: ihdr + 4))
        bitDepth = Int(bytes[ihdr + 8])
        guard let colorType = ColorType(rawValue: bytes[ihdr + 9]),
              Self.allowedDepths(colorType).contains(bitDepth), bytes[ihdr + 12] <= 1
        else {
            throw PNGError(source: source, problem: .malformed(
                "IHDR colour type \(bytes[ihdr + 9]), bit depth \(bitDepth), interlace \(bytes[ihdr + 12]) is not allowed"))
        }
        self.colorType = colorType
        isInterlaced = bytes[ihdr + 12] == 1
        scale = nil
        text = [:]
        frameCount = 1
        for chunk in chunks {
            let data = chunk.data
            switch chunk.type {
            case "pHYs" where data.count == 9:
                let x = PNGChunk.readUInt32(bytes, at: data.lowerBound)
                let y = PNGChunk.readUInt32(bytes, at: data.lowerBound + 4)
                if x == y, x > 0, bytes[data.lowerBound + 8] == 1 {
                    scale = CGFloat((Double(x) * 0.0254 / 72 * 100).rounded() / 100)
                }
            case "acTL" where data.count == 8:
                frameCount = Int(PNGChunk.readUInt32(bytes, at: data.lowerBound))
            case "tEXt", "iTXt", "zTXt":
                if let entry = PNGText.entry(type: chunk.type, data: ArraySlice(bytes[data])), text[entry.key] == nil {
                    text[entry.key] = entry.value
                }
            default:
                break
            }
        }
    }

    private static func allowedDepths(_ colorType: ColorType) -> Set<Int> {
        switch colorType {
        case .greyscale: return [1, 2, 4, 8, 16]
        case .palette: return [1, 2, 4, 8]
        case .rgb, .greyscaleAlpha, .rgba: return [8, 16]
        }
    }
}
