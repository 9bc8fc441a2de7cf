// TabView.swift · Raster/Views/Containers · mirrors SwiftUI TabView, TabViewStyle, DefaultTabViewStyle, PageTabViewStyle, IndexViewStyle, PageIndexViewStyle (iOS 17)
// Status: Partial — tabs shown before are kept hidden (their state survives) but get no
// onDisappear/onAppear when switched; the More tab's list is not editable (TabBarMore.swift);
// pages do not swipe (a tap on a dot does not page either).
// Metrics: ios17-metrics.md §3.

import Foundation

/// A view that switches between multiple child views using interactive user interface
/// elements.
///
/// Raster: the tabs are the content's views (tuples, `ForEach`, `Group`, conditionals are
/// looked through, as a `Picker` reads its options); each shows the label of its
/// `tabItem(_:)` in the tab bar, a `badge(_:)` and is selected by its `tag(_:)` (or the id
/// of the `ForEach` element that made it). A tab is built when first selected and kept
/// (hidden) while another is selected, so its state survives; the selected one is shown
/// in the space above the tab bar (the bar is a bottom safe-area inset of the content, as in
/// SwiftUI, so `ignoresSafeArea` reaches under it). A `ViewHost.tap(at:)` on a tab item
/// selects that tab: it sets `selection` to the tab's tag, or without a selection binding
/// selects the tab itself. A selection matching no tab's tag shows the first tab and warns
/// once, as do two tabs with one tag; a tab view without tabs draws an empty bar and warns
/// once. Tabs may also be written with iOS 18's `Tab` (Tab.swift, TabContentBuilder.swift).
/// In compact width, more than five tabs show the first four and a More tab listing the
/// others (TabBarMore.swift).
/// With `.tabViewStyle(.page)` the tabs are pages side by side, the selected one in
/// view, with page dots over the bottom.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view that selects the tab whose tag equals `selection`; without a binding the
    /// tab view keeps its own selection, the first tab at first.
    ///
    /// Raster: disfavoured, so that tabs written with `Tab` (also views) are read by
    /// `TabContentBuilder`, as in SwiftUI; other content has only this initializer.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>? = nil, @ViewBuilder content: () -> Content) {
        self.init(tabSelection: selection, content: content())
    }

    init(tabSelection: Binding<SelectionValue>?, content: Content) {
        self.selection = tabSelection
        self.content = content
    }

    @State private var ownSelection = 0
    @Environment(TabViewStyleFamily.styles) private var styles

    /// The tabs drawn by the innermost `tabViewStyle(_:)` (the tab bar by default).
    public var body: some View {
        let options = PickerOptions.of(content)
        let writtenWithTabs = content is any TabContent
        let tabs = Self.distinctlyIdentified(options.enumerated().map { index, option in TabViewTab(option, index: index) },
                                             writtenWithTabs: writtenWithTabs)
        if tabs.isEmpty {
            warnOnce(writtenWithTabs
                     ? "TabView: the content has no tabs (each Tab is hidden, or each ForEach of tabs has no data); the tab bar "
                     + "is empty. Give the tab view at least one Tab that is shown"
                     : "TabView: the content has no tabs; the tab bar is empty. Give the tab view one view per tab, "
                     + "each with a tabItem(_:)")
        }
        let selectedIndex: Int?
        if let selection {
            // Tags all of another type are the unmatched selection's warning, below.
            let someSelectable = tabs.contains { $0.tag?.base is SelectionValue }
            for (index, tab) in tabs.enumerated() where !(tab.tag?.base is SelectionValue) && (tab.tag == nil || someSelectable) {
                warnOnce(Self.unselectableTabWarning(tab, index: index, writtenWithTabs: writtenWithTabs))
            }
            let selected = AnyHashable(selection.wrappedValue)
            if let index = tabs.firstIndex(where: { $0.tag == selected }) {
                selectedIndex = index
            } else {
                if !tabs.isEmpty {
                    warnOnce(Self.unmatchedSelectionWarning(selection.wrappedValue, tabs: tabs, writtenWithTabs: writtenWithTabs))
                }
                selectedIndex = tabs.isEmpty ? nil : 0
            }
        } else {
            selectedIndex = tabs.isEmpty ? nil : min(ownSelection, tabs.count - 1)
        }
        let binding = selection, own = $ownSelection
        let select: (Int) -> Void = { index in
            if let binding {
                if let value = tabs[index].tag?.base as? SelectionValue { binding.wrappedValue = value }
            } else {
                own.wrappedValue = index
            }
        }
        return TabViewStyleFamily.resolvedBody(TabViewConfiguration(tabs: tabs, selectedIndex: selectedIndex, select: select),
                                               styles: styles)
    }
}

extension TabView {
    /// `tabs` with an identity of its own for each tab whose identity an earlier tab has (a
    /// repeated value or tag, or a tag equal to an untagged tab's position), so that each tab
    /// keeps its own content; a repeated value (tag) warns once. The selection shows the first
    /// tab with its value, so a tap on a later one selects the first [Raster; SwiftUI
    /// documents no behaviour for repeated values].
    static func distinctlyIdentified(_ tabs: [TabViewTab], writtenWithTabs: Bool) -> [TabViewTab] {
        var seenIDs = Set<AnyHashable>(), seenTags = Set<AnyHashable>()
        return tabs.enumerated().map { index, tab in
            if let tag = tab.tag, !seenTags.insert(tag).inserted {
                let kind = writtenWithTabs ? "value" : "tag"
                warnOnce("TabView: two tabs have the \(kind) \"\(tag.base)\"; the first of them is shown for it and a tap on "
                         + "another selects the first. Give each tab its own \(writtenWithTabs ? "value" : "tag(_:)")")
            }
            guard !seenIDs.insert(tab.id).inserted else { return tab }
            var tab = tab
            tab.id = AnyHashable(RepeatedTabID(id: tab.id, index: index))
            return tab
        }
    }

    /// The warning for a tab of a tab view with a selection whose tag (value) is missing or of
    /// another type than the selection's: a tap on it cannot set the selection, so it cannot be
    /// shown. It is named by its tab item's title, else by its position.
    static func unselectableTabWarning(_ tab: TabViewTab, index: Int, writtenWithTabs: Bool) -> String {
        let name = tab.title.flatMap(ViewNaming.text(of:)).map { "\"\($0)\"" } ?? "number \(index + 1)"
        let kind = writtenWithTabs ? "value" : "tag(_:)"
        let problem = tab.tag == nil ? "has no \(kind)" : "has a \(kind) of type \(type(of: tab.tag!.base)), not \(SelectionValue.self)"
        return "TabView: the tab \(name) \(problem), so a tap on it cannot select it. "
            + "Give it \(writtenWithTabs ? "a value" : "a tag(_:)") of the selection's type (\(SelectionValue.self))"
    }

    /// The warning for a selection no tab's tag (value) equals; for tabs written with `Tab`
    /// it names the tabs' value type when it is not the selection's (a `ForEach` of tabs of
    /// another type compiles as a plain view).
    static func unmatchedSelectionWarning(_ selection: SelectionValue, tabs: [TabViewTab], writtenWithTabs: Bool) -> String {
        guard writtenWithTabs else {
            return "TabView: the selection \"\(selection)\" matches no tab's tag; the first tab is shown. "
                + "Give each tab a tag(_:) of the selection's type (\(SelectionValue.self))"
        }
        let start = "TabView: the selection \"\(selection)\" matches no tab's value; the first tab is shown. "
        if let other = tabs.lazy.compactMap({ $0.tag?.base }).first(where: { !($0 is SelectionValue) }) {
            return start + "The tabs' values are \(type(of: other)), the selection's \(SelectionValue.self): "
                + "give each Tab a value of the selection's type"
        }
        return start + "Set the selection to one of the tabs' values"
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, showing the first tab at first.
    @_disfavoredOverload
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// One tab as the tab view reads it from its content.
struct TabViewTab {
    /// The tab's view, with its `tabItem`, `tag` and `badge` modifiers (which draw nothing).
    let content: AnyView
    /// The explicit tag, else the id of the `ForEach` element that made the tab.
    let tag: AnyHashable?
    /// The identity the tab's content is built with: its tag, else its position (made
    /// distinct from an earlier tab's by `TabView.distinctlyIdentified`).
    var id: AnyHashable
    /// The tab bar item's icon and title, from the tab's `tabItem(_:)` label.
    let icon: AnyView?
    let title: AnyView?
    /// The tab item's badge text, if any.
    let badge: Text?
    /// A UIKit tab bar item's badge colour and enabled state, for a tab of a
    /// `UITabBarController`; nil for SwiftUI's tabs.
    var itemLook: TabBarItemLook?

    init(content: AnyView, tag: AnyHashable?, id: AnyHashable, icon: AnyView?, title: AnyView?, badge: Text?) {
        self.content = content
        self.tag = tag
        self.id = id
        self.icon = icon
        self.title = title
        self.badge = badge
    }

    init(_ option: PickerOption, index: Int) {
        content = AnyView(option.label)
        tag = option.tag
        id = option.tag ?? AnyHashable(index)
        badge = PickerOptions.innermostModifier(BadgeModifier.self, of: option.label)?.label
        itemLook = PickerOptions.innermostModifier(TabBarItemLook.self, of: option.label)
        let label = PickerOptions.innermostModifier(TabItemModifier.self, of: option.label)?.label
        if let parts = label.flatMap({ $0.view as? LabelParts }) {
            icon = parts.iconView
            title = parts.titleView
        } else {
            let views = label.map { PickerOptions.views(in: $0) } ?? []
            title = views.first { $0 is Text }.map { AnyView($0) }
            icon = views.first { !($0 is Text) }.map { AnyView($0) }
        }
    }
}

/// The identity of a tab whose tag (or position) an earlier tab has as its identity.
private struct RepeatedTabID: Hashable {
    let id: AnyHashable
    let index: Int
}

/// What a tab view hands its style.
struct TabViewConfiguration {
    var tabs: [TabViewTab]
    /// The tab shown; nil when there are no tabs.
    var selectedIndex: Int?
    /// Selects the tab at an index (sets the selection binding to its tag).
    var select: (Int) -> Void
}

// MARK: - Styles

/// A specification for the appearance and interaction of a tab view.
///
/// Raster: only the built-in styles exist (as in SwiftUI, whose requirements are private).
public protocol TabViewStyle {
    /// Which built-in look the style is.
    var _kind: TabViewStyleKind { get }
}

/// The built-in tab view looks Raster draws.
public enum TabViewStyleKind: Sendable {
    /// The tab bar at the bottom (the default on iPhone).
    case tabBar
    /// Pages side by side with page dots shown as the mode says.
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// The default tab view style: a tab bar at the bottom on iPhone.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
    /// The tab bar look.
    public var _kind: TabViewStyleKind { .tabBar }
}

/// A tab view style that implements a paged scrolling tab view, with page dots.
public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    public enum IndexDisplayMode: Sendable {
        /// Displays the index view when there are more than one page.
        case automatic
        /// Always displays the index view.
        case always
        /// Never displays the index view.
        case never
    }

    let indexDisplayMode: IndexDisplayMode

    /// A paged tab view style showing the index dots as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    /// The page look with this style's index display mode.
    public var _kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default tab view style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// A paged tab view style, its dots shown when there is more than one page.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// A paged tab view style with the given index display mode.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// The tab view style family (StyleFamily.swift); SwiftUI keeps the styles opaque, so the
/// family switches on `_kind`.
enum TabViewStyleFamily: StyleFamily {
    static var defaultStyle: any TabViewStyle { DefaultTabViewStyle() }

    static func body(of style: any TabViewStyle, configuration: TabViewConfiguration) -> AnyView {
        switch style._kind {
        case .tabBar: AnyView(TabBarTabView(configuration: configuration))
        case .page(let mode): AnyView(PageTabView(configuration: configuration, indexDisplayMode: mode))
        }
    }
}

/// Defines the index view style of a page tab view.
///
/// Raster: only the built-in style exists (as in SwiftUI, whose requirements are private).
public protocol IndexViewStyle {
    /// The background behind the page dots.
    var _backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode { get }
}

/// An index view style that places a page index view over its content: the page dots.
public struct PageIndexViewStyle: IndexViewStyle {
    /// The background style for the page index view.
    public enum BackgroundDisplayMode: Sendable {
        /// Background will use the default for the platform: none on iOS at rest.
        case automatic
        /// Background is only shown while the index view is interacted with.
        case interactive
        /// Background is always displayed behind the page dots.
        case always
        /// Background is never displayed.
        case never
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Page dots with the given background display mode.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    /// The background display mode this style was made with.
    public var _backgroundDisplayMode: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots without a background at rest.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Page dots with the given background display mode.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// The index view style family: what page dots read (the innermost style set).
enum IndexViewStyleFamily: StyleFamily {
    static var defaultStyle: any IndexViewStyle { PageIndexViewStyle() }

    static func body(of style: any IndexViewStyle, configuration: PageDotsConfiguration) -> AnyView {
        AnyView(PageDots(configuration: configuration, showsBackground: style._backgroundDisplayMode == .always))
    }
}

extension View {
    /// Sets the style for the tab views within this view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: TabViewStyleFamily.self)
    }

    /// Sets the style for the index views within this view (the page dots of a page tab view).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: IndexViewStyleFamily.self)
    }
}
