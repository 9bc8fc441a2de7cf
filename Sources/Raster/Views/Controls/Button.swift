// Button.swift · Raster/Views/Controls · mirrors SwiftUI Button, ButtonRole (iOS 17)
// Status: Partial — tap actions and styles; no press highlight (no touch-down events).

import Foundation

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that initiates an action.
///
/// Raster: drawn by the `buttonStyle` in the environment (by default iOS's borderless
/// look: the label in the tint colour). `ViewHost.tap(at:)` inside the button's frame
/// runs `action` when the button is enabled.
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    @Environment(\.buttonStyle) private var style
    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        let configuration = ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(AnyView(label)), role: role, isPressed: false)
        let action = self.action, enabled = isEnabled
        return style.makeErasedBody(configuration: configuration)
            .contentShape(Rectangle())
            .onTapGesture { if enabled { action() } }
    }
}

extension Button where Label == Text {
    /// A button with a text label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
