// TransferRepresentation.swift · Raster/Views/Controls · mirrors CoreTransferable TransferRepresentation, TransferRepresentationBuilder, CodableRepresentation, DataRepresentation, ProxyRepresentation, FileRepresentation, SentTransferredFile, ReceivedTransferredFile, TransferRepresentationVisibility (iOS 17)
// Status: Partial — in-process only: files are handed over by URL (never opened in place), and
// visibility only filters `exportedContentTypes(visibility:)`.

import Foundation
import Combine
import UniformTypeIdentifiers

/// A declarative description of the process of importing and exporting a transferable item.
///
/// Raster: the built-in representations are resolved into a list of exporters and importers
/// (`TransferEntry`); a representation of your own is resolved through its `body`.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type of the item that's being transferred. A representation of your own that does
    /// not name it (`var body: some TransferRepresentation<Contact>`) takes its body's.
    associatedtype Item: Transferable = Body.Item
    /// The transfer representation for the item.
    associatedtype Body: TransferRepresentation
    /// A builder expression that describes the process of importing and exporting an item.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
}

/// Creates a transfer representation by composing existing transfer representations.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// Builds a transfer representation from an expression.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

    /// Builds an encodable and decodable transfer representation from an expression.
    public static func buildExpression<Encoder, Decoder>(
        _ content: CodableRepresentation<Item, Encoder, Decoder>
    ) -> CodableRepresentation<Item, Encoder, Decoder> { content }

    /// Passes a single transfer representation to the builder unmodified.
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content where Content.Item == Item {
        content
    }

    /// Combines several transfer representations into one, in preference order.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation>(
        _ c1: C1, _ c2: C2
    ) -> TupleTransferRepresentation<Item, (C1, C2)> where C1.Item == Item, C2.Item == Item {
        let entries: [[TransferEntry]] = [
            TransferEntry.entries(of: c1), TransferEntry.entries(of: c2)
        ]
        return TupleTransferRepresentation(value: (c1, c2), entries: Array(entries.joined()))
    }

    /// Combines 3 transfer representations into one.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation>(
        _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3)> where C1.Item == Item, C2.Item == Item, C3.Item == Item {
        let entries: [[TransferEntry]] = [
            TransferEntry.entries(of: c1), TransferEntry.entries(of: c2), TransferEntry.entries(of: c3)
        ]
        return TupleTransferRepresentation(value: (c1, c2, c3), entries: Array(entries.joined()))
    }

    /// Combines 4 transfer representations into one.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation>(
        _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item {
        let entries: [[TransferEntry]] = [
            TransferEntry.entries(of: c1), TransferEntry.entries(of: c2), TransferEntry.entries(of: c3),
            TransferEntry.entries(of: c4)
        ]
        return TupleTransferRepresentation(value: (c1, c2, c3, c4), entries: Array(entries.joined()))
    }

    /// Combines 5 transfer representations into one.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation>(
        _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item {
        let entries: [[TransferEntry]] = [
            TransferEntry.entries(of: c1), TransferEntry.entries(of: c2), TransferEntry.entries(of: c3),
            TransferEntry.entries(of: c4), TransferEntry.entries(of: c5)
        ]
        return TupleTransferRepresentation(value: (c1, c2, c3, c4, c5), entries: Array(entries.joined()))
    }

    /// Combines 6 transfer representations into one.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation>(
        _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item {
        let entries: [[TransferEntry]] = [
            TransferEntry.entries(of: c1), TransferEntry.entries(of: c2), TransferEntry.entries(of: c3),
            TransferEntry.entries(of: c4), TransferEntry.entries(of: c5), TransferEntry.entries(of: c6)
        ]
        return TupleTransferRepresentation(value: (c1, c2, c3, c4, c5, c6), entries: Array(entries.joined()))
    }

    /// Combines 7 transfer representations into one.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation>(
        _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item, C7.Item == Item {
        let entries: [[TransferEntry]] = [
            TransferEntry.entries(of: c1), TransferEntry.entries(of: c2), TransferEntry.entries(of: c3),
            TransferEntry.entries(of: c4), TransferEntry.entries(of: c5), TransferEntry.entries(of: c6),
            TransferEntry.entries(of: c7)
        ]
        return TupleTransferRepresentation(value: (c1, c2, c3, c4, c5, c6, c7), entries: Array(entries.joined()))
    }

    /// Combines 8 transfer representations into one.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation>(
        _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item, C7.Item == Item, C8.Item == Item {
        let entries: [[TransferEntry]] = [
            TransferEntry.entries(of: c1), TransferEntry.entries(of: c2), TransferEntry.entries(of: c3),
            TransferEntry.entries(of: c4), TransferEntry.entries(of: c5), TransferEntry.entries(of: c6),
            TransferEntry.entries(of: c7), TransferEntry.entries(of: c8)
        ]
        return TupleTransferRepresentation(value: (c1, c2, c3, c4, c5, c6, c7, c8), entries: Array(entries.joined()))
    }

    /// Combines 9 transfer representations into one.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation, C9: TransferRepresentation>(
        _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item, C7.Item == Item, C8.Item == Item, C9.Item == Item {
        let entries: [[TransferEntry]] = [
            TransferEntry.entries(of: c1), TransferEntry.entries(of: c2), TransferEntry.entries(of: c3),
            TransferEntry.entries(of: c4), TransferEntry.entries(of: c5), TransferEntry.entries(of: c6),
            TransferEntry.entries(of: c7), TransferEntry.entries(of: c8), TransferEntry.entries(of: c9)
        ]
        return TupleTransferRepresentation(value: (c1, c2, c3, c4, c5, c6, c7, c8, c9), entries: Array(entries.joined()))
    }

    /// Combines 10 transfer representations into one.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation, C9: TransferRepresentation, C10: TransferRepresentation>(
        _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9, _ c10: C10
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9, C10)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item, C7.Item == Item, C8.Item == Item, C9.Item == Item, C10.Item == Item {
        let entries: [[TransferEntry]] = [
            TransferEntry.entries(of: c1), TransferEntry.entries(of: c2), TransferEntry.entries(of: c3),
            TransferEntry.entries(of: c4), TransferEntry.entries(of: c5), TransferEntry.entries(of: c6),
            TransferEntry.entries(of: c7), TransferEntry.entries(of: c8), TransferEntry.entries(of: c9),
            TransferEntry.entries(of: c10)
        ]
        return TupleTransferRepresentation(value: (c1, c2, c3, c4, c5, c6, c7, c8, c9, c10), entries: Array(entries.joined()))
    }
}

/// A wrapper type for tuples that contain transfer representations.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation, @unchecked Sendable {
    let value: Value
    let entries: [TransferEntry]

    public var body: Never { return fatalError("TupleTransferRepresentation is primitive") }
}

extension TupleTransferRepresentation: PrimitiveTransferRepresentation {
    var transferEntries: [TransferEntry] { entries }
}

// MARK: - Modifiers

/// The visibility levels that specify the kinds of apps and processes that can see an item
/// in transit.
///
/// Raster: nothing leaves the process, so visibility only filters
/// `Transferable.exportedContentTypes(visibility:)`: `.ownProcess` is the narrowest, `.all`
/// the widest.
public struct TransferRepresentationVisibility: Sendable, Equatable {
    let breadth: Int

    /// The item is visible to any app or process.
    public static let all = TransferRepresentationVisibility(breadth: 3)
    /// The item is visible only to apps of the same development team.
    public static let team = TransferRepresentationVisibility(breadth: 2)
    /// The item is visible only to apps in the same App Group.
    public static let group = TransferRepresentationVisibility(breadth: 1)
    /// The item is visible only to the process that exports it.
    public static let ownProcess = TransferRepresentationVisibility(breadth: 0)
}

/// A transfer representation exported only when its condition holds for the item
/// (`exportingCondition(_:)`).
public struct _ConditionalTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation, @unchecked Sendable {
    public typealias Item = Base.Item
    let base: Base
    let condition: (Base.Item) -> Bool

    public var body: Never { return fatalError("_ConditionalTransferRepresentation is primitive") }
}

extension _ConditionalTransferRepresentation: PrimitiveTransferRepresentation {
    var transferEntries: [TransferEntry] {
        let condition = self.condition
        return TransferEntry.entries(of: base).map { entry in
            var entry = entry
            let previous = entry.condition
            entry.condition = { item in (previous?(item) ?? true) && (item as? Base.Item).map(condition) ?? false }
            return entry
        }
    }
}

/// A representation with its entries edited (`suggestedFileName`, `visibility`).
struct EditedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation, PrimitiveTransferRepresentation,
                                                                  @unchecked Sendable {
    typealias Item = Base.Item
    let base: Base
    let edit: (inout TransferEntry) -> Void

    var body: Never { return fatalError("EditedTransferRepresentation is primitive") }

    var transferEntries: [TransferEntry] {
        TransferEntry.entries(of: base).map { entry in
            var entry = entry
            edit(&entry)
            return entry
        }
    }
}

extension TransferRepresentation {
    /// Prevents the system from exporting an item if it does not meet the supplied condition.
    ///
    /// Raster: an item failing it is not exported by this representation: the next one that
    /// exports is used, or the drag does not start.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ConditionalTransferRepresentation<Self> {
        _ConditionalTransferRepresentation(base: self, condition: condition)
    }

    /// Provides a filename to use if the receiver chooses to write the item to disk.
    ///
    /// Raster: it names the file a `FileRepresentation` importer receives when the data came
    /// from another representation, and is `Transferable.suggestedFilename`.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        EditedTransferRepresentation(base: self) { $0.fileName = { _ in fileName } }
    }

    /// Provides a filename, computed from the item, to use if the receiver chooses to write
    /// the item to disk (nil: none).
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        EditedTransferRepresentation(base: self) { entry in entry.fileName = { item in (item as? Item).flatMap(fileName) } }
    }

    /// Specifies the kinds of apps and processes that can see an item in transit.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        EditedTransferRepresentation(base: self) { $0.visibility = visibility }
    }
}

// MARK: - Built-in representations

/// A transfer representation for types that participate in Swift's protocols for encoding
/// and decoding.
///
/// Raster: encodes with `encoder` (a `JSONEncoder` by default) into data of `contentType`.
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation, @unchecked Sendable
where Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
      Encoder.Output == Data, Decoder.Input == Data {
    let contentType: UTType
    let encoder: Encoder
    let decoder: Decoder

    /// Creates a transfer representation for `contentType` with the encoder and decoder you supply.
    public init(contentType: UTType = .json, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        self.encoder = encoder
        self.decoder = decoder
    }

    /// Creates a transfer representation for a given type with the encoder and decoder you supply.
    public init(for itemType: Item.Type, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.init(contentType: contentType, encoder: encoder, decoder: decoder)
    }

    public var body: Never { return fatalError("CodableRepresentation is primitive") }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Creates a transfer representation for `contentType`, encoded as JSON.
    public init(contentType: UTType = .json) {
        self.init(contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// Creates a transfer representation for a given type and type identifier, encoded as JSON.
    public init(for itemType: Item.Type, contentType: UTType) {
        self.init(contentType: contentType)
    }
}

extension CodableRepresentation: PrimitiveTransferRepresentation {
    var transferEntries: [TransferEntry] {
        let encoder = self.encoder, decoder = self.decoder
        return [TransferEntry(contentType: contentType, exporter: { item in
            .data(try encoder.encode(item as! Item))
        }, importer: { payload in
            try decoder.decode(Item.self, from: try payload.data())
        })]
    }
}

/// A transfer representation for types that provide their own binary data conversion.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, @unchecked Sendable {
    let entry: TransferEntry

    /// Creates a transfer representation that exports and imports data of `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = TransferEntry(contentType: contentType, exporter: { .data(try await exporting($0 as! Item)) },
                              importer: { try await importing(try $0.data()) })
    }

    /// Creates a transfer representation that only exports data of `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        entry = TransferEntry(exportedContentType: exportedContentType, exporter: { .data(try await exporting($0 as! Item)) })
    }

    /// Creates a transfer representation that only imports data of `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = TransferEntry(importedContentType: importedContentType, importer: { try await importing(try $0.data()) })
    }

    public var body: Never { return fatalError("DataRepresentation is primitive") }
}

extension DataRepresentation: PrimitiveTransferRepresentation {
    var transferEntries: [TransferEntry] { [entry] }
}

/// A transfer representation that uses another type's transfer representation as its own.
///
/// Raster: its entries are the proxy type's, wrapped by the conversions.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation,
                                                                                      @unchecked Sendable {
    let exporting: ((Item) async throws -> ProxyRepresentation)?
    let importing: ((ProxyRepresentation) async throws -> Item)?

    /// Creates a transfer representation that's imported and exported by proxy through
    /// another transfer representation.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    /// Creates a transfer representation that's exported by proxy through another transfer
    /// representation.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting
        importing = nil
    }

    /// Creates a transfer representation that's imported by proxy through another transfer
    /// representation.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        exporting = nil
        self.importing = importing
    }

    public var body: Never { return fatalError("ProxyRepresentation is primitive") }
}

extension ProxyRepresentation: PrimitiveTransferRepresentation {
    var transferEntries: [TransferEntry] {
        let exporting = self.exporting, importing = self.importing
        return ProxyRepresentation.transferEntries.compactMap { proxied in
            var entry = proxied
            if let exporting, let export = proxied.exporter {
                entry.exporter = { item in try await export(try await exporting(item as! Item)) }
                entry.condition = nil
                entry.fileName = nil
            } else {
                entry.exporter = nil
                entry.exportedContentType = nil
            }
            if let importing, let importer = proxied.importer {
                entry.importer = { payload in
                    guard let proxy = try await importer(payload) as? ProxyRepresentation else {
                        throw TransferError.noRepresentation(type: String(describing: ProxyRepresentation.self),
                                                             contentType: proxied.importedContentType, exporting: false)
                    }
                    return try await importing(proxy)
                }
            } else {
                entry.importer = nil
                entry.importedContentType = nil
            }
            return entry.exporter == nil && entry.importer == nil ? nil : entry
        }
    }
}

/// A description of a file that is sent by a transfer.
public struct SentTransferredFile: Sendable {
    /// The file's URL.
    public var file: URL
    /// Whether the receiver may access the original file instead of a copy.
    public var allowAccessingOriginalFile: Bool

    /// Describes the file at `file` to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A description of a file that a transfer received.
public struct ReceivedTransferredFile: Sendable {
    /// The received file's URL.
    public var file: URL
    /// Whether `file` is the sender's original file rather than a copy.
    public var isOriginalFile: Bool

    /// Describes a received file (Raster's own, for tests that call importers themselves).
    public init(file: URL, isOriginalFile: Bool) {
        self.file = file
        self.isOriginalFile = isOriginalFile
    }
}

/// A transfer representation for types that transfer as a file URL.
///
/// Raster: the receiver gets the sender's file itself (`isOriginalFile` true) when the
/// sender allows it, as an in-place open does; otherwise a copy in the temporary directory,
/// named by `suggestedFileName` (or the original's name). Data from another
/// representation is written to such a copy first.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, @unchecked Sendable {
    let entry: TransferEntry

    /// Creates a transfer representation that exports and imports files of `contentType`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entry = TransferEntry(contentType: contentType, exporter: { .sentFile(try await exporting($0 as! Item)) },
                              importer: { try await importing(try $0.receivedFile(named: nil)) })
    }

    /// Creates a transfer representation that only exports files of `exportedContentType`.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        entry = TransferEntry(exportedContentType: exportedContentType,
                              exporter: { .sentFile(try await exporting($0 as! Item)) })
    }

    /// Creates a transfer representation that only imports files of `importedContentType`.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entry = TransferEntry(importedContentType: importedContentType,
                              importer: { try await importing(try $0.receivedFile(named: nil)) })
    }

    public var body: Never { return fatalError("FileRepresentation is primitive") }
}

extension FileRepresentation: PrimitiveTransferRepresentation {
    var transferEntries: [TransferEntry] { [entry] }
}
