// ViewHost+SystemRequests.swift · Raster/Rendering · what the hosted views asked of the system: opened URLs, shares, sensory feedback (Raster's own)
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

    /// The alternate app icon the views last chose (`UIApplication.setAlternateIconName`);
    /// nil for the primary icon.
    public var alternateIconName: String? { graph.systemRequests.alternateIconName }

    /// The windows the views asked to open (`openWindow`) or close (`dismissWindow`) so far,
    /// oldest first. An iPhone shows one window, so none opens or closes.
    public var windowRequests: [WindowRequest] { graph.systemRequests.windowRequests }

    /// The names of the actions `UIApplication.shared.sendAction(_:to:from:for:)` sent from
    /// this host's views so far, oldest first (e.g. "resignFirstResponder"); none is performed.
    public var sentActions: [String] { graph.systemRequests.sentActions }

    /// Delivers `url` to the app as iOS does when a link or custom URL scheme opens it: runs
    /// the `onOpenURL(perform:)` handler of every view on screen, in the order they were
    /// first declared, on the host's clock, then settles the views (a host that has not
    /// rendered yet builds its views first). Returns whether a
    /// handler ran; with none, warns that the URL went nowhere.
    @discardableResult
    public func deliverURL(_ url: URL) -> Bool {
        settle()
        let count = graph.hosting { graph.systemRequests.deliver(url) }
        guard count > 0 else {
            warnOnce("ViewHost.deliverURL(\(url.absoluteString)): no view on screen has an onOpenURL handler; the URL was "
                     + "not handled. Add onOpenURL(perform:) to a view that is shown")
            return false
        }
        settle()
        return true
    }
}
