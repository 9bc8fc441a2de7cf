// UniformTypes.swift · Raster/Support · mirrors UniformTypeIdentifiers' UTType and Foundation's NSItemProvider, which Linux lacks
// Status: Partial — identifiers only, for signatures that name them (onInsert(of:perform:)); nothing is dragged or dropped.

import Foundation

/// A structure that represents a type of data to load, send, or receive.
///
/// Raster: Apple's `UniformTypeIdentifiers` framework does not exist on Linux; this holds the
/// identifier and the common types, with no conformance hierarchy.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as "public.plain-text".
    public let identifier: String

    /// Creates a type from its identifier.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    init(known identifier: String) { self.identifier = identifier }

    public var description: String { identifier }

    /// Any item ("public.item").
    public static let item = UTType(known: "public.item")
    /// Any data ("public.data").
    public static let data = UTType(known: "public.data")
    /// Text ("public.text").
    public static let text = UTType(known: "public.text")
    /// Plain text ("public.plain-text").
    public static let plainText = UTType(known: "public.plain-text")
    /// UTF-8 plain text ("public.utf8-plain-text").
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    /// A URL ("public.url").
    public static let url = UTType(known: "public.url")
    /// A file URL ("public.file-url").
    public static let fileURL = UTType(known: "public.file-url")
    /// An image ("public.image").
    public static let image = UTType(known: "public.image")
    /// A PNG image ("public.png").
    public static let png = UTType(known: "public.png")
    /// A JPEG image ("public.jpeg").
    public static let jpeg = UTType(known: "public.jpeg")
    /// JSON ("public.json").
    public static let json = UTType(known: "public.json")
}

/// An item provider for conveying data or a file between processes during drag-and-drop or
/// copy-and-paste activities.
///
/// Raster: nothing is dragged or dropped, so no provider is ever made by Raster; this holds
/// the type identifiers an app registers.
open class NSItemProvider {
    /// The identifiers of the types the provider was registered with, in order.
    open private(set) var registeredTypeIdentifiers: [String] = []

    /// Creates an empty item provider.
    public init() {}

    /// Whether the provider has an item of the type `typeIdentifier` (compared exactly).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }
}
