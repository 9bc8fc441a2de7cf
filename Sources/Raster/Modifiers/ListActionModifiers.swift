// ListActionModifiers.swift · Raster/Modifiers · mirrors SwiftUI swipeActions(edge:allowsFullSwipe:content:), refreshable(action:), RefreshAction (iOS 17)
// Status: Partial — swipe actions are recorded, never shown (they appear under a finger's swipe,
// so a still frame shows none, as an iPhone at rest does); a pull on a refreshable scroll view
// shows the refresh control and runs the action (Views/Containers/RefreshControl.swift).

import Foundation

/// The swipe actions recorded on a list row, by edge.
struct ListSwipeActions {
    var edge: HorizontalEdge
    var allowsFullSwipe: Bool
    var content: AnyView
}

struct ListSwipeActionsKey: LayoutValueKey {
    static let defaultValue: [ListSwipeActions] = []
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
    /// Raster: recorded on the row (a swipe reveals them on iOS; nothing swipes a still
    /// frame), so the row draws as without them.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        let actions = ListSwipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, content: AnyView(content()))
        return modifier(UnaryLayoutModifier(PassthroughLayout(name: "swipeActions")) { node in
            let key = ObjectIdentifier(ListSwipeActionsKey.self)
            node.outputs.layoutValues[key] = [actions]
        })
    }

    /// Marks this view as refreshable: `action` becomes the environment's `refresh` action.
    ///
    /// Raster: a vertical scroll view below (a `List`'s, a `Form`'s, a `ScrollView`) shows a
    /// refresh control: a host's drag (`ViewHost.beginDrag`, `moveDrag`, `endDrag`) pulling
    /// its content down 100 points past its top (after the rubber band) and lifting runs
    /// `action` once on the host's task runner, holding the content 60 points down under a
    /// turning spinner until it returns (`RefreshControl`; points and host seconds). Code can
    /// also call `environment.refresh`, which shows no control.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
