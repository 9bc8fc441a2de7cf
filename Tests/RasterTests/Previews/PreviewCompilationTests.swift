// PreviewCompilationTests.swift · RasterTests/Previews · previews compiled by swiftc against this build: optimised, and misused
// A release build compiles each module with -O -wmo, which dropped the conformance records of
// internal types nothing references: every #Preview enum and most preview providers. And a
// misuse of @Previewable must be a compile error, which no test target can contain. So these
// tests compile small files against the Raster module and macro plugin of this build.

import Foundation
import Testing

@Suite struct PreviewCompilationTests {
    private let probe = MacroProbe()

    @Test(.timeLimit(.minutes(3))) func internalPreviewTypesKeepTheirConformancesWhenOptimised() throws {
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
        try probe.compile(source, options: ["-O", "-wmo", "-c", "-o", "Probe.o"]) { folder, compiled in
            try #require(compiled.status == 0, "swiftc failed: \(compiled.output)")
            let object = folder.appendingPathComponent("Probe.o").path
            let symbols = try probe.run(["sh", "-c", "nm '\(object)' | swift demangle"]).output.split(separator: "\n")
            let descriptors = symbols.compactMap { symbol in
                symbol.range(of: "protocol conformance descriptor for ").map { String(symbol[$0.upperBound...]) }
            }
            #expect(descriptors.contains("Probe.ProbeProvider : Raster.PreviewProvider in Probe"))
            #expect(descriptors.contains { $0.hasPrefix("Probe.(ProbeRegistry in ") && $0.hasSuffix(") : Raster.PreviewRegistry in Probe") })
        }
    }

    @Test(.timeLimit(.minutes(3))) func previewableInsideANestedClosureIsAnErrorAtTheAttribute() throws {
        let source = """
            import Raster
            #Preview {
                VStack {
                    @Previewable @State var on = false
                    Text(on ? "On" : "Off")
                }
            }
            """
        try probe.compile(source, options: ["-typecheck"]) { _, compiled in
            #expect(compiled.status != 0)
            #expect(compiled.output.contains("Probe.swift:4:9: error: @Previewable must be on a variable at the top level of the #Preview body, "
                                             + "not inside a nested closure or block (Xcode rejects it too): move the variable to the start "
                                             + "of the body, such as #Preview { @Previewable @State var on = false; VStack { Toggle(\"On\", isOn: $on) } }"))
        }
    }
}
