// DocumentGroupTests.swift · RasterTests/App · DocumentGroup hosted by ViewHost(app:) (App/DocumentGroup.swift)

import Foundation
import Testing
@testable import Raster

private struct PlainText: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String = "New note") { self.text = text }
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private final class Sketch: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    @Published var strokes = 0
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func snapshot(contentType: UTType) throws -> Int { strokes }
    func fileWrapper(snapshot: Int, configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data("\(snapshot)".utf8))
    }
}

/// An editor that edits the document through its binding.
private struct NoteEditor: View {
    @Binding var document: PlainText
    let fileURL: URL?
    let isEditable: Bool
    var body: some View {
        VStack(spacing: 0) {
            Text("\(document.text) \(fileURL == nil ? "untitled" : "saved") \(isEditable ? "editable" : "locked")")
            Button("Append") { document.text += "!" }
        }
    }
}

private struct NotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: PlainText()) { file in
            NoteEditor(document: file.$document, fileURL: file.fileURL, isEditable: file.isEditable)
        }
    }
}

private struct SketchApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { Sketch() }) { file in
            SketchEditor(sketch: file.document)
        }
    }
}

private struct SketchEditor: View {
    @ObservedObject var sketch: Sketch
    var body: some View {
        VStack(spacing: 0) {
            Text("\(sketch.strokes) strokes")
            Button("Draw") { sketch.strokes += 1 }
        }
    }
}

private struct ViewerApp: App {
    var body: some Scene {
        DocumentGroup(viewing: PlainText.self) { file in Text(file.document.text) }
    }
}

@Suite struct DocumentGroupTests {
    private let size = CGSize(width: 300, height: 100)

    @Test func aFileDocumentGroupHostsTheEditorOfANewDocumentWhoseEditsStay() throws {
        let host = ViewHost(app: NotesApp(), size: size)
        _ = try host.frame(of: "New note untitled editable")
        try host.tap("Append")
        try host.tap("Append")
        _ = try host.frame(of: "New note!! untitled editable")
    }

    @Test func aReferenceDocumentGroupHostsTheEditorOfOneNewDocument() throws {
        let host = ViewHost(app: SketchApp(), size: size)
        _ = try host.frame(of: "0 strokes")
        try host.tap("Draw")
        try host.tap("Draw")
        _ = try host.frame(of: "2 strokes")
    }

    @Test func aViewerOnlyGroupHasNoWindow() throws {
        let (host, warnings) = RasterDiagnostics.capturingWarnings { ViewHost(app: ViewerApp(), size: size) }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("ViewerApp declares no WindowGroup or DocumentGroup(newDocument:)") == true)
        #expect(try host.renderOrThrow().pixmap.width == 300)
    }
}
