// ControlGroup.swift · Raster/Views/Controls · mirrors SwiftUI ControlGroup, LabeledControlGroupContent (iOS 17)
// Status: Partial — every initializer of iOS 17 but the asset-catalog `image:` ones; drawn by
// `controlGroupStyle(_:)` styles (ControlGroupStyle.swift). Toolbars and menus, where iOS
// draws control groups differently, do not exist in Raster yet.

import Foundation

/// A container view that displays semantically-related controls in a visually-appropriate
/// manner for the context.
///
/// Raster: drawn by the innermost `controlGroupStyle(_:)` in the environment; by default
/// as iOS 17 draws a control group in a view's content (`AutomaticControlGroupStyle`): its
/// buttons side by side in equal widths on one rounded platter.
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A control group with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @Environment(ControlGroupStyleFamily.styles) private var styles

    /// The control group, drawn by the innermost style of its family in the environment.
    public var body: some View {
        let labeled = content as? any LabeledControls
        let configuration = ControlGroupStyleConfiguration(
            content: ControlGroupStyleConfiguration.Content(labeled?.erasedControls ?? AnyView(content)),
            label: ControlGroupStyleConfiguration.Label(labeled?.erasedLabel ?? AnyView(EmptyView())))
        return ControlGroupStyleFamily.resolvedBody(configuration, styles: styles)
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The control group a `ControlGroupStyle` is styling, drawn by the next style out:
    /// use it inside `makeBody(configuration:)` to adjust the current style.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = configuration.content
    }
}

extension ControlGroup {
    /// A control group with the given content and a label (shown by the menu styles).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }

    /// A control group with the given content and a label from a localized string key.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.content = LabeledControlGroupContent(content: content(), label: Text(titleKey))
    }

    /// A control group with the given content and a label from a string.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.content = LabeledControlGroupContent(content: content(), label: Text(title))
    }

    /// A control group with the given content and a label of a title and a system symbol
    /// (`Image(systemName:)`).
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.content = LabeledControlGroupContent(content: content(), label: Label(titleKey, systemImage: systemImage))
    }

    /// A control group with the given content and a label of a title string and a system symbol.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.content = LabeledControlGroupContent(content: content(), label: Label(title, systemImage: systemImage))
    }

    /// A control group with the given content and a label of a title and an image resource
    /// (`Image(_: ImageResource)`).
    public init<C: View>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.content = LabeledControlGroupContent(content: content(), label: Label(titleKey, image: image))
    }

    /// A control group with the given content and a label of a title string and an image resource.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.content = LabeledControlGroupContent(content: content(), label: Label(title, image: image))
    }
}

/// The content of a labeled control group: its controls and its label. As a view on its
/// own it shows the controls.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The controls; the label shows only where a control group's style puts it.
    public var body: some View { content }
}

/// A labeled control group's parts, type-erased, for `ControlGroup` to hand its style.
private protocol LabeledControls {
    var erasedControls: AnyView { get }
    var erasedLabel: AnyView { get }
}

extension LabeledControlGroupContent: LabeledControls {
    var erasedControls: AnyView { AnyView(content) }
    var erasedLabel: AnyView { AnyView(label) }
}
