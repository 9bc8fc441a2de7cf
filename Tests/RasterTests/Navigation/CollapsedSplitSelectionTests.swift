// CollapsedSplitSelectionTests.swift · RasterTests/Navigation · a `NavigationSplitView` collapsed
// in a compact width (iPhone) whose sidebar is a `List(selection:)` (issue 16, item 2): a
// selection pushes the next column, popping back clears it, as iOS 17 does
// (Views/Navigation/NavigationSplitView.swift, Views/Containers/List.swift).

import Foundation
import Testing
@testable import Raster

@Suite struct CollapsedSplitSelectionTests {
    /// Mirrors the selections into `log` for the tests.
    private final class Log {
        var folder: String?
        var note: String?
    }

    private struct Folders: View {
        let log: Log
        @State private var selected: String?

        var body: some View {
            let _ = (log.folder = selected)
            NavigationSplitView {
                List(["Inbox", "Archive"], id: \.self, selection: $selected) { Label($0, systemImage: "folder") }
                    .navigationTitle("Folders")
            } detail: {
                Text("Showing \(selected ?? "nothing")")
            }
        }
    }

    private struct Notes: View {
        let log: Log
        @State private var folder: String?
        @State private var note: String?

        var body: some View {
            let _ = (log.folder = folder, log.note = note)
            NavigationSplitView {
                List(["Inbox", "Archive"], id: \.self, selection: $folder) { Text($0) }
                    .navigationTitle("Folders")
            } content: {
                List(["Note 1", "Note 2"], id: \.self, selection: $note) { Text($0) }
                    .navigationTitle(folder ?? "None")
            } detail: {
                Text("Reading \(note ?? "nothing")")
            }
        }
    }

    @Test func issue16_aSidebarSelectionPushesTheDetailAndPoppingClearsIt() throws {
        let log = Log()
        let host = ViewHost(Folders(log: log), device: .iPhone15Pro)
        #expect(throws: ViewHostError.self) { try host.frame(of: "Showing Archive") }
        try host.tap("Archive")
        #expect(log.folder == "Archive")
        // The detail is pushed: on screen, the sidebar pushed out of sight.
        #expect(try host.frame(of: "Showing Archive") .minX >= 0)
        #expect(throws: ViewHostError.self) { try host.frame(of: "Inbox") }
        // The back button (titled by the sidebar) pops it and clears the selection.
        try host.tap("Folders")
        #expect(log.folder == nil)
        #expect(try host.frame(of: "Inbox").minX >= 0)
        #expect(throws: ViewHostError.self) { try host.frame(of: "Showing nothing") }
    }

    @Test func issue16_threeColumnsPushTheContentThenTheDetail() throws {
        let log = Log()
        let host = ViewHost(Notes(log: log), device: .iPhone15Pro)
        try host.tap("Inbox")
        #expect(log.folder == "Inbox")
        try host.tap("Note 2")
        #expect(log.note == "Note 2")
        #expect(try host.frame(of: "Reading Note 2").minX >= 0)
        // Back to the notes: the note is deselected, the folder still selected.
        try host.tap("Inbox")
        #expect(log.note == nil && log.folder == "Inbox")
        #expect(try host.frame(of: "Note 1").minX >= 0)
        try host.tap("Folders")
        #expect(log.folder == nil)
    }
}
