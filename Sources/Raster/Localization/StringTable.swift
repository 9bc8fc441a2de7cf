// StringTable.swift · Raster/Localization · one language's localized strings from one table file, and the `.strings` parser
// Status: Complete for `.strings` files as Xcode writes them: `"key" = "value";` pairs,
// unquoted keys and values, `/* */` and `//` comments, `\" \\ \n \t \r \Uxxxx \uxxxx`
// escapes, UTF-8 or UTF-16 (with a byte-order mark).

import Foundation

/// A localized value: a string, or variations of it chosen at resolution.
indirect enum LocalizedVariant: Equatable {
    case string(String)
    /// Chosen by the CLDR plural category of the first numeric argument.
    case plural([PluralCategory: LocalizedVariant])
    /// Chosen by device ("iphone", then "other"), as string catalogs vary by device.
    case device([String: LocalizedVariant])
}

/// A `%#@name@` variable of a value: a `.stringsdict` plural rule or a string catalog substitution.
struct LocalizedSubstitution: Equatable {
    /// The argument (from 1) that chooses the variant; nil for the variable's own place in the value.
    var argumentNumber: Int?
    /// The specifier `%arg` in a string catalog variant stands for, without its `%` ("lld").
    var formatSpecifier: String
    var variants: [PluralCategory: String]
}

/// The translation of one key in one language.
struct LocalizedEntry: Equatable {
    var value: LocalizedVariant
    var substitutions: [String: LocalizedSubstitution] = [:]
}

/// One language's entries from one file, with what was wrong in the file.
struct StringTable: Equatable {
    var entries: [String: LocalizedEntry] = [:]
    /// Warnings about the file (each names it), repeated whenever it is consulted.
    var problems: [String] = []
}

/// Reads `.strings` files.
enum StringsFileParser {
    /// The table of the `.strings` file `data`, read from `path` (for messages). A syntax
    /// error ends the table: the pairs before it are kept and the error is a problem naming
    /// the file, the line and what was expected.
    static func parse(_ data: Data, path: String) -> StringTable {
        var table = StringTable()
        guard let text = decode(data) else {
            table.problems.append("the strings file \(path) is neither UTF-8 nor UTF-16 text, so none of its translations are used; "
                                  + "save it as UTF-8")
            return table
        }
        var scanner = Scanner(Array(text.unicodeScalars))
        do {
            while true {
                try scanner.skipSpaceAndComments()
                guard !scanner.isAtEnd else { break }
                let key = try scanner.token(what: "a quoted key")
                try scanner.skipSpaceAndComments()
                if scanner.take(";") {
                    table.entries[key] = LocalizedEntry(value: .string(key))
                    continue
                }
                guard scanner.take("=") else { throw scanner.error("expected '=' after the key \"\(key)\"") }
                try scanner.skipSpaceAndComments()
                let value = try scanner.token(what: "a quoted value for the key \"\(key)\"")
                let valueLine = scanner.line
                try scanner.skipSpaceAndComments()
                guard scanner.take(";") else {
                    throw FormatError(reason: "line \(valueLine): expected ';' after the value of \"\(key)\"")
                }
                table.entries[key] = LocalizedEntry(value: .string(value))
            }
        } catch let error as FormatError {
            table.problems.append("the strings file \(path) has a syntax error: \(error.reason); the \(table.entries.count) "
                                  + "entries before it are used and the rest are not; fix the file (`plutil -lint` checks it)")
        } catch {}
        return table
    }

    /// The file's text: UTF-16 with a byte-order mark, else UTF-8 (with or without one).
    private static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] { return String(data: data, encoding: .utf16) }
        guard var text = String(data: data, encoding: .utf8) else { return nil }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }

    /// A cursor over the file's scalars that knows its line.
    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var isAtEnd: Bool { index >= scalars.count }

        func error(_ message: String) -> FormatError { FormatError(reason: "line \(line): \(message)") }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard !isAtEnd, scalars[index] == scalar else { return false }
            advance()
            return true
        }

        mutating func skipSpaceAndComments() throws {
            while !isAtEnd {
                let scalar = scalars[index]
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = line
                    index += 2
                    while !isAtEnd, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { advance() }
                    guard !isAtEnd else { throw FormatError(reason: "line \(start): the comment '/*' is never closed") }
                    index += 2
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while !isAtEnd, scalars[index] != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        /// A quoted string or an unquoted run of letters, digits and `_$:./-`.
        mutating func token(what: String) throws -> String {
            guard !isAtEnd else { throw error("expected \(what), found the end of the file") }
            if take("\"") { return try quoted() }
            var word = ""
            while !isAtEnd, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
                    || "_$:./-".unicodeScalars.contains(scalars[index]) {
                word.unicodeScalars.append(scalars[index])
                advance()
            }
            guard !word.isEmpty else { throw error("expected \(what), found '\(Character(scalars[index]))'") }
            return word
        }

        /// The rest of a quoted string, its escapes decoded.
        private mutating func quoted() throws -> String {
            let start = line
            var text = String.UnicodeScalarView()
            while !isAtEnd {
                let scalar = scalars[index]
                advance()
                if scalar == "\"" { return String(text) }
                guard scalar == "\\" else { text.append(scalar); continue }
                guard !isAtEnd else { break }
                let escaped = scalars[index]
                advance()
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, !isAtEnd, scalars[index].properties.isASCIIHexDigit {
                        hex.unicodeScalars.append(scalars[index])
                        advance()
                    }
                    guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                        throw error("'\\\(escaped)\(hex)' is not a Unicode escape of four hexadecimal digits")
                    }
                    text.append(decoded)
                default: text.append(escaped)
                }
            }
            throw FormatError(reason: "line \(start): the string opened here is never closed with '\"'")
        }
    }
}
