// JPEGEncoder.swift · Raster/Output · Raster's own type (no SwiftUI counterpart; compare UIImage.jpegData(compressionQuality:) on iOS)
// Status: Complete — baseline JPEGs through the system's libjpeg (CRasterJPEG), 4:2:0 chroma,
// no colour profile or EXIF data written.

import CRasterJPEG
import Foundation

/// Encodes pixmaps as JPEG data.
enum JPEGEncoder {
    /// `pixmap` as JPEG bytes at libjpeg `quality` 1...100, with a JFIF density of 72 × `scale`
    /// dots per inch (`scale` pixels per point, as PNG's pHYs records it). Alpha is dropped, so
    /// transparent pixels come out black, as UIKit's `jpegData` gives them. The same pixels and
    /// options give the same bytes (libjpeg's accurate integer DCT and standard tables).
    /// - Throws: `JPEGError.Problem.decodeFailed` with libjpeg's message if it fails (out of
    ///   memory).
    static func encode(_ pixmap: Pixmap, quality: Int, scale: CGFloat) throws -> Data {
        var message = [CChar](repeating: 0, count: 200)
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let dotsPerInch = Int32(min(65_535, max(1, (72 * scale).rounded())))
        let status = pixmap.data.withUnsafeBytes { pixels in
            raster_jpeg_encode(pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(pixmap.width),
                               Int32(pixmap.height), Int32(min(100, max(1, quality))), dotsPerInch, &output, &size,
                               &message, message.count)
        }
        defer { free(output) }
        guard status == RASTER_JPEG_OK, let output else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw JPEGError(source: "JPEG encoding", problem: .decodeFailed(text))
        }
        return Data(bytes: output, count: Int(size))
    }
}
