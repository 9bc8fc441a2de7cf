// UIGestureRecognizer.swift · Raster/Views/UIKit · mirrors UIKit UIGestureRecognizer, UIGestureRecognizer.State, UIGestureRecognizerDelegate (iOS 17)
// Status: Partial — recognizers recognize the touches a ViewHost plays when a
// UIGestureRecognizerRepresentable attaches them (UIGestureRecognizerRepresentable.swift);
// target/action pairs are recorded and cannot be sent (no Objective-C runtime), and a
// recognizer added to a hosted UIView gets no touches. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The methods a gesture recognizer's delegate may implement to fine-tune its behaviour
/// (UIKit's `UIGestureRecognizerDelegate`); all have defaults (UIKit's optional methods).
///
/// Raster: called while a recognizer attached by a `UIGestureRecognizerRepresentable`
/// recognizes a touch a `ViewHost` plays: `gestureRecognizer(_:shouldReceive:)` at
/// touch-down (false: the recognizer ignores the whole touch),
/// `gestureRecognizerShouldBegin(_:)` as it leaves `.possible` (false: it fails),
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` when another recognizer of the
/// same touch recognizes too, and the failure requirements
/// (`shouldRequireFailureOf`, `shouldBeRequiredToFailBy`) as `require(toFail:)` is.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asks whether the recognizer may leave the possible state (default true).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asks whether two recognizers may recognize at the same time (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asks whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asks whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asks whether the recognizer should see a new touch (default true).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// The base class of the concrete gesture recognizers (UIKit's `UIGestureRecognizer`).
///
/// Raster: a recognizer recognizes the touches a `ViewHost` plays (`tap(at:)`,
/// `drag(from:to:duration:)`, `longPress(at:duration:)`, `pinch`, `rotate`) when a
/// `UIGestureRecognizerRepresentable` attaches it with `gesture(_:)`: its `state` goes
/// through UIKit's sequence (a discrete recognizer to `.ended`, a continuous one `.began`,
/// `.changed`…, `.ended`) and the representable's `handleUIGestureRecognizerAction(_:context:)`
/// runs at each step. After the touch it is `.possible` again, as UIKit resets it.
/// Target/action pairs (`init(target:action:)`, `addTarget(_:action:)`) are recorded only:
/// Linux has no Objective-C runtime to send a selector (`#selector` does not compile; write
/// `Selector("handleTap:")`), so a recognizer with only targets warns once when it recognizes.
/// A recognizer added to a `UIView` a `UIViewRepresentable` hosts (`addGestureRecognizer(_:)`)
/// is recorded and gets no touches (COMPATIBILITY.md, "UIKit gesture recognizers").
/// Locations are points; `location(in: nil)` is in the window's space.
open class UIGestureRecognizer {
    /// The states a recognizer can be in (UIKit's raw values).
    public enum State: Int, Hashable, Sendable {
        /// Not recognized yet (the default).
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// A continuous gesture ended, or a discrete one was recognized.
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The gesture will not be recognized in this touch.
        case failed = 5

        /// A discrete gesture was recognized: `.ended`.
        public static var recognized: State { .ended }
    }

    /// The recognizer's state. Default `.possible`. Settable, as a subclass importing
    /// `UIGestureRecognizerSubclass` sets it.
    open var state: State = .possible
    /// The delegate asked as the recognizer recognizes (see `UIGestureRecognizerDelegate`).
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether the recognizer takes touches. Default true. Raster: a disabled recognizer
    /// ignores the touches a host plays; disabling one in the middle of its gesture cancels it
    /// at the next event.
    open var isEnabled = true
    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`). Raster:
    /// for a `UIGestureRecognizerRepresentable`'s recognizer, the host's window (on iOS,
    /// SwiftUI's hosting view, which fills it).
    open internal(set) weak var view: UIView?
    /// Whether recognizing cancels the touches of the view (default true). Raster: recorded
    /// only (the hosted views get no touches of their own).
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only after the recognizer fails (default false).
    /// Raster: recorded only.
    open var delaysTouchesBegan = false
    /// Whether the view's touch ends wait for the recognizer (default true). Raster: recorded only.
    open var delaysTouchesEnded = true
    /// Whether the recognizer takes only one kind of touch at a time (default true). Raster:
    /// recorded only (a host plays fingers only).
    open var requiresExclusiveTouchType = true
    /// A name for the recognizer, for debugging (default nil).
    open var name: String?

    /// The targets and actions added, in order. Raster: recorded only (see the class notes).
    private var targets: [(target: AnyObject?, action: Selector)] = []
    /// The recognizers this one waits for to fail (`require(toFail:)`).
    private(set) var failureRequirements: [WeakRecognizer] = []
    /// What Raster runs where UIKit sends the actions: a representable's
    /// `handleUIGestureRecognizerAction`, set by the recognizer's attachment.
    var actionHandler: ((UIGestureRecognizer) -> Void)?
    /// The touch being recognized: the fingers now, where they touched down, the host times.
    var touch = RecognizerTouch()
    /// The state recognition has reached in the current touch; `state` follows it as the
    /// actions are sent (UIGestureRecognizer+Recognition.swift).
    var engineState: State = .possible
    /// A step out of `.possible` waiting for the recognizers this one requires to fail.
    var heldState: State?
    /// The states reached and not yet reported to the action, in order.
    var undeliveredStates: [State] = []
    /// Whether the recognizer sits out the current touch (disabled at touch-down, or its
    /// delegate declined the touch).
    var isSittingOut = false

    /// A recognizer that sends `action` to `target` when it recognizes. Raster: the pair is
    /// recorded and cannot be sent (see the class notes); either may be nil.
    public init(target: Any?, action: Selector?) {
        if let action { targets.append((target as AnyObject?, action)) }
    }

    /// A recognizer with no target or action.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target and action. Raster: recorded only (no Objective-C runtime to send it).
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((target as AnyObject, action))
    }

    /// Removes a target's action (nil: every target, or every action of `target`).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        targets.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails: it recognizes only
    /// when the other fails, and fails when the other recognizes. Raster: between the
    /// recognizers of the same touch (those of one representable, or of one view's chain).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    /// The number of touches the recognizer is tracking (0 between touches).
    open var numberOfTouches: Int { touch.fingers.count }

    /// Where the gesture is: the centroid of its touches, points in `view`'s space (the
    /// window's for nil). Raster: between touches, where the last touch was.
    open func location(in view: UIView?) -> CGPoint {
        view?.pointFromWindow(touch.centroid) ?? touch.centroid
    }

    /// Where one of the gesture's touches is, points in `view`'s space (the window's for
    /// nil). An index out of range warns and gives the centroid (UIKit raises an exception).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard touch.fingers.indices.contains(touchIndex) else {
            warnOnce("UIGestureRecognizer.location(ofTouch: \(touchIndex), in:) asked for touch \(touchIndex) of "
                     + "\(touch.fingers.count) (UIKit raises an exception); the gesture's location is used. Ask for "
                     + "an index below numberOfTouches")
            return location(in: view)
        }
        return view?.pointFromWindow(touch.fingers[touchIndex]) ?? touch.fingers[touchIndex]
    }

    /// Resets the recognizer after its gesture ends or fails; override to reset your own
    /// state (call super). Raster: called when a touch ends, as UIKit calls it.
    open func reset() {}

    // MARK: Recognizing (Raster's own; what UIKit does in touchesBegan/Moved/Ended)

    /// The state after `event` (points in the window), or nil to stay in the current one.
    /// Subclasses override; the base recognizes nothing.
    func recognize(_ event: TouchEvent) -> State? { event.phase == .ended ? .failed : nil }

    /// Whether a continuous gesture has begun and not ended in this touch.
    var hasBegun: Bool { engineState == .began || engineState == .changed }

    /// The next state of a continuous gesture that has begun: `.ended` when the fingers
    /// lift, `.changed` when they move, none while they rest.
    func continuingState(after event: TouchEvent) -> State? {
        if event.phase == .ended { return .ended }
        return event.phase == .moved ? .changed : nil
    }

    /// Whether the recognizer is discrete (recognized in one step, `.ended`) rather than
    /// continuous (`.began`, `.changed`…).
    var isDiscrete: Bool { false }

    /// Runs the action of the current state: the attachment's handler, if any; targets
    /// cannot be sent, and a warning says so once per recognizer class.
    func sendActions() {
        actionHandler?(self)
        guard let first = targets.first else { return }
        let type = strippingGenerics(String(describing: Swift.type(of: self)))
        warnOnce("\(type) recognized a touch, but its action \(first.action) cannot be sent: Linux "
                 + "has no Objective-C runtime to call a selector. Attach the recognizer to a SwiftUI view with a "
                 + "UIGestureRecognizerRepresentable and handle it in handleUIGestureRecognizerAction(_:context:)")
    }
}

/// A recognizer held weakly (a failure requirement does not keep the other alive).
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// The touch a recognizer is recognizing, window points and host seconds.
struct RecognizerTouch {
    /// The fingers at the last event.
    var fingers: [CGPoint] = []
    /// The fingers at the event before.
    var previousFingers: [CGPoint] = []
    /// The fingers at touch-down.
    var startFingers: [CGPoint] = []
    /// Host time at touch-down and at the last event.
    var startTime: TimeInterval = 0
    var time: TimeInterval = 0
    /// The window's size, points (what edge pans measure from).
    var windowSize: CGSize = .zero
    /// The centroid of the fingers, sampled per host time, for velocities.
    var samples = VelocitySampler<CGPoint>()
    /// Where the centroid was at the last event; kept after the fingers lift.
    var lastCentroid: CGPoint = .zero

    /// The fingers' centroid now (where they were last, once they lift).
    var centroid: CGPoint { fingers.isEmpty ? lastCentroid : Self.centroid(of: fingers) }
    /// The centroid at touch-down.
    var startCentroid: CGPoint { Self.centroid(of: startFingers) }

    /// How far the centroid is from where it touched down, points.
    var distanceMoved: CGFloat { hypot(centroid.x - startCentroid.x, centroid.y - startCentroid.y) }

    /// Takes in `event`: a touch-down starts a new touch.
    mutating func update(with event: TouchEvent) {
        if event.phase == .began {
            self = RecognizerTouch()
            startFingers = event.touches
            startTime = event.time
            previousFingers = event.touches
        } else {
            previousFingers = fingers
        }
        fingers = event.touches
        time = event.time
        windowSize = event.windowSize
        lastCentroid = Self.centroid(of: fingers)
        samples.add(lastCentroid, at: event.time)
    }

    /// The centroid's velocity over the last two event times, points per second.
    var velocity: CGPoint {
        samples.velocity { last, previous, dt in
            CGPoint(x: (last.x - previous.x) / CGFloat(dt), y: (last.y - previous.y) / CGFloat(dt))
        } ?? .zero
    }

    static func centroid(of points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return .zero }
        let n = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
    }
}

extension UIView {
    /// `point` (window points) in this view's space: through the frames and bounds of its
    /// superview chain (a scroll view's bounds origin is its content offset), and for the top
    /// view of a representable, its place in the window (`hostedToWindow`). A window's own
    /// space is the window's.
    func pointFromWindow(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            chain.append(current)
            view = current.superview
        }
        guard let top = chain.last else { return point }
        var result = point.applying(top.hostedToWindow.inverted())
        for current in chain.reversed() {
            result.x += current.bounds.minX - current.frame.minX
            result.y += current.bounds.minY - current.frame.minY
        }
        return result
    }
}
#endif
