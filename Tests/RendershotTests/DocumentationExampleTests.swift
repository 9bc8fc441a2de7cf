import Foundation
import Testing
@testable import RendershotKit

/// Every example in docs/ is compiled or checked: each Swift block appears, line for line, in
/// a test source file (so the suite compiles it); each Package.swift fragment names products
/// this package has; each rendershot command line parses.
@Suite struct DocumentationExampleTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fenced blocks of every Markdown file in docs/: (file, language, lines).
    private static func blocks() throws -> [(file: String, language: String, lines: [String])] {
        let docs = root.appendingPathComponent("docs")
        var found: [(String, String, [String])] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: docs.path).sorted() where name.hasSuffix(".md") {
            let text = try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
            var language: String?
            var lines: [String] = []
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("```") {
                    if let open = language {
                        found.append((name, open, lines))
                        language = nil
                        lines = []
                    } else {
                        language = String(line.dropFirst(3))
                    }
                } else if language != nil {
                    lines.append(line)
                }
            }
        }
        return found
    }

    /// The lines of `lines` without leading and trailing spaces, empty ones left out.
    private static func normalized(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func everySwiftExampleIsInACompiledTestFile() throws {
        var sources: [[String]] = []
        let walker = FileManager.default.enumerator(at: Self.root.appendingPathComponent("Tests"), includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            sources.append(Self.normalized(try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")))
        }
        let examples = try Self.blocks().filter { $0.language == "swift" && $0.lines.first != "// Package.swift" }
        #expect(examples.count == 5)
        for example in examples {
            let wanted = Self.normalized(example.lines)
            let compiled = sources.contains { source in
                source.count >= wanted.count && (0...(source.count - wanted.count)).contains { Array(source[$0..<$0 + wanted.count]) == wanted }
            }
            #expect(compiled, "docs/\(example.file): this example is in no test file:\n\(example.lines.joined(separator: "\n"))")
        }
    }

    @Test func packageFragmentsNameThisPackagesProducts() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let fragments = try Self.blocks().filter { $0.language == "swift" && $0.lines.first == "// Package.swift" }
        #expect(!fragments.isEmpty)
        for fragment in fragments {
            for line in fragment.lines {
                guard let start = line.range(of: ".product(name: \""), line.contains("package: \"Raster\"") else { continue }
                let name = line[start.upperBound...].prefix { $0 != "\"" }
                #expect(manifest.contains(".library(name: \"\(name)\""), "docs/\(fragment.file): no product \(name)")
            }
        }
    }

    /// The README names only paths a clone has: its links lead to files of the repository, and
    /// no line points beside the clone (a ../shared folder) but the sample's path to Raster
    /// itself; that sample depends on Raster by `name:` and `path:`, so that
    /// `.product(name:package: "Raster")` works whatever the clone's folder is called.
    @Test func theReadmeNamesOnlyPathsOfAClone() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let links = (readme.matches(of: #/\]\(([^)#]+)\)/#).map { String($0.output.1) }
                     + readme.matches(of: #/src="([^"]+)"/#).map { String($0.output.1) }).filter { !$0.hasPrefix("http") }
        #expect(links.count == 19)
        for link in links {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(link).path), "README links to \(link)")
        }
        let lines = readme.components(separatedBy: "\n")
        let dependencies = lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix(".package(") }
        #expect(dependencies == ["        .package(name: \"Raster\", path: \"../Raster\"),   // the path of your clone, whatever its folder is named"])
        #expect(lines.filter { $0.contains("../") && !dependencies.contains($0) && !$0.contains(".package(path:") } == [])
    }

    @Test func everyRendershotCommandLineParses() throws {
        var checked = 0
        for block in try Self.blocks() where ["sh", "yaml"].contains(block.language) {
            for line in block.lines {
                guard let range = line.range(of: #"(rendershot|my-shots) "#, options: .regularExpression) else { continue }
                // A GitHub Actions expression (`${{ matrix.shard }}`) stands for a value: 1.
                let command = line[range.upperBound...].replacingOccurrences(of: #"\$\{\{[^}]*\}\}"#, with: "1", options: .regularExpression)
                let words = command.prefix { $0 != "#" && $0 != "&" }.split(separator: " ").map(String.init)
                do {
                    _ = try Invocation.parse(words)
                    checked += 1
                } catch {
                    Issue.record("docs/\(block.file): '\(line.trimmingCharacters(in: .whitespaces))' does not parse: \(error)")
                }
            }
        }
        #expect(checked == 5)
    }

    @Test func theShardScriptSplitsTheTestListAndEscapesNames() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = folder.appendingPathComponent("swift")
        try Data("""
            #!/bin/sh
            printf 'M.S/a()\\nM.S/b(x:)\\nM.C/testRow\\nM.C/testRow2\\n'

            """.utf8).write(to: swift)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        func shard(_ arguments: [String]) throws -> (Int32, String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = [Self.root.appendingPathComponent("scripts/swift-test-shard.sh").path] + arguments
            process.environment = ["PATH": folder.path + ":/usr/bin:/bin"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = Pipe()
            try process.run()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        }
        #expect(try shard(["1", "2"]) == (0, "^(M\\.S/a\\(\\)|M\\.C/testRow)($|/)\n"))
        #expect(try shard(["2", "2"]) == (0, "^(M\\.S/b\\(x:\\)|M\\.C/testRow2)($|/)\n"))
        #expect(try shard(["5", "5"]) == (0, "^$\n"))
        #expect(try shard(["0", "2"]).0 == 2)
    }
}
