import Foundation
import Testing
import UniformTypeIdentifiers
@testable import Raster

/// A to-do as the Core Transferable documentation writes one: Codable with a custom type,
/// and its text as a fallback.
struct TransferTodo: Codable, Equatable, Transferable {
    var text: String
    var isDone = false

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .transferTodo)
        ProxyRepresentation(exporting: \.text)
    }
}

extension UTType {
    static var transferTodo: UTType { UTType(exportedAs: "com.example.todo") }
    static var transferLayer: UTType { UTType(exportedAs: "com.example.layer", conformingTo: .data) }
}

/// A layer with its own bytes, a PNG export only when it has pixels, and a file name.
struct TransferLayer: Transferable, Equatable {
    var bytes: [UInt8]

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .transferLayer) { layer in
            Data(layer.bytes)
        } importing: { data in
            TransferLayer(bytes: Array(data))
        }
        .suggestedFileName("Layer.bin")
        DataRepresentation(exportedContentType: .png) { layer in
            Data([0x89] + layer.bytes)
        }
        .exportingCondition { !$0.bytes.isEmpty }
        .visibility(.ownProcess)
    }
}

/// A document sent and received as a file.
struct TransferFileDocument: Transferable {
    var url: URL
    var received: ReceivedTransferredFile?

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .plainText) { document in
            SentTransferredFile(document.url)
        } importing: { received in
            TransferFileDocument(url: received.file, received: received)
        }
    }
}

/// A representation of its own, written through `body`.
struct TransferNote: Transferable, Equatable {
    var title: String
    static var transferRepresentation: NoteRepresentation { NoteRepresentation() }

    struct NoteRepresentation: TransferRepresentation {
        typealias Item = TransferNote
        var body: ProxyRepresentation<TransferNote, String> {
            ProxyRepresentation(exporting: { (note: TransferNote) in note.title },
                                importing: { (title: String) in TransferNote(title: title) })
        }
    }
}

/// A representation of its own whose body is an opaque `some TransferRepresentation<Item>`,
/// without naming `Item`: it is taken from the body.
struct TransferContact: Transferable, Codable, Equatable {
    var name: String
    static var transferRepresentation: some TransferRepresentation { ContactRepresentation() }

    struct ContactRepresentation: TransferRepresentation {
        var body: some TransferRepresentation<TransferContact> {
            CodableRepresentation(contentType: .json)
            ProxyRepresentation(exporting: \.name)
        }
    }
}

@Suite struct TransferableTests {
    /// Runs `work` to completion on a TaskRunner, as drops do.
    private func run<T>(_ work: @escaping () async throws -> T) throws -> T {
        try TransferRunner.run("test", work).get()
    }

    @Test func codableRepresentationRoundTripsThroughJSON() throws {
        let todo = TransferTodo(text: "Buy milk", isDone: true)
        let data = try run { try await todo.exported(as: .transferTodo) }
        let decoded = try JSONDecoder().decode(TransferTodo.self, from: data)
        #expect(decoded == todo)
        let imported = try run { try await TransferTodo(importing: data, contentType: .transferTodo) }
        #expect(imported == todo)
    }

    @Test func proxyExportsThroughTheProxiedTypesRepresentation() throws {
        let todo = TransferTodo(text: "Buy milk")
        #expect(TransferTodo.exportedContentTypes() == [.transferTodo, .utf8PlainText])
        // The proxy only exports: importing is the Codable representation's alone.
        #expect(TransferTodo.importedContentTypes() == [.transferTodo])
        let text = try run { try await todo.exported(as: .plainText) }
        #expect(String(decoding: text, as: UTF8.self) == "Buy milk")
        #expect(throws: TransferError.noRepresentation(type: "TransferTodo", contentType: .plainText, exporting: false)) {
            try run { try await TransferTodo(importing: Data("x".utf8), contentType: .plainText) }
        }
    }

    @Test func exportingConditionVisibilityAndFileName() throws {
        let empty = TransferLayer(bytes: []), full = TransferLayer(bytes: [1, 2])
        // The PNG is visible only to its own process: receivers anywhere (.all) do not see it.
        #expect(TransferLayer.exportedContentTypes() == [.transferLayer])
        #expect(TransferLayer.exportedContentTypes(visibility: .ownProcess) == [.transferLayer, .png])
        #expect(full.exportedContentTypes(.ownProcess) == [.transferLayer, .png])
        #expect(empty.exportedContentTypes(.ownProcess) == [.transferLayer])
        #expect(try run { try await full.exported(as: .png) } == Data([0x89, 1, 2]))
        #expect(throws: TransferError.noRepresentation(type: "TransferLayer", contentType: .png, exporting: true)) {
            try run { try await empty.exported(as: .png) }
        }
        #expect(full.suggestedFilename == "Layer.bin")
        #expect(try run { try await TransferLayer(importing: Data([7]), contentType: .transferLayer) } == TransferLayer(bytes: [7]))
    }

    @Test func systemTypesExportAndImport() throws {
        #expect(try run { try await "héllo".exported() } == Data("héllo".utf8))
        #expect(try run { try await String(importing: Data("plain".utf8), contentType: .plainText) } == "plain")
        let url = URL(string: "https://example.com/a?b=1")!
        #expect(URL.exportedContentTypes() == [.url, .utf8PlainText])
        #expect(try run { try await url.exported(as: .url) } == Data("https://example.com/a?b=1".utf8))
        #expect(try run { try await URL(importing: Data("https://example.com/a?b=1".utf8), contentType: .url) } == url)
        #expect(try run { try await Data([1, 2, 3]).exported() } == Data([1, 2, 3]))
        var styled = AttributedString("Bold")
        styled.font = .body.bold()
        #expect(try run { try await styled.exported() } == Data("Bold".utf8))
        #expect(try run { try await AttributedString(importing: Data("Hi".utf8), contentType: .utf8PlainText) }
                == AttributedString("Hi"))
    }

    /// A colour travels as its components resolved in the light appearance, as JSON under
    /// com.apple.uikit.color, and comes back as the same resolved colour; bad data throws.
    @Test func colorExportsItsResolvedComponentsAndImportsBack() throws {
        let type = UTType(exportedAs: "com.apple.uikit.color", conformingTo: .data)
        #expect(Color.exportedContentTypes() == [type])
        let light = Color.red.resolve(in: EnvironmentValues())
        let data = try run { try await Color.red.exported(as: type) }
        #expect(try JSONDecoder().decode(Color.Resolved.self, from: data) == light)
        let back = try run { try await Color(importing: data, contentType: type) }
        #expect(back.resolve(in: EnvironmentValues()) == light)
        let custom = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
        let customBack = try run { try await Color(importing: try await custom.exported(as: type), contentType: type) }
        #expect(customBack.resolve(in: EnvironmentValues()) == custom.resolve(in: EnvironmentValues()))
        #expect(throws: (any Error).self) { try run { try await Color(importing: Data("nope".utf8), contentType: type) } }
    }

    @Test func imageExportsAsPNGAndImportsBack() throws {
        let png = try #require(ImageRenderer(content: Color.red.frame(width: 3, height: 2)).pngData())
        let image = Image(uiImage: try #require(UIImage(data: png)))
        let data = try run { try await image.exported(as: .png) }
        let info = try PNGInfo(pngData: data)
        #expect(info.width == 3 && info.height == 2)
        let imported = try run { try await Image(importing: data, contentType: .png) }
        let size = ImageRenderer(content: imported).image.map { CGSize(width: $0.pixmap.width, height: $0.pixmap.height) }
        #expect(size == CGSize(width: 3, height: 2))
    }

    @Test func fileRepresentationCopiesUnlessTheOriginalIsShared() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TransferableTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appendingPathComponent("Notes.txt")
        try Data("notes".utf8).write(to: original)
        let entry = try #require(TransferFileDocument.transferEntries.first)
        let payload = try run { try await entry.export(TransferFileDocument(url: original)) }
        let imported = try run { try await TransferFileDocument.importing(payload, contentType: .plainText) }
        let received = try #require(imported.received)
        defer { try? FileManager.default.removeItem(at: received.file.deletingLastPathComponent()) }
        #expect(!received.isOriginalFile)
        #expect(received.file != original)
        #expect(received.file.lastPathComponent == "Notes.txt")
        #expect(try Data(contentsOf: received.file) == Data("notes".utf8))
        // Data of a file representation's type arrives as a file too.
        let fromData = try run { try await TransferFileDocument(importing: Data("abc".utf8), contentType: .utf8PlainText) }
        defer { try? FileManager.default.removeItem(at: fromData.url.deletingLastPathComponent()) }
        #expect(try Data(contentsOf: fromData.url) == Data("abc".utf8))
    }

    @Test func anOpaqueRepresentationOfYourOwnTakesItsItemFromItsBody() throws {
        #expect(TransferContact.exportedContentTypes() == [.json, .utf8PlainText])
        let contact = TransferContact(name: "Ann")
        #expect(try run { try await contact.exported(as: .plainText) } == Data("Ann".utf8))
        let json = try run { try await contact.exported(as: .json) }
        #expect(try JSONDecoder().decode(TransferContact.self, from: json) == contact)
    }

    @Test func aRepresentationOfYourOwnResolvesThroughItsBody() throws {
        #expect(TransferNote.exportedContentTypes() == [.utf8PlainText])
        #expect(try run { try await TransferNote(title: "Plan").exported() } == Data("Plan".utf8))
        #expect(try run { try await TransferNote(importing: Data("Plan".utf8), contentType: .utf8PlainText) }
                == TransferNote(title: "Plan"))
    }

    @Test func aTransferThatWaitsOnTheOutsideWorldFailsClearly() {
        let result = TransferRunner.run("Slow") { () async throws -> Int in
            try await Task.sleep(nanoseconds: 5_000_000_000)
            return 1
        }
        #expect(throws: TransferError.didNotFinish(type: "Slow")) { try result.get() }
    }
}
