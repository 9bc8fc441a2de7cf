// UIFeedbackGenerator.swift · Raster/Rendering · mirrors UIKit UIFeedbackGenerator, UIImpactFeedbackGenerator, UINotificationFeedbackGenerator, UISelectionFeedbackGenerator (iOS 17)
// Status: Complete for the iOS 17 calls, without the iOS 17.5 `at:` location forms — the
// feedback is recorded (`ViewHost.playedFeedback`), never played.
//
// Only where there is no UIKit (Linux). Haptics matter only on a device; view code that
// plays them from a button's action compiles unchanged and a test can see what it played.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The abstract superclass for all feedback generators.
///
/// Raster: nothing vibrates. Feedback a generator plays while a view's body, action or
/// lifecycle closure runs in a `ViewHost` is appended to that host's `playedFeedback` as
/// the matching `SensoryFeedback`; played elsewhere it is dropped (it only matters on a device).
open class UIFeedbackGenerator {
    public init() {}

    /// Prepares the generator to trigger feedback (on a device, wakes the Taptic Engine).
    /// Raster: does nothing.
    open func prepare() {}

    /// Records `feedback` in the host whose view code is running, if any.
    func play(_ feedback: SensoryFeedback) {
        UIApplication.runningGraph?.systemRequests.play(feedback)
    }
}

/// A concrete feedback generator subclass that creates haptics to simulate physical impacts.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects in the collision simulated by the generator.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    private let style: FeedbackStyle

    /// Creates an impact feedback generator with the specified style.
    public init(style: FeedbackStyle) {
        self.style = style
    }

    /// Creates a medium impact feedback generator (UIKit's default).
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Triggers impact feedback (recorded as `SensoryFeedback.impact` of the style's weight
    /// or flexibility, intensity 1).
    public func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Triggers impact feedback with a specific intensity, 0 to 1 (values outside are
    /// clamped, as UIKit does).
    public func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isNaN ? 1 : Double(min(max(intensity, 0), 1))
        switch style {
        case .light: play(.impact(weight: .light, intensity: clamped))
        case .medium: play(.impact(weight: .medium, intensity: clamped))
        case .heavy: play(.impact(weight: .heavy, intensity: clamped))
        case .soft: play(.impact(flexibility: .soft, intensity: clamped))
        case .rigid: play(.impact(flexibility: .rigid, intensity: clamped))
        }
    }
}

/// A concrete feedback generator subclass that creates haptics to communicate successes,
/// failures, and warnings.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Notification feedback types.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Triggers notification feedback (recorded as `.success`, `.warning` or `.error`).
    public func notificationOccurred(_ notificationType: FeedbackType) {
        switch notificationType {
        case .success: play(.success)
        case .warning: play(.warning)
        case .error: play(.error)
        }
    }
}

/// A concrete feedback generator subclass that creates haptics to indicate a change in
/// selection.
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers selection feedback (recorded as `.selection`).
    public func selectionChanged() {
        play(.selection)
    }
}
#endif
