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
    /// A role that indicates a button that closes the current operation without losing the
    /// user's progress (iOS 26).
    ///
    /// Raster: drawn as an ordinary button; `Button(role:action:)` labels it with an `xmark`.
    public static let close = ButtonRole(name: "close")
    /// A role that indicates a button that confirms an operation (iOS 26).
    ///
    /// Raster: drawn as an ordinary button; `Button(role:action:)` labels it with a
    /// `checkmark`. iOS 26 draws it in a bar as a prominent (tinted glass) button, which
    /// Raster's iOS 17 bars do not.
    public static let confirm = ButtonRole(name: "confirm")
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

    @Environment(ButtonStyleFamily.styles) private var styles
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.keyboardShortcut) private var keyboardShortcut

    public var body: some View {
        let action = self.action, enabled = isEnabled
        let configuration = PrimitiveButtonStyleConfiguration(
            role: role, label: PrimitiveButtonStyleConfiguration.Label(AnyView(label)),
            triggerAction: { if enabled { action() } })
        let shortcut = enabled ? keyboardShortcut.map { ShortcutAction(shortcut: $0, action: action) } : nil
        return ButtonStyleFamily.resolvedBody(configuration, styles: styles)
            .modifier(KeyboardShortcutTarget(shortcut: shortcut))
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

    /// Mirrors SwiftUI's `Button(_:action:)` of a `LocalizedStringResource` (iOS 16): a text
    /// label translated as `Text(_:)` of the resource translates it. A string literal still
    /// picks the `LocalizedStringKey` form.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleResource) }
    }

    /// Mirrors SwiftUI's `Button(_:role:action:)` of a `LocalizedStringResource` (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleResource) }
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

extension Button where Label == Raster.Label<Text, Image> {
    /// A button whose label is a title and a system symbol (`Image(systemName:)`).
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

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Raster.Label(title, systemImage: systemImage) }
    }

    /// A button whose label is a title and an image resource (`Image(_: ImageResource)`).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Raster.Label(titleKey, image: image) }
    }

    /// A button with a role whose label is a title and an image resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Raster.Label(titleKey, image: image) }
    }

    /// Mirrors SwiftUI's `Button(_:image:action:)` of a `LocalizedStringResource` (iOS 17):
    /// a label of the translated title and the image resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Raster.Label(title: { Text(titleResource) }, icon: { Image(image) }) }
    }

    /// Mirrors SwiftUI's `Button(_:image:role:action:)` of a `LocalizedStringResource` (iOS 17).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Raster.Label(title: { Text(titleResource) }, icon: { Image(image) }) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Raster.Label(title, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Raster.Label(title, image: image) }
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
}

/// Buttons' styles, set with `buttonStyle(_:)`: both kinds share one stack, so the
/// innermost style of either kind draws the button (`DefaultButtonStyle` when none is set).
/// The configuration is the primitive one, from which a `ButtonStyle`'s is made.
enum ButtonStyleFamily: StyleFamily {
    static var defaultStyle: AnyButtonStyle { .primitive(DefaultButtonStyle()) }

    /// The styled button: a primitive style handles taps itself; a `ButtonStyle` body is
    /// made tappable over its whole frame.
    static func body(of style: AnyButtonStyle, configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
        switch style {
        case .primitive(let style):
            return AnyView(style.makeBody(configuration: configuration))
        case .custom(let style):
            let custom = ButtonStyleConfiguration(
                label: ButtonStyleConfiguration.Label(configuration.label.content),
                role: configuration.role, isPressed: false)
            return AnyView(AnyView(style.makeBody(configuration: custom))
                .contentShape(Rectangle())
                .onTapGesture(perform: configuration.triggerAction))
        }
    }
}

extension EnvironmentValues {
    /// The button styles set with `buttonStyle(_:)`, outermost first: the button family's
    /// stack, by a name a view can replace it with (a button-style toggle does).
    var buttonStyles: [AnyButtonStyle] {
        get { self[keyPath: ButtonStyleFamily.styles] }
        set { self[keyPath: ButtonStyleFamily.styles] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom
    /// appearance and standard interaction behaviour (a tap anywhere in its body).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        pushingStyle(.custom(style), onto: ButtonStyleFamily.self)
    }

    /// Sets the style for buttons within this view to a style with custom interaction
    /// behaviour, or to one of the built-in styles (`.bordered`, `.plain`...).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        pushingStyle(.primitive(style), onto: ButtonStyleFamily.self)
    }
}
