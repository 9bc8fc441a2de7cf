// KeyframeAnimator.swift · Raster/Animation · mirrors SwiftUI KeyframeAnimator, keyframeAnimator(initialValue:repeating:content:keyframes:), keyframeAnimator(initialValue:trigger:content:keyframes:) (iOS 17)
// Status: Complete — driven by the host's clock (`ViewHost.advance(by:)`).

import Foundation

/// A container that animates its content with keyframes.
///
/// Mirrors SwiftUI's `KeyframeAnimator`. Raster: the content is built again with the
/// timeline's value at the host's time in every frame while keyframes play (a frame is each
/// time the host renders or advances), with the value they reached once they stop. The
/// keyframes closure gets the value the previous run ended at (`initialValue` the first time).
/// Keyframes that take no time do not repeat.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View {
    let initialValue: Value
    /// nil: repeating or not; otherwise the value whose changes play the keyframes once.
    let trigger: (any Equatable)?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the keyframes continuously from the time the view appears, when `repeating`
    /// (otherwise shows `initialValue`).
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes once each time `trigger` changes, from the current value.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = trigger
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    public var body: Never { bodyIsNeverCalled() }
}

/// A keyframe animator's run, kept by its node.
final class KeyframeRun<Value> {
    /// The value shown when no run plays: the initial value, then where the last run ended.
    var restingValue: Value
    var trigger: (any Equatable)?
    /// The playing timeline and the host time it started at.
    var timeline: KeyframeTimeline<Value>?
    var start: TimeInterval = 0

    init(restingValue: Value, trigger: (any Equatable)?) {
        self.restingValue = restingValue
        self.trigger = trigger
    }

    /// The value at host time `now`, moving to the next run of a repeating animator when one
    /// has ended (at most 10,000 runs at once: keyframes shorter than a frame skip the rest).
    func value(at now: TimeInterval, repeating: Bool, makeTimeline: (Value) -> KeyframeTimeline<Value>) -> Value {
        var runs = 0
        while let timeline, now - start >= timeline.duration {
            restingValue = timeline.value(time: timeline.duration)
            guard repeating, timeline.duration > 0, runs < 10_000 else {
                self.timeline = nil
                return restingValue
            }
            start += timeline.duration
            self.timeline = makeTimeline(restingValue)
            runs += 1
        }
        return timeline.map { $0.value(time: now - start) } ?? restingValue
    }
}

extension KeyframeAnimator: PrimitiveView, RunsUserClosures {
    func update(node: Node, in graph: ViewGraph) {
        let now = graph.animator.clock.time
        let makeTimeline: (Value) -> KeyframeTimeline<Value> = { value in
            KeyframeTimeline(initialValue: value,
                             resolvers: keyframes(value).tracks.compactMap { $0 as Any as? KeyframeTrackResolver<Value> })
        }
        let run: KeyframeRun<Value>
        if let existing = node.storage["keyframes"] as? KeyframeRun<Value> {
            run = existing
            if let trigger, !isSameTrigger(trigger, as: run.trigger) {
                run.trigger = trigger
                run.timeline = makeTimeline(run.restingValue)
                run.start = now
            }
        } else {
            run = KeyframeRun(restingValue: initialValue, trigger: trigger)
            node.storage["keyframes"] = run
            if trigger == nil, repeating {
                run.timeline = makeTimeline(initialValue)
                run.start = now
            }
        }
        let value = run.value(at: now, repeating: repeating, makeTimeline: makeTimeline)
        if run.timeline != nil { graph.animator.updateAgainWhenTheClockMoves(node) }
        node.becomeTransparent(content: content(value))
    }
}

/// Whether an animator's trigger `value` equals the one it last saw (a value of another type
/// never does).
func isSameTrigger<T: Equatable>(_ value: T, as other: (any Equatable)?) -> Bool {
    (other as? T) == value
}

extension View {
    /// Loops the given keyframes continuously, updating the view using the modifiers you
    /// apply in `body`.
    ///
    /// Mirrors SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`; see
    /// `KeyframeAnimator` for how Raster plays it.
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                                content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Plays the given keyframes when the given trigger value changes, updating the view
    /// using the modifiers you apply in `body`.
    ///
    /// Mirrors SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                                content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
