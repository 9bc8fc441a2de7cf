// Spring.swift · Raster/Animation · mirrors SwiftUI Spring (iOS 17)
// Status: Complete for the closed-form damped oscillator (swiftui-behavior.md §5.3).
//
// A spring moves a value from 1 towards 0 (the remaining distance x) under
//     m·x'' + c·x' + k·x = 0,   x(0) = 1, x'(0) = v0.
// With ω0 = √(k/m) and ζ = c / (2√(mk)):
//   ζ < 1:  x = e^(−ζω0t)·(cos ωd t + B sin ωd t),    ωd = ω0√(1−ζ²), B = (v0 + ζω0)/ωd
//   ζ = 1:  x = e^(−ω0t)·(1 + (v0 + ω0)·t)
//   ζ > 1:  x = C1·e^(r1 t) + C2·e^(r2 t),  r1,2 = −ω0(ζ ∓ √(ζ²−1)), C2 = (v0 − r1)/(r2 − r1), C1 = 1 − C2
// Progress is 1 − x. `response` ↔ stiffness: k = (2π/response)²·m; damping fraction ζ;
// `bounce` b: ζ = 1 − b for b ≥ 0, ζ = 1/(1 + b) for b < 0.

import Foundation

/// A representation of a spring's motion.
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// A spring with the given physical parameters; the mass defaults to 1.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass > 0 && mass.isFinite ? mass : 1
        self.stiffness = stiffness > 0 && stiffness.isFinite ? stiffness : 1
        self.damping = damping >= 0 && damping.isFinite ? damping : 0
    }

    /// A spring whose motion takes `response` seconds per period with `dampingFraction`.
    /// Raster: a response that is not a finite number > 0 is 0.5 s, a NaN damping fraction
    /// 0.825 (SwiftUI's defaults), each with a one-time warning.
    public init(response: Double, dampingFraction: Double) {
        if !(response > 0 && response.isFinite) {
            warnOnce("a spring response of \(response) s is not a finite number > 0; 0.5 s is used")
        }
        if dampingFraction.isNaN { warnOnce("a spring damping fraction of nan is not a number; 0.825 is used") }
        let dampingFraction = dampingFraction.isNaN ? 0.825 : dampingFraction
        let response = response > 0 && response.isFinite ? response : 0.5
        let stiffness = pow(2 * .pi / response, 2)
        self.init(mass: 1, stiffness: stiffness, damping: 4 * .pi * max(dampingFraction, 0) / response)
    }

    /// A spring with a perceptual `duration` (its response) and `bounce` (−1...1: 0 does not
    /// bounce, 1 never stops, −1 is the most damped).
    /// Raster: a duration that is not a finite number > 0 is 0.5 s, and a bounce outside
    /// −1...1 is clamped to it (NaN: 0), each with a one-time warning.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        if !(duration > 0 && duration.isFinite) {
            warnOnce("a spring duration of \(duration) s is not a finite number > 0; 0.5 s is used")
        }
        var bounce = bounce
        if !(-1...1).contains(bounce) {
            let fixed = bounce.isNaN ? 0 : min(max(bounce, -1), 1)
            warnOnce("a spring bounce of \(bounce) is outside -1...1 (0 does not bounce, 1 never stops); \(fixed) is used")
            bounce = fixed
        }
        // At −1 the damping fraction 1 / (1 + bounce) is infinite: the most damped spring is
        // taken at −0.999.
        let fraction = bounce >= 0 ? 1 - bounce : 1 / max(1 + bounce, 0.001)
        self.init(response: duration > 0 && duration.isFinite ? duration : 0.5, dampingFraction: fraction)
    }

    /// A spring without bounce, lasting 0.5 s: SwiftUI's `Spring.smooth` (iOS 17).
    public static var smooth: Spring { smooth() }
    /// A spring of `duration` seconds whose bounce is `extraBounce` (0 by default, no bounce).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a little bounce (0.15), lasting 0.5 s: SwiftUI's `Spring.snappy` (iOS 17).
    public static var snappy: Spring { snappy() }
    /// A spring of `duration` seconds whose bounce is 0.15 plus `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a visible bounce (0.3), lasting 0.5 s: SwiftUI's `Spring.bouncy` (iOS 17).
    public static var bouncy: Spring { bouncy() }
    /// A spring of `duration` seconds whose bounce is 0.3 plus `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The response: the period of the undamped oscillation, seconds.
    public var response: Double { 2 * .pi / sqrt(stiffness / mass) }
    /// ζ: 1 is critically damped, below 1 bounces.
    public var dampingRatio: Double { damping / (2 * sqrt(stiffness * mass)) }
    /// The bounce (SwiftUI's perceptual parameter).
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    public var duration: TimeInterval { response }

    /// The remaining distance to the target at `time` for a unit move, starting with velocity
    /// `initialVelocity` (distance per second towards the target is negative velocity of x).
    func remaining(at time: Double, initialVelocity v0: Double = 0) -> Double {
        let omega0 = sqrt(stiffness / mass), zeta = dampingRatio
        let t = max(time, 0)
        if abs(zeta - 1) < 1e-9 {
            return exp(-omega0 * t) * (1 + (v0 + omega0) * t)
        } else if zeta < 1 {
            let omegaD = omega0 * sqrt(1 - zeta * zeta)
            let b = (v0 + zeta * omega0) / omegaD
            return exp(-zeta * omega0 * t) * (cos(omegaD * t) + b * sin(omegaD * t))
        } else {
            let root = sqrt(zeta * zeta - 1)
            let r1 = -omega0 * (zeta - root), r2 = -omega0 * (zeta + root)
            let c2 = (v0 - r1) / (r2 - r1)
            return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The value at `time` (seconds) of a spring moving from `0` to `target` that starts
    /// with `initialVelocity` (value units per second). The motion is linear in both: the
    /// target's share closes as `remaining(at:)` does, and the velocity adds the motion of a
    /// spring at rest on its target pushed with it.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let rest = remaining(at: time)
        var result = target
        result.scale(by: 1 - rest)
        var push = initialVelocity
        push.scale(by: remaining(at: time, initialVelocity: 1) - rest)
        return result + push
    }

    /// The value at `time` (seconds) of a spring moving from `fromValue` to `toValue` that
    /// starts with `initialVelocity` (value units per second). Mirrors SwiftUI's
    /// `Spring.value(fromValue:toValue:initialVelocity:time:)` (iOS 17).
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The time after which the motion stays within 0.001 of the target (amplitude of the
    /// envelope below 1e-3 and velocity negligible), in seconds.
    public var settlingDuration: TimeInterval { settlingDuration(initialVelocity: 0) }

    func settlingDuration(initialVelocity v0: Double) -> TimeInterval {
        let step = 1.0 / 600
        var t = 0.0
        var lastOutside = 0.0
        // Search a generous window; past it the envelope is far below the epsilon.
        let limit = max(10, 20 * response)
        while t < limit {
            if abs(remaining(at: t, initialVelocity: v0)) >= 0.001 { lastOutside = t }
            t += step
        }
        return min(lastOutside + step, limit)
    }
}
