// NSUserActivity.swift · Raster/Support · mirrors Foundation's NSUserActivity (iOS 8), which Linux lacks
// Status: Partial — the state an app puts on an activity; nothing is advertised to other
// devices, Spotlight or Siri (`ViewHost.advertisedUserActivities` lists what views advertise).

import Foundation

/// The activity type of a web page being browsed (`NSUserActivity.webpageURL` holds it).
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// A representation of the state of the app at a moment in time: what Handoff, Spotlight and
/// universal links hand back to the app (`onContinueUserActivity(_:perform:)`).
///
/// Raster: the properties are kept as set; `becomeCurrent()`, `resignCurrent()` and
/// `invalidate()` are recorded in `isCurrent` and `isValid` only.
open class NSUserActivity {
    /// The activity's type, a reverse-DNS string the app declares (`com.example.view-item`).
    public let activityType: String
    /// A user-visible title, for Spotlight and Handoff.
    open var title: String?
    /// The app's data for continuing the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to continue it.
    open var requiredUserInfoKeys: Set<String>?
    /// A web page showing the same content, for a device without the app.
    open var webpageURL: URL?
    /// The web page that referred the user to it.
    open var referrerURL: URL?
    /// Words Spotlight indexes the activity by.
    open var keywords: Set<String> = []
    /// The date after which the activity is no longer valid.
    open var expirationDate: Date?
    /// An identifier of the content, for the scene to handle it (`handlesExternalEvents`).
    open var targetContentIdentifier: String?
    /// An identifier for deleting the activity from Spotlight or Siri later.
    open var persistentIdentifier: String?
    /// Whether the activity is offered to the user's other devices (Handoff).
    open var isEligibleForHandoff = true
    /// Whether Spotlight indexes it for this user.
    open var isEligibleForSearch = false
    /// Whether Spotlight may index it for everyone.
    open var isEligibleForPublicIndexing = false
    /// Whether Siri may suggest it.
    open var isEligibleForPrediction = false
    /// Whether `userInfo` should be updated before the activity is sent.
    open var needsSave = false
    /// Whether the activity is the current one (`becomeCurrent()`). Raster: recorded only.
    public private(set) var isCurrent = false
    /// False once `invalidate()` was called.
    public private(set) var isValid = true

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds `otherDictionary`'s entries to `userInfo`, replacing those of the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Marks the activity as the one the user is doing. Raster: recorded in `isCurrent`.
    open func becomeCurrent() { isCurrent = true }

    /// Marks the activity as no longer current. Raster: recorded in `isCurrent`.
    open func resignCurrent() { isCurrent = false }

    /// Ends the activity for good. Raster: recorded in `isValid`.
    open func invalidate() {
        isCurrent = false
        isValid = false
    }
}
