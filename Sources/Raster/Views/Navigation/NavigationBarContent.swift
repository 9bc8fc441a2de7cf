// NavigationBarContent.swift · Raster/Views/Navigation · what a navigation page's views declare for its bars (Raster's own; SwiftUI's toolbar preferences are private)
// Status: Complete — titles, display modes, toolbar items, bar visibility, background and
// colour scheme, gathered through two preferences.

import Foundation

/// Everything a page's views declare for its navigation bar and bottom toolbar: written by
/// `navigationTitle`, `toolbar` and the bar modifiers, read by the page's bars.
///
/// Merging: a value set by a modifier replaces the one its content set (the outermost
/// modifier wins); among sibling views the later one's value wins; toolbar items append in
/// the order of the views.
struct NavigationBarContent {
    var title: Text?
    var titleMenu: AnyView?
    var items: [ToolbarEntry] = []
    var backButtonHidden: Bool?
    /// The default items `toolbar(removing:)` removed from the page's bars.
    var removedDefaultItems: Set<ToolbarDefaultItemKind> = []
    /// The page's search field (`searchable`), drawn in the bar's drawer.
    var search: SearchFieldDeclaration?
    /// Scopes and suggestions declared in the page's content, for a `searchable` around it.
    var searchContent = SearchContentDeclarations()
    /// The navigation bar's `toolbarBackground` and `toolbarColorScheme`.
    var navigationBar = BarAppearance()
    /// The bottom toolbar's.
    var bottomBar = BarAppearance()

    mutating func merge(_ next: NavigationBarContent) {
        title = next.title ?? title
        titleMenu = next.titleMenu ?? titleMenu
        items += next.items
        backButtonHidden = next.backButtonHidden ?? backButtonHidden
        removedDefaultItems.formUnion(next.removedDefaultItems)
        search = next.search ?? search
        searchContent.merge(next.searchContent)
        navigationBar.merge(next.navigationBar)
        bottomBar.merge(next.bottomBar)
    }

    /// Warns once when the page's content declares search scopes or suggestions but no
    /// `searchable` field takes them, so nothing shows them.
    func warnIfSearchContentHasNoField() {
        guard search == nil, searchContent.scopes != nil || searchContent.suggestions != nil else { return }
        warnOnce("searchScopes or searchSuggestions is applied on a navigation page that has no searchable field, "
                 + "so nothing shows them; apply searchable(text:) to the page's view or to its NavigationStack")
    }

    /// The items shown at `position` of a bar, in order: the default items not removed.
    func items(at position: ToolbarItemPlacement.Position) -> [ToolbarEntry] {
        items.filter { entry in
            entry.placement.position == position && !(entry.defaultKind.map(removedDefaultItems.contains) ?? false)
        }
    }

    /// The title the bar draws: none once `toolbar(removing: .title)` removed it.
    var shownTitle: Text? { removedDefaultItems.contains(.title) ? nil : title }
}

/// How one bar is drawn: what `toolbarBackground` and `toolbarColorScheme` set for it.
struct BarAppearance {
    var background: AnyShapeStyle?
    var backgroundVisibility: Visibility?
    var colorScheme: ColorScheme?
    /// The look of the bar's UIKit appearance proxy for its state, set by `applying(_:)`
    /// (Views/UIKit/AppearanceProxyLook.swift); nil without proxies.
    var proxyLook: BarProxyLook?

    /// Whether the bar draws its background and hairline (`toolbarBackground(.visible)`).
    var showsBackground: Bool { backgroundVisibility == .visible }

    /// The appearance with the background shown when content is scrolled under the bar
    /// (`scrolledUnder`), as UIKit leaves its scroll-edge appearance, unless the background
    /// is `.hidden`.
    func scrolledUnder(_ scrolledUnder: Bool) -> BarAppearance {
        guard scrolledUnder, backgroundVisibility != .hidden else { return self }
        var shown = self
        shown.backgroundVisibility = .visible
        return shown
    }

    mutating func merge(_ next: BarAppearance) {
        background = next.background ?? background
        backgroundVisibility = next.backgroundVisibility ?? backgroundVisibility
        colorScheme = next.colorScheme ?? colorScheme
    }
}

struct NavigationBarContentKey: PreferenceKey {
    static var defaultValue: NavigationBarContent { NavigationBarContent() }

    static func reduce(value: inout NavigationBarContent, nextValue: () -> NavigationBarContent) {
        value.merge(nextValue())
    }
}

/// The part of a page's declarations that decides its layout and what the next page
/// shows: the title's text (the next page's back button), the display mode (the next page
/// inherits it), whether the bars are shown. The stack reads it with `onPreferenceChange`.
struct NavigationPageInfo: Equatable {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var barVisibility: Visibility?
    var bottomBarVisibility: Visibility?
    /// The page's `toolbar(_:for: .tabBar)`: `.hidden` hides a tab view's bar while the
    /// page is on top (the innermost declaration wins, as in `TabBarVisibilityKey`).
    var tabBarVisibility: Visibility?
    /// The page's `navigationBarBackButtonHidden`, which also disables the swipe back.
    var backButtonHidden: Bool?
    /// The title of the back button leading back to this page, in place of its title (a
    /// UIKit navigation item's `backButtonTitle`; "" draws "Back").
    var backButtonTitle: String?
    /// Whether the back button leading back to this page is the chevron alone (a UIKit
    /// navigation item's `.minimal` back button display mode).
    var backButtonMinimal = false
    /// Whether `toolbar(removing: .title)` removed the page's title from its bar, so that no
    /// large title row is laid out for it.
    var titleRemoved = false
    var hasBottomBar = false
    /// Whether the page declares its own background (`containerBackground(for: .navigation)`),
    /// drawn instead of a pushed page's system background.
    var hasContainerBackground = false
    /// The page's search field, which adds the drawer to the bar's height.
    var search: SearchDrawerState?
    /// Scopes declared in the page's content (`SearchContentDeclarations`), which can add
    /// the scope bar to a presented search.
    var searchContentScopes: SearchScopesSummary?

    /// Whether the page draws a bottom toolbar: it has bottom items and did not hide it.
    var showsBottomBar: Bool { hasBottomBar && bottomBarVisibility != .hidden }

    mutating func merge(_ next: NavigationPageInfo) {
        title = next.title ?? title
        displayMode = next.displayMode ?? displayMode
        barVisibility = next.barVisibility ?? barVisibility
        bottomBarVisibility = next.bottomBarVisibility ?? bottomBarVisibility
        tabBarVisibility = next.tabBarVisibility ?? tabBarVisibility
        backButtonHidden = next.backButtonHidden ?? backButtonHidden
        titleRemoved = titleRemoved || next.titleRemoved
        hasBottomBar = hasBottomBar || next.hasBottomBar
        hasContainerBackground = hasContainerBackground || next.hasContainerBackground
        search = next.search ?? search
        searchContentScopes = next.searchContentScopes ?? searchContentScopes
    }
}

/// How a page's search drawer is shown: at rest under the title, or presented (the search
/// active: the bar shows only the drawer, as iOS moves the field up over the hidden title,
/// with the scope bar under it when it shows, and the title row above it when kept by
/// `searchPresentationToolbarBehavior(.avoidHidingContent)`).
enum SearchDrawerState: Equatable {
    case resting
    case presented(scopeBar: Bool, titleRow: Bool)

    var isPresented: Bool { self != .resting }
}

struct NavigationPageInfoKey: DeclaredPreferenceKey {
    static var defaultValue: NavigationPageInfo { NavigationPageInfo() }

    static func reduce(value: inout NavigationPageInfo, nextValue: () -> NavigationPageInfo) {
        value.merge(nextValue())
    }
}

extension View {
    /// Sets fields of the page's bar declarations (`NavigationBarContentKey`), replacing
    /// what the content declared for them.
    func navigationBarContent(_ set: @escaping (inout NavigationBarContent) -> Void) -> some View {
        transformPreference(NavigationBarContentKey.self, set)
    }

    /// Sets fields of the page's layout declarations (`NavigationPageInfoKey`).
    func navigationPageInfo(_ set: @escaping (inout NavigationPageInfo) -> Void) -> some View {
        transformPreference(NavigationPageInfoKey.self, set)
    }

    /// Keeps the bar declarations of a navigation container's pages from reaching an
    /// enclosing container.
    func clearingNavigationBarContent() -> some View {
        transformPreference(NavigationBarContentKey.self) { $0 = NavigationBarContent() }
            .transformPreference(NavigationPageInfoKey.self) { $0 = NavigationPageInfo() }
            .transformPreference(NavigationContainerBackgroundKey.self) { $0 = nil }
    }
}
