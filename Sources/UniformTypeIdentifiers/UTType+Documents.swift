// UTType+Documents.swift · UniformTypeIdentifiers · mirrors the archive, markup, source-code and document system types of Apple's UTCoreTypes (iOS 14+)
// Status: Partial — the types document pickers, exporters and share sheets name most; identifiers,
// conformances, extensions and MIME types as Apple's system declarations give them.

import Foundation

extension UTType {
    /// A base type for archives ("public.archive").
    public static let archive = UTType(identifier: "public.archive", parents: ["public.data"])
    /// A zip archive ("public.zip-archive", "zip").
    public static let zip = UTType(identifier: "public.zip-archive", parents: ["public.archive"], filenameExtensions: ["zip"],
                                   mimeType: "application/zip")
    /// A GNU zip archive ("org.gnu.gnu-zip-archive", "gz", "gzip").
    public static let gzip = UTType(identifier: "org.gnu.gnu-zip-archive", parents: ["public.archive"],
                                    filenameExtensions: ["gz", "gzip"], mimeType: "application/x-gzip")
    /// A bzip2 archive ("public.bzip2-archive", "bz2").
    public static let bz2 = UTType(identifier: "public.bzip2-archive", parents: ["public.archive"],
                                   filenameExtensions: ["bz2"], mimeType: "application/x-bzip2")
    /// An Apple Archive ("com.apple.archive", "aar").
    public static let appleArchive = UTType(identifier: "com.apple.archive", parents: ["public.archive"],
                                            filenameExtensions: ["aar"])

    /// HTML text ("public.html", "html", "htm").
    public static let html = UTType(identifier: "public.html", parents: ["public.text"], filenameExtensions: ["html", "htm"],
                                    mimeType: "text/html")
    /// XML text ("public.xml", "xml").
    public static let xml = UTType(identifier: "public.xml", parents: ["public.text"], filenameExtensions: ["xml"],
                                   mimeType: "application/xml")
    /// YAML text ("public.yaml", "yaml", "yml").
    public static let yaml = UTType(identifier: "public.yaml", parents: ["public.text"], filenameExtensions: ["yaml", "yml"],
                                    mimeType: "application/x-yaml")
    /// Rich Text Format ("public.rtf", "rtf").
    public static let rtf = UTType(identifier: "public.rtf", parents: ["public.text"], filenameExtensions: ["rtf"],
                                   mimeType: "text/rtf")
    /// A log file ("com.apple.log", "log").
    public static let log = UTType(identifier: "com.apple.log", parents: ["public.plain-text"], filenameExtensions: ["log"])
    /// A vCard contact ("public.vcard", "vcf", "vcard").
    public static let vCard = UTType(identifier: "public.vcard", parents: ["public.text"], filenameExtensions: ["vcf", "vcard"],
                                     mimeType: "text/vcard")

    /// A base type for source code ("public.source-code").
    public static let sourceCode = UTType(identifier: "public.source-code", parents: ["public.plain-text"])
    /// Swift source code ("public.swift-source", "swift").
    public static let swiftSource = UTType(identifier: "public.swift-source", parents: ["public.source-code"],
                                           filenameExtensions: ["swift"])
    /// A base type for scripts ("public.script").
    public static let script = UTType(identifier: "public.script", parents: ["public.source-code"])
    /// JavaScript source code ("com.netscape.javascript-source", "js").
    public static let javaScript = UTType(identifier: "com.netscape.javascript-source", parents: ["public.script"],
                                          filenameExtensions: ["js"], mimeType: "text/javascript")
    /// A shell script ("public.shell-script", "sh").
    public static let shellScript = UTType(identifier: "public.shell-script", parents: ["public.script"],
                                           filenameExtensions: ["sh"])
    /// A Python script ("public.python-script", "py").
    public static let pythonScript = UTType(identifier: "public.python-script", parents: ["public.script"],
                                            filenameExtensions: ["py"], mimeType: "text/x-python-script")

    /// A property list ("com.apple.property-list", "plist").
    public static let propertyList = UTType(identifier: "com.apple.property-list", parents: ["public.data"],
                                            filenameExtensions: ["plist"])
    /// A base type for fonts ("public.font").
    public static let font = UTType(identifier: "public.font", parents: ["public.data", "public.content"])
    /// A base type for spreadsheets ("public.spreadsheet").
    public static let spreadsheet = UTType(identifier: "public.spreadsheet", parents: ["public.content"])
    /// A base type for presentations ("public.presentation").
    public static let presentation = UTType(identifier: "public.presentation", parents: ["public.composite-content"])
    /// An EPUB book ("org.idpf.epub-container", "epub").
    public static let epub = UTType(identifier: "org.idpf.epub-container", parents: ["public.zip-archive", "public.composite-content"],
                                    filenameExtensions: ["epub"], mimeType: "application/epub+zip")

    /// The types of this file, in `systemTypeList`'s order.
    static let documentTypes: [UTType] = [.archive, .zip, .gzip, .bz2, .appleArchive, .html, .xml, .yaml, .rtf, .log, .vCard,
                                          .sourceCode, .swiftSource, .script, .javaScript, .shellScript, .pythonScript,
                                          .propertyList, .font, .spreadsheet, .presentation, .epub]
}
