// TabBar.swift · Raster/Views/Containers · the iOS 17 looks of a TabView: the tab bar with its items and badges, and the page style with its dots (Raster's own views behind SwiftUI's TabView styles)
// Status: Partial — the bar material's figures (Material.swift), label weight, icon box,
// unselected colour, badge metrics and the compact-height bar's figures are UNCERTAIN
// (ios17-metrics.md §3, §11.4); page dots are UIPageControl's look read from screenshots
// [UNCERTAIN].

import Foundation

/// The tab bar's numbers, points (ios17-metrics.md §3).
enum TabBarMetrics {
    /// The bar's height above the bottom safe-area inset [365; DIJA; Flutter uses 50].
    static let height: CGFloat = 49
    /// The title's font size (medium weight, DIJA; Flutter: regular) [UNCERTAIN weight].
    static let titleSize: CGFloat = 10
    /// Space under the title [FLT `bottom_tab_bar.dart`: label bottom-aligned, 4 pt padding].
    static let titleBottomPadding: CGFloat = 4
    /// The title's line box: the bar's item is the icon box, this line and the padding.
    static let titleLineHeight: CGFloat = 12
    /// The icon's font size: SF Symbols in tab bars show ≈ 25-pt glyphs (HIG target; DIJA
    /// 25-pt medium symbol) [UNCERTAIN].
    static let iconSize: CGFloat = 24
    /// The badge: min 18-pt circle, ~13-pt text, its leading edge 6 pt right of the item's
    /// centre, 2 pt under the bar's top [DIJA; position UNCERTAIN, read from screenshots].
    static let badgeDiameter: CGFloat = 18
    static let badgeTextSize: CGFloat = 13
    static let badgeOffset = CGSize(width: 6, height: 2)

    /// The bar's height above the bottom safe-area inset in compact height (an iPhone in
    /// landscape), where each item's icon sits beside its title [react-navigation
    /// `getTabBarHeight.tsx`: `COMPACT_TABBAR_HEIGHT = 32`; UNCERTAIN: a measurement quoted
    /// in public code gives 29 for iOS 11 landscape; Apple publishes neither].
    static let compactHeight: CGFloat = 32
    /// The compact item's icon size, its title's size (regular weight) and the space between
    /// them [react-navigation `TabBarIcon.tsx`, "icon sizes taken from Apple HIG": 17-pt square
    /// glyph in compact bars against 23 in regular ones; `BottomTabItem.tsx`
    /// `labelBesideUikitCompact`: 12 pt, 5 pt from the icon; UNCERTAIN].
    static let compactIconSize: CGFloat = 17
    static let compactTitleSize: CGFloat = 12
    static let compactIconTitleSpacing: CGFloat = 5

    /// The bar's height above the bottom inset for a vertical size class: 32 in compact
    /// height, else 49.
    static func height(_ verticalSizeClass: UserInterfaceSizeClass?) -> CGFloat {
        verticalSizeClass == .compact ? compactHeight : height
    }
}

/// The default tab view look: the selected tab's view above the tab bar.
///
/// A tab is built when it is first selected and then kept, hidden while another tab is
/// selected, so its `@State` survives switching away and back, as in SwiftUI. A hidden tab
/// is transparent, takes no taps and has no accessibility elements. [Raster: it does not get
/// `onDisappear` when hidden, nor `onAppear` again when shown]
///
/// The bar's room is the content's bottom safe area, so a scroll view in a tab reaches under
/// the bar and insets its content to end at the bar's top. Each tab's first vertical scroll
/// view tells the bar whether content is left under it (`bottomBarScrollEdge`), and the
/// selected tab's `toolbarBackground(_:for: .tabBar)` and `toolbarColorScheme(_:for: .tabBar)`
/// reach the bar through `TabBarAppearanceKey`, its `toolbar(.hidden, for: .tabBar)` through
/// `TabBarVisibilityKey` (the bar and its room go). While the bar is hidden, a navigation
/// stack in the tab can draw it on the page under a page that hides it (`TabBarCarrier`), so
/// that it leaves and comes back with that page in an animated push or pop.
///
/// In compact width, more than five tabs show the first four and the More tab
/// (`MoreTab`); in compact height (an iPhone in landscape) the bar is 32 points tall.
struct TabBarTabView: View {
    let configuration: TabViewConfiguration

    /// The ids of the tabs shown so far.
    @State private var shownIDs: Set<AnyHashable> = []
    /// The ids of the tabs whose content is left under the bar.
    @State private var contentUnderBar: Set<AnyHashable> = []
    @State private var records = TabRecords()
    /// Whether the selected tab hides the bar (`toolbar(.hidden, for: .tabBar)`).
    @State private var isBarHidden = false
    /// The bar a swipe back in the selected tab uncovers (`TabBarDeclarations.uncovering`),
    /// kept so that the bar is drawn anew as the swipe moves (a change of the declarations
    /// alone does not rebuild it).
    @State private var uncovering: TabBarUncovering?
    @State private var carrier = TabBarCarrier()
    /// The More tab's list, when shown over the selection (`MoreTab`).
    @State private var moreList: MoreList?
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
        let configuration = MoreTab.isShown(tabCount: self.configuration.tabs.count, horizontalSizeClass: horizontalSizeClass)
            ? MoreTab.configuration(self.configuration, list: $moreList) : self.configuration
        let barHeight = TabBarMetrics.height(verticalSizeClass)
        carrier.configuration = configuration
        carrier.barHeight = barHeight
        let selectedID = configuration.selectedIndex.map { configuration.tabs[$0].id }
        let built = configuration.tabs.filter { shownIDs.contains($0.id) || $0.id == selectedID }
        let shown = $shownIDs
        let under = $contentUnderBar
        let selectedIsUnder = selectedID.map { contentUnderBar.contains($0) } ?? false
        return ZStack {
            ForEach(built, id: \.id) { tab in
                let isSelected = tab.id == selectedID
                tab.content
                    .environment(\.bottomBarScrollEdge, records.edge(for: tab.id) { hiddenBelow in
                        let shows = bottomBarShowsBackground(hiddenBelow: hiddenBelow)
                        if under.wrappedValue.contains(tab.id) != shows {
                            if shows { under.wrappedValue.insert(tab.id) } else { under.wrappedValue.remove(tab.id) }
                        }
                    })
                    .transformPreference(TabBarAppearanceKey.self) { if !isSelected { $0 = TabBarDeclarations() } }
                    .transformPreference(TabBarVisibilityKey.self) { if !isSelected { $0 = nil } }
                    .modifier(TabShowingModifier(isShown: isSelected))
                    .accessibilityHidden(!isSelected)
                    .environment(\.tabRootStack, records.rootStack(for: tab.id))
                    .onAppear { shown.wrappedValue.insert(tab.id) }
            }
        }
        .environment(\.tabBarCarrier, carrier)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .safeAreaInset(edge: .bottom, spacing: 0) {
            Color.clear.frame(height: isBarHidden ? 0 : barHeight)
        }
        .overlayPreferenceValue(TabBarAppearanceKey.self, alignment: .bottom) { declared in
            if !isBarHidden {
                TabBar(tabs: configuration.tabs, selectedIndex: configuration.selectedIndex,
                       select: Self.selecting(configuration, records: records),
                       appearance: declared.appearance.scrolledUnder(selectedIsUnder), uncovering: uncovering)
            }
        }
        .onPreferenceChange(TabBarAppearanceKey.self) { uncovering = $0.uncovering }
        .onPreferenceChange(TabBarVisibilityKey.self) { isBarHidden = $0 == .hidden }
        .transformPreference(TabBarAppearanceKey.self) { $0 = TabBarDeclarations() }
        .transformPreference(TabBarVisibilityKey.self) { $0 = nil }
        // iOS switches tabs at once, whatever animation the selection was changed in: no
        // cross-fade, no transition of the tab shown, no fading of the items' colours.
        .transaction(value: selectedID) { $0.animation = nil }
    }

    /// What a tap on a tab bar item does: selects its tab; on the item of the tab already
    /// selected, pops the navigation stack at the tab's root to its root page instead, as
    /// UITabBarController does with a navigation controller's tab, animated as UIKit's
    /// `popToRootViewController(animated: true)` is (`NavigationContext.transitionAnimation`),
    /// and at the root scrolls the root page's first vertical scroll view (the tab's, without
    /// a stack) to its top, as SwiftUI does on iOS 17 [UNCERTAIN: seen in apps, not documented
    /// by Apple; iOS animates the scroll].
    private static func selecting(_ configuration: TabViewConfiguration, records: TabRecords) -> (Int) -> Void {
        { index in
            guard index == configuration.selectedIndex else { return configuration.select(index) }
            let id = configuration.tabs[index].id
            if let stack = records.rootStack(for: id).context {
                if stack.pages.count > 1 {
                    withAnimation(NavigationContext.transitionAnimation) { stack.pop(keeping: 1) }
                } else {
                    stack.rootScrollEdge?.scrollToTop()
                }
            } else {
                records.existingEdge(for: id)?.scrollToTop()
            }
        }
    }
}

/// What the tab view keeps per tab, made when the tab is first drawn: a
/// `NavigationScrollEdge`, so that each tab's scroll view reports to the bar whether its
/// content is left under it, and the tab's `TabRootStack`.
private final class TabRecords {
    private var edges: [AnyHashable: NavigationScrollEdge] = [:]
    private var rootStacks: [AnyHashable: TabRootStack] = [:]

    /// The tab's edge, reporting through `report` (replaced in every body).
    func edge(for id: AnyHashable, report: @escaping (CGFloat) -> Void) -> NavigationScrollEdge {
        let edge = edges[id] ?? NavigationScrollEdge()
        edges[id] = edge
        edge.report = report
        return edge
    }

    /// The tab's edge, if the tab has been drawn.
    func existingEdge(for id: AnyHashable) -> NavigationScrollEdge? {
        edges[id]
    }

    /// The tab's record of the navigation stack at its root.
    func rootStack(for id: AnyHashable) -> TabRootStack {
        let stack = rootStacks[id] ?? TabRootStack()
        rootStacks[id] = stack
        return stack
    }
}

/// The outermost navigation stack in a tab, which a tap on the selected tab's item pops to
/// its root. A stack in the tab sets itself here (`NavigationStack` reads `tabRootStack`
/// and hides it from its pages and presentations, so only the outermost one does).
final class TabRootStack {
    /// The stack's context; weak, so that a stack gone from the tab is not kept.
    weak var context: NavigationContext?
}

private struct TabRootStackKey: EnvironmentKey {
    static var defaultValue: TabRootStack? { nil }
}

extension EnvironmentValues {
    /// The tab's record of its outermost navigation stack; nil outside a tab view's tabs,
    /// inside a navigation stack and in presented content.
    var tabRootStack: TabRootStack? {
        get { self[TabRootStackKey.self] }
        set { self[TabRootStackKey.self] = newValue }
    }
}

/// A tab view's bar, for a navigation stack in one of its tabs to draw on a page: the bar
/// hidden by a pushed page (`toolbar(.hidden, for: .tabBar)`) is carried by the page under
/// it, sliding out with it in a push and back in with it in a pop, as UIKit moves the bar of
/// a `hidesBottomBarWhenPushed` controller with the outgoing (or incoming) view.
///
/// One per tab view, kept across updates, so that reading it does not make a stack update
/// with every update of the tab view; its configuration is the tab view's latest.
final class TabBarCarrier {
    /// The tabs, the selection and the selecting action the bar is drawn with.
    var configuration = TabViewConfiguration(tabs: [], selectedIndex: nil, select: { _ in })
    /// The bar's height above the bottom inset, points (`TabBarMetrics.height(_:)`), which a
    /// page under a page that hides the bar keeps as room.
    var barHeight = TabBarMetrics.height

    /// The bar as the tab view draws it, with `appearance` (the carrying page's declarations,
    /// shown when its content is left under the bar), neither hit nor read by accessibility:
    /// a carried bar is on its way out or back in.
    func bar(appearance: BarAppearance) -> some View {
        TabBar(tabs: configuration.tabs, selectedIndex: configuration.selectedIndex, select: configuration.select,
               appearance: appearance)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
    }
}

private struct TabBarCarrierKey: EnvironmentKey {
    static var defaultValue: TabBarCarrier? { nil }
}

extension EnvironmentValues {
    /// The bar of the tab view whose tab this is; nil outside a tab view's tabs and inside a
    /// navigation page's content (only the outermost stack in a tab carries the bar).
    var tabBarCarrier: TabBarCarrier? {
        get { self[TabBarCarrierKey.self] }
        set { self[TabBarCarrierKey.self] = newValue }
    }
}

/// The tab bar's `toolbarBackground` and `toolbarColorScheme` (`for: .tabBar`), declared in
/// the selected tab's content (navigation stacks in it pass it on) and read by the tab view.
struct TabBarAppearanceKey: PreferenceKey {
    static var defaultValue: TabBarDeclarations { TabBarDeclarations() }

    static func reduce(value: inout TabBarDeclarations, nextValue: () -> TabBarDeclarations) {
        value.merge(nextValue())
    }
}

/// What the selected tab's content declares for the tab bar: its appearance, and, while a
/// navigation stack's top page is swiped back, the bar the stack would leave once it is
/// popped, toward which the bar blends as the page slides.
struct TabBarDeclarations: Equatable {
    /// The `toolbarBackground` and `toolbarColorScheme` declarations, merged in tree order.
    var appearance = BarAppearance()
    /// Set by the page under a top page being swiped back (`NavigationPage`).
    var uncovering: TabBarUncovering?

    /// Applies a declaration made around this content: to the bar as it is, and to the bar
    /// the swipe uncovers, as both show the content around.
    mutating func declare(_ change: (inout BarAppearance) -> Void) {
        change(&appearance)
        if uncovering != nil { change(&uncovering!.appearance) }
    }

    /// Merges the declarations of a later part of the content. The page that sets
    /// `uncovering` comes after the pages under it (the stack's pages are in order), so the
    /// declarations merged before it are theirs: the uncovered bar shows them under its own,
    /// as the bar shows them once the top page is popped.
    mutating func merge(_ next: TabBarDeclarations) {
        if var uncovered = next.uncovering {
            if uncovering == nil {
                var below = appearance
                below.merge(uncovered.appearance)
                uncovered.appearance = below
            }
            uncovering = uncovered
        }
        appearance.merge(next.appearance)
    }

    /// The same declarations (styles compared as view values are).
    static func == (lhs: TabBarDeclarations, rhs: TabBarDeclarations) -> Bool {
        lhs.uncovering == rhs.uncovering && ViewComparison.areEqual(lhs.appearance, rhs.appearance)
    }
}

/// The tab bar a navigation stack shows once its top page, now being swiped back, is popped,
/// and how far the top page has slid, a fraction of the stack's width. The tab bar blends its
/// background and hairline from its appearance toward this one by the fraction (`TabBar`).
struct TabBarUncovering: Equatable {
    /// The declarations of the uncovered page and the pages under it.
    var appearance: BarAppearance
    /// Whether the uncovered page's content is left under the bar (a page's tab bar follows
    /// its own scroll view).
    var isContentUnder: Bool
    /// 0...1: 0 shows the bar as it is, 1 as the uncovered page has it.
    var fraction: CGFloat

    /// The bar as the uncovered page has it.
    var shown: BarAppearance { appearance.scrolledUnder(isContentUnder) }

    static func == (lhs: TabBarUncovering, rhs: TabBarUncovering) -> Bool {
        lhs.fraction == rhs.fraction && lhs.isContentUnder == rhs.isContentUnder
            && ViewComparison.areEqual(lhs.appearance, rhs.appearance)
    }
}

/// The selected tab's `toolbar(_:for: .tabBar)` visibility; nil when it declares none. The
/// innermost declaration wins (the pushed page's over its stack's).
struct TabBarVisibilityKey: DeclaredPreferenceKey {
    static let defaultValue: Visibility? = nil

    static func reduce(value: inout Visibility?, nextValue: () -> Visibility?) {
        value = nextValue() ?? value
    }
}

/// Shows a built tab, or hides it keeping its layout and state: a hidden tab draws nothing
/// and takes no taps; a shown one draws exactly as without the modifier (no opacity group).
private struct TabShowingModifier: ViewModifier, PrimitiveModifier {
    let isShown: Bool

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.allowsHitTesting = isShown
        node.outputs.drawing.effects = isShown ? [] : [{ _ in .opacity(0) }]
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}

/// The iOS 17 tab bar: items sharing the width equally on a 49-pt bar; in compact height
/// (an iPhone in landscape) a 32-pt bar whose items show the icon beside the title
/// (`TabBarMetrics.compactHeight`). Its background reaches the screen's edges under the
/// side and bottom safe areas; the items stay in the safe area.
///
/// Background: transparent while the selected tab's content ends above the bar (its scroll
/// view is at its bottom edge, or it has none), as UIKit draws a tab bar's scroll-edge
/// appearance since iOS 15 (Apple, `UITabBar.scrollEdgeAppearance`: nil means the standard
/// appearance with a transparent background; Stack Overflow 68688270 for tabs without a scroll
/// view). While content is under it, or with `toolbarBackground(.visible, for: .tabBar)`, the
/// style given to `toolbarBackground(_:for: .tabBar)` or the bar material (`Material.bar`: the
/// tab's content behind the bar blurred, saturated and tinted; over nothing, Flutter's bar
/// tint alone, #F8F8F8 at 0.8 or #212121 at 0.72, ios17-metrics.md §2) reaching under the home
/// indicator, with a hairline along its top; `toolbarColorScheme(_:for: .tabBar)` then sets
/// the bar's scheme. `UITabBar.appearance()` can replace the background, hairline and item
/// colours (AppearanceProxyLook.swift).
///
/// While a navigation stack's top page is swiped back, the background and hairline blend
/// from the bar's appearance toward the one the uncovered page gives it, by the fraction of
/// the width the page has slid (`TabBarUncovering`), in every frame of the drag; when the
/// finger lifts, the bar is the popped stack's or the top page's again at once, as after a
/// back-button pop. UIKit picks a tab bar's appearance from the observed scroll view of the
/// top view controller (Apple, `UIViewController.contentScrollView(for:)`: "tab bars adjust
/// their appearance when the edge of a scroll view's content aligns with the edge of the
/// bar"), and a transition coordinator runs the animations it is given "in the same
/// animation group as the transition animations", which follow an interactive transition's
/// progress (Apple, `UIViewControllerTransitionCoordinator`). [UNCERTAIN: Apple does not
/// document that the tab bar's change of appearance is such an animation during a swipe
/// back, nor how two shown backgrounds blend] Raster draws a shown background that goes
/// toward a transparent bar at 1 − fraction of its opacity and one that comes at the
/// fraction (the bar material applied that far, `Material.applied(_:)`); when both pages
/// show different backgrounds, the one that comes at the fraction over the one that goes;
/// the same background once. The items keep the top page's colour scheme until the finger
/// lifts.
struct TabBar: View {
    let tabs: [TabViewTab]
    let selectedIndex: Int?
    let select: (Int) -> Void
    /// The bar's appearance, already shown if content is under it.
    var appearance = BarAppearance()
    /// The bar the swipe back of a navigation stack in the tab uncovers, or nil.
    var uncovering: TabBarUncovering?

    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.tabBarInstanceProxies) private var instanceProxies

    var body: some View {
        let select = self.select
        let proxies = instanceProxies ?? BarProxies.tabBar
        let appearance = self.appearance.applying(proxies)
        return HStack(spacing: 0) {
            ForEach(tabs.indices, id: \.self) { index in
                TabBarItem(tab: tabs[index], isSelected: index == selectedIndex, proxies: proxies, look: appearance.proxyLook?.items)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: TabBarMetrics.height(verticalSizeClass))
        .navigationBarColorScheme(appearance)
        .background(background(appearance, proxies))
        .proxyTint(proxies?.tint)
    }

    /// The bar's background, blended toward the uncovered one's during a swipe back. Each
    /// background is drawn in its own appearance's colour scheme, with the proxies applied.
    @ViewBuilder private func background(_ appearance: BarAppearance, _ proxies: BarProxies?) -> some View {
        let coming = uncovering?.shown.applying(proxies)
        if let uncovering, let coming, let weights = Self.weights(going: appearance, coming: coming, fraction: uncovering.fraction) {
            ZStack {
                TabBarBackground(appearance: appearance, weight: weights.going)
                    .navigationBarColorScheme(appearance)
                TabBarBackground(appearance: coming, weight: weights.coming)
                    .navigationBarColorScheme(coming)
            }
        } else {
            TabBarBackground(appearance: appearance, weight: 1)
                .navigationBarColorScheme(appearance)
        }
    }

    /// The opacities of the background that goes (the bar's) and the one that comes (the
    /// uncovered page's) `fraction` of the way through the swipe; nil when the two draw the
    /// same (both transparent, or the same declarations shown), which then shows unchanged.
    static func weights(going: BarAppearance, coming: BarAppearance, fraction: CGFloat) -> (going: Double, coming: Double)? {
        guard going.showsBackground || coming.showsBackground,
              !(going.showsBackground && coming.showsBackground && ViewComparison.areEqual(going, coming)) else {
            return nil
        }
        let fraction = Double(min(max(fraction, 0), 1))
        return (coming.showsBackground ? 1 : 1 - fraction, fraction)
    }
}

/// The tab bar's background when shown: the style or the bar material, reaching under the
/// home indicator and the side safe areas (an iPhone in landscape) to the screen's edges, and a one-pixel hairline along its top, drawn at `weight` (0...1) of
/// their opacity, the material applied that far (`Material.applied(_:)`).
private struct TabBarBackground: View {
    let appearance: BarAppearance
    let weight: Double

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        if appearance.showsBackground && weight > 0 {
            fill
                .overlay(alignment: .top) {
                    if let color = appearance.hairline(barDefault: hairlineColor) {
                        Rectangle().fill(weight < 1 ? color.opacity(weight) : color).frame(height: 1 / displayScale)
                    }
                }
                .ignoresSafeArea(edges: [.bottom, .horizontal])
        }
    }

    /// The bar's fill at `weight`: whole (the proxies' look when they give one), a proxy look
    /// faded, or the style with its material applied that far.
    @ViewBuilder private var fill: some View {
        if weight >= 1 {
            BarFill(appearance: appearance)
        } else if appearance.background == nil, appearance.proxyLook != nil {
            BarFill(appearance: appearance).opacity(weight)
        } else {
            Rectangle().fill(partStyle)
        }
    }

    private var partStyle: AnyShapeStyle {
        let style = appearance.background ?? AnyShapeStyle(Material.bar)
        if let material = style.base as? Material { return AnyShapeStyle(material.applied(weight)) }
        return AnyShapeStyle(style.opacity(weight))
    }

    /// One device pixel of black at 0.3 (light) or 0.16 (dark) [FLT `_kDefaultTabBarBorderColor`].
    private var hairlineColor: Color {
        Color.black.opacity(colorScheme == .dark ? 0.16 : 0.3)
    }
}

/// One tab bar item: the icon centred above a one-line 10-pt title, in the tint colour when
/// selected and system grey otherwise (or the colours of `UITabBar.appearance()`), with the
/// tab's badge. In compact height (an iPhone in landscape) the item is UIKit's compact
/// inline layout: a 17-pt icon beside a one-line 12-pt regular title, 5 points apart,
/// centred in the item, the badge centred on the icon's top trailing corner
/// (`TabBarMetrics.compactIconSize`) [UNCERTAIN: read from screenshots]. An item is never
/// wider than its share of the bar, so many tabs in regular width (an iPad shows them all)
/// never push items off the bar; an icon wider than its share overflows its item.
///
/// Accessibility: one element, as VoiceOver reads a `UITabBarButton`: labelled by the title
/// alone (the icon's name is not read), a button, selected when its tab is, with the badge's
/// text as its value (iOS words a count badge as "3 items"; Raster gives the badge's text,
/// "3").
struct TabBarItem: View {
    let tab: TabViewTab
    let isSelected: Bool
    /// The tab bar's UIKit appearance proxies and its items' look (AppearanceProxyLook.swift).
    var proxies: BarProxies?
    var look: TabItemProxyLook?

    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
        var element = AccessibilityEdit()
        element.children = .combine
        element.addTraits = isSelected ? [.isButton, .isSelected] : .isButton
        element.removeTraits = .isStaticText
        element.texts.value = tab.badge
        return Group {
            if verticalSizeClass == .compact {
                HStack(spacing: TabBarMetrics.compactIconTitleSpacing) {
                    icon(size: TabBarMetrics.compactIconSize)
                        .overlay(alignment: .topTrailing) {
                            if let badge = tab.badge {
                                TabBadge(label: badge, color: badgeColor)
                                    .alignmentGuide(HorizontalAlignment.trailing) { $0[HorizontalAlignment.center] }
                                    .alignmentGuide(VerticalAlignment.top) { $0[VerticalAlignment.center] }
                                    .accessibilityHidden(true)
                            }
                        }
                    title(size: TabBarMetrics.compactTitleSize, weight: .regular)
                }
            } else {
                VStack(spacing: 0) {
                    icon(size: TabBarMetrics.iconSize)
                        .frame(maxHeight: .infinity)
                    title(size: TabBarMetrics.titleSize, weight: .medium)
                        .frame(height: TabBarMetrics.titleLineHeight)
                }
                .padding(.bottom, TabBarMetrics.titleBottomPadding)
            }
        }
        .frame(minWidth: 0, maxWidth: .infinity, maxHeight: .infinity)
        .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(proxies?.unselectedTint ?? Color.gray))
        .overlay(alignment: .top) {
            if verticalSizeClass != .compact, let badge = tab.badge {
                TabBadge(label: badge, color: badgeColor)
                    .alignmentGuide(HorizontalAlignment.center) { $0[.leading] - TabBarMetrics.badgeOffset.width }
                    .padding(.top, TabBarMetrics.badgeOffset.height)
                    .accessibilityHidden(true)
            }
        }
        .modifier(DisabledItemDimming(isDisabled: tab.itemLook?.isEnabled == false))
        .modifier(AccessibilityModifier(edit: element))
    }

    /// The badge's colour: the UIKit item's, else the appearance's for the item's state, else
    /// system red.
    private var badgeColor: Color {
        tab.itemLook?.badgeColor ?? (isSelected ? look?.selectedBadge : look?.normalBadge) ?? .red
    }

    private func icon(size: CGFloat) -> some View {
        (tab.icon ?? AnyView(EmptyView()))
            .font(.system(size: size))
            .accessibilityHidden(true)
            .proxyForeground(isSelected ? look?.selectedIcon : look?.normalIcon)
    }

    private func title(size: CGFloat, weight: Font.Weight) -> some View {
        (tab.title ?? AnyView(EmptyView()))
            .font(.system(size: size, weight: weight))
            .lineLimit(1)
            .proxyForeground(isSelected ? look?.selectedTitle : look?.normalTitle)
    }
}

/// The badge of a tab item: white text on system red (or the item's badge colour), a circle
/// for one character and a capsule when wider.
struct TabBadge: View {
    let label: Text
    var color = Color.red

    var body: some View {
        label
            .font(.system(size: TabBarMetrics.badgeTextSize))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: TabBarMetrics.badgeDiameter, minHeight: TabBarMetrics.badgeDiameter)
            .background(Capsule().fill(color))
    }
}

/// A disabled UIKit tab item at 35% opacity; an enabled one untouched (no opacity group).
private struct DisabledItemDimming: ViewModifier {
    let isDisabled: Bool

    func body(content: Content) -> some View {
        if isDisabled { content.opacity(0.35) } else { content }
    }
}

/// What a UIKit tab bar item adds to a tab's item (a `UITabBarController`'s tab): its
/// badge colour and whether it is enabled (a disabled item is drawn at 35% opacity). The
/// tab view reads the modifier from the tab's view value; it draws nothing itself.
struct TabBarItemLook: ViewModifier {
    var badgeColor: Color?
    var isEnabled = true

    func body(content: Content) -> some View { content }
}

/// A `Label`'s title and icon, which a tab bar item lays out itself.
protocol LabelParts {
    var titleView: AnyView { get }
    var iconView: AnyView { get }
}

extension Label: LabelParts {
    var titleView: AnyView { AnyView(title) }
    var iconView: AnyView { AnyView(icon) }
}

// MARK: - Page style

/// The page tab view look: the pages side by side, each the tab view's size, moved so that
/// the selected one fills the view, clipped to it; the page dots over the bottom.
struct PageTabView: View {
    let configuration: TabViewConfiguration
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode

    @Environment(IndexViewStyleFamily.styles) private var indexStyles

    var body: some View {
        let count = configuration.tabs.count
        let selected = configuration.selectedIndex ?? 0
        let showsDots = indexDisplayMode == .always || (indexDisplayMode == .automatic && count > 1)
        return GeometryReader { proxy in
            HStack(spacing: 0) {
                ForEach(configuration.tabs.indices, id: \.self) { index in
                    configuration.tabs[index].content
                        .frame(width: proxy.size.width, height: proxy.size.height)
                }
            }
            // The selected page's leading edge on the view's.
            .alignmentGuide(.leading) { _ in CGFloat(selected) * proxy.size.width }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .leading)
        }
        .clipped()
        .overlay(alignment: .bottom) {
            if showsDots {
                IndexViewStyleFamily.resolvedBody(PageDotsConfiguration(count: count, selectedIndex: selected),
                                                  styles: indexStyles)
            }
        }
    }
}

/// What page dots show.
struct PageDotsConfiguration {
    var count: Int
    var selectedIndex: Int
}

/// UIPageControl's dots: 7-pt dots 9 pt apart, the current one opaque white and the others
/// white at 0.3 (SwiftUI's page dots are white, for content behind them; or the colours of
/// `UIPageControl.appearance()`), on a translucent
/// black capsule with the `.always` background, in a 26-pt strip [UNCERTAIN: read from
/// screenshots, no published metrics].
struct PageDots: View {
    let configuration: PageDotsConfiguration
    let showsBackground: Bool

    var body: some View {
        let proxy = PageControlProxyLook.current
        return HStack(spacing: 9) {
            ForEach(0..<configuration.count, id: \.self) { index in
                Circle()
                    .fill(index == configuration.selectedIndex ? proxy?.current ?? Color.white : proxy?.other ?? Color.white.opacity(0.3))
                    .frame(width: 7, height: 7)
            }
        }
        .padding(.horizontal, 10)
        .frame(height: 26)
        .background {
            if showsBackground { Capsule().fill(Color.black.opacity(0.25)) }
        }
        .padding(.bottom, 8)
    }
}
