// UTTypeTests.swift · RasterTests/Support · the UniformTypeIdentifiers module's UTType: identifiers,
// conformances, extensions and MIME types as Apple's UTCoreTypes declares them.

import Foundation
import Testing
import UniformTypeIdentifiers

@Suite struct UTTypeTests {
    @Test func identifiers() {
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType.utf8PlainText.identifier == "public.utf8-plain-text")
        #expect(UTType.commaSeparatedText.identifier == "public.comma-separated-values-text")
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        #expect(UTType.folder.identifier == "public.folder")
        #expect(UTType("public.json") == .json)
        #expect(UTType("PUBLIC.JSON") == .json)
        #expect(UTType("") == nil)
    }

    @Test func conformances() {
        #expect(UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.plainText.conforms(to: .data))
        #expect(UTType.plainText.conforms(to: .content))
        #expect(UTType.plainText.conforms(to: .item))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.jpeg.conforms(to: .data))
        #expect(UTType.pdf.conforms(to: .content))
        #expect(UTType.folder.conforms(to: .item))
        #expect(!UTType.folder.conforms(to: .data))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.commaSeparatedText.conforms(to: .text))
        #expect(UTType.text.isSupertype(of: .json))
        #expect(UTType.json.isSubtype(of: .text))
        #expect(!UTType.json.isSubtype(of: .json))
        #expect(UTType.plainText.supertypes == [.text, .data, .content, .item])
    }

    @Test func filenameExtensionsAndMIMETypes() {
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
        #expect(UTType(filenameExtension: "pdf") == .pdf)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.json.preferredMIMEType == "application/json")
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(filenameExtension: "a.b") == nil)
        #expect(UTType(filenameExtension: "") == nil)
        // Not a system type's extension: a dynamic type conforming to the supertype.
        let dynamic = UTType(filenameExtension: "sketchpad")
        #expect(dynamic?.isDynamic == true)
        #expect(dynamic?.conforms(to: .data) == true)
        #expect(dynamic?.preferredFilenameExtension == "sketchpad")
        // A system type not conforming to the supertype asked for is not returned.
        #expect(UTType(filenameExtension: "txt", conformingTo: .image)?.isDynamic == true)
    }

    @Test func mediaTypes() {
        #expect(UTType.heic.identifier == "public.heic")
        #expect(UTType.heic.conforms(to: .image))
        #expect(UTType.heif.conforms(to: .image))
        #expect(!UTType.heic.conforms(to: .heif))
        #expect(UTType.gif.conforms(to: .image) && UTType.webP.conforms(to: .data))
        #expect(UTType.quickTimeMovie.conforms(to: .movie))
        #expect(UTType.mpeg4Movie.conforms(to: .audiovisualContent))
        #expect(UTType.video.conforms(to: .movie))
        #expect(!UTType.movie.conforms(to: .video))
        #expect(!UTType.movie.conforms(to: .image))
        #expect(UTType.mp3.conforms(to: .audio) && !UTType.mp3.conforms(to: .movie))
        #expect(UTType.movie.conforms(to: .content))
        #expect(UTType(filenameExtension: "HEIC") == .heic)
        #expect(UTType(filenameExtension: "mov") == .quickTimeMovie)
        #expect(UTType(filenameExtension: "tif") == .tiff)
        #expect(UTType(mimeType: "video/mp4") == .mpeg4Movie)
        #expect(UTType(mimeType: "image/svg+xml") == .svg)
        #expect(UTType("com.compuserve.gif") == .gif)
    }

    @Test func documentTypes() {
        #expect(UTType.zip.identifier == "public.zip-archive")
        #expect(UTType.zip.conforms(to: .archive) && UTType.zip.conforms(to: .data))
        #expect(UTType.gzip.conforms(to: .archive) && !UTType.gzip.conforms(to: .zip))
        #expect(UTType.epub.conforms(to: .zip) && UTType.epub.conforms(to: .content))
        #expect(UTType.html.conforms(to: .text) && !UTType.html.conforms(to: .plainText))
        #expect(UTType.swiftSource.conforms(to: .sourceCode) && UTType.swiftSource.conforms(to: .plainText))
        #expect(UTType.pythonScript.conforms(to: .script) && UTType.shellScript.conforms(to: .sourceCode))
        #expect(UTType.javaScript.identifier == "com.netscape.javascript-source")
        #expect(UTType.log.conforms(to: .plainText))
        #expect(UTType.propertyList.conforms(to: .data) && !UTType.propertyList.conforms(to: .text))
        #expect(UTType.presentation.conforms(to: .compositeContent) && UTType.spreadsheet.conforms(to: .content))
        #expect(UTType(filenameExtension: "zip") == .zip)
        #expect(UTType(filenameExtension: "yml") == .yaml)
        #expect(UTType(filenameExtension: "htm") == .html)
        #expect(UTType(filenameExtension: "vcf") == .vCard)
        #expect(UTType(mimeType: "application/zip") == .zip)
        #expect(UTType(mimeType: "application/epub+zip") == .epub)
        #expect(UTType(mimeType: "text/html") == .html)
        #expect(UTType("public.bzip2-archive") == .bz2)
        #expect(UTType(filenameExtension: "aar") == .appleArchive)
    }

    /// "text/plain" is the MIME type of `.text` and `.plainText`: Apple's lookup gives the
    /// second, on every run (the types are searched in a fixed order, not a dictionary's).
    @Test func aSharedMIMETypeGivesTheMoreSpecificType() {
        #expect(UTType(mimeType: "text/plain") == .plainText)
        #expect(UTType(mimeType: "TEXT/PLAIN") == .plainText)
    }

    @Test func declaredTypes() {
        let exported = UTType(exportedAs: "com.example.sketch", conformingTo: .json)
        #expect(exported.conforms(to: .json))
        #expect(exported.conforms(to: .text))
        #expect(exported.isDeclared)
        let imported = UTType(importedAs: "com.example.plain-text")
        #expect(imported.conforms(to: .data))
        #expect(!imported.conforms(to: .text))
    }
}
