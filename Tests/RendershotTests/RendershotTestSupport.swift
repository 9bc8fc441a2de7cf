import Foundation
import Raster
@testable import RendershotKit

/// Everything a run printed.
struct CapturedOutput: RendershotOutput {
    var lines: [String] = []
    var errors: [String] = []
    var isTerminal = false
    var progressText = ""
    /// Called with each error line and progress text, after it is recorded.
    var onStandardError: (String) -> Void = { _ in }

    mutating func print(_ line: String) { lines.append(line) }
    mutating func error(_ line: String) {
        errors.append(line)
        onStandardError(line)
    }
    mutating func progress(_ text: String) {
        progressText += text
        onStandardError(text)
    }
}

/// Runs rendershot over `scenes` and returns its status and output.
func rendershot(_ arguments: [String], scenes: [RendershotScene] = testScenes, terminal: Bool = false,
                environment: [String: String] = ProcessInfo.processInfo.environment) -> (status: Int32, output: CapturedOutput) {
    var output = CapturedOutput(isTerminal: terminal)
    let status = Rendershot.run(scenes: scenes, arguments: arguments, output: &output, interruption: Interruption(),
                                environment: environment)
    return (status, output)
}

/// Ten small scenes (so progress shows): coloured bars, one with text, one with taps.
let testScenes: [RendershotScene] = (0..<10).map { i in
    RendershotScene("bar-\(i)", summary: i == 0 ? "" : "bar number \(i)", size: CGSize(width: 40, height: 30), scale: 1) {
        VStack(spacing: 2) {
            Color(hue: Double(i) / 10, saturation: 0.8, brightness: 0.9).frame(width: CGFloat(4 + 3 * i), height: 8)
            if i == 3 { Text("3").font(.caption) }
        }
    }
}

/// A fresh temporary folder; remove it with `try? FileManager.default.removeItem(at:)`.
func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("rendershot-tests-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The names of the files in `folder`, sorted.
func files(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

/// The built `rendershot` beside the test runner (SwiftPM builds it, as the tests depend on
/// it), or in the package's `.build/debug`; nil when neither has it.
let builtRendershot: URL? = {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [runner.deletingLastPathComponent(), runner.deletingLastPathComponent().deletingLastPathComponent(),
                      package.appendingPathComponent(".build/debug")]
    return candidates.map { $0.appendingPathComponent("rendershot") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()
