// ViewHost+SystemRequests.swift · Raster/Rendering · what the hosted views asked of the system: opened URLs, shares, sensory feedback (Raster's own)
// Status: Complete — see Graph/SystemRequests.swift.

import Foundation

extension ViewHost {
    /// The URLs handed to the system so far, oldest first: by a `Link`, by the default
    /// `openURL` action, or by a custom `OpenURLAction` returning `.systemAction`. URLs a
    /// custom handler `.handled` or `.discarded` are not here.
    public var openedURLs: [URL] { graph.systemRequests.openedURLs }

    /// What each tap on a `ShareLink` shared so far, oldest first (no share sheet is drawn).
    public var sharedItems: [ShareRequest] { graph.systemRequests.shares }

    /// The feedback `sensoryFeedback` modifiers played so far, oldest first.
    public var playedFeedback: [SensoryFeedback] { graph.systemRequests.feedback }
}
