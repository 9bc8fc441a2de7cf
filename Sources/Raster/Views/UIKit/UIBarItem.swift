// UIBarItem.swift · Raster/Views/UIKit · mirrors UIKit UIBarItem (iOS 17)
// Status: Complete for what its subclasses draw (title, image, enabled state, tag). Only
// where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The common part of the items in bars: `UIBarButtonItem` and `UITabBarItem` (UIKit's
/// `UIBarItem`).
open class UIBarItem {
    /// The text of the item; nil for an image-only or system item.
    open var title: String?
    /// The image of the item (a symbol or a template image takes the bar's colours).
    open var image: UIImage?
    /// Whether the item can be used; a disabled item is drawn dimmed.
    open var isEnabled = true
    /// A number that identifies the item in your code (default 0). Raster: read by your code only.
    open var tag = 0

    /// An empty item.
    public init() {}
}
#endif
