// NavigationScrollEdge.swift · Raster/Views/Navigation · how far a navigation page's content is scrolled under its bar, and how the bar collapses for it (UIKit's large-title collapse and scroll-edge appearance, which SwiftUI uses on iOS 17)
// Status: Partial — the large title and the search drawer collapse, the titles cross-fade with
// the offset and a pulled-down large title grows; the background appears at once, and the fade's
// length is UNCERTAIN.

import Foundation

/// The link between a bar and the scroll view whose offset it follows: the first vertical
/// scroll view in the content under the bar that is placed (a `List`'s, a `Form`'s or a
/// `ScrollView`), as UIKit follows the content scroll view of a view controller. The scroll
/// view reports its vertical offset once it is placed (`navigationScrollEdge`: a page's
/// navigation bar), or how much of its content is left below its visible region
/// (`bottomBarScrollEdge`: a bottom toolbar or tab bar); the bar's owner keeps it in its
/// state and draws the bar for it.
final class NavigationScrollEdge {
    /// The scroll view followed; another one in the same page is ignored while it exists.
    private weak var scrollView: Node?
    /// The last offset reported, points.
    private(set) var reported: CGFloat = 0
    /// How far above the followed scroll view's safe-area top the room a pull opens begins,
    /// points: the large title's area (with the search drawer under it) at rest, which a pull
    /// stretches below the bar's 44-point row, so that a refresh control shows between the
    /// row and the large title, which follows the content down; 0 without a large title (set
    /// by the page in each body). [UNCERTAIN — where UIKit puts the control under a
    /// large-title bar is not published; Flutter's CupertinoSliverRefreshControl sits under
    /// its large title instead, which does not stretch]
    var pullRoomInset: CGFloat = 0
    /// Hands a new figure to the bar's owner (set in each body: by `ScrollFollowingNavigationBar`
    /// for a navigation bar, by the tab view or the page for a bottom bar).
    var report: (CGFloat) -> Void = { _ in }

    /// Whether `node` is the scroll view this page follows (the first one asking, or a
    /// later one once the first is gone).
    func follows(_ node: Node) -> Bool {
        if let scrollView, !scrollView.isRemoved { return scrollView === node }
        scrollView = node
        return true
    }

    /// Hands `figure` to the bar's owner now: a navigation page passing on its own scroll
    /// view's figure to the bar above its stack (a tab bar), when it becomes the top page or
    /// its scroll view reports while it is. Call it from an action or after an update, as
    /// the owner changes its state.
    func forward(_ figure: CGFloat) {
        reported = figure
        report(figure)
    }

    /// Scrolls the followed scroll view back to its top, keeping its horizontal offset:
    /// UIKit's scroll-to-top, which a tap on the selected tab's item does to the content of a
    /// tab at its root. Returns whether it moved (false without a scroll view, or at the top).
    @discardableResult
    func scrollToTop() -> Bool {
        guard let scrollView, !scrollView.isRemoved, let state = scrollView.outputs.scrollState,
              state.offset.y > 0 else { return false }
        state.offset.y = 0
        scrollView.scrollOffsetDidChange()
        return true
    }

    /// The followed scroll view's figure after a placement, points (the offset from the
    /// content's top, or what is left below); a change reaches the owner after this update.
    func offsetPlaced(_ offset: CGFloat, by node: Node) {
        guard offset != reported, scrollView === node else { return }
        reported = offset
        node.graph.afterUpdate { [weak self] in self?.report(offset) }
    }
}

/// A page's navigation bar drawn for the offset its `NavigationScrollEdge` reports. The
/// offset is this view's state, not the page's: a scroll re-runs the bar's body only, while
/// the page's content (a list of many rows) is neither rebuilt nor compared; and a scroll
/// that does not change the bar (the content already under the collapsed bar) changes no state.
struct ScrollFollowingNavigationBar: View {
    let edge: NavigationScrollEdge
    let content: NavigationBarContent
    /// The bar's collapse at rest; its `scrolled` is replaced by the reported offset.
    let resting: NavigationBarCollapse
    /// Whether the bar warns when it is crowded (`NavigationBarLayout.warnsWhenCrowded`).
    let warnsWhenCrowded: Bool
    let backTitle: String?
    let pop: () -> Void

    /// The reported offset as far as it changes the bar (`NavigationBarCollapse.drawnOffset`).
    @State private var drawnOffset: CGFloat

    init(edge: NavigationScrollEdge, content: NavigationBarContent, resting: NavigationBarCollapse,
         warnsWhenCrowded: Bool, backTitle: String?, pop: @escaping () -> Void) {
        self.edge = edge
        self.content = content
        self.resting = resting
        self.warnsWhenCrowded = warnsWhenCrowded
        self.backTitle = backTitle
        self.pop = pop
        _drawnOffset = State(initialValue: resting.drawnOffset(edge.reported))
    }

    var body: some View {
        let resting = self.resting, drawnBinding = $drawnOffset
        edge.report = { offset in
            let drawn = resting.drawnOffset(offset)
            if drawnBinding.wrappedValue != drawn { drawnBinding.wrappedValue = drawn }
        }
        // The state is read so that its changes re-run this body; the bar is drawn for the
        // last offset reported, clamped for the resting collapse given now (the state may
        // have been clamped for an earlier one, before a search drawer was added).
        _ = drawnOffset
        var collapse = resting
        collapse.scrolled = resting.drawnOffset(edge.reported)
        return NavigationBar(content: content, collapse: collapse, backTitle: backTitle, pop: pop,
                             warnsWhenCrowded: warnsWhenCrowded)
    }
}

private struct NavigationScrollEdgeKey: EnvironmentKey {
    static var defaultValue: NavigationScrollEdge? { nil }
}

private struct BottomBarScrollEdgeKey: EnvironmentKey {
    static var defaultValue: NavigationScrollEdge? { nil }
}

extension EnvironmentValues {
    /// The page whose bar follows the first vertical scroll view below; nil inside a scroll
    /// view and outside any navigation page.
    var navigationScrollEdge: NavigationScrollEdge? {
        get { self[NavigationScrollEdgeKey.self] }
        set { self[NavigationScrollEdgeKey.self] = newValue }
    }

    /// The bottom bar (a page's bottom toolbar, else the tab bar) that follows how much of
    /// the first vertical scroll view's content is left below it; nil inside a scroll view
    /// and outside any bottom bar.
    var bottomBarScrollEdge: NavigationScrollEdge? {
        get { self[BottomBarScrollEdgeKey.self] }
        set { self[BottomBarScrollEdgeKey.self] = newValue }
    }
}

/// Whether a bottom bar draws its background for content `hiddenBelow` points under it (the
/// followed scroll view's maximum offset less its offset): once any content is left below,
/// UIKit leaves the bar's scroll-edge appearance (transparent, Apple's UIToolbar and UITabBar
/// `scrollEdgeAppearance` docs); half a point absorbs rounding of the last row's frame.
func bottomBarShowsBackground(hiddenBelow: CGFloat) -> Bool {
    hiddenBelow > 0.5
}

/// What a page's bar shows when its content is scrolled `scrolled` points under it: the
/// search drawer (bottom-most) collapses first, then the large title's area, each moving up
/// with the content; the inline title cross-fades in as the last 20 points of the large
/// title's area go, and the bar's background and hairline appear once the content passes
/// under the collapsed bar (UIKit's scroll-edge appearance ends). Content pulled down past
/// its top (a negative `scrolled`) stretches the large title's area, the title following the
/// content down and growing from its bottom-leading corner. Figures: `NavigationBarMetrics`
/// (ios17-metrics.md §2 for the 52-point large title area, §5 for the 52-point drawer).
struct NavigationBarCollapse: Equatable {
    /// Whether the page shows a large title at rest.
    var largeTitle: Bool
    /// Whether the page's search drawer rests under the title (not presented).
    var searchDrawer: Bool
    /// How far the content is scrolled from its top, points; negative while it is pulled
    /// down past its top.
    var scrolled: CGFloat = 0

    /// The length of the titles' cross-fade, points of the large title's area: twice
    /// Flutter's hand-over threshold (FLT `_kNavBarShowLargeTitleThreshold` = 10), so that
    /// the two titles are half-faded where Flutter switches them and the inline title is
    /// whole once the large title's area is gone. [UNCERTAIN — UIKit's fade is not
    /// published; Flutter fades over 150 ms instead of with the offset]
    static let titleCrossFade: CGFloat = 2 * NavigationBarMetrics.largeTitleHandOverThreshold

    /// How far the large title grows per point pulled, and at most (FLT `nav_bar.dart`
    /// `_RenderLargeTitle._computeTitleScale`: 1 + 0.03 × pull / 44, clamped to 1...1.1, where
    /// 44 is the 52-point area less its 8-point bottom padding).
    static let largeTitleGrowth: CGFloat = 0.03 / (NavigationBarMetrics.largeTitleHeight - NavigationBarMetrics.largeTitleBottomPadding)
    static let largeTitleMaximumScale: CGFloat = 1.1

    /// How far the content is pulled down past its top, points (0 unless `scrolled` < 0).
    var pulled: CGFloat { max(0, -scrolled) }

    /// The search drawer's height, points: 52 at rest, down to 0.
    var drawerHeight: CGFloat {
        searchDrawer ? Self.remaining(SearchBarMetrics.drawerHeight, after: max(0, scrolled)) : 0
    }

    /// The large title's area under the bar's row, points: 52 at rest, down to 0 once the
    /// drawer has collapsed, and 52 plus the pull while the content is pulled down.
    var largeTitleHeight: CGFloat {
        guard largeTitle else { return 0 }
        let drawer: CGFloat = searchDrawer ? SearchBarMetrics.drawerHeight : 0
        return Self.remaining(NavigationBarMetrics.largeTitleHeight, after: max(0, scrolled - drawer)) + pulled
    }

    /// The inline title's opacity, 0...1: 0 while 20 points or more of the large title's
    /// area are left, rising linearly to 1 as the rest goes (always 1 without a large title).
    var inlineTitleOpacity: Double {
        guard largeTitle else { return 1 }
        return Double(min(1, max(0, 1 - largeTitleHeight / Self.titleCrossFade)))
    }

    /// The large title's opacity, 0...1: the inline title's complement.
    var largeTitleOpacity: Double { largeTitle ? 1 - inlineTitleOpacity : 0 }

    /// Whether the large title is drawn: it has some opacity left.
    var showsLargeTitle: Bool { largeTitleOpacity > 0 }

    /// Whether the bar's row shows the inline title: it has some opacity.
    var showsInlineTitle: Bool { inlineTitleOpacity > 0 }

    /// The large title's scale about its bottom-leading corner: 1, growing while the
    /// content is pulled down, up to 1.1 (reached at a pull of 146.7 points).
    var largeTitleScale: CGFloat {
        guard largeTitle else { return 1 }
        return min(Self.largeTitleMaximumScale, 1 + Self.largeTitleGrowth * pulled)
    }

    /// Whether the content is under the collapsed bar, so the bar draws its background.
    var showsBackground: Bool { scrolled > collapsibleHeight }

    /// The bar's height, points: 44 and what is left of the large title and the drawer.
    var barHeight: CGFloat { NavigationBarMetrics.barHeight + largeTitleHeight + drawerHeight }

    /// The bar's height at rest, points: the room the page's content starts below.
    var restingBarHeight: CGFloat { NavigationBarMetrics.barHeight + collapsibleHeight }

    /// `offset` as far as it changes the bar: offsets past the collapsible height all draw
    /// the collapsed bar with its background, so they become the height plus one point.
    func drawnOffset(_ offset: CGFloat) -> CGFloat { min(offset, collapsibleHeight + 1) }

    private var collapsibleHeight: CGFloat {
        (largeTitle ? NavigationBarMetrics.largeTitleHeight : 0) + (searchDrawer ? SearchBarMetrics.drawerHeight : 0)
    }

    private static func remaining(_ height: CGFloat, after scrolled: CGFloat) -> CGFloat {
        min(height, max(0, height - scrolled))
    }
}
