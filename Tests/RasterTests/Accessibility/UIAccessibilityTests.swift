import Foundation
import Testing
@testable import Raster

/// UIAccessibility's settings read the running view's accessibility environment, and its
/// posts are recorded in the host.
@Suite struct UIAccessibilityTests {
    /// The settings UIKit code reads in a representable's `makeUIView`, under `configure`.
    private func settings(_ configure: (AnyView) -> AnyView) -> [Bool] {
        var read: [Bool] = []
        let hosted = HostedUIView { () -> UIView in
            read = [UIAccessibility.isReduceMotionEnabled, UIAccessibility.isVoiceOverRunning, UIAccessibility.isBoldTextEnabled,
                    UIAccessibility.isReduceTransparencyEnabled, UIAccessibility.isDarkerSystemColorsEnabled]
            return UIView()
        }
        _ = ViewHost(configure(AnyView(hosted)), size: CGSize(width: 20, height: 20)).render()
        return read
    }

    /// Off outside a host and by default; each follows the SwiftUI value set on the view.
    @Test func settingsFollowTheEnvironment() {
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning && !UIAccessibility.isBoldTextEnabled)
        #expect(settings { $0 } == [false, false, false, false, false])
        #expect(settings { AnyView($0.environment(\.accessibilityReduceMotion, true)) } == [true, false, false, false, false])
        #expect(settings { AnyView($0.environment(\.accessibilityVoiceOverEnabled, true)) } == [false, true, false, false, false])
        #expect(settings { AnyView($0.environment(\.legibilityWeight, .bold)) } == [false, false, true, false, false])
        #expect(settings { AnyView($0.environment(\.accessibilityReduceTransparency, true).environment(\.colorSchemeContrast, .increased)) }
                == [false, false, false, true, true])
    }

    /// A body chooses its animation by the UIKit setting as by the environment value.
    @Test func aBodyReadsReduceMotion() {
        struct Probe: View {
            let record: (Bool) -> Void
            var body: some View {
                record(UIAccessibility.isReduceMotionEnabled)
                return Color.red
            }
        }
        var seen: [Bool] = []
        _ = ViewHost(Probe { seen.append($0) }.environment(\.accessibilityReduceMotion, true), size: CGSize(width: 10, height: 10)).render()
        _ = ViewHost(Probe { seen.append($0) }, size: CGSize(width: 10, height: 10)).render()
        #expect(seen == [true, false])
    }

    /// Posts from an action and from a representable's update are recorded in order with
    /// their arguments; outside a host one warns.
    @Test func postsAreRecorded() throws {
        struct Screen: View {
            var body: some View {
                VStack {
                    Button("Save") { UIAccessibility.post(notification: .announcement, argument: "Saved") }
                    HostedUIView { () -> UIView in
                        UIAccessibility.post(notification: .screenChanged, argument: nil)
                        return UIView()
                    }
                    .frame(width: 10, height: 10)
                }
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 200, height: 200))
        _ = host.render()
        try host.tap("Save")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        let posts = host.postedAccessibilityNotifications
        #expect(posts.map(\.kind) == [.screenChanged, .announcement])
        #expect(posts[1].text == "Saved" && posts[0].text == nil)
        #expect(posts.map(\.description) == ["screenChanged", "announcement \"Saved\""])
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            UIAccessibility.post(notification: .announcement, argument: NSAttributedString(string: "Done"))
        }
        #expect(warnings.count == 1 && warnings[0].contains("outside a hosted view's code"))
        #expect(PostedAccessibilityNotification(kind: .announcement, argument: NSAttributedString(string: "Done")).text == "Done")
        #expect(UIAccessibility.Notification(rawValue: 4242).kind == .other(4242))
    }

    /// An announcement whose argument is not text is recorded without text, with a warning
    /// naming the argument.
    @Test func anAnnouncementWithoutTextWarns() throws {
        struct Screen: View {
            var body: some View {
                VStack {
                    Button("Number") { UIAccessibility.post(notification: .announcement, argument: 42) }
                    Button("Nothing") { UIAccessibility.post(notification: .announcement, argument: nil) }
                }
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 200, height: 200))
        let (_, warnings) = try RasterDiagnostics.capturingWarnings {
            try host.tap("Number")
            try host.tap("Nothing")
        }
        #expect(host.postedAccessibilityNotifications.map(\.text) == [nil, nil])
        #expect(warnings == [
            "UIAccessibility.post(notification: .announcement, argument: 42): an announcement's argument is the text to "
                + "speak, a String or NSAttributedString; it is recorded without text",
            "UIAccessibility.post(notification: .announcement, argument: nil): an announcement's argument is the text to "
                + "speak, a String or NSAttributedString; it is recorded without text",
        ])
    }
}
