// FileDocument.swift · Raster/App · mirrors SwiftUI FileDocument, ReferenceFileDocument, FileDocumentReadConfiguration, FileDocumentWriteConfiguration (iOS 14+)
// Status: Partial — the document protocols for `fileExporter` and `DocumentGroup` (App/DocumentGroup.swift).

import Foundation

/// A type that you use to serialize documents to and from files.
///
/// Raster: a value type document, written by `fileExporter` when a test answers the export
/// (`ViewHost.completeFileExport(to:)`) and read with `init(configuration:)`.
public protocol FileDocument {
    /// The file and data types that the document reads from.
    static var readableContentTypes: [UTType] { get }
    /// The file types that the document supports saving or exporting to (default:
    /// `readableContentTypes`).
    static var writableContentTypes: [UTType] { get }

    /// Creates a document and initializes it with the contents of a file.
    init(configuration: ReadConfiguration) throws

    /// Serializes the document into a file wrapper of `configuration.contentType`.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    /// The configuration for reading document contents.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// The configuration for serializing document contents.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A type that you use to serialize reference type documents to and from files.
///
/// Raster: as `FileDocument`, through a snapshot: `fileExporter` asks for
/// `snapshot(contentType:)` when the export is answered and writes the snapshot's wrapper.
public protocol ReferenceFileDocument: ObservableObject {
    /// A type that represents the document's stored content.
    associatedtype Snapshot

    /// The file and data types that the document reads from.
    static var readableContentTypes: [UTType] { get }
    /// The file types that the document supports saving or exporting to (default:
    /// `readableContentTypes`).
    static var writableContentTypes: [UTType] { get }

    /// Creates a document and initializes it with the contents of a file.
    init(configuration: ReadConfiguration) throws

    /// Creates a snapshot that represents the current state of the document.
    func snapshot(contentType: UTType) throws -> Snapshot

    /// Serializes `snapshot` into a file wrapper of `configuration.contentType`.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

    /// The configuration for reading document contents.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// The configuration for serializing document contents.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The properties of an open file document: what `init(configuration:)` reads.
public struct FileDocumentReadConfiguration {
    /// The expected uniform type of the file contents.
    public let contentType: UTType
    /// The file wrapper containing the document content.
    public let file: FileWrapper

    /// Raster: SwiftUI makes these; Raster's own initializer lets tests read a document from
    /// a wrapper as the system would.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// The properties of an open file document: what `fileWrapper(configuration:)` is given.
public struct FileDocumentWriteConfiguration {
    /// The expected uniform type of the file contents.
    public let contentType: UTType
    /// The file wrapper containing the current document content, nil when the document is
    /// new (always, for an export).
    public let existingFile: FileWrapper?

    /// Raster: SwiftUI makes these; Raster's own initializer for tests.
    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
