// Slider.swift · Raster/Views/Controls · mirrors SwiftUI Slider (iOS 17)
// Status: Partial — every initializer and UISlider's look at rest; the thumb does not move
// with drags until ViewHost has drag gestures, so `onEditingChanged` never runs.

import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// Raster, in points: as wide as proposed (nil: 10 + the thumb) and `SliderTrack.height`
/// tall. A 4-point capsule track spans the width, in the tint colour (the accent colour by
/// default) left of the thumb's centre and the system fill right of it; the thumb is a
/// white 28-point circle with UISlider's soft shadow, its centre travelling from 14 points
/// in from the leading edge to 14 in from the trailing edge. The value is clamped to the
/// bounds and, with a `step`, drawn at the nearest step from the lower bound, as UISlider
/// shows it. The value labels sit on either side of the track (`HStack`, 8 apart); the
/// `label` is not drawn on iOS (it names the slider for accessibility) and is kept for
/// that. Disabled: drawn at half opacity.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: (Bool) -> Void

    @Environment(\.isEnabled) private var isEnabled

    /// A slider with a label and value labels, continuous.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: nil),
                  label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }

    /// A slider with a label and value labels whose value moves in `step`s from the lower bound.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: step),
                  label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }

    /// The pre-iOS 17 spelling with the label last.
    @available(*, deprecated, renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: nil), label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    /// The pre-iOS 17 stepped spelling with the label last.
    @available(*, deprecated, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: step), label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    init(fraction: Double, label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
         onEditingChanged: @escaping (Bool) -> Void) {
        self.fraction = fraction
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        let fraction = self.fraction
        return HStack(spacing: SliderTrack.valueLabelSpacing) {
            minimumValueLabel
            ControlCanvas(measure: SliderTrack.size) { size, environment in
                SliderTrack.items(size: size, fraction: fraction, environment: environment)
            }
            maximumValueLabel
        }
        .dimmedWhenDisabled(isEnabled)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (not drawn on iOS), continuous.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: nil), label: label(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider with a label (not drawn on iOS) whose value moves in `step`s.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: step), label: label(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// The pre-iOS 17 spelling with the label last.
    @available(*, deprecated, renamed: "Slider(value:in:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }

    /// The pre-iOS 17 stepped spelling with the label last.
    @available(*, deprecated, renamed: "Slider(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A continuous slider over `bounds` (default 0...1).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: nil), label: EmptyView(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` whose value moves in `step`s from the lower bound.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: step), label: EmptyView(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

/// UISlider's drawing: sizes, the thumb's position and the items.
enum SliderTrack {
    /// The control's height: UISlider's frame. [UNCERTAIN — 34 points measured in iOS 8
    /// (markmeretzky.com/swift/slider); the 28-point thumb with 3 points above and below]
    static let height: CGFloat = 34
    /// The thumb's diameter (Flutter's iOS thumb_painter.dart: a 28-point white circle).
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness. [UNCERTAIN — 4 points (Ionic's iOS range) against Flutter's 2;
    /// iOS 13 made the track thicker]
    static let trackThickness: CGFloat = 4
    /// The gap between the value labels and the track. [UNCERTAIN]
    static let valueLabelSpacing: CGFloat = 8

    /// The control's size for a proposal: the proposed width (nil: 10 points of track plus
    /// the thumb), `height` tall.
    static func size(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: max(proposal.width ?? (10 + thumbDiameter), thumbDiameter), height: height)
    }

    /// Where `value` sits in `bounds`, 0...1: clamped, and moved to the nearest step from
    /// the lower bound when `step` is given. A value that is not a number draws at the lower
    /// bound and an empty range at 0, each with a warning; a step that is not positive and
    /// finite is ignored with a warning.
    static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>, step: V.Stride?) -> Double
    where V.Stride: BinaryFloatingPoint {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        var v = Double(value)
        guard lower.isFinite, upper.isFinite else {
            warnOnce("Slider bounds \(lower)...\(upper) are not finite, so the thumb is drawn at the start; give finite bounds")
            return 0
        }
        guard !v.isNaN else {
            warnOnce("Slider value is NaN, so the thumb is drawn at the lower bound; bind the slider to a number")
            return 0
        }
        guard upper > lower else { return 0 }
        v = min(max(v, lower), upper)
        if let step {
            let s = Double(step)
            if s.isFinite && s > 0 {
                v = min(lower + ((v - lower) / s).rounded() * s, upper)
            } else {
                warnOnce("Slider step \(s) is not a positive finite number, so the slider is continuous; give a step above 0")
            }
        }
        return (v - lower) / (upper - lower)
    }

    /// The track (tint left of the thumb's centre, system fill right of it), then the thumb
    /// over UISlider's shadows: Flutter's reading of them, (0, 3) blur 8 at 15 %, (0, 1)
    /// blur 1 at 16 % and (0, 3) blur 1 at 10 %, with a 0.5-point rim at 4 % black.
    static func items(size: CGSize, fraction: Double, environment: EnvironmentValues) -> [DisplayList.Item] {
        let radius = thumbDiameter / 2
        let centerX = radius + (size.width - thumbDiameter) * CGFloat(fraction)
        let track = CGRect(x: 0, y: (size.height - trackThickness) / 2, width: size.width, height: trackThickness)
        let trackPath = Capsule().path(in: track)
        let filled = CGRect(x: track.minX, y: track.minY, width: centerX - track.minX, height: track.height)
        let thumbRect = CGRect(x: centerX - radius, y: (size.height - thumbDiameter) / 2, width: thumbDiameter, height: thumbDiameter)
        func thumb(grownBy e: CGFloat) -> Path { Path(ellipseIn: thumbRect.insetBy(dx: -e, dy: -e)) }
        return [
            .solid(trackPath, SystemColor.primaryFill.resolved(environment.colorScheme)),
            .group(.clip(trackPath, FillStyle()), [.fill(Path(filled), TintShapeStyle().paint(in: environment, bounds: track), FillStyle())]),
        ]
            + DisplayList.Item.softShadow(alpha: 0.15, blur: 4, y: 3, outline: thumb)
            + DisplayList.Item.softShadow(alpha: 0.16, blur: 0.5, y: 1, outline: thumb)
            + DisplayList.Item.softShadow(alpha: 0.10, blur: 0.5, y: 3, outline: thumb)
            + [.solid(thumb(grownBy: 0.5), ControlColor.rgb(0, 0, 0, 0.04)),
               .solid(Path(ellipseIn: thumbRect), ControlColor.rgb(255, 255, 255))]
    }
}
