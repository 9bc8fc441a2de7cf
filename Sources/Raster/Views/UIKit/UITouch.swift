// UITouch.swift · Raster/Views/UIKit · mirrors UIKit UITouch, UITouch.Phase (iOS 17), as a gesture recognizer's delegate sees a touch
// Status: Partial — a finger of a touch a ViewHost plays: location, phase, tap count,
// time; no force, radius or stylus values. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object representing the location, size, movement, and force of a touch on the screen
/// (UIKit's `UITouch`).
///
/// Raster: a finger of a touch a `ViewHost` plays, as a gesture recognizer's delegate gets it
/// in `gestureRecognizer(_:shouldReceive:)` at touch-down. Locations are points.
open class UITouch {
    /// The phases of a touch (UIKit's raw values).
    public enum Phase: Int, Hashable, Sendable {
        case began = 0, moved = 1, stationary = 2, ended = 3, cancelled = 4
    }

    /// The kinds of touch. Raster plays fingers (`.direct`).
    public enum TouchType: Int, Hashable, Sendable {
        case direct = 0, indirect = 1, pencil = 2, indirectPointer = 3
    }

    /// The touch's phase.
    open private(set) var phase: Phase
    /// Which tap of a quick series this touch is (1 for a single tap).
    open private(set) var tapCount: Int
    /// When the touch happened: the host's time, seconds.
    open private(set) var timestamp: TimeInterval
    /// The kind of touch: `.direct` (a finger).
    open var type: TouchType { .direct }
    /// The view the touch is delivered to: the recognizer's view.
    open private(set) weak var view: UIView?
    /// The window points of the touch now and at the event before.
    private let point: CGPoint
    private let previousPoint: CGPoint

    init(phase: Phase, tapCount: Int, timestamp: TimeInterval, view: UIView?, point: CGPoint, previousPoint: CGPoint) {
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
        self.view = view
        self.point = point
        self.previousPoint = previousPoint
    }

    /// The touch's location in `view`'s space (the window's for nil), points.
    open func location(in view: UIView?) -> CGPoint {
        view?.pointFromWindow(point) ?? point
    }

    /// The touch's location at the event before, in `view`'s space (the window's for nil).
    open func previousLocation(in view: UIView?) -> CGPoint {
        view?.pointFromWindow(previousPoint) ?? previousPoint
    }
}
#endif
