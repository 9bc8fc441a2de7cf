import Foundation
import Testing
@testable import Raster

/// What the context menus of `ContextMenuTests` ran, in order.
@MainActor private final class MenuLog {
    var log: [String] = []
}

/// Two list rows, each with a context menu and trailing swipe actions, as a feed's posts.
private struct Feed: View {
    let log: MenuLog
    var body: some View {
        let log = self.log
        List {
            ForEach(["Ana", "Ben"], id: \.self) { name in
                Text(name)
                    .swipeActions { Button("Mute") { log.log.append("Mute \(name)") } }
                    .contextMenu {
                        Button("Copy") { log.log.append("Copy \(name)") }
                        Button("Report", role: .destructive) { log.log.append("Report \(name)") }
                    }
            }
        }
    }
}

/// A counting button and a link with a custom preview, each with a context menu, in a list.
private struct MenuOnControls: View {
    @State private var taps = 0
    var body: some View {
        NavigationStack {
            List {
                Button("Tapped \(taps)") { taps += 1 }
                    .contextMenu { Button("Reset") { taps = 0 } }
                NavigationLink("Tokyo") { Text("Detail Tokyo") }
                    .contextMenu { Button("Favourite") {} } preview: { Text("Preview of Tokyo").padding(40) }
            }
        }
    }
}

/// A 100 × 40 blue tile with a context menu, on white.
private struct Tile: View {
    var body: some View {
        VStack {
            Color.blue.frame(width: 100, height: 40)
                .contextMenu { Button("Copy") {} }
            Spacer()
        }
        .padding(.top, 100)
        .frame(maxWidth: .infinity)
    }
}

@MainActor @Suite struct ContextMenuTests {
    /// Until pressed, the view is drawn and sized as without the menu.
    @Test func theViewIsDrawnUnchanged() {
        let plain = Text("Photo").padding()
        let menu = plain.contextMenu { Button("Copy") {} }
        #expect(controlsSize(menu, .unspecified) == controlsSize(plain, .unspecified))
        #expect(textColors(menu) == textColors(plain))
    }

    /// A press of 0.5 s or more opens the menu under the row (8 points, `MenuMetrics`), which
    /// is then all VoiceOver reads; a shorter one does not. A tap on a row runs its action and
    /// closes the menu. Before this change a long press did nothing. The row's swipe actions
    /// still play.
    @Test func aLongPressOpensTheMenu() throws {
        let log = MenuLog()
        let host = ViewHost(Feed(log: log), device: .iPhone15)
        let row = try host.frame(of: "Ben")
        let centre = CGPoint(x: row.midX, y: row.midY)
        host.longPress(at: centre, duration: 0.4)
        #expect((try? host.frame(of: "Copy")) == nil)
        host.longPress(at: centre, duration: 0.6)
        let copy = try host.frame(of: "Copy")
        #expect(copy.minY == (row.maxY + 8).rounded())
        #expect((try? host.frame(of: "Ana")) == nil)
        try host.tap("Copy")
        #expect(log.log == ["Copy Ben"])
        #expect((try? host.frame(of: "Copy")) == nil)
        #expect((try? host.frame(of: "Ana")) != nil)
        host.drag(from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 150, y: row.midY), duration: 0.3)
        host.advance(by: 1)
        try host.tap("Mute")
        #expect(log.log == ["Copy Ben", "Mute Ben"])
    }

    /// A press that opens the menu takes the touch over, as iOS cancels the view's touches
    /// when the menu appears: the lift runs no button inside the view and pushes no link (it
    /// did both); a tap still does.
    @Test func theOpenMenuTakesTheTouch() throws {
        let host = ViewHost(MenuOnControls(), device: .iPhone15)
        let button = try host.frame(of: "Tapped 0")
        host.longPress(at: CGPoint(x: button.midX, y: button.midY), duration: 0.6)
        try host.tap("Reset")
        try host.tap("Tapped 0")
        #expect((try? host.frame(of: "Tapped 1")) != nil)
        let link = try host.frame(of: "Tokyo")
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            #expect(host.longPress(at: CGPoint(x: link.midX, y: link.midY), duration: 0.6))
            _ = host.render()
        }
        // The lifted link is drawn as on the screen, not as a link outside any stack.
        #expect(!warnings.contains { $0.contains("NavigationLink") }, "\(warnings)")
        #expect((try? host.frame(of: "Favourite")) != nil)
        host.tap(at: CGPoint(x: 20, y: 800))
        host.advance(by: 1)
        #expect((try? host.frame(of: "Detail Tokyo")) == nil)
        try host.tap("Tokyo")
        host.advance(by: 1)
        #expect((try? host.frame(of: "Detail Tokyo")) != nil)
    }

    /// Open, the screen is blurred and dimmed by #04040F at 0.4: white becomes
    /// 0.6 · 255 + 0.4 · 4 = 154.6 (red, green) and 0.6 · 255 + 0.4 · 15 = 159 (blue), which
    /// the renderer rounds to 155 and 159; the lifted tile is drawn over it and over the
    /// platter's shadow, still system blue.
    @Test func theScreenIsDimmedAndTheViewLifted() throws {
        let host = ViewHost(Tile(), size: CGSize(width: 300, height: 400), scale: 1)
        #expect(host.render().pixel(atPoint: 10, 300) == rgba(255, 255, 255))
        host.longPress(at: CGPoint(x: 150, y: 120), duration: 1)
        let image = host.render()
        #expect(image.pixel(atPoint: 10, 300) == rgba(155, 155, 159))
        #expect(image.pixel(atPoint: 150, 120) == rgba(0, 122, 255))
    }

    /// A menu without items opens nothing, with one warning naming the view under the
    /// modifiers by its type, and its text when it shows one.
    @Test func anEmptyMenuWarnsNamingTheView() {
        let host = ViewHost(Color.blue.frame(width: 100, height: 40).contextMenu { EmptyView() },
                            size: CGSize(width: 300, height: 400), scale: 1)
        let (_, warnings) = RasterDiagnostics.capturingWarnings { host.longPress(at: CGPoint(x: 150, y: 200), duration: 1) }
        #expect(warnings == ["contextMenu on Color: the menu has no items, so it opens nothing (iOS shows no empty menu); "
                             + "give it Buttons, Toggles, Pickers or Menus"])
        let label = ViewHost(Label("Inbox", systemImage: "tray").padding().contextMenu { EmptyView() },
                             size: CGSize(width: 300, height: 400), scale: 1)
        let (_, labelWarnings) = RasterDiagnostics.capturingWarnings { label.longPress(at: CGPoint(x: 150, y: 200), duration: 1) }
        #expect(labelWarnings == ["contextMenu on Label \"Inbox\": the menu has no items, so it opens nothing (iOS shows no "
                                  + "empty menu); give it Buttons, Toggles, Pickers or Menus"])
    }

    /// The iOS 13 form: a `ContextMenu` opens as `contextMenu(menuItems:)` does; nil adds none.
    @available(*, deprecated)
    @Test func theDeprecatedContextMenuOpensTheSameMenu() throws {
        func host(_ menu: ContextMenu<Button<Text>>?) -> ViewHost<some View> {
            let host = ViewHost(Color.blue.frame(width: 100, height: 40).contextMenu(menu),
                                size: CGSize(width: 300, height: 400), scale: 1)
            host.longPress(at: CGPoint(x: 150, y: 200), duration: 1)
            return host
        }
        let copy = try host(ContextMenu { Button("Copy") {} }).frame(of: "Copy")
        #expect(copy.minY == 228)
        #expect((try? host(nil).frame(of: "Copy")) == nil)
    }
}
