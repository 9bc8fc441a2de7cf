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

/// A name field whose context menu holds the rename button, with the action set around the
/// menu, as Apple's documentation shows it; and one without an action.
private struct RenameInContextMenu: View {
    @State private var name = "Groceries"
    @FocusState private var isFocused: Bool
    let log: GestureLog
    let hasAction: Bool

    var body: some View {
        let field = TextField("Name", text: $name)
            .focused($isFocused)
            .onChange(of: isFocused) { _, focused in log.entries.append("focused \(focused)") }
            .contextMenu {
                RenameButton()
                Button("Duplicate") { log.entries.append("duplicate") }
            }
        if hasAction {
            field.renameAction($isFocused)
        } else {
            field
        }
    }
}

@Suite struct RenameButtonTests {
    /// In a context menu, the Rename row runs the action set around the menu (focusing the
    /// field) and closes the menu; without an action the row is disabled: a tap leaves the
    /// menu open and runs nothing. Before, the row did nothing and warned in both cases.
    @Test func inAContextMenuTheRowRenames() throws {
        for hasAction in [true, false] {
            let log = GestureLog()
            let (host, warnings) = RasterDiagnostics.capturingWarnings { () -> ViewHost<RenameInContextMenu> in
                let host = ViewHost(RenameInContextMenu(log: log, hasAction: hasAction), size: CGSize(width: 300, height: 300))
                _ = host.render()
                return host
            }
            #expect(warnings.isEmpty, "\(warnings)")
            let field = try host.frame(of: "Name")
            host.longPress(at: CGPoint(x: field.midX, y: field.midY), duration: 0.6)
            #expect((try? host.frame(of: "Rename")) != nil)
            _ = try? host.tap("Rename")
            #expect(log.entries == (hasAction ? ["focused true"] : []))
            #expect(((try? host.frame(of: "Duplicate")) == nil) == hasAction)
            #expect(host.accessibilityDescription().contains("\"Rename\" dimmed") == !hasAction, "\(host.accessibilityDescription())")
        }
    }

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
