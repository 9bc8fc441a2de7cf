// ListRowModifiers.swift · Raster/Modifiers · mirrors SwiftUI listRowInsets, listRowSeparator(Tint), listSectionSeparator(Tint),
// listRowBackground, listItemTint, listRowSpacing, listSectionSpacing, headerProminence, defaultMinListRowHeight (iOS 17)
// Status: Complete — read by Layout/ListLayout.swift; outside a List or Form they change nothing.

import Foundation

/// The spacing between sections of a list (`listSectionSpacing(_:)`).
public struct ListSectionSpacing: Sendable, Equatable {
    /// The gap in points, or nil for the style's default.
    let points: CGFloat?

    /// The default spacing between sections (Raster: 35 pt, see `ListMetrics`).
    public static let `default` = ListSectionSpacing(points: nil)
    /// Compact spacing between sections (Raster: 20 pt, see `ListMetrics`).
    public static let compact = ListSectionSpacing(points: ListMetrics.compactSectionSpacing)
    /// Custom spacing between sections, in points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// A tint effect configuration applied to content within a list (`listItemTint(_:)`).
public struct ListItemTint: Sendable {
    let color: Color?

    /// An explicit tint color.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// An explicit tint color that the user's or system accent colour may override
    /// (Raster has no user setting: the colour is used).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// A tint that the system's accent colour gives.
    public static let monochrome = ListItemTint(color: nil)
}

/// Which separators of a row (or a section) are shown, and their tint.
struct ListSeparatorSetting: Equatable {
    var top: Visibility = .automatic
    var bottom: Visibility = .automatic

    subscript(edge: VerticalEdge) -> Visibility { edge == .top ? top : bottom }

    func setting(_ visibility: Visibility, on edges: VerticalEdge.Set) -> ListSeparatorSetting {
        var result = self
        if edges.contains(.top) { result.top = visibility }
        if edges.contains(.bottom) { result.bottom = visibility }
        return result
    }
}

/// The tints of a row's (or a section's) separators; nil where the style's colour is used.
struct ListSeparatorTint {
    var top: Color?
    var bottom: Color?

    subscript(edge: VerticalEdge) -> Color? { edge == .top ? top : bottom }
}

/// The insets a row (or a section, for its rows) sets, edge by edge, points; nil where the
/// list style's inset is used.
struct ListRowInsets: Equatable {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    /// All four edges from `insets`.
    init(_ insets: EdgeInsets) {
        (top, leading, bottom, trailing) = (insets.top, insets.leading, insets.bottom, insets.trailing)
    }

    /// `length` on `edges` (nil: none set), the others unset.
    init(_ edges: Edge.Set, _ length: CGFloat?) {
        if edges.contains(.top) { top = length }
        if edges.contains(.leading) { leading = length }
        if edges.contains(.bottom) { bottom = length }
        if edges.contains(.trailing) { trailing = length }
    }

    /// The edges set here, the others taken from `fallback`.
    func over(_ fallback: ListRowInsets?) -> ListRowInsets {
        var result = self
        result.top = top ?? fallback?.top
        result.leading = leading ?? fallback?.leading
        result.bottom = bottom ?? fallback?.bottom
        result.trailing = trailing ?? fallback?.trailing
        return result
    }

    /// The edges set here, the others `style`'s.
    func resolved(style: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top ?? style.top, leading: leading ?? style.leading,
                   bottom: bottom ?? style.bottom, trailing: trailing ?? style.trailing)
    }
}

struct ListRowInsetsKey: LayoutValueKey { static let defaultValue: ListRowInsets? = nil }
struct ListRowSeparatorKey: LayoutValueKey { static let defaultValue = ListSeparatorSetting() }
struct ListRowSeparatorTintKey: LayoutValueKey { static let defaultValue = ListSeparatorTint() }
struct ListSectionSeparatorKey: LayoutValueKey { static let defaultValue = ListSeparatorSetting() }
struct ListSectionSeparatorTintKey: LayoutValueKey { static let defaultValue = ListSeparatorTint() }
struct ListSectionSpacingKey: LayoutValueKey { static let defaultValue: CGFloat? = nil }

private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = ListMetrics.minimumRowHeight }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct ListSectionSpacingEnvironmentKey: EnvironmentKey { static let defaultValue = ListSectionSpacing.default }

extension EnvironmentValues {
    /// The default minimum height of a list row, points (default 44: ios17-metrics.md §4).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The default minimum height of a list section header, points; nil (the default) lets
    /// the style decide.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// The prominence to apply to section headers within a view (default `.standard`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// The gap between rows set with `listRowSpacing(_:)`; nil for none.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// The gap between sections set with `listSectionSpacing(_:)` on a list.
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingEnvironmentKey.self] }
        set { self[ListSectionSpacingEnvironmentKey.self] = newValue }
    }
}

extension View {
    /// Applies an inset to the rows in a list.
    ///
    /// Raster: points from the row's cell (its background) to the row's content; nil keeps
    /// the style's insets (11 pt above and below, the row margin at the sides).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        let setting = insets.map(ListRowInsets.init)
        return listValue(ListRowInsetsKey.self, setting, dumpName: "listRowInsets") { $0.insets = setting }
    }

    /// Sets the inset of the given edges of the rows in a list (iOS 26).
    ///
    /// Raster: `length` points from the row's cell to its content on `edges`; the other edges
    /// keep the insets set by an enclosing `Section`'s `listRowInsets`, else the style's (11 pt
    /// above and below, the row margin at the sides). A nil `length` sets no edge: `edges`
    /// keep the section's insets, else the style's [UNCERTAIN: whether iOS 26 resets them to
    /// the style's]. `listRowInsets(.vertical, 0)` puts the content on the cell's top and
    /// bottom edges and keeps the side margins.
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        let setting = ListRowInsets(edges, length)
        return listValue(ListRowInsetsKey.self, setting, dumpName: "listRowInsets") { $0.insets = setting }
    }

    /// Sets the display mode for the separator associated with this specific row.
    ///
    /// Raster: a separator between two rows is hidden when either row hides its edge there.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        listValue(ListRowSeparatorKey.self, ListSeparatorSetting().setting(visibility, on: edges), dumpName: "listRowSeparator") {
            $0.separator = $0.separator.setting(visibility, on: edges)
        }
    }

    /// Sets the tint color associated with a row's separators; nil keeps the separator colour.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        listValue(ListRowSeparatorTintKey.self, ListSeparatorTint(top: edges.contains(.top) ? color : nil,
                                                                  bottom: edges.contains(.bottom) ? color : nil),
                  dumpName: "listRowSeparatorTint") { $0.separatorTint = $0.separatorTint.setting(color, on: edges) }
    }

    /// Sets whether to hide the separator associated with a list section.
    ///
    /// Raster: set on a `Section`; plain lists draw a separator under a section's last row
    /// (not the list's last), grouped lists full-width lines above and below each section,
    /// inset-grouped lists none.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        listValue(ListSectionSeparatorKey.self, ListSeparatorSetting().setting(visibility, on: edges), dumpName: "listSectionSeparator") {
            $0.sectionSeparator = $0.sectionSeparator.setting(visibility, on: edges)
        }
    }

    /// Sets the tint color associated with a section's separators.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        listValue(ListSectionSeparatorTintKey.self, ListSeparatorTint(top: edges.contains(.top) ? color : nil,
                                                                      bottom: edges.contains(.bottom) ? color : nil),
                  dumpName: "listSectionSeparatorTint") { $0.sectionSeparatorTint = $0.sectionSeparatorTint.setting(color, on: edges) }
    }

    /// Sets the vertical spacing between two adjacent rows in a List, points; nil for none.
    ///
    /// Raster: in inset-grouped lists every row with spacing around it is drawn as its own
    /// rounded card, as on iOS 17.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }

    /// Sets the spacing between adjacent sections in a List (on the list), or after one
    /// section (on a `Section`).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
            .listValue(ListSectionSpacingKey.self, spacing.points, dumpName: "listSectionSpacing") { $0.sectionSpacing = spacing.points }
    }

    /// Sets the spacing to a custom value between adjacent sections in a List, points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }

    /// Sets a tint color for the content of a list row (the icon of its `Label`), or nil
    /// to use the accent colour.
    public func listItemTint(_ tint: Color?) -> some View {
        self.tint(tint)
    }

    /// Sets a fixed or preferred tint for the content of a list row.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        self.tint(tint?.color)
    }

    /// Sets the header prominence for this view: `.increased` draws list section headers
    /// larger, in the primary colour and as written.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }

    /// A layout value read by the enclosing list; on a `Section` in a list, `trait` writes it
    /// into the section's row traits instead.
    fileprivate func listValue<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value, dumpName: String,
                                                  trait: @escaping (inout ListSectionRowTraits) -> Void) -> some View {
        modifier(ListRowValueModifier<K>(value: value, dumpName: dumpName, writeTrait: trait))
    }
}
