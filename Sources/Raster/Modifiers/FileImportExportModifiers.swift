// FileImportExportModifiers.swift · Raster/Modifiers · mirrors SwiftUI fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:), fileImporter(isPresented:allowedContentTypes:onCompletion:), fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:), fileExporter(isPresented:documents:contentType:onCompletion:), fileMover(isPresented:file:onCompletion:), fileMover(isPresented:files:onCompletion:) (iOS 14+)
// Status: Partial — no document browser is drawn: the open dialog is recorded and a test
// answers it through `ViewHost` (Rendering/ViewHost+FileRequests.swift).

import Foundation

extension View {
    /// Presents a system dialog for allowing the user to import multiple files.
    ///
    /// Raster: while `isPresented` is true the dialog is open: nothing is drawn, and the host
    /// records it (`ViewHost.pendingFileImport`) until a test answers it. Picking files
    /// (`ViewHost.completeFileImport(with:)`) or an error (`failFileImport(with:)`) sets
    /// `isPresented` to false and calls `onCompletion` with the URLs or the error; cancelling
    /// (`cancelFileImport()`) only sets `isPresented` to false, as on iOS.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        let request = isPresented.wrappedValue ? FileRequest.importing(FileImportRequest(
            allowedContentTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection,
            complete: { result in
                isPresented.wrappedValue = false
                onCompletion(result)
            },
            cancel: { isPresented.wrappedValue = false })) : nil
        return modifier(FileRequestModifier(request: request))
    }

    /// Presents a system dialog for allowing the user to import an existing file (see
    /// `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`;
    /// one file is picked).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: false) { result in
            // The host delivers exactly one URL to a single-file importer.
            onCompletion(result.map { $0[0] })
        }
    }

    /// Presents a system dialog for exporting a document that's stored in a value type to a
    /// file on disk.
    ///
    /// Raster: while `isPresented` is true and `document` is not nil the dialog is open and
    /// recorded (`ViewHost.pendingFileExport`). A test choosing a location
    /// (`ViewHost.completeFileExport(to:)`) has the document's `fileWrapper(configuration:)`
    /// written there as `contentType`, then `isPresented` set to false and `onCompletion`
    /// called with the URL (or with the error writing threw); `failFileExport(with:)` and
    /// `cancelFileExport()` answer as on iOS. A nil document opens nothing, with a warning.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        exporter(isPresented: isPresented, documents: document.map { [$0] }, asFolder: false, contentType: contentType,
                 defaultFilename: defaultFilename, onCompletion: { onCompletion($0.map { $0[0] }) }, write: Self.write)
    }

    /// Presents a system dialog for exporting a document that's stored in a reference type
    /// to a file on disk (see the `FileDocument` form): the document's
    /// `snapshot(contentType:)` is taken and written when the export is answered.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        exporter(isPresented: isPresented, documents: document.map { [$0] }, asFolder: false, contentType: contentType,
                 defaultFilename: defaultFilename, onCompletion: { onCompletion($0.map { $0[0] }) }, write: Self.write)
    }

    /// Presents a system dialog for exporting a collection of value type documents to files
    /// on disk.
    ///
    /// Raster: as the one-document form, except that the dialog picks a folder: a test's
    /// `ViewHost.completeFileExport(to:)` names it, the documents are written in it in
    /// collection order as `Untitled.ext`, `Untitled 2.ext`, … (`ext` the content type's
    /// preferred extension) [UNCERTAIN: the names iOS's browser gives several exported
    /// documents are not documented], and `onCompletion` gets their URLs. An empty collection
    /// opens nothing, with a warning.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element: FileDocument {
        exporter(isPresented: isPresented, documents: Array(documents), asFolder: true, contentType: contentType,
                 defaultFilename: nil, onCompletion: onCompletion, write: Self.write)
    }

    /// Presents a system dialog for exporting a collection of reference type documents to
    /// files on disk (see the value type form; each document's snapshot is written).
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element: ReferenceFileDocument {
        exporter(isPresented: isPresented, documents: Array(documents), asFolder: true, contentType: contentType,
                 defaultFilename: nil, onCompletion: onCompletion, write: Self.write)
    }

    /// Writes a value type document's file wrapper to `url` as `contentType`.
    private static func write<D: FileDocument>(_ document: D, as contentType: UTType, to url: URL) throws {
        let configuration = FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
        try document.fileWrapper(configuration: configuration).write(to: url, options: .atomic, originalContentsURL: nil)
    }

    /// Writes a reference type document's current snapshot to `url` as `contentType`.
    private static func write<D: ReferenceFileDocument>(_ document: D, as contentType: UTType, to url: URL) throws {
        let configuration = FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
        let snapshot = try document.snapshot(contentType: contentType)
        try document.fileWrapper(snapshot: snapshot, configuration: configuration)
            .write(to: url, options: .atomic, originalContentsURL: nil)
    }

    /// The export dialog of either document kind, writing each document with `write`: to the
    /// chosen URL, or (`asFolder`) in the chosen folder, named as the collection forms say.
    private func exporter<D>(isPresented: Binding<Bool>, documents: [D]?, asFolder: Bool, contentType: UTType,
                             defaultFilename: String?, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                             write: @escaping (D, UTType, URL) throws -> Void) -> some View {
        var request: FileRequest?
        if isPresented.wrappedValue {
            if let documents, !documents.isEmpty {
                request = .exporting(FileExportRequest(
                    contentType: contentType, defaultFilename: defaultFilename, documentCount: documents.count,
                    write: { url in
                        guard asFolder else {
                            try write(documents[0], contentType, url)
                            return [url]
                        }
                        let ext = contentType.preferredFilenameExtension.map { "." + $0 } ?? ""
                        return try documents.indices.map { index in
                            let file = url.appendingPathComponent((index == 0 ? "Untitled" : "Untitled \(index + 1)") + ext)
                            try write(documents[index], contentType, file)
                            return file
                        }
                    },
                    complete: { result in
                        isPresented.wrappedValue = false
                        onCompletion(result)
                    },
                    cancel: { isPresented.wrappedValue = false }))
            } else if asFolder {
                warnOnce("fileExporter(isPresented:documents:contentType:onCompletion:) is presented with no \(D.self) "
                         + "documents; no export dialog opens. Give it the documents to export")
            } else {
                warnOnce("fileExporter(isPresented:document:contentType:) is presented with a nil \(D.self); no export "
                         + "dialog opens. Give it the document to export")
            }
        }
        return modifier(FileRequestModifier(request: request))
    }

    /// Presents a system dialog for allowing the user to move an existing file to a new
    /// location (iOS 14).
    ///
    /// Raster: while `isPresented` is true and `file` is not nil the dialog is open: nothing
    /// is drawn, and the host records it (`ViewHost.pendingFileMove`) until a test answers it.
    /// Choosing a folder (`ViewHost.completeFileMove(to:)`) moves the file into it, then sets
    /// `isPresented` to false and calls `onCompletion` with the file's new URL (or the error
    /// moving threw); `failFileMove(with:)` and `cancelFileMove()` answer as on iOS. A nil
    /// file opens nothing, with a warning.
    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        mover(isPresented: isPresented, files: file.map { [$0] } ?? [],
              source: "fileMover(isPresented:file:onCompletion:) is presented with a nil file",
              onCompletion: { onCompletion($0.map { $0[0] }) })
    }

    /// Presents a system dialog for allowing the user to move a collection of existing files
    /// to a new location (iOS 14); see the one-file form. The files are moved, in collection
    /// order, into the folder chosen, and `onCompletion` gets their new URLs. An empty
    /// collection opens nothing, with a warning.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element == URL {
        mover(isPresented: isPresented, files: Array(files),
              source: "fileMover(isPresented:files:onCompletion:) is presented with no files", onCompletion: onCompletion)
    }

    /// The move dialog of either form.
    private func mover(isPresented: Binding<Bool>, files: [URL], source: String,
                       onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        var request: FileRequest?
        if isPresented.wrappedValue {
            if files.isEmpty {
                warnOnce("\(source); no move dialog opens. Give it the file URLs to move")
            } else {
                request = .moving(FileMoveRequest(
                    files: files,
                    complete: { result in
                        isPresented.wrappedValue = false
                        onCompletion(result)
                    },
                    cancel: { isPresented.wrappedValue = false }))
            }
        }
        return modifier(FileRequestModifier(request: request))
    }
}

/// Records the file dialog a `fileImporter`, `fileExporter` or `fileMover` has open, or the Photos
/// picker of a `photosPicker` (nil: none), in the window's system requests while its node is on
/// screen.
struct FileRequestModifier: ViewModifier, PrimitiveModifier {
    let request: FileRequest?

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.becomeTransparent(content: content)
        let requests = graph.systemRequests
        let owner = ObjectIdentifier(node)
        requests.setFileRequest(request, for: owner)
        node.outputs.disappearActions.append { [weak requests] in requests?.setFileRequest(nil, for: owner) }
    }
}
