// ButtonStyle.swift · Raster/Views/Controls · mirrors SwiftUI ButtonStyle, ButtonStyleConfiguration and the built-in styles (iOS 17)
// Status: Partial — automatic (borderless), plain, bordered, borderedProminent; the
// bordered paddings and radius are Raster's reading of iOS 17 (swiftui-behavior.md §6).

import Foundation

/// A type that applies standard interaction behaviour and a custom appearance to all
/// buttons within a view hierarchy.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

extension ButtonStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    public let label: Label
    public let role: ButtonRole?
    /// Raster never shows a pressed state.
    public let isPressed: Bool
}

/// The default style: iOS's borderless button.
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// A button style that doesn't apply a border: the label in the tint colour (red for
/// destructive buttons).
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        RoleTinted(role: configuration.role) { configuration.label }
    }
}

/// A button style that doesn't style or decorate its content.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style that applies a translucent tinted platter behind the tinted label.
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        RoleTinted(role: configuration.role) {
            configuration.label
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .background(.tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
        }
    }
}

/// A button style that applies a solid tinted platter behind a white label.
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        RoleTinted(role: configuration.role) {
            configuration.label
                .foregroundStyle(Color.white)
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .background(.tint, in: RoundedRectangle(cornerRadius: 8))
        }
    }
}

/// Sets the foreground to the tint (or red for destructive roles) for a button's content.
struct RoleTinted<Content: View>: View {
    let role: ButtonRole?
    @ViewBuilder let content: () -> Content

    var body: some View {
        if role == .destructive {
            content().foregroundStyle(Color.red).tint(Color.red)
        } else {
            content().foregroundStyle(.tint)
        }
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue: any ButtonStyle = DefaultButtonStyle()
}

extension EnvironmentValues {
    /// The style of buttons in this environment (`buttonStyle(_:)`).
    var buttonStyle: any ButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyle = style })
    }
}
