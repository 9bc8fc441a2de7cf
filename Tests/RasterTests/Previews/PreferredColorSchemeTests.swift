import Foundation
import Testing
@testable import Raster

/// A 10×10 square blue in dark mode and red in light mode, read from the environment.
private struct SchemeSwatch: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        (colorScheme == .dark ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
            .frame(width: 10, height: 10)
    }
}

/// A swatch that prefers dark until tapped.
private struct SchemeSwitch: View {
    @State private var prefersDark = true
    var body: some View {
        SchemeSwatch()
            .onTapGesture { prefersDark = false }
            .preferredColorScheme(prefersDark ? .dark : nil)
    }
}

private let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
private let black = RGBA8(r: 0, g: 0, b: 0, a: 255)
private let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
private let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)

@Suite struct PreferredColorSchemeTests {
    @Test func setsTheWindowsSchemeAndBackground() {
        let image = ViewHost(SchemeSwatch().preferredColorScheme(.dark), size: CGSize(width: 20, height: 20)).render()
        #expect(image[0, 0] == black)
        #expect(image[10, 10] == blue)
        let unchanged = ViewHost(SchemeSwatch(), size: CGSize(width: 20, height: 20)).render()
        #expect(unchanged[0, 0] == white)
        #expect(unchanged[10, 10] == red)
    }

    @Test func reachesViewsOutsideTheModifiedOne() {
        // The preference is the window's: a sibling of the modified view turns dark too.
        let view = HStack(spacing: 0) {
            SchemeSwatch()
            SchemeSwatch().preferredColorScheme(.dark)
        }
        let image = ViewHost(view, size: CGSize(width: 20, height: 10)).render()
        #expect(image[5, 5] == blue)
        #expect(image[15, 5] == blue)
    }

    @Test func anOuterPreferenceOverridesAnInnerOneAndNilLeavesTheHosts() {
        let outer = ViewHost(SchemeSwatch().preferredColorScheme(.dark).preferredColorScheme(.light),
                             size: CGSize(width: 10, height: 10), colorScheme: .dark).render()
        #expect(outer[5, 5] == red)
        let none = ViewHost(SchemeSwatch().preferredColorScheme(nil), size: CGSize(width: 10, height: 10), colorScheme: .dark).render()
        #expect(none[5, 5] == blue)
    }

    @Test func droppingThePreferenceRestoresTheHostsScheme() {
        let host = ViewHost(SchemeSwitch(), size: CGSize(width: 20, height: 20))
        #expect(host.render()[10, 10] == blue)
        host.tap(at: CGPoint(x: 10, y: 10))
        let image = host.render()
        #expect(image[10, 10] == red)
        #expect(image[0, 0] == white)
        #expect(host.colorScheme == .light)
    }

    @Test func imageRendererTakesThePreferenceToo() throws {
        let renderer = ImageRenderer(content: SchemeSwatch().padding(5).preferredColorScheme(.dark))
        renderer.isOpaque = true
        let image = try renderer.render()
        #expect(image[0, 0] == black)
        #expect(image[10, 10] == blue)
    }
}
