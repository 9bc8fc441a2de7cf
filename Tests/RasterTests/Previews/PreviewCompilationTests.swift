// PreviewCompilationTests.swift · RasterTests/Previews · previews compiled by swiftc against this build: optimised, and misused
// A release build compiles each module with -O -wmo, which dropped the conformance records of
// internal types nothing references: every #Preview enum and most preview providers. And a
// misuse of @Previewable must be a compile error, which no test target can contain. So these
// tests compile small files against the Raster module and macro plugin of this build.

import Foundation
import Testing

@Suite struct PreviewCompilationTests {
    /// The folder of the test bundle's build products (`.build/<triple>/debug`).
    private var products: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }

    private var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    }

    private func run(_ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.currentDirectoryURL = folder
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

    /// Runs swiftc on `source` (as module Probe, importing this build's Raster and its macro
    /// plugin) with `options`, in a temporary folder (the working directory) given to `body`
    /// with the result.
    private func compile(_ source: String, options: [String], body: (URL, (status: Int32, output: String)) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Probe.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let result = try run(["swiftc", "-parse-as-library", "-module-name", "Probe", file.path,
                              "-I", products.appendingPathComponent("Modules").path,
                              "-I", sources.appendingPathComponent("CPNG").path,
                              "-I", sources.appendingPathComponent("CFreeType").path,
                              "-I", sources.appendingPathComponent("CRasterIntrinsics").path,
                              "-I", sources.appendingPathComponent("CRasterKernels/include").path,
                              "-Xcc", "-I/usr/include/freetype2",
                              "-load-plugin-executable", products.appendingPathComponent("RasterMacros-tool").path + "#RasterMacros"]
                             + options, in: folder)
        try body(folder, result)
    }

    @Test(.timeLimit(.minutes(1))) func internalPreviewTypesKeepTheirConformancesWhenOptimised() throws {
        let source = """
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
            """
        try compile(source, options: ["-O", "-wmo", "-c", "-o", "Probe.o"]) { folder, compiled in
            try #require(compiled.status == 0, "swiftc failed: \(compiled.output)")
            let object = folder.appendingPathComponent("Probe.o").path
            let symbols = try run(["sh", "-c", "nm '\(object)' | swift demangle"]).output.split(separator: "\n")
            let descriptors = symbols.compactMap { symbol in
                symbol.range(of: "protocol conformance descriptor for ").map { String(symbol[$0.upperBound...]) }
            }
            #expect(descriptors.contains("Probe.ProbeProvider : Raster.PreviewProvider in Probe"))
            #expect(descriptors.contains { $0.hasPrefix("Probe.(ProbeRegistry in ") && $0.hasSuffix(") : Raster.PreviewRegistry in Probe") })
        }
    }

    @Test(.timeLimit(.minutes(1))) func previewableInsideANestedClosureIsAnErrorAtTheAttribute() throws {
        let source = """
            import Raster
            #Preview {
                VStack {
                    @Previewable @State var on = false
                    Text(on ? "On" : "Off")
                }
            }
            """
        try compile(source, options: ["-typecheck"]) { _, compiled in
            #expect(compiled.status != 0)
            #expect(compiled.output.contains("Probe.swift:4:9: error: @Previewable must be on a variable at the top level of the #Preview body, "
                                             + "not inside a nested closure or block (Xcode rejects it too): move the variable to the start "
                                             + "of the body, such as #Preview { @Previewable @State var on = false; VStack { Toggle(\"On\", isOn: $on) } }"))
        }
    }
}
