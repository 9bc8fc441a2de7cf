import Foundation
import Testing
@testable import Raster

/// The curve's y at x, found independently of the solver: bisection on the parametric
/// Bézier's x(s) to 1e-12.
private func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * c1 + 3 * (1 - s) * s * s * c2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, y1, y2)
}

@Suite struct TimingCurveTests {
    static let curves: [(String, Animation, (Double, Double, Double, Double))] = [
        ("linear", .linear, (0, 0, 1, 1)),
        ("easeIn", .easeIn, (0.42, 0, 1, 1)),
        ("easeOut", .easeOut, (0, 0, 0.58, 1)),
        ("easeInOut", .easeInOut, (0.42, 0, 0.58, 1)),
        ("timingCurve", .timingCurve(0.25, 0.1, 0.25, 1, duration: 0.35), (0.25, 0.1, 0.25, 1)),
    ]

    @Test(arguments: 0..<5)
    func curveMatchesItsCubicBezier(index: Int) {
        let (_, animation, p) = Self.curves[index]
        for fraction in [0.25, 0.5, 0.75] {
            let expected = referenceBezier(p.0, p.1, p.2, p.3, at: fraction)
            #expect(abs(animation.progress(at: fraction * 0.35) - expected) < 1e-3)
        }
        #expect(animation.duration == 0.35)
    }

    @Test func defaultDurationsAndExplicitOnes() {
        #expect(Animation.easeInOut(duration: 2).progress(at: 1) == 0.5)
        #expect(Animation.linear(duration: 2).progress(at: 0.5) == 0.25)
        #expect(Animation.linear.progress(at: 1) == 1)
    }

    @Test func delaySpeedAndRepeats() {
        let delayed = Animation.linear(duration: 1).delay(0.5)
        #expect(delayed.progress(at: 0.25) == 0)
        #expect(delayed.progress(at: 1) == 0.5)
        #expect(delayed.duration == 1.5)
        let fast = Animation.linear(duration: 1).speed(2)
        #expect(fast.progress(at: 0.25) == 0.5)
        #expect(fast.duration == 0.5)
        let reversing = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        #expect(reversing.progress(at: 0.25) == 0.25)
        #expect(reversing.progress(at: 1.25) == 0.75)
        #expect(reversing.progress(at: 2.5) == 0.5)
        #expect(reversing.duration == 3)
        #expect(Animation.linear(duration: 1).repeatForever().duration == nil)
    }
}

/// The damped oscillator m·x'' + c·x' + k·x = 0 from x = 1, integrated with RK4 at 1/20000 s.
private func integrateSpring(mass: Double, stiffness: Double, damping: Double, v0: Double, until time: Double) -> Double {
    var x = 1.0, v = v0
    let h = 1.0 / 20000
    var t = 0.0
    func acceleration(_ x: Double, _ v: Double) -> Double { -(stiffness * x + damping * v) / mass }
    while t < time - 1e-12 {
        let step = min(h, time - t)
        let k1x = v, k1v = acceleration(x, v)
        let k2x = v + step / 2 * k1v, k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
        let k3x = v + step / 2 * k2v, k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
        let k4x = v + step * k3v, k4v = acceleration(x + step * k3x, v + step * k3v)
        x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t += step
    }
    return x
}

@Suite struct SpringTests {
    static let springs: [(String, Animation, mass: Double, stiffness: Double, damping: Double, velocity: Double)] = [
        ("default", .default, 1, pow(2 * .pi / 0.55, 2), 4 * .pi * 1 / 0.55, 0),
        ("spring()", .spring(), 1, pow(2 * .pi / 0.5, 2), 4 * .pi * 0.825 / 0.5, 0),
        ("bouncy", .bouncy, 1, pow(2 * .pi / 0.5, 2), 4 * .pi * 0.7 / 0.5, 0),
        ("snappy", .snappy, 1, pow(2 * .pi / 0.5, 2), 4 * .pi * 0.85 / 0.5, 0),
        ("smooth", .smooth, 1, pow(2 * .pi / 0.5, 2), 4 * .pi * 1 / 0.5, 0),
        ("interpolating", .interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 3), 2, 100, 10, 3),
        ("overdamped", .interpolatingSpring(stiffness: 50, damping: 30), 1, 50, 30, 0),
        ("interactiveSpring", .interactiveSpring, 1, pow(2 * .pi / 0.15, 2), 4 * .pi * 0.85 / 0.15, 0),
    ]

    @Test(arguments: 0..<8)
    func displacementMatchesTheDampedOscillator(index: Int) {
        let s = Self.springs[index]
        for time in [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2] {
            let expected = 1 - integrateSpring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, v0: -s.velocity, until: time)
            #expect(abs(s.1.progress(at: time) - expected) < 1e-6, "\(s.0) at \(time)")
        }
    }

    @Test func referenceStiffnessAndDampingOfTheDefaultSpring() {
        let spring = Spring(response: 0.55, dampingFraction: 1)
        #expect(abs(spring.stiffness - 130.51) < 0.01)
        #expect(abs(spring.damping - 22.85) < 0.01)
        #expect(abs(Spring(duration: 0.5, bounce: 0.3).dampingRatio - 0.7) < 1e-12)
        #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)
    }

    @Test func settlingDurationIsWhenTheMotionStaysWithinATenthOfAPercent() throws {
        let spring = Spring(response: 0.5, dampingFraction: 0.5)
        let settle = spring.settlingDuration
        #expect(settle > 0.5 && settle < 3)
        for t in stride(from: settle, to: settle + 2, by: 0.01) {
            #expect(abs(spring.remaining(at: t)) < 0.001)
        }
        #expect(abs(spring.remaining(at: settle - 0.02)) >= 0.0005)
        let animation = Animation.spring(response: 0.5, dampingFraction: 0.5)
        #expect(try #require(animation.duration) == settle)
    }

    /// Parameters that are not numbers fall back, with a warning, to values that animate
    /// (a NaN speed or timing curve made the animated value NaN, so the view vanished).
    @Test func parametersThatAreNotNumbersFallBack() {
        var animations: [(Animation, Animation)] = []
        let warnings = capturingWarnings {
            animations = [
                (.linear(duration: 1).speed(.nan), .linear(duration: 1)),
                (.linear(duration: 1).speed(-2), .linear(duration: 1)),
                (.timingCurve(.nan, 0, 1, .infinity, duration: 1), .linear(duration: 1)),
                (.spring(response: .nan, dampingFraction: .nan), .spring(response: 0.5, dampingFraction: 0.825)),
            ]
        }
        for (given, expected) in animations {
            #expect([0.1, 0.3, 0.7].map(given.progress(at:)) == [0.1, 0.3, 0.7].map(expected.progress(at:)))
        }
        #expect(warnings == [
            "an animation speed of nan is not a finite number ≥ 0; it plays at speed 1. Give a speed ≥ 0",
            "an animation speed of -2.0 is not a finite number ≥ 0; it plays at speed 1. Give a speed ≥ 0",
            "timingCurve(nan, 0.0, 1.0, inf) has control points that are not finite; it runs linearly. Give finite control points",
            "a spring response of nan s is not a finite number > 0; 0.5 s is used",
            "a spring damping fraction of nan is not a number; 0.825 is used",
        ])
    }

    /// The circular curves are quarter circles: 1 − √(1 − t²) in, √(1 − (1 − t)²) out, and
    /// each at half size for in-out; slopes from the circle's derivative.
    @Test func circularCurvesAreQuarterCircles() {
        let root3 = 3.0.squareRoot()
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.5) - (1 - root3 / 2)) < 1e-12)
        #expect(abs(UnitCurve.circularEaseOut.value(at: 0.5) - root3 / 2) < 1e-12)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.25) - (1 - root3 / 2) / 2) < 1e-12)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.75) - (1 + root3 / 2) / 2) < 1e-12)
        for curve in [UnitCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut] {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: 2) == 1)
        }
        #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.6) - 0.75) < 1e-12)
        #expect(abs(UnitCurve.circularEaseOut.velocity(at: 0.4) - 0.75) < 1e-12)
        #expect(abs(UnitCurve.circularEaseInOut.velocity(at: 0.3) - 0.75) < 1e-12)
        #expect(UnitCurve.circularEaseIn != .circularEaseOut)
        #expect(UnitCurve.circularEaseIn != .linear)
        let animation = Animation.timingCurve(.circularEaseIn, duration: 2)
        #expect(abs(animation.progress(at: 1) - (1 - root3 / 2)) < 1e-12)
    }

    /// Spring's presets: bounces 0, 0.15 and 0.3 (plus the extra), half a second by default;
    /// Animation's presets are the same springs.
    @Test func springPresets() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(Spring.bouncy(duration: 1, extraBounce: 0.1) == Spring(duration: 1, bounce: 0.4))
        #expect(Spring.snappy(extraBounce: -0.15) == Spring.smooth)
        for (animation, spring) in [(Animation.bouncy, Spring.bouncy), (.snappy(duration: 0.8), .snappy(duration: 0.8))] {
            for time in [0.1, 0.3, 0.6] {
                #expect(animation.progress(at: time) == Animation.spring(spring).progress(at: time))
            }
        }
    }

    /// `interactiveSpring(duration:extraBounce:blendDuration:)` is a spring of that duration
    /// with bounce 0.15 plus the extra; `.interactiveSpring()` stays the response form
    /// (0.15 s, damping fraction 0.86), swiftui-behavior.md §5.3.
    @Test func interactiveSpringForms() {
        for time in [0.02, 0.05, 0.1, 0.2, 0.4] {
            #expect(Animation.interactiveSpring(duration: 0.3, extraBounce: 0.1).progress(at: time)
                == Animation.spring(Spring(duration: 0.3, bounce: 0.25)).progress(at: time))
            #expect(Animation.interactiveSpring().progress(at: time)
                == Animation.spring(response: 0.15, dampingFraction: 0.86).progress(at: time))
        }
        #expect(Animation.interactiveSpring().progress(at: 0.05) != Animation.interactiveSpring.progress(at: 0.05))
    }

    /// A bounce outside −1...1 is clamped and a bad duration replaced, each with a warning
    /// that names the parameter; a control point that is not finite makes a linear curve.
    @Test func badSpringAndCurveParametersWarn() {
        var springs: [Spring] = []
        var curve = UnitCurve.easeIn
        let warnings = capturingWarnings {
            springs = [Spring(duration: 0.4, bounce: 3), Spring(duration: -1, bounce: .nan), Spring(duration: 0.5, bounce: -7)]
            curve = .bezier(startControlPoint: UnitPoint(x: .nan, y: 0), endControlPoint: UnitPoint(x: 5, y: 1))
        }
        #expect(springs[0] == Spring(duration: 0.4, bounce: 1))
        #expect(springs[1] == Spring(duration: 0.5, bounce: 0))
        #expect(abs(springs[2].dampingRatio - 1000) < 1e-6)
        #expect(curve == .linear)
        #expect(warnings.contains("a spring bounce of 3.0 is outside -1...1 (0 does not bounce, 1 never stops); 1.0 is used"))
        #expect(warnings.contains("a spring duration of -1.0 s is not a finite number > 0; 0.5 s is used"))
        #expect(warnings.contains("a spring bounce of nan is outside -1...1 (0 does not bounce, 1 never stops); 0.0 is used"))
        #expect(warnings.contains { $0.hasPrefix("UnitCurve.bezier(startControlPoint: (nan, 0.0)") })
    }

    /// A timing curve's duration or a delay that is NaN, infinite or negative is made 0 with a
    /// warning naming the call: the change arrives at once instead of never (infinite) or
    /// without progress (NaN).
    @Test func badDurationsAndDelaysWarnAndArriveAtOnce() {
        var animations: [Animation] = []
        let warnings = capturingWarnings {
            animations = [.linear(duration: .nan), .easeInOut(duration: .infinity), .easeOut(duration: -2),
                          .timingCurve(.easeIn, duration: -.infinity), Animation.linear(duration: 1).delay(.nan),
                          Animation.linear(duration: 1).delay(-3)]
        }
        for animation in animations.prefix(4) {
            #expect(animation.duration == 0)
            #expect(animation.progress(at: 0) == 1)
        }
        #expect(animations[4].duration == 1)
        #expect(animations[4].progress(at: 0.25) == 0.25)
        #expect(animations[5].progress(at: 0.5) == 0.5)
        #expect(warnings.contains("Animation.linear(duration: nan): the duration is not a finite number of seconds ≥ 0, "
                                  + "so the change is made at once. Give a duration ≥ 0"))
        #expect(warnings.contains { $0.hasPrefix("Animation.easeInOut(duration: inf):") })
        #expect(warnings.contains { $0.hasPrefix("Animation.easeOut(duration: -2.0):") })
        #expect(warnings.contains { $0.hasPrefix("Animation.timingCurve(duration: -inf):") })
        #expect(warnings.contains("Animation.delay(nan): the delay is not a finite number of seconds ≥ 0, so the animation "
                                  + "starts at once. Give a delay ≥ 0"))
        #expect(warnings.contains { $0.hasPrefix("Animation.delay(-3.0):") })
    }
}

@Suite struct SpringValueTests {
    /// `value(fromValue:toValue:initialVelocity:time:)` starts at the first value with the
    /// given velocity and settles on the second; a velocity alone, from rest on the target,
    /// moves off it and comes back.
    @Test func aSpringMovesBetweenValuesWithItsVelocity() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        #expect(spring.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 0, time: 0) == 10)
        #expect(abs(spring.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 0, time: 10) - 20) < 1e-9)
        let dt = 1e-6
        let start = spring.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 100, time: 0)
        let slope = (spring.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 100, time: dt) - start) / dt
        #expect(start == 10)
        #expect(abs(slope - 100) < 0.01)
        let pushed = spring.value(target: 0.0, initialVelocity: 5, time: 0.05)
        #expect(pushed > 0)
        #expect(abs(spring.value(target: 0.0, initialVelocity: 5, time: 10)) < 1e-9)
    }
}
