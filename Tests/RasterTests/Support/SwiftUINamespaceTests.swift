// SwiftUINamespaceTests.swift · RasterTests/Support · module-qualified SwiftUI names (Sources/Raster/SwiftUINamespace.swift, scripts/swiftui-namespace.sh)

import Foundation
import Testing
import Raster

/// An app's own type named like a SwiftUI one, which forces the qualified name.
private enum ColorScheme { case sepia, night }

extension SwiftUI.View {
    /// A modifier declared on the qualified protocol.
    fileprivate func card() -> some SwiftUI.View { padding(8).background(SwiftUI.Color.red) }
}

/// A view written against qualified names throughout.
private struct ThemedCard: SwiftUI.View {
    let theme: ColorScheme
    var body: some SwiftUI.View {
        SwiftUI.Text(theme == .night ? "Night" : "Sepia")
            .card()
            .environment(\.colorScheme, theme == .night ? SwiftUI.ColorScheme.dark : .light)
    }
}

@MainActor @Suite struct SwiftUINamespaceTests {
    /// `SwiftUI.X` is Raster's X: a view written with qualified names renders as the same view
    /// written without them.
    @Test func qualifiedNamesAreRastersTypes() throws {
        #expect(SwiftUI.ColorScheme.self == Raster.ColorScheme.self)
        #expect(SwiftUI.Text.self == Raster.Text.self)
        #expect(SwiftUICore.Font.self == Raster.Font.self)
        let qualified = try ImageRenderer(content: ThemedCard(theme: .night)).render()
        let plain = try ImageRenderer(content: Text("Night").padding(8).background(Color.red)
            .environment(\.colorScheme, .dark)).render()
        #expect(qualified.pixmap.data == plain.pixmap.data)
    }

    /// The namespace lists every public type: the generated file is current.
    @Test func theGeneratedNamespaceIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("scripts/swiftui-namespace.sh").path, "--check"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
    }
}
