// DeviceInputPreferences.swift · Raster/Modifiers · mirrors SwiftUI buttonRepeatBehavior(_:), defersSystemGestures(on:), searchDictationBehavior(_:), typeSelectEquivalent(_:) (iOS 16–17)
// Status: Complete as records: each preference concerns input only a device has (a finger held
// on a button, the screen's edge gestures, a microphone, a hardware keyboard), so Raster
// keeps it in the environment, where tests can read it, and draws the view unchanged.

import Foundation

/// Whether buttons repeat their action while held (`buttonRepeatBehavior(_:)`).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let name: String

    /// The platform's default: buttons do not repeat.
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// Buttons repeat their action while held.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// Buttons run their action once however long they are held.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// How dictation enters text into a field (`searchDictationBehavior(_:)`).
public struct TextInputDictationBehavior: Hashable, Sendable {
    private let name: String

    /// The platform's default.
    public static let automatic = TextInputDictationBehavior(name: "automatic")

    /// Dictation inside the field, started by `activation`.
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(name: "inline(\(activation.name))")
    }
}

/// What starts inline dictation (`TextInputDictationBehavior.inline(activation:)`).
public struct TextInputDictationActivation: Hashable, Sendable {
    fileprivate let name: String

    /// Dictation starts when the field is selected.
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
    /// Dictation starts when the person looks at the field (visionOS).
    public static let onLook = TextInputDictationActivation(name: "onLook")
}

extension View {
    /// Sets whether buttons inside repeat their action while held (a stepper's increment, for
    /// example).
    ///
    /// Raster: recorded in the environment (`\.buttonRepeatBehavior`). A host's long press on a
    /// button runs its action once, as a tap does, whatever the behaviour: the repeat timing
    /// of a held finger is the device's and is not played.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }

    /// Asks the system to let the view's gestures near `edges` go first, delaying the system's
    /// edge gestures (Control Center, the home indicator's swipe).
    ///
    /// Raster: recorded in the environment (`\.deferredSystemGestureEdges`, the union of every
    /// request above); a host has no system edge gestures, so the view's gestures always go first.
    public func defersSystemGestures(on edges: Edge.Set) -> some View {
        transformEnvironment(\.deferredSystemGestureEdges) { $0.formUnion(edges) }
    }

    /// Sets how dictation enters text into the search fields inside.
    ///
    /// Raster: recorded in the environment (`\.searchDictationBehavior`); a host has no
    /// microphone, so the search field draws no dictation button either way.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View {
        environment(\.searchDictationBehavior, dictationBehavior)
    }

    /// Sets the text a hardware keyboard's typing matches to select this view in a list
    /// (type-select); nil uses the view's own text.
    ///
    /// Raster: recorded in the environment (`\.typeSelectEquivalent`); a host types no
    /// keys into lists, so nothing is selected by it.
    public func typeSelectEquivalent(_ text: Text?) -> some View {
        environment(\.typeSelectEquivalent, text)
    }

    /// `typeSelectEquivalent(_:)` with a localized string key.
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View {
        typeSelectEquivalent(Text(stringKey))
    }

    /// `typeSelectEquivalent(_:)` with a string, shown verbatim.
    @_disfavoredOverload
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View {
        typeSelectEquivalent(Text(string))
    }
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey {
    static let defaultValue = ButtonRepeatBehavior.automatic
}

private struct DeferredSystemGestureEdgesKey: EnvironmentKey {
    static let defaultValue: Edge.Set = []
}

private struct SearchDictationBehaviorKey: EnvironmentKey {
    static let defaultValue = TextInputDictationBehavior.automatic
}

private struct TypeSelectEquivalentKey: EnvironmentKey {
    static let defaultValue: Text? = nil
}

extension EnvironmentValues {
    /// Whether buttons repeat their action while held (`buttonRepeatBehavior(_:)`).
    public internal(set) var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }

    /// The edges whose system gestures wait for the view's (`defersSystemGestures(on:)`).
    var deferredSystemGestureEdges: Edge.Set {
        get { self[DeferredSystemGestureEdgesKey.self] }
        set { self[DeferredSystemGestureEdgesKey.self] = newValue }
    }

    /// How dictation enters text into search fields (`searchDictationBehavior(_:)`).
    var searchDictationBehavior: TextInputDictationBehavior {
        get { self[SearchDictationBehaviorKey.self] }
        set { self[SearchDictationBehaviorKey.self] = newValue }
    }

    /// The text type-select matches for the view (`typeSelectEquivalent(_:)`).
    var typeSelectEquivalent: Text? {
        get { self[TypeSelectEquivalentKey.self] }
        set { self[TypeSelectEquivalentKey.self] = newValue }
    }
}
