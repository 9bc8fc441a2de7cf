// Arguments.swift · RendershotKit · parsing rendershot's command line
// Status: Complete for the commands rendershot has.

import Foundation
import Raster

/// A parsed command line.
struct Invocation: Equatable {
    enum Command: Equatable {
        case gallery
        case list
        case render([String])
        case help(String?)
        case version
    }

    var command: Command
    var outputDirectory = "rendershot-out"
    var size: CGSize?
    var scale: CGFloat?
    var colorScheme: ColorScheme?

    /// Parses `arguments` (without the program name).
    /// - Throws: `RendershotError` naming the bad argument and the accepted form.
    static func parse(_ arguments: [String]) throws -> Invocation {
        var rest = arguments[...]
        var invocation = Invocation(command: .gallery)
        var commandName = "rendershot"
        var names: [String] = []
        if let first = rest.first, !first.hasPrefix("-") {
            rest = rest.dropFirst()
            commandName = first
            switch first {
            case "list": invocation.command = .list
            case "render": invocation.command = .render([])
            case "help": invocation.command = .help(rest.first)
                return invocation
            default: throw RendershotError.unknownCommand(first)
            }
        }
        while let argument = rest.popFirst() {
            func value(_ expected: String) throws -> String {
                guard let v = rest.popFirst(), !v.hasPrefix("--") else {
                    throw RendershotError.missingValue(option: argument, expected: expected)
                }
                return v
            }
            switch argument {
            case "--help", "-h":
                invocation.command = .help(commandName == "rendershot" ? nil : commandName)
                return invocation
            case "--version":
                invocation.command = .version
                return invocation
            case "--out":
                let directory = try value("a directory path")
                guard !directory.isEmpty else {
                    throw RendershotError.invalidValue(option: argument, value: directory, expected: "a directory path")
                }
                invocation.outputDirectory = directory
            case "--size" where commandName == "render":
                invocation.size = try parseSize(value("WIDTHxHEIGHT in points, e.g. 390x844"), option: argument)
            case "--scale" where commandName == "render":
                invocation.scale = try parseScale(value("a positive number of pixels per point, e.g. 3"), option: argument)
            case "--color-scheme" where commandName == "render":
                let v = try value("light or dark")
                switch v {
                case "light": invocation.colorScheme = .light
                case "dark": invocation.colorScheme = .dark
                default: throw RendershotError.invalidValue(option: argument, value: v, expected: "light or dark")
                }
            default:
                if argument.hasPrefix("-") || commandName != "render" {
                    throw RendershotError.unknownOption(argument, command: commandName)
                }
                names.append(argument)
            }
        }
        if commandName == "render" {
            guard !names.isEmpty else {
                throw RendershotError.missingArgument(command: "render", expected: "at least one scene name, e.g. 'rendershot render counter'")
            }
            invocation.command = .render(names)
        }
        return invocation
    }

    /// Points in `WIDTHxHEIGHT` form, both positive and finite.
    static func parseSize(_ text: String, option: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let expected = "WIDTHxHEIGHT in points with positive numbers, e.g. 390x844"
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0, w <= 100_000, h <= 100_000
        else { throw RendershotError.invalidValue(option: option, value: text, expected: expected) }
        return CGSize(width: w, height: h)
    }

    /// A positive, finite scale of at most 16 pixels per point.
    static func parseScale(_ text: String, option: String) throws -> CGFloat {
        guard let s = Double(text), s.isFinite, s > 0, s <= 16 else {
            throw RendershotError.invalidValue(option: option, value: text, expected: "a positive number of pixels per point up to 16, e.g. 3")
        }
        return CGFloat(s)
    }
}
