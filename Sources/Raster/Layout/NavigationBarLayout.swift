// NavigationBarLayout.swift · Raster/Layout · the layout of iOS 17's navigation bar and bottom toolbar (UIKit's UINavigationBar layout, which SwiftUI uses)
// Status: Partial — one bar height (44, the portrait height; 32 in compact height is not
// used).
// See reference/ios17-metrics.md §1.2 and §2.

import Foundation

/// The navigation bar's figures, points, in one place. Sources as in ios17-metrics.md:
/// FLT is Flutter's Cupertino navigation bar (nav_bar.dart), UYL useyourloaf.com's bar
/// heights, QIITA the iPhone X large-title bar, DIM the iOS 16.2 simulator dump of layout
/// margins, DIJA a compiled reference used only as a cross-check.
enum NavigationBarMetrics {
    /// The bar's own height (inline title, items): 44 (FLT `_kNavBarPersistentHeight`; UYL).
    static let barHeight: CGFloat = 44
    /// The large title's area under the bar: 52, so a large-title bar is 96 (FLT
    /// `_kNavBarLargeTitleHeightExtension`; QIITA: 44 status bar + 96 = 140 on iPhone X).
    static let largeTitleHeight: CGFloat = 52
    /// Space under the large title's line: 8 (FLT `_kNavBarBottomPadding`).
    static let largeTitleBottomPadding: CGFloat = 8
    /// The inline title replaces the large title once this much or less of the large
    /// title's area is left as content scrolls under the bar: 10 (FLT
    /// `_kNavBarShowLargeTitleThreshold`).
    static let largeTitleHandOverThreshold: CGFloat = 10
    /// The bottom toolbar's height: 44, as UIToolbar in portrait. [UNCERTAIN — UYL gives
    /// 44 for bars in portrait; the toolbar itself was not measured]
    static let bottomBarHeight: CGFloat = 44
    /// Space between two bar items: 8. [UNCERTAIN — DIJA only]
    static let itemSpacing: CGFloat = 8
    /// The least touch target of a bar item: 44 × 44, centred on the item, however small
    /// its symbol (Apple HIG "Layout": "give tappable controls a hit target of about 44 x 44
    /// points"; J. Clark, "Tapworthy" ch. 3: a bar button's tap area reaches beyond its
    /// outline to the bar's 44-point height and to its sides).
    static let minimumHitSide: CGFloat = 44
    /// Where the back button starts: 8 from the bar's leading edge (FLT).
    static let backButtonLeading: CGFloat = 8
    /// The back chevron's box: 13 × 21, UIKit's classic back indicator image. [UNCERTAIN —
    /// iOS 17 draws SF Symbol chevron.backward; the box is read from screenshots]
    static let backChevronSize = CGSize(width: 13, height: 21)
    /// Space between the back chevron and its title: 6 (FLT).
    static let backChevronGap: CGFloat = 6
    /// The leading and trailing margin of bar items and the large title: UIKit's layout
    /// margin, 16 on iPhones up to 393 points wide and 20 on wider screens (DIM: 20 on the
    /// 414- and 430-point-wide iPhones and on iPads).
    static func margin(forWidth width: CGFloat) -> CGFloat {
        width >= 414 ? 20 : 16
    }

    /// The height of a navigation bar with or without its large title area.
    static func height(largeTitle: Bool) -> CGFloat {
        largeTitle ? barHeight + largeTitleHeight : barHeight
    }

    /// The height of a page's bar with its search drawer (`SearchBarMetrics.drawerHeight`)
    /// under it; while the search is presented the drawer, with the scope bar
    /// (`SearchScopeBarMetrics`) and the inline row when they show.
    static func height(largeTitle: Bool, search: SearchDrawerState?) -> CGFloat {
        switch search {
        case nil: height(largeTitle: largeTitle)
        case .resting: height(largeTitle: largeTitle) + SearchBarMetrics.drawerHeight
        case .presented(let scopeBar, let titleRow):
            (titleRow ? barHeight : 0) + SearchBarMetrics.drawerHeight + (scopeBar ? SearchScopeBarMetrics.height : 0)
        }
    }
}

/// What a subview of a `NavigationBarLayout` is.
enum NavigationBarRole: Equatable {
    case leading, principal, trailing, largeTitle
}

struct NavigationBarRoleKey: LayoutValueKey {
    static let defaultValue = NavigationBarRole.principal
}

/// Lays out one navigation bar (or bottom toolbar) from subviews tagged with their
/// `NavigationBarRole`.
///
/// Reports size: the proposed width (0 when unspecified) × 44, plus the large title's area
/// (52 at rest).
/// Proposes to and places its subviews, in the bar's 44-point row, each centred vertically:
/// - trailing: its ideal size, its trailing edge at the margin;
/// - principal (the inline title or `.principal` item): its ideal width, at most the free
///   room between the leading content and the trailing items, 8 points clear of each;
///   centred on the bar when it fits there, else as near the centre as that room allows (a
///   truncated title in the middle of the room), as UIKit places a title view: the title is
///   truncated only to what does not fit beside the items (the leading content counts at its
///   ideal width, or with a back button at its narrowest, the chevron alone);
/// - leading (back button and leading items): from `leadingStart` (8 with a back button,
///   else the margin), the width up to 8 points before the principal, or before the
///   trailing items when there is none. The back button picks its label in that width.
/// - largeTitle: under the row at the margin, the margin's width on each side, its bottom 8
///   points above the bar's bottom (so it moves up as its area collapses); truncated to the
///   width between the margins, the items taking none of its row.
///
/// A crowded bar warns once, naming what gives way: the title truncated (when items squeeze
/// it), leading items squeezed below what they need, trailing items reaching past the bar's
/// leading edge. [UNCERTAIN: UIKit truncates the title first, as it lays the title out in
/// the room the items leave (its title view is sized between them); what it does with items
/// that do not fit even then is not measured: Raster keeps the trailing items whole at the
/// trailing margin and squeezes the leading ones.] A large title wider than its row warns
/// once on its own, naming its width and the row's.
struct NavigationBarLayout: Layout {
    /// Where leading content starts, from the bar's leading edge; nil for the margin.
    var leadingStart: CGFloat?
    /// The height of the large title's area under the row, points: nil for 52 when there is
    /// a large title and 0 otherwise; less while content scrolls under the bar
    /// (`NavigationBarCollapse`).
    var largeTitleArea: CGFloat?
    /// Told the large title's width and the width it may take when placed, for the cap on
    /// its growth (`LargeTitleFit`); nil when nothing grows.
    var largeTitleFit: LargeTitleFit?
    /// Whether a crowded bar (and a truncated large title) warns: false while the bar is laid
    /// out before its page's title display mode is known (its first layout).
    var warnsWhenCrowded = true
    /// The bar is a page's bottom toolbar (`.bottomBar` and `.status` items), for the
    /// crowded-bar warning's words.
    var isBottomToolbar = false

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: NavigationBarMetrics.barHeight + area(of: subviews))
    }

    private func area(of subviews: Subviews) -> CGFloat {
        if let largeTitleArea { return largeTitleArea }
        let hasLargeTitle = subviews.contains { $0[NavigationBarRoleKey.self] == .largeTitle }
        return hasLargeTitle ? NavigationBarMetrics.largeTitleHeight : 0
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let metrics = NavigationBarMetrics.self
        let margin = metrics.margin(forWidth: bounds.width)
        let spacing = metrics.itemSpacing
        let rowMidY = bounds.minY + metrics.barHeight / 2
        func subview(_ role: NavigationBarRole) -> LayoutSubview? {
            subviews.first { $0[NavigationBarRoleKey.self] == role }
        }
        let leadingX = bounds.minX + (leadingStart ?? margin)
        // The width the leading content needs: its ideal width, or with a back button its
        // narrowest (the back button may shorten its title down to the chevron alone).
        let leadingNeed = subview(.leading).map {
            $0.sizeThatFits(leadingStart == nil ? .unspecified : ProposedViewSize(width: 0, height: metrics.barHeight)).width
        }
        // What gives way when the bar is crowded, for the warning.
        var truncatedTitle: String?, squeezedLeading: String?, overrunTrailing: String?

        var trailingWidth: CGFloat = 0
        if let trailing = subview(.trailing) {
            let size = trailing.sizeThatFits(.unspecified)
            trailingWidth = size.width
            trailing.place(at: CGPoint(x: bounds.maxX - margin, y: rowMidY), anchor: .trailing,
                           proposal: ProposedViewSize(size))
            let overrun = bounds.minX - (bounds.maxX - margin - trailingWidth)
            if overrun > 0.5 {
                overrunTrailing = ("the trailing items \(Self.named(trailing)) reach \(formatPoints(overrun.rounded())) points "
                                   + "past the bar's leading edge")
            }
        }
        var leadingLimit = bounds.maxX - margin - (trailingWidth > 0 ? trailingWidth + spacing : 0)
        if let principal = subview(.principal) {
            // The free room between the leading content (at its narrowest) and the trailing
            // items, 8 points clear of each.
            let freeMinX = leadingNeed.map { leadingX + $0 + spacing } ?? bounds.minX + margin
            let freeMaxX = leadingLimit
            let ideal = principal.sizeThatFits(.unspecified)
            let width = max(0, min(ideal.width, freeMaxX - freeMinX))
            let size = principal.sizeThatFits(ProposedViewSize(width: width, height: metrics.barHeight))
            // Centred on the bar when it fits there, else as near the centre as the free room
            // allows (UIKit's title view; Flutter's NavigationToolbar places its middle so); a
            // truncated title is centred in the room it fills.
            let midX = min(max(bounds.midX, freeMinX + width / 2), freeMaxX - width / 2)
            principal.place(at: CGPoint(x: midX, y: rowMidY), anchor: .center, proposal: ProposedViewSize(size))
            leadingLimit = midX - size.width / 2 - spacing
            // The title gives way to the items (UIKit lays the title out in the room the
            // items leave); a title squeezed by a back button alone is ordinary, UIKit
            // shortening the back button first, as here.
            let hasItems = subview(.trailing) != nil || (subview(.leading) != nil && leadingStart == nil)
            if hasItems && size.width < ideal.width - 0.5 {
                let what = isBottomToolbar ? "the status items \(Self.named(principal)) are squeezed into"
                    : "the title \(Self.named(principal)) is truncated to"
                truncatedTitle = "\(what) \(formatPoints(size.width.rounded())) of the \(formatPoints(ideal.width.rounded())) points "
                    + (isBottomToolbar ? "they need" : "it needs")
            }
        }
        if let leading = subview(.leading) {
            let width = max(0, leadingLimit - leadingX)
            let size = leading.sizeThatFits(ProposedViewSize(width: width, height: metrics.barHeight))
            leading.place(at: CGPoint(x: leadingX, y: rowMidY), anchor: .leading,
                          proposal: ProposedViewSize(width: min(size.width, width), height: size.height))
            if let needed = leadingNeed, width < needed - 0.5 {
                squeezedLeading = "the \(isBottomToolbar ? "" : "leading ")items \(Self.named(leading)) are squeezed into "
                    + "\(formatPoints(width.rounded())) of the \(formatPoints(needed.rounded())) points they need"
            }
        }
        let crowding = [truncatedTitle, squeezedLeading, overrunTrailing].compactMap { $0 }
        if warnsWhenCrowded && !crowding.isEmpty {
            warnOnce("The \(isBottomToolbar ? "bottom toolbar" : "navigation bar") is crowded (\(formatPoints(bounds.width)) "
                     + "points wide): \(crowding.joined(separator: "; ")). " + (truncatedTitle == nil || isBottomToolbar ? "Put" : "Shorten the title, or put")
                     + (isBottomToolbar ? " some of the items in a Menu (ToolbarItem(placement: .bottomBar) { Menu { ... } })"
                        : " some of the items in a Menu (ToolbarItem { Menu { ... } }) or in a .bottomBar toolbar"))
        }
        if let largeTitle = subview(.largeTitle) {
            let width = max(0, bounds.width - 2 * margin)
            let size = largeTitle.sizeThatFits(ProposedViewSize(width: width, height: nil))
            largeTitleFit?.available = width
            largeTitleFit?.width = min(size.width, width)
            // The large title has its own row: the items do not squeeze it, the margins do.
            let ideal = largeTitle.sizeThatFits(.unspecified).width
            if warnsWhenCrowded && ideal > width + 0.5 {
                warnOnce("The navigation bar's large title \(Self.named(largeTitle)) is truncated to \(formatPoints(min(size.width, width).rounded())) "
                         + "of the \(formatPoints(ideal.rounded())) points it needs: its row leaves \(formatPoints(width)) points between "
                         + "the margins of the \(formatPoints(bounds.width))-point-wide bar. Shorten the title")
            }
            let bottom = bounds.minY + (metrics.barHeight + area(of: subviews)) - metrics.largeTitleBottomPadding
            largeTitle.place(at: CGPoint(x: bounds.minX + margin, y: bottom), anchor: .bottomLeading,
                             proposal: ProposedViewSize(width: min(size.width, width), height: size.height))
        }
    }

    /// The texts drawn in `subview`, quoted and in order, to name it in a warning.
    private static func named(_ subview: LayoutSubview) -> String {
        let texts = texts(under: subview.node)
        return texts.isEmpty ? "(no text)" : texts.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// The strings of the texts drawn under `node`, in order.
    private static func texts(under node: Node) -> [String] {
        if let text = node.view as? Text { return [text.plainText] }
        return node.subviewNodes.flatMap(texts(under:))
    }
}
