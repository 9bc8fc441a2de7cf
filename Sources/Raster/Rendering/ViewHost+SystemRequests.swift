// ViewHost+SystemRequests.swift · Raster/Rendering · what the hosted views asked of the system: opened URLs, shares, sensory feedback, accessibility notifications (Raster's own)
// Status: Complete — see Graph/SystemRequests.swift.

import Foundation

extension ViewHost {
    /// The URLs handed to the system so far, oldest first: by a `Link`, by the default
    /// `openURL` action, by a custom `OpenURLAction` returning `.systemAction`, or by
    /// `UIApplication.shared.open(_:options:completionHandler:)`. URLs a custom handler
    /// `.handled` or `.discarded` are not here.
    public var openedURLs: [URL] { graph.systemRequests.openedURLs }

    /// What each tap on a `ShareLink` shared so far, oldest first (no share sheet is drawn).
    public var sharedItems: [ShareRequest] { graph.systemRequests.shares }

    /// The feedback played so far, oldest first: by `sensoryFeedback` modifiers and by the
    /// UIKit feedback generators (`UIImpactFeedbackGenerator.impactOccurred()` as
    /// `.impact(weight:intensity:)` or `.impact(flexibility:intensity:)`,
    /// `UINotificationFeedbackGenerator` as `.success`, `.warning`, `.error`,
    /// `UISelectionFeedbackGenerator` as `.selection`).
    public var playedFeedback: [SensoryFeedback] { graph.systemRequests.feedback }

    /// The notifications the views posted to assistive apps so far, oldest first
    /// (`UIAccessibility.post(notification:argument:)`: announcements with their text, screen
    /// and layout changes); nothing is spoken.
    public var postedAccessibilityNotifications: [PostedAccessibilityNotification] { graph.systemRequests.accessibilityPosts }

    /// How many times scroll views have flashed their indicators, after the views settle:
    /// once for each scroll view that appears under `scrollIndicatorsFlash(onAppear: true)`,
    /// and once per scroll view on screen for each change of a
    /// `scrollIndicatorsFlash(trigger:)` value. Raster draws no indicators, so the flashes are
    /// only counted.
    public var scrollIndicatorFlashes: Int {
        settle()
        return graph.systemRequests.scrollIndicatorFlashes
    }

    /// How many times the views asked for an App Store rating or review so far (the
    /// `requestReview` environment action, `SKStoreReviewController.requestReview(in:)`); no
    /// rating prompt is drawn.
    public var requestedReviews: Int { graph.systemRequests.reviewRequests }

    /// The alternate app icon the views last chose (`UIApplication.setAlternateIconName`);
    /// nil for the primary icon.
    public var alternateIconName: String? { graph.systemRequests.alternateIconName }

    /// The windows the views asked to open (`openWindow`) or close (`dismissWindow`) so far,
    /// oldest first. An iPhone shows one window, so none opens or closes.
    public var windowRequests: [WindowRequest] { graph.systemRequests.windowRequests }

    /// The names of the actions `UIApplication.shared.sendAction(_:to:from:for:)` sent from
    /// this host's views so far, oldest first (e.g. "resignFirstResponder"); none is performed.
    public var sentActions: [String] { graph.systemRequests.sentActions }

    /// The activities the views on screen advertise (`userActivity(_:isActive:_:)`), each
    /// filled in by its view's update closure, in the order the views first advertised them.
    public var advertisedUserActivities: [NSUserActivity] { graph.systemRequests.advertisedActivities.values }

    /// Continues `activity` as iOS does when Handoff, a Spotlight result or a universal link
    /// opens the app with it: runs the `onContinueUserActivity(_:perform:)` handler of every
    /// view on screen for the activity's type, in the order they were first declared, then
    /// settles the views. Returns whether a handler ran; with none, warns that the activity
    /// went nowhere.
    @discardableResult
    public func continueUserActivity(_ activity: NSUserActivity) -> Bool {
        runHandlers({ $0.continue(activity) }, orWarn: "ViewHost.continueUserActivity: no view on screen has an "
            + "onContinueUserActivity handler for the type \"\(activity.activityType)\"; the activity was not handled. "
            + "Add onContinueUserActivity(\"\(activity.activityType)\") to a view that is shown")
    }

    /// Delivers `url` to the app as iOS does when a link or custom URL scheme opens it: runs
    /// the `onOpenURL(perform:)` handler of every view on screen, in the order they were
    /// first declared, on the host's clock, then settles the views (a host that has not
    /// rendered yet builds its views first). Returns whether a
    /// handler ran; with none, warns that the URL went nowhere.
    @discardableResult
    public func deliverURL(_ url: URL) -> Bool {
        runHandlers({ $0.deliver(url) }, orWarn: "ViewHost.deliverURL(\(url.absoluteString)): no view on screen has an "
            + "onOpenURL handler; the URL was not handled. Add onOpenURL(perform:) to a view that is shown")
    }

    /// Settles the views, runs `run` (which returns how many handlers it ran) as the host, and
    /// settles them again; with no handler run, warns `warning` and returns false.
    private func runHandlers(_ run: (SystemRequests) -> Int, orWarn warning: @autoclosure () -> String) -> Bool {
        settle()
        guard graph.hosting({ run(graph.systemRequests) }) > 0 else {
            warnOnce(warning())
            return false
        }
        settle()
        return true
    }
}
