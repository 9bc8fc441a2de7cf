// Menu.swift · Raster/Views/Controls · mirrors SwiftUI Menu (iOS 17)
// Status: Partial — opens as iOS 17 draws it (Views/Presentation/OpenMenu.swift); content
// is read from its views (Views/Controls/MenuContent.swift), not from custom views' bodies.

import Foundation

/// A control for presenting a menu of actions.
///
/// Raster: the closed menu is drawn by the innermost `menuStyle(_:)` (by default, as on iOS,
/// its label as a button drawn by the environment's button style: borderless in the tint
/// colour unless `buttonStyle(_:)` says otherwise). In a toolbar a `Label` shows only its
/// icon, as bar items do. A tap (`ViewHost.tap(at:)`) opens the menu over everything, under
/// or above its label (see `MenuOverlay`): `Button`s (a `.destructive` one in red),
/// `Toggle`s (checked when on), `Picker`s (an inline section, the selection checked),
/// nested `Menu`s (opened in place), `Section`s and `Divider`s, a `Label`'s icon at the
/// trailing edge, `disabled(_:)` items in grey. With a `primaryAction` a tap runs it instead,
/// and a press of 0.4 s or more (`ViewHost.longPress(at:)`) opens the menu. A menu whose
/// content is empty still shows its label, as iOS does; a tap on it opens nothing and warns.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// A menu with `content` whose label is `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content, label: label, action: nil)
    }

    /// A menu with a primary action: a tap runs `primaryAction`, a long press (on iOS)
    /// opens the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label, action: primaryAction)
    }

    init(content: () -> Content, label: () -> Label, action: (() -> Void)?) {
        self.content = content()
        self.label = label()
        primaryAction = action
    }

    @Environment(MenuStyleFamily.styles) private var styles

    public var body: some View {
        let configuration = MenuStyleConfiguration(
            label: MenuStyleConfiguration.Label(AnyView(label)),
            content: MenuStyleConfiguration.Content(AnyView(content)),
            primaryAction: primaryAction)
        return MenuStyleFamily.resolvedBody(configuration, styles: styles)
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) }, action: nil)
    }

    /// A menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) }, action: nil)
    }

    /// A menu titled with a localized string key, with a primary action.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, action: primaryAction)
    }

    /// A menu titled with a string, with a primary action.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, action: primaryAction)
    }
}

extension Menu where Label == Raster.Label<Text, Image> {
    /// A menu whose label is a title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Raster.Label(titleKey, systemImage: systemImage) }, action: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Raster.Label(title, systemImage: systemImage) }, action: nil)
    }

    /// A menu whose label is a title and a system symbol, with a primary action.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Raster.Label(titleKey, systemImage: systemImage) }, action: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Raster.Label(title, systemImage: systemImage) }, action: primaryAction)
    }

    /// A menu whose label is a title and an image resource (`Image(_: ImageResource)`).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Raster.Label(titleKey, image: image) }, action: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Raster.Label(title, image: image) }, action: nil)
    }

    /// A menu whose label is a title and an image resource, with a primary action.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Raster.Label(titleKey, image: image) }, action: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Raster.Label(title, image: image) }, action: primaryAction)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a `MenuStyle` is styling, drawn by the next style out: use it inside
    /// `makeBody(configuration:)` to adjust the current style instead of replacing it.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label }, action: configuration.primaryAction)
    }
}
