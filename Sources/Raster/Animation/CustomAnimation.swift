// CustomAnimation.swift · Raster/Animation · mirrors SwiftUI CustomAnimation, AnimationContext, AnimationState, AnimationStateKey, Animation.init(_:) (iOS 17)
// Status: Complete — a custom animation on an animated value keeps its context for the
// whole run and is asked to merge and for its velocity (see `Animation.init(_:)`); under
// `repeatCount` it is sampled as progress of a unit change.

import Foundation

/// A type that defines how an animatable value changes over time.
///
/// Mirrors SwiftUI's `CustomAnimation`. Raster: `animate` is asked, once per frame time,
/// for how much of a change of `value` (the whole change, from zero, in the property's
/// `animatableData` units) is done `time` seconds after the change, and returns nil once
/// the animation has finished. `context.state` lasts for the whole run.
public protocol CustomAnimation: Hashable {
    /// Calculates the value of the animation at the specified time, seconds; nil when the
    /// animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// Calculates the velocity of the animation at a specified time, value units per
    /// second; nil when it has finished. Asked when a `spring(...)`-family spring takes
    /// over the running animation, which then starts with this velocity.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether this (new) animation should merge with `previous`, a running animation of
    /// the same type on the same property: `value` is the whole change from where the
    /// previous one started to the new target, `time` the seconds since it started and
    /// `context` its context. When true, this animation continues the previous run with
    /// that context and time; when false (the default) the two add up.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// Contextual values that a custom animation can use to manage state and access a view's
/// environment.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The current state of a custom animation.
    public var state: AnimationState<Value>
    /// Whether the animation has logically completed (set it from `animate`).
    public var isLogicallyComplete: Bool
    /// The environment of the view the animation runs in (Raster: the default values).
    public var environment: EnvironmentValues { EnvironmentValues() }

    init() {
        state = AnimationState()
        isLogicallyComplete = false
    }

    /// A context for a different value type with the same state.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        var context = AnimationContext<T>()
        context.state = state
        context.isLogicallyComplete = isLogicallyComplete
        return context
    }
}

/// A container that stores the state for a custom animation.
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value stored for `key`, or its default value.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for accessing animation state values.
public protocol AnimationStateKey {
    associatedtype Value
    /// The default value for the animation state key.
    static var defaultValue: Value { get }
}

/// A custom animation inside an `Animation`: hashable by the animation's own value.
struct AnyCustomAnimation: Hashable, @unchecked Sendable {
    let base: any CustomAnimation
    private let key: AnyHashable
    /// How long it runs, found once per animation value (copies share it).
    private let timing: Timing

    init(_ base: some CustomAnimation) {
        self.base = base
        key = AnyHashable(base)
        timing = Timing()
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The sampling step and limit of `duration`: 1/600 s for at most 60 s.
    static let step: TimeInterval = 1.0 / 600
    static let limit: TimeInterval = 60

    /// Progress of a unit change at `time`: the value `animate` gives for a change of 1,
    /// asked with a fresh context (1 once it has finished).
    func progress(at time: TimeInterval) -> Double {
        var context = AnimationContext<Double>()
        return base.animate(value: 1.0, time: max(time, 0), context: &context) ?? 1
    }

    /// The first time, in steps of `step`, at which `animate` gives nil; nil when it still
    /// runs after `limit` seconds (it counts as never finishing: a warning says so).
    var duration: TimeInterval? { timing.measured(self).duration }

    /// The first time, in steps of `step`, at which the animation set
    /// `context.isLogicallyComplete`, else its `duration`.
    var logicalDuration: TimeInterval? { timing.measured(self).logical }

    /// The times found by sampling a unit change with one context from 0 s in steps of `step`.
    private final class Timing: @unchecked Sendable {
        private let lock = NSLock()
        private var result: (duration: TimeInterval?, logical: TimeInterval?)?

        func measured(_ custom: AnyCustomAnimation) -> (duration: TimeInterval?, logical: TimeInterval?) {
            lock.lock(); defer { lock.unlock() }
            if let result { return result }
            var context = AnimationContext<Double>()
            var logical: TimeInterval?
            var step = 0
            var found: (duration: TimeInterval?, logical: TimeInterval?)?
            while found == nil, Double(step) * AnyCustomAnimation.step <= AnyCustomAnimation.limit {
                let time = Double(step) * AnyCustomAnimation.step
                let value = custom.base.animate(value: 1.0, time: time, context: &context)
                if context.isLogicallyComplete, logical == nil { logical = time }
                if value == nil { found = (time, logical ?? time) }
                step += 1
            }
            if found == nil {
                warnOnce("the custom animation \(strippingGenerics(String(describing: type(of: custom.base)))) was still running after \(Int(AnyCustomAnimation.limit)) s; it is treated as never finishing (like repeatForever). Return nil from animate(value:time:context:) when it is done")
            }
            let measured = found ?? (nil, logical)
            result = measured
            return measured
        }
    }
}

/// One run of a custom animation on one animated value: its context, kept from frame to
/// frame, and the time it finished. Each frame time asks `animate` once.
final class CustomAnimationRun<V: VectorArithmetic> {
    private(set) var animation: AnyCustomAnimation
    /// The custom animation's own time at a time since the change (its `delay` and `speed`).
    private let localTime: (TimeInterval) -> TimeInterval
    private var context = AnimationContext<V>()
    private var last: (time: TimeInterval, value: V?)?
    /// The time since the change at which `animate` returned nil.
    private(set) var finishedAt: TimeInterval?

    init(_ animation: AnyCustomAnimation, localTime: @escaping (TimeInterval) -> TimeInterval) {
        self.animation = animation
        self.localTime = localTime
    }

    /// How much of `delta` is done `time` seconds after the change; nil once finished.
    func value(of delta: V, at time: TimeInterval) -> V? {
        if let finishedAt, time >= finishedAt { return nil }
        if let last, last.time == time { return last.value }
        let value = animation.base.animate(value: delta, time: localTime(time), context: &context)
        last = (time, value)
        if value == nil { finishedAt = time }
        return value
    }

    /// The run's velocity `time` seconds after the change, value units per second (nil:
    /// the animation does not say).
    func velocity(of delta: V, at time: TimeInterval) -> V? {
        animation.base.velocity(value: delta, time: localTime(time), context: context)
    }

    /// Asks `new`, a custom animation of the same type, whether it merges with this run
    /// `time` seconds after the change, towards `delta`; if it does, it continues the run.
    func merge(_ new: AnyCustomAnimation, towards delta: V, at time: TimeInterval) -> Bool {
        guard type(of: new.base) == type(of: animation.base),
              new.base.shouldMerge(previous: Animation(.custom(animation)), value: delta, time: localTime(time), context: &context)
        else { return false }
        animation = new
        last = nil
        return true
    }
}

extension Animation {
    /// Creates a new animation with the specified base animation.
    ///
    /// Mirrors SwiftUI's `Animation.init(_:)`. Raster: on an animated value the shown value
    /// is the start plus `animate(value: change, time:, context:)`, asked once per frame
    /// time with one context for the whole run, until it returns nil. Its `duration` (for
    /// completions and phases) is the first multiple of 1/600 s at which it returns nil
    /// for a change of 1 sampled from 0 s; one still running after 60 s never ends, like
    /// `repeatForever`, with a warning.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(.custom(AnyCustomAnimation(base)))
    }
}
