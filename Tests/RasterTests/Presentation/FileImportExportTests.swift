// FileImportExportTests.swift · RasterTests/Presentation · fileImporter and fileExporter answered
// through ViewHost (Modifiers/FileImportExportModifiers.swift, Rendering/ViewHost+FileRequests.swift).

import Foundation
import Testing
@testable import Raster

/// What the importer's and exporter's completions received, in order.
@Observable private final class Outcomes {
    var imported: [[URL]] = []
    var errors: [String] = []
    var exported: [URL] = []
}

private struct ImportFailure: Error, CustomStringConvertible {
    var description: String { "import failed" }
}

private struct Importer: View {
    @State private var importing = false
    let multiple: Bool
    let outcomes: Outcomes

    var body: some View {
        Button(importing ? "Importing" : "Import") { importing = true }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText, .json], allowsMultipleSelection: multiple) {
                switch $0 {
                case .success(let urls): outcomes.imported.append(urls)
                case .failure(let error): outcomes.errors.append("\(error)")
                }
            }
    }
}

private struct SingleImporter: View {
    @State private var importing = true
    let outcomes: Outcomes

    var body: some View {
        Text(importing ? "Open" : "Closed")
            .fileImporter(isPresented: $importing, allowedContentTypes: [.image]) { result in
                if case .success(let url) = result { outcomes.imported.append([url]) }
            }
    }
}

private struct TextDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String) { self.text = text }

    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private final class NotesDocument: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    var notes: [String]

    init(notes: [String]) { self.notes = notes }

    init(configuration: ReadConfiguration) throws {
        notes = try JSONDecoder().decode([String].self, from: configuration.file.regularFileContents ?? Data())
    }

    func snapshot(contentType: UTType) throws -> [String] { notes }

    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
    }
}

private struct Exporter<D>: View {
    @State private var exporting = true
    let document: D?
    let outcomes: Outcomes
    let makeExporter: (Binding<Bool>, D?, Outcomes) -> AnyView

    var body: some View {
        Text(exporting ? "Exporting" : "Done")
            .overlay { makeExporter($exporting, document, outcomes) }
    }
}

/// `name` in a fresh temporary folder (created), which the test removes.
private func temporaryFile(_ name: String) -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-file-requests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name)
}

@Suite struct FileImportExportTests {
    @Test func anImportWaitsForTheHostsAnswer() throws {
        let outcomes = Outcomes()
        let host = ViewHost(Importer(multiple: true, outcomes: outcomes), size: CGSize(width: 200, height: 60))
        #expect(host.pendingFileImport == nil)
        host.tap(at: CGPoint(x: 100, y: 30))
        let request = try #require(host.pendingFileImport)
        #expect(request.allowedContentTypes == [.plainText, .json])
        #expect(request.allowsMultipleSelection)
        #expect(host.layoutDescription().contains(#"Text("Importing")"#))

        let urls = [URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.json")]
        #expect(host.completeFileImport(with: urls))
        #expect(outcomes.imported == [urls])
        #expect(host.pendingFileImport == nil)
        #expect(host.layoutDescription().contains(#"Text("Import")"#))
    }

    @Test func failureAndCancel() throws {
        let outcomes = Outcomes()
        let host = ViewHost(Importer(multiple: false, outcomes: outcomes), size: CGSize(width: 200, height: 60))
        host.tap(at: CGPoint(x: 100, y: 30))
        #expect(host.failFileImport(with: ImportFailure()))
        #expect(outcomes.errors == ["import failed"])
        host.tap(at: CGPoint(x: 100, y: 30))
        #expect(host.cancelFileImport())
        #expect(outcomes.imported.isEmpty && outcomes.errors.count == 1)
        #expect(host.pendingFileImport == nil)
    }

    @Test func answeringWithNoDialogOpenWarns() {
        let host = ViewHost(Importer(multiple: false, outcomes: Outcomes()), size: CGSize(width: 200, height: 60))
        let warnings = capturingWarnings {
            #expect(!host.completeFileImport(with: [URL(fileURLWithPath: "/tmp/a.txt")]))
            #expect(!host.completeFileExport(to: URL(fileURLWithPath: "/tmp/a.txt")))
        }
        #expect(warnings.contains { $0.contains("no fileImporter dialog is open") })
        #expect(warnings.contains { $0.contains("no fileExporter dialog is open") })
    }

    @Test func aSingleFileImporterGetsOneURL() throws {
        let outcomes = Outcomes()
        let host = ViewHost(SingleImporter(outcomes: outcomes), size: CGSize(width: 200, height: 60))
        #expect(host.pendingFileImport?.allowsMultipleSelection == false)
        let warnings = capturingWarnings {
            #expect(host.completeFileImport(with: [URL(fileURLWithPath: "/tmp/a.png"), URL(fileURLWithPath: "/tmp/b.txt")]))
        }
        #expect(outcomes.imported == [[URL(fileURLWithPath: "/tmp/a.png")]])
        #expect(warnings.contains { $0.contains("single-file fileImporter") })
        #expect(host.layoutDescription().contains(#"Text("Closed")"#))
    }

    @Test func aFileOfATypeNotAllowedWarns() {
        let outcomes = Outcomes()
        let host = ViewHost(SingleImporter(outcomes: outcomes), size: CGSize(width: 200, height: 60))
        let warnings = capturingWarnings {
            host.completeFileImport(with: [URL(fileURLWithPath: "/tmp/notes.txt")])
        }
        #expect(warnings.contains { $0.contains("notes.txt is public.plain-text, which conforms to none") })
        #expect(outcomes.imported.count == 1)
    }

    @Test func exportingAValueDocumentWritesItThere() throws {
        let outcomes = Outcomes()
        let host = ViewHost(Exporter(document: TextDocument(text: "Hello"), outcomes: outcomes) { presented, document, outcomes in
            AnyView(Color.clear.fileExporter(isPresented: presented, document: document, contentType: .plainText,
                                             defaultFilename: "Greeting") { result in
                if case .success(let url) = result { outcomes.exported.append(url) }
            })
        }, size: CGSize(width: 200, height: 60))
        let request = try #require(host.pendingFileExport)
        #expect(request.contentType == .plainText)
        #expect(request.defaultFilename == "Greeting")
        let url = temporaryFile("Greeting.txt")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(host.completeFileExport(to: url))
        #expect(try String(contentsOf: url, encoding: .utf8) == "Hello")
        #expect(outcomes.exported == [url])
        #expect(host.pendingFileExport == nil)
        #expect(host.layoutDescription().contains(#"Text("Done")"#))
        // What was written reads back as the same document.
        let read = try TextDocument(configuration: .init(contentType: .plainText, file: try FileWrapper(url: url)))
        #expect(read.text == "Hello")
    }

    @Test func exportingAReferenceDocumentWritesItsSnapshot() throws {
        let outcomes = Outcomes()
        let document = NotesDocument(notes: ["milk", "eggs"])
        let host = ViewHost(Exporter(document: document, outcomes: outcomes) { presented, document, outcomes in
            AnyView(Color.clear.fileExporter(isPresented: presented, document: document, contentType: .json) { result in
                if case .success(let url) = result { outcomes.exported.append(url) }
            })
        }, size: CGSize(width: 200, height: 60))
        #expect(host.pendingFileExport?.defaultFilename == nil)
        let url = temporaryFile("notes.json")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        host.completeFileExport(to: url)
        #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: url)) == ["milk", "eggs"])
        #expect(outcomes.exported == [url])
    }

    @Test func aWriteThatFailsIsReportedToTheCompletion() throws {
        let outcomes = Outcomes()
        let host = ViewHost(Exporter(document: TextDocument(text: "x"), outcomes: outcomes) { presented, document, outcomes in
            AnyView(Color.clear.fileExporter(isPresented: presented, document: document, contentType: .plainText) { result in
                if case .failure = result { outcomes.errors.append("failed") }
            })
        }, size: CGSize(width: 200, height: 60))
        host.completeFileExport(to: URL(fileURLWithPath: "/nonexistent-raster-folder/x.txt"))
        #expect(outcomes.errors == ["failed"])
        #expect(host.pendingFileExport == nil)
    }

    @Test func aNilDocumentOpensNoDialog() {
        let warnings = capturingWarnings {
            let host = ViewHost(Exporter<TextDocument>(document: nil, outcomes: Outcomes()) { presented, document, _ in
                AnyView(Color.clear.fileExporter(isPresented: presented, document: document, contentType: .plainText) { _ in })
            }, size: CGSize(width: 200, height: 60))
            #expect(host.pendingFileExport == nil)
        }
        #expect(warnings.contains { $0.contains("presented with a nil TextDocument") })
    }

    /// Several documents are written into the folder the user picks, in collection order.
    @Test func exportingSeveralDocumentsWritesThemInTheChosenFolder() throws {
        let outcomes = Outcomes()
        let documents = [TextDocument(text: "one"), TextDocument(text: "two")]
        var results: [[URL]] = []
        let host = ViewHost(Exporter(document: documents, outcomes: outcomes) { presented, documents, _ in
            AnyView(Color.clear.fileExporter(isPresented: presented, documents: documents ?? [], contentType: .plainText) { result in
                if case .success(let urls) = result { results.append(urls) }
            })
        }, size: CGSize(width: 200, height: 60))
        let request = try #require(host.pendingFileExport)
        #expect(request.documentCount == 2)
        #expect(request.defaultFilename == nil)
        let folder = temporaryFile("export")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(host.completeFileExport(to: folder))
        let urls = [folder.appendingPathComponent("Untitled.txt"), folder.appendingPathComponent("Untitled 2.txt")]
        #expect(results == [urls])
        #expect(try urls.map { try String(contentsOf: $0, encoding: .utf8) } == ["one", "two"])
        #expect(host.layoutDescription().contains(#"Text("Done")"#))
    }

    @Test func exportingAnEmptyCollectionOpensNothingAndWarns() {
        let (pending, warnings) = RasterDiagnostics.capturingWarnings { () -> FileExportRequest? in
            let host = ViewHost(Exporter(document: [NotesDocument](), outcomes: Outcomes()) { presented, documents, _ in
                AnyView(Color.clear.fileExporter(isPresented: presented, documents: documents ?? [], contentType: .json) { _ in })
            }, size: CGSize(width: 200, height: 60))
            return host.pendingFileExport
        }
        #expect(pending == nil)
        #expect(warnings == ["fileExporter(isPresented:documents:contentType:onCompletion:) is presented with no NotesDocument "
                             + "documents; no export dialog opens. Give it the documents to export"])
    }
}
