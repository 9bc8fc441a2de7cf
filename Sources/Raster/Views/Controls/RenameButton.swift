// RenameButton.swift · Raster/Views/Controls · mirrors SwiftUI RenameButton, RenameAction, renameAction(_:) and EnvironmentValues.rename (iOS 16)
// Status: Complete.

import Foundation

/// An action that starts a standard rename interaction (`EnvironmentValues.rename`), set with
/// `renameAction(_:)`.
public struct RenameAction {
    let action: () -> Void

    /// Starts the rename interaction.
    public func callAsFunction() {
        action()
    }
}

/// A button that runs the rename action of its environment (`renameAction(_:)`).
///
/// Raster: drawn as a `Button` of its label (by default `Label("Rename", systemImage:
/// "pencil")`), so in a context menu it is the menu's "Rename" row with the pencil icon, which
/// runs the rename action set around the menu and closes it; without a rename action in its
/// environment it is disabled, as on iOS.
public struct RenameButton<Label: View>: View {
    let label: Label
    @Environment(\.rename) private var rename

    /// A rename button with the system's label.
    public init() where Label == Raster.Label<Text, Image> {
        label = Raster.Label("Rename", systemImage: "pencil")
    }

    public var body: some View {
        let rename = self.rename
        return Button {
            rename?()
        } label: {
            label
        }
        .disabled(rename == nil)
    }
}

extension RenameButton: MenuElementSource {
    /// In a menu, the row of its label running the rename action of the environment where the
    /// menu is attached (`renameAction(_:)` around a `contextMenu`, or inside its content);
    /// disabled without one.
    func menuElements(in environment: EnvironmentValues) -> [MenuElement] {
        let (title, icon) = MenuContent.titleAndIcon(of: label)
        let rename = environment.rename
        return [.item(MenuItem(title: title, icon: icon, role: nil, isEnabled: environment.isEnabled && rename != nil,
                               isChecked: nil, kind: .action { rename?() }))]
    }
}

extension View {
    /// Sets the action a `RenameButton` inside runs.
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
    }

    /// Sets the rename action to focus what `isFocused` is bound to (a text field showing the
    /// name, typically).
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        renameAction { isFocused.wrappedValue = true }
    }
}

private struct RenameActionKey: EnvironmentKey {
    static let defaultValue: RenameAction? = nil
}

extension EnvironmentValues {
    /// The action that starts the standard rename interaction; nil when no `renameAction(_:)`
    /// is set above.
    public internal(set) var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}
