// SensoryFeedbackModifiers.swift · Raster/Modifiers · mirrors SwiftUI SensoryFeedback and sensoryFeedback(_:trigger:) (iOS 17)
// Status: Complete — feedback is recorded (`ViewHost.playedFeedback`), never played.

import Foundation

/// Represents a type of haptic and/or audio feedback that can be played.
///
/// Raster: nothing is played; each feedback a `sensoryFeedback` modifier plays is
/// appended to `ViewHost.playedFeedback`, so a test can see it.
public struct SensoryFeedback: Equatable, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }
    let kind: Kind

    /// Indicates that a task or action has completed.
    public static let success = SensoryFeedback(kind: .success)
    /// Indicates that a task or action has produced a warning of some kind.
    public static let warning = SensoryFeedback(kind: .warning)
    /// Indicates that an error has occurred.
    public static let error = SensoryFeedback(kind: .error)
    /// Indicates that a UI element's values are changing.
    public static let selection = SensoryFeedback(kind: .selection)
    /// Indicates that an important value increased above a significant threshold.
    public static let increase = SensoryFeedback(kind: .increase)
    /// Indicates that an important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback(kind: .decrease)
    /// Indicates that an activity started.
    public static let start = SensoryFeedback(kind: .start)
    /// Indicates that an activity stopped.
    public static let stop = SensoryFeedback(kind: .stop)
    /// Indicates the alignment of a dragged item.
    public static let alignment = SensoryFeedback(kind: .alignment)
    /// Indicates movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    /// Provides a physical metaphor you can use to complement a visual experience.
    public static let impact = SensoryFeedback(kind: .impact(weight: nil, flexibility: nil, intensity: 1))

    /// An impact of a given weight, `intensity` from 0 to 1.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
    }

    /// An impact of a given flexibility, `intensity` from 0 to 1.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }

    /// The weight to be represented by a type of feedback.
    public struct Weight: Equatable, Hashable, Sendable {
        let value: Int
        /// Indicates a collision between small or lightweight UI objects.
        public static let light = Weight(value: 0)
        /// Indicates a collision between medium-sized or medium-weight UI objects.
        public static let medium = Weight(value: 1)
        /// Indicates a collision between large or heavyweight UI objects.
        public static let heavy = Weight(value: 2)
    }

    /// The flexibility to be represented by a type of feedback.
    public struct Flexibility: Equatable, Hashable, Sendable {
        let value: Int
        /// Indicates a collision between hard or inflexible UI objects.
        public static let rigid = Flexibility(value: 0)
        /// Indicates a collision between solid UI objects of medium flexibility.
        public static let solid = Flexibility(value: 1)
        /// Indicates a collision between soft or flexible UI objects.
        public static let soft = Flexibility(value: 2)
    }
}

/// Plays feedback when `trigger` changes and `feedback(old, new)` gives some.
private struct SensoryFeedbackModifier<T: Equatable>: ViewModifier {
    let trigger: T
    let feedback: (T, T) -> SensoryFeedback?

    @Environment(\.systemRequests) private var system

    func body(content: Content) -> some View {
        let system = self.system, feedback = self.feedback
        return content.onChange(of: trigger) { old, new in
            if let played = feedback(old, new) { system?.play(played) }
        }
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes.
    ///
    /// Raster: the feedback is appended to `ViewHost.playedFeedback` once per change (after
    /// the update that changed it, as `onChange` runs), not played.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger) { _, _ in feedback })
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` is true.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger) { condition($0, $1) ? feedback : nil })
    }

    /// Plays the feedback `feedback(old, new)` returns when `trigger` changes (none for nil).
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
    }
}
