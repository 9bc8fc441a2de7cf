// ElevatedLevelTests.swift · RasterTests/Presentation · presented sheets, covers and popovers are
// at the elevated user-interface level, so dark system backgrounds in them are the elevated
// variants (issue 16, item 3; Paint/UserInterfaceLevel.swift). Values: ios17-metrics.md §10.1
// (dark systemGroupedBackground #000000, elevated #1C1C1E; secondarySystemGroupedBackground
// #1C1C1E, elevated #2C2C2E; light #F2F2F7 and #FFFFFF at both levels).

import Foundation
import Testing
@testable import Raster

@Suite struct ElevatedLevelTests {
    private func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> RGBA8 { RGBA8(r: r, g: g, b: b, a: 255) }

    /// A form on the screen, and the same form in a large sheet over it.
    private func form(presented: Bool, style: Int, scheme: ColorScheme) -> ViewHost<some View> {
        let form = Form { Text("Field") }
        return ViewHost(Color.yellow.modifier(ElevatedPresenter(style: style, presented: presented, content: form)),
                        device: .iPhone15Pro, colorScheme: scheme)
    }

    private struct ElevatedPresenter<Content: View>: ViewModifier {
        let style: Int
        let presented: Bool
        let content: Content

        func body(content base: Self.Content) -> some View {
            if !presented {
                self.content
            } else if style == 0 {
                base.sheet(isPresented: .constant(true)) { self.content }
            } else if style == 1 {
                base.fullScreenCover(isPresented: .constant(true)) { self.content }
            } else {
                base.popover(isPresented: .constant(true)) { self.content }
            }
        }
    }

    /// The form's grouped background at (196, 500), below its one cell, and its cell's middle.
    private func colours(_ host: ViewHost<some View>) throws -> (background: RGBA8, cell: RGBA8) {
        let image = host.render()
        let cell = try host.frame(of: "Field")
        return (image.pixel(atPoint: 196, 500), image.pixel(atPoint: 300, cell.midY))
    }

    @Test(arguments: [0, 1, 2])
    func issue16_darkPresentedContentUsesTheElevatedBackgrounds(style: Int) throws {
        let screen = try colours(form(presented: false, style: style, scheme: .dark))
        #expect(screen.background == rgb(0, 0, 0) && screen.cell == rgb(28, 28, 30))
        let presented = try colours(form(presented: true, style: style, scheme: .dark))
        #expect(presented.background == rgb(28, 28, 30) && presented.cell == rgb(44, 44, 46))
    }

    @Test(arguments: [0, 1, 2])
    func issue16_lightPresentedContentIsUnchanged(style: Int) throws {
        let screen = try colours(form(presented: false, style: style, scheme: .light))
        let presented = try colours(form(presented: true, style: style, scheme: .light))
        #expect(screen.background == rgb(242, 242, 247) && screen.cell == rgb(255, 255, 255))
        #expect(presented.background == screen.background && presented.cell == screen.cell)
    }

    @Test func issue16_onlyBackgroundsHaveElevatedVariants() {
        #expect(SystemColor.tertiarySystemBackground.resolved(.dark, level: .elevated)
            == Color.Resolved(red: 58 / 255, green: 58 / 255, blue: 60 / 255))
        #expect(SystemColor.separator.resolved(.dark, level: .elevated) == SystemColor.separator.resolved(.dark))
        #expect(SystemColor.systemBackground.resolved(.light, level: .elevated) == SystemColor.systemBackground.resolved(.light))
    }
}
