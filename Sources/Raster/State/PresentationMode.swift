// PresentationMode.swift · Raster/State · mirrors SwiftUI PresentationMode, DismissAction and the presentationMode, dismiss, isPresented environment values (iOS 17)
// Status: Complete for navigation pages, sheets, covers, alerts and dialogs, whose content is
// presented (Views/Presentation/PresentationLayer.swift, the navigation stack set the state); a
// root view is not presented, so dismissing does nothing there, as in SwiftUI.

import Foundation

/// An indication whether a view is currently presented by another view.
///
/// Raster: read through `@Environment(\.presentationMode)`. In presented content (a sheet, a
/// full-screen cover, a page pushed onto a `NavigationStack`) `isPresented` is true and
/// `dismiss()` ends the presentation or pops the page; in a root view `isPresented` is false
/// and `dismiss()` does nothing, as in SwiftUI.
public struct PresentationMode {
    let state: PresentationModeState

    /// Whether the view is currently presented.
    public var isPresented: Bool { state.isPresented }

    /// Dismisses the view if it is currently presented; does nothing otherwise.
    public mutating func dismiss() { state.dismiss() }
}

/// An action that dismisses a presentation.
///
/// Raster: call it as a function (`dismiss()`). In a sheet or full-screen cover it sets the
/// binding that presented it to false (or its item to nil), and the presentation's
/// `onDismiss` runs after the update; in a page pushed onto a navigation stack it pops that
/// page (and the pages above it); a root view is not presented, so it does nothing there, as
/// in SwiftUI.
public struct DismissAction {
    let state: PresentationModeState

    /// Dismisses the view if it is currently presented.
    public func callAsFunction() { state.dismiss() }
}

/// The presentation a view is in: what `presentationMode`, `dismiss` and `isPresented` read.
/// A navigation stack sets it for its pushed pages, the presentation layer for presented content.
struct PresentationModeState {
    var isPresented = false
    /// What dismissing does (the presentation showing the view sets it).
    var onDismiss: (() -> Void)?

    func dismiss() {
        guard isPresented else { return }
        onDismiss?()
    }
}

private struct PresentationModeStateKey: EnvironmentKey {
    static var defaultValue: PresentationModeState { PresentationModeState() }
}

extension EnvironmentValues {
    /// The presentation this environment's view is in; not presented by default.
    var presentationModeState: PresentationModeState {
        get { self[PresentationModeStateKey.self] }
        set { self[PresentationModeStateKey.self] = newValue }
    }

    /// A binding to the current presentation mode of the view associated with this
    /// environment.
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(state: presentationModeState))
    }

    /// An action that dismisses the current presentation.
    public var dismiss: DismissAction {
        DismissAction(state: presentationModeState)
    }

    /// Whether the view associated with this environment is currently presented.
    public var isPresented: Bool {
        presentationModeState.isPresented
    }
}
