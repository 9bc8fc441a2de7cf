// SelectionContextMenu.swift · Raster/Modifiers · mirrors SwiftUI contextMenu(forSelectionType:menu:primaryAction:) (iOS 16)
// Status: Partial — a long press on a list row made by a ForEach opens the menu for that row's
// ID, a tap runs the primary action; tagged rows, the list's empty area and a multiple
// selection's other rows are not offered.

import Foundation

extension View {
    /// Adds an item-based context menu to a container that supports selection, such as a
    /// `List`.
    ///
    /// Raster: on the rows the `ForEach` of a `List` below makes (or `List(data)` itself), a
    /// press of 0.5 s or more (`ViewHost.longPress(at:duration:)`) opens the
    /// menu `menu` builds for the set holding that row's ID, as `contextMenu(menuItems:)` opens
    /// its menu over the lifted row; an empty menu opens nothing. With `primaryAction`, a tap on
    /// a row that no control inside it takes runs the action with that set (iOS's tap on a row
    /// outside editing), instead of selecting the row. A row whose ID is not an `itemType` has
    /// neither, with a warning naming both types. Not yet: rows identified by a `tag` rather
    /// than a `ForEach` element, the menu for the list's empty area (an empty set), and a
    /// pressed row of a multiple selection acts on itself, not on the whole selection.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                  @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        let rowMenu = SelectionContextMenu(
            itemType: "\(I.self)",
            menu: { id in (id.base as? I).map { AnyView(menu([$0])) } },
            primaryAction: primaryAction.map { action in { id in if let item = id.base as? I { action([item]) } } },
            accepts: { $0.base is I })
        return environment(\.selectionContextMenu, rowMenu)
    }
}

/// A `contextMenu(forSelectionType:)`'s menu and primary action, for the rows of the lists
/// below: the environment carries it down to a `List`, which hands it to its rows
/// (`listSelectionMenu`), and each row made by the list's `ForEach` takes it with its ID.
struct SelectionContextMenu {
    /// The selection type's name, for warnings.
    let itemType: String
    /// The menu for a row's ID (nil when the ID is not of the selection type).
    let menu: (AnyHashable) -> AnyView?
    /// The primary action for a row's ID, if any.
    let primaryAction: ((AnyHashable) -> Void)?
    /// Whether an ID is of the selection type.
    let accepts: (AnyHashable) -> Bool

    /// `view` as the list row of `id`, with the menu and the primary action.
    func row(_ view: any View, id: AnyHashable) -> any View {
        guard accepts(id) else {
            warnOnce("contextMenu(forSelectionType: \(itemType).self): the list's rows are identified by "
                + "\(type(of: id.base)), so they get no menu; pass the type of the list's IDs (or tags), "
                + "e.g. forSelectionType: \(type(of: id.base)).self")
            return view
        }
        func modified<Row: View>(_ row: Row) -> any View {
            row.modifier(SelectionContextMenuRow(id: id, menu: self))
        }
        return modified(view)
    }
}

/// One list row of a `contextMenu(forSelectionType:)`: its menu on a long press, its primary
/// action on a tap anywhere in the row, and no menu for the lists and rows inside it.
struct SelectionContextMenuRow: ViewModifier {
    let id: AnyHashable
    let menu: SelectionContextMenu

    func body(content: Content) -> some View {
        let id = self.id, action = menu.primaryAction
        // The row spans its cell (inside its insets), as iOS lifts and hit-tests the whole cell.
        let row = content.environment(\.listSelectionMenu, nil).frame(maxWidth: .infinity, alignment: .leading)
        return row.modifier(ContextMenuModifier(items: menu.menu(id) ?? AnyView(EmptyView()), preview: AnyView(row),
                                                primaryAction: action.map { action in { action(id) } },
                                                source: "contextMenu(forSelectionType: \(menu.itemType).self) on the row of ID "
                                                    + String(reflecting: id.base)))
    }
}

private struct SelectionContextMenuKey: EnvironmentKey {
    static let defaultValue: SelectionContextMenu? = nil
}

private struct ListSelectionMenuKey: EnvironmentKey {
    static let defaultValue: SelectionContextMenu? = nil
}

extension EnvironmentValues {
    /// The `contextMenu(forSelectionType:)` above, for the next `List` down.
    var selectionContextMenu: SelectionContextMenu? {
        get { self[SelectionContextMenuKey.self] }
        set { self[SelectionContextMenuKey.self] = newValue }
    }

    /// The `contextMenu(forSelectionType:)` of the list whose rows are below; nil elsewhere
    /// (inside a row too).
    var listSelectionMenu: SelectionContextMenu? {
        get { self[ListSelectionMenuKey.self] }
        set { self[ListSelectionMenuKey.self] = newValue }
    }
}
