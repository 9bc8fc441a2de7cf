// LocalizedFormat.swift · Raster/Localization · printf-style format strings of localized strings: parsing, plural variables, formatting
// Status: Partial — the conversions localized strings use (d i u o x X f F e E g G a A @ s %),
// with positions (`%2$@`), flags, width and precision; `%#@name@` variables of
// `.stringsdict` files and string catalog substitutions. Arguments are checked against
// their specifiers instead of trusting them as `String(format:)` does, so a translation
// whose specifiers do not match its arguments is reported, not a crash.

import Foundation

/// One `%` conversion of a format string.
struct FormatSpecifier: Equatable {
    /// The argument number given with `n$` (from 1), nil for the next argument.
    var position: Int?
    var flags = ""
    var width: Int?
    var precision: Int?
    /// The length modifier (`l`, `ll`, `h`, `q`, `z`, …), which the argument's own type replaces.
    var length = ""
    var conversion: Character
}

/// A piece of a format string.
enum FormatToken: Equatable {
    case literal(String)
    case specifier(FormatSpecifier)
    /// `%#@name@`: a plural variable of a `.stringsdict` entry or string catalog substitution.
    case variable(name: String, position: Int?)
}

/// A format string that could not be used, and why (for the warning naming its key).
struct FormatError: Error, Equatable {
    var reason: String
}

/// Printf-style format strings as localized strings use them.
enum LocalizedFormat {
    static let integerConversions: Set<Character> = ["d", "i", "u", "o", "x", "X"]
    static let floatingConversions: Set<Character> = ["f", "F", "e", "E", "g", "G", "a", "A"]
    static let objectConversions: Set<Character> = ["@", "s"]

    /// The tokens of `format`, parsed once per format string.
    /// - Throws: `FormatError` for a `%` with no valid conversion after it.
    static func parse(_ format: String) throws -> [FormatToken] {
        try parsed.value(for: format) { Result { () throws(FormatError) in try tokens(of: format) } }.get()
    }

    /// Formats already parsed: a view's keys are resolved on every update.
    private static let parsed = LRUCache<String, Result<[FormatToken], FormatError>>(capacity: 1024)

    private static func tokens(of format: String) throws(FormatError) -> [FormatToken] {
        var tokens: [FormatToken] = []
        var literal = ""
        let characters = Array(format)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "%" else { literal.append(character); continue }
            guard index < characters.count else { throw FormatError(reason: "it ends with a lone '%'") }
            if characters[index] == "%" {
                literal.append("%")
                index += 1
                continue
            }
            let start = index - 1
            func number() -> Int? {
                var digits = ""
                while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII {
                    digits.append(String(digit))
                    index += 1
                }
                return digits.isEmpty ? nil : Int(digits.prefix(6))
            }
            var position: Int?
            let mark = index
            if let n = number(), index < characters.count, characters[index] == "$" {
                position = n
                index += 1
            } else {
                index = mark
            }
            if index < characters.count, characters[index] == "#", index + 1 < characters.count, characters[index + 1] == "@" {
                index += 2
                var name = ""
                while index < characters.count, characters[index] != "@" { name.append(characters[index]); index += 1 }
                guard index < characters.count, !name.isEmpty else {
                    throw FormatError(reason: "the variable at '\(String(characters[start...].prefix(20)))' has no closing '@'")
                }
                index += 1
                if !literal.isEmpty { tokens.append(.literal(literal)); literal = "" }
                tokens.append(.variable(name: name, position: position))
                continue
            }
            var specifier = FormatSpecifier(position: position, conversion: "@")
            while index < characters.count, "-+ 0#'".contains(characters[index]) { specifier.flags.append(characters[index]); index += 1 }
            specifier.width = number()
            if index < characters.count, characters[index] == "." {
                index += 1
                specifier.precision = number() ?? 0
            }
            while index < characters.count, "hlqLzjt".contains(characters[index]) { specifier.length.append(characters[index]); index += 1 }
            guard index < characters.count else { throw FormatError(reason: "'\(String(characters[start...]))' has no conversion") }
            let conversion = characters[index]
            index += 1
            guard integerConversions.contains(conversion) || floatingConversions.contains(conversion)
                    || objectConversions.contains(conversion) else {
                throw FormatError(reason: "'\(String(characters[start..<index]))' is not a format specifier")
            }
            specifier.conversion = conversion
            if !literal.isEmpty { tokens.append(.literal(literal)); literal = "" }
            tokens.append(.specifier(specifier))
        }
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        return tokens
    }

    /// The argument number (from 1) of each specifier and variable of `tokens`, in order: its
    /// own position when it has one, else the one after the last unpositioned one's.
    static func argumentNumbers(_ tokens: [FormatToken]) -> [Int?] {
        var next = 1
        return tokens.map { token in
            let position: Int?
            switch token {
            case .literal: return nil
            case .specifier(let specifier): position = specifier.position
            case .variable(_, let given): position = given
            }
            if let position { return position }
            defer { next += 1 }
            return next
        }
    }

    /// `format` with each variable replaced by the text `variable(name, argumentNumber)`
    /// returns, whose own unpositioned specifiers are given that argument's number.
    /// - Throws: `FormatError` when `variable` does (an unknown name), or a variant does not parse.
    static func expandingVariables(in format: String, _ variable: (String, Int) throws -> String) throws -> String {
        let tokens = try parse(format)
        guard tokens.contains(where: { if case .variable = $0 { return true } else { return false } }) else { return format }
        let numbers = argumentNumbers(tokens)
        var result = ""
        for (token, number) in zip(tokens, numbers) {
            switch token {
            case .literal(let text): result += text.replacingOccurrences(of: "%", with: "%%")
            case .specifier(var specifier):
                specifier.position = number
                result += written(specifier)
            case .variable(let name, _):
                let variant = try variable(name, number ?? 1)
                for inner in try parse(variant) {
                    switch inner {
                    case .literal(let text): result += text.replacingOccurrences(of: "%", with: "%%")
                    case .specifier(var specifier):
                        specifier.position = specifier.position ?? number
                        result += written(specifier)
                    case .variable(let innerName, _):
                        throw FormatError(reason: "the variable '\(name)' holds another variable '\(innerName)'")
                    }
                }
            }
        }
        return result
    }

    /// The specifier written back as format text.
    static func written(_ specifier: FormatSpecifier) -> String {
        var text = "%"
        if let position = specifier.position { text += "\(position)$" }
        text += specifier.flags
        if let width = specifier.width { text += "\(width)" }
        if let precision = specifier.precision { text += ".\(precision)" }
        return text + specifier.length + String(specifier.conversion)
    }

    /// `format` with its specifiers replaced by `arguments`, numbers written for `locale`
    /// (its decimal separator; no grouping, as `String(format:locale:)` writes them) and
    /// texts by `text`.
    /// - Throws: `FormatError` naming the first specifier whose argument is missing or of
    ///   another kind (a number for `%@`, text for `%lld`), or a variable left in it.
    static func format(_ format: String, arguments: [FormatArgument], locale: Locale,
                       text: (FormatArgument) -> String) throws -> String {
        let tokens = try parse(format)
        let numbers = argumentNumbers(tokens)
        var result = ""
        for (token, number) in zip(tokens, numbers) {
            switch token {
            case .literal(let literal): result += literal
            case .variable(let name, _):
                throw FormatError(reason: "the variable '%#@\(name)@' has no definition")
            case .specifier(let specifier):
                guard let number, number >= 1, number <= arguments.count else {
                    throw FormatError(reason: "'\(written(specifier))' asks for argument \(number ?? 0) of \(arguments.count)")
                }
                result += try formatted(arguments[number - 1], as: specifier, locale: locale, text: text)
            }
        }
        return result
    }

    /// One argument written as `specifier` says.
    private static func formatted(_ argument: FormatArgument, as specifier: FormatSpecifier, locale: Locale,
                                  text: (FormatArgument) -> String) throws -> String {
        var unpositioned = specifier
        unpositioned.position = nil
        unpositioned.length = ""
        let conversion = specifier.conversion
        func mismatch(_ kind: String) -> FormatError {
            FormatError(reason: "'\(written(specifier))' is given \(kind)")
        }
        if integerConversions.contains(conversion) {
            let isPlain = specifier.flags.isEmpty && specifier.width == nil && specifier.precision == nil
            switch argument {
            case .signed(let value) where isPlain && conversion != "o" && conversion != "x" && conversion != "X" && conversion != "u":
                return String(value)
            case .signed(let value):
                unpositioned.length = "ll"
                return String(format: written(unpositioned), value)
            case .unsigned(let value):
                unpositioned.length = "ll"
                return String(format: written(unpositioned), value)
            case .double: throw mismatch("a floating-point number")
            case .string, .formatted, .text, .image: throw mismatch("text")
            }
        }
        if floatingConversions.contains(conversion) {
            guard case .double(let value) = argument else {
                throw mismatch(argument.pluralOperands == nil ? "text" : "an integer")
            }
            let written = String(format: written(unpositioned), value)
            let separator = locale.decimalSeparator ?? "."
            return separator == "." ? written : written.replacingOccurrences(of: ".", with: separator)
        }
        guard argument.pluralOperands == nil else { throw mismatch("a number") }
        let string = text(argument)
        guard let width = specifier.width, string.count < width else { return string }
        let padding = String(repeating: " ", count: width - string.count)
        return specifier.flags.contains("-") ? string + padding : padding + string
    }
}
