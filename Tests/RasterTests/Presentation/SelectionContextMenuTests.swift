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

/// Mailboxes in a list with a multiple selection, a menu naming the set it gets, and a menu
/// for the empty area when `emptyAreaItems`.
private struct SelectedMailboxes: View {
    let log: SelectionLog
    @State var selection: Set<Int> = [1, 3]
    var emptyAreaItems = true

    var body: some View {
        let log = self.log, emptyAreaItems = self.emptyAreaItems
        List([Mailbox(id: 1, name: "Inbox"), Mailbox(id: 2, name: "Drafts"), Mailbox(id: 3, name: "Sent")],
             selection: $selection) { Text($0.name) }
            .contextMenu(forSelectionType: Int.self) { ids in
                if ids.isEmpty {
                    if emptyAreaItems { Button("New Mailbox") { log.log.append("new") } }
                } else {
                    Button("Move \(ids.sorted())") { log.log.append("move \(ids.sorted())") }
                }
            }
    }
}

/// Rows identified by tags, outside and inside a `ForEach` (whose IDs are of another type).
private struct TaggedMailboxes: View {
    let log: SelectionLog

    var body: some View {
        let log = self.log
        List {
            Text("Inbox").tag("inbox")
            Text("Drafts").tag("drafts")
            ForEach([Mailbox(id: 3, name: "Sent")]) { box in
                Text(box.name).tag(box.name.lowercased())
            }
        }
        .contextMenu(forSelectionType: String.self) { ids in
            Button("Archive \(ids.sorted())") { log.log.append("archive \(ids.sorted())") }
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

    /// A list with a multiple selection of Inbox and Sent: a press on a selected row gives the
    /// menu the whole selection, a press on another row that row alone (and no empty-area menu).
    @Test func aPressOnASelectedRowActsOnTheWholeSelection() throws {
        let log = SelectionLog()
        let host = ViewHost(SelectedMailboxes(log: log), device: .iPhone15)
        let inbox = try host.frame(of: "Inbox")
        host.longPress(at: CGPoint(x: inbox.midX, y: inbox.midY), duration: 0.6)
        try host.tap("Move [1, 3]")
        let drafts = try host.frame(of: "Drafts")
        host.longPress(at: CGPoint(x: drafts.midX, y: drafts.midY), duration: 0.6)
        #expect((try? host.frame(of: "New Mailbox")) == nil)
        try host.tap("Move [2]")
        #expect(log.log == ["move [1, 3]", "move [2]"])
    }

    /// Rows identified by tags of the selection type, outside a ForEach and on a ForEach row
    /// whose IDs are of another type: each opens the menu for its tag, with no warning.
    @Test func taggedRowsAreIdentifiedByTheirTags() throws {
        let log = SelectionLog()
        let (_, warnings) = try RasterDiagnostics.capturingWarnings {
            let host = ViewHost(TaggedMailboxes(log: log), device: .iPhone15)
            for name in ["Drafts", "Sent"] {
                let row = try host.frame(of: name)
                host.longPress(at: CGPoint(x: row.midX, y: row.midY), duration: 0.6)
                try host.tap("Archive [\"\(name.lowercased())\"]")
            }
        }
        #expect(log.log == ["archive [\"drafts\"]", "archive [\"sent\"]"])
        #expect(warnings == [])
    }

    /// A press on the list's empty area, below its rows, opens the menu built for the empty
    /// set at the touch (the 250-point platter centred on it, 8 points under it); when that
    /// menu is empty, nothing opens and nothing warns.
    @Test func aPressOnTheEmptyAreaOpensTheMenuForTheEmptySet() throws {
        let log = SelectionLog()
        let host = ViewHost(SelectedMailboxes(log: log), device: .iPhone15)
        host.longPress(at: CGPoint(x: 200, y: 500), duration: 0.6)
        let item = try host.frame(of: "New Mailbox")
        #expect(item == CGRect(x: 75, y: 508, width: 250, height: 44))
        try host.tap("New Mailbox")
        #expect(log.log == ["new"])
        let quiet = ViewHost(SelectedMailboxes(log: log, emptyAreaItems: false), device: .iPhone15)
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            quiet.longPress(at: CGPoint(x: 200, y: 500), duration: 0.6)
        }
        #expect(warnings == [])
        #expect(log.log == ["new"])
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
