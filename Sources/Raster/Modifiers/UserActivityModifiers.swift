// UserActivityModifiers.swift · Raster/Modifiers · mirrors SwiftUI onContinueUserActivity(_:perform:), userActivity(_:isActive:_:) and userActivity(_:element:_:) (iOS 14)
// Status: Complete — a test continues an activity with `ViewHost.continueUserActivity(_:)` and
// reads what the views advertise in `ViewHost.advertisedUserActivities`; nothing reaches
// Handoff, Spotlight or Siri.

import Foundation

extension View {
    /// Registers `action` to run when the app is continued with an activity of `activityType`
    /// (Handoff, a Spotlight result, a universal link) while this view exists.
    ///
    /// Raster: a test continues one with `ViewHost.continueUserActivity(_:)`, which runs every
    /// handler on screen for the activity's type.
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View {
        modifier(ContinueUserActivityModifier(activityType: activityType, action: action))
    }

    /// Advertises an activity of `activityType` while `isActive` and the view exists; `update`
    /// fills it in (title, `userInfo`, eligibility) after each update of the view.
    ///
    /// Raster: `ViewHost.advertisedUserActivities` lists the advertised activities.
    public func userActivity(_ activityType: String, isActive: Bool = true,
                             _ update: @escaping (NSUserActivity) -> Void) -> some View {
        modifier(UserActivityModifier(activityType: activityType, isActive: isActive, update: update))
    }

    /// Advertises an activity of `activityType` for `element` while it is not nil; `update`
    /// fills it in from the element.
    public func userActivity<P>(_ activityType: String, element: P?,
                                _ update: @escaping (P, NSUserActivity) -> Void) -> some View {
        userActivity(activityType, isActive: element != nil) { activity in
            if let element { update(element, activity) }
        }
    }
}

/// Registers the view's `onContinueUserActivity` handler with the window while the view exists.
struct ContinueUserActivityModifier: ViewModifier, PrimitiveModifier {
    let activityType: String
    let action: (NSUserActivity) -> Void

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let owner = ObjectIdentifier(node), requests = graph.systemRequests
        requests.activityHandlers.set((activityType, action), for: owner)
        node.outputs.disappearActions = [{ requests.activityHandlers.remove(for: owner) }]
        node.becomeTransparent(content: content)
    }
}

/// Advertises the view's activity while it is active and the view exists, the same activity
/// object across updates (a new one when the type changes), refreshed after each update.
struct UserActivityModifier: ViewModifier, PrimitiveModifier {
    let activityType: String
    let isActive: Bool
    let update: (NSUserActivity) -> Void

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let owner = ObjectIdentifier(node), requests = graph.systemRequests
        if isActive {
            let kept = (node.storage["userActivity"] as? NSUserActivity).flatMap { $0.activityType == activityType ? $0 : nil }
            let activity = kept ?? NSUserActivity(activityType: activityType)
            node.storage["userActivity"] = activity
            requests.advertisedActivities.set(activity, for: owner)
            let update = self.update
            graph.afterUpdate { update(activity) }
        } else {
            requests.advertisedActivities.remove(for: owner)
        }
        node.outputs.disappearActions = [{ requests.advertisedActivities.remove(for: owner) }]
        node.becomeTransparent(content: content)
    }
}
