import Raster

// NotesSplit.swift · RasterExamples · a master–detail notes app: a sidebar of folders (a List with a selection) and the selected folder's page with a toolbar, in a NavigationSplitView
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

/// A folder of notes in the sidebar.
public struct NoteFolder: Identifiable, Hashable {
    public let id: String
    let symbol: String
    let notes: [String]
}

/// A two-column notes app: the folders in the sidebar, the selected folder's notes in the
/// detail, with a compose button in its bar and a count in its bottom toolbar.
public struct NotesSplitView: View {
    let folders = [
        NoteFolder(id: "All iCloud", symbol: "folder", notes: ["Groceries", "Trip to Lisbon", "Book list", "Ideas"]),
        NoteFolder(id: "Notes", symbol: "folder", notes: ["Groceries", "Ideas"]),
        NoteFolder(id: "Recipes", symbol: "folder", notes: ["Pasta al limone", "Shakshuka", "Banana bread"]),
        NoteFolder(id: "Recently Deleted", symbol: "trash", notes: []),
    ]
    @State private var selection: String?

    /// The notes app with `selection` (a folder name) selected, or none.
    public init(selection: String? = nil) {
        _selection = State(initialValue: selection)
    }

    public var body: some View {
        NavigationSplitView {
            List(folders, selection: $selection) { folder in
                Label(folder.id, systemImage: folder.symbol)
                    .badge(folder.notes.count)
            }
            .navigationTitle("Folders")
        } detail: {
            if let folder = folders.first(where: { $0.id == selection }) {
                NoteFolderPage(folder: folder)
            } else {
                ContentUnavailableView("No Folder Selected", systemImage: "folder")
            }
        }
    }
}

/// One folder's notes, with the bar's compose button and the bottom toolbar's count.
struct NoteFolderPage: View {
    let folder: NoteFolder

    var body: some View {
        List(folder.notes, id: \.self) { note in
            VStack(alignment: .leading, spacing: 2) {
                Text(note).font(.headline)
                Text("Yesterday").font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .navigationTitle(folder.id)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button {} label: { Image(systemName: "square.and.pencil") }
            }
            ToolbarItem(placement: .status) {
                Text("\(folder.notes.count) Notes").font(.caption)
            }
        }
    }
}
