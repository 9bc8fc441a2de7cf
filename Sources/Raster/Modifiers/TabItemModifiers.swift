// TabItemModifiers.swift · Raster/Modifiers · mirrors SwiftUI tabItem(_:) and badge(_:) (iOS 17)
// Status: Complete for tab items; a badge is drawn on tab items only (SwiftUI also draws it
// on List rows, which Raster leaves to its List).

import Foundation

/// Marks a view as a tab of a `TabView` with the label its tab bar item shows. The modifier
/// does not change layout or drawing; the tab view reads it from the view value.
struct TabItemModifier: ViewModifier, PrimitiveModifier {
    let label: AnyView

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.becomeTransparent(content: content)
    }
}

/// A badge for a tab item: the text drawn in the tab bar's red badge, or nil for none.
struct BadgeModifier: ViewModifier, PrimitiveModifier {
    let label: Text?

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.becomeTransparent(content: content)
    }
}

extension View {
    /// Sets the tab bar item associated with this view, shown when the view is a tab of a
    /// `TabView`.
    ///
    /// Raster: give a `Label` (title and icon) or an `Image` and a `Text`; the tab bar draws
    /// the icon above the title. Outside a tab view the modifier has no effect.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: AnyView(label())))
    }

    /// Generates a badge for the view from an integer value: the count in a red badge on the
    /// view's tab bar item. Zero shows no badge.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(label: count == 0 ? nil : Text(String(count))))
    }

    /// Generates a badge for the view from a text view; nil shows no badge.
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(label: label))
    }

    /// Generates a badge for the view from a localized string key; nil shows no badge.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(label: key.map { Text($0) }))
    }

    /// Generates a badge for the view from a string; nil shows no badge.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(label: label.map { Text($0) }))
    }
}
