// AppearanceProxyLook.swift · Raster/Views/UIKit · what UIKit's appearance proxies make SwiftUI's bars, page dots and segmented pickers draw (iOS 17)
// Status: Partial — see UIAppearance.swift for what each proxy applies and records.
//
// The drawing code reads these plain values, which exist on every platform; only where
// there is no UIKit are they read from the proxies (elsewhere there are none to read).

import Foundation

/// One UIKit bar appearance as a bar draws it.
struct BarProxyLook: Equatable {
    /// Whether the bar material is drawn (any `backgroundEffect`).
    var material = true
    /// The colour over the material (`backgroundColor`).
    var color: Color?
    /// The hairline: nil for none, `barDefault` for the bar's own default colour.
    var shadow: BarProxyShadow? = .barDefault
    /// The inline title's and the large title's colours (`foregroundColor` attributes).
    var titleColor: Color?
    var largeTitleColor: Color?
    /// The inline title's and the large title's fonts (`font` attributes).
    var titleFont: Font?
    var largeTitleFont: Font?
    /// The tab bar items' colours (`stackedLayoutAppearance`).
    var items = TabItemProxyLook()

    /// The look with a transparent background and no hairline, its titles and items kept:
    /// what UIKit draws at the scroll edge when `scrollEdgeAppearance` is nil.
    var transparent: BarProxyLook {
        var look = self
        look.material = false
        look.color = nil
        look.shadow = nil
        return look
    }
}

/// A bar's hairline from a UIKit appearance's `shadowColor`.
enum BarProxyShadow: Equatable {
    /// UIKit's default shadow colour: the bar's own hairline.
    case barDefault
    case color(Color)
}

/// The tab bar items' colours, nil where the appearance leaves the default.
struct TabItemProxyLook: Equatable {
    var normalIcon: Color?
    var normalTitle: Color?
    var selectedIcon: Color?
    var selectedTitle: Color?
    var normalBadge: Color?
    var selectedBadge: Color?
}

private struct TabBarInstanceProxiesKey: EnvironmentKey {
    static var defaultValue: BarProxies? { nil }
}

extension EnvironmentValues {
    /// The looks of a UIKit tab bar controller's own `tabBar`, merged over its appearance
    /// proxy's, which the tab view it is drawn as draws in place of the proxy's alone.
    var tabBarInstanceProxies: BarProxies? {
        get { self[TabBarInstanceProxiesKey.self] }
        set { self[TabBarInstanceProxiesKey.self] = newValue }
    }
}

/// A bar's proxies: the standard and scroll-edge looks and the tints.
struct BarProxies: Equatable {
    /// The standard appearance's look; nil while none was set (the bar's default look).
    var standard: BarProxyLook?
    /// The scroll-edge appearance's look; nil: the standard look made transparent.
    var scrollEdge: BarProxyLook?
    /// The bar's `tintColor`.
    var tint: Color?
    /// The tab bar's `unselectedItemTintColor`.
    var unselectedTint: Color?

    /// The look for the bar's state: the standard one while its background shows, else the
    /// scroll-edge one; nil when neither was set.
    func look(showingBackground: Bool) -> BarProxyLook? {
        if showingBackground { return standard }
        return scrollEdge ?? standard?.transparent
    }
}

/// `UIPageControl.appearance()`'s dot colours.
struct PageControlProxyLook: Equatable {
    var current: Color?
    var other: Color?
}

/// `UISegmentedControl.appearance()`'s selected segment fill and title colours.
struct SegmentedProxyLook: Equatable {
    var thumb: Color?
    var selectedTitle: Color?
    var normalTitle: Color?
}

extension BarAppearance {
    /// The appearance with the bar's proxies applied: at the scroll edge a set scroll-edge
    /// appearance shows its background. Declarations win: `toolbarBackground(.hidden)` keeps
    /// the background hidden and a declared style is drawn instead of the proxy's.
    func applying(_ proxies: BarProxies?) -> BarAppearance {
        guard let proxies else { return self }
        var applied = self
        applied.proxyLook = proxies.look(showingBackground: showsBackground)
        if !showsBackground, backgroundVisibility != .hidden, proxies.scrollEdge != nil {
            applied.backgroundVisibility = .visible
        }
        return applied
    }

    /// The hairline's colour: the proxy's, none, or `barDefault` (the bar's own).
    func hairline(barDefault: Color) -> Color? {
        guard let look = proxyLook else { return barDefault }
        switch look.shadow {
        case nil: return nil
        case .barDefault: return barDefault
        case .color(let color): return color
        }
    }

    /// Whether the title colours of the proxy apply: not while `toolbarColorScheme` sets the
    /// bar's scheme (the declaration wins).
    var proxyTitlesApply: Bool { !(showsBackground && colorScheme != nil) }
}

/// A bar's background fill: the declared `toolbarBackground` style, else the proxy's material
/// and colour, else the bar material.
struct BarFill: View {
    let appearance: BarAppearance

    var body: some View {
        if appearance.background == nil, let look = appearance.proxyLook {
            ZStack {
                if look.material { Rectangle().fill(Material.bar) }
                if let color = look.color { Rectangle().fill(color) }
            }
        } else {
            Rectangle().fill(appearance.background ?? AnyShapeStyle(Material.bar))
        }
    }
}

extension View {
    /// The view with `tint` as its tint where no `tint(_:)` or `accentColor(_:)` above it
    /// sets one (a bar's proxy `tintColor`; the view modifier wins).
    func proxyTint(_ tint: Color?) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            if let tint, environment.tint == nil, environment.accentColor == nil { environment.tint = AnyShapeStyle(tint) }
        })
    }

    /// The view in `color` when one is given; the view itself otherwise.
    @ViewBuilder func proxyForeground(_ color: Color?) -> some View {
        if let color { foregroundStyle(color) } else { self }
    }
}

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
extension AppearanceProxyStore {
    /// The tint `UIWindow.appearance().tintColor` gives the windows made with this store
    /// (their views' accent colour); nil when unset.
    var windowTint: Color? { existingProxy(of: UIWindow.self)?.tintColor?.color }
}

extension BarProxyLook {
    /// The look of a UIKit bar appearance.
    init(_ appearance: UIBarAppearance) {
        material = appearance.backgroundEffect != nil
        color = appearance.backgroundColor?.color
        if let shadow = appearance.shadowColor {
            self.shadow = shadow === UIBarAppearance.defaultShadowColor ? .barDefault : .color(shadow.color)
        } else {
            self.shadow = nil
        }
        if let navigation = appearance as? UINavigationBarAppearance {
            titleColor = navigation.titleTextAttributes.foregroundUIColor(of: "UINavigationBarAppearance.titleTextAttributes")
            largeTitleColor = navigation.largeTitleTextAttributes.foregroundUIColor(of: "UINavigationBarAppearance.largeTitleTextAttributes")
            titleFont = navigation.titleTextAttributes.uiFont(of: "UINavigationBarAppearance.titleTextAttributes")?.font
            largeTitleFont = navigation.largeTitleTextAttributes.uiFont(of: "UINavigationBarAppearance.largeTitleTextAttributes")?.font
        }
        if let tab = appearance as? UITabBarAppearance {
            let stacked = tab.stackedLayoutAppearance
            items = TabItemProxyLook(normalIcon: stacked.normal.iconColor?.color,
                                     normalTitle: stacked.normal.titleTextAttributes.foregroundUIColor(of: "the normal tab item's titleTextAttributes"),
                                     selectedIcon: stacked.selected.iconColor?.color,
                                     selectedTitle: stacked.selected.titleTextAttributes.foregroundUIColor(of: "the selected tab item's titleTextAttributes"),
                                     normalBadge: stacked.normal.badgeBackgroundColor?.color,
                                     selectedBadge: stacked.selected.badgeBackgroundColor?.color)
        }
    }
}

extension BarProxies {
    /// `UINavigationBar.appearance()`'s looks in the current store; nil when it was never asked for.
    static var navigationBar: BarProxies? {
        guard let bar = UINavigationBar.existingAppearance else { return nil }
        var standard: BarProxyLook?
        if bar.standardAppearanceIsSet {
            standard = BarProxyLook(bar.standardAppearance)
        } else if bar.barTintColor != nil || bar.titleTextAttributes != nil || bar.largeTitleTextAttributes != nil {
            var legacy = BarProxyLook()
            legacy.color = bar.barTintColor?.color
            legacy.titleColor = bar.titleTextAttributes?.foregroundUIColor(of: "UINavigationBar.titleTextAttributes")
            legacy.largeTitleColor = bar.largeTitleTextAttributes?.foregroundUIColor(of: "UINavigationBar.largeTitleTextAttributes")
            legacy.titleFont = bar.titleTextAttributes?.uiFont(of: "UINavigationBar.titleTextAttributes")?.font
            legacy.largeTitleFont = bar.largeTitleTextAttributes?.uiFont(of: "UINavigationBar.largeTitleTextAttributes")?.font
            standard = legacy
        }
        return BarProxies(standard: standard, scrollEdge: bar.scrollEdgeAppearance.map(BarProxyLook.init),
                          tint: bar.tintColor?.color)
    }

    /// `UITabBar.appearance()`'s looks in the current store; nil when it was never asked for.
    static var tabBar: BarProxies? {
        UITabBar.existingAppearance.map { tabBar($0, over: nil) }
    }

    /// The looks `bar` sets (a tab bar controller's own `tabBar`), each over `proxies`' where
    /// the bar leaves it unset, as a bar's own values win over its appearance proxy's.
    static func tabBar(_ bar: UITabBar, over proxies: BarProxies?) -> BarProxies {
        BarProxies(standard: bar.standardAppearanceIsSet ? BarProxyLook(bar.standardAppearance) : proxies?.standard,
                   scrollEdge: bar.scrollEdgeAppearance.map(BarProxyLook.init) ?? proxies?.scrollEdge,
                   tint: bar.tintColor?.color ?? proxies?.tint,
                   unselectedTint: bar.unselectedItemTintColor?.color ?? proxies?.unselectedTint)
    }
}

extension PageControlProxyLook {
    /// `UIPageControl.appearance()`'s colours in the current store; nil when it was never asked for.
    static var current: PageControlProxyLook? {
        UIPageControl.existingAppearance.map {
            PageControlProxyLook(current: $0.currentPageIndicatorTintColor?.color, other: $0.pageIndicatorTintColor?.color)
        }
    }
}

extension SegmentedProxyLook {
    /// `UISegmentedControl.appearance()`'s colours in the current store; nil when it was never asked for.
    static var current: SegmentedProxyLook? {
        UISegmentedControl.existingAppearance.map {
            SegmentedProxyLook(thumb: $0.selectedSegmentTintColor?.color,
                               selectedTitle: $0.titleTextAttributes(for: .selected)?.foregroundUIColor(of: "UISegmentedControl's .selected title attributes"),
                               normalTitle: $0.titleTextAttributes(for: .normal)?.foregroundUIColor(of: "UISegmentedControl's .normal title attributes"))
        }
    }
}
#else
extension AppearanceProxyStore {
    /// Nil: where UIKit exists, its windows tint SwiftUI's views themselves.
    var windowTint: Color? { nil }
}

extension BarProxies {
    /// UIKit's own bars draw UIKit's proxies; Raster's read none.
    static var navigationBar: BarProxies? { nil }
    static var tabBar: BarProxies? { nil }
}

extension PageControlProxyLook {
    static var current: PageControlProxyLook? { nil }
}

extension SegmentedProxyLook {
    static var current: SegmentedProxyLook? { nil }
}
#endif
