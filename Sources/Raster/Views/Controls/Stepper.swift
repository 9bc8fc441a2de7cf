// Stepper.swift · Raster/Views/Controls · mirrors SwiftUI Stepper (iOS 17)
// Status: Partial — value, bounds, step and increment/decrement forms; no format-style
// initializers, no autorepeat (a tap is one step); `onEditingChanged` runs true then false
// around each step.

import Foundation

/// A control that performs increment and decrement actions.
///
/// Raster: the label at the leading edge and iOS's 94 × 32 point minus/plus control at
/// the trailing edge, the row filling the proposed width (see `ControlRowLayout`). A
/// `ViewHost.tap(at:)` on the left half of the control decrements, on the right half
/// increments (`ViewHost.tap("Decrement")` and `tap("Increment")` tap them: the stepper's
/// accessibility element is adjustable and holds the two buttons, as UIStepper's does): by `step`, clamped to the bounds. A half whose step would leave the bounds
/// (or whose action is nil) is drawn greyed and ignores taps, as is the whole control
/// when disabled.
public struct Stepper<Label: View>: View {
    let label: Label
    let actions: StepperActions

    /// A stepper with a custom label that runs `onIncrement` and `onDecrement`; a nil
    /// action disables its half.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        actions = StepperActions(increment: onIncrement, decrement: onDecrement,
                                 canIncrement: { onIncrement != nil }, canDecrement: { onDecrement != nil },
                                 onEditingChanged: onEditingChanged)
    }

    /// A stepper with a custom label that changes `value` by `step`, without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        actions = StepperActions(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
    }

    /// A stepper with a custom label that changes `value` by `step` within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        actions = StepperActions(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        let enabled = isEnabled
        // Reading the halves' states here records the bound value as a dependency.
        let canDecrement = actions.canDecrement(), canIncrement = actions.canIncrement()
        return ControlRow { label } control: {
            StepperControl(canDecrement: enabled && canDecrement, canIncrement: enabled && canIncrement,
                           decrement: actions.stepDown, increment: actions.stepUp)
        }
        .dimmedWhenDisabled(enabled)
    }
}

extension Stepper where Label == Text {
    /// A titled stepper that runs `onIncrement` and `onDecrement`.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A titled stepper that changes `value` by `step`, without bounds.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A titled stepper that changes `value` by `step` within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

/// What a stepper's halves do and whether they can.
struct StepperActions {
    var increment: (() -> Void)?
    var decrement: (() -> Void)?
    var canIncrement: () -> Bool
    var canDecrement: () -> Bool
    var onEditingChanged: (Bool) -> Void

    /// Steps a value within optional bounds. A step from outside the bounds lands on the
    /// nearest bound; a half is disabled once its step cannot move the value any more.
    init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void) {
        func clamped(_ v: V) -> V {
            guard let bounds else { return v }
            return min(max(v, bounds.lowerBound), bounds.upperBound)
        }
        increment = { value.wrappedValue = clamped(value.wrappedValue.advanced(by: step)) }
        decrement = { value.wrappedValue = clamped(value.wrappedValue.advanced(by: -step)) }
        canIncrement = { bounds.map { value.wrappedValue < $0.upperBound } ?? true }
        canDecrement = { bounds.map { value.wrappedValue > $0.lowerBound } ?? true }
        self.onEditingChanged = onEditingChanged
    }

    init(increment: (() -> Void)?, decrement: (() -> Void)?, canIncrement: @escaping () -> Bool,
         canDecrement: @escaping () -> Bool, onEditingChanged: @escaping (Bool) -> Void) {
        self.increment = increment
        self.decrement = decrement
        self.canIncrement = canIncrement
        self.canDecrement = canDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// One tap on the plus half: editing begins, the value steps, editing ends.
    var stepUp: () -> Void {
        let action = increment, changed = onEditingChanged
        return { changed(true); action?(); changed(false) }
    }

    /// One tap on the minus half.
    var stepDown: () -> Void {
        let action = decrement, changed = onEditingChanged
        return { changed(true); action?(); changed(false) }
    }
}

/// UIStepper's minus/plus control: a 94 × 32 point rounded platter of the tertiary system
/// fill, split by a separator, with a tappable half for each action.
struct StepperControl: View {
    let canDecrement: Bool
    let canIncrement: Bool
    let decrement: () -> Void
    let increment: () -> Void

    /// UIStepper's size (points).
    static let size = CGSize(width: 94, height: 32)
    /// The platter's corner radius. [UNCERTAIN — about 8 points in iOS 13+ design kits]
    static let cornerRadius: CGFloat = 8
    /// The separator: 1 point wide, 18 points tall. [UNCERTAIN]
    static let separatorSize = CGSize(width: 1, height: 18)
    /// The minus and plus glyphs: 14 points long, 1.8 points thick. [UNCERTAIN]
    static let glyphLength: CGFloat = 14
    static let glyphWeight: CGFloat = 1.8

    var body: some View {
        let canDecrement = self.canDecrement, canIncrement = self.canIncrement
        return ControlCanvas(size: Self.size) { size, environment in
            Self.items(size: size, canDecrement: canDecrement, canIncrement: canIncrement, environment: environment)
        }
        .overlay {
            HStack(spacing: 0) {
                Self.half("Decrement") { if canDecrement { decrement() } }
                Self.half("Increment") { if canIncrement { increment() } }
            }
        }
    }

    /// A tappable half, a button to accessibility named as UIStepper names its segments.
    private static func half(_ name: String, action: @escaping () -> Void) -> some View {
        Color.clear.contentShape(Rectangle()).onTapGesture { action() }
            .accessibilityElement()
            .accessibilityLabel(Text(verbatim: name))
            .accessibilityAddTraits(.isButton)
    }

    static func items(size: CGSize, canDecrement: Bool, canIncrement: Bool, environment: EnvironmentValues) -> [DisplayList.Item] {
        let scheme = environment.colorScheme
        let bounds = CGRect(origin: .zero, size: size)
        let separator = CGRect(x: (size.width - separatorSize.width) / 2, y: (size.height - separatorSize.height) / 2,
                               width: separatorSize.width, height: separatorSize.height)
        func glyph(_ symbol: SymbolGlyph, centerX: CGFloat, enabled: Bool) -> [DisplayList.Item] {
            let box = CGRect(x: centerX - glyphLength / 0.7 / 2, y: size.height / 2 - glyphLength / 0.7 / 2,
                             width: glyphLength / 0.7, height: glyphLength / 0.7)
            let color = (enabled ? SystemColor.primary : SystemColor.tertiary).resolved(scheme)
            return symbol.items(in: box, paint: .color(color), weight: glyphWeight)
        }
        return [.solid(Path(roundedRect: bounds, cornerRadius: cornerRadius), SystemColor.tertiaryFill.resolved(scheme)),
                .solid(Path(separator), SystemColor.separator.resolved(scheme))]
            + glyph(.minus, centerX: size.width / 4, enabled: canDecrement)
            + glyph(.plus, centerX: size.width * 3 / 4, enabled: canIncrement)
    }
}
