// ListActionModifiers.swift · Raster/Modifiers · mirrors SwiftUI swipeActions(edge:allowsFullSwipe:content:), refreshable(action:), RefreshAction (iOS 17)
// Status: Partial — a host's sideways drag on a list row reveals its swipe actions
// (Views/Containers/ListSwipeActions.swift); a pull on a refreshable scroll view shows the
// refresh control and runs the action (Views/Containers/RefreshControl.swift).

import Foundation

/// The swipe actions of one `swipeActions` modifier.
struct ListSwipeActions {
    var edge: HorizontalEdge
    var allowsFullSwipe: Bool
    var content: AnyView
}

/// An action that initiates a refresh operation.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Initiates a refresh action and waits for it to finish.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// A refresh action stored in a view hierarchy (`refreshable(action:)`); nil outside one.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Adds custom swipe actions to a row in a list.
    ///
    /// Raster: a row at rest draws as without them. A `ViewHost` drag on the row
    /// (`drag(from:to:)`, `beginDrag`/`moveDrag`/`endDrag`) toward the leading side reveals
    /// the `.trailing` buttons (the default edge), toward the trailing side the `.leading`
    /// ones: the row's content follows the finger (points), and the buttons share the part of
    /// the cell it uncovers, the first outermost, each filled with its `tint`, else red for a
    /// `.destructive` role, else gray, its label in white (a `Label`'s icon only, unless the
    /// row is 91 points or taller). Lifted past half the buttons' width (74 points each at
    /// least) the row settles open, else closed, over 0.5 s of host time. With
    /// `allowsFullSwipe`, a swipe past 0.8 of the cell's width (and 20 points past the
    /// buttons) runs the first button's action, which removes the row if your code deletes it
    /// from the data. A tap on a revealed button runs it and closes the row; any other touch,
    /// or a scroll, closes the open row; one row is open at a time. Only `Button`s are shown.
    /// Outside a `List` the actions are ignored, as in SwiftUI, with a warning. Figures and
    /// their sources: `ListSwipeMetrics`.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(ListSwipeActionsModifier(actions: ListSwipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe,
                                                                    content: AnyView(content()))))
    }

    /// Marks this view as refreshable: `action` becomes the environment's `refresh` action.
    ///
    /// Raster: a vertical scroll view below (a `List`'s, a `Form`'s, a `ScrollView`) shows a
    /// refresh control: a host's drag (`ViewHost.beginDrag`, `moveDrag`, `endDrag`) pulling
    /// its content down 100 points past its top (after the rubber band) and lifting runs
    /// `action` once on the host's task runner, holding the content 60 points down under a
    /// turning spinner until it returns (`RefreshControl`; points and host seconds). Code can
    /// also call `environment.refresh`, which shows no control.
    ///
    /// As SwiftUI's, `action` inherits the actor of the code that writes it: written in a
    /// view's `body` it is main-actor code, which may use `@MainActor` models synchronously
    /// in the Swift 6 mode.
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
