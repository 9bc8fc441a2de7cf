// TextEditorStyle.swift · Raster/Views/Controls · mirrors SwiftUI TextEditorStyle, TextEditorStyleConfiguration, AutomaticTextEditorStyle, PlainTextEditorStyle and textEditorStyle(_:) (iOS 17)
// Status: Complete for iOS: both of its styles draw the editor without decoration.

import Foundation

/// A specification for the appearance and interaction of a text editor.
///
/// Raster: iOS has two styles, `.automatic` and `.plain`, and both draw the editor as
/// `TextEditor` describes (no border, no decoration), so every style draws it so. Its
/// configuration has no properties to show the editor with, so the body of a style of your own
/// is not drawn: the editor is [UNCERTAIN: what iOS draws for such a style is not documented].
@MainActor @preconcurrency public protocol TextEditorStyle {
    /// A view that represents the body of a text editor.
    associatedtype Body: View
    /// The properties of a text editor.
    typealias Configuration = TextEditorStyleConfiguration

    /// The view representing the body of a text editor.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a text editor (none are public in SwiftUI).
public struct TextEditorStyleConfiguration {}

/// The default text editor style: on iOS, the editor without decoration.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A text editor style with no decoration.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// The plain style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The default text editor style, based on the editor's context.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor style with no decoration.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
    /// Sets the style of the text editors inside.
    ///
    /// Raster: recorded in the environment (`\.textEditorStyleName`, the style's type name);
    /// every style draws the editor as iOS draws `.automatic` and `.plain` (see `TextEditorStyle`).
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        environment(\.textEditorStyleName, String(describing: type(of: style)))
    }
}

private struct TextEditorStyleNameKey: EnvironmentKey {
    static let defaultValue = String(describing: AutomaticTextEditorStyle.self)
}

extension EnvironmentValues {
    /// The type name of the text editor style set around the view (`textEditorStyle(_:)`).
    var textEditorStyleName: String {
        get { self[TextEditorStyleNameKey.self] }
        set { self[TextEditorStyleNameKey.self] = newValue }
    }
}
