// PNGText.swift · Raster/Output · Raster's own type (no SwiftUI counterpart)
// Status: Partial — zTXt and compressed iTXt are skipped when reading (their text is
// deflated and libpng's simplified reader, the only safe inflater here, does not return it).
//
// Text metadata (PNG specification, 3rd edition, §11.3.3). Raster records key/value pairs
// such as the fonts a snapshot was rendered with. A value that Latin-1 can spell is written
// as tEXt (`keyword NUL text`, both Latin-1); any other value as an uncompressed iTXt
// (`keyword NUL 0 0 NUL NUL text`, text in UTF-8). Keywords are 1–79 Latin-1 printable
// characters (32–126, 161–255) without leading, trailing or consecutive spaces.

import Foundation

enum PNGText {
    /// The chunk that records `key` = `value`.
    /// - Throws: `PNGError.Problem.invalidArgument` (with `source`) when the key is not a
    ///   valid PNG keyword or the value contains a NUL character.
    static func chunk(key: String, value: String, source: String) throws -> (type: String, data: [UInt8]) {
        guard let keyword = keywordBytes(key) else {
            throw PNGError(source: source, problem: .invalidArgument(
                "text key \"\(key)\" is not a PNG keyword (1-79 Latin-1 letters, digits, punctuation "
                    + "or single inner spaces)"))
        }
        guard !value.unicodeScalars.contains("\0") else {
            throw PNGError(source: source, problem: .invalidArgument("text value for \"\(key)\" contains NUL"))
        }
        if let latin1 = latin1Bytes(value) {
            return ("tEXt", keyword + [0] + latin1)
        }
        return ("iTXt", keyword + [0, 0, 0, 0, 0] + Array(value.utf8))
    }

    /// The key and value of a tEXt or uncompressed iTXt chunk, or nil for other chunks,
    /// compressed text, or data that does not follow the format.
    static func entry(type: String, data: ArraySlice<UInt8>) -> (key: String, value: String)? {
        guard let keyEnd = data.firstIndex(of: 0), keyEnd > data.startIndex else { return nil }
        let key = latin1String(data[data.startIndex..<keyEnd])
        switch type {
        case "tEXt":
            return (key, latin1String(data[(keyEnd + 1)...]))
        case "iTXt":
            let flags = data[(keyEnd + 1)...]
            guard flags.count >= 2 else { return nil }
            guard flags.first == 0 else {
                warnOnce("compressed PNG text (iTXt) is not read; key \"\(key)\" skipped")
                return nil
            }
            let rest = flags.dropFirst(2)
            guard let languageEnd = rest.firstIndex(of: 0),
                  let translatedEnd = rest[(languageEnd + 1)...].firstIndex(of: 0)
            else { return nil }
            return (key, String(decoding: rest[(translatedEnd + 1)...], as: UTF8.self))
        case "zTXt":
            warnOnce("compressed PNG text (zTXt) is not read; key \"\(key)\" skipped")
            return nil
        default:
            return nil
        }
    }

    /// The Latin-1 bytes of `key` when it is a valid PNG keyword.
    private static func keywordBytes(_ key: String) -> [UInt8]? {
        guard let bytes = latin1Bytes(key), (1...79).contains(bytes.count),
              bytes.allSatisfy({ (32...126).contains($0) || $0 >= 161 }),
              bytes.first != 32, bytes.last != 32,
              !zip(bytes, bytes.dropFirst()).contains(where: { $0 == 32 && $1 == 32 })
        else { return nil }
        return bytes
    }

    private static func latin1Bytes(_ string: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in string.unicodeScalars {
            guard scalar.value <= 255 else { return nil }
            bytes.append(UInt8(scalar.value))
        }
        return bytes
    }

    private static func latin1String(_ bytes: ArraySlice<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}
