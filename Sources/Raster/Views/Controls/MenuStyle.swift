// MenuStyle.swift · Raster/Views/Controls · mirrors SwiftUI MenuStyle, MenuStyleConfiguration, DefaultMenuStyle, ButtonMenuStyle, BorderlessButtonMenuStyle, MenuOrder, menuOrder(_:), menuIndicator(_:), MenuActionDismissBehavior, menuActionDismissBehavior(_:) (iOS 17)
// Status: Partial — the indicator's glyph is Raster's reading of iOS [UNCERTAIN]; the open
// menu is Views/Presentation/OpenMenu.swift.

import Foundation

/// A type that applies standard interaction behaviour and a custom appearance to all menus
/// within a view hierarchy.
@MainActor @preconcurrency public protocol MenuStyle {
    /// A view that represents the body of a menu.
    associatedtype Body: View
    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration

    /// The body of a menu.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A configuration of a menu: its label and content.
public struct MenuStyleConfiguration {
    /// A type-erased label of a menu.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// A type-erased content of a menu.
    public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
}

/// The default menu style, based on the menu's context: on iOS the button style.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        MenuButton(configuration: configuration)
    }
}

/// A menu style that displays a button that toggles the display of the menu's contents:
/// the button is drawn by the environment's button style (`buttonStyle(_:)`).
public struct ButtonMenuStyle: MenuStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        MenuButton(configuration: configuration)
    }
}

/// A menu style that displays a borderless button: the label in the tint colour, whatever
/// the environment's button style.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        MenuButton(configuration: configuration).buttonStyle(.borderless)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style, based on the menu's context.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu style that displays a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// A closed menu: a button showing the label, and the indicator when
/// `menuIndicator(.visible)` asks for it. A tap opens the menu (`MenuContent.open`), or runs
/// the primary action when there is one; a press of 0.4 s or more opens it either way.
///
/// The indicator: up-down chevrons 4 points after the label, a box 0.75 × the font size, as
/// the menu picker draws them. iOS 17 shows no indicator on a `Menu` unless asked.
/// [UNCERTAIN — glyph and size read from iOS 17 screenshots of pickers, not measured on a Menu]
struct MenuButton: View {
    let configuration: MenuStyleConfiguration

    @Environment(\.menuIndicatorVisibility) private var indicator
    @Environment(\.font) private var font
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.self) private var environment
    @State private var isOpen = false
    @State private var press = PressOpening()

    var body: some View {
        let primaryAction = configuration.primaryAction, content = configuration.content
        let environment = self.environment
        let elements = { MenuContent.elements(in: content, environment: environment) }
        let isOpen = $isOpen, isEnabled = self.isEnabled, press = self.press
        let source = MenuContent.source("Menu", label: configuration.label)
        let open = { MenuContent.open(isOpen, elements: elements(), source: source) }
        return Button {
            // The lift that ends a press which opened the menu runs nothing.
            if press.openedMenu {
                press.openedMenu = false
            } else if let primaryAction {
                primaryAction()
            } else {
                open()
            }
        } label: {
            if indicator == .visible {
                HStack(spacing: 4) {
                    configuration.label
                    MenuIndicator(side: (font ?? .body).resolved.scaled(for: dynamicTypeSize).size * 0.75)
                }
            } else {
                configuration.label
            }
        }
        .simultaneousGesture(LongPressGesture(minimumDuration: MenuMetrics.longPressDuration).onEnded { _ in
            guard isEnabled else { return }
            press.openedMenu = true
            open()
        })
        .modifier(MenuPresenter(isPresented: isOpen, source: source, elements: elements))
    }
}

/// Whether the touch now down opened its menu by a press (the button's tap on its lift
/// then does nothing): a reference, so that setting it updates nothing.
private final class PressOpening {
    var openedMenu = false
}

/// The up-down chevrons of a menu's indicator (and a menu picker's), in the foreground
/// style: strokes 0.14 × `side` wide in a box `side` points across.
struct MenuIndicator: View {
    let side: CGFloat

    var body: some View {
        let weight = side * 0.14
        return ControlCanvas(size: CGSize(width: side, height: side)) { size, environment in
            let bounds = CGRect(origin: .zero, size: size)
            let paint = ForegroundStyle().paint(in: environment, bounds: bounds)
            return SymbolGlyph.upDownChevrons.items(in: bounds, paint: paint, weight: weight)
        }
    }
}

/// Menus' styles, set with `menuStyle(_:)`.
enum MenuStyleFamily: StyleFamily {
    static var defaultStyle: any MenuStyle { DefaultMenuStyle() }

    static func body(of style: any MenuStyle, configuration: MenuStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

/// The order in which a menu presents its content.
public struct MenuOrder: Equatable, Hashable, Sendable {
    let name: String

    /// The ordering of the menu chosen by the system for the current context.
    public static let automatic = MenuOrder(name: "automatic")
    /// Order items with the first item closest to the user's point of interaction.
    public static let priority = MenuOrder(name: "priority")
    /// Order items from top to bottom.
    public static let fixed = MenuOrder(name: "fixed")
}

/// Whether a menu closes after one of its actions runs (SwiftUI's MenuActionDismissBehavior,
/// iOS 16.4).
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let name: String

    /// The behaviour appropriate to the context: on iOS a menu's buttons, toggles and picker
    /// options close it, as `.enabled` does.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// The menu closes when the action runs.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// The menu stays open when the action runs (a tap outside it still closes it).
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

private struct MenuActionDismissBehaviorKey: EnvironmentKey {
    static let defaultValue: MenuActionDismissBehavior? = nil
}

private struct MenuOrderKey: EnvironmentKey {
    static let defaultValue = MenuOrder.automatic
}

private struct MenuIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// The preferred order of items for menus presented from this view (default `.automatic`).
    /// Raster: a menu opening above its label lists its items in priority order (the first
    /// nearest the label, so bottom up) unless the order is `.fixed`; `.automatic` is taken as
    /// `.priority` there [UNCERTAIN — UIKit's `.automatic` is "chosen by the system"].
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    /// The `menuActionDismissBehavior(_:)` set on this view or around it, or nil (then
    /// `.automatic`).
    var menuActionDismissBehaviorIfSet: MenuActionDismissBehavior? {
        get { self[MenuActionDismissBehaviorKey.self] }
        set { self[MenuActionDismissBehaviorKey.self] = newValue }
    }

    /// The menu indicator visibility to apply to controls within a view (default
    /// `.automatic`, which on iOS shows none on a `Menu`).
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for menus within this view.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: MenuStyleFamily.self)
    }

    /// Sets the preferred order of items for menus presented from this view.
    public func menuOrder(_ order: MenuOrder) -> some View {
        environment(\.menuOrder, order)
    }

    /// Tells a menu whether to close after performing an action: on a row in a menu's
    /// content (a `Button`, a `Toggle`, a `Section` of them), for those rows; on a `Menu`,
    /// `contextMenu` or view around them, for every row without one of its own. With
    /// `.disabled` choosing the row runs its action and leaves the menu open, as iOS does for
    /// a stepper's buttons; `.automatic` and `.enabled` close it (the default).
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        modifier(EnvironmentWritingModifier { $0.menuActionDismissBehaviorIfSet = behavior })
    }

    /// Sets the menu indicator visibility for controls within this view: `.visible` draws
    /// up-down chevrons after a menu's label.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }
}
