// PortingGuideTests.swift · RasterTests/Views · the examples of docs/porting.md compile and do what it says

import Foundation
import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import Raster
#endif
@testable import Raster

/// docs/porting.md, "Code inside `#if os(iOS)`": on Linux the guarded modifiers are left out.
private struct EmailField: View {
    @State private var email = ""

    var body: some View {
        TextField("Email", text: $email)
        #if os(iOS)
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
        #endif
    }
}

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

    /// The `#if os(iOS)` block is not compiled on Linux: the field keeps the default keyboard.
    @Test func anIOSGuardLeavesItsModifiersOut() {
        var seen: [UIKeyboardType] = []
        _ = ImageRenderer(content: KeyboardTypeProbe { seen.append($0) }.overlay(EmailField())).layoutDescription()
        #expect(seen == [.default])
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
