// AccessibilityFocusState.swift · Raster/Accessibility · mirrors SwiftUI AccessibilityFocusState, AccessibilityTechnologies and accessibilityFocused(_:) / accessibilityFocused(_:equals:) (iOS 15)
// Status: Complete for what runs without an assistive technology — the app moves the focus by
// setting the value, and the accessibility tree marks the focused element; no VoiceOver runs
// on Linux to move it.

import Foundation

/// The assistive technologies an `AccessibilityFocusState` follows.
public struct AccessibilityTechnologies: SetAlgebra, Hashable, Sendable {
    private var bits: UInt8

    private init(bits: UInt8) { self.bits = bits }

    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(bits: 1 << 0)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(bits: 1 << 1)

    public init() { bits = 0 }
    public func contains(_ member: AccessibilityTechnologies) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { .init(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { .init(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { .init(bits: bits ^ other.bits) }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTechnologies) -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { bits ^= other.bits }
}

/// A property wrapper type that can read and write a value that an assistive technology
/// (VoiceOver) updates as its focus moves, and that moves its focus when set.
///
/// Raster: the value is view state (as `@State`); setting it to the value a view marked
/// `accessibilityFocused(_:equals:)` holds makes that view's element the focused one, which
/// `ViewHost.accessibilityDescription()` and the `.accessibility` snapshot strategy mark
/// `focused`. No assistive technology runs, so nothing else moves the focus; the
/// technologies given are recorded.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value
    /// The technologies whose focus this follows (VoiceOver and Switch Control by default).
    let technologies: AccessibilityTechnologies

    /// The current focus value: false or nil when no marked view has the focus.
    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    /// A binding to the focus value, for `accessibilityFocused(_:)` and
    /// `accessibilityFocused(_:equals:)`.
    public var projectedValue: Binding { Binding(base: $value) }

    /// A focus state that is true while the view marked `accessibilityFocused(_:)` with it
    /// has the focus.
    public init() where Value == Bool {
        self.init(false, for: [.voiceOver, .switchControl])
    }

    /// A focus state of one technology's focus, true while the marked view has it.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        self.init(false, for: technologies)
    }

    /// A focus state holding the value of the focused view among those marked
    /// `accessibilityFocused(_:equals:)` with it, nil when none is.
    public init<T: Hashable>() where Value == T? {
        self.init(nil, for: [.voiceOver, .switchControl])
    }

    /// A focus state of one technology's focus, holding the focused marked view's value.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
        self.init(nil, for: technologies)
    }

    private init(_ initial: Value, for technologies: AccessibilityTechnologies) {
        _value = State(wrappedValue: initial)
        self.technologies = technologies
    }

    /// A property wrapper type that can read and write the focus value.
    @propertyWrapper
    public struct Binding {
        let base: Raster.Binding<Value>

        /// The current focus value.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Modifies this view by binding its accessibility element's focus state to `condition`:
    /// the element has the focus while it is true.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        accessibilityFocused(condition, equals: true)
    }

    /// Modifies this view by binding its accessibility element's focus state to `binding`:
    /// the element has the focus while the binding equals `value`.
    ///
    /// Raster: the element is marked `focused` in the accessibility tree.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                      equals value: Value) -> some View {
        accessibilityFocusMark(binding.wrappedValue == value)
    }
}
