// JPEGDecoderTests.swift · RasterTests/Output · JPEG decoding through libjpeg (Output/JPEGDecoder.swift):
// colours, EXIF orientation, grayscale and progressive files, and the errors of data Raster refuses.
//
// The fixtures were written by Pillow (libjpeg-turbo) at quality 100 with 4:4:4 chroma: each
// 8×8 block is one colour, so it holds only its DC coefficient and decodes to the colour's
// YCbCr round trip (pure red, Y 76 Cb 85 Cr 255, comes back as 254 0 0).

import Foundation
import Testing
@testable import Raster

/// 8×8 pixels of grey 128, a grayscale JPEG (also PhotosPickerTests' photo).
let grayJPEG = Data(base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB"
        + "AQEBAQEBAQEBAQEBAQEBAQH/wAALCAAIAAgBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgED"
        + "AwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RF"
        + "RkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJ"
        + "ytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/ACv/2Q==")!

/// 16×8 pixels, green left and white right, a progressive JPEG.
private let progressiveJPEG = Data(base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB"
        + "AQEBAQEBAQEBAQEBAQEBAQH/2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB"
        + "AQEBAQEBAQEBAQEBAQH/wgARCAAIABADAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAABwn/xAAUAQEAAAAAAAAAAAAA"
        + "AAAAAAAJ/9oADAMBAAIQAxAAAAFYK8U7SKg1n//EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEAAQUCP//EABQRAQAAAAAA"
        + "AAAAAAAAAAAAABD/2gAIAQMBAT8BP//EABQRAQAAAAAAAAAAAAAAAAAAABD/2gAIAQIBAT8BP//EABQQAQAAAAAAAAAAAAAA"
        + "AAAAABD/2gAIAQEABj8CP//EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEAAT8hP//aAAwDAQACAAMAAAAQA//EABQRAQAA"
        + "AAAAAAAAAAAAAAAAABD/2gAIAQMBAT8QP//EABQRAQAAAAAAAAAAAAAAAAAAABD/2gAIAQIBAT8QP//EABQQAQAAAAAAAAAA"
        + "AAAAAAAAABD/2gAIAQEAAT8QP//Z")!

/// 8×8 pixels of C 0 M 255 Y 255 K 0 (red), an Adobe CMYK JPEG.
private let cmykJPEG = Data(base64Encoded:
        "/9j/7gAOQWRvYmUAZAAAAAAA/9sAQwADAgIDAgIDAwMDBAMDBAUIBQUEBAUKBwcGCAwKDAwLCgsLDQ4SEA0OEQ4LCxAWEBET"
        + "FBUVFQwPFxgWFBgSFBUU/8AAFAgACAAIBEMRAE0RAFkRAEsRAP/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//E"
        + "ALUQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2"
        + "Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrC"
        + "w8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/aAA4EQwBNAFkASwAAPwD9U6/Kqvyqr9U6/9k=")!

/// The photo of the test catalogue's image set "Photo": stored 16×8, red left and blue right,
/// with EXIF orientation 6 (turned a quarter turn clockwise for display).
private func photoData() throws -> Data {
    let url = try #require(Bundle.module.resourceURL?
        .appendingPathComponent("RasterTestAssets.xcassets/Photo.imageset/photo.jpg"))
    return try Data(contentsOf: url)
}

private func pixel(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
    let i = (y * pixmap.width + x) * 4
    return Array(pixmap.data[i..<(i + 4)])
}

@Suite struct JPEGDecoderTests {
    @Test func anOrientedPhotoIsDecodedUpright() throws {
        let pixmap = try Pixmap(imageData: try photoData(), source: "photo.jpg")
        // Stored 16×8; orientation 6 shows it 8×16, its left (red) half on top.
        #expect(pixmap.width == 8 && pixmap.height == 16)
        #expect(pixel(pixmap, 0, 0) == [254, 0, 0, 255])
        #expect(pixel(pixmap, 7, 7) == [254, 0, 0, 255])
        #expect(pixel(pixmap, 0, 8) == [0, 0, 254, 255])
        #expect(pixel(pixmap, 7, 15) == [0, 0, 254, 255])
    }

    @Test func grayscaleAndProgressiveFiles() throws {
        let gray = try Pixmap(imageData: grayJPEG)
        #expect(gray.width == 8 && gray.height == 8)
        #expect(pixel(gray, 3, 5) == [128, 128, 128, 255])
        let progressive = try Pixmap(imageData: progressiveJPEG)
        #expect(progressive.width == 16 && progressive.height == 8)
        #expect(pixel(progressive, 0, 0) == [0, 255, 1, 255])
        #expect(pixel(progressive, 15, 7) == [255, 255, 255, 255])
    }

    /// Each EXIF orientation moves stored pixel (x, y) of a w × h image where its TIFF
    /// definition puts row 0 and column 0.
    @Test func everyOrientation() throws {
        let stored = try Pixmap(width: 3, height: 2)
        for y in 0..<2 {
            for x in 0..<3 { stored.data[(y * 3 + x) * 4] = UInt8(10 * y + x) }
        }
        func red(_ orientation: Int) throws -> [[UInt8]] {
            let turned = try JPEGDecoder.oriented(stored, orientation)
            return (0..<turned.height).map { y in (0..<turned.width).map { x in turned.data[(y * turned.width + x) * 4] } }
        }
        #expect(try red(1) == [[0, 1, 2], [10, 11, 12]])
        #expect(try red(2) == [[2, 1, 0], [12, 11, 10]])
        #expect(try red(3) == [[12, 11, 10], [2, 1, 0]])
        #expect(try red(4) == [[10, 11, 12], [0, 1, 2]])
        #expect(try red(5) == [[0, 10], [1, 11], [2, 12]])
        #expect(try red(6) == [[10, 0], [11, 1], [12, 2]])
        #expect(try red(7) == [[12, 2], [11, 1], [10, 0]])
        #expect(try red(8) == [[2, 12], [1, 11], [0, 10]])
    }

    @Test func theOrientationTagIsReadFromEitherByteOrder() throws {
        /// A JPEG start, an APP1 Exif segment of one IFD entry (tag 0x0112, SHORT, `value`).
        func header(bigEndian: Bool, value: UInt8) -> Data {
            let tiff: [UInt8] = bigEndian
                ? [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, value, 0, 0, 0, 0, 0, 0, 0, 0]
                : [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, value, 0, 0, 0, 0, 0, 0, 0, 0, 0]
            let body: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
            let length = body.count + 2
            return Data([0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body + [0xFF, 0xD9])
        }
        for bigEndian in [false, true] {
            #expect(header(bigEndian: bigEndian, value: 8).withUnsafeBytes { JPEGDecoder.orientation(of: $0) } == 8)
            // Out of 1...8: upright.
            #expect(header(bigEndian: bigEndian, value: 9).withUnsafeBytes { JPEGDecoder.orientation(of: $0) } == 1)
        }
        #expect(grayJPEG.withUnsafeBytes { JPEGDecoder.orientation(of: $0) } == 1)
    }

    @Test func cmykJPEGsAreConvertedWithoutAProfile() throws {
        // Adobe's APP14 marker: the inks are stored inverted. 0% cyan and black, 100% magenta
        // and yellow: R = (1 − 0)(1 − 0), G = B = (1 − 1)(1 − 0).
        let adobe = try Pixmap(imageData: cmykJPEG, source: "ink.jpg")
        #expect(adobe.width == 8 && adobe.height == 8)
        #expect(pixel(adobe, 0, 0) == [255, 0, 0, 255])
        #expect(pixel(adobe, 7, 7) == [255, 0, 0, 255])
        // The same samples without the marker (its 16 bytes after the start of image) are plain
        // inks: 100% cyan and black, nothing else, which is black.
        let plain = cmykJPEG.prefix(2) + cmykJPEG.dropFirst(18)
        #expect(plain[plain.startIndex + 2 ..< plain.startIndex + 4] == Data([0xFF, 0xDB]))
        let black = try Pixmap(imageData: Data(plain), source: "plain.jpg")
        #expect(pixel(black, 3, 3) == [0, 0, 0, 255])
    }

    @Test func badDataThrowsNamedErrors() throws {
        // A start-of-image marker followed by nothing a decoder can read.
        do {
            _ = try Pixmap(imageData: Data([0xFF, 0xD8, 0xFF, 0x00, 0x01, 0x02]), source: "broken.jpg")
            Issue.record("a broken JPEG decoded")
        } catch let error as JPEGError {
            guard case .decodeFailed(let message) = error.problem else { throw error }
            #expect(!message.isEmpty)
            #expect(error.description.hasPrefix("broken.jpg: corrupt JPEG: libjpeg: "))
        }
        // Neither PNG nor JPEG: the PNG decoder's error, naming the formats photos come in.
        #expect(throws: PNGError(source: "notes.txt", problem: .notPNG)) {
            try Pixmap(imageData: Data("hello".utf8), source: "notes.txt")
        }
        let heic = Data([0, 0, 0, 24]) + Data("ftypheic".utf8) + Data(repeating: 0, count: 12)
        #expect(throws: PNGError(source: "IMG_0001.HEIC", problem: .unsupportedFormat("HEIC"))) {
            try Pixmap(imageData: heic, source: "IMG_0001.HEIC")
        }
        let webP = Data("RIFF".utf8) + Data([0, 0, 0, 0]) + Data("WEBPVP8 ".utf8)
        #expect(throws: PNGError(source: "a.webp", problem: .unsupportedFormat("WebP"))) { try Pixmap(imageData: webP, source: "a.webp") }
        // The errors' localized descriptions are their descriptions (an AsyncImage failure shows it).
        let tooLarge = JPEGError(source: "huge.jpg", problem: .tooLarge(width: 90_000, height: 2))
        #expect((tooLarge as any Error).localizedDescription == tooLarge.description)
        #expect((PNGError(source: "a.gif", problem: .unsupportedFormat("GIF")) as any Error).localizedDescription
                == "a.gif: a GIF image, which Raster does not decode (it reads PNG and JPEG); convert it to PNG or JPEG")
    }

    @Test func uiImageAndImageSetsReadJPEGs() throws {
        let image = try #require(UIImage(data: try photoData()))
        #expect(image.size == CGSize(width: 8, height: 16))
        // The image set's JPEG, drawn at its upright size: red above blue.
        let host = ViewHost(Image("Photo", bundle: .module), size: CGSize(width: 8, height: 16), scale: 1)
        let rendered = host.render()
        #expect(rendered[4, 2] == RGBA8(r: 254, g: 0, b: 0, a: 255))
        #expect(rendered[4, 13] == RGBA8(r: 0, g: 0, b: 254, a: 255))
    }
}
