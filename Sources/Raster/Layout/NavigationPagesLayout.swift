// NavigationPagesLayout.swift · Raster/Layout · the pages of a navigation stack, one over another (UIKit's UINavigationController layout, which SwiftUI uses)
// Status: Complete — see reference/ios17-metrics.md §2 (push transition).

import Foundation

/// Whether a navigation page is covered by a page pushed over it.
struct NavigationPageIsCoveredKey: LayoutValueKey {
    static let defaultValue = false
}

/// Whether a navigation page carries its tab view's hidden bar under its bottom edge
/// (`TabBarCarrier`).
struct NavigationPageCarriesTabBarKey: LayoutValueKey {
    static let defaultValue = false
}

/// Lays out a navigation stack's pages over one another.
///
/// Reports size: the largest width and height its pages report for the proposal.
/// Proposes to each page: the bounds' size; to the page carrying the tab bar, the bounds less
/// the bar's 49 points at the bottom, which the bar's room took before the bar was hidden.
/// Places each page: centred in the bounds (the carrying page at their top); a page covered
/// by another a third of the bounds' width further to the leading side, where iOS moves the
/// page under a push (Flutter's `_kMiddleLeftTween`, −1/3, in route.dart). Settled, the
/// covered pages are hidden under the top page's background; in an animated push or pop
/// their frames move with it. The carrying page keeps the frame it had over the bar's room,
/// so that the room's removal does not change its frame (which would stop its slide).
struct NavigationPagesLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, page in
            let pageSize = page.sizeThatFits(proposal)
            return CGSize(width: max(size.width, pageSize.width), height: max(size.height, pageSize.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for page in subviews {
            let shift = page[NavigationPageIsCoveredKey.self] ? bounds.width / 3 : 0
            let height = page[NavigationPageCarriesTabBarKey.self] ? max(bounds.height - TabBarMetrics.height, 0) : bounds.height
            page.place(at: CGPoint(x: bounds.midX - shift, y: bounds.minY + height / 2), anchor: .center,
                       proposal: ProposedViewSize(width: bounds.width, height: height))
        }
    }
}
