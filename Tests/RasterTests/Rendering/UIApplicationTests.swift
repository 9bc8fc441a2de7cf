// UIApplicationTests.swift · RasterTests/Rendering · UIApplication.shared, the UIKit feedback generators and @UIApplicationDelegateAdaptor where there is no UIKit (UIApplication.swift, UIFeedbackGenerator.swift, App/UIApplicationDelegateAdaptor.swift)

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation
import Testing
@testable import Raster

/// A settings button as app code writes it: opens the app's page in Settings.
private struct SettingsButton: View {
    final class Log: @unchecked Sendable { var results: [Bool] = [] }
    let log: Log
    var body: some View {
        Button("Settings") {
            UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) { log.results.append($0) }
        }
        .frame(width: 200, height: 60)
    }
}

/// Plays each kind of UIKit feedback from one tap.
private struct HapticButton: View {
    var body: some View {
        Button("Buzz") {
            UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
            UIImpactFeedbackGenerator().impactOccurred(intensity: 0.5)
            UIImpactFeedbackGenerator(style: .soft).impactOccurred(intensity: 2)
            UIImpactFeedbackGenerator(style: .rigid).impactOccurred()
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
            let notification = UINotificationFeedbackGenerator()
            notification.prepare()
            notification.notificationOccurred(.success)
            notification.notificationOccurred(.warning)
            notification.notificationOccurred(.error)
            UISelectionFeedbackGenerator().selectionChanged()
        }
        .frame(width: 200, height: 60)
    }
}

/// Dismisses the keyboard the UIKit way (with `Selector(_:)`, since `#selector` needs Objective-C).
private struct DoneButton: View {
    final class Log: @unchecked Sendable { var handled: [Bool] = [] }
    let log: Log
    var body: some View {
        Button("Done") {
            log.handled.append(UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        }
        .frame(width: 200, height: 60)
    }
}

/// Final, as Raster's `UIApplicationDelegate` needs (it requires `init()`).
private final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var token = "none"
    var launched = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        launched = true
        return true
    }
}

private struct DelegateApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
    var body: some Scene {
        WindowGroup { Text("Hello") }
    }
}

@Suite struct UIApplicationTests {
    private let center = CGPoint(x: 100, y: 30)

    @Test func openFromAnActionIsRecordedAsAnOpenedURLAndSucceeds() {
        let log = SettingsButton.Log()
        let host = ViewHost(SettingsButton(log: log), size: CGSize(width: 200, height: 60))
        #expect(host.tap(at: center))
        #expect(host.openedURLs == [URL(string: "app-settings:")!])
        #expect(log.results == [true])
    }

    /// The usual one-argument call, with no completion handler, records the URL too.
    @Test func openWithoutACompletionHandlerIsRecorded() {
        struct Opener: View {
            var body: some View {
                Button("Open") { UIApplication.shared.open(URL(string: "https://example.com/help")!) }
                    .frame(width: 200, height: 60)
            }
        }
        let host = ViewHost(Opener(), size: CGSize(width: 200, height: 60))
        #expect(host.tap(at: center))
        #expect(host.openedURLs == [URL(string: "https://example.com/help")!])
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            UIApplication.shared.open(URL(string: "https://example.com")!)
        }
        #expect(warnings.count == 1)
    }

    /// An icon picker sets the alternate icon: recorded in the host, read back through
    /// `alternateIconName`, nil again for the primary; outside a host, an error and a warning.
    @Test func alternateIconsAreRecordedInTheHost() {
        final class Log: @unchecked Sendable { var names: [String?] = []; var errors: [Bool] = []; var primary = 0 }
        struct IconPicker: View {
            let log: Log
            var body: some View {
                VStack(spacing: 0) {
                    Button("Dark") {
                        UIApplication.shared.setAlternateIconName("AppIcon-Dark") { error in log.errors.append(error != nil) }
                        log.names.append(UIApplication.shared.alternateIconName)
                    }
                    .frame(width: 200, height: 30)
                    Button("Primary") {
                        log.primary += 1
                        UIApplication.shared.setAlternateIconName(nil)
                    }
                    .frame(width: 200, height: 30)
                }
            }
        }
        let log = Log()
        let host = ViewHost(IconPicker(log: log), size: CGSize(width: 200, height: 60))
        #expect(UIApplication.shared.supportsAlternateIcons)
        #expect(host.tap(at: CGPoint(x: 100, y: 15)))
        #expect(host.alternateIconName == "AppIcon-Dark")
        #expect(log.names == ["AppIcon-Dark"])
        #expect(log.errors == [false])
        #expect(host.tap(at: CGPoint(x: 100, y: 45)))
        #expect(log.primary == 1)
        #expect(host.alternateIconName == nil)
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            UIApplication.shared.setAlternateIconName("AppIcon-Dark") { error in log.errors.append(error != nil) }
        }
        #expect(log.errors == [false, true])
        #expect(warnings == ["UIApplication.shared.setAlternateIconName(AppIcon-Dark) was called outside a hosted view's code, so no ViewHost recorded it; call it from a view's action"])
    }

    @Test func openOutsideAHostFailsWithAWarning() {
        var results: [Bool] = []
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            UIApplication.shared.open(URL(string: "https://example.com")!, options: [.universalLinksOnly: true]) { results.append($0) }
        }
        #expect(results == [false])
        #expect(warnings == ["UIApplication.shared.open(https://example.com) was called outside a hosted view's code, so no ViewHost recorded it; call it from a view's action, or use the openURL environment action"])
    }

    @Test func canOpenURLAnswersForTheSchemesOfIOSsOwnApps() {
        let answers = ["https://apple.com", "HTTP://apple.com", "mailto:a@b.c", "tel:123", "sms:123", "facetime:a@b.c",
                       "app-settings:", "myapp://open", "maps://", "relative/path"]
            .map { UIApplication.shared.canOpenURL(URL(string: $0)!) }
        #expect(answers == [true, true, true, true, true, true, true, false, false, false])
        #expect(UIApplication.openSettingsURLString == "app-settings:")
    }

    @Test func sendActionIsRecordedAndHandledByNoResponderWhenNothingHasFocus() {
        let log = DoneButton.Log()
        let host = ViewHost(DoneButton(log: log), size: CGSize(width: 200, height: 60))
        host.tap(at: center)
        #expect(host.sentActions == ["resignFirstResponder"])
        #expect(log.handled == [false])
        let (handled, warnings) = RasterDiagnostics.capturingWarnings {
            UIApplication.shared.sendAction("resignFirstResponder", to: nil, from: nil, for: nil)
        }
        #expect(handled == false)
        #expect(warnings == ["UIApplication.shared.sendAction(resignFirstResponder) was called outside a hosted view's code; there are no responders and no host to record it in. Use @FocusState to move or clear focus"])
    }

    @Test func feedbackGeneratorsAreRecordedAsSensoryFeedback() {
        let host = ViewHost(HapticButton(), size: CGSize(width: 200, height: 60))
        host.tap(at: center)
        #expect(host.playedFeedback == [
            .impact(weight: .heavy, intensity: 1), .impact(weight: .medium, intensity: 0.5),
            .impact(flexibility: .soft, intensity: 1), .impact(flexibility: .rigid, intensity: 1),
            .impact(weight: .light, intensity: 1), .success, .warning, .error, .selection,
        ])
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(host.playedFeedback.count == 9)
    }

    // Main-actor isolated, as every test making an adaptor is, so that no other adaptor is made
    // between making one and reading `UIApplication.shared.delegate`.
    @MainActor @Test func theDelegateAdaptorMakesOneDelegateAndCallsNothing() {
        let app = DelegateApp()
        let delegate = app.delegate
        #expect(app.delegate === delegate)
        #expect(delegate.launched == false)
        #expect(delegate.token == "none")
        #expect(delegate.application(UIApplication.shared, open: URL(string: "myapp://x")!, options: [:]) == false)
        let host = ViewHost(app: app, size: CGSize(width: 100, height: 40))
        _ = host.render()
        #expect(delegate.launched == false)
    }
}

// Compatibility survey 8 (NetNewsWire's `UIApplication.shared.delegate as? AppDelegate` and
// its `didEnterBackgroundNotification` observer).
@Suite struct UIApplicationDelegateAndStateTests {
    @MainActor @Test func theAdaptorsDelegateIsTheApplicationsDelegateUntilCodeAssignsAnother() {
        let app = DelegateApp()
        #expect(UIApplication.shared.delegate === app.delegate)
        #expect((UIApplication.shared.delegate as? AppDelegate) === app.delegate)
        let other = DelegateApp()
        #expect(UIApplication.shared.delegate === other.delegate)
        #expect(UIApplication.shared.delegate !== app.delegate)
        UIApplication.shared.delegate = app.delegate
        #expect(UIApplication.shared.delegate === app.delegate)
    }

    @Test func aHostsAppIsAlwaysActive() {
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.State.active.rawValue == 0)
        #expect(UIApplication.State.inactive.rawValue == 1)
        #expect(UIApplication.State.background.rawValue == 2)
    }

    @Test func lifecycleNotificationsHaveUIKitsNames() {
        #expect(UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
        #expect(UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(UIApplication.willResignActiveNotification.rawValue == "UIApplicationWillResignActiveNotification")
        #expect(UIApplication.willTerminateNotification.rawValue == "UIApplicationWillTerminateNotification")
        #expect(UIApplication.didFinishLaunchingNotification.rawValue == "UIApplicationDidFinishLaunchingNotification")
        #expect(UIApplication.didReceiveMemoryWarningNotification.rawValue == "UIApplicationDidReceiveMemoryWarningNotification")
        #expect(UIApplication.significantTimeChangeNotification.rawValue == "UIApplicationSignificantTimeChangeNotification")
        #expect(UIApplication.userDidTakeScreenshotNotification.rawValue == "UIApplicationUserDidTakeScreenshotNotification")
    }

    /// A view that pauses when the app goes to the background, as NetNewsWire's CloudKit
    /// stats screen does: a host never sends it there, so it shows its foreground state.
    private struct PausingView: View {
        @State private var paused = false
        var body: some View {
            Text(paused ? "Paused" : "Running")
                .onReceive(NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)) { _ in
                    paused = true
                }
        }
    }

    @Test func aViewObservingTheBackgroundNotificationKeepsItsForegroundState() throws {
        let host = ViewHost(PausingView(), size: CGSize(width: 120, height: 40))
        _ = host.render()
        host.advance(by: 1)
        _ = try host.frame(of: "Running")
        #expect(throws: ViewHostError.self) { try host.frame(of: "Paused") }
    }
}

// Compatibility survey 6 (clean-architecture-swiftui's app delegate and system events).
@Suite struct UIBackgroundFetchResultTests {
    @Test func resultsHaveUIKitsRawValues() {
        #expect(UIBackgroundFetchResult.newData.rawValue == 0)
        #expect(UIBackgroundFetchResult.noData.rawValue == 1)
        #expect(UIBackgroundFetchResult.failed.rawValue == 2)
        #expect(UIBackgroundFetchResult(rawValue: 3) == nil)
    }
}

/// The app delegate as Xcode's templates and apps declare it (clean-architecture-swiftui): on
/// UIResponder, main-actor isolated, adapted by `@UIApplicationDelegateAdaptor`.
@MainActor
private final class ResponderAppDelegate: UIResponder, UIApplicationDelegate {
    var fetches: [UIBackgroundFetchResult] = []
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        .noData
    }
}

private struct ResponderDelegateApp: App {
    @UIApplicationDelegateAdaptor(ResponderAppDelegate.self) var delegate
    var body: some Scene {
        WindowGroup { Text("Hello") }
    }
}

@Suite struct ResponderAppDelegateTests {
    @MainActor @Test func aDelegateOnUIResponderIsAdaptedAndIsAnNSObject() async {
        let app = ResponderDelegateApp()
        let delegate = app.delegate
        #expect(app.delegate === delegate)
        #expect((delegate as AnyObject) is NSObject)
        #expect(await delegate.application(UIApplication.shared, didReceiveRemoteNotification: [:]) == .noData)
        ViewHost(app: app, size: CGSize(width: 100, height: 40)).render()
        #expect(delegate.fetches.isEmpty)
    }
}
#endif
