// OutlineScenes.swift · rendershot/Gallery · a sidebar list with collapsible sections over an outline list, light and dark (not from a seed)
//
// The top half is a `.sidebar` list (iOS 17 on iPhone: section titles with a trailing accent
// chevron; the scene taps "Favourites" to collapse it); the bottom half a `List(_:children:)`
// of folders whose "Projects" row the scene expands with a tap on its chevron.

import Raster
import RendershotKit

enum OutlineShowcase {
    struct Folder: Identifiable {
        let id: String
        var children: [Folder]?
    }

    static let folders = [
        Folder(id: "Documents", children: [Folder(id: "Invoices", children: []), Folder(id: "Letters")]),
        Folder(id: "Projects", children: [
            Folder(id: "Raster", children: [Folder(id: "README.md")]),
            Folder(id: "Notes.txt"),
        ]),
        Folder(id: "Photo.heic"),
    ]

    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                List {
                    Section("Locations") {
                        Label("iCloud Drive", systemImage: "icloud")
                        Label("On My iPhone", systemImage: "iphone")
                    }
                    Section("Favourites") {
                        Label("Downloads", systemImage: "arrow.down.circle")
                    }
                }
                .listStyle(.sidebar)
                .frame(height: 250)
                List(OutlineShowcase.folders, children: \.children) { folder in
                    Label(folder.id, systemImage: folder.children == nil ? "doc" : "folder")
                }
            }
        }
    }

    /// Taps: the "Favourites" header's chevron (x 337...358, y 166...187 in the 390-pt
    /// window) and the "Projects" row's chevron in the outline list below (its second row,
    /// 250 + 35 + 44 + 12 = 341...362).
    static let taps = [ScriptedTap(CGPoint(x: 347, y: 176)), ScriptedTap(CGPoint(x: 347, y: 351))]

    static let scene = RendershotScene("list-sidebar-outline", summary: "a sidebar list with a collapsed section over an outline list with an expanded row",
                                       size: CGSize(width: 390, height: 560), taps: taps) {
        ContentView()
    }

    static let darkScene = RendershotScene("list-sidebar-outline-dark", summary: "the sidebar and outline lists in dark mode",
                                           size: CGSize(width: 390, height: 560), colorScheme: .dark, taps: taps) {
        ContentView()
    }
}
