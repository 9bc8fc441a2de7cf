// Slider.swift · Raster/Views/Controls · mirrors SwiftUI Slider (iOS 17)
// Status: Complete — every initializer, UISlider's look at rest, and drags (ViewHost.drag)
// that move the thumb; no tracking look (UISlider does not change its look while dragged).

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
/// that. Disabled: drawn at half opacity, and drags do nothing.
///
/// A drag (`ViewHost.drag(from:to:duration:)`) that touches down on the thumb moves it with
/// the finger, keeping where the finger holds it; one that touches down elsewhere on the
/// track puts the thumb's centre under the finger first, then follows it. The bound value
/// is set at each step of the drag (clamped to the bounds, moved to the nearest step);
/// `onEditingChanged(true)` runs at touch-down and `(false)` when the finger lifts.
/// [UNCERTAIN — UISlider may ignore touches on the track away from the thumb]
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    /// Sets the bound value to the one at a fraction of the bounds (stepped, clamped).
    let setFraction: (Double) -> Void
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
                  setFraction: SliderTrack.setter(value, in: bounds, step: nil),
                  label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }

    /// A slider with a label and value labels whose value moves in `step`s from the lower bound.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: step),
                  setFraction: SliderTrack.setter(value, in: bounds, step: step),
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
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: nil),
                  setFraction: SliderTrack.setter(value, in: bounds, step: nil), label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    /// The pre-iOS 17 stepped spelling with the label last.
    @available(*, deprecated, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: step),
                  setFraction: SliderTrack.setter(value, in: bounds, step: step), label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    init(fraction: Double, setFraction: @escaping (Double) -> Void, label: Label, minimumValueLabel: ValueLabel,
         maximumValueLabel: ValueLabel, onEditingChanged: @escaping (Bool) -> Void) {
        self.fraction = fraction
        self.setFraction = setFraction
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
            .gesture(SliderDragGesture(fraction: fraction, setFraction: setFraction, onEditingChanged: onEditingChanged))
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
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: nil),
                  setFraction: SliderTrack.setter(value, in: bounds, step: nil), label: label(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider with a label (not drawn on iOS) whose value moves in `step`s.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: step),
                  setFraction: SliderTrack.setter(value, in: bounds, step: step), label: label(),
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
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: nil),
                  setFraction: SliderTrack.setter(value, in: bounds, step: nil), label: EmptyView(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` whose value moves in `step`s from the lower bound.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderTrack.fraction(of: value.wrappedValue, in: bounds, step: step),
                  setFraction: SliderTrack.setter(value, in: bounds, step: step), label: EmptyView(),
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
                v = snapped(v, lower: lower, upper: upper, step: s)
            } else {
                warnOnce("Slider step \(s) is not a positive finite number, so the slider is continuous; give a step above 0")
            }
        }
        return (v - lower) / (upper - lower)
    }

    /// `value` moved to the nearest step from `lower`, at most `upper`.
    static func snapped(_ value: Double, lower: Double, upper: Double, step: Double) -> Double {
        min(lower + ((value - lower) / step).rounded() * step, upper)
    }

    /// Sets `value` to the value at a fraction (0...1, clamped) of `bounds`, moved to the
    /// nearest step from the lower bound when `step` is positive and finite; writes only
    /// when the value changes. Bounds that are not finite set nothing.
    static func setter<V: BinaryFloatingPoint>(_ value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?) -> (Double) -> Void
    where V.Stride: BinaryFloatingPoint {
        { fraction in
            let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
            guard lower.isFinite, upper.isFinite, !fraction.isNaN else { return }
            var v = lower + min(max(fraction, 0), 1) * (upper - lower)
            if let step, Double(step).isFinite, Double(step) > 0 {
                v = snapped(v, lower: lower, upper: upper, step: Double(step))
            }
            if V(v) != value.wrappedValue { value.wrappedValue = V(v) }
        }
    }

    /// The thumb centre's x for `fraction` in a control `width` points wide.
    static func thumbCenter(fraction: Double, width: CGFloat) -> CGFloat {
        thumbDiameter / 2 + (width - thumbDiameter) * CGFloat(fraction)
    }

    /// The track (tint left of the thumb's centre, system fill right of it), then the thumb
    /// over UISlider's shadows: Flutter's reading of them, (0, 3) blur 8 at 15 %, (0, 1)
    /// blur 1 at 16 % and (0, 3) blur 1 at 10 %, with a 0.5-point rim at 4 % black.
    static func items(size: CGSize, fraction: Double, environment: EnvironmentValues) -> [DisplayList.Item] {
        let radius = thumbDiameter / 2
        let centerX = thumbCenter(fraction: fraction, width: size.width)
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

/// A slider's drag: its value is the fraction of the bounds under the finger.
struct SliderDragGesture: Gesture, PrimitiveGesture {
    typealias Body = Never
    typealias Value = Double
    let fraction: Double
    let setFraction: (Double) -> Void
    let onEditingChanged: (Bool) -> Void

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject { SliderDragRecognizer(self, context: context) }
}

/// Tracks a finger on a slider from touch-down; sets the value and reports editing.
private final class SliderDragRecognizer: GestureRecognizer<Double> {
    let gesture: SliderDragGesture
    let context: GestureContext
    /// Where the finger holds the thumb: its x less the thumb centre's at touch-down.
    private var grab: CGFloat = 0
    private var isEditing = false
    private var lastSet: Double?

    init(_ gesture: SliderDragGesture, context: GestureContext) {
        self.gesture = gesture
        self.context = context
    }

    override func recognize(_ event: TouchEvent) -> RecognizerState<Double> {
        let x = context.convert(event.location, to: .local).x
        let width = context.size.width
        if event.phase == .began {
            let center = SliderTrack.thumbCenter(fraction: gesture.fraction, width: width)
            grab = abs(x - center) <= SliderTrack.thumbDiameter / 2 ? x - center : 0
        }
        let travel = width - SliderTrack.thumbDiameter
        let fraction = travel > 0 ? min(max(Double((x - grab - SliderTrack.thumbDiameter / 2) / travel), 0), 1) : 0
        return event.phase == .ended ? .ended(fraction) : .active(fraction)
    }

    override func deliver() {
        guard let fraction = state.value else { return }
        if !isEditing {
            isEditing = true
            gesture.onEditingChanged(true)
        }
        if fraction != lastSet {
            lastSet = fraction
            gesture.setFraction(fraction)
        }
        if case .ended = state { endEditing() }
    }

    override func cancel() {
        super.cancel()
        endEditing()
    }

    private func endEditing() {
        guard isEditing else { return }
        isEditing = false
        gesture.onEditingChanged(false)
    }
}
