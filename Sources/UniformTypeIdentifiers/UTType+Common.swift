// UTType+Common.swift · UniformTypeIdentifiers · mirrors the system types of Apple's UTCoreTypes (iOS 14+)
// Status: Partial — the types SwiftUI apps name most (images, audio and video in
// UTType+Media.swift); identifiers, conformances, extensions and MIME types as Apple's UTType
// documentation and system declarations give them.

import Foundation

extension UTType {
    /// The generic base type for most things: files, directories ("public.item").
    public static let item = UTType(identifier: "public.item", parents: [])
    /// A base type for anything containing user-viewable document content ("public.content").
    public static let content = UTType(identifier: "public.content", parents: [])
    /// A base type for content formats supporting mixed embedded content
    /// ("public.composite-content").
    public static let compositeContent = UTType(identifier: "public.composite-content", parents: ["public.content"])
    /// A base type for any sort of simple byte stream, including files and in-memory data
    /// ("public.data").
    public static let data = UTType(identifier: "public.data", parents: ["public.item"], mimeType: "application/octet-stream")
    /// A type for directories ("public.directory").
    public static let directory = UTType(identifier: "public.directory", parents: ["public.item"])
    /// A user-browsable directory ("public.folder").
    public static let folder = UTType(identifier: "public.folder", parents: ["public.directory"])
    /// A base type for all text-encoded data, including text with markup ("public.text").
    public static let text = UTType(identifier: "public.text", parents: ["public.data", "public.content"], mimeType: "text/plain")
    /// Text with no markup and an unspecified encoding ("public.plain-text", "txt").
    public static let plainText = UTType(identifier: "public.plain-text", parents: ["public.text"],
                                         filenameExtensions: ["txt", "text"], mimeType: "text/plain")
    /// Unicode text with UTF-8 encoding ("public.utf8-plain-text").
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", parents: ["public.plain-text"])
    /// A base type for text of delimited values ("public.delimited-values-text").
    public static let delimitedText = UTType(identifier: "public.delimited-values-text", parents: ["public.text"])
    /// Text of comma-separated values ("public.comma-separated-values-text", "csv").
    public static let commaSeparatedText = UTType(identifier: "public.comma-separated-values-text",
                                                  parents: ["public.delimited-values-text"],
                                                  filenameExtensions: ["csv"], mimeType: "text/csv")
    /// JavaScript Object Notation data ("public.json", "json").
    public static let json = UTType(identifier: "public.json", parents: ["public.text"], filenameExtensions: ["json"],
                                    mimeType: "application/json")
    /// A URL ("public.url").
    public static let url = UTType(identifier: "public.url", parents: ["public.data"])
    /// A URL of a file ("public.file-url").
    public static let fileURL = UTType(identifier: "public.file-url", parents: ["public.url"])
    /// A base type for images ("public.image").
    public static let image = UTType(identifier: "public.image", parents: ["public.data", "public.content"])
    /// A PNG image ("public.png", "png").
    public static let png = UTType(identifier: "public.png", parents: ["public.image"], filenameExtensions: ["png"],
                                   mimeType: "image/png")
    /// A JPEG image ("public.jpeg", "jpeg", "jpg").
    public static let jpeg = UTType(identifier: "public.jpeg", parents: ["public.image"], filenameExtensions: ["jpeg", "jpg"],
                                    mimeType: "image/jpeg")
    /// Adobe Portable Document Format ("com.adobe.pdf", "pdf").
    public static let pdf = UTType(identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"],
                                   filenameExtensions: ["pdf"], mimeType: "application/pdf")

    /// Every system type: `init(filenameExtension:)` and `init(mimeType:)` take the first that
    /// has the extension or MIME type, so where two share one the type Apple's lookup returns
    /// comes first ("text/plain" is `.plainText`'s, and `.text`'s too).
    static let systemTypeList: [UTType] = [.item, .content, .compositeContent, .data, .directory, .folder, .plainText, .text,
                                           .utf8PlainText, .delimitedText, .commaSeparatedText, .json, .url, .fileURL,
                                           .image, .png, .jpeg, .pdf] + mediaTypes + documentTypes

    /// The system types by lowercased identifier.
    static let systemTypes: [String: UTType] = Dictionary(uniqueKeysWithValues: systemTypeList.map {
        ($0.identifier.lowercased(), $0)
    })
}
