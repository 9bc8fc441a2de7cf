// FocusState.swift · Raster/State · mirrors SwiftUI FocusState, FocusState.Binding, focused(_:), focused(_:equals:), focusable(_:interactions:), FocusInteractions, focusEffectDisabled(_:), EnvironmentValues.isFocused (iOS 17)
// Status: Complete — focus moves when the bound value is set, a focusable text field is tapped,
// or a single-line field is submitted with return; `ViewHost.pressKey`/`typeText` play keys into
// the focused view (Graph/ViewGraph+Keyboard.swift).

import Foundation

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
///
/// Raster: the value is view state (as `@State`): setting it moves focus to the view marked
/// `focused(_:equals:)` with that value, which then draws focused (a text field its caret);
/// `ViewHost.tap(at:)` on a text field marked `focused` sets it, as a tap on iOS does, and
/// return in a single-line field clears it (false or nil), as iOS does when it submits.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value
    /// The value while nothing marked with this state has focus: false, or nil.
    private let unfocused: Value

    /// The current focus value: false or nil when nothing marked with it is focused.
    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    /// A binding to the focus value, for `focused(_:)` and `focused(_:equals:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(base: $value, unfocused: unfocused) }

    /// A focus state that is true while the view marked `focused(_:)` with it has focus.
    public init() where Value == Bool {
        _value = State(wrappedValue: false)
        unfocused = false
    }

    /// A focus state holding the value of the focused view among those marked
    /// `focused(_:equals:)` with it, nil when none is.
    public init<T: Hashable>() where Value == T? {
        _value = State(wrappedValue: nil)
        unfocused = nil
    }

    /// A property wrapper type that can read and write a value that indicates the current
    /// focus location.
    @propertyWrapper
    public struct Binding {
        let base: Raster.Binding<Value>
        /// The value while nothing has focus: false, or nil.
        let unfocused: Value

        /// The current focus value.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

private struct IsFocusedKey: EnvironmentKey {
    static let defaultValue = false
}

/// What a focusable control does when tapped: moves focus to itself.
private struct FocusRequestKey: EnvironmentKey {
    static let defaultValue: (() -> Void)? = nil
}

/// What a focused control does when it gives focus up (return in a text field).
private struct FocusReleaseKey: EnvironmentKey {
    static let defaultValue: (() -> Void)? = nil
}

private struct FocusEffectDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor has focus (false by default).
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Moves focus to the view marked by the nearest `focused(_:equals:)`; nil outside one.
    var focusRequest: (() -> Void)? {
        get { self[FocusRequestKey.self] }
        set { self[FocusRequestKey.self] = newValue }
    }

    /// Clears the focus binding of the nearest `focused(_:equals:)` when it still holds its
    /// value; nil outside one.
    var focusRelease: (() -> Void)? {
        get { self[FocusReleaseKey.self] }
        set { self[FocusReleaseKey.self] = newValue }
    }

    /// Whether focus effects are disabled here (`focusEffectDisabled(_:)`; false by default).
    public internal(set) var isFocusEffectEnabled: Bool {
        get { !self[FocusEffectDisabledKey.self] }
        set { self[FocusEffectDisabledKey.self] = !newValue }
    }
}

/// The ways a focusable view can be interacted with.
///
/// Mirrors SwiftUI's `FocusInteractions` (iOS 17).
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view has a primary action that can be activated with a key press.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view captures input from non-spatial sources such as a keyboard.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The view supports whatever focus-driven interactions are commonly expected.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

extension View {
    /// Modifies this view by binding its focus state to `condition`: the view has focus
    /// while it is true; a tap on a text field in it sets it.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition, equals: true)
    }

    /// Modifies this view by binding its focus state to `binding`: the view has focus while
    /// the binding equals `value`; a tap on a text field in it sets the binding to `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let isFocused = binding.wrappedValue == value
        return transformEnvironment(\.self) { environment in
            environment.isFocused = isFocused
            environment.focusRequest = { [implicitFocus = environment.implicitFocus] in
                if binding.wrappedValue != value { implicitFocus?.releaseCurrent() }
                binding.wrappedValue = value
            }
            environment.focusRelease = {
                if binding.wrappedValue == value { binding.wrappedValue = binding.unfocused }
            }
        }
    }

    /// Specifies if the view is focusable.
    ///
    /// Raster: a focusable view under `focused(_:)` is the view that key presses go to while
    /// its binding holds its value: `ViewHost.pressKey(_:modifiers:)` runs the `onKeyPress`
    /// handlers of the view and its ancestors. iOS draws no focus ring on iPhone, and a tap
    /// does not focus it.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusTargetModifier(target: isFocusable ? FocusTarget(editing: nil) : nil))
    }

    /// Specifies if the view is focusable, and the interactions it supports when focused
    /// (see `focusable(_:)`).
    ///
    /// Raster: `interactions` is recorded; both kinds of view take key presses alike.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        focusable(isFocusable)
    }

    /// Adds a condition that controls whether this view can display focus effects, such as a
    /// default focus ring or hover effect.
    ///
    /// Raster: recorded in `\.isFocusEffectEnabled`; iPhone draws no focus effect, so nothing
    /// changes in the drawing.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isFocusEffectEnabled) { $0 = $0 && !disabled }
    }
}
