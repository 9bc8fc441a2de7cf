import Foundation
import Testing
@testable import Raster

/// An app file as real projects write it: an observable model and an environment object
/// handed to the window, a scene phase read in the view.
private final class Store: ObservableObject {
    @Published var greeting = "Hello"
}

@Observable private final class Settings {
    var accent = Color.orange
}

private struct Greeting: View {
    @EnvironmentObject var store: Store
    @Environment(Settings.self) private var settings
    @Environment(\.scenePhase) private var phase

    var body: some View {
        Text("\(store.greeting) \(phase == .active ? "active" : "inactive")")
            .foregroundStyle(settings.accent)
            .frame(width: 120, height: 30)
    }
}

private nonisolated(unsafe) var appearances: [String] = []

private struct GreetingApp: App {
    @StateObject private var store = Store()
    private let settings = Settings()
    var showsSecondWindow = false

    var body: some Scene {
        WindowGroup("Greeting", id: "main") {
            Greeting()
        }
        .environmentObject(store)
        .environment(settings)
        .onChange(of: 1, initial: true) { old, new in appearances.append("initial \(old)→\(new)") }
        .onChange(of: 2) { appearances.append("never: the value does not change") }
        if showsSecondWindow {
            WindowGroup { Text("Second") }
        }
    }
}

private struct NoWindowApp: App {
    var body: some Scene { EmptyScene() }
}

private struct EmptyScene: Scene {
    var body: some Scene {
        if false { WindowGroup { EmptyView() } }
    }
}

@Suite(.serialized) struct AppTests {
    /// The windows of a scene tree, in the order written, with their ids and titles.
    @Test func windowsAreCollectedInOrder() {
        var app = GreetingApp()
        #expect(SceneWindows.collect(app.body).map { "\($0.id ?? "-") \($0.title(in: EnvironmentValues()) ?? "-")" } == ["main Greeting"])
        app.showsSecondWindow = true
        #expect(SceneWindows.collect(app.body).map { "\($0.id ?? "-") \($0.title(in: EnvironmentValues()) ?? "-")" } == ["main Greeting", "- -"])
        #expect(SceneWindows.collect(WindowGroup(LocalizedStringKey("Key")) { EmptyView() }).map { $0.title(in: EnvironmentValues()) } == ["Key"])
        #expect(SceneWindows.collect(WindowGroup(Text("Text title")) { EmptyView() }).map { $0.title(in: EnvironmentValues()) } == ["Text title"])
        #expect(SceneWindows.collect(WindowGroup(String("Plain"), id: "p") { EmptyView() }).map(\.id) == ["p"])
    }

    /// `ViewHost(app:)` hosts the first window with the scene's environment and runs the
    /// initial change action once; the window draws its text in the observable's colour.
    @Test func aHostShowsTheFirstWindowWithTheSceneEnvironment() throws {
        appearances = []
        let host = ViewHost(app: GreetingApp(), size: CGSize(width: 120, height: 30))
        #expect(appearances == ["initial 1→1"])
        let image = try host.renderOrThrow()
        let orange = Color.orange.resolve(in: EnvironmentValues()).bytes
        var orangePixels = 0
        for y in 0..<image.pixmap.height {
            for x in 0..<image.pixmap.width where image.pixmap[x, y] == PremultipliedRGBA8(r: orange.r, g: orange.g, b: orange.b, a: 255) {
                orangePixels += 1
            }
        }
        #expect(orangePixels == 77)  // the fully covered pixels of the text, drawn in the observable's colour
        #expect(host.layoutDescription().contains("Hello active"))
    }

    /// On a device the window is the device's screen, with its safe area.
    @Test func aHostOnADeviceHasTheDevicesScreen() throws {
        appearances = []
        let host = ViewHost(app: GreetingApp(), device: .iPhone15Pro)
        #expect(appearances == ["initial 1→1"])
        #expect(host.size == CGSize(width: 393, height: 852) && host.scale == 3)
        #expect(host.layoutDescription().contains("Hello active"))
    }

    @Test func anAppWithoutAWindowIsHostedEmptyWithAWarning() throws {
        let (host, warnings) = RasterDiagnostics.capturingWarnings {
            ViewHost(app: NoWindowApp(), size: CGSize(width: 10, height: 10))
        }
        #expect(warnings == ["NoWindowApp declares no WindowGroup or DocumentGroup(newDocument:), so ViewHost(app:) shows an "
                             + "empty window; put the app's root view in a WindowGroup { … } in its body (a "
                             + "DocumentGroup(viewing:) has no window: Raster has no document browser to open a file with)"])
        #expect(try host.renderOrThrow().pixmap.width == 10)
    }

    /// What an app marked `@main` prints when it is run on Linux.
    @Test func theEntryPointSaysWhereTheViewsRender() {
        #expect(AppEntryPoint.message(for: GreetingApp.self, windowCount: 1)
                == "GreetingApp: Raster renders views without a screen and opens no window (the app declares 1 window); "
                + "render them with ViewHost(app:size:) in a test, or their previews with `rendershot previews`")
    }

    @Test func scenePhaseIsActiveUnlessSet() {
        var environment = EnvironmentValues()
        #expect(environment.scenePhase == .active)
        environment.scenePhase = .background
        #expect(environment.scenePhase == .background)
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }
}
