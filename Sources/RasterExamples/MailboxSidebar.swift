import Raster

// MailboxSidebar.swift · RasterExamples · a mail app's folders: a list with a selection whose rows (and whole selection) have a context menu — Mark as Read, Move, Delete — and open their folder on a tap
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

public struct MailFolder: Identifiable {
    public let id: String
    let symbol: String
    var unread: Int
}

public struct MailboxSidebar: View {
    @State var folders = [
        MailFolder(id: "Inbox", symbol: "tray", unread: 12),
        MailFolder(id: "Drafts", symbol: "doc", unread: 1),
        MailFolder(id: "Sent", symbol: "paperplane", unread: 0),
        MailFolder(id: "Archive", symbol: "archivebox", unread: 4),
        MailFolder(id: "Junk", symbol: "xmark.bin", unread: 27),
        MailFolder(id: "Trash", symbol: "trash", unread: 0),
    ]
    @State var selection: Set<MailFolder.ID>
    @State var path: [MailFolder.ID] = []

    /// The folders, with `selection` selected.
    public init(selection: Set<MailFolder.ID> = []) {
        _selection = State(initialValue: selection)
    }

    public var body: some View {
        NavigationStack(path: $path) {
            List(folders, selection: $selection) { folder in
                Label(folder.id, systemImage: folder.symbol)
                    .badge(folder.unread)
            }
            .contextMenu(forSelectionType: MailFolder.ID.self) { ids in
                if !ids.isEmpty {
                    Button {
                        markAsRead(ids)
                    } label: {
                        Label("Mark as Read", systemImage: "envelope.open")
                    }
                    Menu {
                        Button("To the Top") { move(ids, toTop: true) }
                        Button("To the Bottom") { move(ids, toTop: false) }
                    } label: {
                        Label("Move", systemImage: "folder")
                    }
                    Button(role: .destructive) {
                        delete(ids)
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                }
            } primaryAction: { ids in
                if let folder = ids.first { path.append(folder) }
            }
            .navigationTitle("Mailboxes")
            .navigationDestination(for: MailFolder.ID.self) { id in
                List {
                    Text(unreadSummary(of: id))
                }
                .navigationTitle(id)
            }
        }
    }

    private func unreadSummary(of id: MailFolder.ID) -> String {
        guard let folder = folders.first(where: { $0.id == id }) else { return "This folder was deleted" }
        return folder.unread == 0 ? "No unread messages" : "\(folder.unread) unread messages"
    }

    private func markAsRead(_ ids: Set<MailFolder.ID>) {
        for index in folders.indices where ids.contains(folders[index].id) {
            folders[index].unread = 0
        }
    }

    private func move(_ ids: Set<MailFolder.ID>, toTop: Bool) {
        let moved = folders.filter { ids.contains($0.id) }
        let others = folders.filter { !ids.contains($0.id) }
        folders = toTop ? moved + others : others + moved
    }

    private func delete(_ ids: Set<MailFolder.ID>) {
        folders.removeAll { ids.contains($0.id) }
        selection.subtract(ids)
    }
}

#Preview("Mailbox sidebar") {
    MailboxSidebar()
}
