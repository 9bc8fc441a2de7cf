// ButtonStyle.swift · Raster/Views/Controls · mirrors SwiftUI ButtonStyle, ButtonStyleConfiguration (iOS 17)
// Status: Complete — `isPressed` is always false (Raster has no touch-down events).

import Foundation

/// A type that applies standard interaction behaviour and a custom appearance to all
/// buttons within a view hierarchy.
///
/// Raster: set it with `buttonStyle(_:)`. The body you return is tappable over its whole
/// frame (points, the body's own bounds); a tap runs the button's action unless the
/// button is disabled. The style draws no disabled look of its own: read
/// `@Environment(\.isEnabled)` in a view of the body to show one, as in SwiftUI.
@MainActor @preconcurrency public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration

    /// The view representing the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A Boolean that indicates whether the user is currently pressing the button.
    /// Raster: always false.
    public let isPressed: Bool
}
