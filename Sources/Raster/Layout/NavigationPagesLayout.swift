// NavigationPagesLayout.swift · Raster/Layout · the pages of a navigation stack, one over another (UIKit's UINavigationController layout, which SwiftUI uses)
// Status: Complete — see reference/ios17-metrics.md §2 (push transition).

import Foundation

/// The room, points, of the tab view's bar that a navigation page under a page hiding the
/// bar keeps (the frame it had over the room, `NavigationPage.tabBarRoom`); 0 for the others.
struct NavigationPageTabBarRoomKey: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

/// Lays out a navigation stack's pages over one another.
///
/// Reports size: the largest width and height its pages report for the proposal.
/// Proposes to each page: the bounds' size; to a page under a page that hides the tab bar,
/// the bounds less the bar's room at the bottom (49 points, 32 in compact height), which the bar's room took before the
/// bar was hidden. Places each page: centred in the bounds (such a page at their top). A page
/// under a page that hides the bar keeps the frame it had over the bar's room: the room goes
/// in an update after the push's (when the tab view reads the pages' preferences), and a
/// frame changed without animation would stop the page's slide. (A covered page's shift to
/// the leading side is drawn, not laid out: `NavigationStack`'s `pageShift`.)
struct NavigationPagesLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, page in
            let pageSize = page.sizeThatFits(proposal)
            return CGSize(width: max(size.width, pageSize.width), height: max(size.height, pageSize.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for page in subviews {
            let height = max(bounds.height - page[NavigationPageTabBarRoomKey.self], 0)
            page.place(at: CGPoint(x: bounds.midX, y: bounds.minY + height / 2), anchor: .center,
                       proposal: ProposedViewSize(width: bounds.width, height: height))
        }
    }
}
