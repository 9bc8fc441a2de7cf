// Tab.swift · Raster/Views/Containers · mirrors SwiftUI Tab, TabContent, TabContentBuilder, TabRole, TabSection, DefaultTabLabel, SidebarAdaptableTabViewStyle, TabBarOnlyTabViewStyle, TabViewCustomization (iOS 18)
// Status: Partial — iPhone's tab bar only: sections are flattened into the bar, a `.search`
// tab is an ordinary item at its place (iOS 18), and customization is recorded only;
// `TabContent` has no `body` requirement (Raster's tab content is `Tab`, `TabSection` and
// `ForEach` of tabs), and tabs take no view modifiers (SwiftUI's accessibility and context
// menu ones on tab content).

import Foundation

/// A tab of a `TabView`, written as iOS 18 writes tabs: its label and its content in one value.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
///     Tab(value: .search, role: .search) { SearchView() }
/// }
/// ```
///
/// Raster: a tab is its content with `tabItem(_:)` (the label) and, when it has a value,
/// `tag(_:)` (the value) applied, so the tab view draws it as it draws those modifiers: the
/// same items, badges, More tab past five tabs and landscape bar. Tabs without a value
/// (`Value == Never`) are selected by position, as `tabItem` tabs without a tag are. As in
/// SwiftUI a tab is not a view, so a tab whose value is not of the selection's type is a
/// compile error.
@MainActor @preconcurrency
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    let value: Value?
    let role: TabRole?
    let content: Content
    let label: Label
    private var badgeText: Text?
    private var isHidden = false
    /// The identifier given with `customizationID(_:)`: recorded only (Raster draws no
    /// sidebar to customize).
    private(set) var customizationIdentifier: String?

    init(value: Value?, role: TabRole?, content: Content, label: Label) {
        self.value = value
        self.role = role
        self.content = content
        self.label = label
    }

    /// The tab as a `TabView` reads it: its content, its label as `tabItem`, its value as
    /// `tag`, its badge.
    var tabbed: any View {
        var view: any View = content.tabItem { label }
        if let value { view = view.tag(value) }
        if let badgeText { view = view.badge(badgeText) }
        return view
    }
}

extension Tab {
    /// A tab with a value (what a `TabView(selection:)` binding selects), its content and a
    /// label of your own.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, role: role, content: content(), label: label())
    }
}

extension Tab where Value == Never {
    /// A tab without a value, selected by its position, with a label of your own.
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: role, content: content(), label: label())
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled `titleKey` with the SF Symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Text(titleKey), systemImage: systemImage))
    }

    /// A tab titled `title` (not localized) with the SF Symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Text(title), systemImage: systemImage))
    }

    /// A tab titled `titleKey` with the image `image` of the app's assets.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Text(titleKey), image: image))
    }

    /// A tab titled `title` (not localized) with the image `image` of the app's assets.
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Text(title), image: image))
    }

    /// A tab whose label comes from its role: a `.search` tab shows the magnifying glass and
    /// "Search".
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(role: role))
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab without a value titled `titleKey` with the SF Symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(Text(titleKey), systemImage: systemImage))
    }

    /// A tab without a value titled `title` (not localized) with the SF Symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(Text(title), systemImage: systemImage))
    }

    /// A tab without a value titled `titleKey` with the image `image` of the app's assets.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(Text(titleKey), image: image))
    }

    /// A tab without a value titled `title` (not localized) with the image `image` of the app's assets.
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(Text(title), image: image))
    }

    /// A tab without a value whose label comes from its role (`.search`: the magnifying glass
    /// and "Search"); without a role, an empty label.
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(role: role))
    }
}

extension Tab {
    /// Shows `count` in a badge on the tab's item; 0 shows none. Mirrors `TabContent.badge(_:)`.
    public func badge(_ count: Int) -> Tab {
        var tab = self
        tab.badgeText = count == 0 ? nil : Text("\(count)")
        return tab
    }

    /// Shows `label` in a badge on the tab's item; nil shows none.
    public func badge(_ label: Text?) -> Tab {
        var tab = self
        tab.badgeText = label
        return tab
    }

    /// Shows the localized `key` in a badge on the tab's item; nil shows none.
    public func badge(_ key: LocalizedStringKey?) -> Tab {
        badge(key.map { Text($0) })
    }

    /// Leaves the tab out of the tab view when `hidden` is true. Mirrors `TabContent.hidden(_:)`.
    public func hidden(_ hidden: Bool = true) -> Tab {
        var tab = self
        tab.isHidden = hidden
        return tab
    }

    /// Names the tab for a `tabViewCustomization(_:)`. Raster: recorded only
    /// (`customizationIdentifier`), as there is no sidebar to customize on iPhone.
    public func customizationID(_ id: String) -> Tab {
        var tab = self
        tab.customizationIdentifier = id
        return tab
    }

    /// Where the tab may be shown when customized. Raster: accepted and ignored, as iPhone's
    /// tab bar is not customizable.
    public func tabPlacement(_ placement: TabPlacement) -> Tab { self }

    /// How the user may customize the tab in `placements` (SwiftUI
    /// `TabContent.customizationBehavior(_:for:)`, iOS 18). Raster: accepted and ignored, as
    /// iPhone's tab bar is not customizable.
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Tab {
        self
    }

    /// Whether the tab is shown by default in `placements`: `.hidden` for the tab bar (or
    /// `.automatic`) leaves it out of iPhone's tab bar, as iOS 18 does (the tab is then only in
    /// the sidebar, which iPhone does not have). Mirrors `TabContent.defaultVisibility(_:for:)`.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Tab {
        guard visibility == .hidden, placements.contains(where: { $0 == .tabBar || $0 == .automatic }) else { return self }
        return hidden()
    }
}

extension Tab: TabContentViews {
    public typealias TabValue = Value

    var tabViews: [any View] { isHidden ? [] : [tabbed] }
}

/// The label a `Tab` made from a title and an image shows: a `Label`.
///
/// Mirrors SwiftUI's `DefaultTabLabel` (iOS 18).
public struct DefaultTabLabel: View {
    private let label: Label<Text, AnyView>

    init(_ title: Text, systemImage: String) {
        label = Label { title } icon: { AnyView(Image(systemName: systemImage)) }
    }

    init(_ title: Text, image: String) {
        label = Label { title } icon: { AnyView(Image(image)) }
    }

    /// The label of a tab given only its role: "Search" with the magnifying glass for
    /// `.search`; an empty title and no icon otherwise. (Apple: `Tab.init(value:role:content:)`
    /// "creates a new tab with a label inferred from the role"; UIKit's `UISearchTab`, which
    /// such a tab is on iOS, "creates a search tab with a system localized title and image",
    /// UIKit's search item: the `magnifyingglass` symbol titled "Search".)
    init(role: TabRole?) {
        label = role == .search
            ? Label { Text("Search") } icon: { AnyView(Image(systemName: "magnifyingglass")) }
            : Label { Text(verbatim: "") } icon: { AnyView(EmptyView()) }
    }

    public var body: some View { label }
}

/// The tab bar draws a default label's title and icon as it draws a `Label`'s.
extension DefaultTabLabel: LabelParts {
    var titleView: AnyView { label.titleView }
    var iconView: AnyView { label.iconView }
}

/// What a tab is for, which can change how it is shown.
///
/// Mirrors SwiftUI's `TabRole` (iOS 18). Raster draws a `.search` tab as an ordinary item at
/// its place in iPhone's tab bar, as iOS 18 does (until iOS 26, which sets it apart as a round
/// button, "all tabs were treated the same visually": Ryan Ashcraft, "My Beef with the iOS 26
/// Tab Bar").
public struct TabRole: Hashable, Sendable {
    private let name: String

    /// The tab of an app's search.
    public static let search = TabRole(name: "search")
}

/// A group of tabs under a header: in a sidebar a section, in iPhone's tab bar its tabs in
/// place (Raster flattens them there [UNCERTAIN: iOS 18's compact tab bar may instead show
/// only the tabs outside sections]).
///
/// Mirrors SwiftUI's `TabSection` (iOS 18).
@MainActor @preconcurrency
public struct TabSection<Header: View, Content: TabContent, Footer: View>: TabContent {
    let header: Header
    let content: Content
    let footer: Footer

    /// A section of `content`'s tabs with a header and a footer.
    public init<V>(@TabContentBuilder<V> content: () -> TabContentList<V>, @ViewBuilder header: () -> Header,
                   @ViewBuilder footer: () -> Footer) where Content == TabContentList<V> {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// A section of `content`'s tabs with a header.
    public init<V>(@TabContentBuilder<V> content: () -> TabContentList<V>, @ViewBuilder header: () -> Header)
    where Content == TabContentList<V>, Footer == EmptyView {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section of `content`'s tabs titled `titleKey`.
    public init<V>(_ titleKey: LocalizedStringKey, @TabContentBuilder<V> content: () -> TabContentList<V>)
    where Content == TabContentList<V>, Header == Text, Footer == EmptyView {
        self.init(content: content, header: { Text(titleKey) })
    }

    /// A section of `content`'s tabs titled `title` (not localized).
    public init<V, S: StringProtocol>(_ title: S, @TabContentBuilder<V> content: () -> TabContentList<V>)
    where Content == TabContentList<V>, Header == Text, Footer == EmptyView {
        self.init(content: content, header: { Text(title) })
    }
}

extension TabSection {
    /// Names the section for a `tabViewCustomization(_:)`. Raster: accepted and ignored, as
    /// there is no sidebar to customize on iPhone.
    public func customizationID(_ id: String) -> TabSection { self }

    /// How the user may customize the section in `placements` (SwiftUI
    /// `TabContent.customizationBehavior(_:for:)`, iOS 18). Raster: accepted and ignored, as
    /// iPhone's tab bar is not customizable.
    public func customizationBehavior(_ behavior: TabCustomizationBehavior,
                                      for placements: AdaptableTabBarPlacement...) -> TabSection {
        self
    }

    /// Actions shown with the section's header in a sidebar (SwiftUI
    /// `TabSection.sectionActions(content:)`, iOS 18). Raster: accepted and not drawn, as an
    /// iPhone's tab bar has no section headers.
    public func sectionActions<Actions: View>(@ViewBuilder content: () -> Actions) -> TabSection { self }
}

/// How the user may customize a tab or section (SwiftUI `TabCustomizationBehavior`, iOS 18).
/// Raster: accepted; iPhone's tab bar is not customizable.
public struct TabCustomizationBehavior: Hashable, Sendable {
    private let name: String
    /// The system's choice.
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    /// The user may move the tab but not hide it.
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    /// The user may neither move nor hide the tab.
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

extension TabSection: TabContentViews {
    public typealias TabValue = Content.TabValue

    var tabViews: [any View] { (content as? any TabContentViews)?.tabViews ?? [] }
}

/// Where a customizable tab may be placed. Mirrors SwiftUI's `TabPlacement` (iOS 18);
/// Raster accepts it and draws iPhone's tab bar regardless.
public struct TabPlacement: Hashable, Sendable {
    private let name: String
    /// The system's choice.
    public static let automatic = TabPlacement(name: "automatic")
    /// Only in the sidebar.
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
    /// Pinned in the tab bar.
    public static let pinned = TabPlacement(name: "pinned")
}

/// A place an adaptable tab view shows its tabs. Mirrors SwiftUI's `AdaptableTabBarPlacement` (iOS 18).
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    private let name: String
    /// The system's choice; on iPhone, the tab bar.
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// The tab bar.
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    /// The sidebar (iPad), which Raster does not draw.
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// The user's arrangement of a customizable tab view's tabs.
///
/// Mirrors SwiftUI's `TabViewCustomization` (iOS 18). Raster: kept in the binding you give
/// `tabViewCustomization(_:)` and never changed, as iPhone's tab bar cannot be customized.
public struct TabViewCustomization: Hashable, Codable, Sendable {
    public init() {}

    /// Brings every tab back to where the app declares it. Raster: nothing to reset.
    public mutating func resetVisibility() {}
}

extension View {
    /// Keeps the user's arrangement of the tab view's tabs in `customization`. Raster: accepted
    /// and not changed (iPhone's tab bar is not customizable). Mirrors SwiftUI's
    /// `tabViewCustomization(_:)` (iOS 18).
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
}

/// A tab view style that is a tab bar on iPhone and a sidebar on iPad (iOS 18). Raster draws
/// iPhone's tab bar, as `.automatic` does.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// A tab view style that is always a tab bar (iOS 18), as `.automatic` is in Raster.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar on iPhone, a sidebar on iPad (Raster: the tab bar).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// Always a tab bar.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
