// ListStyle.swift · Raster/Views/Controls · mirrors SwiftUI ListStyle, its built-in styles and listStyle(_:) (iOS 17)
// Status: Partial — the built-in looks of an iPhone; `.sidebar` is drawn as inset-grouped with
// prominent headers (no disclosure of sections). Metrics: Layout/ListLayout.swift.

import Foundation

/// A protocol that describes the behavior and appearance of a list.
///
/// Raster: only the built-in styles exist, as in SwiftUI, whose requirements are private;
/// each names the look it draws with `_kind`.
public protocol ListStyle {
    /// Which built-in look the style is.
    var _kind: ListStyleKind { get }
}

/// The built-in list looks Raster draws (iPhone, iOS 17).
public enum ListStyleKind: Hashable, Sendable {
    /// Rows edge to edge on the system background, separators between them.
    case plain
    /// Sections as full-width blocks on the grouped background.
    case grouped
    /// Sections as rounded cards inset from the edges, on the grouped background.
    case insetGrouped
    /// Plain rows inset from the edges.
    case inset
    /// The inset-grouped look with prominent, sentence-case headers.
    case sidebar
}

/// The list style that describes a platform's default behavior and appearance for a list.
///
/// Raster: inset-grouped, as on an iPhone running iOS 17.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .insetGrouped }
}

/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .plain }
}

/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .grouped }
}

/// The list style that describes the behavior and appearance of an inset grouped list.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .insetGrouped }
}

/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .inset }
}

/// The list style that describes the behavior and appearance of a sidebar list.
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance for a list.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behavior and appearance of a sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKindKey: EnvironmentKey {
    static let defaultValue: ListStyleKind? = nil
}

extension EnvironmentValues {
    /// The look set with `listStyle(_:)` above this view; nil for the default.
    var listStyleKind: ListStyleKind? {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for lists within this view.
    ///
    /// Raster: the innermost style applies; a `Form` keeps its own inset-grouped look.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, style._kind)
    }
}
