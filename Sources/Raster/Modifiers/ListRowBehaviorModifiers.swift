// ListRowBehaviorModifiers.swift · Raster/Modifiers · mirrors SwiftUI deleteDisabled(_:), moveDisabled(_:), selectionDisabled(_:),
// badgeProminence(_:), BadgeProminence, listRowHoverEffect(_:), listRowHoverEffectDisabled(_:), HoverEffect (iOS 17)
// Status: Complete for iPhone — hover effects are visionOS's and change nothing here.

import Foundation

/// Which editing controls a row turns off (`deleteDisabled`, `moveDisabled`).
struct RowEditingDisabled: Equatable {
    var delete = false
    var move = false
}

private struct RowEditingDisabledKey: EnvironmentKey {
    static let defaultValue = RowEditingDisabled()
}

extension EnvironmentValues {
    /// The editing controls turned off for the rows below (set outside a `ForEach`).
    var rowEditingDisabled: RowEditingDisabled {
        get { self[RowEditingDisabledKey.self] }
        set { self[RowEditingDisabledKey.self] = newValue }
    }
}

/// Turns off a row's delete control (`deleteDisabled`): read from the row's view value by
/// its `EditableRow`, and from the environment when set around a `ForEach`.
struct DeleteDisabledModifier: ViewModifier {
    let isDisabled: Bool

    func body(content: Content) -> some View {
        content.transformEnvironment(\.rowEditingDisabled) { $0.delete = isDisabled }
    }
}

/// Turns off a row's reorder grip (`moveDisabled`), read as `DeleteDisabledModifier` is.
struct MoveDisabledModifier: ViewModifier {
    let isDisabled: Bool

    func body(content: Content) -> some View {
        content.transformEnvironment(\.rowEditingDisabled) { $0.move = isDisabled }
    }
}

extension RowEditingDisabled {
    /// These settings (from around the row) with those the row's view `content` sets itself.
    func overridden(by content: any View) -> RowEditingDisabled {
        var result = self
        if let own = PickerOptions.innermostModifier(DeleteDisabledModifier.self, of: content) { result.delete = own.isDisabled }
        if let own = PickerOptions.innermostModifier(MoveDisabledModifier.self, of: content) { result.move = own.isDisabled }
        return result
    }
}

struct SelectionDisabledKey: LayoutValueKey { static let defaultValue = false }

extension View {
    /// Adds a condition for whether the view's view hierarchy is deletable.
    ///
    /// Raster: in an editing list the row shows no delete control (set on a row of a
    /// `ForEach` with `onDelete`, or around the `ForEach` for all its rows).
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(DeleteDisabledModifier(isDisabled: isDisabled))
    }

    /// Adds a condition for whether the view's view hierarchy is movable.
    ///
    /// Raster: in an editing list the row shows no reorder grip.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(MoveDisabledModifier(isDisabled: isDisabled))
    }

    /// Adds a condition that controls whether users can select this view.
    ///
    /// Raster: a tap in the row's cell does not select it (a selection set by code is still
    /// highlighted). On a `Section` it applies to each of its rows.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(ListRowValueModifier<SelectionDisabledKey>(value: isDisabled, dumpName: "selectionDisabled") {
            $0.selectionDisabled = isDisabled
        })
    }
}

/// The visual prominence of a badge.
public struct BadgeProminence: Hashable, Sendable {
    enum Level: Hashable, Sendable { case decreased, standard, increased }
    let level: Level

    /// The lowest level of prominence for a badge (Raster: the tertiary label colour).
    public static let decreased = BadgeProminence(level: .decreased)
    /// The standard level of prominence for a badge (the secondary label colour).
    public static let standard = BadgeProminence(level: .standard)
    /// The highest level of prominence for a badge (white on a red capsule).
    public static let increased = BadgeProminence(level: .increased)
}

private struct BadgeProminenceKey: EnvironmentKey {
    static let defaultValue = BadgeProminence.standard
}

extension EnvironmentValues {
    /// The prominence to apply to badges associated with this environment (default `.standard`).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

extension View {
    /// Specifies the prominence of badges created by this view.
    ///
    /// Raster, in list rows: `.standard` draws the badge in the secondary colour, `.decreased`
    /// in the tertiary colour, `.increased` in white on a systemRed capsule (see `BadgeModifier`).
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}

/// An effect applied when the pointer hovers over a view.
///
/// Raster draws no pointer or gaze, so hover effects change nothing.
public struct HoverEffect: Sendable, Equatable {
    let name: String

    /// An effect that attempts to determine the effect automatically (the default).
    public static let automatic = HoverEffect(name: "automatic")
    /// An effect that morphs the pointer into a platter behind the view.
    public static let highlight = HoverEffect(name: "highlight")
    /// An effect that slides the pointer under the view and scales the view up.
    public static let lift = HoverEffect(name: "lift")
}

extension View {
    /// Requests that the containing list row use the provided hover effect; nil keeps the
    /// row's default.
    ///
    /// Raster: SwiftUI has it on visionOS; on an iPhone there is no hover, so it changes nothing.
    public func listRowHoverEffect(_ effect: HoverEffect?) -> some View {
        self
    }

    /// Requests that the containing list row have its hover effect disabled.
    ///
    /// Raster: changes nothing (no hover on an iPhone).
    public func listRowHoverEffectDisabled(_ disabled: Bool = true) -> some View {
        self
    }
}
