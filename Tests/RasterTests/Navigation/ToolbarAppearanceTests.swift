import Foundation
import Testing
@testable import Raster

/// How bars are drawn: backgrounds, colour schemes, emphasis, title menus, list-row links.
/// Colours per ios17-metrics.md §2 (Flutter's bar colours and hairline).
@Suite struct ToolbarAppearanceTests {
    private let phone = CGSize(width: 393, height: 300)

    private func render<V: View>(_ view: V, colorScheme: ColorScheme = .light) -> RasterImage {
        ViewHost(view, size: phone, scale: 1, colorScheme: colorScheme).render()
    }

    /// At rest the bar is transparent, with no hairline, as iOS 17 draws it while content is
    /// at its top; `toolbarBackground(.visible)` draws the material (#F8F8F8 at 80 % over
    /// white: 249) and a one-pixel hairline (black at 30 % over it: 174) at its bottom.
    @Test func theBarBackgroundShowsOnlyWhenVisible() {
        let transparent = render(NavigationStack {
            Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
        })
        #expect(transparent.pixel(atPoint: 5, 5) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(transparent.pixel(atPoint: 5, 43) == RGBA8(r: 255, g: 255, b: 255, a: 255))

        let visible = render(NavigationStack {
            Color.clear
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(.visible, for: .navigationBar)
        })
        #expect(visible.pixel(atPoint: 5, 5) == RGBA8(r: 249, g: 249, b: 249, a: 255))
        #expect(visible.pixel(atPoint: 5, 43) == RGBA8(r: 174, g: 174, b: 174, a: 255))
        #expect(visible.pixel(atPoint: 5, 44) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    /// A style given to `toolbarBackground` fills the bar; `toolbarColorScheme(.dark)` then
    /// draws the title white, and the style resolves in the dark scheme (indigo's dark value).
    @Test func aBackgroundStyleAndColorSchemeApplyToTheBar() throws {
        let view = NavigationStack {
            Color.clear
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        }
        let host = ViewHost(view, size: phone, scale: 1)
        let image = host.render()
        #expect(image.pixel(atPoint: 5, 5) == RGBA8(r: 94, g: 92, b: 230, a: 255))
        let title = try #require(host.frame(ofUnit: "Text(\"Inbox\")"))
        let brightest = (Int(title.minX)..<Int(title.maxX)).flatMap { x in
            (Int(title.minY)..<Int(title.maxY)).map { image[x, $0] }
        }.max { $0.g < $1.g }
        #expect(brightest == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    /// The bottom toolbar's background is its own: the navigation bar's does not paint it.
    @Test func theBottomBarHasItsOwnBackground() {
        let view = NavigationStack {
            Color.clear
                .navigationTitle("Inbox")
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Compose") {} } }
                .toolbarBackground(.visible, for: .navigationBar)
        }
        #expect(render(view).pixel(atPoint: 5, 295) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        let both = NavigationStack {
            Color.clear
                .navigationTitle("Inbox")
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Compose") {} } }
                .toolbarBackground(.visible, for: .bottomBar)
        }
        let image = render(both)
        #expect(image.pixel(atPoint: 5, 256) == RGBA8(r: 174, g: 174, b: 174, a: 255))
        #expect(image.pixel(atPoint: 5, 295) == RGBA8(r: 249, g: 249, b: 249, a: 255))
    }

    /// `.confirmationAction` items are semibold, so wider than the same text in `.primaryAction`.
    @Test func confirmationActionsAreSemibold() throws {
        func width(_ placement: ToolbarItemPlacement) -> CGFloat? {
            ViewHost(NavigationStack {
                Color.clear.toolbar { ToolbarItem(placement: placement) { Button("Done") {} } }
            }, size: phone).frame(ofUnit: "Text(\"Done\")")?.width
        }
        let regular = try #require(width(.primaryAction))
        let semibold = try #require(width(.confirmationAction))
        let headline = ViewHost(Text("Done").font(.body.weight(.semibold)), size: phone).frame(ofUnit: "Text(\"Done\")")?.width
        #expect(semibold == headline)
        #expect(semibold > regular)
    }

    /// A title menu adds a 10-point down chevron 4 points after the inline title, the pair
    /// centred on the bar; a tap on the title opens it.
    @Test func aTitleMenuAddsAChevronAfterTheInlineTitle() throws {
        let host = ViewHost(NavigationStack {
            Color.clear
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarTitleMenu { Button("Rename") {} }
        }, size: phone)
        let title = try #require(host.frame(ofUnit: "Text(\"Inbox\")"))
        let chevron = try #require(host.frame(ofUnit: "ControlCanvas"))
        #expect(chevron.size == CGSize(width: 10, height: 10))
        #expect(chevron.minX == title.maxX + 4)
        #expect((title.minX + chevron.maxX) / 2 == 196.5)
        #expect(host.frame(ofUnit: "Text(\"Rename\")") == nil)
        #expect(host.tap(at: CGPoint(x: title.midX, y: title.midY)))
        #expect(host.frame(ofUnit: "Text(\"Rename\")") != nil)
    }

    /// In a list row (the environment `List` sets), a link draws its label in the primary
    /// colour across the row and the 8 × 13 disclosure chevron at the trailing edge.
    @Test func aLinkInAListRowDrawsTheDisclosureChevron() throws {
        let host = ViewHost(NavigationStack {
            NavigationLink("Wi-Fi") { Text("Networks") }
                .environment(\.navigationLinkIsListRow, true)
                .padding(.horizontal, 16)
        }, size: phone, scale: 1)
        let chevron = try #require(host.frame(ofUnit: "ControlCanvas"))
        #expect(chevron.size == CGSize(width: 8, height: 13))
        #expect(chevron.maxX == 377)
        let label = try #require(host.frame(ofUnit: "Text(\"Wi-Fi\")"))
        #expect(label.minX == 16)
        let image = host.render()
        let darkest = (Int(label.minX)..<Int(label.maxX)).flatMap { x in
            (Int(label.minY)..<Int(label.maxY)).map { image[x, $0] }
        }.min { $0.r < $1.r }
        #expect(darkest == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(host.tap(at: CGPoint(x: 300, y: label.midY)))
        #expect(host.frame(ofUnit: "Text(\"Networks\")") != nil)
    }

    /// A `List` sets the row environment itself: its links draw the chevron inside the row
    /// and a tap on the row's link pushes.
    @Test func aLinkInAListDrawsTheChevronAndPushes() throws {
        let host = ViewHost(NavigationStack {
            List {
                NavigationLink("Wi-Fi") { Text("Networks") }
            }
            .navigationTitle("Settings")
        }, size: phone, scale: 1)
        let chevron = try #require(host.frame(ofUnit: "ControlCanvas"))
        #expect(chevron.size == CGSize(width: 8, height: 13))
        let label = try #require(host.frame(ofUnit: "Text(\"Wi-Fi\")"))
        #expect(chevron.midY == label.midY && chevron.minX > label.maxX && chevron.maxX < 393 - 16)
        #expect(host.tap(at: CGPoint(x: label.midX, y: label.midY)))
        #expect(host.frame(ofUnit: "Text(\"Networks\")") != nil)
    }

    /// A grouped list's background reaches behind the transparent bar and the status bar, as
    /// its scroll view reaches under them on iOS 17 (systemGroupedBackground, #F2F2F7).
    @Test func aGroupedListsBackgroundShowsBehindTheBar() {
        let host = ViewHost(NavigationStack {
            Form { Text("Row") }.navigationTitle("Settings")
        }, device: .iPhone15Pro)
        let image = host.render()
        #expect(image.pixel(atPoint: 200, 5) == rgba(242, 242, 247))     // under the status bar
        #expect(image.pixel(atPoint: 380, 80) == rgba(242, 242, 247))    // behind the bar
        let plain = ViewHost(NavigationStack { Text("Row").navigationTitle("Plain") }, device: .iPhone15Pro).render()
        #expect(plain.pixel(atPoint: 380, 80) == rgba(255, 255, 255))
    }
}
