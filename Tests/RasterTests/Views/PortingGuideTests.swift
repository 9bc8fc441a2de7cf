// PortingGuideTests.swift · RasterTests/Views · the examples of docs/porting.md compile and do what it says

import Foundation
import Testing
@testable import Raster

/// Reports the keyboard type its environment holds when its body runs.
private struct KeyboardTypeProbe: View {
    @Environment(\.keyboardType) var keyboardType
    let report: (UIKeyboardType) -> Void

    var body: some View {
        report(keyboardType)
        return Color.clear.frame(width: 10, height: 10)
    }
}

/// docs/porting.md, "Stored settings": a view reading its settings from the store it is given.
private struct Greeting: View {
    @AppStorage("name") var name = "there"

    var body: some View { Text("Hello, \(name)") }
}

@Suite struct PortingGuideTests {
    /// docs/porting.md, "Code inside `#if os(iOS)`": the widened guard compiles against
    /// Raster and its modifiers apply.
    @Test func widenedGuardAppliesItsModifiers() {
        var seen: [UIKeyboardType] = []
        let view = KeyboardTypeProbe { seen.append($0) }
        #if os(iOS) || canImport(Raster)
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
        #endif
        _ = ImageRenderer(content: view).layoutDescription()
        #expect(seen == [.emailAddress])
    }

    @Test func appStorageReadsTheStoreItIsGiven() throws {
        let suite = "PortingGuideTests"
        let store = try #require(UserDefaults(suiteName: suite))
        store.removePersistentDomain(forName: suite)
        defer { store.removePersistentDomain(forName: suite) }
        store.set("Ada", forKey: "name")
        let layout = ImageRenderer(content: Greeting().defaultAppStorage(store)).layoutDescription()
        #expect(layout == "Text(\"Hello, Ada\") (0, 0, 82, 21)")
    }
}
