// ToolbarModifiers.swift · Raster/Modifiers · mirrors SwiftUI toolbar(content:), toolbar(_:for:), toolbar(removing:), toolbarBackground, toolbarBackgroundVisibility (iOS 18), toolbarColorScheme, toolbarTitleMenu, navigationBarItems, toolbar(id:content:), toolbarRole and ToolbarRole (iOS 17)
// Status: Partial — `toolbar(id:content:)` draws without customization; `toolbarRole` is
// accepted and changes nothing.

import Foundation

/// Declares toolbar items for the navigation page the view is in, given what the view was
/// given (`ToolbarEnvironment`); warns once when the view is outside any navigation
/// container, where nothing draws them.
struct ToolbarModifier: ViewModifier {
    let entries: [ToolbarEntry]

    @Environment(\.self) private var environment

    func body(content: Content) -> some View {
        if environment.navigationContext == nil, !entries.isEmpty {
            warnOnce("toolbar items are declared on a view outside any NavigationStack, NavigationSplitView or "
                     + "NavigationView, so no bar shows them and they are not drawn; put the view inside a "
                     + "NavigationStack")
        }
        let entries = ToolbarEnvironment.entries(self.entries, declaredIn: environment)
        return content
            .navigationBarContent { bar in
                for entry in entries {
                    if entry.isTitleMenu { bar.titleMenu = entry.view } else { bar.items.append(entry) }
                }
            }
            .navigationPageInfo { info in
                info.hasBottomBar = info.hasBottomBar || entries.contains {
                    [.bottom, .bottomCentre].contains($0.placement.position)
                }
            }
    }
}

extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    ///
    /// Raster: the items are drawn by the navigation bar (or the bottom toolbar) of the
    /// page the view is on; see `ToolbarItemPlacement` for where each placement goes.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(entries: content().toolbarEntries))
    }

    /// Populates the toolbar or navigation bar with the specified items, allowing for user
    /// customization (`id` names the toolbar whose customizations are saved).
    ///
    /// Raster: drawn as `toolbar(content:)` draws its items; there is no customization.
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(entries: content().toolbarEntries))
    }

    /// Configures the semantic role for the content populating the toolbar (iOS 16).
    ///
    /// Raster: accepted; on iPhone the bar is drawn as for `.navigationStack` whatever the
    /// role. [UNCERTAIN — iOS 17 draws `.editor` and `.browser` titles leading-aligned on
    /// iPad; not measured on iPhone]
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        self
    }

    /// Populates the toolbar or navigation bar with the specified views.
    ///
    /// Raster: the views are one `.automatic` item, drawn at the trailing edge of the
    /// navigation bar with 8 points between them.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let views = content()
        return modifier(ToolbarModifier(entries: ToolbarItemGroup(placement: .automatic) { views }.toolbarEntries))
    }

    /// Removes a toolbar item that a container adds by default.
    ///
    /// Mirrors SwiftUI's `toolbar(removing:)` (iOS 17). Raster: `.sidebarToggle` removes the
    /// sidebar toggle a `NavigationSplitView` puts in its columns' bars, `.title` (iOS 18) the
    /// page's title from its navigation bar, inline and large (no large title row is laid
    /// out; the next page's back button still shows the title [UNCERTAIN: not checked on a
    /// device]); `nil` removes nothing. Apply it to the page's view, or to the sidebar's for
    /// the toggle.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        navigationBarContent { content in
            if let defaultItemKind { content.removedDefaultItems.insert(defaultItemKind) }
        }
        .navigationPageInfo { info in
            if defaultItemKind == .title { info.titleRemoved = true }
        }
    }

    /// Specifies the visibility of a bar managed by SwiftUI.
    ///
    /// Raster: `.hidden` removes the navigation bar (the page's content then starts at
    /// the top of the stack), the bottom toolbar, or the tab bar (declared anywhere in the
    /// selected tab, such as on a page pushed in it: the tab's content then reaches the bottom
    /// safe area, as on iOS 16 and later); `.automatic` and `.visible` show them. A page that
    /// hides the tab bar, pushed or popped with animation, takes it away or brings it back
    /// on the page under it, as UIKit's `hidesBottomBarWhenPushed` does (`NavigationStack`).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    /// Specifies the visibility of a bar managed by SwiftUI (the iOS 18 name of
    /// `toolbar(_:for:)`).
    ///
    /// Raster: the same as `toolbar(_:for:)`, which it is in SwiftUI.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    /// Declares `visibility` for `bars`: the navigation bar and bottom toolbar of the page,
    /// the tab bar of the tab (`TabBarVisibilityKey`) and of the page (`NavigationPageInfo`).
    private func barVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        let navigation = bars.contains(.navigationBar) || bars.contains(.automatic)
        let bottom = bars.contains(.bottomBar)
        let tabBar = bars.contains(.tabBar)
        return navigationPageInfo {
            if navigation { $0.barVisibility = visibility }
            if bottom { $0.bottomBarVisibility = visibility }
            if tabBar, $0.tabBarVisibility == nil { $0.tabBarVisibility = visibility }
        }
        .transformPreference(TabBarVisibilityKey.self) { if tabBar, $0 == nil { $0 = visibility } }
    }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI.
    ///
    /// Raster: the style fills the navigation bar, the bottom toolbar or the tab bar (with
    /// `.tabBar`, declared anywhere in the selected tab) instead of the bar material whenever
    /// the background is drawn: once content scrolls under the bar, or always with
    /// `toolbarBackground(.visible, for:)`, as in iOS 17. A material style blurs what is
    /// behind the bar. A navigation bar's background reaches up behind the status bar, a
    /// bottom bar's down under the home indicator.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let background = AnyShapeStyle(style)
        return barAppearance(of: bars) { $0.background = background }
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    ///
    /// Raster: `.visible` draws the bar's background (the bar material, or the style given
    /// to `toolbarBackground(_:for:)`) and its hairline; `.automatic` draws it once content
    /// scrolls under the bar, and `.hidden` keeps the bar transparent.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barAppearance(of: bars) { $0.backgroundVisibility = visibility }
    }

    /// Shows or hides the background of the bars given: iOS 18's name for
    /// `toolbarBackground(_:for:)` with a visibility, which it replaces.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barAppearance(of: bars) { $0.backgroundVisibility = visibility }
    }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI.
    ///
    /// Raster: as in iOS, the scheme applies to the bar's title, items and material only
    /// while its background is visible; nil leaves the environment's scheme.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        barAppearance(of: bars) { $0.colorScheme = colorScheme }
    }

    /// Configures the toolbar title menu: actions shown from the navigation title.
    ///
    /// Mirrors SwiftUI's `toolbarTitleMenu(content:)` (iOS 16): the title gets a down chevron
    /// and a tap on it opens the menu, as a `ToolbarTitleMenu` in `toolbar` does.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(ToolbarModifier(entries: [ToolbarEntry(placement: .principal, view: AnyView(content()), isTitleMenu: true)]))
    }

    /// Sets the navigation bar items for this view (deprecated: use `toolbar`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    /// Sets the navigation bar item on the leading edge (deprecated: use `toolbar`).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// Sets the navigation bar item on the trailing edge (deprecated: use `toolbar`).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }
}

extension View {
    /// Changes the appearance of each bar in `bars`: the page's navigation bar and bottom
    /// toolbar through its bar declarations, the tab bar through `TabBarAppearanceKey`.
    fileprivate func barAppearance(of bars: [ToolbarPlacement], _ change: @escaping (inout BarAppearance) -> Void) -> some View {
        navigationBarContent { $0.setAppearance(of: bars, change) }
            .transformPreference(TabBarAppearanceKey.self) { if bars.contains(.tabBar) { $0.declare(change) } }
    }
}

extension NavigationBarContent {
    /// Changes the appearance of each bar in `bars` that Raster draws (`.automatic` is the
    /// navigation bar on iPhone).
    mutating func setAppearance(of bars: [ToolbarPlacement], _ change: (inout BarAppearance) -> Void) {
        if bars.contains(.navigationBar) || bars.contains(.automatic) { change(&navigationBar) }
        if bars.contains(.bottomBar) { change(&bottomBar) }
    }
}

/// The purpose of content that populates the toolbar (iOS 16).
public struct ToolbarRole: Sendable {
    let name: String

    /// The default role: the platform's.
    public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
    /// The navigation stack role: the toolbar of a navigation stack.
    public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
    /// The browser role: a toolbar for content that can be browsed.
    public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
    /// The editor role: a toolbar for editing a document.
    public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}
