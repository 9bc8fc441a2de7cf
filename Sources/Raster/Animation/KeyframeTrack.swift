// KeyframeTrack.swift · Raster/Animation · mirrors SwiftUI Keyframes, KeyframeTrack, KeyframesBuilder, KeyframeTimeline (iOS 17)
// Status: Complete; tracks interpolate as KeyframeCurve.swift describes.

import Foundation

/// A type that defines changes to a value over time.
///
/// Mirrors SwiftUI's `Keyframes`: one or more `KeyframeTrack`s, each animating one property
/// of the value independently of the others.
public protocol Keyframes<Value> {
    associatedtype Value = Self.Body.Value
    associatedtype Body: Keyframes
    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Value> var body: Body { get }
}

/// A track resolved for an initial root value: how long it runs, and how it sets its
/// property of a root value `time` seconds after the start.
struct ResolvedKeyframeTrack<Root> {
    let duration: TimeInterval
    let apply: (inout Root, TimeInterval) -> Void
}

/// A keyframe track before it knows its initial value.
struct KeyframeTrackResolver<Root> {
    let resolve: (Root) -> ResolvedKeyframeTrack<Root>

    init<Value: Animatable>(_ keyPath: WritableKeyPath<Root, Value>, segments: [KeyframeSegment<Value>]) {
        resolve = { root in
            let curve = KeyframeCurve(initialValue: root[keyPath: keyPath], segments: segments)
            return ResolvedKeyframeTrack(duration: curve.duration) { value, time in
                value[keyPath: keyPath] = curve.value(at: time)
            }
        }
    }
}

/// Keyframes made of tracks directly (the builder's result), rather than of a body.
protocol PrimitiveKeyframes {
    /// The tracks, as `[KeyframeTrackResolver<Value>]`.
    var trackList: Any { get }
}

extension Keyframes {
    /// This value's tracks: its own when it is built of tracks, else its body's.
    var tracks: [KeyframeTrackResolver<Value>] {
        if let primitive = self as? PrimitiveKeyframes {
            return primitive.trackList as? [KeyframeTrackResolver<Value>] ?? []
        }
        return body.tracks.compactMap { $0 as Any as? KeyframeTrackResolver<Value> }
    }
}

/// A sequence of keyframes animating a single property of a root type.
///
/// Mirrors SwiftUI's `KeyframeTrack`: the property starts at its value in the initial root
/// value and runs through the keyframes of `content`, independently of other tracks.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Value == Content.Value {
    let resolver: KeyframeTrackResolver<Root>

    /// Creates an instance that animates the property of the root type at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        resolver = KeyframeTrackResolver(keyPath, segments: content().segments)
    }

    /// Creates an instance that animates the entire value of the root type.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        resolver = KeyframeTrackResolver(\Root.self, segments: content().segments)
    }

    public var body: Self { return self }
}

/// A builder that combines keyframe content values into a single value.
///
/// Mirrors SwiftUI's `KeyframesBuilder`: tracks (keyed or, for an animatable value, whole),
/// other `Keyframes`, `if`, `if`/`else` and `for`.
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<V, C>(_ track: KeyframeTrack<Value, V, C>) -> _KeyframeTrackList<Value> {
        _KeyframeTrackList(list: [track.resolver])
    }

    @_disfavoredOverload
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeTrackList<Value> where K.Value == Value {
        _KeyframeTrackList(list: keyframes.tracks)
    }

    /// Keyframes for the whole value: consecutive ones make one track, as in a
    /// `KeyframeTrack` without a key path.
    public static func buildExpression<K: KeyframeTrackContent>(_ content: K) -> _KeyframeTrackList<Value> where K.Value == Value {
        _KeyframeTrackList(list: [], wholeValue: content.segments.map { $0 as Any }) {
            KeyframeTrackResolver(\Value.self, segments: $0.compactMap { $0 as? KeyframeSegment<K.Value> })
        }
    }

    public static func buildBlock(_ components: _KeyframeTrackList<Value>...) -> _KeyframeTrackList<Value> {
        combined(components)
    }

    public static func buildOptional(_ component: _KeyframeTrackList<Value>?) -> _KeyframeTrackList<Value> {
        component ?? _KeyframeTrackList(list: [])
    }

    public static func buildEither(first component: _KeyframeTrackList<Value>) -> _KeyframeTrackList<Value> { component }
    public static func buildEither(second component: _KeyframeTrackList<Value>) -> _KeyframeTrackList<Value> { component }

    public static func buildArray(_ components: [_KeyframeTrackList<Value>]) -> _KeyframeTrackList<Value> {
        combined(components)
    }

    public static func buildLimitedAvailability(_ component: _KeyframeTrackList<Value>) -> _KeyframeTrackList<Value> { component }

    private static func combined(_ components: [_KeyframeTrackList<Value>]) -> _KeyframeTrackList<Value> {
        _KeyframeTrackList(list: components.flatMap(\.list), wholeValue: components.flatMap(\.wholeValue),
                           makeWholeValueTrack: components.lazy.compactMap(\.makeWholeValueTrack).first)
    }
}

/// Tracks side by side, as `KeyframesBuilder` makes them.
public struct _KeyframeTrackList<Value>: Keyframes, PrimitiveKeyframes {
    let list: [KeyframeTrackResolver<Value>]
    /// Keyframes given without a track, in order (`KeyframeSegment<Value>`s), and how to
    /// make their one track.
    var wholeValue: [Any] = []
    var makeWholeValueTrack: (([Any]) -> KeyframeTrackResolver<Value>)?

    public var body: Self { return self }

    var trackList: Any {
        guard !wholeValue.isEmpty, let makeWholeValueTrack else { return list }
        return list + [makeWholeValueTrack(wholeValue)]
    }
}

/// A description of how a value changes over time, modeled using keyframes.
///
/// Mirrors SwiftUI's `KeyframeTimeline`. Raster: time is seconds from the start; before it
/// the value is the initial value, after `duration` every track holds its last keyframe.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [ResolvedKeyframeTrack<Value>]

    /// Creates a new instance using the initial value and content that you provide.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, resolvers: content().tracks)
    }

    init(initialValue: Value, resolvers: [KeyframeTrackResolver<Value>]) {
        self.initialValue = initialValue
        tracks = resolvers.map { $0.resolve(initialValue) }
    }

    /// The duration of the content in seconds: the longest track's.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// Returns the interpolated value at the given time, seconds.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// Returns the interpolated value at the given progress (0 is the start, 1 the end).
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}
