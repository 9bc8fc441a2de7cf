// TransferEntry.swift · Raster/Views/Controls · one resolved transfer representation, and running transfers synchronously (Raster's own; Core Transferable's private machinery)
// Status: Complete.

import Foundation
import UniformTypeIdentifiers

/// A built-in representation, resolved to its entries without a `body`.
protocol PrimitiveTransferRepresentation {
    var transferEntries: [TransferEntry] { get }
}

/// What travels between an exporter and an importer: bytes, or a file.
enum TransferPayload {
    case data(Data)
    case file(URL)
    case sentFile(SentTransferredFile)

    /// The bytes, read from the file for a file payload.
    /// - Throws: the file system's error when the file cannot be read.
    func data() throws -> Data {
        switch self {
        case .data(let data): return data
        case .file(let url): return try Data(contentsOf: url)
        case .sentFile(let sent): return try Data(contentsOf: sent.file)
        }
    }

    /// The payload as a received file: the sender's file when it allows access to it,
    /// otherwise a copy (data written to a new file) in a fresh temporary folder named
    /// `name`, or after the sent file.
    /// - Throws: the file system's error when the copy cannot be written.
    func receivedFile(named name: String?) throws -> ReceivedTransferredFile {
        switch self {
        case .file(let url):
            return ReceivedTransferredFile(file: url, isOriginalFile: true)
        case .sentFile(let sent) where sent.allowAccessingOriginalFile:
            return ReceivedTransferredFile(file: sent.file, isOriginalFile: true)
        case .sentFile(let sent):
            let copy = try Self.temporaryFolder().appendingPathComponent(name ?? sent.file.lastPathComponent)
            try FileManager.default.copyItem(at: sent.file, to: copy)
            return ReceivedTransferredFile(file: copy, isOriginalFile: false)
        case .data(let data):
            let copy = try Self.temporaryFolder().appendingPathComponent(name ?? "Transferred")
            try data.write(to: copy)
            return ReceivedTransferredFile(file: copy, isOriginalFile: false)
        }
    }

    private static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("RasterTransfer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// One way a type is exported and/or imported: a content type each way and the closures,
/// over `Any` (the item), so that proxies and modifiers can wrap them.
struct TransferEntry: @unchecked Sendable {
    /// The content type exported; nil when the entry only imports.
    var exportedContentType: UTType?
    /// The content type imported; nil when the entry only exports.
    var importedContentType: UTType?
    var exporter: ((Any) async throws -> TransferPayload)?
    var importer: ((TransferPayload) async throws -> Any)?
    /// Whether an item may be exported (`exportingCondition`); nil: always.
    var condition: ((Any) -> Bool)?
    /// The suggested file name for an item (`suggestedFileName`).
    var fileName: ((Any) -> String?)?
    var visibility = TransferRepresentationVisibility.all

    init(contentType: UTType, exporter: @escaping (Any) async throws -> TransferPayload,
         importer: @escaping (TransferPayload) async throws -> Any) {
        exportedContentType = contentType
        importedContentType = contentType
        self.exporter = exporter
        self.importer = importer
    }

    init(exportedContentType: UTType, exporter: @escaping (Any) async throws -> TransferPayload) {
        self.exportedContentType = exportedContentType
        self.exporter = exporter
    }

    init(importedContentType: UTType, importer: @escaping (TransferPayload) async throws -> Any) {
        self.importedContentType = importedContentType
        self.importer = importer
    }

    /// The entries of `representation`, in order: a built-in one's own, another's through
    /// its `body`.
    static func entries<R: TransferRepresentation>(of representation: R) -> [TransferEntry] {
        if let primitive = representation as? PrimitiveTransferRepresentation { return primitive.transferEntries }
        if R.Body.self == Never.self { return [] }
        return entries(of: representation.body)
    }

    func isVisible(at visibility: TransferRepresentationVisibility) -> Bool {
        self.visibility.breadth >= visibility.breadth
    }

    /// Whether this entry exports `item` (its condition holds).
    func canExport(_ item: Any) -> Bool {
        exporter != nil && (condition?(item) ?? true)
    }

    /// Whether this entry exports `item` as `contentType` (nil: as anything).
    func exports(_ item: Any, as contentType: UTType?) -> Bool {
        guard canExport(item), let exported = exportedContentType else { return false }
        return contentType.map { exported.conforms(to: $0) } ?? true
    }

    func suggestedFileName(for item: Any) -> String? { fileName?(item) }

    /// Exports `item` (the entry must export: `canExport`).
    func export(_ item: Any) async throws -> TransferPayload {
        guard let exporter else {
            throw TransferError.noRepresentation(type: String(describing: type(of: item)), contentType: exportedContentType,
                                                 exporting: true)
        }
        return try await exporter(item)
    }
}

/// Runs a transfer's async closures to completion on the calling thread, on a private
/// `TaskRunner`, so that a drop in a `ViewHost` finishes (or fails) before the call returns.
enum TransferRunner {
    /// The result of `work`, or `TransferError.didNotFinish` when it suspended on work
    /// outside Raster (it is then cancelled).
    static func run<T>(_ typeName: String, _ work: @escaping () async throws -> T) -> Result<T, Error> {
        let box = TransferResultBox<T>(), runner = TaskRunner(asMainActor: false)
        let task = Task(executorPreference: runner) {
            do { box.result = Result<T, Error>.success(try await work()) } catch { box.result = .failure(error) }
        }
        runner.drain()
        guard let result = box.result else {
            task.cancel()
            return .failure(TransferError.didNotFinish(type: typeName))
        }
        return result
    }
}

/// Where a transfer run on a `TaskRunner` leaves its result.
private final class TransferResultBox<T>: @unchecked Sendable {
    var result: Result<T, Error>?
}
