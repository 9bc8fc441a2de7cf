// OptimizedDiscoveryTests.swift · RasterTests/Previews · previews survive whole-module optimisation
// A release build compiles each module with -O -wmo, which drops the conformance records of
// internal types nothing references: every #Preview enum and most preview providers. The
// test compiles such types against the Raster module of this build, optimised, and looks for
// their conformance descriptors in the object file.

import Foundation
import Testing

@Suite struct OptimizedDiscoveryTests {
    /// The folder of the test bundle's build products (`.build/<triple>/debug`).
    private var products: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }

    private var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(.timeLimit(.minutes(1))) func internalPreviewTypesKeepTheirConformancesWhenOptimised() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-wmo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Probe.swift")
        try """
            import Raster
            struct ProbeProvider: PreviewProvider {
                static var previews: some View { Color.red }
            }
            private enum ProbeRegistry: PreviewRegistry {
                static var fileID: String { "Probe/Probe.swift" }
                static var line: Int { 1 }
                static var column: Int { 1 }
                static func makePreview() throws -> Preview { Preview { Color.red } }
            }
            """.write(to: source, atomically: true, encoding: .utf8)
        let object = folder.appendingPathComponent("Probe.o")
        let sources = packageRoot.appendingPathComponent("Sources")
        let compiled = try run(["swiftc", "-O", "-wmo", "-parse-as-library", "-module-name", "Probe", "-c", source.path,
                                "-o", object.path, "-I", products.appendingPathComponent("Modules").path,
                                "-I", sources.appendingPathComponent("CPNG").path,
                                "-I", sources.appendingPathComponent("CFreeType").path,
                                "-I", sources.appendingPathComponent("CRasterIntrinsics").path,
                                "-Xcc", "-I/usr/include/freetype2"])
        try #require(compiled.status == 0, "swiftc failed: \(compiled.output)")
        let symbols = try run(["sh", "-c", "nm '\(object.path)' | swift demangle"]).output.split(separator: "\n")
        let descriptors = symbols.compactMap { symbol in
            symbol.range(of: "protocol conformance descriptor for ").map { String(symbol[$0.upperBound...]) }
        }
        #expect(descriptors.contains("Probe.ProbeProvider : Raster.PreviewProvider in Probe"))
        #expect(descriptors.contains { $0.hasPrefix("Probe.(ProbeRegistry in ") && $0.hasSuffix(") : Raster.PreviewRegistry in Probe") })
    }
}
