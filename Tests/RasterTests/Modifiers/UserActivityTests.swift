// UserActivityTests.swift · RasterTests/Modifiers · onContinueUserActivity and userActivity, driven by a host

import Foundation
import Testing
@testable import Raster

private struct ItemBrowser: View {
    @State private var shown = "none"
    @State private var advertising = true

    var body: some View {
        VStack {
            Text("Showing \(shown)")
            Button("Stop") { advertising = false }
        }
        .onContinueUserActivity("com.example.item") { activity in
            shown = activity.userInfo?["id"] as? String ?? "?"
        }
        .userActivity("com.example.browsing", isActive: advertising) { activity in
            activity.title = "Browsing \(shown)"
            activity.isEligibleForSearch = true
        }
    }
}

@MainActor @Suite struct UserActivityTests {
    /// Continuing an activity runs the handler for its type; the view advertises its own
    /// activity, filled in after each update, until it stops.
    @Test func activitiesAreContinuedAndAdvertised() throws {
        let host = ViewHost(ItemBrowser(), size: CGSize(width: 300, height: 200))
        _ = host.render()
        #expect(host.advertisedUserActivities.map(\.title) == ["Browsing none"])
        let activity = NSUserActivity(activityType: "com.example.item")
        activity.addUserInfoEntries(from: ["id": "42"])
        #expect(host.continueUserActivity(activity))
        #expect((try? host.frame(of: "Showing 42")) != nil)
        #expect(host.advertisedUserActivities.map(\.title) == ["Browsing 42"])
        #expect(host.advertisedUserActivities.first?.isEligibleForSearch == true)
        try host.tap("Stop")
        _ = host.render()
        #expect(host.advertisedUserActivities.isEmpty)
    }

    /// An activity of a type no view handles runs nothing and warns, naming the type.
    @Test func anUnhandledActivityWarns() {
        let host = ViewHost(ItemBrowser(), size: CGSize(width: 300, height: 200))
        var handled = true
        let warnings = capturingWarnings {
            handled = host.continueUserActivity(NSUserActivity(activityType: "com.example.other"))
        }
        #expect(!handled)
        #expect(warnings.contains { $0.contains("\"com.example.other\"") && $0.contains("onContinueUserActivity") })
    }
}
