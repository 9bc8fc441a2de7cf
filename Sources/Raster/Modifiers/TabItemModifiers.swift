// TabItemModifiers.swift · Raster/Modifiers · mirrors SwiftUI tabItem(_:) (iOS 17)
// Status: Complete; a tab's `badge(_:)` (BadgeModifier.swift) is drawn on its item.

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

extension View {
    /// Sets the tab bar item associated with this view, shown when the view is a tab of a
    /// `TabView`.
    ///
    /// Raster: give a `Label` (title and icon) or an `Image` and a `Text`; the tab bar draws
    /// the icon above the title. Outside a tab view the modifier has no effect.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: AnyView(label())))
    }
}
