// GroupBox.swift · Raster/Views/Controls · mirrors SwiftUI GroupBox, GroupBoxStyle, GroupBoxStyleConfiguration, DefaultGroupBoxStyle, groupBoxStyle(_:) (iOS 17)
// Status: Partial — iOS's look outside forms; no `backgroundStyle(_:)` (the box is drawn in
// the system background levels); inside a `Form` iOS uses the grouped colours (not yet).

import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content.
///
/// Raster: drawn by the innermost `groupBoxStyle(_:)` in the environment; by default as on
/// iOS 17 (`DefaultGroupBoxStyle`): the label in headline type above the content, inside
/// a rounded rectangle of the secondary system background.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A group box with the given view content and label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A group box with `label` above the content (the pre-iOS 16 spelling, which SwiftUI
    /// deprecates only in a future release, so it compiles without a warning).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    @Environment(GroupBoxStyleFamily.styles) private var styles

    /// The group box, drawn by the innermost style of its family in the environment.
    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(AnyView(label)),
            content: GroupBoxStyleConfiguration.Content(AnyView(content)))
        return GroupBoxStyleFamily.resolvedBody(configuration, styles: styles)
    }
}

extension GroupBox where Label == EmptyView {
    /// An unlabeled group box with the given view content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A group box with the given view content and a label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group box with the given view content and a label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a `GroupBoxStyle` is styling, drawn by the next style out: use it
    /// inside `makeBody(configuration:)` to adjust the current style instead of replacing it.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// A type that specifies the appearance and interaction of all group boxes within a view
/// hierarchy.
@MainActor @preconcurrency public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View
    /// The properties of a group box instance.
    typealias Configuration = GroupBoxStyleConfiguration

    /// Creates a view representing the body of a group box.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a group box instance.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The type-erased view.
        public var body: some View { content }
    }

    /// A type-erased content of a group box.
    public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The type-erased view.
        public var body: some View { content }
    }

    /// A view that provides the title of the group box.
    public let label: GroupBoxStyleConfiguration.Label
    /// A view that represents the content of the group box.
    public let content: GroupBoxStyleConfiguration.Content
}

/// The default style for group box views.
///
/// Raster draws iOS 17's look, in points: a `VStack` (centred, default spacing) of the
/// label in `.headline`, stretched to the stack's proposed width and leading-aligned, over
/// the content (centred when narrower than the label); 16 points of padding on every side;
/// behind it a continuous rounded rectangle of radius 8 filled with the next background
/// level: `secondarySystemBackground` (#F2F2F7 light, #1C1C1E dark) for a box on the
/// window's background, `tertiarySystemBackground` (#FFFFFF, #2C2C2E) for a box inside
/// another. So a labelled box fills the width offered; an unlabelled one hugs its content.
/// (Facts: SwiftUI's body type for this style on iPhone — VStack, label with a leading
/// `_AlignmentLayout` and `.headline`, `padding()`, `RoundedRectangle(cornerRadius: 8,
/// style: .continuous)` filled with `BackgroundStyle()` — as DanceUI, ByteDance's SwiftUI
/// re-implementation, records it from iOS 14.3 (its `DefaultGroupBoxStyle.swift` and
/// `PhoneIdiomGroupBoxStyle`, found by code search; the index does not name the repository),
/// and OpenSwiftUI's `_AlignmentLayout`, which takes the proposed width. Apple's pages give no
/// figures and the stored tutorials none for iOS 17; the look is assumed unchanged since iOS 14.
/// [UNCERTAIN — levels beyond a box nested in a box are drawn tertiary too; iOS's rule there
/// is not documented.])
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates the style.
    public init() {}

    /// The group box of `configuration`, drawn as this style's description says.
    public func makeBody(configuration: Configuration) -> some View {
        DefaultGroupBox(configuration: configuration)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// iOS's group box: see `DefaultGroupBoxStyle`.
struct DefaultGroupBox: View {
    let configuration: GroupBoxStyleConfiguration

    /// The box's corner radius and padding (points).
    static let cornerRadius: CGFloat = 8
    static let padding: CGFloat = 16

    @Environment(\.groupBoxDepth) private var depth

    var body: some View {
        let fill = depth == 0 ? SystemColor.secondarySystemBackground : SystemColor.tertiarySystemBackground
        return VStack {
            configuration.label
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
            configuration.content
        }
        .environment(\.groupBoxDepth, depth + 1)
        .padding(Self.padding)
        .background {
            RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous)
                .fill(Color(storage: .system(fill)))
        }
    }
}

private struct GroupBoxDepthKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// How many default-style group boxes enclose this view (0 outside any): a box draws
    /// the background level after its enclosing box's.
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}

/// Group boxes' styles, set with `groupBoxStyle(_:)`.
enum GroupBoxStyleFamily: StyleFamily {
    static var defaultStyle: any GroupBoxStyle { DefaultGroupBoxStyle() }

    static func body(of style: any GroupBoxStyle, configuration: GroupBoxStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

extension View {
    /// Sets the style for group boxes within this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: GroupBoxStyleFamily.self)
    }
}
