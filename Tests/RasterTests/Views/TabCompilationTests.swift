// TabCompilationTests.swift · RasterTests/Views · iOS 18 tab code compiles against Raster with
// only the import changed, and a tab value of another type than the selection's is a compile
// error, as in SwiftUI (Apple, TabContentBuilder: "This builder requires that all tabs in the
// tab view have the same selection type"). Compiled with swiftc (MacroProbe).

import Foundation
import Testing

@Suite struct TabCompilationTests {
    private let probe = MacroProbe()

    /// The forms iOS 18 apps write: values of an enum (a literal `.search` taking the
    /// selection's type), a badge, a search tab from its role, tabs without a selection, a
    /// section of a `ForEach` of tabs, `.sidebarAdaptable`, and an `if`.
    @Test(.timeLimit(.minutes(3))) func iOS18TabCodeCompiles() throws {
        let source = """
            import Raster

            enum Mailbox: Hashable { case inbox, sent, search }
            struct Folder: Identifiable { let id: String; let symbol: String }

            struct MailTabs: View {
                @State private var selection = Mailbox.inbox
                var showsSent = true
                var body: some View {
                    TabView(selection: $selection) {
                        Tab("Inbox", systemImage: "tray", value: Mailbox.inbox) {
                            Text("Inbox")
                        }
                        .badge(3)
                        if showsSent {
                            Tab("Sent", systemImage: "paperplane", value: .sent) { Text("Sent") }
                        }
                        Tab(value: .search, role: .search) {
                            Text("Search")
                        }
                    }
                }
            }

            struct PlainTabs: View {
                var body: some View {
                    TabView {
                        Tab("A", systemImage: "a.circle") { Text("A") }
                        Tab("B", image: "b") { Text("B") }
                        Tab(role: .search) { }
                        Tab { Text("No label") }
                        Tab { Text("Own label") } label: { Label("Own", systemImage: "star") }
                    }
                    .tabViewStyle(.sidebarAdaptable)
                }
            }

            struct FolderTabs: View {
                let folders = [Folder(id: "Work", symbol: "folder"), Folder(id: "Family", symbol: "folder")]
                @State private var selection = "Home"
                @State private var customization = TabViewCustomization()
                var body: some View {
                    TabView(selection: $selection) {
                        Tab("Home", systemImage: "house", value: "Home") { Text("Home") }
                            .customizationID("home")
                            .customizationBehavior(.disabled, for: .sidebar, .tabBar)
                        TabSection("Folders") {
                            ForEach(folders) { folder in
                                Tab(folder.id, systemImage: folder.symbol, value: folder.id) { Text(folder.id) }
                            }
                        }
                        .customizationID("folders")
                        .customizationBehavior(.reorderable)
                        .sectionActions { Button("New folder", systemImage: "plus") {} }
                        TabSection {
                            Tab("Archive", systemImage: "archivebox", value: "Archive") { Text("Archive") }
                        } header: {
                            Label("More", systemImage: "ellipsis")
                        }
                    }
                    .tabViewStyle(.sidebarAdaptable)
                    .tabViewCustomization($customization)
                }
            }
            """
        try probe.compile(source, options: ["-typecheck"]) { _, compiled in
            #expect(compiled.status == 0, "\(compiled.output)")
            #expect(!compiled.output.contains("error:"), "\(compiled.output)")
        }
    }

    /// A tab whose value is an `Int` in a tab view selecting a `String` does not compile.
    @Test(.timeLimit(.minutes(3))) func aValueOfAnotherTypeIsACompileError() throws {
        let source = """
            import Raster

            struct WrongValue: View {
                @State private var selection = "Inbox"
                var body: some View {
                    TabView(selection: $selection) {
                        Tab("Inbox", systemImage: "tray", value: 1) { Text("Inbox") }
                    }
                }
            }
            """
        try probe.compile(source, options: ["-typecheck"]) { _, compiled in
            #expect(compiled.status != 0)
            #expect(compiled.output.contains("Probe.swift:7:54: error: cannot convert value of type 'Int' to expected argument type 'String'"),
                    "\(compiled.output)")
        }
    }
}
