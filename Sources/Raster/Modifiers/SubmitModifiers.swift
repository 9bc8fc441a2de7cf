// SubmitModifiers.swift · Raster/Modifiers · mirrors SwiftUI SubmitLabel, submitLabel(_:), SubmitTriggers, onSubmit(of:_:), submitScope(_:) (iOS 17)
// Status: Complete — return played by `ViewHost.pressKey`/`typeText` in a focused text field
// runs the `.text` actions around it, in the search field of `searchable` the `.search` actions
// around the `searchable`.

import Foundation

/// A semantic label describing the label of the submit button of a keyboard.
public struct SubmitLabel: Hashable, Sendable {
    let name: String

    /// Defines a submit label with text of "Done".
    public static let done = SubmitLabel(name: "done")
    /// Defines a submit label with text of "Go".
    public static let go = SubmitLabel(name: "go")
    /// Defines a submit label with text of "Send".
    public static let send = SubmitLabel(name: "send")
    /// Defines a submit label with text of "Join".
    public static let join = SubmitLabel(name: "join")
    /// Defines a submit label with text of "Route".
    public static let route = SubmitLabel(name: "route")
    /// Defines a submit label with text of "Search".
    public static let search = SubmitLabel(name: "search")
    /// Defines a submit label with text of "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// Defines a submit label with text of "Next".
    public static let next = SubmitLabel(name: "next")
    /// Defines a submit label with text of "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Defines triggers originating from text input controls like `TextField` and `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Defines triggers originating from search fields constructed from `searchable` modifiers.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

private struct SubmitLabelKey: EnvironmentKey {
    static let defaultValue = SubmitLabel.return
}

/// The submit actions in effect, innermost last, with the triggers each answers.
private struct SubmitActionsKey: EnvironmentKey {
    static let defaultValue: [(triggers: SubmitTriggers, action: () -> Void)] = []
}

extension EnvironmentValues {
    /// The label of the keyboard's submit button (`submitLabel(_:)`, default `.return`).
    ///
    /// Raster: recorded only; it names a key of a device keyboard.
    var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }

    /// The actions `onSubmit(of:_:)` added above this view, outermost first.
    var submitActions: [(triggers: SubmitTriggers, action: () -> Void)] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Sets the submit label for this view (the keyboard's return key).
    ///
    /// Raster: recorded in the environment; it only matters to a device keyboard.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel)
    }

    /// Adds an action to perform when the user submits a value to this view (the return key
    /// in a text field under it, default triggers `.text`).
    ///
    /// Raster: return played into a focused single-line `TextField` or `SecureField` under it
    /// (`ViewHost.pressKey(.return)`, or a newline in `ViewHost.typeText(_:)`) runs the
    /// `.text` actions around the field, innermost first, then the field gives up focus; in
    /// the search field of a `searchable` it runs the `.search` actions around the
    /// `searchable` (`.searchable(text:).onSubmit(of: .search) { … }`), and the search stays
    /// active.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions) { $0.append((triggers, action)) }
    }

    /// Prevents submission triggers originating from this view to invoke a submission action
    /// configured by a submission modifier higher up in the view hierarchy.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment(\.submitActions) { if isBlocking { $0.removeAll() } }
    }
}
