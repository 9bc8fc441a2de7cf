// AccessibilityActions.swift · Raster/Accessibility · mirrors SwiftUI accessibilityActions(_:), accessibilityActions(category:_:), AccessibilityActionCategory (iOS 16, 18), and the named actions every accessibility action modifier adds
// Status: Partial — actions are listed by the accessibility tree and performed by
// `ViewHost.performAccessibilityAction(_:on:)`; a category is listed beside each action's
// name, as VoiceOver groups the actions by it.

import Foundation

/// One accessibility action of an element: its name as the tree lists it, and what
/// performing it runs.
struct AccessibilityActionItem: Equatable {
    /// The name VoiceOver reads ("Delete"), or the kind's name for the standard kinds
    /// (`default`, `escape`, `magicTap`, `showMenu`, `adjustable`, `scroll`).
    var name: String
    /// The name as given, read in the locale of the view the action is added to when its
    /// modifier updates; nil when `name` is final.
    var nameText: Text?
    /// The name of the category the action is grouped in (`accessibilityActions(category:_:)`);
    /// nil for the default category.
    var category: String?
    /// Runs the action; nil for actions that take an argument (adjustable, scroll), which
    /// are listed only.
    var perform: (() -> Void)?

    init(name: String, category: String? = nil, perform: (() -> Void)? = nil) {
        self.name = name
        self.category = category
        self.perform = perform
    }

    init(nameText: Text, category: String? = nil, perform: (() -> Void)?) {
        self.name = nameText.plainText
        self.nameText = nameText
        self.category = category
        self.perform = perform
    }

    /// The action with its name read in `environment`.
    func resolvingName(in environment: EnvironmentValues) -> AccessibilityActionItem {
        var item = self
        if let nameText { item.name = nameText.string(in: environment) }
        item.nameText = nil
        return item
    }

    /// How the tree lists it: the name, then the category in parentheses.
    var listedName: String { category.map { "\(name) (\($0))" } ?? name }

    /// Equal when named alike and neither runs anything: a closure made anew is a change, as
    /// SwiftUI compares a view's closures, so a modifier with an action always updates.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.nameText == rhs.nameText && lhs.category == rhs.category
            && lhs.perform == nil && rhs.perform == nil
    }
}

/// Designates an accessibility action category that is provided and named by the system
/// (iOS 18).
///
/// Raster: the category's name is listed after each of its actions in the accessibility
/// tree (`Copy (edit)`); `.default` actions are listed by their names alone.
public struct AccessibilityActionCategory: Equatable, Sendable {
    /// The category's name; nil for `.default`.
    let name: String?

    /// An accessibility action category for the default actions of a view.
    public static let `default` = AccessibilityActionCategory(name: nil)
    /// An accessibility action category for associating actions related to editing text.
    public static let edit = AccessibilityActionCategory(name: "edit")

    /// Creates a custom action category labelled by `name`.
    public init(_ name: LocalizedStringResource) {
        self.name = Text(name).plainText
    }

    /// Creates a custom action category labelled by `name`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S) {
        self.name = String(name)
    }

    private init(name: String?) {
        self.name = name
    }
}

extension View {
    /// Adds multiple accessibility actions to the view (iOS 16): each `Button` or `Toggle` of
    /// `content` is an action named by its label, which performs the button's action or
    /// flips the toggle.
    ///
    /// Raster: nothing of `content` is drawn. The actions are listed in the accessibility
    /// tree (`ViewHost.accessibilityDescription()`) after any the view already has, and
    /// `ViewHost.performAccessibilityAction(_:on:)` performs one, as VoiceOver's actions rotor
    /// does. `ForEach`, `Group`, `Section`, `if` and modifiers in `content` are looked through;
    /// a disabled button is left out [UNCERTAIN: Apple does not say how a disabled button in
    /// `content` is offered]. Any other view warns and is left out, as is an empty `content`.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        accessibilityActions(in: content(), category: nil, source: "accessibilityActions(_:)")
    }

    /// Adds multiple accessibility actions to the view in `category` (iOS 18); see
    /// `accessibilityActions(_:)`. VoiceOver groups actions by their category.
    ///
    /// Raster: each action is listed with its category's name in parentheses (`Copy (edit)`)
    /// unless the category is `.default`; performing one goes by its name alone.
    public func accessibilityActions<Content: View>(category: AccessibilityActionCategory,
                                                    @ViewBuilder _ content: () -> Content) -> some View {
        accessibilityActions(in: content(), category: category.name, source: "accessibilityActions(category:_:)")
    }

    private func accessibilityActions(in content: any View, category: String?, source: String) -> some View {
        let actions = AccessibilityActionReading.actions(in: content, category: category, source: source)
        return modifier(AccessibilityModifier(edit: AccessibilityEdit(actions: actions)))
    }
}

/// How `accessibilityActions` reads its content's buttons and toggles into actions.
enum AccessibilityActionReading {
    static func actions(in content: any View, category: String?, source: String) -> [AccessibilityActionItem] {
        let views = PickerOptions.views(in: content)
        if views.isEmpty {
            warnOnce("\(source) has no Button or Toggle in its content, so it adds no action; "
                     + "put a Button for each action in it")
        }
        return views.flatMap { view -> [AccessibilityActionItem] in
            let elements = (view as? MenuElementSource)?.menuElements(in: EnvironmentValues()) ?? []
            let items = elements.flatMap(items(of:))
            if items.isEmpty && !elements.contains(where: isDisabledAction) {
                warnOnce("\(source): \(ViewNaming.name(of: view)) is not an action and is left out; "
                         + "its content lists Buttons and Toggles, each one action")
            }
            return items.map { item in
                var item = item
                item.category = category
                return item
            }
        }
    }

    /// The actions of a menu element: an enabled action row is one, named by its title; a
    /// section's rows are read through.
    private static func items(of element: MenuElement) -> [AccessibilityActionItem] {
        switch element {
        case .item(let item):
            guard item.isEnabled, case .action(let action) = item.kind else { return [] }
            let name = ViewNaming.textValue(of: item.title) ?? Text(verbatim: "")
            return [AccessibilityActionItem(nameText: name, perform: action)]
        case .section(_, let elements):
            return elements.flatMap(items(of:))
        case .divider:
            return []
        }
    }

    private static func isDisabledAction(_ element: MenuElement) -> Bool {
        guard case .item(let item) = element, case .action = item.kind else { return false }
        return !item.isEnabled
    }
}
