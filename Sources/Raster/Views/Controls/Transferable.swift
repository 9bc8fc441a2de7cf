// Transferable.swift · Raster/Views/Controls · mirrors CoreTransferable's Transferable, its export and import methods, and the system types' conformances (iOS 17)
// Status: Partial — exports and imports run in process (drag and drop in a ViewHost, ShareLink);
// `export(to:contentType:)` and `withExportedFile` are not in Raster. Representations are in TransferRepresentation.swift.

import Foundation
import UniformTypeIdentifiers

/// A protocol that describes how a type interacts with transport APIs such as drag and
/// drop, copy and paste, and sharing.
///
/// Raster: as in SwiftUI, a conforming type lists its representations, most faithful first,
/// in `transferRepresentation`. A `ViewHost` drag and drop (`draggable`, `dropDestination`)
/// exports the dragged value through the first representation the destination can import
/// and imports it there; nothing leaves the process.
public protocol Transferable {
    /// The type of the representation used to import and export the item.
    associatedtype Representation: TransferRepresentation

    /// The representation used to import and export the item.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
    /// The representations of the type, flattened in order (proxies expanded to the
    /// representations of the type they proxy).
    static var transferEntries: [TransferEntry] { TransferEntry.entries(of: transferRepresentation) }

    /// The content types the type can be exported as, in preference order, to a receiver at
    /// `visibility`: `.all` (the default) leaves out representations limited to a team, a
    /// group or the process; `.ownProcess` lists them all.
    public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        unique(transferEntries.filter { $0.isVisible(at: visibility) }.compactMap(\.exportedContentType))
    }

    /// The content types the type can be imported from, in preference order.
    public static func importedContentTypes() -> [UTType] {
        unique(transferEntries.compactMap(\.importedContentType))
    }

    /// The content types this value can be exported as: `exportedContentTypes(visibility:)`
    /// less the representations whose `exportingCondition` this value fails.
    public func exportedContentTypes(_ visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        Self.unique(Self.transferEntries.filter { $0.isVisible(at: visibility) && $0.canExport(self) }
            .compactMap(\.exportedContentType))
    }

    /// The content types this value can be imported from (`importedContentTypes()`).
    public func importedContentTypes() -> [UTType] { Self.importedContentTypes() }

    /// The file name the first exporting representation suggests for this value, if any
    /// (`suggestedFileName(_:)`).
    public var suggestedFilename: String? {
        Self.transferEntries.first { $0.canExport(self) }?.suggestedFileName(for: self)
    }

    /// Exports the value as data of `contentType` (nil: the first representation that
    /// exports it), as its `transferRepresentation` describes.
    /// - Throws: `TransferError.noRepresentation` when no representation exports that type
    ///   for this value; the representation's own error when its closure throws.
    public func exported(as contentType: UTType? = nil) async throws -> Data {
        guard let entry = Self.transferEntries.first(where: { $0.exports(self, as: contentType) }) else {
            throw TransferError.noRepresentation(type: String(describing: Self.self), contentType: contentType, exporting: true)
        }
        return try await entry.export(self).data()
    }

    /// Creates a value from `data` of `contentType` through the first representation that
    /// imports that type or a supertype (nil: the first that imports), as its
    /// `transferRepresentation` describes.
    /// - Throws: `TransferError.noRepresentation` when no representation imports that type;
    ///   the representation's own error when its closure throws (e.g. a `DecodingError`).
    public init(importing data: Data, contentType: UTType?) async throws {
        self = try await Self.importing(.data(data), contentType: contentType)
    }

    /// Creates a value from the file at `url` of `contentType` (nil: the first
    /// representation that imports), as its `transferRepresentation` describes.
    /// - Throws: as `init(importing:contentType:)` with data; a file that cannot be read
    ///   throws the file system's error.
    public init(importing url: URL, contentType: UTType?) async throws {
        self = try await Self.importing(.file(url), contentType: contentType)
    }

    /// Imports `payload`, of `contentType`, through the first representation that imports
    /// that type or a supertype of it (nil: the first that imports).
    static func importing(_ payload: TransferPayload, contentType: UTType?) async throws -> Self {
        let entry = transferEntries.first { entry in
            guard entry.importer != nil, let imported = entry.importedContentType else { return false }
            return contentType.map { $0.conforms(to: imported) } ?? true
        }
        guard let entry, let importer = entry.importer else {
            throw TransferError.noRepresentation(type: String(describing: Self.self), contentType: contentType, exporting: false)
        }
        guard let value = try await importer(payload) as? Self else {
            throw TransferError.noRepresentation(type: String(describing: Self.self), contentType: contentType, exporting: false)
        }
        return value
    }

    private static func unique(_ types: [UTType]) -> [UTType] {
        var seen = Set<UTType>()
        return types.filter { seen.insert($0).inserted }
    }
}

/// Why a `Transferable` value could not be exported or imported (Raster's own: Core
/// Transferable reports these as system errors).
public enum TransferError: Error, Equatable, CustomStringConvertible {
    /// `type` has no representation that exports (or, `exporting` false, imports)
    /// `contentType` (nil: any content type) for the value.
    case noRepresentation(type: String, contentType: UTType?, exporting: Bool)
    /// A representation's closure suspended on work outside Raster (a network request, a
    /// timer) and did not finish when the transfer ran; Raster runs transfers to completion
    /// synchronously on the host's thread.
    case didNotFinish(type: String)

    public var description: String {
        switch self {
        case let .noRepresentation(type, contentType, exporting):
            let what = contentType.map { "content type \($0.identifier)" } ?? "any content type"
            return "\(type) has no transfer representation that \(exporting ? "exports" : "imports") \(what)"
        case let .didNotFinish(type):
            return "the transfer representation of \(type) did not finish: it waited on work outside Raster, "
                + "which runs transfers synchronously"
        }
    }
}

// MARK: - System types

extension String: Transferable {
    /// UTF-8 plain text; imports any plain text (decoded as UTF-8).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { string in
            Data(string.utf8)
        } importing: { data in
            String(decoding: data, as: UTF8.self)
        }
        DataRepresentation(importedContentType: .plainText) { data in
            String(decoding: data, as: UTF8.self)
        }
    }
}

extension URL: Transferable {
    /// A URL (`public.url`, its absolute string as UTF-8), then its absolute string as plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url) { url in
            Data(url.absoluteString.utf8)
        } importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
                throw CocoaError(.coderReadCorrupt)
            }
            return url
        }
        ProxyRepresentation(exporting: \.absoluteString)
    }
}

extension Data: Transferable {
    /// The bytes as they are (`public.data`).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) { $0 } importing: { $0 }
    }
}

extension AttributedString: Transferable {
    /// Raster: by proxy through its characters as plain text (iOS also offers RTF, which
    /// Raster cannot write): attributes do not travel.
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation { (text: AttributedString) in String(text.characters) } importing: { (string: String) in
            AttributedString(string)
        }
    }
}

extension Image: Transferable {
    /// Exported as a PNG of the image as Raster renders it at scale 1 (`ImageRenderer`);
    /// imported from any image type through `UIImage(data:)`, which decodes PNG and JPEG data
    /// (other formats throw `CocoaError(.coderReadCorrupt)`).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { image in
            guard let data = pngData(of: image) else { throw CocoaError(.fileWriteUnknown) }
            return data
        }
        DataRepresentation(importedContentType: .image) { data in
            guard let image = UIImage(data: data) else { throw CocoaError(.coderReadCorrupt) }
            return Image(uiImage: image)
        }
    }
}

extension Color: Transferable {
    /// Raster: the colour resolved in a default environment (light appearance), its sRGB
    /// components as JSON (`Color.Resolved`'s coding) under `com.apple.uikit.color`; a colour
    /// that adapts to the appearance arrives as its light value. Mirrors SwiftUI's
    /// `Color: Transferable` (iOS 16), whose wire format is UIKit's and not documented.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: UTType(exportedAs: "com.apple.uikit.color", conformingTo: .data)) { color in
            try JSONEncoder().encode(color.resolve(in: EnvironmentValues()))
        } importing: { data in
            Color(try JSONDecoder().decode(Color.Resolved.self, from: data))
        }
    }
}

/// The placeholder for a share preview without an image or icon.
extension Never: Transferable {
    public static var transferRepresentation: Never { fatalError("Never has no transfer representation") }
}

/// The image as a PNG at scale 1, rendered at once on the exporter's thread: an image runs
/// no view code, so it needs no hop to the main actor.
private func pngData(of image: Image) -> Data? {
    ImageRenderer(content: image).pngData()
}
