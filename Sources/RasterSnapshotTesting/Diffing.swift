// Diffing.swift · RasterSnapshotTesting · storing and comparing a snapshot format (Raster's own)
// Status: Complete.

import Foundation

/// How snapshots of type `Value` are written to and read from reference files, and compared.
public struct Diffing<Value> {
    /// The bytes of a reference file.
    public var toData: (Value) throws -> Data
    /// A value from the bytes of a reference file.
    /// - Throws: when the file is not in the format; the test fails naming the file.
    public var fromData: (Data) throws -> Value
    /// A short size for messages, such as "200×200" or "12 lines".
    public var summary: (Value) -> String
    /// How `actual` differs from `reference`, or nil when it matches.
    public var diff: (_ reference: Value, _ actual: Value) -> SnapshotDifference?
    /// Whether `actual` certainly matches the reference file holding `referenceData`, found
    /// without encoding `actual` (for images: the reference decoded and its pixels compared,
    /// since decoding a PNG costs a fraction of encoding one). A `false` decides nothing: the
    /// assertion then encodes `actual` and compares as usual. Nil (the default) when a format
    /// has no cheaper check than encoding.
    ///
    /// Raster's own: swift-snapshot-testing's `Diffing` has no such shortcut.
    public var matchesReference: ((_ referenceData: Data, _ actual: Value) -> Bool)?

    public init(toData: @escaping (Value) throws -> Data, fromData: @escaping (Data) throws -> Value,
                summary: @escaping (Value) -> String,
                matchesReference: ((_ referenceData: Data, _ actual: Value) -> Bool)? = nil,
                diff: @escaping (_ reference: Value, _ actual: Value) -> SnapshotDifference?) {
        self.toData = toData
        self.fromData = fromData
        self.summary = summary
        self.matchesReference = matchesReference
        self.diff = diff
    }
}

/// Why a snapshot does not match its reference, as the failure message tells it.
public struct SnapshotDifference: Equatable, Sendable {
    /// What kind of difference it is; it picks the message's first line.
    public enum Kind: Equatable, Sendable {
        /// The content differs (pixels, lines).
        case content
        /// The images have different sizes: the message gives both and stops.
        case size
        /// The reference was drawn with fonts this machine does not draw with.
        case fonts
    }

    public var kind: Kind
    /// Lines after the file paths, such as
    /// "312 of 40000 pixels differ, max channel delta 41 at (118, 7), …".
    public var details: [String]
    /// A file showing the differences (a PNG with differing pixels in red, a line diff), and
    /// its extension; written as `<name>-diff.<ext>` in the artifacts folder.
    public var artifact: Data?
    public var artifactExtension: String

    public init(kind: Kind = .content, details: [String], artifact: Data? = nil, artifactExtension: String = "png") {
        self.kind = kind
        self.details = details
        self.artifact = artifact
        self.artifactExtension = artifactExtension
    }
}
