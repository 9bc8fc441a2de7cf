// ContextMenuModifiers.swift · Raster/Modifiers · mirrors SwiftUI contextMenu(menuItems:), contextMenu(menuItems:preview:) (iOS 17) and the deprecated ContextMenu with contextMenu(_:) (iOS 13)
// Status: Partial — a long press opens the menu in its settled look (no lift animation); a
// custom preview is drawn in the view's frame. `contextMenu(forSelectionType:)` is in
// SelectionContextMenu.swift.

import Foundation

extension View {
    /// Adds a context menu to a view.
    ///
    /// Raster: the view is drawn unchanged. A press of 0.5 s or more on it
    /// (`ViewHost.longPress(at:duration:)`) opens the menu as iOS 17 settles it: the screen
    /// blurred and dimmed, the view lifted at its place on the system background with
    /// rounded corners, and the menu's platter under it (above it when there is more room
    /// there), placed, drawn and played as an open `Menu` is (see `MenuOverlay`): a tap on a
    /// row runs its action and closes the menu, a tap elsewhere closes it. The lifted view is
    /// the view drawn again, from its initial state. A menu without items opens nothing and
    /// warns, as iOS shows none; the warning names the view by its type and text
    /// (`contextMenu on Text "Inbox"`).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: { [items = AnyView(menuItems())] in items }, preview: AnyView(self),
                                     source: ContextMenuModifier.source(on: self)))
    }

    /// Adds a context menu with a custom preview to a view.
    ///
    /// Raster: as `contextMenu(menuItems:)`, with `preview` lifted in place of the view, in
    /// the view's frame (iOS sizes a custom preview itself and centres it over the menu).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuModifier(items: { [items = AnyView(menuItems())] in items }, preview: AnyView(preview()),
                                     source: ContextMenuModifier.source(on: self)))
    }

    /// Adds a context menu to a view, or none when `menu` is nil (SwiftUI's iOS 13 form,
    /// deprecated: use `contextMenu(menuItems:)`).
    ///
    /// Raster: the same menu as `contextMenu(menuItems:)` with the items of `menu`.
    @available(*, deprecated, renamed: "contextMenu(menuItems:)")
    public func contextMenu<MenuItems: View>(_ menu: ContextMenu<MenuItems>?) -> some View {
        Group {
            if let menu {
                self.modifier(ContextMenuModifier(items: { AnyView(menu.items) }, preview: AnyView(self),
                                                  source: ContextMenuModifier.source(on: self)))
            } else {
                self
            }
        }
    }
}

/// Opens a context menu of `items` (built when the menu opens) on a long press on the
/// modified view, `preview` lifted over the blurred screen at the view's frame. With `primaryAction`, a shorter press (a tap)
/// anywhere in the view's frame runs it instead; `source` names the modifier and the view in
/// warnings.
struct ContextMenuModifier: ViewModifier {
    let items: () -> AnyView
    let preview: AnyView
    var primaryAction: (() -> Void)? = nil
    let source: String

    /// How warnings name the context menu of `view`: `contextMenu on Text "Inbox"`,
    /// `contextMenu on Color` (`ViewNaming.name(of:)`).
    static func source(on view: any View) -> String {
        "contextMenu on \(ViewNaming.name(of: view))"
    }

    @State private var isOpen = false
    /// Where the menu is attached: its rows read it (a `RenameButton` its rename action).
    @Environment(\.self) private var environment

    func body(content: Content) -> some View {
        let items = self.items, open = $isOpen, source = self.source, environment = self.environment
        let elements = { MenuContent.elements(in: items(), environment: environment) }
        let press = LongPressGesture(minimumDuration: ContextMenuMetrics.pressDuration).onEnded { _ in
            let items = elements()
            // The open menu takes the touch over: the lift no longer taps the view's buttons or links.
            if !MenuContent.isEmpty(items) { TouchTakeover.current?.isTaken = true }
            MenuContent.open(open, elements: items, source: source)
        }
        return Group {
            if let primaryAction {
                content
                    .contentShape(Rectangle())
                    .simultaneousGesture(TapGesture().onEnded { primaryAction() }.exclusively(before: press))
            } else {
                content.simultaneousGesture(press)
            }
        }
        .modifier(MenuPresenter(isPresented: open, source: source, elements: elements, preview: preview))
    }
}

/// The items of a context menu (SwiftUI's `ContextMenu`, iOS 13, deprecated with
/// `contextMenu(_:)`; `contextMenu(menuItems:)` takes the items directly).
@available(*, deprecated, message: "use contextMenu(menuItems:)")
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems

    /// A context menu of the views `menuItems` builds (buttons, usually).
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        items = menuItems()
    }
}
