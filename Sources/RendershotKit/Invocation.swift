// Invocation.swift · RendershotKit · rendershot's command line, parsed and checked
// Status: Complete.
//
// Grammar: `rendershot [COMMAND] [ARGUMENT | OPTION]...`, where an option is `--name VALUE`,
// `--name=VALUE` or a flag (`--until-settled`, `--quiet`/`-q`, `--help`/`-h`, `--version`/`-V`). Without a command the
// whole gallery is rendered. Each command accepts only its own options (`options`), and
// every value is checked here (Invocation+Values.swift), so that a bad command line fails
// with one line before any file is written.

import Foundation
import Raster

/// A parsed command line.
struct Invocation: Equatable {
    enum Command: Equatable {
        case gallery
        case list
        case render
        case animate
        case diff
        case previews
        case help(String?)
        case version
        /// `completion SHELL` (the shell in `arguments`): print the shell's completion script.
        case completion
        /// `snapshots [stale]`: what the last snapshot run recorded, or its stale references.
        case snapshots
    }

    enum Format: String, Equatable {
        case png, svg
    }

    /// Shard `index` of `count` (from 1): the scenes at positions index − 1, index − 1 + count, …
    struct Shard: Equatable {
        var index: Int
        var count: Int

        func contains(position: Int) -> Bool { position % count == index - 1 }
    }

    var command: Command = .gallery
    /// RendershotScene names (render, animate) or image files (diff), in order.
    var arguments: [String] = []
    var outputDirectory = "rendershot-out"
    var size: CGSize?
    var scale: CGFloat?
    var colorScheme: ColorScheme?
    /// `--layout-direction`: the root's `\.layoutDirection`; nil for the scene's own.
    var layoutDirection: LayoutDirection?
    /// `--dynamic-type`: the Dynamic Type size scenes and previews render at (nil: their own).
    var dynamicTypeSize: DynamicTypeSize?
    /// `--locale`: the environment's `\.locale`, which translations and formatted values follow.
    var locale: Locale?
    var format = Format.png
    var jobs = 1
    var shard: Shard?
    var fps: Double = 30
    /// Seconds; nil for the default of 1 (or with `--until-settled`).
    var duration: TimeInterval?
    var untilSettled = false
    var apngPath: String?
    var framesDirectory: String?
    var contactSheetPath: String?
    /// `diff --out`: where the diff image goes.
    var diffImagePath: String?
    /// `previews --module`: only the previews of this module.
    var module: String?
    /// `--device`: the device whose screen, safe area and size classes scenes render on.
    var device: Device?
    /// Notes for standard error found while reading the options: which preset each short
    /// `--device` name (one without its generation, such as "iPad") picked.
    var notes: [String] = []
    /// `--status-bar`: draw the device's status bar (9:41, full battery).
    var statusBar = false
    /// `--screen-corners`: clip to the device's rounded screen corners.
    var screenCorners = false
    /// `previews --safe-area`: render device previews with their device's safe area.
    var safeArea = false
    /// `--quiet`/`-q`: print no results and no progress, only errors and warnings.
    var quiet = false
    /// `--json`: print the results as one JSON document instead of lines.
    var json = false
    /// `previews --verify`: compare each preview with its reference in `againstDirectory`.
    var verify = false
    /// `previews --against DIR`: the folder of the previews' reference PNGs.
    var againstDirectory: String?
    /// `snapshots --artifacts DIR`: the artifacts folder of the snapshot run.
    var artifactsDirectory = ".build/snapshot-artifacts"
    /// `snapshots stale --references DIR`: the folder of reference files.
    var referencesDirectory = "Snapshots"
    /// `snapshots stale --delete`: remove the stale references.
    var delete = false
    /// `--matrix`: render every combination of the values given to the axis options.
    var matrix = false
    /// The values given to each axis option (`axisOptions`), in order; a value with commas
    /// counts as several.
    var axisValues: [String: [String]] = [:]
    /// The executable's name, which messages, help and completion scripts name: `rendershot`
    /// unless `Rendershot.main` was called from another executable (a user's package).
    var programName = "rendershot"
    /// The program's scene names, in order, for messages that give an example.
    var sceneNames: [String] = []
    /// The environment variables (the record mode of `previews --verify` reads them).
    var environment = ProcessInfo.processInfo.environment
    /// The options given, in order (an option given twice is listed twice).
    var givenOptions: [String] = []

    /// The options each command takes (the gallery is "rendershot").
    static let options: [String: [String]] = [
        "rendershot": ["--out", "--jobs", "--shard", "--size", "--device", "--status-bar", "--screen-corners", "--scale",
                       "--color-scheme", "--layout-direction", "--dynamic-type", "--locale", "--format", "--json", "--matrix"],
        "list": ["--shard", "--json"],
        "render": ["--out", "--jobs", "--shard", "--size", "--device", "--status-bar", "--screen-corners", "--scale",
                   "--color-scheme", "--layout-direction", "--dynamic-type", "--locale", "--format", "--json", "--matrix"],
        "animate": ["--out", "--jobs", "--size", "--device", "--status-bar", "--screen-corners", "--scale", "--color-scheme",
                    "--layout-direction", "--dynamic-type", "--locale",
                    "--fps", "--duration", "--until-settled", "--apng", "--frames", "--contact-sheet", "--json"],
        "diff": ["--out", "--json"],
        "previews": ["--out", "--jobs", "--scale", "--color-scheme", "--layout-direction", "--dynamic-type", "--locale", "--module", "--safe-area", "--verify",
                     "--against", "--shard", "--json"],
        "snapshots": ["--artifacts", "--references", "--delete", "--json"],
        "completion": [],
    ]

    /// The commands, as typed.
    static let commandNames = ["list", "render", "animate", "diff", "previews", "snapshots", "completion", "help"]

    /// The options `--matrix` combines, in the order a variant's name lists them.
    static let axisOptions = ["--device", "--color-scheme", "--dynamic-type", "--layout-direction", "--locale"]

    /// The options that take no value, and what they turn on.
    private static let flags: [String: WritableKeyPath<Invocation, Bool>] = [
        "--until-settled": \.untilSettled, "--status-bar": \.statusBar, "--screen-corners": \.screenCorners,
        "--safe-area": \.safeArea, "--json": \.json, "--verify": \.verify, "--delete": \.delete,
        "--matrix": \.matrix,
    ]

    /// The device scenes render on: `--device` with `--status-bar` and `--screen-corners`
    /// applied and `--scale` replacing its scale; nil without `--device`.
    var resolvedDevice: Device? {
        guard var device else { return nil }
        device.showsStatusBar = statusBar
        device.clipsToScreenCorners = screenCorners
        if let scale { device.scale = scale }
        return device
    }

    /// The device `scene` renders on: `resolvedDevice`, else, when `--status-bar` or
    /// `--screen-corners` is given, the scene's own device with them turned on (and `--scale`);
    /// nil when neither applies.
    /// - Throws: `RendershotError.optionNotTaken` when one of those flags is given for a scene
    ///   with no device of its own and no `--device`.
    func device(for scene: RendershotScene) throws -> Device? {
        if let resolvedDevice { return resolvedDevice }
        guard statusBar || screenCorners else { return nil }
        guard var own = scene.device else {
            throw RendershotError.optionNotTaken(statusBar ? "--status-bar" : "--screen-corners", command: self.command == .animate ? "animate" : "render",
                                                 reason: "it draws on a device's screen and the scene '\(scene.name)' has none; give --device NAME too")
        }
        own.showsStatusBar = own.showsStatusBar || statusBar
        own.clipsToScreenCorners = own.clipsToScreenCorners || screenCorners
        if let scale { own.scale = scale }
        return own
    }

    /// The window scenes render in when the command line sets one: the device's screen or `--size`.
    var windowSize: CGSize? { device?.size ?? size }

    /// Parses `arguments` (without the program name); `sceneNames` and `program`, the
    /// executable's name, only improve messages.
    /// - Throws: `RendershotError` naming the bad argument and the accepted form.
    static func parse(_ arguments: [String], sceneNames: [String] = [], program: String = "rendershot") throws -> Invocation {
        var rest = arguments[...]
        var invocation = Invocation()
        invocation.programName = program
        invocation.sceneNames = sceneNames
        var commandName = "rendershot"
        // `--quiet` applies to every command, so it may come before the command's name too.
        while let first = rest.first, first == "--quiet" || first == "-q" {
            invocation.quiet = true
            rest = rest.dropFirst()
        }
        if let first = rest.first, !first.hasPrefix("-") {
            rest = rest.dropFirst()
            switch first {
            case "list": invocation.command = .list
            case "render": invocation.command = .render
            case "animate": invocation.command = .animate
            case "diff": invocation.command = .diff
            case "previews": invocation.command = .previews
            case "snapshots": invocation.command = .snapshots
            case "completion": invocation.command = .completion
            case "help":
                if let topic = rest.first, options[topic] == nil || topic == "rendershot" {
                    throw RendershotError.unknownCommand(topic, isSceneName: sceneNames.contains(topic),
                                                         suggestion: closestName(to: topic, in: commandNames))
                }
                invocation.command = .help(rest.first)
                return invocation
            default:
                throw RendershotError.unknownCommand(first, isSceneName: sceneNames.contains(first),
                                                     suggestion: closestName(to: first, in: commandNames))
            }
            commandName = first
        }
        let allowed = options[commandName] ?? []
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" {
                invocation.command = .help(commandName == "rendershot" ? nil : commandName)
                return invocation
            }
            if argument == "--quiet" || argument == "-q" {
                invocation.quiet = true
                continue
            }
            if argument == "--version" || argument == "-V" {
                invocation.command = .version
                return invocation
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                invocation.arguments.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let option = String(parts[0])
            guard allowed.contains(option) else {
                let suggestion = closestName(to: option, in: allowed)
                throw RendershotError.unknownOption(option, command: commandName, suggestion: suggestion)
            }
            if let flag = Self.flags[option] {
                guard parts.count == 1 else {
                    throw RendershotError.invalidValue(option: option, value: String(parts[1]), expected: "no value (it is a flag)")
                }
                invocation[keyPath: flag] = true
                continue
            }
            let value: String
            if parts.count == 2 {
                value = String(parts[1])
            } else if let next = rest.first, !next.hasPrefix("--") {
                value = next
                rest = rest.dropFirst()
            } else {
                throw RendershotError.missingValue(option: option, expected: expectedValue(of: option, command: commandName))
            }
            if axisOptions.contains(option) {
                for part in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                    try invocation.set(option, to: part, command: commandName)
                    invocation.axisValues[option, default: []].append(part)
                }
            } else {
                try invocation.set(option, to: value, command: commandName)
            }
            invocation.givenOptions.append(option)
        }
        try invocation.checkArguments(command: commandName)
        return invocation
    }

    /// Stores the checked `value` of `option`.
    mutating func set(_ option: String, to value: String, command: String) throws {
        let expected = Self.expectedValue(of: option, command: command)
        func checked<T>(_ parsed: T?) throws -> T {
            guard let parsed else { throw RendershotError.invalidValue(option: option, value: value, expected: expected) }
            return parsed
        }
        let path = value.isEmpty ? nil : value
        switch option {
        case "--out" where command == "diff": diffImagePath = try checked(path)
        case "--out": outputDirectory = try checked(path)
        case "--apng": apngPath = try checked(path)
        case "--frames": framesDirectory = try checked(path)
        case "--contact-sheet": contactSheetPath = try checked(path)
        case "--size": size = try checked(Self.parseSize(value))
        case "--scale": scale = try CGFloat(checked(Self.parseNumber(value, from: Self.minimumScale, upTo: 16)))
        case "--fps": fps = try checked(Self.parseNumber(value, from: 0.01, upTo: 240))
        case "--duration": duration = try checked(Self.parseNumber(value, from: 0, upTo: 600))
        case "--jobs": jobs = try checked(Int(value).flatMap { (1...64).contains($0) ? $0 : nil })
        case "--shard": shard = try checked(Self.parseShard(value))
        case "--format": format = try checked(Format(rawValue: value))
        case "--module": module = try checked(path)
        case "--against": againstDirectory = try checked(path)
        case "--artifacts": artifactsDirectory = try checked(path)
        case "--references": referencesDirectory = try checked(path)
        case "--device":
            let found = try checked(Device.lookUp(value))
            device = found.device
            if found.byShortName {
                notes.append("rendershot: note: --device '\(value)' is the \(found.device.name) "
                    + "(\(formatDecimal(found.device.size.width))×\(formatDecimal(found.device.size.height)) points "
                    + "@\(formatDecimal(found.device.scale))x); give a preset's full name to pick another")
            }
        case "--color-scheme": colorScheme = try checked(["light": ColorScheme.light, "dark": .dark][value.lowercased()])
        case "--layout-direction": layoutDirection = try checked(Self.parseLayoutDirection(value))
        case "--dynamic-type": dynamicTypeSize = try checked(Self.parseDynamicTypeSize(value))
        case "--locale": locale = try checked(Self.parseLocale(value))
        default: throw RendershotError.unknownOption(option, command: command, suggestion: nil)
        }
    }

    /// The end of a message asking for a scene name of `command`: an example with this
    /// program's first scene, or, when it has none, how to declare some.
    private func sceneExample(_ command: String) -> String {
        guard let first = sceneNames.first else {
            return "; \(programName) has no scenes: pass RendershotScene values to Rendershot.main(scenes:)"
        }
        return ", e.g. '\(programName) \(command) \(first)' ('\(programName) list' shows them all)"
    }

    /// Checks the positional arguments and the options that depend on each other.
    private func checkArguments(command: String) throws {
        if !matrix, let (option, values) = axisValues.sorted(by: { $0.key < $1.key }).first(where: { $0.value.count > 1 }) {
            throw RendershotError.invalidValue(option: option, value: values.joined(separator: ","),
                                               expected: "one value; to render every combination of several, add '--matrix'")
        }
        if matrix, let (option, values) = axisValues.sorted(by: { $0.key < $1.key }).first(where: { Set($0.value).count < $0.value.count }) {
            throw RendershotError.invalidValue(option: option, value: values.joined(separator: ","),
                                               expected: "each value once: a repeated one would render the same files twice")
        }
        if matrix, axisValues.values.allSatisfy({ $0.count < 2 }) {
            throw RendershotError.optionNotTaken("--matrix", command: command,
                                                 reason: "it renders every combination of several values, and no option was given more than one; "
                                                    + "e.g. '--matrix --color-scheme light,dark'")
        }
        if device != nil, size != nil { throw RendershotError.conflictingOptions("--size", "--device") }
        // render and animate check each scene's own device (`device(for:)`).
        for (flag, given) in [("--status-bar", statusBar), ("--screen-corners", screenCorners)]
        where given && device == nil && self.command != .render && self.command != .animate {
            throw RendershotError.optionNotTaken(flag, command: command, reason: "it draws on a device's screen; give --device NAME too")
        }
        switch self.command {
        case .gallery, .list:
            if let first = arguments.first {
                throw RendershotError.unexpectedArgument(first, command: command, expected: "no arguments, only options")
            }
        case .render:
            guard !arguments.isEmpty else {
                throw RendershotError.missingArgument(command: "render", expected: "at least one scene name" + sceneExample("render"))
            }
            if arguments.contains("") { throw RendershotError.emptySceneName(command: "render", example: sceneExample("render")) }
        case .animate:
            guard let name = arguments.first else {
                throw RendershotError.missingArgument(command: "animate", expected: "a scene name" + sceneExample("animate"))
            }
            if name.isEmpty { throw RendershotError.emptySceneName(command: "animate", example: sceneExample("animate")) }
            if arguments.count > 1 {
                throw RendershotError.unexpectedArgument(arguments[1], command: "animate", expected: "one scene name ('\(name)')")
            }
            if untilSettled && duration != nil { throw RendershotError.conflictingOptions("--duration", "--until-settled") }
            if !untilSettled, Filmstrip.times(fps: fps, duration: duration ?? 1) == nil {
                throw RendershotError.tooManyFrames(count: Int(((duration ?? 1) * fps).rounded()) + 1, limit: Filmstrip.maximumFrameCount)
            }
        case .diff:
            guard arguments.count >= 2 else {
                throw RendershotError.missingArgument(command: "diff", expected: "two PNG files, e.g. '\(programName) diff old.png new.png'")
            }
            if arguments.count > 2 {
                throw RendershotError.unexpectedArgument(arguments[2], command: "diff", expected: "two PNG files")
            }
        case .previews:
            if let first = arguments.first, first != "list" || arguments.count > 1 {
                throw RendershotError.unexpectedArgument(first == "list" ? arguments[1] : first, command: "previews",
                                                         expected: "no argument, or 'list' to print the previews")
            }
            if arguments == ["list"],
               let ignored = givenOptions.first(where: { $0 != "--module" && $0 != "--shard" })
                   ?? (safeArea ? "--safe-area" : verify ? "--verify" : nil) {
                throw RendershotError.optionNotTaken(ignored, command: "previews list",
                                                     reason: "it only prints the previews, and takes '--module', '--shard' and '--json' alone")
            }
            if verify && againstDirectory == nil {
                throw RendershotError.missingValue(option: "--against", expected: "the folder of the previews' reference PNGs, "
                                                   + "which '--verify' compares them with, e.g. '--verify --against Snapshots/previews'")
            }
            if !verify, againstDirectory != nil {
                throw RendershotError.optionNotTaken("--against", command: "previews", reason: "it names the references of '--verify'; give '--verify' too")
            }
        case .snapshots:
            if arguments.first == "merge" {
                guard arguments.count > 1 else {
                    throw RendershotError.missingArgument(command: "snapshots merge",
                                                         expected: "the artifacts folders of the shards, e.g. '\(programName) snapshots merge shard-1 shard-2 --artifacts all'")
                }
                if let ignored = delete ? "--delete" : givenOptions.first(where: { $0 == "--references" }) {
                    throw RendershotError.optionNotTaken(ignored, command: "snapshots merge", reason: "it belongs to 'snapshots stale'")
                }
            } else if let first = arguments.first, first != "stale" || arguments.count > 1 {
                throw RendershotError.unexpectedArgument(first == "stale" ? arguments[1] : first, command: "snapshots",
                                                         expected: "no argument, 'stale' to list the references no snapshot used, "
                                                            + "or 'merge DIR...' to join the artifacts of shards")
            }
            if arguments.isEmpty, let ignored = delete ? "--delete" : givenOptions.first(where: { $0 == "--references" }) {
                throw RendershotError.optionNotTaken(ignored, command: "snapshots",
                                                     reason: "it belongs to 'snapshots stale', which lists the references no snapshot used")
            }
        case .completion:
            guard let shell = arguments.first else {
                throw RendershotError.missingArgument(command: "completion", expected: "a shell: bash, zsh or fish, e.g. '\(programName) completion bash'")
            }
            guard Completion.shells.contains(shell) else {
                throw RendershotError.unexpectedArgument(shell, command: "completion", expected: "one shell: bash, zsh or fish")
            }
            if arguments.count > 1 {
                throw RendershotError.unexpectedArgument(arguments[1], command: "completion", expected: "one shell: bash, zsh or fish")
            }
        case .help, .version:
            break
        }
    }
}
