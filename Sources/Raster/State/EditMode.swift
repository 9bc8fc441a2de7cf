// EditMode.swift · Raster/State · mirrors SwiftUI EditMode and EnvironmentValues.editMode (iOS 17)
// Status: Complete — nothing provides an edit mode by default: set one with
// `.environment(\.editMode, $mode)` (SwiftUI's navigation containers provide theirs).

import Foundation

/// A mode that indicates whether the user can edit a view's content.
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The user can edit the view content.
    case active

    /// Whether the mode is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: ToolbarInheritedKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with
    /// this environment; nil (the default) when no container provides one.
    ///
    /// Raster: while it is editing, list rows of a `ForEach` with `onDelete` show the red
    /// delete control and those with `onMove` the reorder grip.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
