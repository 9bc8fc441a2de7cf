// SystemRequests.swift · Raster/Graph · what a window's views asked of the system (Raster's own: iOS hands these to UIApplication, the share sheet and the haptic engine)
// Status: Complete — opened URLs, shares and sensory feedback are recorded in order, never performed.

import Foundation

/// The requests a window's views made of the system, in the order they were made: URLs an
/// `OpenURLAction` handed to the system (a `Link`, `.systemAction`, `UIApplication.open`),
/// what a `ShareLink` shared, the feedback `sensoryFeedback` and the UIKit feedback
/// generators played, the actions `UIApplication.sendAction` sent, the notifications
/// `UIAccessibility.post` posted, and the file dialogs open
/// (FileRequests.swift). A graph owns one and puts it in its
/// root environment, so actions made anywhere in the tree record into it; `ViewHost` reads it
/// (`openedURLs`, `sharedItems`, `playedFeedback`).
final class SystemRequests {
    private(set) var openedURLs: [URL] = []
    private(set) var shares: [ShareRequest] = []
    private(set) var feedback: [SensoryFeedback] = []
    /// The names of the actions `UIApplication.sendAction(_:to:from:for:)` sent.
    private(set) var sentActions: [String] = []
    /// The windows `openWindow` asked for and `dismissWindow` asked to close (WindowActions.swift).
    private(set) var windowRequests: [WindowRequest] = []
    /// The notifications `UIAccessibility.post(notification:argument:)` posted.
    private(set) var accessibilityPosts: [PostedAccessibilityNotification] = []
    /// How many times scroll views flashed their indicators (`scrollIndicatorsFlash`).
    private(set) var scrollIndicatorFlashes = 0
    /// How many times the views asked for an App Store review (`requestReview`).
    private(set) var reviewRequests = 0
    /// The alternate app icon `UIApplication.setAlternateIconName` last set; nil: the primary.
    var alternateIconName: String?
    /// The `UIWindowScene` standing for this window (Views/UIKit/UIWindow.swift), made on
    /// first use and kept, so that its window's `windowScene` stays set; nil until then.
    var windowScene: AnyObject?

    /// The `onOpenURL` handlers of the views on screen, in the order they were declared
    /// first, by the node that declares each.
    var urlHandlers = OwnedList<(URL) -> Void>()
    /// The `onContinueUserActivity` handlers of the views on screen, with their activity
    /// types (UserActivityModifiers.swift).
    var activityHandlers = OwnedList<(type: String, action: (NSUserActivity) -> Void)>()
    /// The activities the views on screen advertise (`userActivity(_:isActive:_:)`).
    var advertisedActivities = OwnedList<NSUserActivity>()

    func open(_ url: URL) { openedURLs.append(url) }

    /// Records one flash of a scroll view's indicators.
    func flashScrollIndicators() { scrollIndicatorFlashes += 1 }

    /// Records one request for an App Store review.
    func requestReview() { reviewRequests += 1 }

    /// Runs every `onOpenURL` handler with `url`; returns how many ran.
    func deliver(_ url: URL) -> Int {
        let handlers = urlHandlers.values
        for handler in handlers { handler(url) }
        return handlers.count
    }

    /// Runs every `onContinueUserActivity` handler for `activity`'s type; returns how many ran.
    func `continue`(_ activity: NSUserActivity) -> Int {
        let handlers = activityHandlers.values.filter { $0.type == activity.activityType }
        for handler in handlers { handler.action(activity) }
        return handlers.count
    }
    /// The file dialogs open (`fileImporter`, `fileExporter`), in the order they opened, by
    /// the node of the modifier that opened each.
    private(set) var fileRequests: [(owner: ObjectIdentifier, request: FileRequest)] = []

    /// Sets `owner`'s open file dialog (nil: none), keeping its place when it had one.
    func setFileRequest(_ request: FileRequest?, for owner: ObjectIdentifier) {
        let index = fileRequests.firstIndex { $0.owner == owner }
        switch (request, index) {
        case (let request?, let index?): fileRequests[index].request = request
        case (let request?, nil): fileRequests.append((owner, request))
        case (nil, let index?): fileRequests.remove(at: index)
        case (nil, nil): break
        }
    }

    func share(_ request: ShareRequest) { shares.append(request) }
    func play(_ played: SensoryFeedback) { feedback.append(played) }
    func send(_ action: String) { sentActions.append(action) }
    func request(_ window: WindowRequest) { windowRequests.append(window) }
    func post(_ notification: PostedAccessibilityNotification) { accessibilityPosts.append(notification) }
}

/// What one tap on a `ShareLink` shared: its items, subject, message and preview title.
public struct ShareRequest {
    /// The items shared, in order (a `URL`, a `String`, or another `Transferable` value).
    public let items: [any Transferable]
    /// The subject given to the link, if any.
    public let subject: Text?
    /// The message given to the link, if any.
    public let message: Text?
    /// The title of the link's `SharePreview`, if it has one.
    public let previewTitle: Text?
}

private struct SystemRequestsKey: EnvironmentKey {
    static let defaultValue: SystemRequests? = nil
}

extension EnvironmentValues {
    /// The window's record of system requests (nil outside a graph).
    var systemRequests: SystemRequests? {
        get { self[SystemRequestsKey.self] }
        set { self[SystemRequestsKey.self] = newValue }
    }
}

/// Values kept by the node that set each, in the order they were first set: the handlers
/// and activities of the views on screen.
struct OwnedList<Value> {
    private var entries: [(owner: ObjectIdentifier, value: Value)] = []

    /// The values, oldest owner first.
    var values: [Value] { entries.map(\.value) }

    /// Sets `owner`'s value, keeping its place when it had one.
    mutating func set(_ value: Value, for owner: ObjectIdentifier) {
        if let index = entries.firstIndex(where: { $0.owner == owner }) {
            entries[index].value = value
        } else {
            entries.append((owner, value))
        }
    }

    mutating func remove(for owner: ObjectIdentifier) {
        entries.removeAll { $0.owner == owner }
    }
}
