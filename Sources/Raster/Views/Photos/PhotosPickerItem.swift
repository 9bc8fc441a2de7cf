// PhotosPickerItem.swift · Raster/Views/Photos · mirrors PhotosUI PhotosPickerItem, PhotosPickerItem.EncodingDisambiguationPolicy (iOS 16)
// Status: Complete for the items a test picks — Linux has no photo library, so an item made
// from a library identifier alone has no data (see `loadTransferable(type:)`).

import Foundation

/// A type that represents an item you use with a Photos picker.
///
/// Raster: Linux has no photo library. A test makes the items a user picks from image or
/// movie files, or from data (`init(contentsOf:)`, `init(data:contentType:)`, Raster's own),
/// and answers an open picker with them (`ViewHost.completePhotosPick(with:)`);
/// `loadTransferable(type:)` then imports their bytes as the type asked for, as iOS loads an
/// asset's. Their `itemIdentifier` is nil, as iOS's is for a picker not given a photo library.
/// Items are equal when they are the same item: made by the same call, or with the same
/// identifier.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// The local identifier of the item in the photo library; nil for the items Raster makes
    /// from files or data.
    public let itemIdentifier: String?
    /// The content types the item can be loaded as, preferred first: the type of its file or
    /// data; empty for an item of a library identifier alone.
    public let supportedContentTypes: [UTType]
    /// The item's bytes, for the items made from files or data.
    private let content: Content?

    /// The bytes of an item a test made; compared by identity.
    private final class Content: Sendable {
        let data: Data

        init(data: Data) { self.data = data }
    }

    /// Creates an item with a local identifier of the photo library, as iOS does for items a
    /// picker of a library selected.
    ///
    /// Raster: there is no library behind the identifier, so the item has no content types
    /// and `loadTransferable(type:)` gives nil, with a warning.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
        supportedContentTypes = []
        content = nil
    }

    /// Creates an item holding the bytes of the file at `url` (Raster's own), of the type its
    /// filename extension names (`photo.png` is `.png`, `clip.mov` `.quickTimeMovie`).
    /// - Throws: the file system's error when the file cannot be read; `CocoaError(.fileReadUnknown)`
    ///   when `url` is not a file URL.
    public init(contentsOf url: URL) throws {
        guard url.isFileURL else { throw CocoaError(.fileReadUnknown, userInfo: [NSURLErrorKey: url]) }
        let data = try Data(contentsOf: url)
        self.init(data: data, contentType: UTType(filenameExtension: url.pathExtension) ?? .data)
    }

    /// Creates an item holding `data` of `contentType` (Raster's own), as a photo or video
    /// the user picks.
    public init(data: Data, contentType: UTType) {
        itemIdentifier = nil
        supportedContentTypes = [contentType]
        content = Content(data: data)
    }

    /// Loads the item as `type`, through the first of its transfer representations that
    /// imports the item's content type (`Data` takes the bytes as they are; `Image` a PNG or
    /// JPEG image, as `UIImage(data:)` decodes it), as iOS loads the asset.
    /// - Returns: the value; nil for an item of a library identifier alone (Raster has no
    ///   photo library; a warning says so).
    /// - Throws: `TransferError.noRepresentation` when `type` imports none of the item's content
    ///   types; the representation's own error when its importer throws (an `Image` of bytes
    ///   that are not an image).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        guard let content, let contentType = supportedContentTypes.first else {
            warnOnce("PhotosPickerItem(itemIdentifier: \"\(itemIdentifier ?? "")\") has no data: Raster has no photo library. "
                     + "Answer the picker with items made by PhotosPickerItem(contentsOf:) or PhotosPickerItem(data:contentType:)")
            return nil
        }
        return try await T(importing: content.data, contentType: contentType)
    }

    /// Loads the item as `type` (see `loadTransferable(type:)`) and calls `completionHandler`
    /// with the value or the error.
    ///
    /// Raster: the load finishes before the call returns; `completionHandler` has run by then,
    /// on the calling thread.
    /// - Returns: the load's progress, complete.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type,
                                                  completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void)
        -> Progress {
        let item = self
        completionHandler(TransferRunner.run(String(describing: T.self)) { try await item.loadTransferable(type: type) })
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }

    public static func == (lhs: PhotosPickerItem, rhs: PhotosPickerItem) -> Bool {
        switch (lhs.content, rhs.content) {
        case (let a?, let b?): return a === b
        case (nil, nil): return lhs.itemIdentifier == rhs.itemIdentifier
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        if let content { hasher.combine(ObjectIdentifier(content)) } else { hasher.combine(itemIdentifier) }
    }
}

extension PhotosPickerItem {
    /// A policy that decides the encoding to use given an item with multiple representations.
    ///
    /// Raster: recorded with the picker's request (`PhotosPickRequest.preferredItemEncoding`);
    /// it only matters on a device, where the system transcodes assets (HEIF to JPEG): an item
    /// a test makes is loaded as its bytes are.
    public struct EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
        let name: String

        /// Uses the best encoding determined by the system (the default).
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        /// Uses the current encoding of the asset, avoiding transcoding where possible.
        public static let current = EncodingDisambiguationPolicy(name: "current")
        /// Uses the most compatible encoding, transcoding if needed.
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }
}
