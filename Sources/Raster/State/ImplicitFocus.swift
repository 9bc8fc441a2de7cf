// ImplicitFocus.swift · Raster/State · the focus of text input controls without a focus binding (UIKit's first responder on iOS)
// Status: Complete — one focused control per window; a tap focuses, return, a dismissing
// scroll or another control's focus takes it away.

import Foundation
import Observation

/// Which text input control without a `focused(_:)` binding has focus in a window.
///
/// On iOS a tap on any text field makes it the first responder, whether or not a `FocusState`
/// is bound to it; Raster keeps that focus here, one per window (in the root environment), so
/// `ViewHost.typeText(_:)` types into a tapped field.
@Observable final class ImplicitFocus {
    /// The control that has focus; nil when no control without a binding has it.
    var focused: ImplicitFocusToken?
    /// Takes focus from whichever view has it (set by the window's graph).
    @ObservationIgnored var releaseCurrent: () -> Void = {}
}

/// Identifies one text input control for `ImplicitFocus`.
final class ImplicitFocusToken {}

private struct ImplicitFocusKey: EnvironmentKey {
    static let defaultValue: ImplicitFocus? = nil
}

extension EnvironmentValues {
    /// The window's focus for controls without a focus binding; nil outside a window.
    var implicitFocus: ImplicitFocus? {
        get { self[ImplicitFocusKey.self] }
        set { self[ImplicitFocusKey.self] = newValue }
    }
}

/// Gives a text input control without a `focused(_:)` binding the focus environment that a
/// binding would: `isFocused` while it holds the window's implicit focus, a request that takes
/// it (from whichever view had focus) and a release.
struct ImplicitFocusModifier: ViewModifier {
    /// The control's identity when it outlives its view (the search field of `searchable`,
    /// which the navigation bar draws in a new place when the search is presented); nil for
    /// the view's own.
    var token: ImplicitFocusToken? = nil
    @State private var ownToken = ImplicitFocusToken()
    @Environment(\.implicitFocus) private var focus

    func body(content: Content) -> some View {
        let token = self.token ?? ownToken, focus = self.focus
        let isFocused = focus?.focused === token
        return content.transformEnvironment(\.self) { environment in
            environment.isFocused = isFocused
            environment.focusRequest = {
                guard let focus, focus.focused !== token else { return }
                focus.releaseCurrent()
                focus.focused = token
            }
            environment.focusRelease = {
                if focus?.focused === token { focus?.focused = nil }
            }
        }
    }
}
