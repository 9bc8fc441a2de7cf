// ContextMenuModifiers.swift · Raster/Modifiers · mirrors SwiftUI contextMenu(menuItems:) and contextMenu(menuItems:preview:) (iOS 17)
// Status: Partial — accepted; a context menu opens on a long press, which a still frame never
// shows, so neither its items nor its preview are drawn or built.

import Foundation

extension View {
    /// Adds a context menu to a view.
    ///
    /// Raster: the view is drawn unchanged. iOS shows the menu only while the user long-presses
    /// the view, and Raster draws still frames without long presses, so `menuItems` is
    /// never built.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        self
    }

    /// Adds a context menu with a custom preview to a view.
    ///
    /// Raster: as `contextMenu(menuItems:)`; the preview, shown on iOS in place of the view
    /// while the menu is open, is not built either.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        self
    }
}
