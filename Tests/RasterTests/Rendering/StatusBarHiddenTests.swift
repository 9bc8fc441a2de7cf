// StatusBarHiddenTests.swift · RasterTests/Rendering · statusBarHidden and statusBar(hidden:) remove
// the status bar a device draws (Modifiers/StatusBarModifiers.swift, Rendering/ImageRenderer.swift).

import Foundation
import Testing
@testable import Raster

@Suite struct StatusBarHiddenTests {
    /// How many pixels of the status bar's band (the top 54 points of an iPhone 15 Pro) are
    /// not the white window background.
    private func markedPixels(_ view: some View) -> Int {
        let host = ViewHost(view, device: .iPhone15Pro.showingStatusBar())
        let image = host.render()
        return (0..<image.pixmap.width).reduce(0) { count, x in
            count + (0..<54 * 3).filter { image[x, $0] != RGBA8(r: 255, g: 255, b: 255, a: 255) }.count
        }
    }

    @Test func hidingTheStatusBarRemovesIt() {
        #expect(markedPixels(Text("Hello")) > 100)
        #expect(markedPixels(Text("Hello").statusBarHidden()) == 0)
        #expect(markedPixels(Text("Hello").statusBarHidden(false)) == markedPixels(Text("Hello")))
        // The view keeps its place: the safe area does not change.
        let host = ViewHost(Color.red.statusBarHidden(), device: .iPhone15Pro.showingStatusBar())
        #expect(host.render().pixel(atPoint: 200, 58.5) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(host.render().pixel(atPoint: 200, 59.5) == RGBA8(r: 255, g: 59, b: 48, a: 255))
    }

    /// A view deeper in the tree hides it too; an outer modifier wins over its content.
    @Test func theOutermostRequestWins() {
        #expect(markedPixels(VStack { Text("A"); Text("B").statusBarHidden() }) == 0)
        #expect(markedPixels(Text("B").statusBarHidden().statusBarHidden(false)) > 100)
    }

    @available(*, deprecated)
    @Test func theDeprecatedSpellingHidesItToo() {
        #expect(markedPixels(Text("Hello").statusBar(hidden: true)) == 0)
    }
}
