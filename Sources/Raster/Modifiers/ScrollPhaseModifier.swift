// ScrollPhaseModifier.swift · Raster/Modifiers · mirrors SwiftUI ScrollPhase, ScrollPhaseChangeContext and onScrollPhaseChange(_:) (iOS 18)
// Status: Complete for a host's fingers — drags and scrolls go tracking, interacting,
// decelerating (when the content moves on after the lift) and idle; programmatic scrolls in
// an animated transaction go animating, then idle (Layout/AnimatedScroll.swift).

import Foundation

/// The phase of a scroll view: whether a finger holds it, or it moves on its own (SwiftUI
/// `ScrollPhase`, iOS 18; UIScrollView's `isTracking`, `isDragging` and `isDecelerating`).
public enum ScrollPhase: Equatable, Hashable, Sendable {
    /// At rest: nothing moves the content.
    case idle
    /// A finger touches the scroll view but has not moved it yet.
    case tracking
    /// A finger drags the content.
    case interacting
    /// The finger lifted and the content moves on to where it rests: a scroll target
    /// behaviour's target, or back to its top after a pull past it.
    case decelerating
    /// The content moves to a position set by code, animated (`scrollTo` or a
    /// `scrollPosition` change inside `withAnimation`).
    case animating

    /// Whether the content is scrolling or held: every phase but `idle`.
    public var isScrolling: Bool { self != .idle }
}

/// What an `onScrollPhaseChange` action learns besides the two phases (SwiftUI
/// `ScrollPhaseChangeContext`, iOS 18).
public struct ScrollPhaseChangeContext {
    /// The scroll view's geometry at the change.
    public var geometry: ScrollGeometry
    /// How fast the content offset moved when the finger lifted, points per second (positive
    /// `dy`: content further down coming into view); nil at changes without a lift.
    public var velocity: CGVector?
}

/// One `onScrollPhaseChange`: what it runs when a scroll view below changes phase.
final class ScrollPhaseChange {
    var action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    weak var graph: ViewGraph?

    init(action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void, graph: ViewGraph) {
        self.action = action
        self.graph = graph
    }

    /// Queues the action: it may change state, so it runs after the frame's update.
    func changed(from old: ScrollPhase, to new: ScrollPhase, context: ScrollPhaseChangeContext) {
        graph?.afterUpdate { [weak self] in self?.action(old, new, context) }
    }
}

extension View {
    /// Adds an action to perform when the phase of a scroll view below this view changes
    /// (iOS 18): a finger touching it (`tracking`), dragging it (`interacting`), lifting with
    /// the content moving on (`decelerating`), the content at rest (`idle`).
    ///
    /// Raster: applies to the outermost scroll views below the modifier. A host's `drag`
    /// starting on a scroll view goes `tracking` at the touch, `interacting` at its first move
    /// of the content, and at the lift `decelerating` when a scroll target behaviour moves the
    /// content on or a pull past the top springs back (then `idle` when it rests: at once for a
    /// target, the content being placed there without animation; after the spring, about 0.8 s
    /// of host time), else `idle`. A host's `scroll(by:at:)` runs the same phases one after
    /// another for each scroll view it moves. A tap on a scroll view's content goes `tracking`,
    /// then `idle`. A programmatic scroll in an animated transaction goes `animating` until it
    /// arrives, then `idle` (a touch on it goes `tracking`); one without an animation jumps and
    /// changes no phase. Actions run after the frame's update, in the order of the changes.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        onScrollPhaseChange { old, new, _ in action(old, new) }
    }

    /// Adds an action to perform when the phase of a scroll view below this view changes,
    /// with the scroll view's geometry and, at a finger's lift, the content's velocity
    /// (iOS 18). See `onScrollPhaseChange(_:)` for the phases Raster goes through.
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        modifier(ScrollObserverModifier(
            make: { ScrollPhaseChange(action: action, graph: $0) },
            refresh: { $0.action = action },
            install: { $0.phase.append($1) }))
    }
}
