// ScrollTargetBehavior.swift · Raster/Modifiers · mirrors SwiftUI ScrollTargetBehavior, ScrollTarget, ScrollTargetBehaviorContext (iOS 17)
// Status: Partial — `updateTarget` runs when a host's scroll or a drag comes to rest
// (Rendering/ViewHost+ScrollTargets.swift), not when a scroll view changes size; the
// context's velocity is in points per second [UNCERTAIN: Apple does not state its unit].
//
// Apple (ScrollTargetBehavior): "A scrollable view calculates where scroll gestures should end
// using its deceleration rate and the state of its scroll gesture by default. A scroll behavior
// allows for customizing this logic"; `updateTarget` is given that calculated target "when a
// scroll gesture ends". Raster's natural target is UIScrollView's: the offset where the finger
// lifts plus its velocity × 0.998 / (1 − 0.998) / 1000 s (`DragGesture.projectionTime`, the
// travel of UIScrollView.DecelerationRate.normal, 0.998 per millisecond).

import Foundation

/// A type that defines the scroll behavior of a scrollable view.
///
/// A scroll view calculates where a scroll gesture would naturally end; a behaviour
/// changes that target in `updateTarget(_:context:)`. `PagingScrollTargetBehavior` and
/// `ViewAlignedScrollTargetBehavior` are behaviours of this kind, and a type of your own
/// works the same way:
///
///     struct HundredPointSteps: ScrollTargetBehavior {
///         func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///             target.rect.origin.y = (target.rect.origin.y / 100).rounded() * 100
///         }
///     }
///
/// Raster: the behaviour set with `scrollTargetBehavior(_:)` decides where a
/// `ViewHost.scroll(by:at:)` comes to rest (as a finger lifted without velocity) and where a
/// host's drag (`ViewHost.drag(from:to:duration:)`, `endDrag()`) comes to rest, given the
/// finger's velocity at the lift. The target is then clamped to the content and the scroll
/// view settles there at once (no deceleration is animated). A target that is not finite is
/// ignored with a warning naming the behaviour. `ScrollViewProxy` scrolls are exact and
/// never call it.
public protocol ScrollTargetBehavior {
    /// The context in which a scroll behavior updates the scroll target.
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Updates the proposed target that a scrollable view should scroll to.
    ///
    /// Raster: called once when a host's scroll or drag ends, with `target.rect` the region
    /// the scroll view would show at its natural rest (points, in the coordinates of its
    /// content with its margins: origin = the content offset, size = the scroll view's size).
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// A type-erased scroll target behaviour, for choosing one at run time:
/// `isPaged ? AnyScrollTargetBehavior(.paging) : AnyScrollTargetBehavior(.viewAligned)`
/// (SwiftUI `AnyScrollTargetBehavior`, iOS 17). It updates targets as the behaviour it wraps.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    /// The behaviour wrapped (warnings name it, not the wrapper).
    let base: any ScrollTargetBehavior

    /// Wraps `behavior`.
    public init(_ behavior: some ScrollTargetBehavior) {
        base = behavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        base.updateTarget(&target, context: context)
    }
}

/// A type defining the target in which a scroll view should try and scroll to.
///
/// Raster: points, in the coordinates of the scroll view's content with its margins (the
/// top-leading corner of the scrollable region is the origin, y down), so `rect.origin` of a
/// target the size of the scroll view is the content offset it rests at.
public struct ScrollTarget {
    /// The rect that a scrollable view should try and have contained.
    ///
    /// Raster: with a nil `anchor`, the scroll view moves as little as makes the rect fully
    /// visible from its natural rest (its leading or top edge first when the rect is larger
    /// than the scroll view), so a rect the scroll view's size rests with its origin at the
    /// scroll view's top-leading corner.
    public var rect: CGRect

    /// The anchor to which the rect should be aligned within the visible region of the
    /// scrollable view.
    ///
    /// Raster: the rect's point at this unit point rests at the same unit point of the scroll
    /// view (`.center` centres it); nil: see `rect`.
    public var anchor: UnitPoint?

    init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// The context in which a scroll target behavior updates its scroll target.
///
/// Raster: sizes in points. Reading an environment value through the context
/// (`context.horizontalSizeClass`) reads the scroll view's environment.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The original target when the scroll gesture began.
    ///
    /// Raster: the region the scroll view showed when the finger touched down (for
    /// `ViewHost.scroll(by:at:)`, before the scroll), in the coordinates of `ScrollTarget`.
    public let originalTarget: ScrollTarget

    /// The current velocity of the scrollable view's scroll gesture.
    ///
    /// Raster: the change of the content offset at the lift, points per second (positive `dx`
    /// scrolls towards the content's trailing end, positive `dy` towards its bottom: opposite
    /// to the finger's motion); zero for `ViewHost.scroll(by:at:)` and for a finger held still
    /// before it lifts. [UNCERTAIN: Apple does not document the unit.]
    public let velocity: CGVector

    /// The size of the content of the scrollable view.
    ///
    /// Raster: points, with the content margins and safe-area insets it is placed in.
    public let contentSize: CGSize

    /// The size of the container of the scrollable view.
    ///
    /// This is the size of the bounds of the scroll view subtracting any insets applied to
    /// the scroll view (like the safe area). Raster: points.
    public let containerSize: CGSize

    /// The axes in which the scrollable view is scrollable.
    public let axes: Axis.Set

    /// The scroll view's environment.
    let environment: EnvironmentValues
    /// The content offset where the scroll ended (where the finger lifted), points.
    let liftOffset: CGPoint
    /// The scroll view's size (its bounds, insets included), points: `PagingScrollTargetBehavior`'s
    /// page, as UIScrollView pages by its bounds.
    let viewportSize: CGSize
    /// The content offsets that put the leading edge of each target view (the identified rows
    /// of the scroll view's content) at the scroll view's leading edge, points.
    let targetViewOffsets: () -> [CGPoint]

    /// The largest content offset along each axis, points (zero where the content fits).
    var maximumOffset: CGPoint {
        CGPoint(x: max(0, contentSize.width - viewportSize.width), y: max(0, contentSize.height - viewportSize.height))
    }

    /// The value of `keyPath` in the scroll view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        environment[keyPath: keyPath]
    }

    /// The axes the scroll view scrolls, horizontal first.
    var scrolledAxes: [Axis] {
        [Axis.horizontal, .vertical].filter { axes.contains($0 == .horizontal ? .horizontal : .vertical) }
    }

    /// Of the content offsets `candidates` along `axis`, each clamped to the content, the one
    /// nearest `offset` (the first of equals); nil when there are none.
    func nearest(_ candidates: [CGFloat], to offset: CGFloat, along axis: Axis) -> CGFloat? {
        let limit = maximumOffset[axis]
        return candidates.map { min(max($0, 0), limit) }.min { abs($0 - offset) < abs($1 - offset) }
    }
}

extension ScrollTarget {
    /// The names of the target's numbers that are not finite (NaN or infinite), as a
    /// behaviour writes them (`rect.origin.x`); empty when all are finite.
    var nonFiniteFields: [String] {
        let fields: [(String, CGFloat?)] = [
            ("rect.origin.x", rect.origin.x), ("rect.origin.y", rect.origin.y),
            ("rect.size.width", rect.size.width), ("rect.size.height", rect.size.height),
            ("anchor.x", anchor?.x), ("anchor.y", anchor?.y),
        ]
        return fields.compactMap { name, value in value.map { $0.isFinite ? nil : name } ?? nil }
    }
}
