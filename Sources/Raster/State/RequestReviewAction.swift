// RequestReviewAction.swift · Raster/State · mirrors StoreKit's RequestReviewAction and EnvironmentValues.requestReview (iOS 16), SKStoreReviewController (iOS 10.3)
// Status: Complete — a request is recorded (`ViewHost.requestedReviews`); the system's rating
// prompt is not drawn.

import Foundation

/// An instance that tells StoreKit to request an App Store rating or review from the user, if
/// appropriate.
///
/// Raster: each call is counted in the window's system requests (`ViewHost.requestedReviews`).
/// The rating prompt iOS may show over the app (at most three times in 365 days, never in
/// TestFlight, and at the system's discretion) is not drawn. Read it from the environment:
/// `@Environment(\.requestReview) private var requestReview`, then `requestReview()`.
public struct RequestReviewAction {
    weak var system: SystemRequests?

    /// Asks for a review. Raster: counted in `ViewHost.requestedReviews`; outside a hosted
    /// view (no window) it warns that nothing records it.
    public func callAsFunction() {
        guard let system else {
            warnOnce("requestReview() was called outside a hosted view, so no window records it; call it from a view "
                     + "that a ViewHost or ImageRenderer shows")
            return
        }
        system.requestReview()
    }
}

extension EnvironmentValues {
    /// The action that asks StoreKit for an App Store rating or review (see
    /// `RequestReviewAction`).
    public var requestReview: RequestReviewAction { RequestReviewAction(system: systemRequests) }
}

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
/// An object that controls the process of requesting App Store ratings and reviews from users.
///
/// Raster: a request is counted in its window's system requests, as `RequestReviewAction`'s is
/// (`ViewHost.requestedReviews`); no prompt is drawn.
open class SKStoreReviewController {
    /// Asks for a review in `windowScene`'s window (iOS 14).
    open class func requestReview(in windowScene: UIWindowScene) {
        guard let system = windowScene.keyWindow?.graph?.systemRequests else {
            warnOnce("SKStoreReviewController.requestReview(in:) was given a window scene whose window is gone; "
                     + "nothing records the request")
            return
        }
        system.requestReview()
    }

    /// Asks for a review in the app's window (deprecated in iOS 14).
    ///
    /// Raster: names no window, so it records nothing and warns: use `requestReview(in:)` with
    /// the view's window scene, or the `requestReview` environment action.
    @available(*, deprecated, message: "Use requestReview(in:) or the requestReview environment action")
    open class func requestReview() {
        warnOnce("SKStoreReviewController.requestReview() names no window, so Raster records nothing; use "
                 + "requestReview(in: windowScene) or @Environment(\\.requestReview)")
    }
}
#endif
