// GestureRecognizer.swift · Raster/Gestures · the engine under every gesture: touch events, recognizer states, delivery (Raster's own; UIGestureRecognizer's role)
// Status: Complete for the touches a ViewHost plays (one finger, or two for pinches and rotations).
//
// A touch sequence (finger down, moves, finger up) is played into one recognizer tree: the
// gestures of the views under the finger, composed along the hit chain (GestureChain.swift).
// Each event runs in two steps. `receive` updates every recognizer's state (possible,
// active, ended, failed) without side effects; `deliver` then runs the callbacks of the
// recognizers their combinators let through (an exclusive gesture's second gesture waits
// until the first fails). So a parent's drag that is blocked by a child's tap never calls
// its `onChanged`, though it tracked the touches all along.

import Foundation

/// One moment of a touch sequence as a ViewHost plays it.
struct TouchEvent {
    enum Phase {
        /// The fingers touch down.
        case began
        /// The fingers moved since the last event.
        case moved
        /// Time passed with the fingers where they were (a long press is timed by these).
        case stationary
        /// The fingers lift.
        case ended
    }

    var phase: Phase
    /// Host time, seconds.
    var time: TimeInterval
    /// The fingers, window points: one, or two for pinches and rotations.
    var touches: [CGPoint]
    /// Which tap of a quick series this sequence is (1, or 2 for the second tap within 0.3 s).
    var tapCount: Int
    /// The host's window size, points (where a UIKit edge pan measures from).
    var windowSize: CGSize = .zero

    /// The fingers' centroid, window points.
    var location: CGPoint {
        let n = CGFloat(touches.count)
        return CGPoint(x: touches.reduce(0) { $0 + $1.x } / n, y: touches.reduce(0) { $0 + $1.y } / n)
    }
}

/// Where a recognizer stands in the touch sequence.
enum RecognizerState<Value> {
    /// Not recognized yet, not failed either.
    case possible
    /// Recognized and still going: `onChanged` and `updating` see the value.
    case active(Value)
    /// Recognized and finished: `onEnded` sees the value.
    case ended(Value)
    /// Will not recognize in this sequence (or was cancelled by a gesture that won).
    case failed

    var value: Value? {
        switch self {
        case .active(let value), .ended(let value): return value
        case .possible, .failed: return nil
        }
    }

    /// Ended or failed: later events change nothing.
    var isFinal: Bool {
        switch self {
        case .ended, .failed: return true
        case .possible, .active: return false
        }
    }

    var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }

    /// The same state with its value mapped.
    func map<T>(_ transform: (Value) -> T) -> RecognizerState<T> {
        switch self {
        case .possible: return .possible
        case .active(let value): return .active(transform(value))
        case .ended(let value): return .ended(transform(value))
        case .failed: return .failed
        }
    }
}

/// What a recognizer may ask of the hosted view while it recognizes.
struct GestureContext {
    /// The unit the gesture is attached to (its modifier's node): `.local` is its space.
    /// Weak: a view can go while a finger is still on it (a sheet dismissed in the middle of
    /// a drag on it), and the touch session keeps its recognizers until the finger lifts.
    weak var node: Node?

    /// `point` (window points) in `space`, with the units' current positions; a unit that
    /// has left the tree has no space, so the point stays in window coordinates.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        guard let node, !node.isRemoved else { return point }
        let local = point.applying(node.transformToGlobal.inverted())
        return local.applying(node.transform(to: space))
    }

    /// The attached unit's size, points (zero once it has left the tree).
    var size: CGSize {
        guard let node, !node.isRemoved else { return .zero }
        return node.frame.size
    }
}

/// A recognizer of one gesture in one touch sequence. Subclasses override `recognize` (the
/// state after an event) and, when they run callbacks, `deliver` and `cancel`.
class GestureRecognizer<Value> {
    private(set) var state: RecognizerState<Value> = .possible

    /// Feeds one event; a recognizer that ended or failed ignores the rest of the sequence.
    final func receive(_ event: TouchEvent) {
        guard !state.isFinal else { return }
        state = recognize(event)
    }

    /// The state after `event`. No side effects: callbacks run in `deliver`.
    func recognize(_ event: TouchEvent) -> RecognizerState<Value> { .failed }

    /// Runs the callbacks the current state calls for (once per event at most).
    func deliver() {}

    /// Fails the recognizer because another gesture won; undoes what its callbacks set up
    /// (`GestureState` resets). An ended recognizer stays ended.
    func cancel() {
        if !state.isFinal { state = .failed }
    }
}

/// A recognizer whose state is its child's, mapped: the base of the callback gestures.
class WrappingRecognizer<Child, Value>: GestureRecognizer<Value> {
    let child: GestureRecognizer<Child>
    let transform: (Child) -> Value

    init(_ child: GestureRecognizer<Child>, transform: @escaping (Child) -> Value) {
        self.child = child
        self.transform = transform
    }

    override func recognize(_ event: TouchEvent) -> RecognizerState<Value> {
        child.receive(event)
        return child.state.map(transform)
    }

    override func deliver() { child.deliver() }

    override func cancel() {
        child.cancel()
        super.cancel()
    }
}

/// The velocity of a value sampled over time: the change between the last sample and the
/// last one taken earlier, per second; zero when no time has passed.
struct VelocitySampler<Value> {
    private var samples: [(value: Value, time: TimeInterval)] = []

    mutating func add(_ value: Value, at time: TimeInterval) {
        if let last = samples.last, last.time == time { samples.removeLast() }
        samples.append((value, time))
        if samples.count > 2 { samples.removeFirst() }
    }

    /// `(last − previous) / Δt` through `difference`, or nil before two samples in time.
    func velocity<R>(_ difference: (Value, Value, TimeInterval) -> R) -> R? {
        guard samples.count == 2 else { return nil }
        return difference(samples[1].value, samples[0].value, samples[1].time - samples[0].time)
    }
}
