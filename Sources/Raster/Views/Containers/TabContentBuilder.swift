// TabContentBuilder.swift · Raster/Views/Containers · mirrors SwiftUI TabContent, TabContentBuilder and TabView's tab-content initializers (iOS 18)
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

extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
}

/// The tabs a `TabContentBuilder` built, in order: what a `TabView` written with `Tab` holds.
///
/// Stands for SwiftUI's `TabContentBuilder.Content`. As a view it is its tabs' contents.
public struct TabContentList<TabValue: Hashable>: TabContent, View {
    /// The tabs, sections and `ForEach`es written, as views.
    let items: [any View]

    public var body: some View {
        ForEach(items.indices, id: \.self) { AnyView(items[$0]) }
    }
}

extension TabContentList: PickerOptionSource {
    func pickerOptions(elementID: AnyHashable?) -> [PickerOption] {
        items.flatMap { PickerOptions.of($0, elementID: elementID) }
    }
}

/// Builds the tabs of a `TabView(selection:)` from `Tab`s, `TabSection`s, `ForEach`es of tabs,
/// `if`/`else` and loops. Because each part must select with `TabValue`, a tab's `value:` takes
/// the selection's type from the tab view: `Tab("Inbox", systemImage: "tray", value: .inbox)`.
///
/// Mirrors SwiftUI's `TabContentBuilder` (iOS 18).
@resultBuilder
public enum TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: TabContent & View>(_ content: C) -> TabContentList<TabValue>
    where C.TabValue == TabValue {
        TabContentList(items: [content])
    }

    public static func buildExpression<Data, ID, C: TabContent & View>(_ content: ForEach<Data, ID, C>) -> TabContentList<TabValue>
    where C.TabValue == TabValue {
        TabContentList(items: [content])
    }

    public static func buildBlock(_ parts: TabContentList<TabValue>...) -> TabContentList<TabValue> {
        TabContentList(items: parts.flatMap(\.items))
    }

    public static func buildOptional(_ part: TabContentList<TabValue>?) -> TabContentList<TabValue> {
        part ?? TabContentList(items: [])
    }

    public static func buildEither(first: TabContentList<TabValue>) -> TabContentList<TabValue> { first }

    public static func buildEither(second: TabContentList<TabValue>) -> TabContentList<TabValue> { second }

    public static func buildArray(_ parts: [TabContentList<TabValue>]) -> TabContentList<TabValue> {
        TabContentList(items: parts.flatMap(\.items))
    }

    public static func buildLimitedAvailability(_ part: TabContentList<TabValue>) -> TabContentList<TabValue> { part }
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
