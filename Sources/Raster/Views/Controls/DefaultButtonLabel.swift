// DefaultButtonLabel.swift · Raster/Views/Controls · mirrors SwiftUI DefaultButtonLabel, Button(role:action:) (iOS 26)
// Status: Partial — the system label of a role is its symbol (xmark, checkmark, trash); iOS 26's
// glass circle behind a bar button and the prominent tint of `.confirm` are not drawn (Raster's
// bars are iOS 17's).

import Foundation

/// The label iOS supplies for a button created with a role alone (`Button(role:action:)`,
/// iOS 26).
///
/// Raster: the role's symbol, sized as any `Image` in its place (toolbar items take the
/// large image scale), with the role's title as its accessibility label: `.close` and
/// `.cancel` an `xmark` ("Close", "Cancel"; Apple's `init(role:action:)` documentation shows
/// the cancel button as an "x" symbol), `.confirm` a `checkmark` ("Done"), `.destructive` a
/// `trash` ("Delete") [UNCERTAIN: the titles are VoiceOver's, not documented; off a bar,
/// iOS 26 is taken to show the symbol alone too].
public struct DefaultButtonLabel: View {
    let role: ButtonRole

    public var body: some View {
        Label(role.defaultLabel.title, systemImage: role.defaultLabel.symbol)
            .labelStyle(.iconOnly)
    }
}

extension ButtonRole {
    /// The title and SF Symbol of the label iOS supplies for a button with this role alone.
    var defaultLabel: (title: String, symbol: String) {
        switch self {
        case .cancel: ("Cancel", "xmark")
        case .confirm: ("Done", "checkmark")
        case .destructive: ("Delete", "trash")
        default: ("Close", "xmark")
        }
    }
}

extension Button where Label == DefaultButtonLabel {
    /// A button with a role and the label iOS gives that role (iOS 26), for example
    /// `Button(role: .close) { dismiss() }` in a sheet's toolbar.
    ///
    /// Raster: the label is the role's symbol (see `DefaultButtonLabel`).
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}
