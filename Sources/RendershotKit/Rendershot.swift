// Rendershot.swift · RendershotKit · the rendershot command line over a list of scenes
// Status: Complete — gallery, list, render (PNG, SVG), animate and diff; --jobs and --shard.
//
// Each run checks the scene list and the whole command line first (Invocation), so that a
// mistake costs one line on standard error and exit status 2 before any file is written;
// then one command runs. Results go to standard output, errors, warnings and progress to
// standard error.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// The `rendershot` command line, over any list of scenes.
///
/// Use it from your own executable target to get the same CLI for your scenes:
///
/// ```swift
/// import Raster
/// import RendershotKit
///
/// Rendershot.main(scenes: [
///     RendershotScene("greeting", summary: "a hello") { Text("Hello") },
/// ])
/// ```
public enum Rendershot {
    /// The version of Raster and RendershotKit, which `--version` prints: "rendershot 0.2.0",
    /// or in a user's own executable its name and this version ("shots (Raster 0.2.0)").
    public static let version = "0.2.0"

    /// Runs the command line in `arguments` (without the program name) and exits with its
    /// status: 0 success, 1 rendering failed or `diff` found differences, 2 usage error or
    /// unreadable input, 3 an output could not be written, 130 (SIGINT) or 143 (SIGTERM)
    /// when interrupted, after removing the unfinished files.
    public static func main(scenes: [RendershotScene], arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        var output = StandardStreams()
        Interruption.installHandlers()
        let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "rendershot") } ?? "rendershot"
        exit(run(scenes: scenes, arguments: arguments, output: &output, interruption: .process, programName: program))
    }

    /// Runs the command line and returns its exit status (see `main`). Results go to
    /// `output.print`, errors and warnings to `output.error`. Signals are left alone.
    public static func run<O: RendershotOutput>(scenes: [RendershotScene], arguments: [String], output: inout O) -> Int32 {
        run(scenes: scenes, arguments: arguments, output: &output, interruption: Interruption())
    }

    /// Runs the command line, stopping between scenes and frames once `interruption` is set.
    static func run<O: RendershotOutput>(scenes: [RendershotScene], arguments: [String], output: inout O,
                                         interruption: Interruption, programName: String = "rendershot",
                                         environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        let program = programName.isEmpty ? "rendershot" : programName
        var named = ProgramNamedOutput(base: output, program: program)
        defer { output = named.base }
        return run(scenes: scenes, arguments: arguments, output: &named, interruption: interruption, program: program,
                   environment: environment)
    }

    /// `run` with the program's name known; standard-error lines start with `rendershot:`,
    /// which `output` replaces with the program's name.
    private static func run<O: RendershotOutput>(scenes: [RendershotScene], arguments: [String], output: inout O,
                                                 interruption: Interruption, program: String,
                                                 environment: [String: String]) -> Int32 {
        do {
            try RendershotScene.validate(scenes)
            var invocation = try Invocation.parse(arguments, sceneNames: scenes.map(\.name), program: program)
            invocation.environment = environment
            for note in invocation.notes { output.error(note) }
            guard invocation.quiet else {
                let status = try execute(invocation, scenes: scenes, output: &output, interruption: interruption)
                try interruption.check()
                return status
            }
            var quiet = QuietOutput(base: output)
            defer { output = quiet.base }
            let status = try execute(invocation, scenes: scenes, output: &quiet, interruption: interruption)
            try interruption.check()
            return status
        } catch let error as RendershotError {
            if case .interrupted = error {
                output.error("rendershot: \(error.message(program: program))")
                return error.exitStatus
            }
            output.error("rendershot: error: \(error.message(program: program))")
            return error.exitStatus
        } catch {
            output.error("rendershot: error: \(error)")
            return 1
        }
    }

    private static func execute<O: RendershotOutput>(_ invocation: Invocation, scenes: [RendershotScene], output: inout O,
                                                     interruption: Interruption) throws -> Int32 {
        switch invocation.command {
        case .version:
            output.print(invocation.programName == "rendershot" ? "rendershot \(version)" : "\(invocation.programName) (Raster \(version))")
        case .help(let command):
            output.print(Help.text(for: command, program: invocation.programName))
        case .completion:
            output.print(Completion.script(for: invocation.arguments[0], sceneNames: scenes.map(\.name),
                                           program: invocation.programName))
        case .list:
            let listed = scenes.enumerated().filter { invocation.shard?.contains(position: $0.offset) ?? true }.map(\.element)
            if invocation.json {
                output.print(JSONOutput.encode(listed.map { ["name": $0.name, "summary": $0.summary] }))
                break
            }
            let width = scenes.map(\.name.count).max() ?? 0
            for scene in listed {
                let line = scene.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scene.summary
                output.print(String(line.reversed().drop { $0 == " " }.reversed()))
            }
        case .gallery, .render:
            try RenderCommand.run(scenes, invocation: invocation, output: &output, interruption: interruption)
        case .animate:
            try AnimateCommand.run(scenes, invocation: invocation, output: &output, interruption: interruption)
        case .diff:
            return try DiffCommand.run(invocation, output: &output)
        case .previews:
            try PreviewsCommand.run(invocation, output: &output, interruption: interruption)
        case .snapshots:
            return try SnapshotsCommand.run(invocation, output: &output)
        }
        return 0
    }
}

/// Where rendershot writes results (standard output), and errors, warnings and progress
/// (standard error).
public protocol RendershotOutput {
    /// Writes a result line.
    mutating func print(_ line: String)
    /// Writes an error, warning or note line.
    mutating func error(_ line: String)
    /// Whether standard error is a terminal, where progress redraws one line in place.
    /// Default false: progress is printed as plain lines through `error`.
    var isTerminal: Bool { get }
    /// Writes progress text without a newline (it starts with a carriage return).
    /// Default: nothing, as `isTerminal` is false by default.
    mutating func progress(_ text: String)
}

extension RendershotOutput {
    public var isTerminal: Bool { false }
    public mutating func progress(_ text: String) {}
}

/// `--quiet`: results and progress are dropped; errors, warnings and notes pass through.
struct QuietOutput<Base: RendershotOutput>: RendershotOutput {
    var base: Base

    mutating func print(_ line: String) {}

    mutating func error(_ line: String) {
        // Progress lines ("rendershot: 20 of 40 frames") are the only ones without a level.
        guard ["rendershot: error:", "rendershot: warning:", "rendershot: note:"].contains(where: line.hasPrefix) else { return }
        base.error(line)
    }

    var isTerminal: Bool { false }
}

/// Names the program on standard error: rendershot's commands start those lines with
/// `rendershot:` (errors, warnings, notes, progress), and inside a user's own executable
/// (`Rendershot.main` in their package) that tag becomes the executable's name.
struct ProgramNamedOutput<Base: RendershotOutput>: RendershotOutput {
    var base: Base
    /// The executable's name, `rendershot` for rendershot itself.
    let program: String

    mutating func print(_ line: String) { base.print(line) }

    mutating func error(_ line: String) {
        let tag = "rendershot:"
        base.error(line.hasPrefix(tag) ? program + ":" + line.dropFirst(tag.count) : line)
    }

    var isTerminal: Bool { base.isTerminal }

    mutating func progress(_ text: String) { base.progress(text) }
}

/// The process's standard output and error.
public struct StandardStreams: RendershotOutput {
    public let isTerminal = isatty(STDERR_FILENO) != 0

    public init() {}

    public mutating func print(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    public mutating func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    public mutating func progress(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
