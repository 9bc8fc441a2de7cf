// PNGError.swift · Raster/Output · Raster's own type (no SwiftUI counterpart)
// Status: Complete.
//
// Every failure of the Output layer (PNG and APNG encoding, decoding, file writing) is a
// `PNGError` naming the file or data source and the problem, so a caller can print it as
// one line. Warnings (from libpng, or about metadata Raster cannot read) go to stderr once
// per distinct message through `RasterDiagnostics`.

import Foundation

/// A PNG or APNG could not be read, encoded or written.
///
/// Raster: `description` is one line, `"<source>: <problem>"`, where `source` is the file
/// path (or the label passed with in-memory data) and `problem` says what went wrong and,
/// for damaged files, where (byte offsets count from the start of the file).
public struct PNGError: LocalizedError, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Equatable, Sendable {
        /// The data does not start with the 8-byte PNG signature.
        case notPNG
        /// The data is an image of another format, named (`"HEIC"`, `"GIF"`, `"WebP"`,
        /// `"TIFF"`, `"BMP"`, `"PDF"`), which Raster does not decode.
        case unsupportedFormat(String)
        /// The data ends at byte `offset` before the IEND chunk.
        case truncated(offset: Int)
        /// The CRC-32 of chunk `chunk` (its length field at byte `offset`) does not match.
        case badChecksum(chunk: String, offset: Int)
        /// The chunk structure is invalid (bad length, bad chunk type, missing IHDR, ...).
        case malformed(String)
        /// libpng rejected the image data; the text is libpng's message.
        case decodeFailed(String)
        /// The image is larger than `Pixmap.maximumDimension` or `Pixmap.maximumPixelCount`.
        case tooLarge(width: Int, height: Int)
        /// The IDAT chunks hold `bytes` bytes, fewer than any deflate stream of the pixels the
        /// header gives could be (the file is cut short or damaged).
        case imageDataTooShort(width: Int, height: Int, bytes: Int)
        /// An encoding or writing parameter is out of range.
        case invalidArgument(String)
        /// Reading or writing the file failed; the text includes the system's reason.
        case fileSystem(String)
    }

    /// The file path or in-memory source label.
    public var source: String
    public var problem: Problem

    public init(source: String, problem: Problem) {
        self.source = source
        self.problem = problem
    }

    public var description: String {
        "\(source): \(problemDescription)"
    }

    /// The description, so that `localizedDescription` says what went wrong.
    public var errorDescription: String? { description }

    private var problemDescription: String {
        switch problem {
        case .notPNG:
            return "not a PNG file (the PNG signature is missing)"
        case .unsupportedFormat(let format):
            return "a \(format) image, which Raster does not decode (it reads PNG and JPEG); convert it to PNG or JPEG"
        case .truncated(0):
            return "is empty (0 bytes), not a PNG file"
        case .truncated(let offset):
            return "truncated PNG: the data ends at byte \(offset) before the IEND chunk"
        case .badChecksum(let chunk, let offset):
            return "corrupt PNG: CRC mismatch in chunk \(chunk) at byte \(offset)"
        case .malformed(let detail):
            return "corrupt PNG: \(detail)"
        case .decodeFailed(let message):
            return "corrupt PNG: libpng: \(message)"
        case .tooLarge(let width, let height):
            return "image of \(width)x\(height) pixels is larger than a Pixmap allows "
                + "(each side 1...\(Pixmap.maximumDimension), at most \(Pixmap.maximumPixelCount) pixels)"
        case .imageDataTooShort(let width, let height, let bytes):
            return "its header says \(width)×\(height) pixels, but its \(bytes) bytes of image data cannot hold "
                + "that many (the file is cut short or damaged)"
        case .invalidArgument(let detail):
            return "invalid argument: \(detail)"
        case .fileSystem(let detail):
            return detail
        }
    }
}
