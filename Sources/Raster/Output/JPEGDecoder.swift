// JPEGDecoder.swift · Raster/Output · Raster's own type (no SwiftUI counterpart; compare UIImage(data:) with JPEG data on iOS)
// Status: Complete for baseline and progressive grayscale, YCbCr and CMYK JPEGs — decoded by
// the system's libjpeg (CRasterJPEG), their EXIF orientation applied; colour profiles are not
// applied (the samples are taken as sRGB, CMYK converted without a profile).

import CRasterJPEG
import Foundation

/// A JPEG could not be decoded.
///
/// Raster: `description` is one line, `"<source>: <problem>"`, where `source` is the file
/// path (or the label passed with in-memory data).
public struct JPEGError: LocalizedError, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Equatable, Sendable {
        /// The data does not start with a JPEG's start-of-image marker (FF D8 FF).
        case notJPEG
        /// libjpeg rejected the data; the text is libjpeg's message.
        case decodeFailed(String)
        /// The image is larger than `Pixmap.maximumDimension` or `Pixmap.maximumPixelCount`.
        case tooLarge(width: Int, height: Int)
    }

    /// The file path or in-memory source label.
    public var source: String
    public var problem: Problem

    public init(source: String, problem: Problem) {
        self.source = source
        self.problem = problem
    }

    /// The description, so that `localizedDescription` says what went wrong.
    public var errorDescription: String? { description }

    public var description: String {
        switch problem {
        case .notJPEG:
            return "\(source): not a JPEG file (the start-of-image marker FF D8 FF is missing)"
        case .decodeFailed(let message):
            return "\(source): corrupt JPEG: libjpeg: \(message)"
        case .tooLarge(let width, let height):
            return "\(source): image of \(width)x\(height) pixels is larger than a Pixmap allows "
                + "(each side 1...\(Pixmap.maximumDimension), at most \(Pixmap.maximumPixelCount) pixels)"
        }
    }
}

/// Decodes JPEG data into an opaque pixmap, upright as its EXIF orientation says.
enum JPEGDecoder {
    /// Whether `bytes` start as a JPEG does: the start-of-image marker and another marker.
    static func isJPEG(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// The image of `bytes`, turned and mirrored as its EXIF orientation says.
    /// - Throws: `JPEGError` naming `source`.
    static func decode(_ bytes: UnsafeRawBufferPointer, source: String) throws -> Pixmap {
        guard isJPEG(bytes), let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw JPEGError(source: source, problem: .notJPEG)
        }
        var message = [CChar](repeating: 0, count: 200)
        var info = RasterJPEGInfo()
        try check(raster_jpeg_info(base, bytes.count, &info, &message, message.count), message, source)
        let width = Int(info.width), height = Int(info.height)
        guard width > 0, height > 0, width <= Pixmap.maximumDimension, height <= Pixmap.maximumDimension,
              width * height <= Pixmap.maximumPixelCount else {
            throw JPEGError(source: source, problem: .tooLarge(width: width, height: height))
        }
        let decoded = try Pixmap(width: width, height: height)
        try decoded.data.withUnsafeMutableBytes { pixels in
            let status = raster_jpeg_decode(base, bytes.count, pixels.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                            info.width, info.height, &message, message.count)
            try check(status, message, source)
        }
        return try oriented(decoded, orientation(of: bytes))
    }

    private static func check(_ status: Int32, _ message: [CChar], _ source: String) throws {
        switch Int(status) {
        case Int(RASTER_JPEG_OK): return
        default:
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw JPEGError(source: source, problem: .decodeFailed(text))
        }
    }

    /// The EXIF orientation (1...8, TIFF tag 0x0112 of the APP1 "Exif" segment's first image
    /// directory) of `bytes`; 1 (upright) when there is none or it cannot be read.
    static func orientation(of bytes: UnsafeRawBufferPointer) -> Int {
        var i = 2
        while i + 4 <= bytes.count, bytes[i] == 0xFF {
            let marker = bytes[i + 1]
            // Start of scan and end of image: no more header segments.
            if marker == 0xDA || marker == 0xD9 { break }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2, i + 2 + length <= bytes.count else { break }
            if marker == 0xE1, length >= 16, Array(bytes[(i + 4)..<(i + 10)]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                return exifOrientation(UnsafeRawBufferPointer(rebasing: bytes[(i + 10)..<(i + 2 + length)]))
            }
            i += 2 + length
        }
        return 1
    }

    /// The orientation tag of a TIFF structure's first image directory; 1 when absent or invalid.
    private static func exifOrientation(_ tiff: UnsafeRawBufferPointer) -> Int {
        guard tiff.count >= 8 else { return 1 }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return 1
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let directory = u32(4), let count = u16(directory) else { return 1 }
        for entry in 0..<count {
            let at = directory + 2 + entry * 12
            guard let tag = u16(at) else { return 1 }
            if tag == 0x0112 {
                guard u16(at + 2) == 3, let value = u16(at + 8), (1...8).contains(value) else { return 1 }
                return value
            }
        }
        return 1
    }

    /// `pixmap` as it is displayed under EXIF `orientation`: 2 mirrors it left to right, 3
    /// turns it half a turn, 4 mirrors it top to bottom, 5 transposes it, 6 turns it a quarter
    /// turn clockwise, 7 transposes it across the other diagonal, 8 turns it a quarter turn
    /// anticlockwise.
    static func oriented(_ pixmap: Pixmap, _ orientation: Int) throws -> Pixmap {
        guard orientation != 1 else { return pixmap }
        let w = pixmap.width, h = pixmap.height
        let swaps = orientation >= 5
        let result = try Pixmap(width: swaps ? h : w, height: swaps ? w : h)
        let outWidth = result.width
        pixmap.data.withUnsafeBytes { source in
            result.data.withUnsafeMutableBytes { out in
                let from = source.bindMemory(to: UInt32.self), to = out.bindMemory(to: UInt32.self)
                for y in 0..<h {
                    for x in 0..<w {
                        let (dx, dy): (Int, Int)
                        switch orientation {
                        case 2: (dx, dy) = (w - 1 - x, y)
                        case 3: (dx, dy) = (w - 1 - x, h - 1 - y)
                        case 4: (dx, dy) = (x, h - 1 - y)
                        case 5: (dx, dy) = (y, x)
                        case 6: (dx, dy) = (h - 1 - y, x)
                        case 7: (dx, dy) = (h - 1 - y, w - 1 - x)
                        default: (dx, dy) = (y, w - 1 - x)
                        }
                        to[dy * outWidth + dx] = from[y * w + x]
                    }
                }
            }
        }
        return result
    }
}
