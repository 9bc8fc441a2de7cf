// PortingGuideSnapshotTests.swift · RasterExamplesTests · docs/porting.md's "Stored settings" example, compiled and run

import Foundation
import Testing
import Raster
import RasterSnapshotTesting

/// A settings screen reading its values from `@AppStorage`.
private struct SettingsView: View {
    @AppStorage("username") private var username = "Guest"
    @AppStorage("notifications") private var notifications = true

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Signed in as \(username)")
            Text(notifications ? "Notifications on" : "Notifications off").foregroundStyle(.secondary)
        }
        .padding()
    }
}

@Suite struct PortingGuideSnapshotTests {
    /// Each test's own store: a fresh one shows the defaults whatever earlier runs stored.
    @Test func settingsWithTheirOwnStore() {
        let store = UserDefaults(suiteName: "SettingsTests")!
        store.removePersistentDomain(forName: "SettingsTests")
        assertSnapshot(of: SettingsView().defaultAppStorage(store), as: .image)
    }
}
