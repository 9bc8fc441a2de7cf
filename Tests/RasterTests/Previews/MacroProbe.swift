// MacroProbe.swift · RasterTests/Previews · compiles small files with swiftc against this build's Raster and its macro plugin
// A misused macro must be a compile error, which no test target can contain; and an optimised
// build must keep what the macros generate. These probes compile a file the way a user's
// module would, with the Raster module and RasterMacros plugin of the running test build.

import Foundation

struct MacroProbe {
    /// The folder of the test bundle's build products (`.build/<triple>/debug`).
    var products: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }

    var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    }

    func run(_ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, output: String) {
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
    func compile(_ source: String, options: [String], body: (URL, (status: Int32, output: String)) throws -> Void) throws {
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
                              "-I", sources.appendingPathComponent("CRasterJPEG/include").path,
                              "-Xcc", "-I/usr/include/freetype2",
                              "-load-plugin-executable", products.appendingPathComponent("RasterMacros-tool").path + "#RasterMacros"]
                             + options, in: folder)
        try body(folder, result)
    }
}
