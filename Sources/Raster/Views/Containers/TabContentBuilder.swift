// TabContentBuilder.swift · Raster/Views/Containers · mirrors SwiftUI TabContent, TabContentBuilder, ForEach of tabs and TabView's tab-content initializers (iOS 18)
// Status: Complete for Tab, TabSection, ForEach of tabs, if/else, optionals and loops.

import Foundation

/// Content of a tab view written with `Tab`: tabs, sections of tabs, and `ForEach`es of tabs,
/// each selecting with a value of type `TabValue`.
///
/// Mirrors SwiftUI's `TabContent` (iOS 18). Raster: only its own types conform (`Tab`,
/// `TabSection`, `ForEach` of tabs, `TabContentList`); the protocol has no `body`.
public protocol TabContent<TabValue> {
    /// The type of the values that select the tabs.
    associatedtype TabValue: Hashable
}

/// Tab content as the tab view reads it: views with `tabItem`, `tag` and `badge` modifiers,
/// in order (a `ForEach` of tabs is one view, read element by element).
protocol TabContentViews: TabContent {
    var tabViews: [any View] { get }
}

extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
}

extension ForEach: TabContentViews where Content: TabContent {
    var tabViews: [any View] { [self] }
}

/// The tabs a `TabContentBuilder` built, in order: what a `TabView` written with `Tab` holds.
///
/// Stands for SwiftUI's `TabContentBuilder.Content`. As a view it is its tabs' contents.
public struct TabContentList<TabValue: Hashable>: TabContentViews, View {
    /// The tabs as views: each with its `tabItem`, `tag` and `badge`, or a `ForEach` of them.
    let tabViews: [any View]

    public var body: some View {
        ForEach(tabViews.indices, id: \.self) { AnyView(tabViews[$0]) }
    }
}

extension TabContentList: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        tabViews.enumerated().flatMap { PickerOptions.of($1, reading.appending($0)) }
    }
}

/// Builds the tabs of a `TabView(selection:)` from `Tab`s, `TabSection`s, `ForEach`es of tabs,
/// `if`/`else` and loops. Because each part must select with `TabValue`, a tab's `value:` takes
/// the selection's type from the tab view: `Tab("Inbox", systemImage: "tray", value: .inbox)`,
/// and a value of another type is a compile error (Apple: "This builder requires that all tabs
/// in the tab view have the same selection type").
///
/// Mirrors SwiftUI's `TabContentBuilder` (iOS 18). Raster: as in SwiftUI, a block needs at
/// least one tab (SwiftUI's `buildBlock` takes one to ten).
@resultBuilder
public enum TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> TabContentList<TabValue> where C.TabValue == TabValue {
        TabContentList(tabViews: (content as? any TabContentViews)?.tabViews ?? [])
    }

    public static func buildBlock(_ first: TabContentList<TabValue>, _ rest: TabContentList<TabValue>...) -> TabContentList<TabValue> {
        TabContentList(tabViews: first.tabViews + rest.flatMap(\.tabViews))
    }

    public static func buildOptional(_ part: TabContentList<TabValue>?) -> TabContentList<TabValue> {
        part ?? TabContentList(tabViews: [])
    }

    public static func buildEither(first: TabContentList<TabValue>) -> TabContentList<TabValue> { first }

    public static func buildEither(second: TabContentList<TabValue>) -> TabContentList<TabValue> { second }

    public static func buildArray(_ parts: [TabContentList<TabValue>]) -> TabContentList<TabValue> {
        TabContentList(tabViews: parts.flatMap(\.tabViews))
    }

    public static func buildLimitedAvailability(_ part: TabContentList<TabValue>) -> TabContentList<TabValue> { part }
}

extension ForEach {
    /// Tabs for each element of `data`, identified by the value at `id`.
    ///
    /// Mirrors SwiftUI's `ForEach` of tab content (iOS 18).
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>,
                   @TabContentBuilder<V> content: @escaping (Data.Element) -> TabContentList<V>)
    where Content == TabContentList<V> {
        self.data = data
        self.content = content
        self.elementID = { $0[keyPath: id] }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Tabs for each element of `data`, identified by the elements' `id`.
    public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> TabContentList<V>)
    where Content == TabContentList<V> {
        self.data = data
        self.content = content
        self.elementID = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Tabs for each integer of a constant range, identified by the integer.
    public init<V>(_ data: Range<Int>, @TabContentBuilder<V> content: @escaping (Int) -> TabContentList<V>)
    where Content == TabContentList<V> {
        self.data = data
        self.content = content
        self.elementID = { $0 }
    }
}

extension TabView {
    /// A tab view of `Tab`s that selects the tab whose value equals `selection`.
    ///
    /// Mirrors SwiftUI's `TabView.init(selection:content:)` with tab content (iOS 18).
    public init(selection: Binding<SelectionValue>,
                @TabContentBuilder<SelectionValue> content: () -> TabContentList<SelectionValue>)
    where Content == TabContentList<SelectionValue> {
        self.init(tabSelection: selection, content: content())
    }
}

extension TabView where SelectionValue == Never, Content == TabContentList<Never> {
    /// A tab view of `Tab`s without values, which keeps its own selection (the first tab at
    /// first).
    ///
    /// Mirrors SwiftUI's `TabView.init(content:)` with tab content (iOS 18).
    public init(@TabContentBuilder<Never> content: () -> TabContentList<Never>) {
        self.init(tabSelection: nil, content: content())
    }
}
