// Toggle.swift · Raster/Views/Controls · mirrors SwiftUI Toggle (iOS 17)
// Status: Partial — switch and button styles and custom `ToggleStyle`s; no mixed state
// (`isMixed` is always false), no `sources:` initializers.

import Foundation

/// A control that toggles between on and off states.
///
/// Raster: drawn by the innermost `toggleStyle(_:)` in the environment; by default iOS's
/// switch: the label at the leading edge, a 51 × 31 point switch at the trailing edge,
/// the row filling the proposed width (see `SwitchToggleStyle`). A `ViewHost.tap(at:)` on
/// the switch flips `isOn`, unless the toggle is disabled; taps on the label do nothing,
/// as on iOS.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    @Environment(ToggleStyleFamily.styles) private var styles

    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(AnyView(label)), isOn: isOn)
        return ToggleStyleFamily.resolvedBody(configuration, styles: styles)
    }
}

extension Toggle where Label == Text {
    /// A toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Raster.Label<Text, Image> {
    /// A toggle whose label is a title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Raster.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Raster.Label(title, systemImage: systemImage) }
    }

    /// A toggle whose label is a title and an image resource (`Image(_: ImageResource)`).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Raster.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Raster.Label(title, image: image) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a `ToggleStyle` is styling, drawn by the next style out: use it inside
    /// `makeBody(configuration:)` to adjust the current style instead of replacing it.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// The appearance and behaviour of a toggle.
@MainActor @preconcurrency public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration

    /// The view representing the appearance and interaction of a toggle.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label

    /// Whether the toggle is on; `$isOn` is its binding.
    @Binding public var isOn: Bool

    /// Whether the toggle represents several values some on and some off. Raster: always false.
    public var isMixed: Bool { false }

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// The default toggle style: on iOS the switch style.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A toggle style that displays as a button with its label as the title: drawn by the
/// environment's button style (`.bordered` when none is set), its platter grey when off
/// and tinted when on. Tapping anywhere on the button flips the toggle.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggle(configuration: configuration)
    }
}

/// A button that flips a toggle, drawn with the toggle's state in its environment.
struct ButtonToggle: View {
    let configuration: ToggleStyleConfiguration

    @Environment(\.buttonStyles) private var buttonStyles

    var body: some View {
        let isOn = configuration.$isOn
        let button = Button { isOn.wrappedValue.toggle() } label: { configuration.label }
            .environment(\.isToggleOn, isOn.wrappedValue)
        return button.environment(\.buttonStyles, buttonStyles.isEmpty ? [.primitive(BorderedButtonStyle())] : buttonStyles)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// Toggles' styles, set with `toggleStyle(_:)`.
enum ToggleStyleFamily: StyleFamily {
    static var defaultStyle: any ToggleStyle { DefaultToggleStyle() }

    static func body(of style: any ToggleStyle, configuration: ToggleStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct IsToggleOnKey: EnvironmentKey {
    static let defaultValue: Bool? = nil
}

extension EnvironmentValues {
    /// The state of the button-style toggle a button draws, nil for ordinary buttons.
    var isToggleOn: Bool? {
        get { self[IsToggleOnKey.self] }
        set { self[IsToggleOnKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: ToggleStyleFamily.self)
    }
}
