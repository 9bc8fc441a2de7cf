// CustomAnimation.swift · Raster/Animation · mirrors SwiftUI CustomAnimation, AnimationContext, AnimationState, AnimationStateKey, Animation.init(_:) (iOS 17)
// Status: Partial — a custom animation is sampled as progress of a unit change (see
// `Animation.init(_:)`); `velocity` and `shouldMerge` are not asked.

import Foundation

/// A type that defines how an animatable value changes over time.
///
/// Mirrors SwiftUI's `CustomAnimation`. Raster: `animate` is asked for the value of a
/// change of `value` (the whole change, from zero) `time` seconds after it started, and
/// returns nil once the animation has finished.
public protocol CustomAnimation: Hashable {
    /// Calculates the value of the animation at the specified time, seconds; nil when the
    /// animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// Calculates the velocity of the animation at a specified time (Raster does not ask).
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether this animation should merge with a previous one on the same property
    /// (Raster does not ask: animations add up, COMPATIBILITY.md).
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

    init(_ base: some CustomAnimation) {
        self.base = base
        key = AnyHashable(base)
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
    var duration: TimeInterval? {
        var context = AnimationContext<Double>()
        var step = 0
        while Double(step) * Self.step <= Self.limit {
            let time = Double(step) * Self.step
            if base.animate(value: 1.0, time: time, context: &context) == nil { return time }
            step += 1
        }
        warnOnce("the custom animation \(strippingGenerics(String(describing: type(of: base)))) was still running after \(Int(Self.limit)) s; it is treated as never finishing (like repeatForever). Return nil from animate(value:time:context:) when it is done")
        return nil
    }
}

extension Animation {
    /// Creates a new animation with the specified base animation.
    ///
    /// Mirrors SwiftUI's `Animation.init(_:)`. Raster: the value of a change is the
    /// start plus `animate(value: 1, time:, context:)` times the change, sampled at the
    /// host's time with a fresh context each time (state kept in `context.state` does not
    /// carry from one frame to the next). The animation ends at the first multiple of
    /// 1/600 s at which `animate` returns nil; one still running after 60 s never ends,
    /// like `repeatForever`, with a warning.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(.custom(AnyCustomAnimation(base)))
    }
}
