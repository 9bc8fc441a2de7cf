import Foundation
import Testing
import Raster
@testable import RendershotKit

/// Exit statuses and the exact one-line errors of bad command lines; none writes a file.
@Suite struct CommandLineTests {
    @Test(arguments: [
        (["render", "bar-11"], "no scene named 'bar-11'; did you mean 'bar-1'?"),
        (["render", "bar-1", "--size", "20000x20000", "--scale", "1"],
         "'bar-1' would be 20000×20000 pixels, more than a canvas can hold (each side at most 32768 px, 268435456 px in all); use a smaller --size or --scale"),
        (["animate", "bar-1", "--size", "50000x50000"],
         "'bar-1' would be 50000×50000 pixels, more than a canvas can hold (each side at most 32768 px, 268435456 px in all); use a smaller --size or --scale"),
        (["render", "zebra-stripes"], "no scene named 'zebra-stripes'; 'rendershot list' shows the scenes"),
        (["animate", "bar-x"], "no scene named 'bar-x'; did you mean 'bar-0'?"),
        (["bar-1"], "unknown command 'bar-1'; to render that scene, run 'rendershot render bar-1'"),
        (["paint"], "unknown command 'paint'; the commands are list, render, animate, diff, previews, snapshots and completion (see 'rendershot --help')"),
        (["rendr", "bar-1"], "unknown command 'rendr'; did you mean 'render'?"),
        (["completion"], "'completion' needs a shell: bash, zsh or fish, e.g. 'rendershot completion bash'"),
        (["completion", "tcsh"], "unexpected argument 'tcsh' for 'completion': it takes one shell: bash, zsh or fish"),
        (["help", "anmate"], "unknown command 'anmate'; did you mean 'animate'?"),
        (["render", "bar-1", "--colour-scheme", "dark"], "unknown option '--colour-scheme' for 'render'; did you mean '--color-scheme'?"),
        (["render", "bar-1", "--fps", "3"], "unknown option '--fps' for 'render'; see 'rendershot render --help'"),
        (["list", "--out", "x"], "unknown option '--out' for 'list'; see 'rendershot list --help'"),
        (["--bogus"], "unknown option '--bogus' for 'rendershot'; see 'rendershot --help'"),
        (["render", "bar-1", "--size", "0x10"], "invalid value '0x10' for '--size': expected WIDTHxHEIGHT in points, both positive and at most 100000, e.g. 390x844"),
        (["render", "bar-1", "--size", "-4x10"], "invalid value '-4x10' for '--size': expected WIDTHxHEIGHT in points, both positive and at most 100000, e.g. 390x844"),
        (["render", "bar-1", "--size", "nanx10"], "invalid value 'nanx10' for '--size': expected WIDTHxHEIGHT in points, both positive and at most 100000, e.g. 390x844"),
        (["render", "bar-1", "--size", "wide"], "invalid value 'wide' for '--size': expected WIDTHxHEIGHT in points, both positive and at most 100000, e.g. 390x844"),
        (["render", "bar-1", "--scale", "0"], "invalid value '0' for '--scale': expected a number of pixels per point from 0.01 to 16, e.g. 2"),
        (["render", "bar-1", "--scale", "1e-4"], "invalid value '1e-4' for '--scale': expected a number of pixels per point from 0.01 to 16, e.g. 2"),
        (["animate", "bar-1", "--scale", "0.001"], "invalid value '0.001' for '--scale': expected a number of pixels per point from 0.01 to 16, e.g. 2"),
        (["render", "bar-1", "--scale=inf"], "invalid value 'inf' for '--scale': expected a number of pixels per point from 0.01 to 16, e.g. 2"),
        (["render", "bar-1", "--color-scheme", "sepia"], "invalid value 'sepia' for '--color-scheme': expected light or dark"),
        (["render", "bar-1", "--dynamic-type", "huge"], "invalid value 'huge' for '--dynamic-type': expected a Dynamic Type size, one of: "
         + "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"),
        (["previews", "--dynamic-type"], "option '--dynamic-type' needs a value: a Dynamic Type size, one of: "
         + "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"),
        (["render", "bar-1", "--format", "jpg"], "invalid value 'jpg' for '--format': expected png or svg"),
        (["render", "bar-1", "--layout-direction", "up"], "invalid value 'up' for '--layout-direction': expected ltr or rtl (or leftToRight, rightToLeft)"),
        (["--shard", "3/2"], "invalid value '3/2' for '--shard': expected INDEX/COUNT with 1 ≤ INDEX ≤ COUNT, e.g. 2/4"),
        (["--shard", "0/2"], "invalid value '0/2' for '--shard': expected INDEX/COUNT with 1 ≤ INDEX ≤ COUNT, e.g. 2/4"),
        (["--jobs", "0"], "invalid value '0' for '--jobs': expected a whole number of threads from 1 to 64, e.g. 4"),
        (["--jobs", "two"], "invalid value 'two' for '--jobs': expected a whole number of threads from 1 to 64, e.g. 4"),
        (["--jobs"], "option '--jobs' needs a value: a whole number of threads from 1 to 64, e.g. 4"),
        (["animate", "bar-1", "--fps", "0"], "invalid value '0' for '--fps': expected frames per second from 0.01 (a frame every 100 s) to 240, e.g. 30"),
        (["animate", "bar-1", "--fps", "0.00001"], "invalid value '0.00001' for '--fps': expected frames per second from 0.01 (a frame every 100 s) to 240, e.g. 30"),
        (["animate", "bar-1", "--duration", "-1"], "invalid value '-1' for '--duration': expected seconds from 0 to 600, e.g. 1.5"),
        (["animate", "bar-1", "--duration", "2", "--until-settled"], "options '--duration' and '--until-settled' cannot be used together; give one of them"),
        (["animate", "bar-1", "--fps", "240", "--duration", "60"], "that animation would have 14401 frames, more than the 10000 allowed; lower '--fps' or '--duration'"),
        (["animate", "bar-1", "bar-2"], "unexpected argument 'bar-2' for 'animate': it takes one scene name ('bar-1')"),
        (["animate"], "'animate' needs a scene name, e.g. 'rendershot animate bar-0' ('rendershot list' shows them all)"),
        (["render"], "'render' needs at least one scene name, e.g. 'rendershot render bar-0' ('rendershot list' shows them all)"),
        (["render", "bar-1", ""], "the scene name given to 'render' is empty (''), e.g. 'rendershot render bar-0' ('rendershot list' shows them all)"),
        (["animate", ""], "the scene name given to 'animate' is empty (''), e.g. 'rendershot animate bar-0' ('rendershot list' shows them all)"),
        (["list", "bar-1"], "unexpected argument 'bar-1' for 'list': it takes no arguments, only options"),
        (["diff", "a.png"], "'diff' needs two PNG files, e.g. 'rendershot diff old.png new.png'"),
        (["help", "paint"], "unknown command 'paint'; the commands are list, render, animate, diff, previews, snapshots and completion (see 'rendershot --help')"),
        (["render", "bar-1", "--device", "iPhone 99"], "invalid value 'iPhone 99' for '--device': expected a device name (case and spaces ignored; the generation may be left out; add 'landscape' to turn it), one of: iPhone SE (3rd generation), iPhone 13 mini, iPhone 14, iPhone 15, iPhone 15 Plus, iPhone 15 Pro, iPhone 15 Pro Max, iPad (10th generation), iPad mini (6th generation), iPad Pro (11-inch) (4th generation), iPad Pro (12.9-inch) (6th generation)"),
        (["render", "bar-1", "--device", "iPhone 15", "--size", "100x100"], "options '--size' and '--device' cannot be used together; give one of them"),
        (["render", "bar-1", "--status-bar"], "'render' does not take '--status-bar': it draws on a device's screen and the scene 'bar-1' has none; give --device NAME too"),
        (["animate", "bar-1", "--screen-corners"], "'animate' does not take '--screen-corners': it draws on a device's screen and the scene 'bar-1' has none; give --device NAME too"),
        (["render", "bar-1", "--device", "iPhone 15", "--status-bar=yes"], "invalid value 'yes' for '--status-bar': expected no value (it is a flag)"),
    ])
    func badInputIsOneLineAndStatus2(arguments: [String], message: String) {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let (status, output) = rendershot(arguments + ["--out", out].filter { _ in !["list", "diff", "completion"].contains(arguments.first) })
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: " + message])
        #expect(output.lines.isEmpty)
        #expect(files(in: folder).isEmpty)
    }

    @Test func aDeviceRendersTheSceneOnItsScreen() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let scenes = [RendershotScene("screen", size: CGSize(width: 40, height: 30), scale: 1) { Color.red }]
        let (status, output) = rendershot(["render", "screen", "--device", "iphone se (3rd generation) landscape", "--out", out], scenes: scenes)
        #expect(status == 0)
        #expect(output.lines == ["wrote \(out)/screen.png (1334×750 px)"])
        // The iPhone SE's 20-point status bar is the safe area's top: red starts 40 pixels down.
        let (portraitStatus, portrait) = rendershot(["render", "screen", "--device", "iPhone SE (3rd generation)",
                                                     "--scale", "1", "--status-bar", "--out", out], scenes: scenes)
        #expect(portraitStatus == 0)
        #expect(portrait.lines == ["wrote \(out)/screen.png (375×667 px)"])
        let image = try Pixmap(pngData: Data(contentsOf: URL(fileURLWithPath: out + "/screen.png")))
        #expect(image[200, 19] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(image[200, 20] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
    }

    /// A device name without its generation says on stderr which preset it picked (the
    /// fresh user's `--device ipad` rendered an iPad (10th generation) without a word); a
    /// full name, any case, says nothing.
    @Test func aShortDeviceNameSaysWhichPresetItPicked() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let scenes = [RendershotScene("screen", size: CGSize(width: 40, height: 30), scale: 1) { Color.red }]
        let (status, output) = rendershot(["render", "screen", "--device", "ipad", "--scale", "0.1", "--out", out], scenes: scenes)
        #expect(status == 0)
        #expect(output.errors == ["rendershot: note: --device 'ipad' is the iPad (10th generation) (820×1180 points @2x); "
                                  + "give a preset's full name to pick another"])
        #expect(output.lines == ["wrote \(out)/screen.png (82×118 px)"])
        let (_, landscape) = rendershot(["render", "screen", "--device", "iPhone SE landscape", "--scale", "0.1", "--out", out],
                                        scenes: scenes)
        #expect(landscape.errors == ["rendershot: note: --device 'iPhone SE landscape' is the iPhone SE (3rd generation) (landscape) "
                                     + "(667×375 points @2x); give a preset's full name to pick another"])
        let (_, quiet) = rendershot(["render", "screen", "--device", "iPad mini", "--quiet", "--out", out], scenes: scenes)
        #expect(quiet.errors.count == 1)
        let (_, full) = rendershot(["render", "screen", "--device", "ipad (10th generation)", "--scale", "0.1", "--out", out],
                                   scenes: scenes)
        #expect(full.errors.isEmpty)
        #expect(Help.text(for: "render").contains("a name without its generation (\"iPad\", \"iPhone SE\") picks the"))
    }

    /// `--status-bar` needs no `--device` for a scene that declares its own device: it turns
    /// the status bar on over that device's screen.
    @Test func statusBarOnASceneWithItsOwnDevice() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let scenes = [RendershotScene("phone", device: .iPhoneSE) { Color.white.ignoresSafeArea() }]
        let (plainStatus, _) = rendershot(["render", "phone", "--scale", "1", "--out", out], scenes: scenes)
        let plain = try Pixmap(pngData: Data(contentsOf: URL(fileURLWithPath: out + "/phone.png")))
        let (barStatus, bar) = rendershot(["render", "phone", "--scale", "1", "--status-bar", "--out", out], scenes: scenes)
        #expect(plainStatus == 0 && barStatus == 0)
        #expect(bar.lines == ["wrote \(out)/phone.png (375×667 px)"])
        let withBar = try Pixmap(pngData: Data(contentsOf: URL(fileURLWithPath: out + "/phone.png")))
        let darkInBar = (0..<375).filter { withBar[$0, 10].r < 128 }.count
        #expect((0..<375).filter { plain[$0, 10].r < 128 }.count == 0)
        #expect(darkInBar > 0)
    }

    @Test func anOutputDirectoryThatIsAFileIsRefusedBeforeRendering() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("taken").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let (status, output) = rendershot(["--out", file])
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: '--out' needs a directory, but '\(file)' is a file; give a directory path"])
    }

    @Test func anUnwritableOutputDirectoryExitsThreeBeforeRendering() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("taken")
        try Data("x".utf8).write(to: file)
        let out = file.appendingPathComponent("shots").path
        let (status, output) = rendershot(["render", "bar-1", "bar-2", "--out", out])
        #expect(status == 3)
        #expect(output.errors == ["rendershot: error: could not write '\(out)': not a directory; give a path in a folder you can write to"])
        #expect(output.lines.isEmpty)
    }

    @Test func writeFailuresNameThePathOnceWithTheSystemsReason() {
        #expect(OutputFiles.failure("/ro/x.apng", code: EACCES).description
                == "could not write '/ro/x.apng': permission denied; give a path in a folder you can write to")
        let fromWriter = PNGError(source: "/ro/x.apng", problem: .fileSystem("cannot create a temporary file in /ro: Read-only file system"))
        #expect(OutputFiles.failure("/ro/x.apng", error: fromWriter)
                == .writeFailed(path: "/ro/x.apng", reason: "read-only file system"))
        #expect(OutputFiles.failure("/ro/x.apng", code: ENOSPC).exitStatus == 3)
    }

    @Test func badSceneListsAreReported() {
        let spaced = RendershotScene("Two Words") { Color.red }
        #expect(rendershot(["list"], scenes: [spaced]).output.errors
                == ["rendershot: error: invalid scene list: the scene name 'Two Words' must be lowercase letters, digits and "
                    + "hyphens, and not start with a hyphen"])
        #expect(rendershot(["list"], scenes: [RendershotScene("--out") { Color.red }]).status == 2)
        #expect(rendershot(["list"], scenes: [RendershotScene(String(repeating: "a", count: 201)) { Color.red }]).output.errors
                == ["rendershot: error: invalid scene list: the scene name 'aaaaaaaaaaaaaaaaaaaa…' is 201 characters long; "
                    + "give a name of at most 200"])
        let twice = [RendershotScene("a") { Color.red }, RendershotScene("a") { Color.blue }]
        #expect(rendershot(["list"], scenes: twice).status == 2)
        #expect(rendershot(["list"], scenes: twice).output.errors
                == ["rendershot: error: invalid scene list: two scenes are named 'a'; give each scene its own name"])
        // Windows and scales that cannot be rendered are refused before anything is rendered.
        let nanWidth = RendershotScene("w", size: CGSize(width: CGFloat.nan, height: 10)) { Color.red }
        #expect(rendershot(["render", "w"], scenes: [nanWidth]).output.errors
                == ["rendershot: error: invalid scene list: the scene 'w' has a window of nan×10.0 points; "
                    + "give it a positive, finite width and height"])
        #expect(rendershot(["list"], scenes: [RendershotScene("z", size: .zero) { Color.red }]).status == 2)
        let zeroScale = RendershotScene("s", scale: 0) { Color.red }
        #expect(rendershot(["render", "s"], scenes: [zeroScale]).output.errors
                == ["rendershot: error: invalid scene list: the scene 's' has scale 0.0; "
                    + "give it a finite number of pixels per point from 0.01"])
        #expect(rendershot(["render", "s"], scenes: [RendershotScene("s", scale: 1e-4) { Color.red }]).status == 2)
        let badTap = RendershotScene("t", taps: [ScriptedTap(at: -1, CGPoint(x: CGFloat.nan, y: 1e12))]) { Color.red }
        #expect(rendershot(["render", "t"], scenes: [badTap]).output.errors
                == ["rendershot: error: invalid scene list: the scene 't' has a tap at -1.0 s at (nan, 1000000000000.0); "
                    + "give taps a time of 0 s or later and a finite point"])
        #expect(rendershot(["render", "s"], scenes: [RendershotScene("s", scale: CGFloat.nan) { Color.red }]).status == 2)
        // A finite window too large for any pixel count is a canvas error (it trapped converting to Int).
        let huge = RendershotScene("h", size: CGSize(width: 1e300, height: 10)) { Color.red }
        for command in ["render", "animate"] {
            let (status, output) = rendershot([command, "h"], scenes: [huge])
            #expect(status == 2)
            #expect(output.errors.first?.hasPrefix("rendershot: error: 'h' would be 2e+300×20 pixels, more than a canvas can hold") == true)
        }
    }

    @Test func versionAndHelp() throws {
        #expect(rendershot(["--version"]).output.lines == ["rendershot \(Rendershot.version)"])
        // Colour schemes are read case-insensitively, as device names are.
        #expect(try Invocation.parse(["render", "bar-1", "--color-scheme", "Dark"], sceneNames: ["bar-1"], program: "rendershot")
            .colorScheme == .dark)
        #expect(try Invocation.parse(["render", "bar-1", "--color-scheme", "LIGHT"], sceneNames: ["bar-1"], program: "rendershot")
            .colorScheme == .light)
        for command in ["render", "animate", "diff", "list", "previews", "snapshots"] {
            let (status, output) = rendershot([command, "--help"])
            #expect(status == 0)
            #expect(output.lines == [Help.text(for: command)])
            #expect(output.lines[0].hasPrefix("USAGE: rendershot \(command)"))
            #expect(rendershot(["help", command]).output.lines == output.lines)
        }
        #expect(rendershot(["-h"]).output.lines == [Help.text(for: nil)])
        #expect(rendershot(["-V"]).output.lines == ["rendershot \(Rendershot.version)"])
    }

    /// The bash script is valid bash and completes commands, a command's options and scene
    /// names as the parser accepts them.
    @Test func bashCompletionCompletesCommandsOptionsAndScenes() throws {
        let script = rendershot(["completion", "bash"]).output.lines.joined(separator: "\n")
        func complete(_ words: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            let line = words.map { "'\($0)'" }.joined(separator: " ")
            process.arguments = ["-c", script + "\nCOMP_WORDS=(\(line)); COMP_CWORD=\(words.count - 1); _rendershot; echo \"${COMPREPLY[*]}\""]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            process.waitUntilExit()
            return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try complete(["rendershot", "ren"]) == "render")
        #expect(try complete(["rendershot", "render", "--col"]) == "--color-scheme")
        #expect(try complete(["rendershot", "animate", "bar-1"]) == "bar-1")
        #expect(try complete(["rendershot", "completion", "z"]) == "zsh")
        let fish = rendershot(["completion", "fish"]).output.lines.joined(separator: "\n")
        #expect(fish.contains("complete -c rendershot -n '__fish_seen_subcommand_from animate' -l until-settled"))
        let zsh = rendershot(["completion", "zsh"]).output.lines.joined(separator: "\n")
        #expect(zsh.hasPrefix("#compdef rendershot\n"))
        #expect(zsh.contains("    diff) candidates=(--out --json --help --quiet) ;;"))
        var output = CapturedOutput()
        _ = Rendershot.run(scenes: testScenes, arguments: ["completion", "bash"], output: &output, interruption: Interruption(),
                           programName: "my-shots")
        #expect(output.lines.joined().hasSuffix("complete -o default -F _my_shots my-shots"))
    }

    /// Inside a user's own executable (`Rendershot.main` in their package, here "my-shots"),
    /// every line on standard error, help and suggestion names that executable and its own
    /// scenes, not rendershot and its gallery.
    @Test func aUsersExecutableNamesItselfAndItsScenes() throws {
        func run(_ arguments: [String], scenes: [RendershotScene] = testScenes) -> (status: Int32, output: CapturedOutput) {
            var output = CapturedOutput()
            let status = Rendershot.run(scenes: scenes, arguments: arguments, output: &output, interruption: Interruption(),
                                        programName: "my-shots")
            return (status, output)
        }
        #expect(run(["--version"]).output.lines == ["my-shots (Raster \(Rendershot.version))"])
        #expect(run(["render"]).output.errors
                == ["my-shots: error: 'render' needs at least one scene name, e.g. 'my-shots render bar-0' ('my-shots list' shows them all)"])
        #expect(run(["render"], scenes: []).output.errors
                == ["my-shots: error: 'render' needs at least one scene name; my-shots has no scenes: pass RendershotScene values to Rendershot.main(scenes:)"])
        #expect(run(["render", "nothing-like-it"]).output.errors == ["my-shots: error: no scene named 'nothing-like-it'; 'my-shots list' shows the scenes"])
        #expect(run(["render", "bar-11"]).output.errors == ["my-shots: error: no scene named 'bar-11'; did you mean 'bar-1'?"])
        #expect(run(["paint"]).output.errors == ["my-shots: error: unknown command 'paint'; the commands are list, render, animate, diff, "
                                                 + "previews, snapshots and completion (see 'my-shots --help')"])
        #expect(run(["--colour"]).output.errors == ["my-shots: error: unknown option '--colour' for 'my-shots'; see 'my-shots --help'"])
        #expect(run(["render", "--colour"]).output.errors == ["my-shots: error: unknown option '--colour' for 'render'; see 'my-shots render --help'"])
        #expect(run(["bar-1"]).output.errors == ["my-shots: error: unknown command 'bar-1'; to render that scene, run 'my-shots render bar-1'"])
        #expect(run(["--out", "x", "bar-1"]).output.errors
                == ["my-shots: error: unexpected argument 'bar-1' for 'my-shots': it takes no arguments, only options"])
        let help = run(["--help"]).output.lines.joined(separator: "\n")
        #expect(help.hasPrefix("USAGE: my-shots [--out DIR]"))
        #expect(help.contains("       my-shots render NAME... [options]") && help.contains("Run 'my-shots COMMAND --help'"))
        #expect(!help.contains("rendershot ") && help.contains("(default: rendershot-out)"))
        #expect(run(["render", "--help"]).output.lines.first?.hasPrefix("USAGE: my-shots render NAME...") == true)
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        #expect(run(["--out", out]).output.errors.last == "my-shots: 10 of 10 scenes")
        #expect(run(["render", "bar-1", "-q", "--shard", "2/2", "--out", out]).output.errors == ["my-shots: note: shard 2/2 holds no scenes"])
    }

    /// `--quiet` drops the result lines and the progress of ten scenes, and keeps notes.
    @Test func quietPrintsOnlyErrorsWarningsAndNotes() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let loud = rendershot(["--out", out])
        #expect(loud.output.lines.count == 10)
        #expect(loud.output.errors.contains("rendershot: 10 of 10 scenes"))
        let (status, output) = rendershot(["--quiet", "--out", out])
        #expect(status == 0)
        #expect(output.lines.isEmpty && output.errors.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).count == 10)
        #expect(rendershot(["render", "bar-1", "-q", "--shard", "2/2", "--out", out]).output.errors
                == ["rendershot: note: shard 2/2 holds no scenes"])
        // Before the command too, as the help says every command takes it.
        #expect(rendershot(["-q", "render", "bar-1", "--shard", "2/2", "--out", out]).output.errors
                == ["rendershot: note: shard 2/2 holds no scenes"])
        let before = rendershot(["--quiet", "render", "bar-1", "--out", out])
        #expect(before.status == 0 && before.output.lines.isEmpty && before.output.errors.isEmpty)
    }

    @Test func listPrintsNamesFirstAndHonoursShards() {
        let lines = rendershot(["list"]).output.lines
        #expect(lines.count == 10)
        #expect(lines[0] == "bar-0")
        #expect(lines[1] == "bar-1  bar number 1")
        #expect(rendershot(["list", "--shard", "2/4"]).output.lines == ["bar-1  bar number 1", "bar-5  bar number 5", "bar-9  bar number 9"])
    }

    @Test func optionValuesMayFollowAnEqualsSign() throws {
        let invocation = try Invocation.parse(["render", "a", "--size=100x50", "--scale", "1.5", "--jobs=3", "--shard=1/2"])
        #expect(invocation.size == CGSize(width: 100, height: 50))
        #expect(invocation.scale == 1.5)
        #expect(invocation.jobs == 3)
        #expect(invocation.shard == Invocation.Shard(index: 1, count: 2))
        #expect(invocation.arguments == ["a"])
    }

    @Test func editDistanceSuggestsOnlyCloseNames() {
        #expect(editDistance("kitten", "sitting") == 3)
        #expect(editDistance("", "abc") == 3)
        #expect(closestName(to: "flow-layot", in: ["counter", "flow-layout"]) == "flow-layout")
        #expect(closestName(to: "xyz", in: ["counter", "badge"]) == nil)
        #expect(closestName(to: "FLOW-LAYOUT", in: ["counter", "flow-layout"]) == "flow-layout")
        #expect(closestName(to: "Flow-Layot", in: ["counter", "flow-layout"]) == "flow-layout")
    }
}
