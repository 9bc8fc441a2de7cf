// FocusState.swift · Raster/State · mirrors SwiftUI FocusState, FocusState.Binding, focused(_:), focused(_:equals:), focusable(_:), EnvironmentValues.isFocused (iOS 17)
// Status: Partial — focus moves when the bound value is set or a focused text field is tapped;
// there is no keyboard, so a focused field shows its caret and nothing is typed.

import Foundation

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
///
/// Raster: the value is view state (as `@State`): setting it moves focus to the view marked
/// `focused(_:equals:)` with that value, which then draws focused (a text field its caret);
/// `ViewHost.tap(at:)` on a text field marked `focused` sets it, as a tap on iOS does.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    /// The current focus value: false or nil when nothing marked with it is focused.
    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    /// A binding to the focus value, for `focused(_:)` and `focused(_:equals:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(base: $value) }

    /// A focus state that is true while the view marked `focused(_:)` with it has focus.
    public init() where Value == Bool {
        _value = State(wrappedValue: false)
    }

    /// A focus state holding the value of the focused view among those marked
    /// `focused(_:equals:)` with it, nil when none is.
    public init<T: Hashable>() where Value == T? {
        _value = State(wrappedValue: nil)
    }

    /// A property wrapper type that can read and write a value that indicates the current
    /// focus location.
    @propertyWrapper
    public struct Binding {
        let base: Raster.Binding<Value>

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
            environment.focusRequest = { binding.wrappedValue = value }
        }
    }

    /// Specifies if the view is focusable.
    ///
    /// Raster: accepted, and it changes nothing: on iPhone only text input takes focus
    /// (without a hardware keyboard), so a focusable view draws as before.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
