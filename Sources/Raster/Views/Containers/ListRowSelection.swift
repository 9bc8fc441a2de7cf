// ListRowSelection.swift · Raster/Views/Containers · mirrors SwiftUI BackgroundProminence, EnvironmentValues.backgroundProminence (iOS 17), and how a selected sidebar row gets them
// Status: Partial — a row's selection is decided by its `ForEach` element's id or by its
// outermost `tag`; hierarchical styles follow the white foreground at their opacities (a
// badge's `.secondary` count is white at 50 %) [UNCERTAIN: iOS's exact lightening].

import Foundation

/// The prominence of the background underneath views.
///
/// Raster: `.increased` is set on the content of a selected row of a sidebar list in a
/// regular width, which is drawn on the tint colour.
public struct BackgroundProminence: Hashable, Sendable {
    private let isIncreased: Bool

    /// The standard prominence of a background.
    public static let standard = BackgroundProminence(isIncreased: false)
    /// A more prominent background, such as a selected row's: foreground content uses
    /// colours that stand out on it.
    public static let increased = BackgroundProminence(isIncreased: true)
}

private struct BackgroundProminenceKey: EnvironmentKey {
    static let defaultValue = BackgroundProminence.standard
}

extension EnvironmentValues {
    /// The prominence of the background underneath views (default `.standard`).
    ///
    /// Raster: `.increased` inside a selected sidebar row (regular width), whose default
    /// foreground is then white.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}

/// A sidebar list's selection as its rows see it: iOS draws a selected row's cell in the
/// tint and its foreground content white (a list label's tinted icon and a badge's count
/// too), while full-colour content (an image drawn in its
/// original colours, a colour swatch, a foreground style set inside the row) keeps its
/// colours. So the row's environment, not a filter over its drawing, changes: its default
/// foreground and its tint become white and its background prominence `.increased`.
///
/// `ListRows` puts the selection in its content's environment; each row, as its `ForEach`
/// makes it (`ListRowSelectionModifier`), and then its outermost `tag`, sets the row's
/// environment for whether its value is selected, as `Node.listRowID(below:)` finds it.
struct ListRowSelection {
    /// Whether a row's value (a tag, or its `ForEach` element's id) is selected.
    let isSelected: (AnyHashable) -> Bool
    /// The foreground, tint and prominence above the rows, which an unselected row keeps.
    let foregroundStyle: AnyShapeStyle?
    let tint: AnyShapeStyle?
    let prominence: BackgroundProminence
    /// Whether the environment is a row's, made by its `ForEach` (a `ForEach` inside the
    /// row makes no rows).
    var isInsideRow = false
    /// Whether a `tag` has decided the row's selection (a tag deeper in the row does not).
    var isDecidedByTag = false

    /// `view` as the row of `id` (a `ForEach` element's), or `view` itself inside a row.
    func row(_ view: any View, id: AnyHashable) -> any View {
        guard !isInsideRow else { return view }
        func modified<Row: View>(_ row: Row) -> any View {
            row.modifier(ListRowSelectionModifier(isSelected: isSelected(id)))
        }
        return modified(view)
    }

    /// Sets `environment` for a row whose value is selected or not, decided by a tag or not.
    func apply(isSelected selected: Bool, byTag: Bool, to environment: inout EnvironmentValues) {
        environment.foregroundStyle = selected ? AnyShapeStyle(Color.white) : foregroundStyle
        // A list label's icon is drawn in the tint (`TitleAndIconLabel`): white on the cell too.
        environment.tint = selected ? AnyShapeStyle(Color.white) : tint
        environment.backgroundProminence = selected ? .increased : prominence
        environment.listRowSelection?.isInsideRow = true
        if byTag { environment.listRowSelection?.isDecidedByTag = true }
    }

    /// Sets the environment of the content of a `tag` with `value`, which decides the
    /// selection of a row unless an outer tag has.
    static func tagged(_ value: AnyHashable, node: Node) {
        guard let selection = node.environment.listRowSelection, !selection.isDecidedByTag else { return }
        let isSelected = selection.isSelected(value)
        node.outputs.environmentModifier = { selection.apply(isSelected: isSelected, byTag: true, to: &$0) }
    }
}

/// Gives a list row's content the environment of its selection (`ListRowSelection`).
struct ListRowSelectionModifier: ViewModifier, PrimitiveModifier {
    let isSelected: Bool

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        if let selection = node.environment.listRowSelection {
            let isSelected = self.isSelected
            node.outputs.environmentModifier = { selection.apply(isSelected: isSelected, byTag: false, to: &$0) }
        }
        node.becomeTransparent(content: content)
    }
}

private struct ListRowSelectionKey: EnvironmentKey {
    static let defaultValue: ListRowSelection? = nil
}

extension EnvironmentValues {
    /// The selection of the sidebar list whose rows are below (regular width); nil
    /// elsewhere.
    var listRowSelection: ListRowSelection? {
        get { self[ListRowSelectionKey.self] }
        set { self[ListRowSelectionKey.self] = newValue }
    }
}
