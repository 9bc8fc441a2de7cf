// UIActivityViewController.swift · Raster/Views/UIKit · mirrors UIKit UIActivityViewController, UIActivity, UIActivity.ActivityType and Category, UIPopoverPresentationController (iOS 17), as SwiftUI apps wrap the share sheet in a UIViewControllerRepresentable
// Status: Partial — the share is recorded (`ViewHost.sharedItems`), as a ShareLink's; no share
// sheet is drawn and no activity runs, so `completionWithItemsHandler` is never called.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A service the share sheet offers (a system one, or the app's own subclass).
open class UIActivity {
    /// An activity's identifier (`com.apple.UIKit.activity.Mail` and the like).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// Where the share sheet lists an activity: the row of actions or of apps to share to.
    public enum Category: Int, Sendable {
        case action = 0
        case share = 1
    }

    public init() {}

    /// The row an activity of this class is listed in (default `.action`).
    open class var activityCategory: Category { .action }
    /// The activity's identifier; nil by default (the system makes one from the class).
    open var activityType: ActivityType? { nil }
    /// The title shown under the activity's icon.
    open var activityTitle: String? { nil }
    /// Whether the activity can act on `activityItems` (default false).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Gets the activity ready to act on `activityItems`.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Acts on the prepared items, calling `activityDidFinish(_:)` when done.
    open func perform() { activityDidFinish(false) }
    /// Tells the share sheet the activity finished. Raster: recorded only.
    open func activityDidFinish(_ completed: Bool) {}
}

/// Where a controller shown as a popover (on an iPad) points from.
///
/// Raster: recorded only; an iPhone shows the share sheet as a sheet.
open class UIPopoverPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` it points at, points.
    open var sourceRect: CGRect = .zero
    /// The directions its arrow may point (UIKit's `UIPopoverArrowDirection` raw value).
    open var permittedArrowDirections: UInt = .max

    public init() {}
}

/// The system's share sheet, made with the items to share and the app's own activities.
///
/// Raster: hosted by a `UIViewControllerRepresentable`, its items are recorded as a share when
/// it first appears (`ViewHost.sharedItems`: the items that are `Transferable`, such as strings
/// and URLs), as a `ShareLink`'s are; its view draws nothing (no share sheet is drawn), and as
/// no activity runs, `completionWithItemsHandler` is never called.
open class UIActivityViewController: UIViewController {
    /// Called when the sheet closes: the activity chosen (nil when cancelled), whether it
    /// completed, what it returned, and any error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    /// The items to share, in order.
    public let activityItems: [Any]
    /// The app's own activities, listed with the system's.
    public let applicationActivities: [UIActivity]?
    /// The system activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet closes. Raster: never called (no sheet is shown).
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// The popover presentation on an iPad. Raster: recorded only.
    public let popoverPresentationController: UIPopoverPresentationController? = UIPopoverPresentationController()

    /// A share sheet for `activityItems`, offering `applicationActivities` too.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// Raster: there are no archives; returns nil, as `UIViewController.init?(coder:)` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The share the sheet stands for: its `Transferable` items.
    var shareRequest: ShareRequest {
        ShareRequest(items: activityItems.compactMap { $0 as? any Transferable }, subject: nil, message: nil, previewTitle: nil)
    }
}
#endif
