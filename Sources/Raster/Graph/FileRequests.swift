// FileRequests.swift · Raster/Graph · the file import, export and move dialogs and Photos pickers a window's views have open (Raster's own: iOS shows the system document browser and photo picker)
// Status: Complete — requests are recorded while presented and answered by the host.

import Foundation

/// A file import dialog a `fileImporter` modifier has open: what the system's document
/// browser would let the user pick.
///
/// Raster: no browser is drawn; the request waits until a test answers it with
/// `ViewHost.completeFileImport(with:)`, `failFileImport(with:)` or `cancelFileImport()`.
public struct FileImportRequest {
    /// The content types the user may pick files of.
    public let allowedContentTypes: [UTType]
    /// Whether the user may pick more than one file.
    public let allowsMultipleSelection: Bool
    /// Ends the dialog and calls the modifier's completion with the result.
    let complete: (Result<[URL], Error>) -> Void
    /// Ends the dialog without calling the completion, as a user's Cancel does.
    let cancel: () -> Void
}

/// A file export dialog a `fileExporter` modifier has open: where the system's document
/// browser would let the user save the document.
///
/// Raster: no browser is drawn; the request waits until a test answers it with
/// `ViewHost.completeFileExport(to:)`, `failFileExport(with:)` or `cancelFileExport()`.
public struct FileExportRequest {
    /// The content type the documents are written as.
    public let contentType: UTType
    /// The file name the dialog proposes, if the modifier gave one.
    public let defaultFilename: String?
    /// How many documents are exported: 1, or the count of a
    /// `fileExporter(isPresented:documents:contentType:onCompletion:)`'s collection, whose
    /// dialog picks a folder to write them in.
    public let documentCount: Int
    /// Writes the documents as `contentType` to the chosen file URL (one document) or into
    /// the chosen folder (several); returns the URLs written.
    let write: (URL) throws -> [URL]
    /// Ends the dialog and calls the modifier's completion with the result.
    let complete: (Result<[URL], Error>) -> Void
    /// Ends the dialog without calling the completion.
    let cancel: () -> Void
}

/// A file move dialog a `fileMover` modifier has open: where the system's document browser
/// would let the user move the files to.
///
/// Raster: no browser is drawn; the request waits until a test answers it with
/// `ViewHost.completeFileMove(to:)`, `failFileMove(with:)` or `cancelFileMove()`.
public struct FileMoveRequest {
    /// The files to move, in order.
    public let files: [URL]
    /// Ends the dialog and calls the modifier's completion with the result.
    let complete: (Result<[URL], Error>) -> Void
    /// Ends the dialog without calling the completion, as a user's Cancel does.
    let cancel: () -> Void
}

/// A Photos picker a `PhotosPicker` or `photosPicker(isPresented:…)` modifier has open: what
/// the system's photo picker would let the user pick.
///
/// Raster: no picker is drawn; the request waits until a test answers it with
/// `ViewHost.completePhotosPick(with:)` or `cancelPhotosPick()`.
public struct PhotosPickRequest {
    /// The kinds of asset the picker shows; nil: every kind.
    public let filter: PHPickerFilter?
    /// Whether the picker selects several items (a selection of `[PhotosPickerItem]`).
    public let allowsMultipleSelection: Bool
    /// The most items the user may pick; nil: no limit. 1 for a single selection.
    public let maxSelectionCount: Int?
    /// How the picker handles the user's picks (recorded: see `PhotosPickerSelectionBehavior`).
    public let selectionBehavior: PhotosPickerSelectionBehavior
    /// The encoding the picked items are delivered in (recorded: see
    /// `PhotosPickerItem.EncodingDisambiguationPolicy`).
    public let preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy
    /// The selection when the picker opened, which it shows selected.
    public let selection: [PhotosPickerItem]
    /// Sets the selection to the items picked and ends the picker.
    let complete: ([PhotosPickerItem]) -> Void
    /// Ends the picker without changing the selection, as a user's Cancel does.
    let cancel: () -> Void
}

/// An open file dialog or Photos picker.
enum FileRequest {
    case importing(FileImportRequest)
    case exporting(FileExportRequest)
    case moving(FileMoveRequest)
    case photos(PhotosPickRequest)
}

extension SystemRequests {
    /// The open import dialogs, oldest first.
    var fileImports: [FileImportRequest] {
        fileRequests.compactMap { if case .importing(let request) = $0.request { return request } else { return nil } }
    }

    /// The open export dialogs, oldest first.
    var fileExports: [FileExportRequest] {
        fileRequests.compactMap { if case .exporting(let request) = $0.request { return request } else { return nil } }
    }

    /// The open move dialogs, oldest first.
    var fileMoves: [FileMoveRequest] {
        fileRequests.compactMap { if case .moving(let request) = $0.request { return request } else { return nil } }
    }

    /// The open Photos pickers, oldest first.
    var photosPicks: [PhotosPickRequest] {
        fileRequests.compactMap { if case .photos(let request) = $0.request { return request } else { return nil } }
    }
}
