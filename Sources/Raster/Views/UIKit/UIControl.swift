// UIControl.swift · Raster/Views/UIKit · mirrors UIKit UIControl (iOS 17): states, events, actions and targets
// Status: Partial — a control gets no touches in a render; `sendActions(for:)` runs its
// actions' handlers; targets and selectors are recorded (no Objective-C runtime to send
// them). Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A control: a view that responds to user interaction (UIKit's `UIControl`).
///
/// Raster: the base of the controls' appearance proxies and of controls built in code. A
/// rendered control gets no touches, so its actions run only when your code calls
/// `sendActions(for:)`.
open class UIControl: UIView {
    /// The state of a control.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control reports (UIKit's `UIControl.Event`, with its raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control is enabled. Default true.
    open var isEnabled = true
    /// Whether the control is selected. Default false.
    open var isSelected = false
    /// Whether the control is highlighted (touched). Default false.
    open var isHighlighted = false
    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// The actions added, each with the events it answers, in the order added.
    private var actions: [(action: UIAction, events: Event)] = []
    /// The targets added, each with its selector and events. Raster: recorded only.
    private var targets: [(target: AnyObject?, action: Selector, events: Event)] = []

    /// A control with `frame` whose primary action is `primaryAction` (added for
    /// `.primaryActionTriggered`).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Adds `action`, run when any of `controlEvents` happens; an action with the same
    /// identifier as one already added replaces it, as UIKit's do.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == action.identifier }
        actions.append((action, controlEvents))
    }

    /// Removes `action` (by identifier) from `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actions = actions.compactMap { entry in
            guard entry.action.identifier == actionIdentifier else { return entry }
            let events = entry.events.subtracting(controlEvents)
            return events.isEmpty ? nil : (entry.action, events)
        }
    }

    /// Runs the actions added for any of `controlEvents`, each with this control as its
    /// `sender`; a disabled control runs none, as UIKit sends a disabled control no events.
    /// Targets are not sent (see `addTarget(_:action:for:)`).
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
    }

    /// Adds a target and action for `controlEvents`. Raster: recorded only; Linux has no
    /// Objective-C runtime to send a selector, so `sendActions(for:)` does not call it (add a
    /// `UIAction` to run code).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targets.append((target as AnyObject?, action, controlEvents))
    }

    /// Removes a target's action from `controlEvents` (nil: every action of the target).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        targets = targets.compactMap { entry in
            guard entry.target === object, action == nil || entry.action == action else { return entry }
            let events = entry.events.subtracting(controlEvents)
            return events.isEmpty ? nil : (entry.target, entry.action, events)
        }
    }

    /// The events the control has actions or targets for.
    open var allControlEvents: Event {
        (actions.map(\.events) + targets.map(\.events)).reduce(into: Event()) { $0.formUnion($1) }
    }
}
#endif
