// Button.swift · Raster/Views/Controls · mirrors SwiftUI Button, ButtonRole (iOS 17)
// Status: Partial — actions, roles, every built-in style and custom `ButtonStyle` /
// `PrimitiveButtonStyle`; no pressed highlight (there are no touch-down events).

import Foundation

/// A value that describes the purpose of a button.
///
/// Raster: `.destructive` buttons draw in red (their tint becomes `Color.red`); `.cancel`
/// looks like an ordinary button outside alerts and menus, as on iOS.
public struct ButtonRole: Equatable, Sendable {
    let name: String

    /// A role that indicates a destructive action, such as deleting data.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that initiates an action.
///
/// Raster: the button is drawn by the innermost `buttonStyle(_:)` in its environment; by
/// default iOS's borderless look, the label in the tint colour (system blue). A
/// `ViewHost.tap(at:)` that lands on the button runs `action` once, unless the button is
/// disabled (`disabled(true)`, or `isEnabled` false in its environment).
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    /// A button that runs `action` and shows `label`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role (for example `.destructive`) that runs `action` and shows `label`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    @Environment(\.buttonStyles) private var styles
    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        let action = self.action, enabled = isEnabled
        let trigger = { if enabled { action() } }
        var outer = styles
        let style = outer.popLast() ?? .primitive(DefaultButtonStyle())
        // The style's body sees the styles outside its own, so `Button(configuration)`
        // inside a primitive style is drawn by the next style out (the default at the end).
        return style.body(role: role, label: AnyView(label), trigger: trigger)
            .environment(\.buttonStyles, outer)
    }
}

extension Button where Label == Text {
    /// A button with a text label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// A button with a role and a text label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button with a role and a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Raster.Label<Text, _SystemSymbol> {
    /// A button whose label is a title and a system symbol (drawn by `_SystemSymbol`).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Raster.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a role whose label is a title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Raster.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Raster.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a `PrimitiveButtonStyle` is styling, drawn by the next style out: use it
    /// inside `makeBody(configuration:)` to modify the current style instead of replacing it.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        let trigger = configuration.triggerAction
        self.init(role: configuration.role, action: trigger) { configuration.label }
    }
}

/// A button style of either kind, as the environment keeps it.
enum AnyButtonStyle {
    case primitive(any PrimitiveButtonStyle)
    case custom(any ButtonStyle)

    /// The styled button: a primitive style handles taps itself; a `ButtonStyle` body is
    /// made tappable over its whole frame.
    func body(role: ButtonRole?, label: AnyView, trigger: @escaping () -> Void) -> AnyView {
        switch self {
        case .primitive(let style):
            let configuration = PrimitiveButtonStyleConfiguration(
                role: role, label: PrimitiveButtonStyleConfiguration.Label(label), triggerAction: trigger)
            return style.erasedBody(configuration)
        case .custom(let style):
            let configuration = ButtonStyleConfiguration(
                label: ButtonStyleConfiguration.Label(label), role: role, isPressed: false)
            return AnyView(style.erasedBody(configuration)
                .contentShape(Rectangle())
                .onTapGesture(perform: trigger))
        }
    }
}

private struct ButtonStylesKey: EnvironmentKey {
    static let defaultValue: [AnyButtonStyle] = []
}

extension EnvironmentValues {
    /// The button styles set with `buttonStyle(_:)`, outermost first; buttons use the last.
    var buttonStyles: [AnyButtonStyle] {
        get { self[ButtonStylesKey.self] }
        set { self[ButtonStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom
    /// appearance and standard interaction behaviour (a tap anywhere in its body).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyles.append(.custom(style)) })
    }

    /// Sets the style for buttons within this view to a style with custom interaction
    /// behaviour, or to one of the built-in styles (`.bordered`, `.plain`...).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyles.append(.primitive(style)) })
    }
}
