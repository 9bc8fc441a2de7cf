// ProgressView.swift · Raster/Views/Controls · mirrors SwiftUI ProgressView, ProgressViewStyle, ProgressViewStyleConfiguration (iOS 17)
// Status: Partial — no `Progress`/date-interval initializers; the spinner is one still
// frame (Raster's clock does not turn it).

import Foundation

/// A view that shows the progress toward completion of a task.
///
/// Raster: without a value, iOS's spinner (see `CircularProgressViewStyle`); with a value,
/// a linear bar (see `LinearProgressViewStyle`), unless `progressViewStyle(_:)` says
/// otherwise. `value` is clamped to 0...`total`; a nil value is indeterminate.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let isDeterminateForm: Bool
    let label: Label
    let currentValueLabel: CurrentValueLabel

    /// A progress view for a value out of `total`, with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = value.map { rangeFraction(of: $0, from: 0, to: total) }
        isDeterminateForm = true
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    init(indeterminateLabel: Label) where CurrentValueLabel == EmptyView {
        fraction = nil
        isDeterminateForm = false
        label = indeterminateLabel
        currentValueLabel = EmptyView()
    }

    @Environment(ProgressViewStyleFamily.styles) private var styles

    public var body: some View {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, isDeterminateForm: isDeterminateForm,
            label: optionalPart(label, ProgressViewStyleConfiguration.Label.init),
            currentValueLabel: optionalPart(currentValueLabel, ProgressViewStyleConfiguration.CurrentValueLabel.init))
        return ProgressViewStyleFamily.resolvedBody(configuration, styles: styles)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: a spinner.
    public init() {
        self.init(indeterminateLabel: EmptyView())
    }

    /// A progress view for `value` out of `total`, without labels.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a custom label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(indeterminateLabel: label())
    }

    /// A progress view for `value` out of `total` with a custom label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a title from a localized string key.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(indeterminateLabel: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(indeterminateLabel: Text(title))
    }

    /// A progress view for `value` out of `total` with a title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(titleKey) }, currentValueLabel: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) }, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a `ProgressViewStyle` is styling, drawn by the next style out.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted
        isDeterminateForm = configuration.isDeterminateForm
        label = configuration.label ?? ProgressViewStyleConfiguration.Label(AnyView(EmptyView()))
        currentValueLabel = configuration.currentValueLabel
            ?? ProgressViewStyleConfiguration.CurrentValueLabel(AnyView(EmptyView()))
    }
}

/// A type that applies standard interaction behaviour to all progress views within a
/// view hierarchy.
@MainActor @preconcurrency public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// The properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration

    /// The view representing the body of a progress view.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// The completed fraction of the task, 0...1, or nil if indeterminate.
    public let fractionCompleted: Double?
    /// Whether the view was made with a value (drawn as a bar by the automatic style).
    let isDeterminateForm: Bool
    /// A view that describes the task, if any.
    public var label: ProgressViewStyleConfiguration.Label?
    /// A view that describes the current value, if any.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// The default progress view style: linear when made with a value, circular otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.isDeterminateForm {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A progress view that uses a circular gauge (on iOS a spinner).
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// Progress views' styles, set with `progressViewStyle(_:)`.
enum ProgressViewStyleFamily: StyleFamily {
    static var defaultStyle: any ProgressViewStyle { DefaultProgressViewStyle() }

    static func body(of style: any ProgressViewStyle, configuration: ProgressViewStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

extension View {
    /// Sets the style for progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: ProgressViewStyleFamily.self)
    }
}
