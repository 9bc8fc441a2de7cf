// SelectionContextMenu.swift · Raster/Modifiers · mirrors SwiftUI contextMenu(forSelectionType:menu:primaryAction:) (iOS 16)
// Status: Partial — the rows of a List (made by a ForEach, or tagged) and the list's area
// outside its rows' cells; no other containers.

import Foundation

extension View {
    /// Adds an item-based context menu to a container that supports selection, such as a
    /// `List`.
    ///
    /// Raster: on the rows of a `List` below — those its `ForEach` makes (or `List(data)`
    /// itself), identified by their IDs, and rows with a `tag(_:)` of the selection type,
    /// identified by it (a tag on a `ForEach` row takes the place of its ID) — a press of
    /// 0.5 s or more (`ViewHost.longPress(at:duration:)`) opens the menu `menu` builds, as
    /// `contextMenu(menuItems:)` opens its menu over the lifted row. The set holds the pressed
    /// row's ID, or the whole selection when the list's selection holds the pressed row (a
    /// selection of several rows acts on all of them). A press in the list outside its rows'
    /// cells (its empty area) opens the menu for the empty set at the touch, without a lifted view, when
    /// that menu has items (an empty menu there is the way to have none, and warns nothing).
    /// An empty menu for a row opens nothing and warns. With `primaryAction`, a tap on a row
    /// that no control inside it takes runs the action with the set of that row (iOS's tap on
    /// a row outside editing), instead of selecting the row. A `ForEach` row whose ID is not
    /// an `itemType` (and has no tag of it) gets neither, with a warning naming both types.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                  @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        let rowMenu = SelectionContextMenu(
            itemType: "\(I.self)",
            menu: { ids in AnyView(menu(Set(ids.compactMap { $0.base as? I }))) },
            primaryAction: primaryAction.map { action in { id in if let item = id.base as? I { action([item]) } } },
            accepts: { $0.base is I })
        return environment(\.selectionContextMenu, rowMenu)
    }
}

/// A `contextMenu(forSelectionType:)`'s menu and primary action, for the rows of the lists
/// below: the environment carries it down to a `List`, which hands it to its rows
/// (`listSelectionMenu`) with its selection, and each row made by the list's `ForEach`, or
/// tagged, takes it with its ID.
struct SelectionContextMenu {
    /// The selection type's name, for warnings.
    let itemType: String
    /// The menu for a set of IDs (those not of the selection type are left out).
    let menu: (Set<AnyHashable>) -> AnyView
    /// The primary action for a row's ID, if any.
    let primaryAction: ((AnyHashable) -> Void)?
    /// Whether an ID is of the selection type.
    let accepts: (AnyHashable) -> Bool
    /// The IDs the list's selection holds when read (a single selection's value, or none),
    /// set by the `List`; empty outside one with a selection.
    var selectedIDs: () -> Set<AnyHashable> = { [] }

    /// The IDs a press on the row of `id` acts on: the whole selection when it holds the
    /// row, else the row alone.
    func idsActedOn(pressing id: AnyHashable) -> Set<AnyHashable> {
        let selected = selectedIDs()
        return selected.contains(id) ? selected : [id]
    }

    /// `view` as the list row of `id`, the ID of the `ForEach` element that made it, with the
    /// menu and the primary action; a `tag` on the row identifies it instead.
    func row(_ view: any View, id elementID: AnyHashable) -> any View {
        let id = PickerOptions.explicitTag(of: view) ?? elementID
        guard accepts(id) else {
            warnOnce("contextMenu(forSelectionType: \(itemType).self): the list's rows are identified by "
                + "\(type(of: id.base)), so they get no menu; pass the type of the list's IDs (or tags), "
                + "e.g. forSelectionType: \(type(of: id.base)).self")
            return view
        }
        return modified(view, id: id)
    }

    /// `view`, tagged `tag` in the list outside a `ForEach` row, as the list row of `tag`;
    /// nil when the tag is not of the selection type (a tag of a picker's option, say).
    func taggedRow(_ view: any View, tag: AnyHashable) -> (any View)? {
        accepts(tag) ? modified(view, id: tag) : nil
    }

    private func modified(_ view: any View, id: AnyHashable) -> any View {
        func modified<Row: View>(_ row: Row) -> any View {
            row.modifier(SelectionContextMenuRow(id: id, menu: self))
        }
        return modified(view)
    }
}

/// One list row of a `contextMenu(forSelectionType:)`: its menu on a long press, its primary
/// action on a tap anywhere in the row, and no menu for the lists and rows inside it or in
/// the menu it opens (whose rows a `ForEach` makes).
struct SelectionContextMenuRow: ViewModifier {
    let id: AnyHashable
    let menu: SelectionContextMenu

    func body(content: Content) -> some View {
        let id = self.id, menu = self.menu, action = menu.primaryAction
        // The row spans its cell (inside its insets), as iOS lifts and hit-tests the whole cell.
        let row = content.frame(maxWidth: .infinity, alignment: .leading)
        return row.modifier(ContextMenuModifier(items: { menu.menu(menu.idsActedOn(pressing: id)) }, preview: AnyView(row),
                                                primaryAction: action.map { action in { action(id) } },
                                                source: "contextMenu(forSelectionType: \(menu.itemType).self) on the row of ID "
                                                    + String(reflecting: id.base)))
            .environment(\.listSelectionMenu, nil)
    }
}

/// A `contextMenu(forSelectionType:)`'s menu for the empty area of a list (none without a
/// `menu`): a press of 0.5 s or more outside the rows' cells opens the menu built for the
/// empty set at the touch, when it has items, as an open `Menu` over the screen (no view is
/// lifted) [UNCERTAIN: iOS 17's look of a collection view's empty-space menu is not measured].
struct ListEmptyAreaMenu: ViewModifier {
    let menu: SelectionContextMenu?
    let rowHits: ListRowHits

    @State private var isOpen = false
    @State private var anchor = MenuAnchorBox()
    @Environment(\.self) private var environment

    func body(content: Content) -> some View {
        if let menu {
            let rowHits = self.rowHits, anchor = self.anchor, open = $isOpen, environment = self.environment
            let elements = { MenuContent.elements(in: menu.menu([]), environment: environment) }
            let source = "contextMenu(forSelectionType: \(menu.itemType).self) on the list's empty area"
            content
                .simultaneousGesture(LongPressGesture(minimumDuration: ContextMenuMetrics.pressDuration).onEnded { _ in
                    guard let point = Node.tapLocation, !rowHits.containsRow(point) else { return }
                    let items = elements()
                    // An empty menu for the empty set is how a list has none there: no warning.
                    guard !MenuContent.isEmpty(items) else { return }
                    anchor.frame = CGRect(origin: point, size: .zero)
                    TouchTakeover.current?.isTaken = true
                    MenuContent.open(open, elements: items, source: source)
                })
                .modifier(MenuPresenter(isPresented: open, source: source, elements: elements, placedAnchor: anchor))
        } else {
            content
        }
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
