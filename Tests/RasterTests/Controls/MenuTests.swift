import Foundation
import Testing
@testable import Raster

/// Draws the menu inside a red frame: a custom style adjusting the next one out.
private struct FramedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).padding(5)
    }
}

/// Shows the menu order its environment has.
private struct MenuOrderProbe: View {
    @Environment(\.menuOrder) private var order
    var body: some View { Text(order == .fixed ? "fixed" : order == .priority ? "priority" : "automatic") }
}

@Suite struct MenuTests {
    private let window = CGSize(width: 200, height: 60)

    /// The closed menu is its label drawn as a button: borderless by default and with
    /// `.borderlessButton`; with `.button` (and by default) the environment's button style
    /// applies; `menuIndicator(.visible)` adds the chevrons, 4 after the label, 0.75 × the
    /// 17-point body font (the menu picker's; MenuStyle.swift).
    @Test func closedSizes() {
        let title = controlsSize(Text("Sort"), .unspecified)
        let bordered = CGSize(width: title.width + 24, height: title.height + 14)
        let chevrons: CGFloat = 17 * 0.75
        let cases: [(String, AnyView, CGSize)] = [
            ("title", AnyView(Menu("Sort") { Button("Name") {} }), title),
            ("content:label:", AnyView(Menu { Button("Name") {} } label: { Text("Sort") }), title),
            ("primaryAction:", AnyView(Menu("Sort") { Button("Name") {} } primaryAction: {}), title),
            ("empty content", AnyView(Menu("Sort") {}), title),
            ("systemImage:", AnyView(Menu("Sort", systemImage: "arrow.up.arrow.down") {}),
             controlsSize(Label("Sort", systemImage: "arrow.up.arrow.down"), .unspecified)),
            ("automatic in bordered", AnyView(Menu("Sort") {}.buttonStyle(.bordered)), bordered),
            ("button in bordered", AnyView(Menu("Sort") {}.menuStyle(.button).buttonStyle(.bordered)), bordered),
            ("borderless in bordered", AnyView(Menu("Sort") {}.menuStyle(.borderlessButton).buttonStyle(.bordered)), title),
            ("indicator", AnyView(Menu("Sort") {}.menuIndicator(.visible)),
             CGSize(width: title.width + 4 + chevrons, height: max(title.height, chevrons))),
            ("indicator hidden", AnyView(Menu("Sort") {}.menuIndicator(.hidden)), title),
            ("custom style", AnyView(Menu("Sort") {}.menuStyle(FramedMenuStyle())),
             CGSize(width: title.width + 10, height: title.height + 10)),
        ]
        for (name, view, size) in cases {
            #expect(controlsSize(view, .unspecified) == size, "\(name)")
        }
    }

    /// Only the label is drawn, in the tint colour (grey when disabled); the menu's items are
    /// drawn only once a tap opens it (OpenMenuTests).
    @Test func onlyTheTintedLabelIsDrawn() {
        let menu = Menu("Sort") { Button("Name") {}; Button("Date") {} }
        #expect(textColors(menu) == [SystemColor.blue.resolved(.light)])
        #expect(textColors(menu, colorScheme: .dark) == [SystemColor.blue.resolved(.dark)])
        #expect(textColors(menu.tint(.pink)) == [SystemColor.pink.resolved(.light)])
        #expect(textColors(menu.disabled(true)) == [ButtonColors.disabledLabel.resolve(in: EnvironmentValues())])
        #expect(strokeColors(menu.menuIndicator(.visible)) == [SystemColor.blue.resolved(.light)])
    }

    @Test func aTapRunsThePrimaryAction() {
        var runs = 0
        let host = ViewHost(Menu("Sort") { Button("Name") {} } primaryAction: { runs += 1 }, size: window)
        host.tap(at: CGPoint(x: 100, y: 30))
        #expect(runs == 1)
        let disabled = ViewHost(Menu("Sort") {} primaryAction: { runs += 1 }.disabled(true), size: window)
        disabled.tap(at: CGPoint(x: 100, y: 30))
        #expect(runs == 1)
    }

    @Test func menuOrderIsInTheEnvironment() {
        let host = ViewHost(VStack { MenuOrderProbe(); MenuOrderProbe().menuOrder(.fixed); MenuOrderProbe().menuOrder(.priority) },
                            size: CGSize(width: 200, height: 100))
        let tree = host.accessibilityDescription()
        #expect(tree.contains("automatic") && tree.contains("fixed") && tree.contains("priority"))
    }

    /// In a toolbar a menu with a `Label` shows only its icon, as iOS draws bar items: the
    /// title is not laid out, the symbol is, in the tint colour.
    @Test func inAToolbarTheLabelIsAnIcon() {
        let page = NavigationStack {
            Color.clear.toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} }
                }
            }
        }
        let host = ViewHost(page, size: CGSize(width: 393, height: 200))
        #expect(host.frames(of: "Text") == [])
        let icon = host.frames(of: "Image")
        #expect(icon.count == 1)
        // At the bar's trailing edge, 16 points in (NavigationBarMetrics).
        #expect(abs(icon[0].maxX - 377) < 0.001)
        #expect(host.tap(at: CGPoint(x: icon[0].midX, y: icon[0].midY)))
    }
}
