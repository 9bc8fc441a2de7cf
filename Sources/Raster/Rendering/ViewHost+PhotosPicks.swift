// ViewHost+PhotosPicks.swift · Raster/Rendering · answering the Photos pickers of PhotosPicker and photosPicker (Raster's own: a test stands in for the user)
// Status: Complete — see Views/Photos/PhotosPicker.swift.

import Foundation

extension ViewHost {
    /// The oldest Photos picker open and unanswered (a tapped `PhotosPicker`, or a
    /// `photosPicker` modifier with `isPresented` true), after the views settle; nil when none
    /// is open.
    public var pendingPhotosPick: PhotosPickRequest? {
        settle()
        return graph.systemRequests.photosPicks.first
    }

    /// Answers the oldest open Photos picker as a user picking `items` does: the picker's
    /// selection becomes the items (a single selection the first), its `isPresented` false,
    /// then the views settle. Returns whether a picker was open.
    ///
    /// Make the items from files or data: `PhotosPickerItem(contentsOf:)`,
    /// `PhotosPickerItem(data:contentType:)`. More items than the picker's
    /// `maxSelectionCount` deliver only the first that many, with a warning; an item whose
    /// content type the picker's filter does not admit is delivered all the same (the system
    /// would not offer it), with a warning. No items clears a multiple selection, as a user
    /// deselecting every item and confirming does; a single-item picker cannot be answered
    /// with none (it stays open, with a warning: call `cancelPhotosPick()` for a user's Cancel).
    @discardableResult
    public func completePhotosPick(with items: [PhotosPickerItem]) -> Bool {
        guard let request = pendingPhotosPick else { return warnNoDialog("completePhotosPick(with:)", "Photos picker") }
        guard !items.isEmpty || request.allowsMultipleSelection else {
            warnOnce("ViewHost.completePhotosPick(with: []): a single-item Photos picker needs an item; it stays open. "
                     + "Pass the item picked, or call cancelPhotosPick() for a user's Cancel")
            return false
        }
        var picked = items
        if let limit = request.maxSelectionCount, items.count > limit {
            warnOnce("ViewHost.completePhotosPick(with:) gave \(items.count) items to a Photos picker whose maxSelectionCount "
                     + "is \(limit); only the first \(limit) are delivered")
            picked = Array(items.prefix(limit))
        }
        if let filter = request.filter {
            for item in picked {
                guard let type = item.supportedContentTypes.first, !filter.admits(type) else { continue }
                warnOnce("ViewHost.completePhotosPick(with:): an item of \(type.identifier) is not matched by the picker's "
                         + "filter (\(filter)); the system would not offer it")
            }
        }
        answer { request.complete(picked) }
        return true
    }

    /// Cancels the oldest open Photos picker as a user's Cancel does: its `isPresented`
    /// becomes false and the selection is kept. Returns whether a picker was open.
    @discardableResult
    public func cancelPhotosPick() -> Bool {
        guard let request = pendingPhotosPick else { return warnNoDialog("cancelPhotosPick()", "Photos picker") }
        answer { request.cancel() }
        return true
    }
}
