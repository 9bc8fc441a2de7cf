// Pixmap+PNG.swift · Raster/Output · Raster's own API (no SwiftUI counterpart; compare
// UIImage.pngData() and UIImage(contentsOfFile:) on iOS)
// Status: Complete.
//
// Round trip: decode(encode(p)) == p exactly for every valid premultiplied pixel
// (each colour channel c ≤ alpha a). Proof: the encoder stores s = round(c·255/a), so
// s = c·255/a + e with |e| ≤ 1/2; the decoder computes round(s·a/255) = round(c + e·a/255),
// and for a < 255 |e·a/255| < 1/2, so the result is c (for a = 255, s = c; for a = 0 both
// sides are 0,0,0,0). Channels above alpha are not premultiplied colours; they clamp to a.

import Foundation

extension Pixmap {
    /// The pixmap as PNG bytes: 8-bit sRGB, RGB when every pixel is opaque, else RGBA.
    ///
    /// Raster: `scale` is pixels per point, recorded in pHYs as round(scale × 72 / 0.0254)
    /// pixels per metre (scale 1 = 72 dpi). Text metadata is written as tEXt (iTXt when a
    /// value needs characters outside Latin-1), sorted by key. No time stamp is written, so
    /// the same pixels and options always give the same bytes.
    /// - Parameters:
    ///   - compressionLevel: deflate level 0...9 (zlib's scale; libdeflate deflates); 6 balances
    ///     size and speed.
    ///   - filter: PNG row filter; `.adaptive` gives the smallest files, `.sub` is fastest.
    /// - Throws: `PNGError.Problem.invalidArgument` for a level outside 0...9, a scale that is
    ///   not positive and finite, or a text key that is not a PNG keyword.
    public func pngData(scale: CGFloat = 1, compressionLevel: Int = 6, filter: PNGEncoder.Filter = .adaptive,
                        textMetadata: [String: String] = [:]) throws -> Data {
        let encoder = PNGEncoder(scale: scale, compressionLevel: compressionLevel, filter: filter,
                                 textMetadata: textMetadata)
        return try encoder.encode(self)
    }

    /// Writes the pixmap as a PNG file (see `pngData`), atomically: the bytes go to a
    /// temporary file in the same directory, renamed over `url` when complete. On any error
    /// the previous file at `url` is untouched and the temporary file is removed.
    /// - Throws: `PNGError` with `url.path` as its source: `.invalidArgument` as for
    ///   `pngData`, `.fileSystem` when the directory cannot be written.
    public func write(to url: URL, scale: CGFloat = 1, compressionLevel: Int = 6,
                      filter: PNGEncoder.Filter = .adaptive, textMetadata: [String: String] = [:]) throws {
        let encoder = PNGEncoder(scale: scale, compressionLevel: compressionLevel, filter: filter,
                                 textMetadata: textMetadata)
        let bytes = try encoder.encodedBytes(self, source: url.path)
        try AtomicFile.write(bytes, to: url)
    }

    /// Decodes a PNG (any colour type and bit depth, interlaced or not; the first frame of
    /// an APNG) into premultiplied RGBA8.
    /// - Parameters:
    ///   - source: names the data in error messages, such as the file it came from.
    /// - Throws: `PNGError` naming `source`: `.notPNG`, `.truncated`, `.badChecksum`,
    ///   `.malformed`, `.decodeFailed` (libpng's message) or `.tooLarge`.
    public convenience init(pngData: Data, source: String = "PNG data") throws {
        let image = try pngData.withUnsafeBytes { try PNGDecoder.decode($0, source: source) }
        self.init(width: image.width, height: image.height, adopting: image.pixels)
    }

    /// Decodes PNG or JPEG data, told apart by their first bytes, into premultiplied RGBA8: a
    /// PNG as `init(pngData:source:)`; a JPEG (baseline or progressive, grayscale, YCbCr or
    /// CMYK) opaque, upright as its EXIF orientation says (as UIKit draws it), through the
    /// system's libjpeg with its accurate integer inverse DCT. A JPEG's embedded colour profile
    /// is not applied: its samples are taken as sRGB, and CMYK is converted as browsers do
    /// without a profile (R = (1 − C)(1 − K), and so on).
    /// - Parameters:
    ///   - source: names the data in error messages, such as the file it came from.
    /// - Throws: `JPEGError` naming `source` for a JPEG that cannot be decoded (damaged,
    ///   too large); `PNGError.Problem.unsupportedFormat` for an image of another format
    ///   (HEIC, GIF, WebP, TIFF, BMP, PDF), named; otherwise `PNGError` as
    ///   `init(pngData:source:)` (`.notPNG` for data that is no image Raster recognises).
    public convenience init(imageData: Data, source: String = "image data") throws {
        let jpeg = try imageData.withUnsafeBytes { bytes in
            if let format = Self.otherImageFormat(bytes) {
                throw PNGError(source: source, problem: .unsupportedFormat(format))
            }
            return JPEGDecoder.isJPEG(bytes) ? try JPEGDecoder.decode(bytes, source: source) : nil
        }
        guard let jpeg else {
            try self.init(pngData: imageData, source: source)
            return
        }
        self.init(width: jpeg.width, height: jpeg.height, adopting: jpeg.data)
    }

    /// The name of the image format `bytes` start as, for the formats other than PNG and JPEG
    /// that photos and assets come in; nil for anything else.
    static func otherImageFormat(_ bytes: UnsafeRawBufferPointer) -> String? {
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            let ascii = Array(text.utf8)
            return bytes.count >= offset + ascii.count && zip(bytes[offset...], ascii).allSatisfy { $0 == $1 }
        }
        if starts("ftyp", at: 4) {
            if starts("avif", at: 8) || starts("avis", at: 8) { return "AVIF" }
            if ["heic", "heix", "hevc", "hevx", "heim", "heis"].contains(where: { starts($0, at: 8) }) { return "HEIC" }
            if starts("mif1", at: 8) || starts("msf1", at: 8) { return "HEIF" }
            return nil
        }
        if starts("GIF87a") || starts("GIF89a") { return "GIF" }
        if starts("RIFF") && starts("WEBP", at: 8) { return "WebP" }
        if starts("II*\u{0}") || starts("MM\u{0}*") { return "TIFF" }
        if starts("BM") && bytes.count >= 26 { return "BMP" }
        if starts("%PDF") { return "PDF" }
        return nil
    }

    /// Reads and decodes the PNG or JPEG file at `url` (see `init(imageData:source:)`).
    /// - Throws: `PNGError` or `JPEGError` with `url.path` as its source; `PNGError`'s
    ///   `.fileSystem` when the file cannot be read.
    public convenience init(contentsOf url: URL) throws {
        try self.init(imageData: try Self.readFile(url), source: url.path)
    }

    /// The contents of `url`, or a `PNGError.Problem.fileSystem` naming the file.
    static func readFile(_ url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            // Foundation on Linux often says only "NSCocoaErrorDomain error 256": ask the
            // file system what is wrong.
            var isDirectory: ObjCBool = false
            let reason: String
            if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                reason = "there is no such file"
            } else if isDirectory.boolValue {
                reason = "it is a directory, not a file"
            } else if access(url.path, R_OK) != 0 {
                reason = String(cString: strerror(errno))
            } else {
                reason = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
            }
            throw PNGError(source: url.path, problem: .fileSystem("cannot read the file: \(reason)"))
        }
    }
}
