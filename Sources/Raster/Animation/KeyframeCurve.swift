// KeyframeCurve.swift · Raster/Animation · how a keyframe track interpolates its value over time (SwiftUI's keyframe evaluation)
// Status: Complete; velocities at the ends of a track and the start of a spring segment are
// Raster's reading of SwiftUI's documentation (COMPATIBILITY.md).
//
// A track of n keyframes from the initial value P0 has points P0 … Pn and segment k runs
// from Pk to Pk+1 over dk seconds, starting at tk = d0 + … + dk−1. With s = (t − tk)/dk:
//   linear:  Pk + (Pk+1 − Pk)·curve(s)
//   cubic:   Hermite  h00(s)·Pk + h10(s)·dk·mk + h01(s)·Pk+1 + h11(s)·dk·mk+1,
//            h00 = 2s³ − 3s² + 1, h10 = s³ − 2s² + s, h01 = −2s³ + 3s², h11 = s³ − s²;
//            mk between two cubic segments is Catmull-Rom's (Pk+1 − Pk−1)/(dk−1 + dk);
//            next to another kind, that segment's velocity there; 0 at the track's ends
//   spring:  Pk+1 + D·f(τ) + V·g(τ), τ = t − tk, D = Pk − Pk+1, V the start velocity, where
//            f is the spring's free motion from 1 at rest and g its motion from 0 at unit
//            speed (Spring.remaining(at:initialVelocity:) is f + v·g)
//   move:    Pk+1 at once (no duration).
// Each segment starts at its previous keyframe's value, so every keyframe is reached at its
// time (a spring cut short by its duration jumps to its keyframe at the end).

import Foundation

/// A keyframe track resolved against its initial value: sampled by time, seconds.
struct KeyframeCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData

    private let initial: Value
    private let segments: [KeyframeSegment<Value>]
    /// P0 … Pn.
    private let points: [Data]
    /// d0 … dn−1, finite and ≥ 0.
    private let durations: [TimeInterval]
    /// t0 … tn: when each segment starts, and the track's end.
    private let starts: [TimeInterval]
    /// Velocities (units per second) at the start and end of each segment.
    private var startVelocities: [Data] = []
    private var endVelocities: [Data] = []

    init(initialValue: Value, segments: [KeyframeSegment<Value>]) {
        initial = initialValue
        self.segments = segments
        points = [initialValue.animatableData] + segments.map(\.to.animatableData)
        durations = segments.map(Self.resolvedDuration)
        var time = 0.0
        var starts = [0.0]
        for duration in durations {
            time += duration
            starts.append(time)
        }
        self.starts = starts
        resolveVelocities()
    }

    /// How long the track runs, seconds.
    var duration: TimeInterval { starts.last ?? 0 }

    /// A segment's duration: a spring's settling duration when none is given; a negative,
    /// NaN or infinite one is 0 with a one-time warning.
    private static func resolvedDuration(_ segment: KeyframeSegment<Value>) -> TimeInterval {
        guard let duration = segment.duration else {
            if case .spring(let spring, _) = segment.kind { return spring.settlingDuration }
            return 0
        }
        guard duration.isFinite, duration >= 0 else {
            warnOnce("a keyframe duration of \(duration) s is not a finite number ≥ 0; the keyframe takes no time. Give a duration ≥ 0")
            return 0
        }
        return duration
    }

    // MARK: Velocities

    private mutating func resolveVelocities() {
        let count = segments.count
        startVelocities = Array(repeating: .zero, count: count)
        endVelocities = Array(repeating: .zero, count: count)
        for k in 0..<count {
            switch segments[k].kind {
            case .linear(let curve):
                startVelocities[k] = slope(k, times: curve.velocity(at: 0))
                endVelocities[k] = slope(k, times: curve.velocity(at: 1))
            case .spring(_, let start):
                startVelocities[k] = start ?? (k > 0 ? endVelocities[k - 1] : .zero)
                endVelocities[k] = springVelocity(k, at: durations[k])
            case .cubic(let start, _):
                startVelocities[k] = start ?? cubicStartVelocity(k)
            case .move:
                break
            }
        }
        // Cubic end velocities may depend on the next segment's start velocity.
        for k in 0..<count {
            guard case .cubic(_, let end) = segments[k].kind else { continue }
            endVelocities[k] = end ?? cubicEndVelocity(k)
        }
    }

    /// (Pk+1 − Pk) / dk × `factor`: a straight segment's velocity.
    private func slope(_ k: Int, times factor: Double) -> Data {
        guard durations[k] > 0 else { return .zero }
        var v = points[k + 1] - points[k]
        v.scale(by: factor / durations[k])
        return v
    }

    /// The automatic start velocity of cubic segment `k`.
    private func cubicStartVelocity(_ k: Int) -> Data {
        guard k > 0 else { return .zero }
        if case .cubic = segments[k - 1].kind { return catmullRom(at: k) }
        return endVelocities[k - 1]
    }

    /// The automatic end velocity of cubic segment `k`.
    private func cubicEndVelocity(_ k: Int) -> Data {
        guard k + 1 < segments.count else { return .zero }
        switch segments[k + 1].kind {
        case .cubic(let start, _): return start ?? catmullRom(at: k + 1)
        case .linear: return startVelocities[k + 1]
        case .spring(_, let start): return start ?? .zero
        case .move: return .zero
        }
    }

    /// Catmull-Rom's tangent at point `i`: (Pi+1 − Pi−1) / (di−1 + di).
    private func catmullRom(at i: Int) -> Data {
        let span = durations[i - 1] + durations[i]
        guard span > 0 else { return .zero }
        var v = points[i + 1] - points[i - 1]
        v.scale(by: 1 / span)
        return v
    }

    /// A spring's free motions f and g at `time` (see the header).
    private func springMotions(_ spring: Spring, at time: TimeInterval) -> (f: Double, g: Double) {
        let f = spring.remaining(at: time, initialVelocity: 0)
        return (f, spring.remaining(at: time, initialVelocity: 1) - f)
    }

    /// The velocity of spring segment `k` at `time` after its start (a central difference
    /// of 0.1 ms).
    private func springVelocity(_ k: Int, at time: TimeInterval) -> Data {
        let h = 1e-4
        var v = springValue(k, at: time + h) - springValue(k, at: max(time - h, 0))
        v.scale(by: 1 / (time + h - max(time - h, 0)))
        return v
    }

    // MARK: Sampling

    /// The track's value `time` seconds after it starts: the initial value before 0, the last
    /// keyframe's after the end.
    func value(at time: TimeInterval) -> Value {
        guard !segments.isEmpty else { return initial }
        guard !time.isNaN, time > 0 else { return initial }
        guard time < duration else { return segments[segments.count - 1].to }
        // The last segment that has started (a zero-length one at `time` has finished).
        var k = 0
        while k + 1 < segments.count, starts[k + 1] <= time { k += 1 }
        var result = segments[k].to
        result.animatableData = data(k, at: time - starts[k])
        return result
    }

    /// Segment `k`'s animatable data at `local` seconds after its start.
    private func data(_ k: Int, at local: TimeInterval) -> Data {
        let d = durations[k]
        guard d > 0, local < d else { return points[k + 1] }
        let s = local / d
        switch segments[k].kind {
        case .linear(let curve):
            var delta = points[k + 1] - points[k]
            delta.scale(by: curve.value(at: s))
            return points[k] + delta
        case .cubic:
            let s2 = s * s, s3 = s2 * s
            var p0 = points[k], m0 = startVelocities[k], p1 = points[k + 1], m1 = endVelocities[k]
            p0.scale(by: 2 * s3 - 3 * s2 + 1)
            m0.scale(by: (s3 - 2 * s2 + s) * d)
            p1.scale(by: -2 * s3 + 3 * s2)
            m1.scale(by: (s3 - s2) * d)
            return p0 + m0 + p1 + m1
        case .spring:
            return springValue(k, at: local)
        case .move:
            return points[k + 1]
        }
    }

    /// Spring segment `k`'s value at `local` seconds after its start: Pk+1 + D·f + V·g.
    private func springValue(_ k: Int, at local: TimeInterval) -> Data {
        guard case .spring(let spring, _) = segments[k].kind else { return points[k + 1] }
        let (f, g) = springMotions(spring, at: local)
        var displacement = points[k] - points[k + 1]
        displacement.scale(by: f)
        var velocity = startVelocities[k]
        velocity.scale(by: g)
        return points[k + 1] + displacement + velocity
    }
}
