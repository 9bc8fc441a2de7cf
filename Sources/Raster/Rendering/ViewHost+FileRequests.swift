// ViewHost+FileRequests.swift · Raster/Rendering · answering the file dialogs of fileImporter, fileExporter and fileMover (Raster's own: a test stands in for the user)
// Status: Complete — see Graph/FileRequests.swift.

import Foundation

extension ViewHost {
    /// The oldest file import dialog open and unanswered (`fileImporter` with `isPresented`
    /// true), after the views settle; nil when none is open.
    public var pendingFileImport: FileImportRequest? {
        settle()
        return graph.systemRequests.fileImports.first
    }

    /// The oldest file export dialog open and unanswered (`fileExporter` with `isPresented`
    /// true and a document), after the views settle; nil when none is open.
    public var pendingFileExport: FileExportRequest? {
        settle()
        return graph.systemRequests.fileExports.first
    }

    /// Answers the oldest open import dialog as a user picking `urls` does: the importer's
    /// `isPresented` becomes false and its completion gets `.success(urls)`, then the views
    /// settle. Returns whether a dialog was open. A single-file importer given several URLs
    /// gets the first, and URLs whose filename extension names a type conforming to none of
    /// the allowed types are delivered all the same (the system would not offer them), each
    /// with a warning; no URL at all answers nothing.
    @discardableResult
    public func completeFileImport(with urls: [URL]) -> Bool {
        guard let request = pendingFileImport else { return warnNoDialog("completeFileImport(with:)", "fileImporter") }
        guard !urls.isEmpty else {
            warnOnce("ViewHost.completeFileImport(with: []): no URL; the dialog stays open. Pass the files picked, "
                     + "or call cancelFileImport() for a user's Cancel")
            return false
        }
        var picked = urls
        if !request.allowsMultipleSelection && urls.count > 1 {
            warnOnce("ViewHost.completeFileImport(with:) gave \(urls.count) URLs to a single-file fileImporter; "
                     + "only the first is delivered")
            picked = [urls[0]]
        }
        for url in picked where !url.pathExtension.isEmpty {
            let type = UTType(filenameExtension: url.pathExtension)
            if let type, !request.allowedContentTypes.contains(where: { type.conforms(to: $0) }) {
                warnOnce("ViewHost.completeFileImport(with:): \(url.lastPathComponent) is \(type.identifier), which conforms "
                         + "to none of the importer's allowed types (\(request.allowedContentTypes.map(\.identifier))); "
                         + "the system would not offer it")
            }
        }
        answer { request.complete(.success(picked)) }
        return true
    }

    /// Answers the oldest open import dialog with `error`: its `isPresented` becomes false and
    /// its completion gets `.failure(error)`. Returns whether a dialog was open.
    @discardableResult
    public func failFileImport(with error: any Error) -> Bool {
        guard let request = pendingFileImport else { return warnNoDialog("failFileImport(with:)", "fileImporter") }
        answer { request.complete(.failure(error)) }
        return true
    }

    /// Cancels the oldest open import dialog as a user's Cancel does: its `isPresented`
    /// becomes false and its completion is not called. Returns whether a dialog was open.
    @discardableResult
    public func cancelFileImport() -> Bool {
        guard let request = pendingFileImport else { return warnNoDialog("cancelFileImport()", "fileImporter") }
        answer { request.cancel() }
        return true
    }

    /// Answers the oldest open export dialog as a user choosing `url` (a file URL) does: the
    /// document is written there, then the exporter's `isPresented` becomes false and its
    /// completion gets `.success(url)`, or `.failure` with the error the document or the
    /// write threw. For an exporter of several documents `url` is the folder chosen: they are
    /// written in it as `Untitled.ext`, `Untitled 2.ext`, … in collection order (`ext` the
    /// content type's preferred extension) and the completion gets their URLs. Returns
    /// whether a dialog was open.
    @discardableResult
    public func completeFileExport(to url: URL) -> Bool {
        guard let request = pendingFileExport else { return warnNoDialog("completeFileExport(to:)", "fileExporter") }
        answer {
            do {
                request.complete(.success(try request.write(url)))
            } catch {
                request.complete(.failure(error))
            }
        }
        return true
    }

    /// Answers the oldest open export dialog with `error`, writing nothing. Returns whether a
    /// dialog was open.
    @discardableResult
    public func failFileExport(with error: any Error) -> Bool {
        guard let request = pendingFileExport else { return warnNoDialog("failFileExport(with:)", "fileExporter") }
        answer { request.complete(.failure(error)) }
        return true
    }

    /// Cancels the oldest open export dialog: its `isPresented` becomes false, nothing is
    /// written and its completion is not called. Returns whether a dialog was open.
    @discardableResult
    public func cancelFileExport() -> Bool {
        guard let request = pendingFileExport else { return warnNoDialog("cancelFileExport()", "fileExporter") }
        answer { request.cancel() }
        return true
    }

    /// The oldest file move dialog open and unanswered (`fileMover` with `isPresented` true
    /// and files), after the views settle; nil when none is open.
    public var pendingFileMove: FileMoveRequest? {
        settle()
        return graph.systemRequests.fileMoves.first
    }

    /// Answers the oldest open move dialog as a user choosing the folder `folder` does: each
    /// file is moved into it under its own name, then the mover's `isPresented` becomes false
    /// and its completion gets `.success` with the new URLs in the files' order, or
    /// `.failure` with the error the first failing move threw (files moved before it stay
    /// moved, as on a disk). Returns whether a dialog was open.
    @discardableResult
    public func completeFileMove(to folder: URL) -> Bool {
        guard let request = pendingFileMove else { return warnNoDialog("completeFileMove(to:)", "fileMover") }
        answer {
            do {
                let moved = try request.files.map { file in
                    let destination = folder.appendingPathComponent(file.lastPathComponent)
                    try FileManager.default.moveItem(at: file, to: destination)
                    return destination
                }
                request.complete(.success(moved))
            } catch {
                request.complete(.failure(error))
            }
        }
        return true
    }

    /// Answers the oldest open move dialog with `error`, moving nothing. Returns whether a
    /// dialog was open.
    @discardableResult
    public func failFileMove(with error: any Error) -> Bool {
        guard let request = pendingFileMove else { return warnNoDialog("failFileMove(with:)", "fileMover") }
        answer { request.complete(.failure(error)) }
        return true
    }

    /// Cancels the oldest open move dialog: its `isPresented` becomes false, nothing is
    /// moved and its completion is not called. Returns whether a dialog was open.
    @discardableResult
    public func cancelFileMove() -> Bool {
        guard let request = pendingFileMove else { return warnNoDialog("cancelFileMove()", "fileMover") }
        answer { request.cancel() }
        return true
    }

    /// Runs `action` as the system's answer to a dialog, on the host's clock, then settles.
    func answer(_ action: () -> Void) {
        graph.hosting { action() }
        settle()
    }

    /// Warns that `method` found no dialog of `modifier` open; returns false.
    func warnNoDialog(_ method: String, _ modifier: String) -> Bool {
        warnOnce("ViewHost.\(method): no \(modifier) dialog is open; set its isPresented binding to true first "
                 + "(a tap on the button that presents it)")
        return false
    }
}
