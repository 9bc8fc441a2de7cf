// Animation.swift · Raster/Animation · mirrors SwiftUI Animation (iOS 17)
// Status: Complete for timing curves, springs, delay, speed and repeats
// (swiftui-behavior.md §5.1–5.4); custom animations as Animation/CustomAnimation.swift says.

import Foundation

/// The way a view changes over time.
///
/// Raster: an animation maps the time since a change (seconds) to progress from the old
/// value (0) to the new one (1); springs may overshoot. Time is the host's clock
/// (`ViewHost.advance(by:)`), never the wall clock.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    indirect enum Base: Hashable, Sendable {
        case bezier(UnitCurve, duration: TimeInterval)
        /// `fluid` springs (the `spring(...)` family) versus interpolating springs; both are
        /// sampled in closed form here.
        case spring(Spring, initialVelocity: Double, fluid: Bool)
        case delay(Base, TimeInterval)
        case speed(Base, Double)
        case repeating(Base, count: Int?, autoreverses: Bool)
        /// A `CustomAnimation` (Animation/CustomAnimation.swift).
        case custom(AnyCustomAnimation)
    }

    let base: Base

    init(_ base: Base) { self.base = base }

    // MARK: Sampling

    /// Progress at `time` seconds after the change: 0 at the start, 1 at rest.
    func progress(at time: TimeInterval) -> Double {
        Self.progress(base, at: time)
    }

    /// How long the animation runs, seconds; nil when it repeats forever. Springs run
    /// until they settle.
    public var duration: TimeInterval? { Self.duration(of: base) }

    private static func progress(_ base: Base, at time: TimeInterval) -> Double {
        switch base {
        case .bezier(let curve, let duration):
            guard duration > 0 else { return 1 }
            return curve.value(at: time / duration)
        case .spring(let spring, let velocity, _):
            return 1 - spring.remaining(at: time, initialVelocity: -velocity)
        case .delay(let inner, let delay):
            return progress(inner, at: max(0, time - delay))
        case .speed(let inner, let speed):
            return progress(inner, at: time * speed)
        case .repeating(let inner, let count, let autoreverses):
            guard let single = duration(of: inner), single > 0 else { return progress(inner, at: time) }
            let iteration = Int((max(time, 0) / single).rounded(.down))
            if let count, iteration >= count {
                let last = count - 1
                let reversed = autoreverses && last % 2 == 1
                return reversed ? 1 - progress(inner, at: single) : progress(inner, at: single)
            }
            let local = time - Double(iteration) * single
            let value = progress(inner, at: local)
            return autoreverses && iteration % 2 == 1 ? 1 - value : value
        case .custom(let custom):
            return custom.progress(at: time)
        }
    }

    private static func duration(of base: Base) -> TimeInterval? {
        switch base {
        case .bezier(_, let duration): return max(duration, 0)
        case .spring(let spring, let velocity, _): return spring.settlingDuration(initialVelocity: -velocity)
        case .delay(let inner, let delay): return duration(of: inner).map { $0 + max(delay, 0) }
        case .speed(let inner, let speed):
            guard speed > 0 else { return nil }
            return duration(of: inner).map { $0 / speed }
        case .repeating(let inner, let count, _):
            guard let count else { return nil }
            return duration(of: inner).map { $0 * Double(max(count, 0)) }
        case .custom(let custom):
            return custom.duration
        }
    }

    /// When the animation is logically complete, seconds after the change (what
    /// `AnimationCompletionCriteria.logicallyComplete` waits for); nil when it repeats for
    /// ever. A `spring(...)`-family spring is logically complete after its `response`
    /// (swiftui-behavior.md §5.3), before it has settled; an interpolating spring
    /// [UNCERTAIN: Apple does not say] and every other animation when it ends.
    var logicalDuration: TimeInterval? { Self.logicalDuration(of: base) }

    private static func logicalDuration(of base: Base) -> TimeInterval? {
        switch base {
        case .spring(let spring, let velocity, fluid: true):
            return min(spring.response, spring.settlingDuration(initialVelocity: -velocity))
        case .delay(let inner, let delay): return logicalDuration(of: inner).map { $0 + max(delay, 0) }
        case .speed(let inner, let speed):
            guard speed > 0 else { return nil }
            return logicalDuration(of: inner).map { $0 / speed }
        case .repeating(let inner, let count, _):
            guard let count else { return nil }
            guard count > 0 else { return 0 }
            guard let single = duration(of: inner), let last = logicalDuration(of: inner) else { return nil }
            return Double(count - 1) * single + last
        case .custom(let custom): return custom.logicalDuration
        case .bezier, .spring: return duration(of: base)
        }
    }

    /// Whether this is a `spring(...)`-family spring, which takes over the custom
    /// animations running on a value with their velocity (`AnimatedValue.set`).
    var isFluidSpring: Bool {
        if case .spring(_, _, fluid: true) = base { return true }
        return false
    }

    /// For a spring, where a unit initial velocity (value units per second) has moved the
    /// value `time` seconds later (0 at the start, back to 0 at rest); nil for other animations.
    func springVelocityResponse(at time: TimeInterval) -> Double? {
        guard case .spring(let spring, _, _) = base else { return nil }
        return spring.remaining(at: time, initialVelocity: 1) - spring.remaining(at: time, initialVelocity: 0)
    }

    /// A custom animation at the top of this animation, or under `delay` and `speed`, with
    /// the map from time since the change to the custom animation's own time.
    var customTimeline: (animation: AnyCustomAnimation, localTime: (TimeInterval) -> TimeInterval)? {
        switch base {
        case .custom(let custom): return (custom, { $0 })
        case .delay(let inner, let delay):
            return Animation(inner).customTimeline.map { timeline in (timeline.animation, { timeline.localTime(max(0, $0 - delay)) }) }
        case .speed(let inner, let speed):
            return Animation(inner).customTimeline.map { timeline in (timeline.animation, { timeline.localTime($0 * speed) }) }
        default: return nil
        }
    }

    public var description: String { "\(base)" }

    // MARK: Timing curves

    /// A spring with response 0.55 s and damping fraction 1 (iOS 17's default).
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1)

    public static let linear = Animation.linear(duration: 0.35)
    public static let easeIn = Animation.easeIn(duration: 0.35)
    public static let easeOut = Animation.easeOut(duration: 0.35)
    public static let easeInOut = Animation.easeInOut(duration: 0.35)

    /// Raster: a duration that is NaN, infinite or negative makes the change at once
    /// (duration 0), with a one-time warning; so do the other timing curves.
    public static func linear(duration: TimeInterval) -> Animation { bezier(.linear, duration: duration, in: "linear") }
    public static func easeIn(duration: TimeInterval) -> Animation { bezier(.easeIn, duration: duration, in: "easeIn") }
    public static func easeOut(duration: TimeInterval) -> Animation { bezier(.easeOut, duration: duration, in: "easeOut") }
    public static func easeInOut(duration: TimeInterval) -> Animation {
        bezier(.easeInOut, duration: duration, in: "easeInOut")
    }

    /// `curve` over `duration` seconds, a duration that is not a finite number ≥ 0 replaced by
    /// 0 with a one-time warning naming `call` (an infinite one would never arrive, a NaN one
    /// has no progress).
    private static func bezier(_ curve: UnitCurve, duration: TimeInterval, in call: String) -> Animation {
        guard duration.isFinite, duration >= 0 else {
            warnOnce("Animation.\(call)(duration: \(duration)): the duration is not a finite number of seconds ≥ 0, "
                     + "so the change is made at once. Give a duration ≥ 0")
            return Animation(.bezier(curve, duration: 0))
        }
        return Animation(.bezier(curve, duration: duration))
    }

    /// A cubic Bézier timing curve through (0, 0), (p1x, p1y), (p2x, p2y), (1, 1).
    /// Raster: control points that are not finite make it linear, with a one-time warning.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        guard [p1x, p1y, p2x, p2y].allSatisfy(\.isFinite) else {
            warnOnce("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y)) has control points that are not finite; it runs linearly. "
                     + "Give finite control points")
            return linear(duration: duration)
        }
        return timingCurve(.bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
                           duration: duration)
    }

    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        bezier(curve, duration: duration, in: "timingCurve")
    }

    // MARK: Springs

    /// A persistent spring (defaults: response 0.5 s, damping fraction 0.825).
    public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.spring(Spring(response: response, dampingFraction: dampingFraction), initialVelocity: 0, fluid: true))
    }

    /// A spring with a perceptual duration and bounce. (`.spring()` with no arguments picks
    /// the response/damping-fraction form.)
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce), initialVelocity: 0, fluid: true))
    }

    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.spring(spring, initialVelocity: 0, fluid: true))
    }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// Mirrors SwiftUI's `Animation.interactiveSpring(duration:extraBounce:blendDuration:)`:
    /// a spring with a short perceptual duration, for animations that follow a finger.
    /// Raster: `duration` in seconds (0.15 by default) with a bounce of 0.15 plus `extraBounce`
    /// (as `snappy`'s); `blendDuration` (seconds) is accepted as by the other springs.
    /// `.interactiveSpring()` with no arguments picks the response/damping-fraction form.
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(Spring(duration: duration, bounce: 0.15 + extraBounce), blendDuration: blendDuration)
    }

    /// Mirrors SwiftUI's `Animation.interactiveSpring`: the interactive spring with its
    /// default values, whose documentation describes the duration form (0.15 s, bounce 0.15).
    public static let interactiveSpring = Animation.interactiveSpring(duration: 0.15, extraBounce: 0)

    /// A spring with the given physical parameters; `initialVelocity` is in units of the
    /// whole change per second.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity, fluid: false))
    }

    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity, fluid: false))
    }

    public static let interpolatingSpring = Animation.interpolatingSpring(duration: 0.5, bounce: 0)

    /// A spring without bounce (`Spring.smooth`).
    public static let smooth = Animation.smooth(duration: 0.5)
    /// A spring without bounce but `extraBounce`, lasting `duration` seconds (`Spring.smooth`).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A spring with a little bounce (`Spring.snappy`).
    public static let snappy = Animation.snappy(duration: 0.5)
    /// A spring with a little bounce plus `extraBounce`, lasting `duration` seconds (`Spring.snappy`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A spring with a visible bounce (`Spring.bouncy`).
    public static let bouncy = Animation.bouncy(duration: 0.5)
    /// A spring with a visible bounce plus `extraBounce`, lasting `duration` seconds (`Spring.bouncy`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    // MARK: Modifiers

    /// Starts the animation `delay` seconds after the change. Raster: a delay that is NaN,
    /// infinite or negative starts it at once (delay 0), with a one-time warning.
    public func delay(_ delay: TimeInterval) -> Animation {
        guard delay.isFinite, delay >= 0 else {
            warnOnce("Animation.delay(\(delay)): the delay is not a finite number of seconds ≥ 0, so the animation starts "
                     + "at once. Give a delay ≥ 0")
            return Animation(.delay(base, 0))
        }
        return Animation(.delay(base, delay))
    }

    /// Plays the animation `speed` times as fast. Raster: a speed that is NaN, infinite or
    /// negative plays at 1 with a one-time warning (0 never finishes, as asked).
    public func speed(_ speed: Double) -> Animation {
        guard speed.isFinite, speed >= 0 else {
            warnOnce("an animation speed of \(speed) is not a finite number ≥ 0; it plays at speed 1. Give a speed ≥ 0")
            return self
        }
        return Animation(.speed(base, speed))
    }

    /// Plays the animation `repeatCount` times, every other one backwards when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(.repeating(base, count: max(repeatCount, 0), autoreverses: autoreverses))
    }

    /// Repeats the animation for ever, every other time backwards when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(.repeating(base, count: nil, autoreverses: autoreverses))
    }
}
