// LabeledContent.swift · Raster/Views/Controls · mirrors SwiftUI LabeledContent (iOS 17)
// Status: Partial — every initializer; drawn by `labeledContentStyle(_:)` styles (the
// automatic one as iOS draws it outside lists and forms). No `labelsHidden()`, no
// selectable text, no form-row look yet (that belongs to `Form`).

import Foundation

/// A container for attaching a label to a value-bearing view.
///
/// Raster: drawn by the innermost `labeledContentStyle(_:)` in the environment; by default
/// as iOS 17 draws it outside a list or form (`AutomaticLabeledContentStyle`): the label at
/// the leading edge in the primary colour, the value at the trailing edge in the secondary
/// colour, the row filling the proposed width (points). A label of several views is a label
/// group: the first line in the inherited font (body), the second in subheadline and later
/// ones in footnote, all but the first in the secondary colour.
///
/// Bad input: an empty label warns once (VoiceOver would read the value alone); a value
/// that is not a finite number (NaN, ±infinity) given with `format:` warns once and is
/// shown as the format style writes it.
public struct LabeledContent<Label, Content> {
    let label: Label
    let content: Content
}

extension LabeledContent: View where Label: View, Content: View {
    /// A labeled element: `content` conveys the value, `label` describes its purpose.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content())
    }

    /// The labeled content, drawn by the innermost style of its family in the environment.
    public var body: some View {
        LabeledContentBody(configuration: LabeledContentStyleConfiguration(
            label: LabeledContentStyleConfiguration.Label(AnyView(label)),
            content: LabeledContentStyleConfiguration.Content(AnyView(content))))
    }
}

extension LabeledContent where Label == Text, Content: View {
    /// Labeled content with a custom value view and a label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content())
    }

    /// Labeled content with a custom value view and a label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content())
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Labeled content showing the string `value`, with a label from a localized string key.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(label: Text(titleKey), content: Text(value))
    }

    /// Labeled content showing the string `value`, with a label from a string.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(label: Text(title), content: Text(value))
    }

    /// Labeled content showing `value` formatted by `format` (in the environment's locale),
    /// with a label from a localized string key.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(titleKey), content: LabeledValue.text(value, format: format, title: titleKey.plainText))
    }

    /// Labeled content showing `value` formatted by `format` (in the environment's locale),
    /// with a label from a string.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(title), content: LabeledValue.text(value, format: format, title: String(title)))
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label,
                               Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a `LabeledContentStyle` is styling, drawn by the next style out:
    /// use it inside `makeBody(configuration:)` to adjust the current style instead of
    /// replacing it.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(label: configuration.label, content: configuration.content)
    }
}

/// A labeled content's configuration drawn by the environment's style.
private struct LabeledContentBody: View {
    let configuration: LabeledContentStyleConfiguration

    @Environment(LabeledContentStyleFamily.styles) private var styles

    var body: some View {
        LabeledContentStyleFamily.resolvedBody(configuration, styles: styles)
    }
}

/// The formatted value of `LabeledContent(_:value:format:)`.
enum LabeledValue {
    /// `value` as a `Text` formatted by `format`, after warning once when it is a
    /// floating-point value that is not finite.
    static func text<F: FormatStyle>(_ value: F.FormatInput, format: F, title: String) -> Text
    where F.FormatInput: Equatable, F.FormatOutput == String {
        if let number = value as? any BinaryFloatingPoint, !number.isFinite {
            warnOnce("LabeledContent \"\(title)\" was given the value \(value), which is not a finite number; it is "
                     + "shown as the format style writes it. Pass a finite value, or show a placeholder with "
                     + "LabeledContent(\"\(title)\", value: \"—\")")
        }
        return Text(value, format: format)
    }
}
