// UIPanGestureRecognizer.swift · Raster/Views/UIKit · mirrors UIKit UIPanGestureRecognizer, UIScreenEdgePanGestureRecognizer, UISwipeGestureRecognizer (iOS 17)
// Status: Partial — recognize the drags a ViewHost plays (UIGestureRecognizer.swift says
// where); the thresholds UIKit does not document are marked [UNCERTAIN]. Only where there is
// no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A continuous gesture recognizer that interprets panning gestures (UIKit's
/// `UIPanGestureRecognizer`).
///
/// Raster: `.began` once the fingers' centroid is 10 points or more from where it touched
/// down [UNCERTAIN: UIKit does not document its threshold; it is `DragGesture`'s default
/// minimum distance], `.changed` at each move after that, `.ended` when the fingers lift
/// (lifting sooner fails it); a touch with fewer than `minimumNumberOfTouches` or more than
/// `maximumNumberOfTouches` fingers fails it. The translation counts from the touch-down
/// point, so at `.began` it is already 10 points or more.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that can pan. Default `Int.max`.
    open var maximumNumberOfTouches = Int.max
    /// What `setTranslation(_:in:)` added to the fingers' movement, points.
    private var translationOffset = CGPoint.zero

    /// How far the fingers must move before a pan begins, points.
    static let hysteresis: CGFloat = 10

    /// The translation of the pan in `view`'s space, points: the fingers' centroid now less
    /// where it touched down, plus what `setTranslation(_:in:)` set. Raster: views are not
    /// rotated or scaled, so the translation is the same in every view's space.
    open func translation(in view: UIView?) -> CGPoint {
        let moved = CGPoint(x: touch.centroid.x - touch.startCentroid.x, y: touch.centroid.y - touch.startCentroid.y)
        return CGPoint(x: moved.x + translationOffset.x, y: moved.y + translationOffset.y)
    }

    /// Sets the translation to `translation` (points, in `view`'s space): later translations
    /// count from here. A point that is not finite warns and is ignored.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            warnOnce("UIPanGestureRecognizer.setTranslation(\(translation), in:) was given a point that is not finite; "
                     + "the translation stays. Give finite points")
            return
        }
        let current = self.translation(in: view)
        translationOffset.x += translation.x - current.x
        translationOffset.y += translation.y - current.y
    }

    /// The velocity of the pan in `view`'s space, points per second: the fingers' movement
    /// between the last two events of different host times (zero before time has passed).
    open func velocity(in view: UIView?) -> CGPoint { touch.velocity }

    override func recognize(_ event: TouchEvent) -> State? {
        if event.phase == .began { translationOffset = .zero }
        if hasBegun { return continuingState(after: event) }
        let fingers = event.touches.count
        if fingers < minimumNumberOfTouches || fingers > maximumNumberOfTouches { return .failed }
        if event.phase == .ended { return .failed }
        return event.phase == .moved && touch.distanceMoved >= Self.hysteresis ? .began : nil
    }
}

/// A pan that starts near an edge of the screen (UIKit's `UIScreenEdgePanGestureRecognizer`).
///
/// Raster: a pan (see `UIPanGestureRecognizer`) whose touch comes down within 20 points of
/// one of `edges` of the host's window [UNCERTAIN: the band of UIKit's back swipe, which
/// Raster's interactive pop uses too]; a touch elsewhere fails it. With no edges (the
/// default) it never begins, as in UIKit.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from. Default none.
    open var edges: UIRectEdge = []

    /// How near an edge the touch must come down, points.
    static let edgeBand: CGFloat = 20

    override func recognize(_ event: TouchEvent) -> State? {
        if event.phase == .began {
            let start = touch.startCentroid, size = touch.windowSize
            let near = (edges.contains(.left) && start.x <= Self.edgeBand)
                || (edges.contains(.right) && start.x >= size.width - Self.edgeBand)
                || (edges.contains(.top) && start.y <= Self.edgeBand)
                || (edges.contains(.bottom) && start.y >= size.height - Self.edgeBand)
            if !near { return .failed }
        }
        return super.recognize(event)
    }
}

/// A discrete gesture recognizer that interprets swiping gestures in one or more
/// directions (UIKit's `UISwipeGestureRecognizer`).
///
/// Raster: recognized (`.ended`) while the fingers move, once they are 50 points or more
/// from where they touched down in one of `direction`'s directions and have moved at most
/// half that across it [UNCERTAIN: UIKit documents neither distance, nor a speed, and Raster
/// asks for none]; lifting sooner fails it.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe (UIKit's raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions the swipe is recognized in. Default `.right`.
    open var direction: Direction = .right
    /// The number of fingers needed. Default 1.
    open var numberOfTouchesRequired = 1

    /// How far a swipe must go, points.
    static let distance: CGFloat = 50

    override var isDiscrete: Bool { true }

    override func recognize(_ event: TouchEvent) -> State? {
        if event.touches.count != max(1, numberOfTouchesRequired) { return .failed }
        let dx = touch.centroid.x - touch.startCentroid.x, dy = touch.centroid.y - touch.startCentroid.y
        let swipes: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (swipe, along, across) in swipes where direction.contains(swipe) {
            if along >= Self.distance && abs(across) <= along / 2 { return .ended }
        }
        return event.phase == .ended ? .failed : nil
    }
}
#endif
