import Foundation
import Testing
@testable import Raster

/// What the menus and primary actions of `SelectionContextMenuTests` ran, in order.
@MainActor private final class SelectionLog {
    var log: [String] = []
}

private struct Mailbox: Identifiable {
    let id: Int
    let name: String
}

/// A list of mailboxes with an item-based context menu, and a primary action when asked.
private struct Mailboxes: View {
    let log: SelectionLog
    var withPrimaryAction = false
    let boxes = [Mailbox(id: 1, name: "Inbox"), Mailbox(id: 2, name: "Drafts"), Mailbox(id: 3, name: "Sent")]

    var body: some View {
        let log = self.log
        let list = List(boxes) { box in
            HStack {
                Text(box.name)
                ForEach(["a"], id: \.self) { Text($0) }
            }
        }
        return Group {
            if withPrimaryAction {
                list.contextMenu(forSelectionType: Mailbox.ID.self) { ids in
                    Button("Rename \(ids.sorted())") { log.log.append("rename \(ids.sorted())") }
                } primaryAction: { ids in
                    log.log.append("open \(ids.sorted())")
                }
            } else {
                list.contextMenu(forSelectionType: Mailbox.ID.self) { ids in
                    Button("Rename \(ids.sorted())") { log.log.append("rename \(ids.sorted())") }
                    Button("Delete", role: .destructive) { log.log.append("delete \(ids.sorted())") }
                }
            }
        }
    }
}

@MainActor @Suite struct SelectionContextMenuTests {
    /// A long press on a row opens the menu built for the set of that row's ID, under the row
    /// as `contextMenu(menuItems:)` places it (8 points); a tap on an item runs it with that
    /// set and closes the menu. The ForEach inside a row makes no menus of its own.
    @Test func aLongPressOnARowOpensItsMenu() throws {
        let log = SelectionLog()
        let host = ViewHost(Mailboxes(log: log), device: .iPhone15)
        let row = try host.frame(of: "Drafts")
        host.longPress(at: CGPoint(x: row.midX, y: row.midY), duration: 0.6)
        let rename = try host.frame(of: "Rename [2]")
        #expect(rename.minY == (row.maxY + 8).rounded())
        #expect((try? host.frame(of: "Inbox")) == nil)
        try host.tap("Rename [2]")
        #expect(log.log == ["rename [2]"])
        #expect((try? host.frame(of: "Rename [2]")) == nil)
        let sent = try host.frame(of: "Sent")
        host.longPress(at: CGPoint(x: sent.midX, y: sent.midY), duration: 0.6)
        try host.tap("Delete")
        #expect(log.log == ["rename [2]", "delete [3]"])
    }

    /// A tap on a row runs the primary action with the row's ID, and so does a press shorter
    /// than the menu's 0.5 s, which opens no menu; a longer one opens the menu and runs nothing.
    @Test func aTapRunsThePrimaryAction() throws {
        let log = SelectionLog()
        let host = ViewHost(Mailboxes(log: log, withPrimaryAction: true), device: .iPhone15)
        try host.tap("Inbox")
        #expect(log.log == ["open [1]"])
        let row = try host.frame(of: "Sent")
        host.longPress(at: CGPoint(x: row.midX, y: row.midY), duration: 0.3)
        #expect((try? host.frame(of: "Rename [3]")) == nil)
        #expect(log.log == ["open [1]", "open [3]"])
        host.longPress(at: CGPoint(x: row.midX, y: row.midY), duration: 0.6)
        #expect((try? host.frame(of: "Rename [3]")) != nil)
        #expect(log.log == ["open [1]", "open [3]"])
    }

    /// A selection type other than the rows' IDs gives the rows no menu, with a warning that
    /// names both types and the fix.
    @Test func aMismatchedTypeWarnsAndOpensNothing() throws {
        let list = List([Mailbox(id: 1, name: "Inbox")]) { Text($0.name) }
            .contextMenu(forSelectionType: String.self) { ids in Button("Rename \(ids.count)") {} }
        let (opened, warnings) = RasterDiagnostics.capturingWarnings { () -> Bool in
            let host = ViewHost(list, device: .iPhone15)
            guard let row = try? host.frame(of: "Inbox") else { return true }
            host.longPress(at: CGPoint(x: row.midX, y: row.midY), duration: 0.6)
            return (try? host.frame(of: "Rename 1")) != nil
        }
        #expect(!opened)
        #expect(warnings.contains {
            $0.contains("contextMenu(forSelectionType: String.self)") && $0.contains("identified by Int")
                && $0.contains("forSelectionType: Int.self")
        })
    }

    /// A row's empty menu opens nothing, with one warning naming the selection type and the
    /// pressed row's ID, so the list can be found in a big screen.
    @Test func anEmptyRowMenuWarnsNamingTheRow() throws {
        let list = List([Mailbox(id: 1, name: "Inbox"), Mailbox(id: 2, name: "Drafts")]) { Text($0.name) }
            .contextMenu(forSelectionType: Int.self) { _ in EmptyView() }
        let host = ViewHost(list, device: .iPhone15)
        let row = try host.frame(of: "Drafts")
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            host.longPress(at: CGPoint(x: row.midX, y: row.midY), duration: 0.6)
        }
        #expect(warnings == ["contextMenu(forSelectionType: Int.self) on the row of ID 2: the menu has no items, so it opens "
                             + "nothing (iOS shows no empty menu); give it Buttons, Toggles, Pickers or Menus"])
    }

    /// Outside a list the modifier changes nothing: a ForEach in a stack makes no menus.
    @Test func outsideAListNothingChanges() throws {
        let log = SelectionLog()
        let stack = VStack { ForEach([1, 2], id: \.self) { Text("Row \($0)") } }
            .contextMenu(forSelectionType: Int.self) { ids in Button("Rename \(ids.sorted())") { log.log.append("x") } }
        let host = ViewHost(stack, device: .iPhone15)
        let row = try host.frame(of: "Row 1")
        host.longPress(at: CGPoint(x: row.midX, y: row.midY), duration: 0.6)
        #expect((try? host.frame(of: "Rename [1]")) == nil)
        #expect(log.log.isEmpty)
    }
}
