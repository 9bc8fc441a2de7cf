// TextField.swift · Raster/Views/Controls · mirrors SwiftUI TextField, TextFieldStyle (iOS 17)
// Status: Partial — shows its text or placeholder (one line, or growing with its lines along
// `.vertical`), and its caret when focused (`focused(_:)`); keys typed with `ViewHost.typeText`
// edit the end of the text, or a bound selection (TextSelection.swift); no caret is drawn there,
// and there is no caret movement by keys, selection highlight or input method.

import Foundation

/// A control that displays an editable text interface.
///
/// Raster: one line of the bound text (primary colour, tail-truncated; while focused, a text
/// longer than the field scrolls to show its end and the caret, as UITextField does while
/// editing, its start cut off at the leading edge), or the prompt or
/// title when the text is empty, in the placeholder colour (tertiary label). The field
/// fills the proposed width (nil: the width of what it shows) and is one line of its font
/// tall (20.33 points for body text at @3x). `.roundedBorder` adds 7 points of padding
/// around that, a background and a 1-pixel border in a rounded rectangle of radius 5
/// (34.33 points tall). Under `focused(_:equals:)` a tap focuses the field and a focused
/// field draws the caret (`TextCaret`) after its text, or before the placeholder; no
/// keyboard shows. `ViewHost.typeText(_:)` and `pressKey(_:modifiers:)` play a hardware
/// keyboard into the focused field: characters append, delete removes the last one (or both
/// edit at the bound selection of the `selection:` initializers), and return runs the
/// `onSubmit` actions around it and gives up focus.
///
/// Made with an `axis` of `.vertical`, the field wraps its text and grows by whole lines, as
/// iOS's vertical field does: the environment's `lineLimit` caps the lines (the last one kept
/// is truncated) and `lineLimit(_:reservesSpace:)` or a range's lower bound keeps the height
/// of that many lines when the text has fewer; its caret follows the last glyph of the last line.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    let placeholder: Text?
    /// The axis the field scrolls along when its text is longer than it: `.horizontal` keeps
    /// one line, `.vertical` grows by lines.
    let axis: Axis
    /// The deprecated initializers' callbacks: editing began (true) or ended (false), and return.
    var legacyCallbacks: (onEditingChanged: (Bool) -> Void, onCommit: () -> Void)?
    /// The string typed keys change when it is not `text` (a `SecureField` shows bullets).
    var editedText: Binding<String>?
    /// Whether the field is a `SecureField`'s, the only one whose keys edit another string.
    var isSecure: Bool { editedText != nil }
    /// The bound selection of the `selection:` initializers (TextSelection.swift): where typed
    /// keys edit; nil otherwise.
    var selection: Binding<TextSelection?>?
    /// The line a text field style decorates, which this field draws as it is when it is the
    /// field handed to the style (`init(styling:)`); nil for a field of app code.
    var styledLine: AnyView?

    /// A text field with a custom label and an optional prompt shown when it is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
    }

    /// A text field with a custom label and an optional prompt that grows along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
        placeholder = prompt
        self.axis = axis
    }

    init(text: Binding<String>, prompt: Text?, title: Text, axis: Axis = .horizontal) where Label == Text {
        self.text = text
        self.prompt = prompt
        label = title
        placeholder = prompt ?? title
        self.axis = axis
    }

    @Environment(TextFieldStyleFamily.styles) private var styles
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isFocused) private var isFocused
    @Environment(\.focusRequest) private var focusRequest

    public var body: some View {
        if let styledLine {
            styledLine
        } else if focusRequest == nil {
            modifier(ImplicitFocusModifier())
        } else {
            field
        }
    }

    /// The field, under a focus binding (`focused(_:)`) or an implicit one.
    private var field: some View {
        let content = text.wrappedValue
        let shown = content.isEmpty ? (placeholder ?? Text(verbatim: "")).foregroundColor(ControlColor.placeholder)
                                    : Text(verbatim: content)
        let focusRequest = isEnabled ? self.focusRequest : nil
        let showsCaret = isFocused && isEnabled
        let line = Group {
            if axis == .vertical {
                shown.overlay { if showsCaret { TextInsertionPoint(text: content) } }
                    .frame(maxWidth: .infinity, alignment: .leading)
            } else {
                shown.modifier(EditedLine(isEmpty: content.isEmpty, showsCaret: showsCaret))
            }
        }
            .modifier(FocusOnTap(request: focusRequest, editing: TextEditing(text: editedText ?? text, selection: selection,
                                                                             isMultiline: axis == .vertical)))
            .dimmedWhenDisabled(isEnabled)
        return reportingEditing(TextFieldStyleFamily.resolvedBody(TextFieldConfiguration(line: AnyView(line)), styles: styles),
                                isEditing: showsCaret)
    }

    /// The field, reporting to the deprecated initializers' callbacks: editing begins when the
    /// field takes focus and ends when it loses it; `onCommit` is its submit action.
    @ViewBuilder private func reportingEditing(_ field: some View, isEditing: Bool) -> some View {
        if let legacyCallbacks {
            field
                .onChange(of: isEditing) { _, editing in legacyCallbacks.onEditingChanged(editing) }
                .onSubmit(legacyCallbacks.onCommit)
        } else {
            field
        }
    }
}

extension TextField where Label == Text {
    /// A text field with a title from a localized string key, shown as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, title: Text(titleKey))
    }

    /// A text field with a title from a string, shown as its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, title: Text(title))
    }

    /// A text field with a title and a prompt; the prompt is the placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, title: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, title: Text(title))
    }

    /// A text field with a title from a localized string key and the callbacks of iOS 13's
    /// text field: `onEditingChanged(true)` when it takes focus and `(false)` when it loses
    /// it; `onCommit` is recorded as its submit action (`onSubmit(of:_:)`), which never runs
    /// without a keyboard. SwiftUI deprecates it only in a future release, so no warning.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil, title: Text(titleKey))
        legacyCallbacks = (onEditingChanged, onCommit)
    }

    /// A text field with a title from a string and the callbacks of iOS 13's text field.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil, title: Text(title))
        legacyCallbacks = (onEditingChanged, onCommit)
    }

    /// A text field with a title from a localized string key that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, title: Text(titleKey), axis: axis)
    }

    /// A text field with a title from a string that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, title: Text(title), axis: axis)
    }

    /// A text field with a title and a prompt (the placeholder) that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, title: Text(titleKey), axis: axis)
    }

    /// A text field with a title string and a prompt (the placeholder) that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, title: Text(title), axis: axis)
    }
}

extension TextField where Label == Text {
    /// A text field showing `value` formatted with `format`, its title the placeholder when
    /// the formatted value is empty.
    ///
    /// Raster: the field shows `format.format(value)`; nothing is typed, so the value is
    /// parsed back (with `format.parseStrategy`) only when the field's text binding is set
    /// programmatically, and a string that does not parse leaves the value as it is.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: FormattedValueBinding.text(of: value, format: format), prompt: prompt, title: Text(titleKey))
    }

    /// A text field showing `value` formatted with `format`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: FormattedValueBinding.text(of: value, format: format), prompt: prompt, title: Text(title))
    }

    /// A text field showing an optional `value` formatted with `format` (empty when nil).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: FormattedValueBinding.text(of: value, format: format), prompt: prompt, title: Text(titleKey))
    }

    /// A text field showing an optional `value` formatted with `format`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: FormattedValueBinding.text(of: value, format: format), prompt: prompt, title: Text(title))
    }
}

extension TextField where Label == Text {
    /// A text field showing `value` written by `formatter`, its title the placeholder when
    /// that is empty.
    ///
    /// Raster: as the `format:` forms; Linux's `Formatter` cannot parse in general, so a string
    /// set through the field is parsed back only by a `NumberFormatter` or a `DateFormatter`
    /// (into a value of `V`'s type), and otherwise, or when it does not parse, leaves the
    /// value as it is.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(text: FormattedValueBinding.text(of: value, formatter: formatter), prompt: prompt, title: Text(titleKey))
    }

    /// A text field showing `value` written by `formatter`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(text: FormattedValueBinding.text(of: value, formatter: formatter), prompt: prompt, title: Text(title))
    }
}

extension TextField {
    /// A text field with a custom label showing `value` written by `formatter` (see
    /// `init(_:value:formatter:prompt:)`).
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: FormattedValueBinding.text(of: value, formatter: formatter), prompt: prompt, label: label)
    }

    /// A text field with a custom label showing `value` formatted with `format`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: FormattedValueBinding.text(of: value, format: format), prompt: prompt, label: label)
    }
}

/// The text binding of a text field that edits a formatted value.
enum FormattedValueBinding {
    static func text<F: ParseableFormatStyle>(of value: Binding<F.FormatInput>, format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(get: { format.format(value.wrappedValue) },
                set: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } })
    }

    /// `value` written by `formatter` (empty when it cannot write it); a string set is read
    /// back by a number or date formatter.
    static func text<V>(of value: Binding<V>, formatter: Formatter) -> Binding<String> {
        Binding(get: { formatter.string(for: value.wrappedValue) ?? "" },
                set: { string in
                    let parsed: Any? = (formatter as? NumberFormatter)?.number(from: string)
                        ?? (formatter as? DateFormatter)?.date(from: string)
                    if let parsed = parsed as? V { value.wrappedValue = parsed }
                })
    }

    static func text<F: ParseableFormatStyle>(of value: Binding<F.FormatInput?>, format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(get: { value.wrappedValue.map(format.format) ?? "" },
                set: { $0.isEmpty ? (value.wrappedValue = nil) : (try? format.parseStrategy.parse($0)).map { value.wrappedValue = $0 } })
    }
}

/// UITextField's insertion point: a 2-point bar as tall as the line, in the tint colour,
/// rounded by 1 point, 1 point after the last glyph (or at the start of an empty field).
/// [UNCERTAIN — 2-point width and 1-point gap read from iOS screenshots, not measured]
struct TextCaret: View {
    let atEnd: Bool

    /// How far the caret reaches past the end of the text, points: 1 point of space, then
    /// its 2-point bar.
    static let reachPastEnd: CGFloat = 3

    var body: some View {
        RoundedRectangle(cornerRadius: 1)
            .fill(.tint)
            .frame(width: 2)
            .offset(x: atEnd ? Self.reachPastEnd : 0)
    }
}

/// One line of a text input control (a text field's, the search field's) filling the width
/// offered: the text or placeholder, tail-truncated, with the caret after the text (before
/// the placeholder) while the control has focus. A focused line wider than its room scrolls
/// to keep the caret in view, as UITextField does while editing: the end of the text and the
/// caret show at the trailing edge, and the start of the text is cut off at the leading edge.
struct EditedLine: ViewModifier {
    let isEmpty: Bool
    let showsCaret: Bool

    func body(content: Content) -> some View {
        let line = content
            .lineLimit(1)
            .overlay(alignment: isEmpty ? .leading : .trailing) {
                if showsCaret { TextCaret(atEnd: !isEmpty) }
            }
        if showsCaret && !isEmpty {
            CaretFollowingLayout { line }.clipped()
        } else {
            line.frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// Lays out a focused line of text at its full width in the width offered: from the leading
/// edge while it fits with the caret after it, else moved to the leading side until the
/// caret's end meets the trailing edge.
///
/// Reports size: the width offered (the line's with the caret without one) and the line's height.
/// Proposes to the line: no width, the height offered. Places the line: vertically centred.
private struct CaretFollowingLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let line = subviews.first else { return .zero }
        let size = line.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
        return CGSize(width: proposal.width ?? size.width + TextCaret.reachPastEnd, height: size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let line = subviews.first else { return }
        let lineProposal = ProposedViewSize(width: nil, height: bounds.height)
        let width = line.sizeThatFits(lineProposal).width
        let x = bounds.minX + min(0, bounds.width - width - TextCaret.reachPastEnd)
        line.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: lineProposal)
    }
}

/// Under `focused(_:equals:)`, a tap anywhere on the field's line moves focus to it.
/// Makes a text input control focusable: a tap focuses it, and keys typed while it has focus
/// edit `editing`'s text (Graph/ViewGraph+Keyboard.swift).
struct FocusOnTap: ViewModifier {
    /// Moves focus to the control; nil when it cannot take focus (disabled, or not under
    /// `focused(_:)`).
    let request: (() -> Void)?
    let editing: TextEditing

    func body(content: Content) -> some View {
        if let request {
            content.contentShape(Rectangle()).onTapGesture(perform: request)
                .modifier(FocusTargetModifier(target: FocusTarget(editing: editing)))
        } else {
            content
        }
    }
}

/// The field around the text line for each style.
struct TextFieldDecoration<Content: View>: View {
    let style: TextFieldStyleKind
    @ViewBuilder let content: () -> Content

    /// UITextField's rounded-rect border: inset, radius and border colour.
    /// [UNCERTAIN — 7-point insets give UIKit's 34-point field with body text]
    static var padding: CGFloat { 7 }
    static var cornerRadius: CGFloat { 5 }

    var body: some View {
        switch style {
        case .plain:
            content()
        case .roundedBorder:
            content()
                .padding(Self.padding)
                .background {
                    ControlCanvas(measure: { $0.replacingUnspecifiedDimensions() }) { size, environment in
                        Self.border(size: size, environment: environment)
                    }
                }
        }
    }

    /// The background and a one-pixel separator-coloured border inside the frame.
    static func border(size: CGSize, environment: EnvironmentValues) -> [DisplayList.Item] {
        let scheme = environment.colorScheme, pixel = environment.pixelLength
        let rect = CGRect(origin: .zero, size: size)
        let outline = RoundedRectangle(cornerRadius: cornerRadius).inset(by: pixel / 2).path(in: rect)
        return [
            .solid(Path(roundedRect: rect, cornerRadius: cornerRadius), SystemColor.systemBackground.resolved(in: environment)),
            .stroke(outline, .color(SystemColor.separator.resolved(scheme)), StrokeStyle(lineWidth: pixel)),
        ]
    }
}

/// A specification for the appearance and interaction of a text field.
///
/// Raster: as in SwiftUI, a style makes the field's body from the field handed to it
/// (`_body(configuration:)`, the requirement SwiftUI's own styles implement): `configuration`
/// draws the line as a plain field does (the text or the placeholder, the caret, taps that
/// focus it), so a custom style decorates it as any view, and a field inside a style's body
/// draws with the style around the one that made it (the environment's previous style).
@MainActor @preconcurrency public protocol TextFieldStyle {
    /// The view a style makes of a field.
    associatedtype _Body: View
    /// The label type of the field a style is handed.
    typealias _Label = _TextFieldStyleLabel
    /// The field drawn in this style: `configuration` is the plain line, to decorate.
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The label of the field a text field style is handed (SwiftUI's `_TextFieldStyleLabel`);
/// the line it draws is the field's own text or placeholder, so the label shows nothing.
public struct _TextFieldStyleLabel: View {
    public var body: EmptyView { EmptyView() }
}

/// The built-in text field looks.
enum TextFieldStyleKind {
    case plain
    case roundedBorder
}

/// The default text field style, based on the text field's context: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        TextFieldDecoration(style: .plain) { configuration }
    }
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        TextFieldDecoration(style: .plain) { configuration }
    }
}

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        TextFieldDecoration(style: .roundedBorder) { configuration }
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// What a text field hands its style: the line of text or placeholder, one line tall and
/// as wide as proposed.
struct TextFieldConfiguration {
    let line: AnyView
}

/// Text fields' styles, set with `textFieldStyle(_:)`: a style's body decorates the line,
/// handed to it as a field that draws it (`TextField(styling:)`).
enum TextFieldStyleFamily: StyleFamily {
    static var defaultStyle: any TextFieldStyle { DefaultTextFieldStyle() }

    static func body(of style: any TextFieldStyle, configuration: TextFieldConfiguration) -> AnyView {
        AnyView(style._body(configuration: TextField(styling: configuration.line)))
    }
}

extension TextField where Label == _TextFieldStyleLabel {
    /// The field a text field style is handed: it draws `line` as it is.
    init(styling line: AnyView) {
        self.init(text: .constant(""), prompt: nil, axis: .horizontal) { _TextFieldStyleLabel() }
        styledLine = line
    }
}

extension View {
    /// Sets the style for text fields within this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: TextFieldStyleFamily.self)
    }
}
