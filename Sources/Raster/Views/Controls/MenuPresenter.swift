// MenuPresenter.swift · Raster/Views/Controls · opening a menu from a view: the label's frame, the open flag and the presentation that shows the menu (Raster's own; UIKit's UIButton.menu and showsMenuAsPrimaryAction)
// Status: Complete — the menu it opens is drawn by Views/Presentation/OpenMenu.swift.

import Foundation

/// The frame of a menu's label in the window from its last layout, points (a reference,
/// so that recording it does not update the view again).
final class MenuAnchorBox {
    var frame: CGRect?
}

/// Shows the menu of `elements` anchored at the modified view while `isPresented` is
/// true, in the window's presentation layer above everything (bars included). The
/// elements are read when the menu is shown.
struct MenuPresenter: ViewModifier {
    let isPresented: Binding<Bool>
    /// The control that opens the menu and the view it belongs to, for warnings
    /// (`Menu "Sort"`, `contextMenu on Text "Inbox"`; see `MenuContent.source`).
    let source: String
    let elements: () -> [MenuElement]
    /// A context menu's lifted view, drawn at the modified view's frame over the blurred
    /// screen (`OpenMenu.preview`); nil for other menus.
    var preview: AnyView? = nil
    /// Where the menu opens, kept by the caller (a zero-size frame at a pressed point, window
    /// points); nil to open it at the modified view's frame.
    var placedAnchor: MenuAnchorBox? = nil

    @State private var anchor = MenuAnchorBox()
    @Environment(\.menuOrder) private var order
    @Environment(\.menuActionDismissBehaviorIfSet) private var dismissBehavior

    func body(content: Content) -> some View {
        let box = placedAnchor ?? anchor, followsTheView = placedAnchor == nil
        let binding = isPresented, elements = self.elements, order = self.order, preview = self.preview
        let dismissBehavior = self.dismissBehavior
        return content
            .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { if followsTheView { box.frame = $0 } }
            .modifier(PresentationModifier(style: .menu, source: source, isPresented: binding.wrappedValue,
                                           dismiss: { binding.wrappedValue = false }, onDismiss: nil,
                                           content: { AnyView(EmptyView()) },
                                           menu: { OpenMenu(anchor: box.frame, elements: elements(), order: order,
                                                            dismissBehavior: dismissBehavior, preview: preview) }))
    }
}

extension MenuContent {
    /// How warnings name the menu of `control` (`Menu`, `Picker`) labelled `label`, so that
    /// it can be found in a big screen: by the label's text (`Menu "Sort"`), else by the
    /// label's type (`Menu with an Image label`).
    static func source(_ control: String, label: any View) -> String {
        if let text = ViewNaming.text(of: label) { return "\(control) \(String(reflecting: text))" }
        let type = ViewNaming.typeName(of: label)
        return "\(control) with \("AEIOU".contains(type.prefix(1)) ? "an" : "a") \(type) label"
    }

    /// Opens a menu of `elements` by setting `isPresented`, unless it has no rows: iOS shows
    /// nothing then [UNCERTAIN — UIKit presents no empty UIMenu; not measured on a device],
    /// and one warning says so. A menu whose rows are all disabled opens, with a warning.
    static func open(_ isPresented: Binding<Bool>, elements: [MenuElement], source: String) {
        if isEmpty(elements) {
            warnOnce("\(source): the menu has no items, so it opens nothing (iOS shows no empty menu); "
                     + "give it Buttons, Toggles, Pickers or Menus")
            return
        }
        if !hasEnabledItem(elements) {
            warnOnce("\(source): every item of the menu is disabled, so it opens and nothing in it can be chosen")
        }
        isPresented.wrappedValue = true
    }
}

/// Opens the menu of `elements` on a tap on the modified view, unless `isEnabled` is
/// false: a menu picker's face, a navigation title with a title menu. The menu is anchored
/// at the modified view; with `isOpen` given, a view around it (a menu picker's Form row)
/// opens the same menu by setting that binding.
struct MenuOnTap: ViewModifier {
    let source: String
    let isEnabled: Bool
    let elements: () -> [MenuElement]
    /// Whether the menu is open, kept by the caller; nil to keep it here.
    var isOpen: Binding<Bool>? = nil

    @State private var ownIsOpen = false

    func body(content: Content) -> some View {
        let open = isOpen ?? $ownIsOpen, elements = self.elements, source = self.source, isEnabled = self.isEnabled
        return content
            .contentShape(Rectangle())
            .onTapGesture { if isEnabled { MenuContent.open(open, elements: elements(), source: source) } }
            .modifier(MenuPresenter(isPresented: open, source: source, elements: elements))
    }
}
