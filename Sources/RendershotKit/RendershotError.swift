// RendershotError.swift · RendershotKit · every way rendershot fails, and its exit status
// Status: Complete.
//
// Exit status: 0 success, 1 rendering or comparison failed, 2 usage or bad input.

import Foundation

/// A failure rendershot reports as one line on standard error.
public enum RendershotError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String)
    case unknownScene(String, suggestion: String?)
    case unknownOption(String, command: String)
    case missingValue(option: String, expected: String)
    case invalidValue(option: String, value: String, expected: String)
    case missingArgument(command: String, expected: String)
    case renderFailed(scene: String, reason: String)

    /// 1 when rendering failed, 2 for usage errors.
    public var exitStatus: Int32 {
        if case .renderFailed = self { return 1 }
        return 2
    }

    public var description: String {
        switch self {
        case .unknownCommand(let c):
            return "unknown command '\(c)'; commands are: list, render (run with no command to render the whole gallery)"
        case .unknownScene(let name, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; 'rendershot list' shows the scenes"
            return "no gallery scene named '\(name)'\(hint)"
        case .unknownOption(let option, let command):
            return "unknown option '\(option)' for '\(command)'; see 'rendershot \(command) --help'"
        case .missingValue(let option, let expected):
            return "option '\(option)' needs a value: \(expected)"
        case .invalidValue(let option, let value, let expected):
            return "invalid value '\(value)' for '\(option)': expected \(expected)"
        case .missingArgument(let command, let expected):
            return "'\(command)' needs \(expected)"
        case .renderFailed(let scene, let reason):
            return "could not render '\(scene)': \(reason)"
        }
    }
}
