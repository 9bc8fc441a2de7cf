// RendershotError.swift · RendershotKit · every way rendershot fails, and its exit status
// Status: Complete.
//
// Exit status: 0 success; 1 rendering failed, or `diff` found differences; 2 usage or bad
// input (including an image `diff` cannot read); 3 an output file or folder could not be
// written; 128 + the signal when interrupted (130 Ctrl-C, 143 SIGTERM). Each error is one
// line on standard error, prefixed `rendershot: error: `, naming what is wrong and how to
// fix it. Usage errors are found before anything is written, so a bad command line leaves
// no files behind.

import Foundation
import Raster

/// A failure rendershot reports as one line on standard error.
public enum RendershotError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String, isSceneName: Bool, suggestion: String?)
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
    /// A file to be written inside the folder of `option` is a directory.
    case directoryInTheWay(option: String, path: String)
    case unreadableImage(path: String, reason: String)
    case animatedImage(path: String)
    case imageTooLarge(path: String, width: Int, height: Int)
    case canvasTooLarge(scene: String, width: Double, height: Double)
    case renderFailed(scene: String, reason: String)
    /// Some previews could not be rendered (each was reported); the others were written.
    case previewsFailed(failed: [String], total: Int)
    /// An option the command accepts in general but that this form of it would ignore.
    case optionNotTaken(String, command: String, reason: String)
    /// `--module` names a module without previews.
    case unknownModule(String, modules: [String])
    /// Writing `path` failed; `reason` is the system's, e.g. "permission denied".
    case writeFailed(path: String, reason: String)
    /// SIGINT or SIGTERM stopped the run (see Interruption).
    case interrupted(signal: Int32)
    /// `snapshots`: the artifacts folder holds no record of a snapshot run.
    case noSnapshotRun(path: String)
    /// `snapshots merge`: a shard folder is missing (`exists` false) or records no snapshot run.
    case notAShard(path: String, exists: Bool)
    /// `snapshots`: the artifacts folder's record cannot be read.
    case unreadableSnapshotRecord(String)
    /// `previews --verify`: the previews that did not pass by status (failed, missing,
    /// recorded, rerecorded), of `total`.
    case previewsDiffer(unmatched: [String: [String]], total: Int, report: String)
    /// `render` or `animate` was given an empty scene name; `example` ends the message.
    case emptySceneName(command: String, example: String)
    /// `previews --verify`: the folder of `--against` does not exist.
    case missingReferenceFolder(path: String, recordCommand: String)

    /// 1 when rendering failed, 2 for usage errors and bad input, 3 when writing failed,
    /// 128 + the signal when interrupted.
    public var exitStatus: Int32 {
        switch self {
        case .renderFailed, .previewsFailed, .previewsDiffer: return 1
        case .writeFailed: return 3
        case .interrupted(let signal): return 128 + signal
        default: return 2
        }
    }

    public var description: String { message(program: "rendershot") }

    /// The message, with the commands it suggests run as `program`, the executable's name
    /// (a user's own executable calling `Rendershot.main`, or `rendershot`).
    public func message(program: String) -> String {
        // Errors of the command line without a command name the executable.
        func named(_ command: String) -> String { command == "rendershot" ? program : command }
        switch self {
        case .unknownCommand(let command, let isSceneName, let suggestion):
            if isSceneName { return "unknown command '\(command)'; to render that scene, run '\(program) render \(command)'" }
            if let suggestion { return "unknown command '\(command)'; did you mean '\(suggestion)'?" }
            return "unknown command '\(command)'; the commands are list, render, animate, diff, previews, snapshots and completion (see '\(program) --help')"
        case .unknownScene(let name, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; '\(program) list' shows the scenes"
            return "no scene named '\(name)'\(hint)"
        case .emptySceneName(let command, let example):
            return "the scene name given to '\(command)' is empty ('')\(example)"
        case .missingReferenceFolder(let path, let recordCommand):
            return "the folder of '--against', '\(path)', does not exist, so there are no references to verify against; "
                + "check the path, or record the references there with '\(recordCommand)' (the folder is created)"
        case .unknownOption(let option, let command, let suggestion):
            let help = command == "rendershot" ? "\(program) --help" : "\(program) \(command) --help"
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; see '\(help)'"
            return "unknown option '\(option)' for '\(named(command))'\(hint)"
        case .missingValue(let option, let expected):
            return "option '\(option)' needs a value: \(expected)"
        case .invalidValue(let option, let value, let expected):
            return "invalid value '\(value)' for '\(option)': expected \(expected)"
        case .missingArgument(let command, let expected):
            return "'\(named(command))' needs \(expected)"
        case .unexpectedArgument(let argument, let command, let expected):
            return "unexpected argument '\(argument)' for '\(named(command))': it takes \(expected)"
        case .conflictingOptions(let a, let b):
            return "options '\(a)' and '\(b)' cannot be used together; give one of them"
        case .tooManyFrames(let count, let limit):
            return "that animation would have \(count) frames, more than the \(limit) allowed; lower '--fps' or '--duration'"
        case .invalidSceneList(let reason):
            return "invalid scene list: \(reason)"
        case .notADirectory(let option, let path):
            return "'\(option)' needs a directory, but '\(path)' is a file; give a directory path"
        case .directoryInTheWay(let option, let path):
            return "'\(path)' is a directory where a file of '\(option)' would be written; remove it or give another folder"
        case .isADirectory(let option, let path):
            return "'\(option)' needs a file path, but '\(path)' is a directory; give a file name"
        case .unreadableImage(let path, let reason):
            return "cannot read '\(path)': \(reason); give the path of a PNG file"
        case .animatedImage(let path):
            return "diff compares still images; '\(path)' is an animated PNG — export its frames with "
                + "'\(program) animate NAME --frames DIR' and diff those"
        case .imageTooLarge(let path, let width, let height):
            return "'\(path)' says it is \(width)×\(height) pixels, more than a canvas can hold (each side at most "
                + "\(Pixmap.maximumDimension) px, \(Pixmap.maximumPixelCount) px in all); diff smaller images"
        case .canvasTooLarge(let scene, let width, let height):
            func pixels(_ v: Double) -> String { v < 1e15 ? String(Int(v)) : String(format: "%.3g", v) }
            return "'\(scene)' would be \(pixels(width))×\(pixels(height)) pixels, more than a canvas can hold (each side at most "
                + "\(Pixmap.maximumDimension) px, \(Pixmap.maximumPixelCount) px in all); use a smaller --size or --scale"
        case .renderFailed(let scene, let reason):
            return "could not render '\(scene)': \(reason)"
        case .previewsFailed(let failed, let total):
            return "\(failed.count) of \(total) previews could not be rendered (\(failed.joined(separator: ", "))); "
                + "the others were written; see the errors above"
        case .optionNotTaken(let option, let command, let reason):
            return "'\(named(command))' does not take '\(option)': \(reason)"
        case .unknownModule(let module, let modules):
            let found = modules.isEmpty ? "no module of this program declares previews"
                : "modules with previews: \(modules.joined(separator: ", "))"
            return "no module named '\(module)' has previews (\(found)); give one of those, or no --module for all"
        case .writeFailed(let path, let reason):
            return "could not write '\(path)': \(reason); give a path in a folder you can write to"
        case .interrupted:
            return "interrupted; removed partial output"
        case .noSnapshotRun(let path):
            return "'\(path)' records no snapshot run; run the snapshot tests first (swift test), "
                + "or give '--artifacts DIR', the folder the run wrote (RASTER_SNAPSHOT_ARTIFACTS or SNAPSHOT_ARTIFACTS)"
        case .notAShard(let path, let exists):
            return exists
                ? "'\(path)' records no snapshot run (it has no report/snapshots.js); give the artifacts folders the shards' test runs wrote"
                : "'\(path)' does not exist; give the artifacts folders the shards' test runs wrote"
        case .unreadableSnapshotRecord(let reason):
            return reason
        case .previewsDiffer(let unmatched, let total, let report):
            let statuses = ["failed", "missing", "recorded", "rerecorded"].compactMap { status in
                unmatched[status].map { "\(status): \($0.joined(separator: ", "))" }
            }
            return "\(unmatched.values.map(\.count).reduce(0, +)) of \(total) previews did not pass (\(statuses.joined(separator: "; "))); see the report \(report)"
        }
    }
}
