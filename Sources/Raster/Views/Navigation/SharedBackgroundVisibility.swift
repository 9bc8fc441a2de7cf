// SharedBackgroundVisibility.swift · Raster/Views/Navigation · mirrors SwiftUI ToolbarContent/CustomizableToolbarContent sharedBackgroundVisibility(_:) (iOS 26)
// Status: Partial — recorded on the content's items; Raster's bars are iOS 17's, which draw no
// glass behind their items either way.

import Foundation

extension ToolbarContent {
    /// Sets the visibility of the glass background iOS 26 shares between the items of one
    /// grouping in a bar (the navigation bar on iOS); hiding it places the items in a
    /// grouping of their own, without the glass.
    ///
    /// Raster: recorded on each item of the content; the items are drawn as before, since
    /// Raster draws iOS 17's bars, whose items have no background at all (what iOS 26 draws
    /// with `.hidden`, apart from the grouping's spacing).
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent {
        SharedBackgroundToolbarContent(content: self, visibility: visibility)
    }
}

extension CustomizableToolbarContent {
    /// Sets the visibility of the glass background iOS 26 shares between the items of one
    /// grouping in a bar, keeping the content customizable (see the `ToolbarContent` form).
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some CustomizableToolbarContent {
        SharedBackgroundToolbarContent(content: self, visibility: visibility)
    }
}

/// Toolbar content whose items carry a shared background visibility.
struct SharedBackgroundToolbarContent<Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    let content: Content
    let visibility: Visibility

    var body: Never { bodyIsNeverCalled() }

    var toolbarEntries: [ToolbarEntry] {
        content.toolbarEntries.map { entry in
            var entry = entry
            entry.sharedBackgroundVisibility = visibility
            return entry
        }
    }
}

extension SharedBackgroundToolbarContent: CustomizableToolbarContent where Content: CustomizableToolbarContent {}
