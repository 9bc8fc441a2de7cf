import Foundation
import Testing
@testable import Raster

private struct Badge {
    var scale = 1.0
    var offset = 0.0
}

/// Values at chosen times of each keyframe type, worked by hand from the formulas in
/// Animation/KeyframeCurve.swift (cubic Hermite basis, Catmull-Rom tangents, the closed-form
/// critically damped spring of Animation/Spring.swift).
@Suite struct KeyframeTimelineTests {
    @Test func linearKeyframesInterpolateInSequence() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(30.0, duration: 2)
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: -1) == 0)
        #expect(timeline.value(time: 0.5) == 5)
        #expect(timeline.value(time: 2) == 20)
        #expect(timeline.value(time: 5) == 30)
        #expect(timeline.value(progress: 0.5) == 15)
    }

    @Test func aLinearKeyframeFollowsItsTimingCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1, timingCurve: .easeInOut)
        }
        // easeInOut is symmetric about (0.5, 0.5); easeIn at 0.5 is below the line.
        #expect(abs(timeline.value(time: 0.5) - 5) < 1e-6)
        let easeIn = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10.0, duration: 1, timingCurve: .easeIn) }
        #expect(abs(easeIn.value(time: 0.5) - 10 * UnitCurve.easeIn.value(at: 0.5)) < 1e-12)
        #expect(easeIn.value(time: 0.5) < 4)
    }

    @Test func oneCubicKeyframeStartsAndEndsAtRest() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 1) }
        // 3s² − 2s³ at s = 0.25.
        #expect(abs(timeline.value(time: 0.25) - 0.15625) < 1e-12)
    }

    @Test func adjacentCubicKeyframesFormACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        // Tangent at 10: (30 − 0) / 2 = 15 per second.
        // s = 0.5 of the first: 0.5·10 − 0.125·15 = 3.125; of the second: 0.5·10 + 0.125·15 + 0.5·30 = 21.875.
        #expect(abs(timeline.value(time: 0.5) - 3.125) < 1e-12)
        #expect(abs(timeline.value(time: 1.5) - 21.875) < 1e-12)
    }

    @Test func givenCubicVelocitiesAreUsed() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, startVelocity: 2, endVelocity: 0)
        }
        // 0.125·2 + 0.5·1 = 0.75.
        #expect(abs(timeline.value(time: 0.5) - 0.75) < 1e-12)
    }

    @Test func aCubicKeyframeAfterALinearOneStartsWithItsVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(20.0, duration: 1)
        }
        // Start velocity 10 per second: 0.5·10 + 0.125·10 + 0.5·20 = 16.25.
        #expect(abs(timeline.value(time: 1.5) - 16.25) < 1e-12)
    }

    @Test func aMoveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(50.0)
            LinearKeyframe(60.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(abs(timeline.value(time: 0.9) - 9) < 1e-12)
        #expect(timeline.value(time: 1) == 50)
        #expect(timeline.value(time: 1.5) == 55)
    }

    @Test func aSpringKeyframeFollowsItsSpring() {
        // Critically damped, ω0 = 2π/0.5 = 4π: 1 − e^(−ω0τ)(1 + ω0τ); at τ = 0.25, ω0τ = π.
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, duration: 0.5, spring: spring) }
        #expect(abs(timeline.value(time: 0.25) - (1 - exp(-.pi) * (1 + .pi))) < 1e-9)
        // Cut short at its duration: the keyframe's value.
        #expect(timeline.value(time: 0.5) == 1)
        // A start velocity of 4 adds 4·τ·e^(−ω0τ).
        let thrown = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 0.5, spring: spring, startVelocity: 4)
        }
        #expect(abs(thrown.value(time: 0.25) - (1 - exp(-.pi) * (1 + .pi) + 4 * 0.25 * exp(-.pi))) < 1e-9)
    }

    @Test func aSpringKeyframeWithoutDurationTakesItsSettlingDuration() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0) }
        #expect(timeline.duration == Spring().settlingDuration)
    }

    @Test func aSpringKeyframeInheritsThePreviousVelocity() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 0.25)
            SpringKeyframe(2.0, duration: 0.5, spring: spring)
        }
        // Leaves 1 at 4 per second: 2 − e^(−π)(1 + π) + 4·0.25·e^(−π) at 0.25 s into the spring.
        #expect(abs(timeline.value(time: 0.5) - (2 - exp(-.pi) * (1 + .pi) + exp(-.pi))) < 1e-9)
    }

    @Test func tracksAnimateTheirPropertiesIndependently() {
        let timeline = KeyframeTimeline(initialValue: Badge()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.offset) { LinearKeyframe(10.0, duration: 2) }
        }
        #expect(timeline.duration == 2)
        let value = timeline.value(time: 1.5)
        #expect(value.scale == 2)
        #expect(value.offset == 7.5)
        #expect(timeline.value(time: 0.5).scale == 1.5)
    }

    @Test func keyframesOfAnimatableValuesInterpolateTheirData() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack { LinearKeyframe(CGPoint(x: 10, y: 20), duration: 1) }
        }
        #expect(timeline.value(time: 0.25) == CGPoint(x: 2.5, y: 5))
    }

    @Test func badDurationsTakeNoTimeWithAWarning() {
        let (timeline, warnings) = RasterDiagnostics.capturingWarnings {
            KeyframeTimeline(initialValue: 0.0) {
                LinearKeyframe(10.0, duration: -1)
                LinearKeyframe(20.0, duration: .nan)
                LinearKeyframe(30.0, duration: 1)
            }
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0.5) == 25)
        #expect(warnings == [
            "a keyframe duration of -1.0 s is not a finite number ≥ 0; the keyframe takes no time. Give a duration ≥ 0",
            "a keyframe duration of nan s is not a finite number ≥ 0; the keyframe takes no time. Give a duration ≥ 0",
        ])
    }

    @Test func emptyKeyframesKeepTheInitialValue() {
        let timeline = KeyframeTimeline(initialValue: 3.0) { KeyframeTrack(\Double.self) {} }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 1) == 3)
    }

    @Test func builderControlFlowSelectsKeyframes() {
        let bounce = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                if bounce {
                    LinearKeyframe(4.0, duration: 1)
                } else {
                    MoveKeyframe(8.0)
                }
                for target in [6.0, 2.0] { LinearKeyframe(target, duration: 1) }
            }
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 1.5) == 5)
        #expect(timeline.value(time: 2.5) == 4)
    }
}
