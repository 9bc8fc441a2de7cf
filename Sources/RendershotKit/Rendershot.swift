// Rendershot.swift · RendershotKit · the rendershot command line over a list of scenes
// Status: Partial — gallery, list and render; animate, diff, --jobs and --shard are TODO (issue 7).

import Foundation
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
///     Scene("greeting", summary: "A hello") { Text("Hello") },
/// ])
/// ```
public enum Rendershot {
    /// The version printed by `--version`.
    public static let version = "0.1.0"

    /// Runs the command line in `arguments` (without the program name) and exits with its status.
    public static func main(scenes: [Scene], arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        var output = StandardStreams()
        exit(run(scenes: scenes, arguments: arguments, output: &output))
    }

    /// Runs the command line and returns its exit status: 0 success, 1 rendering failed,
    /// 2 usage error. Results go to `output.standardOutput`, errors to `output.standardError`.
    public static func run<O: RendershotOutput>(scenes: [Scene], arguments: [String], output: inout O) -> Int32 {
        do {
            let invocation = try Invocation.parse(arguments)
            try execute(invocation, scenes: scenes, output: &output)
            return 0
        } catch let error as RendershotError {
            output.error("rendershot: error: \(error)")
            return error.exitStatus
        } catch {
            output.error("rendershot: error: \(error)")
            return 1
        }
    }

    private static func execute<O: RendershotOutput>(_ invocation: Invocation, scenes: [Scene], output: inout O) throws {
        switch invocation.command {
        case .version:
            output.print("rendershot \(version)")
        case .help(let command):
            output.print(Help.text(for: command))
        case .list:
            let width = scenes.map(\.name.count).max() ?? 0
            for scene in scenes {
                output.print(scene.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scene.summary)
            }
        case .gallery:
            try render(scenes, invocation: invocation, output: &output)
        case .render(let names):
            let chosen = try names.map { name -> Scene in
                guard let scene = scenes.first(where: { $0.name == name }) else {
                    throw RendershotError.unknownScene(name, suggestion: closestName(to: name, in: scenes.map(\.name)))
                }
                return scene
            }
            try render(chosen, invocation: invocation, output: &output)
        }
    }

    private static func render<O: RendershotOutput>(_ scenes: [Scene], invocation: Invocation, output: inout O) throws {
        let directory = URL(fileURLWithPath: invocation.outputDirectory, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw RendershotError.renderFailed(scene: scenes.first?.name ?? "gallery",
                                               reason: "cannot create the output directory '\(invocation.outputDirectory)': \(error.localizedDescription)")
        }
        for scene in scenes {
            let host = scene.host(size: invocation.size, scale: invocation.scale, colorScheme: invocation.colorScheme)
            let image = host.render()
            let file = directory.appendingPathComponent("\(scene.name).png")
            do {
                try image.write(to: file, textMetadata: ["Software": "rendershot \(version)", "Title": scene.name])
            } catch {
                throw RendershotError.renderFailed(scene: scene.name, reason: "\(error)")
            }
            output.print("wrote \(invocation.outputDirectory)/\(scene.name).png (\(image.width)×\(image.height) px)")
        }
    }

    /// The scene name closest to `name` by edit distance, if it is close enough to be a typo.
    static func closestName(to name: String, in names: [String]) -> String? {
        let scored = names.map { ($0, editDistance(name, $0)) }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        guard let best = scored.first, best.1 <= max(2, name.count / 3) else { return nil }
        return best.0
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}

/// Where rendershot writes results (standard output) and errors (standard error).
public protocol RendershotOutput {
    mutating func print(_ line: String)
    mutating func error(_ line: String)
}

/// The process's standard output and error.
public struct StandardStreams: RendershotOutput {
    public init() {}
    public mutating func print(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
    public mutating func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
