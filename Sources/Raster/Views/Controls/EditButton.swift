// EditButton.swift · Raster/Views/Controls · mirrors SwiftUI EditButton (iOS 17)
// Status: Complete.

import Foundation

/// A button that toggles the edit mode environment value.
///
/// Raster: titled "Edit" (regular weight) while not editing and "Done" (semibold) while
/// editing, in the tint colour; tapping it switches `editMode` between `.inactive` and
/// `.active`. Without an edit mode in the environment it shows "Edit" and does nothing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an Edit button instance.
    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        return Button {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        } label: {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
        }
    }
}
