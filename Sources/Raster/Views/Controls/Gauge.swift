// Gauge.swift · Raster/Views/Controls · mirrors SwiftUI Gauge, GaugeStyle, GaugeStyleConfiguration (iOS 17)
// Status: Complete for iOS — every built-in iOS style; marked-value labels are accepted and,
// as on iOS 17, drawn by none of them (see `Gauge`).

import Foundation

/// A view that shows a value within a range.
///
/// Raster: drawn by the innermost `gaugeStyle(_:)` (by default, as on iOS, the linear
/// capacity look; see `LinearCapacityGaugeStyle`). The value is clamped to `bounds`, as
/// SwiftUI does, and the styles see it as a fraction 0...1 (`GaugeStyleConfiguration.value`);
/// an empty range (lower == upper) gives 0. A NaN value warns once and is drawn as the lower
/// bound. The fill is the `tint` (the accent colour by default; a `Gradient` tint runs along
/// the gauge's path).
///
/// Marked-value labels (`markedValueLabels:`, views tagged with the values they mark) are
/// kept but drawn by no style, as on iOS 17: `GaugeStyleConfiguration` has no property that
/// hands them to a style (Apple's documentation lists only `value`, `label`,
/// `currentValueLabel`, `minimumValueLabel` and `maximumValueLabel`; onestack.dev's iOS SDK
/// reference for `GaugeStyleConfiguration` lists the same five), so a custom style cannot draw
/// them either, and sample code run on iOS marks them "Not currently used"
/// (github.com: a Gauge_LabelsDemo.swift of 2025). A gauge with them lays out and draws as the
/// same gauge without them.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    let markedValueLabels: MarkedValueLabels

    /// A gauge for `value` in `bounds` with every label, in SwiftUI's order
    /// (`init(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:markedValueLabels:)`).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        fraction = Self.fraction(of: value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.markedValueLabels = markedValueLabels()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// `value`'s place in `bounds`, 0...1: clamped, 0 for an empty range, 0 (with a warning) for NaN.
    static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
        if value.isNaN {
            warnOnce("Gauge: the value is NaN; the gauge is drawn at its lower bound. Give Gauge(value:in:) a number")
            return 0
        }
        return rangeFraction(of: value, from: bounds.lowerBound, to: bounds.upperBound)
    }

    @Environment(GaugeStyleFamily.styles) private var styles

    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction,
            label: GaugeStyleConfiguration.Label(AnyView(label)),
            currentValueLabel: optionalPart(currentValueLabel, GaugeStyleConfiguration.CurrentValueLabel.init),
            minimumValueLabel: optionalPart(minimumValueLabel, GaugeStyleConfiguration.MinimumValueLabel.init),
            maximumValueLabel: optionalPart(maximumValueLabel, GaugeStyleConfiguration.MaximumValueLabel.init))
        return GaugeStyleFamily.resolvedBody(configuration, styles: styles)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge for `value` in `bounds` with a label, a current-value label and bound labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
                  markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge for `value` in `bounds` with a label, a current-value label and marked-value labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  markedValueLabels: markedValueLabels)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge for `value` in `bounds` with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  markedValueLabels: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge for `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  markedValueLabels: { EmptyView() })
    }
}

/// Defines the implementation of all gauge instances within a view hierarchy.
@MainActor @preconcurrency public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration

    /// The view representing the body of a gauge.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// A type-erased value label of a gauge that contains the current value.
    public struct CurrentValueLabel: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// A type-erased value label of a gauge describing the minimum value.
    public struct MinimumValueLabel: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// A type-erased value label of a gauge describing the maximum value.
    public struct MaximumValueLabel: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// The current value of the gauge, a fraction from 0 to 1 of its range.
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label
    /// A view that describes the current value, if any.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// A view that describes the minimum of the range, if any.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// A view that describes the maximum of the range, if any.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

/// Gauges' styles, set with `gaugeStyle(_:)`.
enum GaugeStyleFamily: StyleFamily {
    static var defaultStyle: any GaugeStyle { DefaultGaugeStyle() }

    static func body(of style: any GaugeStyle, configuration: GaugeStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

extension View {
    /// Sets the style for gauges within this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: GaugeStyleFamily.self)
    }
}
