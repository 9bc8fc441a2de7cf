// RendershotError.swift · RendershotKit · every way rendershot fails, and its exit status
// Status: Complete.
//
// Exit status: 0 success; 1 rendering, writing or a comparison failed (`diff` of images
// that differ); 2 usage or bad input. Each error is one line on standard error, prefixed
// `rendershot: error: `, naming what is wrong and how to fix it. Usage errors are found
// before anything is written, so a bad command line leaves no files behind.

import Foundation
import Raster

/// A failure rendershot reports as one line on standard error.
public enum RendershotError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String, isSceneName: Bool)
    case unknownScene(String, suggestion: String?)
    case unknownOption(String, command: String, suggestion: String?)
    case missingValue(option: String, expected: String)
    case invalidValue(option: String, value: String, expected: String)
    case missingArgument(command: String, expected: String)
    case unexpectedArgument(String, command: String, expected: String)
    case conflictingOptions(String, String)
    case tooManyFrames(count: Int, limit: Int)
    case invalidSceneList(String)
    case notADirectory(option: String, path: String)
    case isADirectory(option: String, path: String)
    case unreadableImage(path: String, reason: String)
    case canvasTooLarge(scene: String, width: Int, height: Int)
    case renderFailed(scene: String, reason: String)
    case writeFailed(path: String, reason: String)

    /// 1 when rendering or writing failed, 2 for usage errors and bad input.
    public var exitStatus: Int32 {
        switch self {
        case .renderFailed, .writeFailed: return 1
        default: return 2
        }
    }

    public var description: String {
        switch self {
        case .unknownCommand(let command, let isSceneName):
            if isSceneName { return "unknown command '\(command)'; to render that scene, run 'rendershot render \(command)'" }
            return "unknown command '\(command)'; the commands are list, render, animate and diff (see 'rendershot --help')"
        case .unknownScene(let name, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; 'rendershot list' shows the scenes"
            return "no scene named '\(name)'\(hint)"
        case .unknownOption(let option, let command, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; see 'rendershot \(command) --help'"
            return "unknown option '\(option)' for '\(command)'\(hint)"
        case .missingValue(let option, let expected):
            return "option '\(option)' needs a value: \(expected)"
        case .invalidValue(let option, let value, let expected):
            return "invalid value '\(value)' for '\(option)': expected \(expected)"
        case .missingArgument(let command, let expected):
            return "'\(command)' needs \(expected)"
        case .unexpectedArgument(let argument, let command, let expected):
            return "unexpected argument '\(argument)' for '\(command)': it takes \(expected)"
        case .conflictingOptions(let a, let b):
            return "options '\(a)' and '\(b)' cannot be used together; give one of them"
        case .tooManyFrames(let count, let limit):
            return "that animation would have \(count) frames, more than the \(limit) allowed; lower '--fps' or '--duration'"
        case .invalidSceneList(let reason):
            return "invalid scene list: \(reason)"
        case .notADirectory(let option, let path):
            return "'\(option)' needs a directory, but '\(path)' is a file; give a directory path"
        case .isADirectory(let option, let path):
            return "'\(option)' needs a file path, but '\(path)' is a directory; give a file name"
        case .unreadableImage(let path, let reason):
            return "cannot read '\(path)': \(reason); give the path of a PNG file"
        case .canvasTooLarge(let scene, let width, let height):
            return "'\(scene)' would be \(width)×\(height) pixels, more than a canvas can hold (each side at most "
                + "\(Pixmap.maximumDimension) px, \(Pixmap.maximumPixelCount) px in all); use a smaller --size or --scale"
        case .renderFailed(let scene, let reason):
            return "could not render '\(scene)': \(reason)"
        case .writeFailed(let path, let reason):
            return "could not write '\(path)': \(reason); check that the folder exists and is writable"
        }
    }
}
