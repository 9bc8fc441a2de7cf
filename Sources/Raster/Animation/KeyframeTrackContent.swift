// KeyframeTrackContent.swift · Raster/Animation · mirrors SwiftUI KeyframeTrackContent, LinearKeyframe, SpringKeyframe, CubicKeyframe, MoveKeyframe, KeyframeTrackContentBuilder (iOS 17)
// Status: Complete for the four keyframe types; how they interpolate is in KeyframeTrack.swift.

import Foundation

/// A group of keyframes that define an interpolation curve of an animatable value.
///
/// Mirrors SwiftUI's `KeyframeTrackContent`. Raster: a content is a list of segments, each
/// ending at its keyframe's value; a custom content type contributes its `body`'s segments.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Self.Body.Value
    associatedtype Body: KeyframeTrackContent
    /// The composition of content that comprise the keyframe track.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// One segment of a track: the value it ends at, its duration in seconds (nil: a spring's
/// settling duration) and how it interpolates.
struct KeyframeSegment<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case move
    }

    let to: Value
    let duration: TimeInterval?
    let kind: Kind
}

/// Keyframe types that are segments themselves rather than compositions of other content.
protocol PrimitiveKeyframeTrackContent {
    /// The segments, as `[KeyframeSegment<Value>]`.
    var segmentList: Any { get }
}

extension KeyframeTrackContent {
    /// This content's segments in order: its own when it is a keyframe, else its body's.
    var segments: [KeyframeSegment<Value>] {
        if let primitive = self as? PrimitiveKeyframeTrackContent {
            return primitive.segmentList as? [KeyframeSegment<Value>] ?? []
        }
        return body.segments.compactMap { $0 as Any as? KeyframeSegment<Value> }
    }
}

/// A keyframe that uses simple linear interpolation.
///
/// Mirrors SwiftUI's `LinearKeyframe`. Raster: the value moves from the previous keyframe's
/// value to `to` along `timingCurve` over `duration` seconds.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// Creates a new keyframe using the given value and timestamp.
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe, seconds.
    ///   - timingCurve: A unit curve that controls the speed of interpolation.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: duration, kind: .linear(timingCurve))
    }

    public var body: Self { return self }
    var segmentList: Any { [segment] }
}

/// A keyframe that uses a spring function to interpolate to the given value.
///
/// Mirrors SwiftUI's `SpringKeyframe`. Raster: the spring starts at the previous keyframe's
/// value with `startVelocity` (by default the velocity the previous segment ends with) and
/// is sampled until `duration` (by default its settling duration).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// Creates a new keyframe using the given value and timestamp.
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe, seconds, or nil
    ///     to use the settling duration of the spring.
    ///   - spring: The spring that defines the shape of the segment before this keyframe.
    ///   - startVelocity: The velocity of the value at the start of the segment (units per
    ///     second), or nil to keep the motion smooth.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration,
                                  kind: .spring(spring, startVelocity: startVelocity?.animatableData))
    }

    public var body: Self { return self }
    var segmentList: Any { [segment] }
}

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
///
/// Mirrors SwiftUI's `CubicKeyframe`: adjacent cubic keyframes make a Catmull-Rom spline;
/// next to another kind of keyframe, the velocity that keyframe has where they meet is used.
/// Raster: a cubic Hermite segment whose end velocities (units per second) are the given
/// ones, else (next value − previous value) / (time between them) between two cubic
/// keyframes, else the adjacent segment's velocity, else 0 at the ends of the track.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// Creates a new keyframe using the given value and timestamp.
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe, seconds.
    ///   - startVelocity: The velocity at the beginning of the segment, or nil to keep the
    ///     motion smooth.
    ///   - endVelocity: The velocity at the end of the segment, or nil to keep the motion
    ///     smooth.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration,
                                  kind: .cubic(startVelocity: startVelocity?.animatableData,
                                               endVelocity: endVelocity?.animatableData))
    }

    public var body: Self { return self }
    var segmentList: Any { [segment] }
}

/// A keyframe that immediately moves to the given value without interpolating.
///
/// Mirrors SwiftUI's `MoveKeyframe`: a segment of no duration.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// Creates a new keyframe using the given value.
    public init(_ to: Value) {
        segment = KeyframeSegment(to: to, duration: 0, kind: .move)
    }

    public var body: Self { return self }
    var segmentList: Any { [segment] }
}

/// The builder that creates keyframe track content from the keyframes that you define
/// within a closure.
///
/// Mirrors SwiftUI's `KeyframeTrackContentBuilder`: keyframes in sequence, `if`, `if`/`else`
/// and `for` loops.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeTrackContentList<Value> where K.Value == Value {
        _KeyframeTrackContentList(list: expression.segments)
    }

    public static func buildBlock(_ components: _KeyframeTrackContentList<Value>...) -> _KeyframeTrackContentList<Value> {
        _KeyframeTrackContentList(list: components.flatMap(\.list))
    }

    public static func buildOptional(_ component: _KeyframeTrackContentList<Value>?) -> _KeyframeTrackContentList<Value> {
        component ?? _KeyframeTrackContentList(list: [])
    }

    public static func buildEither(first component: _KeyframeTrackContentList<Value>) -> _KeyframeTrackContentList<Value> { component }
    public static func buildEither(second component: _KeyframeTrackContentList<Value>) -> _KeyframeTrackContentList<Value> { component }

    public static func buildArray(_ components: [_KeyframeTrackContentList<Value>]) -> _KeyframeTrackContentList<Value> {
        _KeyframeTrackContentList(list: components.flatMap(\.list))
    }

    public static func buildLimitedAvailability(_ component: _KeyframeTrackContentList<Value>) -> _KeyframeTrackContentList<Value> { component }
}

/// Keyframes in sequence, as `KeyframeTrackContentBuilder` makes them.
public struct _KeyframeTrackContentList<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let list: [KeyframeSegment<Value>]
    public var body: Self { return self }
    var segmentList: Any { list }
}
