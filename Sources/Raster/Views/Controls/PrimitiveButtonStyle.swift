// PrimitiveButtonStyle.swift · Raster/Views/Controls · mirrors SwiftUI PrimitiveButtonStyle, PrimitiveButtonStyleConfiguration, DefaultButtonStyle, BorderlessButtonStyle, PlainButtonStyle (iOS 17)
// Status: Complete — the automatic style is iOS's borderless one; disabled labels are
// grey (tertiary label colour, as SwiftUI's bordered spec uses) [UNCERTAIN for borderless].

import Foundation

/// A type that applies custom interaction behaviour and a custom appearance to all
/// buttons within a view hierarchy.
///
/// Raster: the body decides how the button is triggered; call
/// `configuration.trigger()` (for example from `onTapGesture`) to run the button's action.
/// The built-in styles (`.automatic`, `.borderless`, `.plain`, `.bordered`,
/// `.borderedProminent`) are primitive styles, as in SwiftUI.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The view representing the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button, for a `PrimitiveButtonStyle`.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let triggerAction: () -> Void

    /// Performs the button's action (nothing when the button is disabled).
    public func trigger() { triggerAction() }
}

/// The default button style, based on the button's context: on iOS the borderless style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// A button style that doesn't apply a border: the label in the tint colour (red for
/// `.destructive`, grey when disabled), unless a foreground style is set around it.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        StyledButtonLabel(configuration: configuration, colorsLabel: true)
    }
}

/// A button style that doesn't style or decorate its content while idle: the label in
/// the foreground style.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        StyledButtonLabel(configuration: configuration, colorsLabel: false)
    }
}

/// A borderless or plain button: the label, tinted or not, tappable over its frame, grown
/// to the environment's `minimumButtonHitSide` (a bar item's 44 × 44 points).
struct StyledButtonLabel: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let colorsLabel: Bool

    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.foregroundStyle) private var foreground
    @Environment(\.minimumButtonHitSide) private var minimumHitSide

    var body: some View {
        let style = labelStyle
        return configuration.label
            .transformEnvironment(\.foregroundStyle) { current in
                if let style { current = style }
            }
            .modifier(MinimumHitRectangle(minimumSide: minimumHitSide).hitTesting)
            .onTapGesture { configuration.trigger() }
    }

    /// The label's foreground: grey when disabled, else an explicit foreground style, else
    /// the tint (borderless) or nothing (plain, which keeps the inherited foreground).
    private var labelStyle: AnyShapeStyle? {
        if !isEnabled { return AnyShapeStyle(ButtonColors.disabledLabel) }
        if let foreground { return foreground }
        return colorsLabel ? ButtonColors.tint(for: configuration.role) : nil
    }
}

/// The colours buttons are drawn in.
enum ButtonColors {
    /// The tint of a button with `role`: red for destructive buttons, otherwise the
    /// environment's tint (the accent colour, system blue, by default).
    static func tint(for role: ButtonRole?) -> AnyShapeStyle {
        role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
    }

    /// The label of a disabled button: the tertiary label colour (as a concrete colour, so
    /// it does not refer to the foreground style it replaces).
    static let disabledLabel = Color(storage: .system(.tertiary))
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
