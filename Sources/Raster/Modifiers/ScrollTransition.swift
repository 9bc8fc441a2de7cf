// ScrollTransition.swift · Raster/Modifiers · mirrors SwiftUI scrollTransition(_:axis:transition:), scrollTransition(topLeading:bottomTrailing:axis:transition:), ScrollTransitionConfiguration, ScrollTransitionPhase (iOS 17)
// Status: Partial — phases and interactive interpolation are computed from each frame's
// geometry; `.animated` shows the phase the view has reached without animating to it.

import Foundation

/// The phases that a view transitions between when it scrolls among other views.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// The view is about to move into the visible area at the top edge of a vertical scroll
    /// view, or the leading edge of a horizontal one.
    case topLeading
    /// The view is in the visible area (past the configuration's threshold).
    case identity
    /// The view is about to move into the visible area at the bottom edge of a vertical
    /// scroll view, or the trailing edge of a horizontal one.
    case bottomTrailing

    /// Whether the view is in the `identity` phase.
    public var isIdentity: Bool { self == .identity }

    /// A value to scale effects by: −1 in `topLeading`, 0 in `identity`, 1 in `bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// The configuration of a scroll transition: how its effect is applied as a view is scrolled
/// through the visible region of its scroll view.
public struct ScrollTransitionConfiguration: Sendable {
    /// How the effect follows the view's progress from hidden to the threshold.
    enum Method: Sendable {
        /// The effect is the identity phase's in every position.
        case identity
        /// The phase changes at the threshold, with an animation.
        case animated(Animation)
        /// The effect is interpolated between the edge phase and identity, paced by the curve.
        case interactive(UnitCurve)
    }

    var method: Method
    /// Where the view counts as visible (default `.visible`).
    var visibleThreshold: Threshold = .visible

    /// A configuration that does not change the appearance of the view.
    public static let identity = ScrollTransitionConfiguration(method: .identity)

    /// A configuration that discretely animates the transition when the view becomes
    /// visible, with the default animation.
    ///
    /// Raster: the view is drawn in the phase it has reached; the animation between phases is
    /// not played.
    public static let animated = ScrollTransitionConfiguration(method: .animated(.default))

    /// A configuration that discretely animates the transition with `animation` when the view
    /// becomes visible (see `animated`).
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(method: .animated(animation))
    }

    /// A configuration that interactively interpolates the transition's effect as the view
    /// is scrolled into the visible region, paced by `.easeInOut`.
    public static let interactive = ScrollTransitionConfiguration(method: .interactive(.easeInOut))

    /// A configuration that interactively interpolates the transition's effect, paced by
    /// `timingCurve`: at time 0 the view is just hidden, at time 1 it reaches the threshold
    /// (so the curve runs backwards while the view leaves).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(method: .interactive(timingCurve))
    }

    /// This configuration with the animation `animation` (for an animated configuration; an
    /// interactive one becomes animated).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        copy.method = .animated(animation)
        return copy
    }

    /// This configuration with the threshold at which the view is considered fully visible.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.visibleThreshold = threshold
        return copy
    }

    /// A point in the progression of a view through its scroll view, from hidden (fully
    /// outside the visible region) to visible.
    ///
    /// Raster: a mix of the positions along the scroll axis at which the view is just hidden,
    /// fully visible and centred in the visible region, plus an inset towards the centre,
    /// points.
    public struct Threshold: Sendable {
        var hidden: Double
        var visible: Double
        var centered: Double
        var inset: Double

        /// The view is fully visible.
        public static let visible = Threshold(hidden: 0, visible: 1, centered: 0, inset: 0)
        /// The view is fully hidden.
        public static let hidden = Threshold(hidden: 1, visible: 0, centered: 0, inset: 0)
        /// The view is centred in the visible region.
        public static var centered: Threshold { Threshold(hidden: 0, visible: 0, centered: 1, inset: 0) }

        /// The view is visible by `amount`, where 0 is fully hidden and 1 fully visible;
        /// values outside 0 ... 1 are clamped.
        public static func visible(_ amount: Double) -> Threshold {
            let amount = amount.isNaN ? 1 : min(max(amount, 0), 1)
            return Threshold(hidden: 1 - amount, visible: amount, centered: 0, inset: 0)
        }

        /// This threshold combined with `other`: 0 is this threshold, 1 is `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
            return Threshold(hidden: mix(hidden, other.hidden), visible: mix(visible, other.visible),
                             centered: mix(centered, other.centered), inset: mix(inset, other.inset))
        }

        /// A threshold met when the view is `distance` points closer to the centre of the
        /// visible region; negative values move it away from the centre.
        public func inset(by distance: Double) -> Threshold {
            var copy = self
            copy.inset += distance
            return copy
        }
    }
}

/// Where a view is on its way into a scroll view's visible region along one axis.
struct ScrollTransitionProgress: Equatable {
    /// The edge the view is nearer to: `.topLeading` or `.bottomTrailing`.
    var edge: ScrollTransitionPhase
    /// 0 when the view is just hidden at that edge, 1 from the threshold on (clamped).
    var progress: Double

    init(edge: ScrollTransitionPhase, progress: Double) {
        self.edge = edge
        self.progress = progress
    }

    /// The progress of a view at `start` (points, along the axis in the scroll view's
    /// space) and `length` long, in a visible region `visible` points long, against
    /// `threshold`: the view is on the top-leading side while its centre is above the
    /// region's centre. Positions: just hidden −length (top) or `visible` (bottom), fully
    /// visible 0 or `visible − length`, centred `(visible − length) / 2`; the inset moves the
    /// threshold towards the centre.
    init(start: Double, length: Double, visible: Double, threshold: ScrollTransitionConfiguration.Threshold) {
        let centered = (visible - length) / 2
        let topLeading = start + length / 2 < visible / 2
        let hiddenAt = topLeading ? -length : visible
        let fullyVisibleAt = topLeading ? 0 : visible - length
        let thresholdAt = threshold.hidden * hiddenAt + threshold.visible * fullyVisibleAt + threshold.centered * centered
            + (topLeading ? threshold.inset : -threshold.inset)
        // Distances travelled from the hidden position, towards the centre.
        let travelled = topLeading ? start - hiddenAt : hiddenAt - start
        let needed = topLeading ? thresholdAt - hiddenAt : hiddenAt - thresholdAt
        edge = topLeading ? .topLeading : .bottomTrailing
        progress = needed <= 0 ? (travelled > 0 ? 1 : 0) : min(max(travelled / needed, 0), 1)
    }

    /// The phase the view is in: identity from the threshold on, else its edge's.
    var phase: ScrollTransitionPhase { progress >= 1 ? .identity : edge }
}

extension View {
    /// Applies `transition` as this view scrolls into and out of the visible region of its
    /// scroll view, symmetrically at both edges with `configuration` (see
    /// `scrollTransition(topLeading:bottomTrailing:axis:transition:)`).
    public func scrollTransition<Effect: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Applies `transition` as this view scrolls into and out of the visible region of its
    /// scroll view: `topLeading` drives it at the top (leading) edge, `bottomTrailing` at the
    /// bottom (trailing) edge.
    ///
    /// Raster: computed each time the view is drawn, from its frame in the innermost scroll
    /// view scrolling along `axis` (nil: the innermost scroll view, along its axis, vertical
    /// when it scrolls both). The visible region is the scroll view's frame. The view is in
    /// the phase of the edge its centre is nearer to until it reaches the configuration's
    /// threshold, then in `.identity`. An interactive configuration draws the edge phase's
    /// effects interpolated towards the identity phase's by the curve's value at the view's
    /// progress (0 just hidden, 1 at the threshold); an animated one draws the phase reached.
    /// Outside a scroll view the view is in `.identity`. Layout, frames in outer spaces and
    /// hit testing are unchanged.
    public func scrollTransition<Effect: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        modifier(VisualEffectModifier { node, environment in
            func steps(_ phase: ScrollTransitionPhase) -> [VisualEffectStep] {
                transition(EmptyVisualEffect(), phase).visualEffectSteps
            }
            guard let progress = node.scrollTransitionProgress(axis: axis,
                                                               thresholds: (topLeading.visibleThreshold, bottomTrailing.visibleThreshold))
            else { return steps(.identity) }
            let configuration = progress.edge == .topLeading ? topLeading : bottomTrailing
            switch configuration.method {
            case .identity:
                return steps(.identity)
            case .animated:
                return steps(progress.phase)
            case .interactive(let curve):
                if progress.progress >= 1 { return steps(.identity) }
                return steps(progress.edge).interpolated(to: steps(.identity), amount: curve.value(at: progress.progress),
                                                         in: environment)
            }
        })
    }
}

extension Node {
    /// This unit's progress into the visible region of its innermost scroll view along
    /// `axis` (see `scrollTransition`), measured against the threshold of the edge it is
    /// nearer to; nil outside a scroll view.
    func scrollTransitionProgress(axis: Axis?, thresholds: (topLeading: ScrollTransitionConfiguration.Threshold,
                                                             bottomTrailing: ScrollTransitionConfiguration.Threshold))
        -> ScrollTransitionProgress? {
        guard let scroll = enclosingScrollView(axis: axis) else { return nil }
        let along = axis ?? (scroll.state.axes == .horizontal ? .horizontal : .vertical)
        let frame = CGRect(origin: .zero, size: frame.size).applying(transform(to: .named(ScrollViewSpaceName(axis: axis))))
        let start = along == .horizontal ? frame.minX : frame.minY
        let length = along == .horizontal ? frame.width : frame.height
        let visible = along == .horizontal ? scroll.node.frame.width : scroll.node.frame.height
        let top = ScrollTransitionProgress(start: start, length: length, visible: visible, threshold: thresholds.topLeading)
        guard top.edge == .bottomTrailing else { return top }
        return ScrollTransitionProgress(start: start, length: length, visible: visible, threshold: thresholds.bottomTrailing)
    }
}
