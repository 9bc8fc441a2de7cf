// UIView+Animation.swift · Raster/Views/UIKit · mirrors UIKit UIView's block animations (iOS 17): animate, springs, keyframes, transitions, AnimationOptions
// Status: Partial — the end state at once: a hosted UIKit view is drawn as a still frame each
// time its host renders, so there are no in-between frames. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension UIView {
    /// Options for animating views with blocks (UIKit's `UIView.AnimationOptions`). Raster:
    /// recorded only (there are no in-between frames to time).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Options for keyframe animations (UIKit's `UIView.KeyframeAnimationOptions`). Raster: recorded only.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Whether block animations animate (`setAnimationsEnabled(_:)`). Raster: recorded only,
    /// per thread as UIKit's main-thread state; every change applies at once either way.
    public static var areAnimationsEnabled: Bool {
        Thread.current.threadDictionary[animationsEnabledKey] as? Bool ?? true
    }

    private static let animationsEnabledKey = "Raster.UIView.areAnimationsEnabled"

    /// Turns block animations on or off. Raster: recorded only (see `areAnimationsEnabled`).
    public static func setAnimationsEnabled(_ enabled: Bool) {
        Thread.current.threadDictionary[animationsEnabledKey] = enabled
    }

    /// Runs `actionsWithoutAnimation` with animations off.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = areAnimationsEnabled
        setAnimationsEnabled(false)
        actionsWithoutAnimation()
        setAnimationsEnabled(enabled)
    }

    /// Animates the changes `animations` makes over `duration` seconds.
    ///
    /// Raster: the changes are made at once (the end state a still frame shows), as are the
    /// other block animations below; a negative or non-finite duration warns.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates `animations` over `duration` seconds, then calls `completion` with true.
    /// Raster: both at once, the changes first.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates `animations` over `duration` seconds after `delay` seconds with `options`,
    /// then calls `completion` with true. Raster: both at once, the changes first.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        checkTiming(duration, delay, in: "UIView.animate")
        animations()
        completion?(true)
    }

    /// Animates `animations` with a spring of `dampingRatio` (0...1) and initial velocity
    /// `velocity` (the distance per second as a fraction of the whole change). Raster: at once.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        checkTiming(duration, delay, in: "UIView.animate(withDuration:delay:usingSpringWithDamping:…)")
        if !dampingRatio.isFinite || dampingRatio < 0 || !velocity.isFinite {
            warnOnce("UIView.animate(withDuration:delay:usingSpringWithDamping:…): a damping ratio of \(dampingRatio) and "
                     + "an initial velocity of \(velocity) must be finite, the ratio 0 or more (1 settles without "
                     + "overshoot); the changes are made at once, as every block animation's are in Raster")
        }
        animations()
        completion?(true)
    }

    /// Animates `animations` with a spring lasting about `duration` seconds with `bounce`
    /// (-1...1; 0 settles without overshoot), the iOS 17 form. Raster: at once.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                               delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        checkTiming(duration, delay, in: "UIView.animate(springDuration:bounce:…)")
        if !bounce.isFinite || bounce < -1 || bounce > 1 || !initialSpringVelocity.isFinite {
            warnOnce("UIView.animate(springDuration:bounce:…): a bounce of \(bounce) and an initial velocity of "
                     + "\(initialSpringVelocity) must be finite, the bounce in -1...1; the changes are made at once, as "
                     + "every block animation's are in Raster")
        }
        animations()
        completion?(true)
    }

    /// Animates a keyframe animation whose keyframes `animations` adds with
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`. Raster: every
    /// keyframe at once, in the order added.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        checkTiming(duration, delay, in: "UIView.animateKeyframes")
        animations()
        completion?(true)
    }

    /// Adds a keyframe starting at `frameStartTime` and lasting `frameDuration` (fractions of
    /// the whole animation). Raster: `animations` runs at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        if !(0...1).contains(frameStartTime) || !(0...1).contains(frameDuration) {
            warnOnce("UIView.addKeyframe: a relative start time of \(frameStartTime) and a relative duration of "
                     + "\(frameDuration) must lie in 0...1 (fractions of the whole animation); the keyframe's changes "
                     + "are made at once, as every keyframe's are in Raster")
        }
        animations()
    }

    /// Animates a transition of `view`'s content (a flip, curl or cross-dissolve in
    /// `options`). Raster: the changes at once, with no transition drawn.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        checkTiming(duration, 0, in: "UIView.transition")
        animations?()
        completion?(true)
    }

    /// Replaces `fromView` in its superview by `toView` (added just above it), or with
    /// `.showHideTransitionViews` hides `fromView` and shows `toView`, with a transition in
    /// `options`. Raster: at once, with no transition drawn; then `completion(true)`.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        checkTiming(duration, 0, in: "UIView.transition(from:to:…)")
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
            superview.insertSubview(toView, at: index + 1)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }

    /// Warns about a negative or non-finite duration or delay (UIKit takes them as 0).
    private static func checkTiming(_ duration: TimeInterval, _ delay: TimeInterval, in call: String) {
        guard !(duration.isFinite && duration >= 0 && delay.isFinite && delay >= 0) else { return }
        warnOnce("\(call): a duration of \(duration) s and a delay of \(delay) s must be finite and 0 or more (UIKit "
                 + "takes them as 0); the changes are made at once, as every block animation's are in Raster")
    }
}
#endif
