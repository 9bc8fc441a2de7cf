// PagingScrollTargetBehavior.swift · Raster/Modifiers · mirrors SwiftUI PagingScrollTargetBehavior, ScrollTargetBehavior.paging (iOS 17)
// Status: Complete — pages are the scroll view's bounds, at most one page per swipe
// [UNCERTAIN: SwiftUI does not publish its rule; this is UIScrollView's paging].
//
// Apple: paging "uses the geometry of the scroll view to decide where to allow scrolls to end"
// and the scroll view "settles to container-aligned boundaries"; UIScrollView's
// `isPagingEnabled` "stops on multiples of the scroll view's bounds when the user scrolls",
// which SwiftUI's `.paging` matches on iOS (its pages ignore the safe area, as Yang Xu's
// "Implementing Custom Paging", fatbobman.com 2025, shows in landscape).

import Foundation

/// The scroll behavior that aligns scroll targets to container-based geometry.
///
/// Raster: a page is the scroll view's size (points) along each axis it scrolls. The scroll
/// rests on the page boundary nearest the natural target among the boundaries next to where
/// the finger lifted (the one on each side; lifted on a boundary, that one and its two
/// neighbours), clamped to the content: a scroll without velocity rests on the nearest page,
/// and a flick moves on one page however fast it is.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates a paging scroll behavior.
    public init() {}

    /// Moves the target to the page boundary nearest it next to where the finger lifted.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in context.scrolledAxes {
            let page = context.viewportSize[axis]
            guard page > 0 else { continue }
            let lifted = context.liftOffset[axis] / page
            let pages = Set([(lifted - 1).rounded(.up), lifted.rounded(.down), lifted.rounded(.up), (lifted + 1).rounded(.down)])
            let boundaries = pages.sorted().map { $0 * page }
            if let rest = context.nearest(boundaries, to: target.rect.origin[axis], along: axis) {
                target.rect.origin[axis] = rest
            }
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to container-based geometry: each
    /// swipe rests on a multiple of the scroll view's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
