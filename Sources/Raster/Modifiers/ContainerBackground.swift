// ContainerBackground.swift · Raster/Modifiers · mirrors SwiftUI containerBackground(_:for:), containerBackground(for:alignment:content:), ContainerBackgroundPlacement (iOS 17; .navigation and .navigationSplitView iOS 18)
// Status: Complete for iOS's placements (.navigation, .navigationSplitView, .widget).

import Foundation

/// Where a container background set with `containerBackground(_:for:)` goes.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case navigation, navigationSplitView, widget
    }

    let kind: Kind

    /// The background of the navigation page the view is on (in a `NavigationStack`, or a
    /// `NavigationSplitView`'s column), drawn behind the page's content and its bars, under
    /// the whole screen, in place of a pushed page's system background. A list's own
    /// background still covers it (`scrollContentBackground(.hidden)` uncovers it).
    public static let navigation = ContainerBackgroundPlacement(kind: .navigation)
    /// The background behind a `NavigationSplitView`'s columns.
    public static let navigationSplitView = ContainerBackgroundPlacement(kind: .navigationSplitView)
    /// A widget's background. Raster renders no widget container: it is drawn behind the
    /// modified view, filling it and its safe area, as the widget's bounds would be.
    public static let widget = ContainerBackgroundPlacement(kind: .widget)
}

/// The background a container's content declares (`containerBackground(for:)`) for the
/// placement `Placement` tags; the innermost declaration wins.
struct ContainerBackgroundKey<Placement>: PreferenceKey {
    static var defaultValue: AnyView? { nil }

    static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
        value = nextValue() ?? value
    }
}

/// The tags of the placements a container reads through a preference.
enum NavigationPagePlacement {}
enum SplitViewPlacement {}

/// The background of a navigation page (`.navigation`).
typealias NavigationContainerBackgroundKey = ContainerBackgroundKey<NavigationPagePlacement>
/// The background of a split view (`.navigationSplitView`).
typealias SplitViewContainerBackgroundKey = ContainerBackgroundKey<SplitViewPlacement>

/// Hands `background` to the container of `placement`, unless the content declared one: the
/// declaration nearest the content wins.
struct ContainerBackgroundModifier: ViewModifier {
    let placement: ContainerBackgroundPlacement
    let background: AnyView

    @ViewBuilder func body(content: Content) -> some View {
        switch placement.kind {
        case .navigation:
            content
                .transformPreference(NavigationContainerBackgroundKey.self) { [background] in $0 = $0 ?? background }
                .navigationPageInfo { $0.hasContainerBackground = true }
        case .navigationSplitView:
            content.transformPreference(SplitViewContainerBackgroundKey.self) { [background] in $0 = $0 ?? background }
        case .widget:
            content.background { background.ignoresSafeArea() }
        }
    }
}

extension View {
    /// Sets the background of the container `container` names (the navigation page the view
    /// is on, a split view, a widget) to `style`, filling the container's whole area, safe
    /// area included.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        containerBackground(for: container) { Rectangle().fill(style) }
    }

    /// Sets the background of the container `container` names to `content`, grouped in a
    /// `ZStack` aligned by `alignment` that fills the container's whole area.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        modifier(ContainerBackgroundModifier(placement: container,
                                             background: AnyView(ZStack(alignment: alignment) { content() })))
    }
}
