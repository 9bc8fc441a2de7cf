// RenameButtonTests.swift · RasterTests/Controls · RenameButton and renameAction(_:) (Views/Controls/RenameButton.swift)

import Foundation
import Testing
@testable import Raster

/// A name field whose context menu renames it by focusing the field.
private struct RenamableRow: View {
    @State private var name = "Groceries"
    @FocusState private var isFocused: Bool
    let log: GestureLog

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($isFocused)
                .onChange(of: isFocused) { _, focused in log.entries.append("focused \(focused)") }
            RenameButton()
        }
        .renameAction($isFocused)
    }
}

@Suite struct RenameButtonTests {
    /// The button runs the environment's action: the closure form, and the focus form, which
    /// focuses the bound field.
    @Test func theButtonRunsTheRenameAction() throws {
        let log = GestureLog()
        let host = ViewHost(RenameButton().renameAction { log.entries.append("rename") }, size: CGSize(width: 200, height: 60))
        #expect(try host.tap("Rename"))
        #expect(log.entries == ["rename"])

        let focusLog = GestureLog()
        let row = ViewHost(RenamableRow(log: focusLog), size: CGSize(width: 300, height: 120))
        try row.tap("Rename")
        #expect(focusLog.entries == ["focused true"])
    }

    /// Without a rename action the button is drawn dimmed and a tap does nothing.
    @Test func withoutAnActionTheButtonIsDisabled() throws {
        let size = CGSize(width: 200, height: 60)
        let host = ViewHost(RenameButton(), size: size)
        let disabled = ViewHost(Button {} label: { Label("Rename", systemImage: "pencil") }.disabled(true), size: size)
        #expect(try host.tap("Rename") == disabled.tap("Rename"))
        let same = host.render().pixmap.data == disabled.render().pixmap.data
        #expect(same)
    }
}
