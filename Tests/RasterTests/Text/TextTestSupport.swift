// TextTestSupport.swift · RasterTests/Text · shared fixtures for the text tests
// The fonts are the Debian packages CI installs: fonts-inter, fonts-nanum, fonts-dejavu-core.

import Foundation
@testable import Raster

enum TextFixtures {
    static let interFolder = "/usr/share/fonts/opentype/inter"
    static let nanumFolder = "/usr/share/fonts/truetype/nanum"
    static let dejaVuFolder = "/usr/share/fonts/truetype/dejavu"

    /// A library over the three CI font folders only, so the tests do not depend on other
    /// fonts a machine may have. Warnings are collected in `warnings`.
    static let library = FontLibrary(searchDirectories: [interFolder, nanumFolder, dejaVuFolder],
                                     warningHandler: { warnings.append($0) })
    static let warnings = WarningLog()

    /// The body font: 17 pt regular system font.
    static let body = Font.body.resolved

    /// The ideal (unwrapped) width of `string` in `font`.
    static func width(_ string: String, font: Font.Resolved = body) -> CGFloat {
        TextLayout(string, font: font, maxWidth: nil, library: library).size.width
    }

    /// The line texts of `string` laid out with the given options.
    static func lines(_ string: String, maxWidth: CGFloat?, font: Font.Resolved = body, lineLimit: Int? = nil,
                      truncation: TextTruncation = .tail) -> [String] {
        TextLayout(string, font: font, maxWidth: maxWidth, lineLimit: lineLimit, truncation: truncation,
                   library: library).lines.map(\.text)
    }
}

/// Warnings captured from a library, safe to append to from any thread.
final class WarningLog: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func append(_ message: String) {
        lock.lock(); messages.append(message); lock.unlock()
    }

    var all: [String] {
        lock.lock(); defer { lock.unlock() }
        return messages
    }
}

/// Reads tables straight from an sfnt (.ttf/.otf) file, independently of FreeType, so tests
/// can check Raster's numbers against the font's own bytes.
struct SFNTFile {
    let bytes: [UInt8]
    private var tables: [String: Int] = [:]

    init(path: String) throws {
        bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let count = u16(4)
        for i in 0..<count {
            let record = 12 + i * 16
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            tables[tag] = u32(record + 8)
        }
    }

    func u16(_ offset: Int) -> Int { Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) }
    func s16(_ offset: Int) -> Int { Int(Int16(truncatingIfNeeded: u16(offset))) }
    func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }

    /// Where the table `tag` starts in the file, nil when the font has none.
    func tableOffset(_ tag: String) -> Int? { tables[tag] }

    var unitsPerEm: Int { u16(tables["head"]! + 18) }
    var ascender: Int { s16(tables["hhea"]! + 4) }
    var descender: Int { s16(tables["hhea"]! + 6) }
    var lineGap: Int { s16(tables["hhea"]! + 8) }

    /// The `hmtx` advance width of `glyph`.
    func advance(of glyph: UInt32) -> Int {
        let metricsCount = u16(tables["hhea"]! + 34)
        return u16(tables["hmtx"]! + Swift.min(Int(glyph), metricsCount - 1) * 4)
    }
}

/// Big-endian 16-bit words as bytes, for hand-built OpenType tables.
func words(_ values: [Int]) -> [UInt8] {
    values.flatMap { [UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF)] }
}
