// MenuContent.swift · Raster/Views/Controls · how an open menu reads a Menu's content: Button, Toggle, Picker, nested Menu, Section, Divider (SwiftUI's menu content as UIKit's UIMenu elements, iOS 17)
// Status: Partial — a Picker in a menu is always an inline section (a `.menu` picker style
// there is not a submenu); ControlGroup, ShareLink and custom views with a body are shown as
// rows that do nothing, with a warning.

import Foundation

/// One element of an open menu, as UIKit's UIMenu holds them.
indirect enum MenuElement {
    /// A row: an action, a toggle, a picker option or a submenu.
    case item(MenuItem)
    /// A `Section` (or an inline `Picker`): its header, if any, and its elements, set apart
    /// from what is around it by the menu's large gaps.
    case section(header: AnyView?, elements: [MenuElement])
    /// A `Divider`: a large gap.
    case divider
}

/// One row of an open menu.
struct MenuItem {
    enum Kind {
        /// Runs the action and closes the menu.
        case action(() -> Void)
        /// Opens a submenu in place: its title row, then its elements.
        case submenu(() -> [MenuElement])
        /// Shown only: a `Text` or another view that is not a control.
        case inert
    }

    /// The title, drawn in the body font.
    var title: AnyView
    /// The trailing icon (a `Label`'s icon), if any.
    var icon: AnyView?
    var role: ButtonRole?
    var isEnabled: Bool
    /// Whether the row shows a checkmark: an on `Toggle`, a picker's selected option. Nil
    /// for rows that never show one.
    var isChecked: Bool?
    var kind: Kind
    /// Whether choosing the row closes the menu, from the `menuActionDismissBehavior` nearest
    /// the row in the menu's content; nil when none there sets it (the one around the menu
    /// decides, `OpenMenu.dismissBehavior`).
    var dismissBehavior: MenuActionDismissBehavior? = nil
}

/// Views that are elements of a menu's content.
protocol MenuElementSource {
    /// The elements this view is in a menu whose enclosing views have `environment`: the
    /// environment where the menu is attached, with the writes of the modifiers between it
    /// and the view (`isEnabled` says whether they are enabled).
    func menuElements(in environment: EnvironmentValues) -> [MenuElement]
}

enum MenuContent {
    /// The elements of a menu's `content`, in order: tuples, `ForEach`, `Group`,
    /// conditionals and `AnyView` are looked through as a picker's options are
    /// (PickerContent.swift), modifiers are looked through (their environment writes, such
    /// as `disabled(_:)` and `renameAction(_:)`, are applied to `environment`, the one where
    /// the menu is attached).
    static func elements(in content: any View, environment: EnvironmentValues) -> [MenuElement] {
        PickerOptions.views(in: content).flatMap { view -> [MenuElement] in
            if let source = view as? MenuElementSource { return source.menuElements(in: environment) }
            warnOnce("Menu: \(strippingGenerics(String(describing: type(of: view)))) in a menu's content is shown as a row "
                     + "that does nothing; a menu lists Buttons, Toggles, Pickers, Menus, Sections and Dividers")
            return [.item(MenuItem(title: AnyView(view), icon: nil, role: nil, isEnabled: false, isChecked: nil, kind: .inert))]
        }
    }

    /// Whether `elements` show no row (nothing, or only dividers and empty sections).
    static func isEmpty(_ elements: [MenuElement]) -> Bool {
        elements.allSatisfy { element in
            switch element {
            case .item: return false
            case .section(_, let inner): return isEmpty(inner)
            case .divider: return true
            }
        }
    }

    /// Whether any row of `elements` can be chosen.
    static func hasEnabledItem(_ elements: [MenuElement]) -> Bool {
        elements.contains { element in
            switch element {
            case .item(let item): return item.isEnabled
            case .section(_, let inner): return hasEnabledItem(inner)
            case .divider: return false
            }
        }
    }
}

/// A label split into a menu row's title and trailing icon.
protocol MenuRowLabel {
    var menuTitle: AnyView { get }
    var menuIcon: AnyView? { get }
}

extension Label: MenuRowLabel {
    var menuTitle: AnyView { AnyView(title) }
    var menuIcon: AnyView? { AnyView(icon) }
}

extension MenuContent {
    /// The title and icon of a row whose label is `label`: a `Label`'s parts, else the
    /// whole label as the title.
    static func titleAndIcon(of label: any View) -> (AnyView, AnyView?) {
        if let parts = label as? MenuRowLabel { return (parts.menuTitle, parts.menuIcon) }
        if let erased = label as? AnyView { return titleAndIcon(of: erased.view) }
        if let tagged = label as? TaggedView { return titleAndIcon(of: tagged.untaggedView) }
        return (AnyView(label), nil)
    }
}

extension Button: MenuElementSource {
    func menuElements(in environment: EnvironmentValues) -> [MenuElement] {
        let (title, icon) = MenuContent.titleAndIcon(of: label)
        return [.item(MenuItem(title: title, icon: icon, role: role, isEnabled: environment.isEnabled, isChecked: nil,
                               kind: .action(action)))]
    }
}

extension Toggle: MenuElementSource {
    /// A toggle is a row with a checkmark while it is on; choosing it flips `isOn`.
    func menuElements(in environment: EnvironmentValues) -> [MenuElement] {
        let (title, icon) = MenuContent.titleAndIcon(of: label)
        let isOn = self.isOn
        return [.item(MenuItem(title: title, icon: icon, role: nil, isEnabled: environment.isEnabled, isChecked: isOn.wrappedValue,
                               kind: .action { isOn.wrappedValue.toggle() }))]
    }
}

extension Menu: MenuElementSource {
    /// A nested menu is a row with a chevron that opens its content in place.
    func menuElements(in environment: EnvironmentValues) -> [MenuElement] {
        let (title, icon) = MenuContent.titleAndIcon(of: label)
        let content = self.content
        return [.item(MenuItem(title: title, icon: icon, role: nil, isEnabled: environment.isEnabled, isChecked: nil,
                               kind: .submenu { MenuContent.elements(in: content, environment: environment) }))]
    }
}

extension Picker: MenuElementSource {
    /// A picker in a menu is an inline section of its options, the selected one checked;
    /// choosing one sets the selection.
    func menuElements(in environment: EnvironmentValues) -> [MenuElement] {
        let selected = AnyHashable(selection.wrappedValue), binding = selection
        let options = PickerOptions.of(content).map { option -> MenuElement in
            let (title, icon) = MenuContent.titleAndIcon(of: option.label)
            let value = option.tag?.base as? SelectionValue
            return .item(MenuItem(title: title, icon: icon, role: nil, isEnabled: environment.isEnabled && value != nil,
                                  isChecked: option.tag == selected,
                                  kind: .action { if let value { binding.wrappedValue = value } }))
        }
        return [.section(header: nil, elements: options)]
    }
}

extension Section: MenuElementSource {
    func menuElements(in environment: EnvironmentValues) -> [MenuElement] {
        [.section(header: header is EmptyView ? nil : AnyView(header),
                  elements: MenuContent.elements(in: content, environment: environment))]
    }
}

extension Divider: MenuElementSource {
    func menuElements(in environment: EnvironmentValues) -> [MenuElement] { [.divider] }
}

extension Text: MenuElementSource {
    /// A text in a menu is a row that does nothing, drawn as a disabled one.
    /// [UNCERTAIN — iOS 17 draws it as an inactive row; its colour is not measured]
    func menuElements(in environment: EnvironmentValues) -> [MenuElement] {
        [.item(MenuItem(title: AnyView(self), icon: nil, role: nil, isEnabled: false, isChecked: nil, kind: .inert))]
    }
}

extension ModifiedContent: MenuElementSource where Content: View, Modifier: ViewModifier {
    /// A modified view is read through its modifier: its environment write applies to what
    /// it wraps (`disabled(true)` disables it, `renameAction(_:)` gives a `RenameButton` its
    /// action), and `menuActionDismissBehavior(_:)` sets whether its rows close the menu
    /// (where a modifier nearer a row has not).
    func menuElements(in environment: EnvironmentValues) -> [MenuElement] {
        guard let writer = modifier as? EnvironmentWritingModifier else {
            return MenuContent.elements(in: content, environment: environment)
        }
        var inner = environment
        writer.write(&inner)
        let elements = MenuContent.elements(in: content, environment: inner)
        // Only a behaviour this modifier sets is the rows' own; the one around the menu is
        // `OpenMenu.dismissBehavior`'s.
        var written = EnvironmentValues()
        writer.write(&written)
        guard let behavior = written.menuActionDismissBehaviorIfSet else { return elements }
        return elements.map { $0.settingDismissBehavior(behavior) }
    }
}

extension MenuElement {
    /// The element with `behavior` on its rows (a section's too) that have none yet.
    func settingDismissBehavior(_ behavior: MenuActionDismissBehavior) -> MenuElement {
        switch self {
        case .item(var item):
            if item.dismissBehavior == nil { item.dismissBehavior = behavior }
            return .item(item)
        case .section(let header, let elements):
            return .section(header: header, elements: elements.map { $0.settingDismissBehavior(behavior) })
        case .divider:
            return .divider
        }
    }
}

extension MenuStyleConfiguration.Content: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        PickerOptions.of(content, reading)
    }
}

/// A view with a `tag(_:)`, read through its tag (a picker option's label).
protocol TaggedView {
    var untaggedView: any View { get }
}

extension ModifiedContent: TaggedView where Content: View, Modifier: AnyTagModifier {
    var untaggedView: any View { content }
}

extension PickerConfiguration {
    /// A menu picker's open menu: the options, the selected one checked; choosing one
    /// selects it.
    var menuElements: [MenuElement] {
        let select = self.select
        return labels.indices.map { index in
            let (title, icon) = MenuContent.titleAndIcon(of: labels[index])
            return .item(MenuItem(title: title, icon: icon, role: nil, isEnabled: isEnabled,
                                  isChecked: index == selectedIndex, kind: .action { select(index) }))
        }
    }
}
