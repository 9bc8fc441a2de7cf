// NavigationScrollEdge.swift · Raster/Views/Navigation · how far a navigation page's content is scrolled under its bar, and how the bar collapses for it (UIKit's large-title collapse and scroll-edge appearance, which SwiftUI uses on iOS 17)
// Status: Partial — the large title and the search drawer collapse and the background appears
// at once, without UIKit's cross-fade of the two titles; content is never pulled down (Raster's
// scroll views do not bounce), so the large title never grows.

import Foundation

/// The link between a navigation page and the scroll view whose offset its bar follows:
/// the first vertical scroll view in the page's content that is placed (a `List`'s, a
/// `Form`'s or a `ScrollView`), as UIKit follows the content scroll view of a view
/// controller. The scroll view reports its vertical offset once it is placed; the page
/// keeps it in its state and draws its bar for it.
final class NavigationScrollEdge {
    /// The scroll view followed; another one in the same page is ignored while it exists.
    private weak var scrollView: Node?
    /// The last offset reported, points.
    private var reported: CGFloat = 0
    /// Hands a new offset to the page (set by the page in each body).
    var report: (CGFloat) -> Void = { _ in }

    /// Whether `node` is the scroll view this page follows (the first one asking, or a
    /// later one once the first is gone).
    func follows(_ node: Node) -> Bool {
        if let scrollView, !scrollView.isRemoved { return scrollView === node }
        scrollView = node
        return true
    }

    /// The followed scroll view's vertical offset after a placement, points from the
    /// content's top; a change reaches the page after this update.
    func offsetPlaced(_ offset: CGFloat, by node: Node) {
        guard offset != reported, scrollView === node else { return }
        reported = offset
        node.graph.afterUpdate { [weak self] in self?.report(offset) }
    }
}

private struct NavigationScrollEdgeKey: EnvironmentKey {
    static var defaultValue: NavigationScrollEdge? { nil }
}

extension EnvironmentValues {
    /// The page whose bar follows the first vertical scroll view below; nil inside a scroll
    /// view and outside any navigation page.
    var navigationScrollEdge: NavigationScrollEdge? {
        get { self[NavigationScrollEdgeKey.self] }
        set { self[NavigationScrollEdgeKey.self] = newValue }
    }
}

/// What a page's bar shows when its content is scrolled `scrolled` points under it: the
/// search drawer (bottom-most) collapses first, then the large title's area, each moving up
/// with the content; the inline title replaces the large title once 10 points or less of its
/// area are left, and the bar's background and hairline appear once the content passes under
/// the collapsed bar (UIKit's scroll-edge appearance ends). Figures: `NavigationBarMetrics`
/// (FLT `_kNavBarShowLargeTitleThreshold` = 10; ios17-metrics.md §2 for the 52-point large
/// title area, §5 for the 52-point drawer).
struct NavigationBarCollapse: Equatable {
    /// Whether the page shows a large title at rest.
    var largeTitle: Bool
    /// Whether the page's search drawer rests under the title (not presented).
    var searchDrawer: Bool
    /// How far the content is scrolled from its top, points (negative counts as 0).
    var scrolled: CGFloat = 0

    /// The search drawer's height, points: 52 at rest, down to 0.
    var drawerHeight: CGFloat {
        searchDrawer ? Self.remaining(SearchBarMetrics.drawerHeight, after: max(0, scrolled)) : 0
    }

    /// The large title's area under the bar's row, points: 52 at rest, down to 0 once the
    /// drawer has collapsed.
    var largeTitleHeight: CGFloat {
        guard largeTitle else { return 0 }
        let drawer: CGFloat = searchDrawer ? SearchBarMetrics.drawerHeight : 0
        return Self.remaining(NavigationBarMetrics.largeTitleHeight, after: max(0, scrolled - drawer))
    }

    /// Whether the large title is drawn: it has more than 10 points of its area left.
    var showsLargeTitle: Bool {
        largeTitle && largeTitleHeight > NavigationBarMetrics.largeTitleHandOverThreshold
    }

    /// Whether the bar's row shows the inline title (always without a large title).
    var showsInlineTitle: Bool { !showsLargeTitle }

    /// Whether the content is under the collapsed bar, so the bar draws its background.
    var showsBackground: Bool { scrolled > collapsibleHeight }

    /// The bar's height, points: 44 and what is left of the large title and the drawer.
    var barHeight: CGFloat { NavigationBarMetrics.barHeight + largeTitleHeight + drawerHeight }

    /// The bar's height at rest, points: the room the page's content starts below.
    var restingBarHeight: CGFloat { NavigationBarMetrics.barHeight + collapsibleHeight }

    private var collapsibleHeight: CGFloat {
        (largeTitle ? NavigationBarMetrics.largeTitleHeight : 0) + (searchDrawer ? SearchBarMetrics.drawerHeight : 0)
    }

    private static func remaining(_ height: CGFloat, after scrolled: CGFloat) -> CGFloat {
        min(height, max(0, height - scrolled))
    }
}
