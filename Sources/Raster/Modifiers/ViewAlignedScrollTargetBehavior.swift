// ViewAlignedScrollTargetBehavior.swift · Raster/Modifiers · mirrors SwiftUI ViewAlignedScrollTargetBehavior, its LimitBehavior and ScrollTargetBehavior.viewAligned(limitBehavior:) (iOS 17; LimitBehavior.alwaysByFew, .alwaysByOne iOS 18)
// Status: Partial — the target views are the identified rows of the content with or without
// `scrollTargetLayout()` (a lazy stack's rows not built yet at their estimated place); "a few
// views" is Raster's reading [UNCERTAIN]; iOS 26's anchor is not there.
//
// Apple: the behaviour "aligns scroll targets to view-based geometry", the views of a
// `scrollTargetLayout()`. `.always` makes it "only allow a few views to be scrolled at a time";
// by default (`.automatic`) it "limits the number of views it scrolls when in a compact
// horizontal size class when scrollable in the horizontal axis, when in a compact vertical
// size class when scrollable in the vertical axis, and otherwise doesn't impose any limit";
// `.alwaysByOne` limits "a single interaction to a single view", `.alwaysByFew` to "a small
// number of views ... determined automatically".

import Foundation

/// The scroll behavior that aligns scroll targets to view-based geometry.
///
/// Raster: the target views are the identified rows of the scroll view's content (its first
/// `ForEach` or lazy stack, whose rows not built yet count at their estimated place), with or
/// without `scrollTargetLayout()`. The scroll rests with
/// the leading edge of a view at the leading edge of the scroll view less its safe-area
/// insets (inside a `safeAreaPadding`, below a bar), clamped to the content: the
/// view nearest the natural target among those the limit allows, counted from where the
/// finger lifted. One view: the views whose edges are next to the lift offset (one on each
/// side; lifted on an edge, that one and its two neighbours). A few views: those, and the
/// views whose edge is within one scroll view length of the lift offset [UNCERTAIN: Apple
/// says only that the number is "determined automatically"].
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// A type that defines the amount of views that can be scrolled at a time.
    public struct LimitBehavior: Hashable, Sendable {
        enum Value: Hashable, Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
        let value: Value

        /// The automatic limit behavior: a few views along an axis whose size class is
        /// compact (an iPhone in portrait: horizontally), no limit otherwise (and where the
        /// environment has no size class, as outside a device).
        public static var automatic: LimitBehavior { LimitBehavior(value: .automatic) }
        /// The always limit behavior: a few views at a time, as `alwaysByFew`.
        public static var always: LimitBehavior { LimitBehavior(value: .always) }
        /// The never limit behavior: any number of views.
        public static var never: LimitBehavior { LimitBehavior(value: .never) }
        /// The always-by-few limit behavior (iOS 18): the views within one scroll view
        /// length of where the finger lifted.
        public static var alwaysByFew: LimitBehavior { LimitBehavior(value: .alwaysByFew) }
        /// The always-by-one limit behavior (iOS 18): one view per swipe.
        public static var alwaysByOne: LimitBehavior { LimitBehavior(value: .alwaysByOne) }
    }

    /// How many views one swipe may scroll past (default `.automatic`).
    public let limitBehavior: LimitBehavior

    /// Creates a view aligned scroll behavior.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Moves the target to the leading edge of the nearest view the limit allows.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let views = context.targetViewOffsets()
        guard !views.isEmpty else { return }
        for axis in context.scrolledAxes {
            let edges = views.map { $0[axis] }
            let lifted = context.liftOffset[axis]
            let next = [edges.filter { $0 < lifted }.max(), edges.first { $0 == lifted }, edges.filter { $0 > lifted }.min()]
                .compactMap { $0 }
            let allowed: [CGFloat]
            switch limit(along: axis, in: context) {
            case .never: allowed = edges
            case .alwaysByOne: allowed = next
            default: allowed = next + edges.filter { abs($0 - lifted) <= context.viewportSize[axis] }
            }
            if let rest = context.nearest(allowed, to: target.rect.origin[axis], along: axis) {
                target.rect.origin[axis] = rest
            }
        }
    }

    /// The limit along `axis`: `.automatic` resolved by the size class along it.
    private func limit(along axis: Axis, in context: TargetContext) -> LimitBehavior.Value {
        guard limitBehavior.value == .automatic else { return limitBehavior.value }
        let sizeClass = axis == .horizontal ? context.horizontalSizeClass : context.verticalSizeClass
        return sizeClass == .compact ? .alwaysByFew : .never
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to view-based geometry: swipes rest
    /// on a view of the content.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// The view-aligned behavior with the given limit on the views one swipe passes.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
