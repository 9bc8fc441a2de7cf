// UTType.swift · UniformTypeIdentifiers · mirrors Apple's UniformTypeIdentifiers UTType (iOS 14+), which Linux lacks
// Status: Partial — the common system types with their conformance hierarchy, filename
// extensions and MIME types; types an app declares; no system-wide type database.

import Foundation

/// A structure that represents a type of data to load, send, or receive.
///
/// Raster: Apple's `UniformTypeIdentifiers` framework does not exist on Linux; this module
/// (`import UniformTypeIdentifiers`, also re-exported by `import Raster`) holds the common
/// system types of `UTType+Common.swift` and `UTType+Media.swift` with their places in Apple's conformance hierarchy
/// (`public.plain-text` conforms to `public.text`, which conforms to `public.data` and
/// `public.content`, ...), and the types an app declares with `init(exportedAs:conformingTo:)`
/// or `init(importedAs:conformingTo:)`. Types are equal when their identifiers are.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as "public.plain-text".
    public let identifier: String
    /// The identifiers of the types this one directly conforms to.
    let parents: [String]
    /// The type's filename extensions, preferred first.
    let filenameExtensions: [String]
    /// The type's MIME type, if it has one.
    public let preferredMIMEType: String?
    /// Whether the type was made from a filename extension or MIME type no declared type has.
    public let isDynamic: Bool

    init(identifier: String, parents: [String], filenameExtensions: [String] = [], mimeType: String? = nil,
         isDynamic: Bool = false) {
        self.identifier = identifier
        self.parents = parents
        self.filenameExtensions = filenameExtensions
        self.preferredMIMEType = mimeType
        self.isDynamic = isDynamic
    }

    /// Creates a type from its identifier: one of the system types of this module with its
    /// conformances, or, for any other non-empty identifier, a type conforming to nothing
    /// but itself (Raster has no database of the types other apps declare). Nil for "".
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self = UTType.systemTypes[identifier.lowercased()] ?? UTType(identifier: identifier, parents: [])
    }

    /// Creates a type for `filenameExtension` (without the dot, any case): the system type
    /// that has it (`"txt"` is `.plainText`, `"csv"` `.commaSeparatedText`) when it conforms
    /// to `supertype`, else a dynamic type conforming to `supertype`. Nil for an empty
    /// extension or one containing a dot.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        guard !ext.isEmpty, !ext.contains(".") else { return nil }
        if let known = UTType.systemTypeList.first(where: { $0.filenameExtensions.contains(ext) }),
           known.conforms(to: supertype) {
            self = known
        } else {
            self = UTType(identifier: "dyn.raster.ext.\(ext)", parents: [supertype.identifier], filenameExtensions: [ext],
                          isDynamic: true)
        }
    }

    /// Creates a type for `mimeType` (`"application/json"` is `.json`) when it conforms to
    /// `supertype`, else a dynamic type conforming to `supertype`. Nil for "".
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let mime = mimeType.lowercased()
        guard !mime.isEmpty else { return nil }
        if let known = UTType.systemTypeList.first(where: { $0.preferredMIMEType == mime }), known.conforms(to: supertype) {
            self = known
        } else {
            self = UTType(identifier: "dyn.raster.mime.\(mime)", parents: [supertype.identifier], mimeType: mime,
                          isDynamic: true)
        }
    }

    /// Declares a type the app owns (its Info.plist's exported types), conforming to
    /// `parentType` (default `.data`).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, parents: [(parentType ?? .data).identifier])
    }

    /// Declares a type another app owns that this one uses (its Info.plist's imported
    /// types), conforming to `parentType` (default `.data`).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, parents: [(parentType ?? .data).identifier])
    }

    /// The type's preferred filename extension, without the dot ("txt" for `.plainText`).
    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// Whether the type is one of this module's system types or an app's declared type.
    public var isDeclared: Bool { !isDynamic }

    /// Whether this type is `type` or conforms to it through its supertypes.
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains(type)
    }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { identifier != type.identifier && conforms(to: type) }

    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    /// Every type this one conforms to, directly or through others (not itself).
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            let type = UTType.systemTypes[next] ?? UTType(identifier: next, parents: [])
            if found.insert(type).inserted { pending += type.parents }
        }
        return found
    }

    public var description: String { identifier }
    public var debugDescription: String { "\(identifier) (\(isDynamic ? "dynamic" : "declared"))" }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
