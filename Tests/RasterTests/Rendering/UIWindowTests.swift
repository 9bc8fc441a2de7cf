// UIWindowTests.swift · RasterTests/Rendering · the host's UIKit scene and window, keyboard dismissal through UIKit calls, UIHostingController and scene delegates where there is no UIKit (Views/UIKit/UIWindow.swift, UIHostingController.swift, UISceneDelegate.swift)

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation
import Testing
@testable import Raster

/// Reads the window's safe area the way app code written for iOS 15+ does.
private extension UIApplication {
    var firstKeyWindow: UIWindow? {
        connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).first { $0.isKeyWindow }
    }
}

/// Shows the key window's insets and size as text, read while the body runs.
private struct InsetsLabel: View {
    var body: some View {
        let window = UIApplication.shared.firstKeyWindow
        let insets = window?.safeAreaInsets ?? .zero
        let legacy = UIApplication.shared.windows.first { $0.isKeyWindow }?.safeAreaInsets.top ?? -1
        Text("\(Int(insets.top)) \(Int(insets.left)) \(Int(insets.bottom)) \(Int(insets.right)) "
             + "\(Int(window?.bounds.width ?? 0))x\(Int(window?.bounds.height ?? 0)) \(Int(legacy)) "
             + "\(UIApplication.shared.keyWindow?.windowScene?.activationState == .foregroundActive)")
    }
}

/// A field focused by its `FocusState` and two buttons that dismiss the keyboard the UIKit ways.
private struct KeyboardDismissal: View {
    final class Log: @unchecked Sendable {
        var handled: [Bool] = []
        var focus: [Bool] = []
    }
    let log: Log
    @State private var text = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack(spacing: 0) {
            TextField("Name", text: $text).focused($isFocused).frame(height: 40)
            Button("Resign") {
                log.handled.append(UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
            }
            .frame(height: 40)
            Button("End") {
                log.handled.append(UIApplication.shared.windows.first?.endEditing(true) ?? false)
            }
            .frame(height: 40)
            Button("Focus") { isFocused = true }.frame(height: 40)
        }
        .onChange(of: isFocused) { _, focused in log.focus.append(focused) }
    }
}

/// A theme switcher as apps write it: a button sets the key window's interface style.
private struct ThemeSwitcher: View {
    var body: some View {
        VStack(spacing: 0) {
            Button("Dark") { UIApplication.shared.firstKeyWindow?.overrideUserInterfaceStyle = .dark }.frame(height: 40)
            Button("System") { UIApplication.shared.firstKeyWindow?.overrideUserInterfaceStyle = .unspecified }
                .frame(height: 40)
            Color(.systemBackground).frame(height: 40)
        }
    }
}

/// A scene delegate as a UIKit-lifecycle app declares it.
private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: Text("Hello"))
        self.window = window
        window.makeKeyAndVisible()
    }
}

/// A non-final app delegate on UIResponder, which satisfies `init()` through UIResponder.
private class AppDelegate: UIResponder, UIApplicationDelegate {}

@Suite struct UIWindowTests {
    @Test func theHostIsTheOneSceneAndItsKeyWindowHasTheDevicesSafeArea() throws {
        let host = ViewHost(InsetsLabel(), device: .iPhone15)
        _ = try host.frame(of: "59 0 34 0 393x852 59 true")
        let landscape = ViewHost(InsetsLabel(), device: Device.iPhone15.landscape)
        _ = try landscape.frame(of: "0 59 21 59 852x393 0 true")
    }

    /// Without a device the window is the iPhone 15's screen, as `UIScreen.main` is, with no
    /// safe area.
    @Test func aWindowWithoutADeviceHasNoSafeAreaAndTheDefaultScreen() throws {
        let host = ViewHost(InsetsLabel(), size: CGSize(width: 300, height: 200))
        _ = try host.frame(of: "0 0 0 0 393x852 0 true")
    }

    /// A scene's lifecycle notifications have UIKit's names (Raster never posts them: a
    /// host's scene stays in the foreground).
    @Test func sceneNotificationsHaveUIKitsNames() {
        #expect([UIScene.willConnectNotification, UIScene.didDisconnectNotification, UIScene.didActivateNotification,
                 UIScene.willDeactivateNotification, UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification]
                    .map(\.rawValue)
                == ["UISceneWillConnectNotification", "UISceneDidDisconnectNotification", "UISceneDidActivateNotification",
                    "UISceneWillDeactivateNotification", "UISceneWillEnterForegroundNotification", "UISceneDidEnterBackgroundNotification"])
    }

    @Test func outsideAHostThereAreNoScenesOrWindows() {
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIApplication.shared.keyWindow == nil)
    }

    @Test func resignFirstResponderAndEndEditingTakeFocusFromTheFocusedField() throws {
        let log = KeyboardDismissal.Log()
        let host = ViewHost(KeyboardDismissal(log: log), size: CGSize(width: 200, height: 160))
        try host.tap("Resign")
        #expect(log.handled == [false])
        try host.tap("Focus")
        #expect(host.typeText("Ann"))
        try host.tap("Resign")
        #expect(!host.typeText("x"))
        try host.tap("Focus")
        try host.tap("End")
        #expect(!host.typeText("y"))
        #expect(log.handled == [false, true, true])
        #expect(log.focus == [true, false, true, false])
        #expect(host.sentActions == ["resignFirstResponder", "resignFirstResponder"])
    }

    @Test func aWindowTheAppMakesIsRecordedAndNotAHost() throws {
        let scene = UIWindowScene(hostWindowOf: ViewGraph(rootView: EmptyView(), environment: EnvironmentValues()))
        let delegate = SceneDelegate()
        delegate.scene(scene, willConnectTo: UISceneSession(role: .windowApplication, persistentIdentifier: "1"),
                       options: UIScene.ConnectionOptions())
        let window = try #require(delegate.window)
        #expect(window.isKeyWindow)
        #expect(window.rootViewController is UIHostingController<Text>)
        #expect(window.safeAreaInsets == .zero)
        #expect(!window.endEditing(true))
        let configuration = AppDelegate().application(
            UIApplication.shared, configurationForConnecting: UISceneSession(role: .windowApplication, persistentIdentifier: "1"),
            options: UIScene.ConnectionOptions())
        #expect(configuration.name == "Default Configuration")
        #expect(configuration.role == .windowApplication)
    }

    @Test func aHostingControllerMeasuresItsRootViewWithSwiftUILayout() {
        let controller = UIHostingController(rootView: Color.red.frame(width: 120, height: 44))
        #expect(controller.sizeThatFits(in: CGSize(width: 300, height: 300)) == CGSize(width: 120, height: 44))
        let flexible = UIHostingController(rootView: Color.red.frame(minWidth: 10, idealWidth: 80, minHeight: 10, idealHeight: 30))
        #expect(flexible.sizeThatFits(in: CGSize(width: 200, height: 100)) == CGSize(width: 200, height: 100))
        #expect(flexible.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: UIView.noIntrinsicMetric))
                == CGSize(width: 80, height: 30))
    }

    /// The key window's `overrideUserInterfaceStyle` sets the hosted views' scheme until it is
    /// `.unspecified` again; the window's screen is the host's.
    @Test func theWindowsInterfaceStyleSetsTheScheme() throws {
        let host = ViewHost(ThemeSwitcher(), size: CGSize(width: 100, height: 120))
        #expect(host.render()[50, 100] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(try host.tap("Dark"))
        #expect(host.render()[50, 100] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(try host.tap("System"))
        #expect(host.render()[50, 100] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(UIApplication.shared.firstKeyWindow == nil)
        let view = UIView()
        view.overrideUserInterfaceStyle = .dark
        #expect(view.overrideUserInterfaceStyle == .dark)
    }

    /// `preferredFont(forTextStyle:)` has the style's size at the default Dynamic Type size, and
    /// `Font(_:)` of it draws as the SwiftUI text style.
    @Test func preferredFontsAreTheTextStyles() throws {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        let viaUIKit = try ImageRenderer(content: Text("Title").font(Font(UIFont.preferredFont(forTextStyle: .title2)))).render()
        let direct = try ImageRenderer(content: Text("Title").font(.title2)).render()
        #expect(viaUIKit.pixmap.data == direct.pixmap.data)
        let system = try ImageRenderer(content: Text("Hi").font(Font(UIFont.systemFont(ofSize: 20, weight: .bold)))).render()
        #expect(system.pixmap.data == (try ImageRenderer(content: Text("Hi").font(.system(size: 20, weight: .bold))).render()).pixmap.data)
    }
}

// Compatibility survey 6: a representable's view finds its window (emitron reads
// `view.window?.windowScene`), orientation masks and a controller's default.
private final class WindowProbe: @unchecked Sendable {
    var hostedWindow: UIWindow?
    var keyWindow: UIWindow?
    var orientations: UIInterfaceOrientationMask?
}

/// Reads its subview's window when laid out, as UIKit code does once a view is on screen.
private final class WindowReadingUIView: UIView {
    let probe: WindowProbe
    let child = UIView()
    init(probe: WindowProbe) {
        self.probe = probe
        super.init(frame: .zero)
        addSubview(child)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        probe.hostedWindow = child.window
    }
}

private struct WindowReadingView: UIViewRepresentable {
    let probe: WindowProbe
    func makeUIView(context: Context) -> WindowReadingUIView { WindowReadingUIView(probe: probe) }
    func updateUIView(_ uiView: WindowReadingUIView, context: Context) {
        probe.keyWindow = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
        probe.orientations = UIViewController().supportedInterfaceOrientations
    }
}

/// What views were told about their superviews and windows, in order.
private final class WindowMoveLog: @unchecked Sendable {
    var entries: [String] = []
}

/// A view that logs its superview and window callbacks as "name willMove/didMove …".
private final class WindowMovingView: UIView {
    let name: String
    let log: WindowMoveLog
    init(name: String, log: WindowMoveLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    required init?(coder: NSCoder) { nil }
    override func willMove(toSuperview newSuperview: UIView?) { log.entries.append("\(name) willMove \(newSuperview == nil ? "nil" : "superview")") }
    override func didMoveToSuperview() { log.entries.append("\(name) didMove \(superview == nil ? "nil" : "superview")") }
    override func willMove(toWindow newWindow: UIWindow?) { log.entries.append("\(name) willMove \(newWindow == nil ? "no window" : "window")") }
    override func didMoveToWindow() { log.entries.append("\(name) didMove \(window == nil ? "no window" : "window")") }
}

@Suite struct UIViewWindowTests {
    /// Once laid out; in its first `updateUIView` (before layout) it is in none, as on iOS.
    @Test func aHostedViewAndItsSubviewsAreInTheHostsKeyWindow() throws {
        let probe = WindowProbe()
        ViewHost(WindowReadingView(probe: probe).frame(width: 20, height: 20), size: CGSize(width: 40, height: 40)).render()
        let window = try #require(probe.hostedWindow)
        #expect(window === probe.keyWindow)
    }

    @Test func aViewInNoWindowHasNoneAndAWindowsSubviewHasIt() {
        let loose = UIView()
        #expect(loose.window == nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView()
        let leaf = UIView()
        window.addSubview(inner)
        inner.addSubview(leaf)
        #expect(leaf.window === window)
        #expect(window.window === window)
    }

    /// A view and its subviews are told when they move into a window or out of one, between
    /// their superview callbacks, and not when they move within one.
    @Test func viewsAreToldWhenTheirWindowChanges() {
        let log = WindowMoveLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = WindowMovingView(name: "card", log: log), leaf = WindowMovingView(name: "leaf", log: log)
        card.addSubview(leaf)
        #expect(log.entries == ["leaf willMove superview", "leaf didMove superview"])
        log.entries = []
        window.addSubview(card)
        #expect(log.entries == ["card willMove superview", "card willMove window", "leaf willMove window",
                                "card didMove window", "leaf didMove window", "card didMove superview"])
        log.entries = []
        let other = UIView()
        window.addSubview(other)
        other.addSubview(card)
        #expect(!log.entries.contains { $0.contains("window") })
        log.entries = []
        card.removeFromSuperview()
        #expect(log.entries == ["card willMove nil", "card willMove no window", "leaf willMove no window",
                                "card didMove no window", "leaf didMove no window", "card didMove nil"])
    }

    /// A representable's view moves into its host's key window when the host shows it.
    @Test func aHostedViewIsToldItMovedIntoTheHostsWindow() throws {
        let log = WindowMoveLog()
        struct Hosted: UIViewRepresentable {
            let log: WindowMoveLog
            func makeUIView(context: Context) -> WindowMovingView { WindowMovingView(name: "hosted", log: log) }
            func updateUIView(_ uiView: WindowMovingView, context: Context) {}
        }
        _ = ViewHost(Hosted(log: log).frame(width: 20, height: 20), size: CGSize(width: 40, height: 40)).render()
        #expect(log.entries == ["hosted willMove window", "hosted didMove window"])
    }

    @Test func orientationMasksHaveUIKitsBits() {
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
        #expect(UIInterfaceOrientationMask.portraitUpsideDown.rawValue == 4)
        #expect(UIInterfaceOrientationMask.landscapeRight.rawValue == 8)
        #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 16)
        #expect(UIInterfaceOrientationMask.landscape.rawValue == 24)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
    }

    @Test(arguments: [(Device.iPhone15, UIInterfaceOrientationMask.allButUpsideDown), (Device.iPadPro11, .all)])
    func aControllerSupportsUIKitsDefaultOrientationsForTheIdiom(device: Device, mask: UIInterfaceOrientationMask) {
        let probe = WindowProbe()
        ViewHost(WindowReadingView(probe: probe).frame(width: 20, height: 20), device: device).render()
        #expect(probe.orientations == mask)
    }

    @Test func keyboardNotificationNamesReadThroughUIApplicationAreUIRespondersOnes() {
        #expect(UIApplication.keyboardWillShowNotification == UIResponder.keyboardWillShowNotification)
        #expect(UIApplication.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
        #expect((UIApplication.shared as UIResponder).isFirstResponder == false)
    }
}
#endif
